"""Round 56 (s53coC): 「あなたのダストボックスにあるアイテムカード1枚につき、『X』は「+0:+1」の修正を
受ける」 — an effect in force of X counted over the cards of that type in that player's dustbox
(4.3.8: worked out as the effects are applied; 4.2.3: every dustbox is open to all). A card of
another type, or one in the other player's dustbox, is not counted."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    field:
      - {{name: 翁, type: character, ap: 1, dp: 1, text: "{text}"}}
    dustbox: [{{name: 壺, type: item}}, {{name: 瓶, type: item}}, {{name: 宴, type: event}}]
  B:
    hp: 10
    deck: 5
    dustbox: [{{name: 鍋, type: item}}]
actions:
  - {{do: check, state: {{翁.ap: 1, 翁.dp: {dp}}}}}
expect:
  state: {{翁.zone: A.field}}
"""

MINE = "{whose}のダストボックスにあるアイテムカード1枚につき、『翁』は「+0:+1」の修正を受ける。"


def _problems(whose: str, dp: int) -> list[str]:
    text = MINE.format(whose=whose)
    return check_expect(resolve(loads(BOARD.format(text=text, dp=dp), "t.yaml")))


def test_items_in_your_dustbox_counted() -> None:
    assert not _problems("あなた", 3)


def test_items_in_the_opponents_dustbox_counted() -> None:
    assert not _problems("相手", 2)


DRAW = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 5
    energy: 1
    hand:
      - {name: 回想, type: event, cost: 1, text: "あなたのダストボックスにあるアイテムカード1枚につき、あなたはカードを1枚引く。\\n使い捨て"}
    dustbox: [{name: 壺, type: item}, {name: 瓶, type: item}, {name: 宴, type: event}]
  B:
    hp: 10
    deck: 5
actions:
  - {do: play, card: 回想}
expect:
  state: {A.hand: 2}
"""


def test_a_step_done_per_item_in_the_dustbox() -> None:
    # 2 items counted as the step is done (4.3.2.6): two cards drawn
    assert not check_expect(resolve(loads(DRAW, "t.yaml")))
