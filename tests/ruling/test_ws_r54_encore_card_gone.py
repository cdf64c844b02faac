"""ws round 54 (s51wsR): the rules' encore (10.2.3) resolving after its character left the waiting
room (another ability put it into the hand first): the whole effect fails, nothing paid (8.7.7, the
engine's reading), or the optional cost inside it may still be paid and only the placement is not
done (1.3.2) — the audit's encore_card_gone_cost, both readings run; a character still in the
waiting room raises nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage:
      center_front: {name: 老兵, type: character, level: 1, power: 1000, soul: 1, text: "{text}"}
    stock: 3
    deck: [{name: 無印, type: character, trigger: none}, 10]
  B:
    stage:
      center_front: {name: 巨兵, type: character, level: 1, power: 9000, soul: 1}
    deck: [{name: 受け, type: character}, 10]
actions:
  - {do: attack, slot: center_front, kind: front}
  - {do: encore_step}
choices:
  - {player: A, at: pending_order, choose: "老兵#1"}
  - {player: A, at: encore, choose: yes}
"""
BACK = "【自】 このカードが舞台から控え室に置かれた時、このカードを手札に戻す。"


def test_encore_after_its_card_left_the_waiting_room_runs_both_readings() -> None:
    sc = BOARD.replace("{text}", BACK) + (
        "expect:\n  ambiguous: ['8.7.7', '1.3.2']\n  state: {老兵.zone: A.hand}\n"
        "  readings:\n    fails: {state: {A.stock: 4}}\n    pays: {state: {A.stock: 1}}\n"
    )
    assert check_expect(resolve(loads(sc))) == []


def test_encore_of_a_card_still_in_the_waiting_room_raises_nothing() -> None:
    sc = BOARD.replace("{text}", "").replace(
        '  - {player: A, at: pending_order, choose: "老兵#1"}\n', ""
    ) + ("expect:\n  ambiguous: false\n  state: {老兵.zone: A.center_front, A.stock: 1}\n")
    assert check_expect(resolve(loads(sc))) == []
