"""Round 47 (issue 12): 「（そのターン中、）相手のユニットの「登場した時」の自動能力は発動しない」 —
the trigger condition quoted in 「…」 as well as 『…』, and the one-shot form: an effect makes it a
continuous effect for the period (11.3.1.2), so an automatic ability of a card so described,
there then or arriving later, does not become pending for that event (7.15.1.3.2). The effect's
own master's units are not described by 「相手の」."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

HERALD = "【自】：このユニットがリアガードサークルに登場した時、あなたはカードを1枚引く。"


@pytest.mark.parametrize(
    "text",
    [
        "【永】【(V)】：相手のユニットの「登場した時」の自動能力は発動しない。",
        "【永】【(V)】：相手のユニットの『登場した時』の自動能力は発動しない。",
        "そのターン中、相手のユニットの「登場した時」の自動能力は発動しない。",
    ],
)
def test_compiles(text: str) -> None:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    assert [o.verb for o in a.program.steps] == ["no_activation"]


BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    hand: [{name: 伝令, grade: 1, power: 8000, text: "%s"}]
    deck: 10
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: %s, text: "そのターン中、相手のユニットの「登場した時」の自動能力は発動しない。"}
  - {do: call, card: 伝令, circle: left_front}
"""


def test_the_opponents_unit_called_later_does_not_trigger() -> None:
    r = vg_run(BOARD % (HERALD, "B"))
    assert zone_names(r, "A", "hand") == []
    assert {"7.15.1.3.2", "11.3.1.2"} <= cited(r)


def test_its_own_masters_unit_still_triggers() -> None:
    r = vg_run(BOARD % (HERALD, "A"))
    assert len(zone_names(r, "A", "hand")) == 1  # 伝令's ability became pending and drew
