"""Round 46: a character's crash negated (4.2.14: the crash counts as not having happened) — the
cards set on it, crashed 「同時に」 by 4.2.4, stay with it or crashed in their own right: the audit's
set_cards_of_negated_crash, both readings run; a host with no set card asks nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand:
      - {name: 火球, type: spell, cost: 0, text: "使い捨て\\n対象のキャラクター1体に3点のダメージを与える。"}
  B:
    hp: 10
    deck: 10
    hand:
      - {name: 復活, type: event, cost: 0, text: "使い捨て\\nキャラクターがクラッシュした直後にのみプレイしてもよい。対象のキャラクター1体のクラッシュをうち消す。"}
    field:
      - {name: 騎士, type: character, gender: 男性, ap: 2, dp: DP}
SET
actions:
  - do: play
    card: 火球
    target: 騎士
    on_crash:
      騎士:
        negate: [{do: play, player: B, card: 復活, target: 騎士}]
EXPECT
"""
SET = '      - {name: 鎧, type: item, set_on: 騎士, text: "キャラクター1体にセット\\nセットされたキャラクターは、「+0:+1」の修正を受ける。"}'
BOTH = """expect:
  ambiguous: ["4.2.4", "4.2.14"]
  readings:
    - {clauses: ["4.2.14"], state: {鎧.zone: B.field, 騎士.zone: B.field}}
    - {clauses: ["4.2.4"], state: {鎧.zone: B.dustbox, 騎士.zone: B.field}}
"""


def test_a_set_item_both_readings() -> None:
    body = BOARD.replace("DP", "2").replace("SET\n", SET + "\n").replace("EXPECT", BOTH)
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_set_card_asks_nothing() -> None:
    plain = "expect:\n  state: {騎士.zone: B.field, 騎士.damage: 0}\n"
    body = BOARD.replace("DP", "3").replace("SET\n", "").replace("EXPECT", plain)
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
