"""VG keyword skills and ability words in the card lists' other typography (round 57): each read
as the notation the rules print, and what it does on a board.

- 14.16.1 G ガーディアン printed as a plain word with dashes, 【コスト】 inside the cost bracket and
  「表にして」 (10.5.1.2.3's own words): 「Gガーディアン－相手ターンのガードステップ－[【コスト】[…]]裏の
  このカードを表にして(G)にコールする。」 — the G guard (10.5.1.2.3, 14.16.2) runs: the cost paid, the card
  face up on the guardian circle, its shield counted; after the battle it is retired and put face up
  in the G zone (10.7.1.10, 4.9.5).
- 14.45.1 全力 printed mid-text, after the cost and before the condition it names (「…することで、
  全力－あなたのソウルが０枚なら、…」): the ability runs as with the word at its head; the condition is
  checked on resolution, after the cost (11.2.1.2).
"""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

G_TEXT = (
    "Gガーディアン－相手ターンのガードステップ－[【コスト】[手札から１枚捨てる]]"
    "裏のこのカードを表にして(G)にコールする。"
)

G_BOARD = """\
game: vg
title: t
turn: {player: A, number: 9, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    deck: [{name: 雛, type: normal, grade: 0}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 11000}
    g_zone:
      - {name: 守神, type: g, grade: 4, shield: 15000, text: "%s"}
    hand: [{name: 黒猫, type: normal, grade: 0}]
    damage: 2
    deck: [{name: 見習い, type: normal, grade: 0}, 10]
actions:
  - do: attack
    attacker: vanguard
    target: B.vanguard
    guard_actions:
      - {do: g_guard, card: 守神, guards: B.vanguard}
ask: [B.damage, B.hand, B.drop, 守神.zone, 守神.face]
"""

POWERFUL_BOARD = """\
game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard:
      name: 拳士
      type: normal
      grade: 3
      power: 13000
      text: "%s"
    soul: %s
    deck: [{name: 見習い, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 10000}]
    deck: [{name: 番兵, type: normal, grade: 1}, 10]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [盾]}
choices:
  - {player: A, at: cost, choose: yes}
ask: [A.soul, B.damage]
"""

MID = (
    "【自】【(V)】：アタックした時、【コスト】[【ソウルブラスト】(1)]することで、"
    "全力－あなたのソウルが０枚なら、そのバトル中、このユニットのパワー＋10000。"
)
HEAD = (
    "【自】【(V)】：全力－アタックした時、【コスト】[【ソウルブラスト】(1)]することで、"
    "あなたのソウルが０枚なら、そのバトル中、このユニットのパワー＋10000。"
)


def _program(text: str) -> Any:
    get_game("vg")
    got = _abilities("vg", text, None)
    assert len(got) == 1 and got[0].supported, [(a.text, a.reason) for a in got]
    return got[0].program


def test_printed_g_guardian_reads_as_the_rules_notation_14_16_1() -> None:
    rules = "【Gガーディアン】－相手ターンのガードステップ－【コスト】[手札から１枚捨てる]裏のこのカードを(G)にコールする。"
    p = _program(G_TEXT)
    assert p.kind == "keyword" and p.keyword == "g_guardian"
    assert p == _program(rules)


def test_printed_g_guardian_guards_and_returns_face_up_10_5_1_2_3() -> None:
    r = resolve(loads(G_BOARD % G_TEXT))
    s = r.outcome["state"]
    # 13000 against 11000 + 15000: no hit; the discarded hand card paid the cost
    assert s["B.damage"] == 2
    assert s["B.hand"] == 0
    assert s["守神.zone"] == "B.g_zone" and s["守神.face"] == "up"
    assert {"10.5.1.2.3", "14.16.2", "4.9.5"} <= set(r.decided_by)


def test_powerful_mid_text_reads_as_at_the_head_14_45_1() -> None:
    assert _program(MID) == _program(HEAD)


def test_powerful_mid_text_soul_emptied_by_the_cost_11_2_1_2() -> None:
    one = "[{name: 種火, type: normal, grade: 1}]"
    r = resolve(loads(POWERFUL_BOARD % (MID, one)))
    # soul 1 → 0 by the cost; at resolution 0: +10000, 23000 against 13000 + 10000: hit
    assert r.outcome["state"]["A.soul"] == 0
    assert r.outcome["state"]["B.damage"] == 1
    two = "[{name: 種火, type: normal, grade: 1}, {name: 残り火, type: normal, grade: 1}]"
    r = resolve(loads(POWERFUL_BOARD % (MID, two)))
    # soul 2 → 1: the condition is not met, 13000 against 23000: no hit
    assert r.outcome["state"]["A.soul"] == 1
    assert r.outcome["state"]["B.damage"] == 0
