"""Round 64 (lead): 「…山札の上から1枚を公開する。そのカードがキャラなら、自分のキャラを1枚選び、その
キャラの下にマーカーとして置く」 — the card put under 「そのキャラ」 is unsaid; a card does not go under
itself (3.7.1), so the cards put are those the effect dealt with before the character was chosen:
the revealed card (4.9.1). The engine moved the chosen character instead
(``_ws/cardtext/abilities._put_under_the_character_just_chosen``)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = (
    "【起】 ［(1)］ あなたは自分の山札の上から1枚を公開する。そのカードがキャラなら、自分のキャラを1枚選び、"
    "そのキャラの下にマーカーとして置く。"
)


def _board(top: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 1
    stage:
      center_front: {{name: 術者, type: character, level: 1, power: 5000, text: "{TEXT}"}}
      left_front: {{name: 友, type: character, level: 0, power: 2000}}
    deck: [{top}, 4]
  B:
    deck: 10
actions:
  - {{do: activate, card: 術者}}
choices:
  - {{player: A, at: choose, choose: 友}}
"""


def test_the_revealed_character_goes_under_the_character_chosen() -> None:
    r = resolve(
        loads(
            _board("{name: 上の札, type: character}")
            + "expect:\n  state: {上の札.zone: A.markers.left_front, 友.zone: A.left_front, A.deck: 4}\n",
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_a_revealed_event_stays_revealed_nothing_put() -> None:
    r = resolve(
        loads(
            _board("{name: 上の札, type: event}")
            + "expect:\n  state: {友.zone: A.left_front, A.markers.left_front: 0}\n",
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_cards_chosen_before_the_character_are_refused() -> None:
    node = parse_card(
        "【起】 ［(1)］ あなたは自分の控え室のキャラを1枚選び、手札に加える。自分のキャラを1枚選び、"
        "そのキャラの下にマーカーとして置く。",
        "ws",
    ).card.abilities[0]
    with pytest.raises(Unsupported):
        compile_ability(node)
