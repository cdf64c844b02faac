"""Round 56 (s53coC): where a negated card goes when the text names its place — 「うち消した
カードは、ダストボックスに置く代わりに、そのオーナーの山札の一番上に置く」, 「うち消されたカードは、
ダストボックスではなく持ち主の手札に戻る」 (4.2.14 「特に指定がない限りダストボックスの一番上」; its
owner's zone, 4.2.12). Without such a sentence the card goes to the dustbox (4.2.14)."""

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
      - {{name: 祭, type: event, cost: 1, text: "あなたはカードを1枚引く。\\n使い捨て"}}
  B:
    hp: 10
    deck: 5
    energy: 1
    hand:
      - {{name: 封印, type: event, cost: 1, text: "{text}\\n使い捨て"}}
actions:
  - do: play
    card: {card}
    respond: [{{do: play, player: B, card: 封印, target: {card}}}]
expect:
  state: {{{card}.zone: {zone}, 封印.zone: B.dustbox}}
"""

TO_DECK = (
    "対象のアイテムカード1枚のプレイをうち消す。うち消したカードは、ダストボックスに置く代わりに、"
    "そのオーナーの山札の一番上に置く。"
)
TO_HAND = (
    "対象のイベントカードのプレイをうち消す。うち消されたカードは、ダストボックスではなく持ち主の"
    "手札に戻る。"
)


def _problems(text: str, card: str, zone: str) -> list[str]:
    return check_expect(resolve(loads(BOARD.format(text=text, card=card, zone=zone), "t.yaml")))


def test_negated_item_to_its_owners_deck_top() -> None:
    assert not _problems(TO_DECK, "鎧", "A.deck")


def test_negated_event_back_to_its_owners_hand() -> None:
    assert not _problems(TO_HAND, "祭", "A.hand")


def test_without_the_sentence_to_the_dustbox() -> None:
    assert not _problems("対象のイベントカードのプレイをうち消す。", "祭", "A.dustbox")


def test_negated_card_place_with_no_negation_before_it_is_refused() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "うち消したカードは、ダストボックスに置く代わりに、そのオーナーの山札の一番上に置く。"
    (a,) = abilities_of("co", Card(uid="x", owner="A", name="x", text=text))
    assert not a.supported
