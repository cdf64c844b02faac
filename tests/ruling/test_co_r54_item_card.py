"""CO's 「アイテムカード」 (3.4.3: アイテム a card type the lexicon lacks, read as printed) where a
step names a card type (round 54, s51coT; issue 12): 「あなたはアイテムカードをプレイできない」
keeps that player from playing item cards while the card is in force (4.3.8, 4.2.9), as
「スペルカード / イベントカード」 do; another type stays playable."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

NO_ITEM = "『岩鉄』がフィールドに出ている限り、あなたはアイテムカードをプレイできない。"

BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field: [{{name: 岩鉄, type: character, ap: 1, dp: 1, text: "{text}"}}]
    hand: [{{name: 小刀, type: {kind}, cost: 1, text: "カードを1枚引く。"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, player: A, card: 小刀, allowed: {allowed}}}
ask: [小刀.zone]
"""


def test_compiles_as_no_play_of_items() -> None:
    ab = co_ability(NO_ITEM)
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert (st.kind, st.who, st.value) == ("no_play", "you", "item")


@pytest.mark.parametrize(("kind", "allowed"), [("item", "false"), ("event", "true")])
def test_an_item_card_is_not_played(kind: str, allowed: str) -> None:
    r = co_run(BOARD.format(text=NO_ITEM, kind=kind, allowed=allowed))
    zone = r.outcome["state"]["小刀.zone"]
    assert (zone == "A.hand") == (kind == "item")
