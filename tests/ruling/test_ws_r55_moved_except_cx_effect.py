"""ws round 55 (s52wsT3): 「あなたの手札がCXの効果以外で控え室に置かれた時」 — the move made by anything
but the effect (8.2.1) of an ability of a card of that type: a climax's effect does not meet it, a
character's effect or a cost paid does (the card's type read off the card whose ability is being
resolved, ``automatic._RESOLVING``)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import trig_ext
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

NINJA = "【自】 あなたの手札がCXの効果以外で控え室に置かれた時、そのターン中、このカードのパワーを＋1000。"
DISCARD = "あなたは自分の手札を1枚選び、控え室に置く。"

BOARD = """\
players:
  A:
    level: 2
    deck: 10
    hand:
      - {{name: 雲, type: climax, color: yellow, trigger: [soul], text: "【自】 このカードが手札からクライマックス置場に置かれた時、DISCARD"}}
      - {{name: 兵, type: character, level: 0, power: 1000, soul: 1}}
      - {{name: 兵2, type: character, level: 0, power: 1000, soul: 1}}
    stage:
      center_front: {{name: 忍, type: character, level: 1, power: 5000, soul: 1, text: "NINJA"}}
      left_front: {{name: 係, type: character, level: 0, power: 1000, soul: 1, text: "{mover}"}}
  B: {{deck: 10}}
actions:
{actions}
choices:
  - {{player: A, choose: 兵}}
ask: [忍.power, 兵.zone]
""".replace("NINJA", NINJA).replace("DISCARD", DISCARD)


def _run(mover: str, actions: str) -> object:
    r = resolve(loads(WS_HEAD + BOARD.format(mover=mover, actions=actions), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


@pytest.mark.parametrize(
    ("mover", "power"),
    [
        (f"【起】 {DISCARD}", 6000),  # a character's effect: met
        ("【起】［手札を1枚控え室に置く］ あなたは1枚引く。", 6000),  # a cost paid: met
    ],
)
def test_not_a_climax_effect(mover: str, power: int) -> None:
    r = _run(mover, "  - {do: activate, player: A, card: 係}")
    state = r.outcome["state"]  # type: ignore[attr-defined]
    assert state["兵.zone"] == "A.waiting_room"
    assert state["忍.power"] == power


def test_a_climax_effect() -> None:
    r = _run("", "  - {do: climax_phase, player: A, card: 雲}")
    state = r.outcome["state"]  # type: ignore[attr-defined]
    assert state["兵.zone"] == "A.waiting_room"  # the climax's effect moved it …
    assert state["忍.power"] == 5000  # … so the trigger is not met


def test_compiled() -> None:
    prog = compiled_first(NINJA, "ws")
    assert trig_ext(prog.trigger, "not_by_kind") == ("climax",)
    assert prog.trigger.dst == ("waiting_room",)
