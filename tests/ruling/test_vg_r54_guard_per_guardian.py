"""Round 54 (s51pts, issue 14): 「…ガードした時」 and one guard action of several guardians.

10.4.1.10 makes each guardian guard (「そのガーディアンはその選択したユニットをガードします。」);
10.5.1.2.2 makes the call of one or more hand cards one action of the fighter, and 1.3.7.1 one
action one event. No clause defines the fighter's 'guarded' event: the audit's
guard_trigger_per_guardian, both readings run, the engine's (once per guardian) first. A unit that
intercepts is put on the guardian circle and guards (10.4.1.10, 10.5.1.2.4): settled, no point."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, vg_card_board, vg_card_run, zone_names

GUARD = "【自】【(R)】：このユニットのアタックに相手がガードした時、【ソウルチャージ】(1)。"
SHIELDS = (
    "{name: 騎士, grade: 2, power: 8000}\n    hand: [{name: 大盾, type: normal, grade: 1,"
    " shield: 10000}, {name: 小盾, type: normal, grade: 1, shield: 5000}]"
)
INTERCEPTOR = (
    "{name: 騎士, grade: 2, power: 8000}\n"
    "    left_front: {name: 盾兵, type: normal, grade: 2, power: 9000, shield: 5000,"
    " skills: [intercept]}"
)


def _check(actions: str, expect: str, opponent: str) -> list[str]:
    text = vg_card_board(GUARD, actions, opponent=opponent, choices=f"expect:\n{expect}")
    return check_expect(resolve(loads(text, "t.yaml")))


def test_two_guardians_of_one_call_run_both_readings() -> None:
    expect = """  ambiguous: ["10.4.1.10", "10.5.1.2.2", "1.3.7.1", "11.9.3"]
  readings:
    per_guardian: {state: {A.soul: 2}}
    per_guard_action: {state: {A.soul: 1}}"""
    attack = "  - {do: attack, attacker: left_front, target: vanguard, guard: [大盾, 小盾]}"
    assert _check(attack, expect, SHIELDS) == []


def test_one_guardian_raises_no_point() -> None:
    attack = "  - {do: attack, attacker: left_front, target: vanguard, guard: [大盾]}"
    assert _check(attack, "  state: {A.soul: 1}\n  ambiguous: false", SHIELDS) == []


def test_an_intercept_is_a_guard() -> None:
    r = vg_card_run(
        GUARD,
        "  - {do: attack, attacker: left_front, target: vanguard, intercept: [left_front]}",
        opponent=INTERCEPTOR,
    )
    assert len(zone_names(r, "A", "soul")) == 1
    assert {"10.4.1.10", "10.5.1.2.4"} <= cited(r)
