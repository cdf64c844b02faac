"""ws 10.19.3 against 3.1.4: a card whose 【ターン1】 ability was played, then left the stage and
came back, is a new card (3.1.4); whether its ability counts afresh is a reading the text leaves
open (the audit's ``turn_limit_new_card``): both readings are run, the engine's — a new card's
ability, not yet played — first. A card that only moved to another slot is the same card (3.1.4
names moves from a slot to a zone that is not a slot): refused, with no reading."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BASE = """
game: ws
title: a turn-limited ability used again
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stock: 2
    hand: 0
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: GREEN, text: "【起】【ターン1】［(1)］ あなたは1枚引く。"}
  B: {deck: 10}
actions:
  - {player: A, do: activate, card: 甲}
%s
  - {player: A, do: activate, card: 甲, allowed: %s}
expect:
%s
"""

_RETURNED = """  - {player: A, do: move, card: 甲, to: hand}
  - {player: A, do: play, card: 甲, slot: center_front}"""


def _problems(between: str, allowed: str, expect: str) -> list[str]:
    return check_expect(resolve(loads(_BASE % (between, allowed, expect))))


def test_a_card_that_left_and_came_back_counts_afresh_under_the_engines_reading() -> None:
    expect = """  state: {A.stock: 0, A.hand: 2}
  outcome: {depends_on_reading: ["10.19.3"]}
  decided_by: ["10.19.3", "3.1.4"]
  ambiguous: ["10.19.3"]"""
    assert _problems(_RETURNED, "true", expect) == []


def test_the_other_reading_refuses_it() -> None:
    text = _BASE % (_RETURNED, "false", "  state: {A.stock: 1, A.hand: 1}")
    text += "choices:\n  - {player: A, at: reading, choose: same_ability}\n"
    assert check_expect(resolve(loads(text))) == []


def test_the_same_card_is_refused_with_no_reading() -> None:
    assert _problems("", "false", "  state: {A.stock: 1, A.hand: 1}\n  ambiguous: false") == []
    assert _problems("", "true", "  state: {A.stock: 1}") != []


def test_a_card_moved_to_another_slot_is_the_same_card() -> None:
    moved = "  - {player: A, do: move, card: 甲, to: stage.left_front}"
    expect = "  state: {甲.zone: A.stage.left_front, A.stock: 1}\n  ambiguous: false"
    assert _problems(moved, "false", expect) == []


_CAP = """
game: ws
title: a written trigger cap of a card that came back
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stock: 0
    hand: [{name: 乙, type: character, level: 0, cost: 0, power: 1000, soul: 1, color: GREEN}, {name: 丙, type: character, level: 0, cost: 0, power: 1000, soul: 1, color: GREEN}]
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: GREEN, text: "【自】 この能力は1ターンにつき1回まで発動する。他のあなたのキャラが手札から舞台に置かれた時、あなたは1枚引く。"}
  B: {deck: 10}
actions:
  - {player: A, do: play, card: 乙, slot: left_front}
%s
  - {player: A, do: play, card: 丙, slot: right_front}
expect:
%s
"""


def test_a_written_trigger_cap_of_a_card_that_came_back_runs_both_readings() -> None:
    """「この能力は1ターンにつきN回まで発動する」 reached by the card before it left the stage and
    came back (a new card, 3.1.4): the kin point ``trigger_cap_new_card`` (8.1.1.2.1 / 3.1.4),
    both readings run — it triggers as the new card's ability (the engine's), or, counted as the
    same ability, it did not trigger (not played). Before: counted afresh, silently."""
    expect = """  ambiguous: ["8.1.1.2.1", "3.1.4"]
  readings:
    new_card: {state: {A.hand: 2}}
    same_ability: {state: {A.hand: 1}}"""
    text = _CAP % (_RETURNED, expect)
    assert check_expect(resolve(loads(text))) == []


def test_a_written_trigger_cap_of_the_same_card_is_not_a_reading() -> None:
    moved = "  - {player: A, do: move, card: 甲, to: stage.back_left}"
    text = _CAP % (moved, "  state: {A.hand: 1}\n  ambiguous: false")
    assert check_expect(resolve(loads(text))) == []
