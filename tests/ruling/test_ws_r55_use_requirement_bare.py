"""ws round 55 (s52wsT): 「この能力は、Xなら使えない」 with the bare 使えない (no 使用 noun) — a restriction
the text adds on the ability's play (1.3.1, read as it is named to be played, 8.6.2.1), not a step:
the ability is not played while X holds. 「そのターン中にあなたがイベントをプレイしていないなら」: no
event of that player's played this turn (the play's history)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state, ws_compile

CLOCK = "【起】［(1)］ そのターン中、このカードのソウルを＋1。この能力は、あなたのクロックが3枚以上なら使えない。"
EVENT = "【起】［(1)］ そのターン中、このカードのソウルを＋1。この能力は、そのターン中にあなたがイベントをプレイしていないなら使えない。"


def test_the_sentence_is_a_requirement() -> None:
    for text in (CLOCK, EVENT):
        p = ws_compile(text)
        assert prog_ext(p, "use_requirement").what == "not"
        assert [op.verb for op in p.steps] == ["stat"]


def _board(text: str, clock: int, actions: str = "") -> str:
    return (
        WS_HEAD + f"players:\n  A:\n    deck: 10\n    stock: 3\n    clock: {clock}\n"
        "    hand: [{name: 催し, type: event, level: 0, text: あなたは1枚引く。}]\n    stage:\n"
        "      center_front: {name: 係, type: character, level: 0, power: 1000, soul: 1, "
        f'text: "{text}"}}\n'
        f"  B: {{deck: 10}}\nactions:\n{actions}  - {{do: activate, card: 係}}\nask: [係.soul]\n"
    )


@pytest.mark.parametrize(("clock", "soul"), [(2, 2), (3, 1)])
def test_not_played_while_it_holds(clock: int, soul: int) -> None:
    r = resolve(loads(_board(CLOCK, clock), "t.yaml"))
    assert main_state(r, "係.soul") == soul
    if soul == 1:
        assert {"1.3.1", "8.6.2.1"} <= decided(r)


@pytest.mark.parametrize(("played", "soul"), [(False, 1), (True, 2)])
def test_event_played_this_turn(played: bool, soul: int) -> None:
    play = "  - {do: play, card: 催し}\n" if played else ""
    r = resolve(loads(_board(EVENT, 0, play), "t.yaml"))
    assert main_state(r, "係.soul") == soul
