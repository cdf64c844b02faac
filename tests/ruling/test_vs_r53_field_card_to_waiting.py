"""Round 53 (s50wcvR): 「あなたのフィールドのカードが控え室に置かれた時」 — a zone-move trigger
(8.6.6) from the field, the ring and the bench together (3.3.1): met once for each card moved
(8.6.3), so one effect sending two bench cards to the waiting room triggers it twice."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: B, number: 5, phase: ability}
players:
  A:
    deck: 5
    hand: 0
    ring: {name: 輪, ap: 1000, dp: 2000}
    bench:
      left: {name: 見, ap: 1000, dp: 1000, text: "[ベンチ]あなたのフィールドのカードが控え室に置かれた時、あなたは1枚引く。"}
      center: {name: 甲, ap: 1000, dp: 1000}
      right: {name: 乙, ap: 1000, dp: 1000}
  B:
    deck: 5
    ring: {name: 敵, ap: 1000, dp: 2000}
    bench: {left: {name: 払, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のベンチのカードを2枚選び、相手の控え室に置く。"}}
actions:
  - do: ability_phase
    player: B
    actions:
      - {do: use, player: B, card: 払}
choices:
  - {player: B, at: choose_card, choose: 甲}
  - {player: B, at: choose_card, choose: 乙}
expect:
  state: {A.hand: 2}
  triggered: {見: 2}
"""


def test_each_field_card_moved_triggers_once() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert {"8.6.6", "8.6.3", "3.3.1"} <= set(r.decided_by)


def test_a_hand_card_to_the_waiting_room_is_not_from_the_field() -> None:
    board = BOARD.replace(
        "相手のベンチのカードを2枚選び、相手の控え室に置く",
        "相手の手札を1枚選び、相手の控え室に置く",
    )
    board = board.replace("    hand: 0\n", "    hand: [{name: 札, ap: 1000, dp: 1000}]\n", 1)
    board = board.replace(
        "  - {player: B, at: choose_card, choose: 甲}\n  - {player: B, at: choose_card, choose: 乙}\n",
        "  - {player: B, at: choose_card, choose: 札}\n",
    )
    board = board.replace("  state: {A.hand: 2}\n  triggered: {見: 2}\n", "  triggered: {見: 0}\n")
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
