"""Round 55 (issue 12, s52vgT2): 「そのバトル中、相手はグレード１以上のカードを２枚以上同時に(G)にコール
できない」 — the guardian-call prohibition (1.3.3 over 10.5.1.2.2) barring only a call that puts N or
more of the cards described on (G) at once (one call of 10.5.1.2.2: the attack's guard list); a call
of fewer, or with fewer of that description, is made (the vg plug-in's ``_at_once_ban`` /
``_most_at_once``, detail ``most_at_once``; restrictions ``_too_many_at_once``)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_run, zone_names

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、そのバトル中、"
    "相手はグレード１以上のカードを２枚以上同時に(G)にコールできない。"
)


def test_compiled_as_a_guard_ban_of_n_at_once() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT, None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert op.verb == "guard_ban" and op.performer == "opponent"
    assert dict(op.detail)["most_at_once"] == 2 and op.target.stats == (("grade", "ge", 1),)


BOARD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 盾一, type: normal, grade: 1, shield: 10000}, {name: 盾二, type: normal, grade: 1, shield: 5000}, {name: 盾零, type: normal, grade: 0, shield: 10000}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, guard: GUARD}
"""


def _guarded(guard: str) -> list[str]:
    """The cards the guard list called (a guardian goes to the drop when the battle closes)."""
    r = vg_run(BOARD.replace("TEXT", TEXT).replace("GUARD", guard), phase="battle")
    assert not unsupported(r)
    return sorted(zone_names(r, "B", "drop"))


def test_two_of_grade_one_at_once_are_barred_on_a_board() -> None:
    assert _guarded("[盾一, 盾二]") == []


def test_one_of_grade_one_or_one_with_a_grade_zero_is_called() -> None:
    assert _guarded("[盾一]") == ["盾一"]
    assert _guarded("[盾一, 盾零]") == ["盾一", "盾零"]


def test_without_the_ability_both_are_called() -> None:
    r = vg_run(BOARD.replace("TEXT", "").replace("GUARD", "[盾一, 盾二]"), phase="battle")
    assert sorted(zone_names(r, "B", "drop")) == ["盾一", "盾二"]
