"""VG rules found through the round-19 development files (s15unk; round 19, session 15)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_HEAD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_back: {name: 甲, type: normal, grade: 1, power: 8000, text: "%s"}
    hand: %s
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
%s
expect:
%s
"""
_BOTH = """  ambiguous: ["12.3.2.2", "4.1.8"]
  readings:
    new_card: {state: {A.hand: %d}}
    same_ability: {state: {A.hand: %d}}
  decided_by: ["12.3.2.2", "4.1.8"]"""
_BACK = """      - {do: retire, card: 甲}
      - {do: call, card: 甲, circle: left_back, from: drop, superior: true}
"""
_ACT = "【起】【(R)】【ターン1回】：１枚引く。"
_AUTO = "【自】【(R)】【ターン1回】：他のあなたのリアガードが登場した時、１枚引く。"
_TWO = "[{name: 乙, type: normal, grade: 1, power: 8000}, {name: 丙, type: normal, grade: 1, power: 8000}]"


def _problems(text: str, hand: str, steps: str, expect: str) -> list[str]:
    return check_expect(resolve(loads(_HEAD % (text, hand, steps, expect), "t.yaml")))


def test_activated_turn_limit_of_a_card_that_came_back_runs_both_readings() -> None:
    """12.3.2.2 「その指定期間中、この能力は使えなくなる」 against 4.1.8 (a card that left its circle
    for another zone and came back is a new card): a reading choice point (the audit's
    ``turn_limit_new_card``), both readings run —
    the engine's (counted afresh: the second use draws) and the other (refused). Before, the
    point was only flagged and the other reading's outcome never run."""
    steps = "      - {do: activate, card: 甲}\n" + _BACK + "      - {do: activate, card: 甲}"
    assert _problems(_ACT, "0", steps, _BOTH % (2, 1)) == []
    # the expectation fails when a reading's outcome is named wrong
    assert _problems(_ACT, "0", steps, _BOTH % (2, 2)) != []
    assert _problems(_ACT, "0", steps, _BOTH % (1, 1)) != []


def test_automatic_turn_limit_of_a_card_that_came_back_runs_both_readings() -> None:
    """The same point for an automatic ability with 【ターン1回】: under the other reading the
    pending ability is not usable, not played, its count goes down (12.2.1.2.2, 11.9.4)."""
    steps = (
        "      - {do: call, card: 乙, circle: left_front}\n"
        + _BACK
        + "      - {do: call, card: 丙, circle: right_front}"
    )
    assert _problems(_AUTO, _TWO, steps, _BOTH % (2, 1)) == []


def test_a_unit_that_only_moved_between_circles_is_refused_with_no_reading() -> None:
    """4.1.8's first sentence: a move from circle to circle keeps the same card — the ability
    stays used up, and no reading point is raised."""
    steps = (
        "      - {do: activate, card: 甲}\n"
        "      - {do: move, card: 甲, to: right_back}\n"
        "      - {do: activate, card: 甲, allowed: false}"
    )
    expect = '  state: {A.hand: 1}\n  ambiguous: false\n  decided_by: ["12.3.2.2"]'
    assert _problems(_ACT, "0", steps, expect) == []


def test_the_same_unit_is_refused_with_no_reading() -> None:
    steps = "      - {do: activate, card: 甲}\n      - {do: activate, card: 甲, allowed: false}"
    expect = '  state: {A.hand: 1}\n  ambiguous: false\n  decided_by: ["12.3.2.2"]'
    assert _problems(_ACT, "0", steps, expect) == []


_CAP = "【自】【(R)】：他のあなたのリアガードが登場した時、１枚引く。この能力は１ターンに１回まで発動する。"


def test_a_written_trigger_cap_of_a_card_that_came_back_runs_both_readings() -> None:
    """「この能力は１ターンにN回まで発動する」 (7.15.1.3.2), reached by the card before it left its
    circle and came back (a new card, 4.1.8): the kin point ``trigger_cap_new_card`` (7.15.1.3
    / 4.1.8), both readings run — it triggers
    as the new card's ability (the engine's) or, counted as the same ability, it did not
    trigger (not played). Before: counted afresh, silently."""
    steps = (
        "      - {do: call, card: 乙, circle: left_front}\n"
        + _BACK
        + "      - {do: call, card: 丙, circle: right_front}"
    )
    both = _BOTH.replace("12.3.2.2", "7.15.1.3")
    assert _problems(_CAP, _TWO, steps, both % (2, 1)) == []


def test_a_written_trigger_cap_is_kept_across_a_move_between_circles() -> None:
    """4.1.8's first sentence: moved from circle to circle it is the same card — its cap reached,
    it does not trigger again, and no reading is raised (before: a move between circles counted
    afresh)."""
    steps = (
        "      - {do: call, card: 乙, circle: left_front}\n"
        "      - {do: move, card: 甲, to: right_back}\n"
        "      - {do: call, card: 丙, circle: right_front}"
    )
    # the blocked trigger is among the deciding steps of A.hand (round 20, s16prov: what its
    # first trigger's resolution changed is what it would have changed again, ``Triggered.capped``)
    expect = '  state: {A.hand: 1}\n  ambiguous: false\n  decided_by: ["7.15.1.3.2"]'
    assert _problems(_CAP, _TWO, steps, expect) == []


def test_a_text_use_limit_is_kept_across_a_move_between_circles() -> None:
    """「この能力はターン中に１回だけ使える」 (12.2.1.1): moved from circle to circle the unit is the
    same card (4.1.8) — still used up, no reading raised (before: the move counted afresh and
    raised ``text_limit_new_card``)."""
    text = "【起】【(R)】：１枚引く。この能力はターン中に１回だけ使える。"
    steps = (
        "      - {do: activate, card: 甲}\n"
        "      - {do: move, card: 甲, to: right_back}\n"
        "      - {do: activate, card: 甲, allowed: false}"
    )
    assert _problems(text, "0", steps, "  state: {A.hand: 1}\n  ambiguous: false") == []
