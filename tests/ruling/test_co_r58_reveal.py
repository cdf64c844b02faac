"""Round 58 (s55coT): 「山札の一番上のカードを公開する」 — revealing.

4.2.2 keeps a deck's contents from every player (「試合中、すべての山札はその内容…を確認すること
ができません」) and its order fixed; the text comes first (4.2.9): the top card is shown to all and
stays where it is. The later steps name it (「公開したカード」 / 「そのカード」 / 「それ」): put in the
hand (4.2.12), on the dustbox, at the deck's bottom; 「それがキャラクターカードなら、X。そうでない
なら、Y。」 reads the card's printed type once, when X would be done (4.3.2.6)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: {hp}
    energy: 1
    deck: [{{name: 桜, type: {top}, cost: 2, ap: 1, dp: 1}}, {{name: 梅, type: spell, cost: 1}}, 3]
    hand:
      - {{name: 占い, type: spell, cost: 1, text: "使い捨て\\n{text}"}}
  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 占い}}
expect:
  state: {state}
"""

SORT = (
    "あなたの山札の一番上のカードを公開する。それがキャラクターカードなら、そのカードを手札に加える。"
    "そうでないなら、そのカードをダストボックスに置く。"
)


def _run(text: str, state: str, top: str = "character", hp: int = 10) -> list[str]:
    board = BOARD.format(text=text, state=state, top=top, hp=hp)
    return check_expect(resolve(loads(board, "t.yaml")))


def test_reveal_alone_leaves_the_card() -> None:
    # revealed, it stays on top of the deck (4.2.2's order kept)
    assert not _run(
        "あなたの山札の一番上のカードを公開する。", "{桜.zone: A.deck, A.deck: 5, A.hand: 0}"
    )


def test_revealed_character_to_hand() -> None:
    assert not _run(
        SORT, "{桜.zone: A.hand, A.deck: 4, A.dustbox: 1}\n  decided_by: [4.2.2, 4.2.9, 4.2.12]"
    )


def test_revealed_other_to_dustbox() -> None:
    # a spell revealed: the 「そうでないなら」 step — on the dustbox, with the played spell
    assert not _run(SORT, "{桜.zone: A.dustbox, A.hand: 0, A.deck: 4, A.dustbox: 2}", top="event")


def test_revealed_card_to_deck_bottom() -> None:
    text = "あなたの山札の一番上のカードを公開する。公開したカードは山札の一番下に置く。"
    assert not _run(text, "{桜.zone: A.deck, A.deck: 5, A.hand: 0}")
    # the next card is now the top: a second reveal to hand shows 梅
    board = BOARD.format(text=text, state="{A.deck: 5}", top="character", hp=10)
    r = resolve(loads(board, "t.yaml"))
    deck = r.leaves[0].ctx.zone("A", "deck")
    assert deck[0].name == "梅"
    assert deck[-1].name == "桜"


def test_otherwise_condition_read_once() -> None:
    # 「Cなら、X。そうでないなら、Y。」: C read once, as X would be done — the heal that lifts
    # the HP above 5 does not make Y done too (4.3.2.6)
    text = "あなたのHPが5以下なら、あなたはHPを3回復する。そうでないなら、あなたは山札からカードを1枚引く。"
    assert not _run(text, "{A.hp: 7, A.hand: 0}", hp=4)
    assert not _run(text, "{A.hp: 8, A.hand: 1}", hp=8)
