"""Round 47 (issue 12 / 14): 「そのターン中、あなたのリアガードが登場した時、…」 made by an effect — a
delayed trigger (11.9.7) with a period printed (11.9.7.1 「特に期限が示されていない限り」). Whether
it then meets its condition at each event in the period (11.9.3) or once is the audit's
delayed_period_repeats: raised where it resolves, both readings run. 「次に…時」 (no period) still
triggers once."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

PERIOD = "そのターン中、あなたのリアガードが登場した時、あなたはカードを1枚引く。"
BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    hand: [{name: 兵1, grade: 1, power: 8000}, {name: 兵2, grade: 1, power: 8000}]
    deck: [{name: 山1}, {name: 山2}, 8]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: call, card: 兵1, circle: left_front}
  - {do: call, card: 兵2, circle: right_front}
"""


def test_compiles_with_its_period() -> None:
    get_game("vg")
    (a,) = _abilities("vg", PERIOD, None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert (op.verb, op.until) == ("delay", "turn")


def test_each_appearance_in_the_period_under_one_reading_once_under_the_other() -> None:
    r = vg_run(
        BOARD % PERIOD
        + """expect:
  ambiguous: ["11.9.7.1"]
  readings:
    - {clauses: ["11.9.7.1"], state: {A.hand: [山1, 山2]}}
    - {clauses: ["11.9.7.1"], state: {A.hand: [山1]}}
"""
    )
    assert not check_expect(r)
    assert {"11.9.7", "11.9.7.1"} <= cited(r)


def test_next_time_without_a_period_triggers_once() -> None:
    r = vg_run(BOARD % "次にあなたのリアガードが登場した時、あなたはカードを1枚引く。")
    assert zone_names(r, "A", "hand") == ["山1"]
