"""Round 54 (s51vgOld): 「N枚カウンターブラストする」 / 「N枚ソウルブラストする」 (7.24.4.1 / 7.25.4.1) in an
effect with fewer cards than N: no 「…を払う」 instruction, which 7.24.3 / 7.25.3 alone make all-or-nothing,
so 1.3.2 does it as far as it can be — the cards there are blasted and the next sentence is done. The paid
form 「【カウンターブラスト】(2)を払う」 keeps the audit's effect_blast_short."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    damage: [{name: 傷1, face: up}, {name: 傷2, face: down}]
    soul: [{name: 魂1, grade: 1}]
    hand: 0
    deck: [{name: 山1, type: normal}, 9]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.hand, 傷1.face, 魂1.zone]
"""


def test_spelled_counter_blast_done_as_far_as_possible() -> None:
    r = resolve(loads(BOARD % "あなたは2枚カウンターブラストする。あなたはカードを1枚引く。"))
    st = r.outcome["state"]
    assert st["傷1.face"] == "down" and st["A.hand"] == 1
    assert {"1.3.2", "7.24.4.1"} <= set(r.decided_by)
    assert not r.outcome.get("readings")


def test_spelled_soul_blast_done_as_far_as_possible() -> None:
    r = resolve(loads(BOARD % "2枚ソウルブラストする。1枚引く。"))
    assert r.outcome["state"]["魂1.zone"] == "A.drop"
    assert {"1.3.2", "7.25.4.1"} <= set(r.decided_by)


def test_paid_counter_blast_keeps_both_readings() -> None:
    r = resolve(loads(BOARD % "【カウンターブラスト】(2)を払う。1枚引く。"))
    assert r.outcome.get("readings")
