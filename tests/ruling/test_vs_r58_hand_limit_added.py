"""Round 58 (s55vsR): 「[領域]あなたの手札上限を+Nする。」 — a continuous technique adding to the
player's hand limit (3.7.4, 8.1.1.4) while its card is in its [領域]: added to the rules' 5
(3.7.4.1) when nothing sets it. With a technique setting it (「…手札上限はN枚になる」) in force too,
no clause orders the two (8.9.1 is for a card's information): the audit's
``hand_limit_set_and_added``, both readings run — in the order generated (as 8.9.1.4; the
engine's) or the setting first, then the additions."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: chara, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 紬希, level: 1, ap: 1000, dp: 1000, text: "%s"}, 9]
    energy: [{state: stand}]
    ring: {name: 琴葉, level: 2, ap: 2000, dp: 2000, text: "%s"}
  B: {deck: 10, ring: {name: 鈴音, level: 1, ap: 1000, dp: 2000}}
actions:
  - {do: chara_phase, actions: [{do: play, card: 紬希, to: left}]}
  - {do: ability_phase, actions: []}
  - {do: attack}
  - {do: end_phase}
ask: [A.hand]
"""
_ADD = "[リング]あなたの手札上限を+1する。"
_SET = "[ベンチ]あなたの手札上限は7枚になる。"


def test_compiled() -> None:
    (op,) = vs_program(_ADD).ops
    assert (op.kind, op.who, op.amount) == ("hand_limit_add", "you", 1)
    (op,) = vs_program("[ベンチ]相手の手札上限を-2する。").ops
    assert (op.kind, op.who, op.amount) == ("hand_limit_add", "opponent", -2)


def test_added_to_the_rules_five() -> None:
    r = resolve(loads(_BOARD % ("", _ADD)))
    assert r.outcome["state"]["A.hand"] == 6
    assert not r.alternates
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_setting_and_addition_both_readings() -> None:
    r = resolve(loads(_BOARD % (_SET, _ADD)))
    # 紬希 (the setting) put in its zone after 琴葉: in order, the setting comes last — 7
    assert r.outcome["state"]["A.hand"] == 7
    assert [lf.outcome["state"]["A.hand"] for lf in r.alternates] == [8]


def test_addition_put_later_in_order() -> None:
    # the addition on the card played this turn, the setting on the ring card: 7 + 1 either way
    r = resolve(
        loads(
            _BOARD % ("[ベンチ]あなたの手札上限を+1する。", "[リング]あなたの手札上限は7枚になる。")
        )
    )
    assert r.outcome["state"]["A.hand"] == 8
