"""Round 56 (s53coR): 「対象のアイテムカード(1枚)のプレイをうち消す」 — アイテムカード is the card
type item (3.4.3; the grammar reads a name before 「カード」, the vocabulary's ``named_kinds``): the
play of an item card may be its target and is negated (4.2.14), a spell's play may not (4.2.13)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    energy: 2
    hand:
      - {{name: 鎧, type: item, cost: 1, text: "フィールドにセット。"}}
      - {{name: 矢, type: spell, cost: 1, text: "対象のデュエルマスターに1点のダメージを与える。\\n使い捨て"}}
  B:
    hp: 10
    deck: 5
    energy: 1
    hand:
      - {{name: 封印, type: event, cost: 1, text: "対象のアイテムカード1枚のプレイをうち消す。\\n使い捨て"}}
actions:
  - do: play
    card: {card}
{target}    respond: [{{do: play, player: B, card: 封印, target: {card}, allowed: {allowed}}}]
expect:
  state: {{{card}.zone: A.dustbox, 封印.zone: {sealed}}}
"""


def _problems(card: str, target: str, allowed: str, sealed: str) -> list[str]:
    text = BOARD.format(card=card, target=target, allowed=allowed, sealed=sealed)
    return check_expect(resolve(loads(text, "t.yaml")))


def test_item_play_negated() -> None:
    assert not _problems("鎧", "", "true", "B.dustbox")


def test_spell_play_is_no_target_of_it() -> None:
    assert not _problems("矢", "    target: B\n", "false", "B.hand")
