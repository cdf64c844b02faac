"""Round 47: a keyword printed as the line's first sentence, before the effect (「使い捨て。対象の
キャラクターに2ダメージを与える。」), is read as the same keyword printed after it (「…。使い捨て」,
3.4.3): the effect runs and the card goes to the top of its owner's dustbox. Before, the line was
refused (「使い捨て」 read as the verb 使う) and the spell did nothing."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TEXT = "使い捨て。対象のキャラクターに2ダメージを与える。"

BOARD = f"""game: co
title: t
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 矢, type: spell, cost: 2, text: "{TEXT}"}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 乙, type: character, ap: 2, dp: 2}}]
actions:
  - {{do: play, card: 矢, target: 乙}}
expect:
  state: {{乙.zone: B.dustbox, 矢.zone: A.dustbox}}
"""


def test_leading_keyword_is_the_cards_keyword() -> None:
    (ab,) = abilities_of("co", Card("x", "A", name="矢", type="spell", text=TEXT))
    assert ab.supported, ab.reason
    assert [k.keyword for k in ab.program.also] == ["disposable"]


def test_leading_disposable_spell_resolves_and_goes_to_the_dustbox() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "3.4.3" in r.decided_by
