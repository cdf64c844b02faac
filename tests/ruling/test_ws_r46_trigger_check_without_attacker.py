"""Round 46: the attacking character returned to the hand at the check timing of 7.2.1.6 — is
the trigger step's check still made? 7.3.1.2 states no condition (where 7.5.1.2 and 7.6.1.2 say
「攻撃キャラが存在する場合」), 7.3.1 defines the step as checking the attacking character's attack:
the audit's trigger_check_without_attacker, both readings run. No damage either way (7.5.1.2,
7.5.1.2.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 1, cost: 0, power: 5000, soul: 1, color: red}}
    deck: [{name: 山A, type: character, level: 0, trigger: none}, 8]
    stock: 0
  B:
    stage: {center_front: {name: 番犬, type: character, level: 1, cost: 0, power: 4000, soul: 1, color: blue, text: "【自】 このカードがフロントアタックされた時、このカードのバトル相手を手札に戻す。"}}
    deck: 10
    clock: 0
actions:
  - {do: attack, slot: center_front, kind: front}
expect:
  state: {甲.zone: A.hand, B.clock: 0}
  ambiguous: ["7.3.1.2"]
  readings:
    - {clauses: ["7.3.1.2"], state: {A.stock: 1}}
    - {clauses: ["7.3.1.2"], state: {A.stock: 0}}
"""


def test_both_readings_run() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"7.5.1.2", "7.5.1.2.2"} <= cited(r)


def test_with_the_attacker_there_nothing_is_asked() -> None:
    body = BOARD.replace(
        ', text: "【自】 このカードがフロントアタックされた時、このカードのバトル相手を手札に戻す。"',
        "",
    )
    body = body[: body.index("expect:")] + "expect:\n  state: {A.stock: 1}\n"
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
