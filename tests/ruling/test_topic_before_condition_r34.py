"""A card's topic printed before a condition with a subject of its own (round 34, s30wstext;
``ruling.cardtext.abilities.topic_carried``): 「このカードは、あなたのストックが3枚以下なら、アタック
できない」 is 「あなたのストックが3枚以下なら、このカードはアタックできない」 — the topic is the
sentence's, what the step after the condition is said of (before: 「a nominal condition with
topic」 / 「an existence condition with topic」). Shown on a ws board: the prohibition (1.3.3)
holds while the condition does."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling import abilities as A
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stock: {stock}
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: attack, slot: center_front, kind: front, allowed: {allowed}}}
"""

TOPIC_FIRST = "【永】 このカードは、あなたのストックが3枚以下なら、アタックできない。"
PLAIN = "【永】 あなたのストックが3枚以下なら、このカードはアタックできない。"


@pytest.mark.parametrize("text", [TOPIC_FIRST, PLAIN])
@pytest.mark.parametrize(("stock", "allowed"), [(3, "false"), (4, "true")])
def test_the_topic_is_the_prohibitions(text: str, stock: int, allowed: str) -> None:
    """With 3 stock 攻め役 may not attack; with 4 it attacks — the same as the plain order."""
    r = resolve(loads(BOARD.format(text=text, stock=stock, allowed=allowed)))
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []


def test_both_orders_compile_alike() -> None:
    assert ws_compile(TOPIC_FIRST) == ws_compile(PLAIN)
    assert ws_compile(
        "【永】 このカードは、あなたの舞台に《問題児》のキャラがいないなら、アタックできない。"
    ) == ws_compile(
        "【永】 あなたの舞台に《問題児》のキャラがいないなら、このカードはアタックできない。"
    )


@pytest.mark.parametrize(
    "text",
    [
        # a player's topic is no card: whose 自分 it is would change
        "【永】 相手は、自分のストックが3枚以下なら、イベントを手札からプレイできない。",
    ],
)
def test_neighbours_are_not_read_so(text: str) -> None:
    """Neighbours: where the topic is the condition's own subject, or a player, the reading
    does not apply (the text stays refused or is read as before)."""
    from grammar.parse import parse_card
    from ruling.cardtext.abilities import topic_carried

    node = parse_card(text, "ws").card.abilities[0]
    assert topic_carried(node) == node
    ab = A._abilities("ws", text, "character")
    assert len(ab) == 1


def test_a_topic_over_a_subjectless_condition_and_step_is_both_subjects() -> None:
    """Round 54 (s51wsT1's construction, ``topic_carried``): a topic before a condition with no
    subject of its own, followed by a step with neither subject nor object, belongs to both —
    read exactly as the explicit order (this case was a "not moved" neighbour in round 34)."""
    from grammar.parse import parse_card
    from ruling.cardtext.abilities import topic_carried

    topic = parse_card(
        "【永】 このカードは前列の中央の枠にいるなら、相手のキャラにアタックされない。", "ws"
    ).card.abilities[0]
    plain = parse_card(
        "【永】 このカードが前列の中央の枠にいるなら、このカードは相手のキャラにアタックされない。",
        "ws",
    ).card.abilities[0]
    carried = topic_carried(topic)
    assert carried.condition == plain.condition
    assert carried.effect == plain.effect
