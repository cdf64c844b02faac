"""ws round 56 (s53wsC): 「このカードは(、)…ならプレイできない。」 printed with no pause after なら
(the condition then the sentence's own) and without 「手札から」, on an event (its first line) and
as a character's 【永】: a card is played from the hand (8.6.1), so it is the condition on playing it
of 「このカードは、…なら、手札からプレイできない。」 (2.12.2.3) — not played while it holds."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 黄L, type: character, color: YELLOW}}]
    stock: 3
    clock: {clock}
    hand:
      - {card}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    deck: 10
actions:
  - {{do: play, card: 札{slot}}}
"""

EVENT = '{{name: 札, type: event, level: 1, cost: 0, color: YELLOW, text: "{text}\\nあなたは1枚引く。"}}'
CHARA = (
    '{{name: 札, type: character, level: 0, cost: 0, color: YELLOW, power: 1000, text: "{text}"}}'
)


@pytest.mark.parametrize(
    "ban",
    [
        "このカードは、あなたのクロックが2枚以下ならプレイできない。",
        "このカードはあなたのクロックが2枚以下ならプレイできない。",
        "このカードは、あなたのクロックが2枚以下なら、プレイできない。",
        "このカードは、あなたのクロックが2枚以下なら手札からプレイできない。",
    ],
)
@pytest.mark.parametrize(("clock", "played"), [(3, True), (2, False)])
def test_event_played_only_when_the_condition_does_not_hold(
    ban: str, clock: int, played: bool
) -> None:
    card = EVENT.format(text=ban)
    r = resolve(loads(BOARD.format(card=card, clock=clock, slot=""), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if played else ["札"])


@pytest.mark.parametrize(
    "ban",
    [
        "【永】 このカードはあなたのクロックが2枚以下ならプレイできない。",
        "【永】 このカードは、あなたのクロックが2枚以下ならプレイできない。",
    ],
)
@pytest.mark.parametrize(("clock", "played"), [(3, True), (2, False)])
def test_character_played_only_when_the_condition_does_not_hold(
    ban: str, clock: int, played: bool
) -> None:
    card = CHARA.format(text=ban)
    r = resolve(loads(BOARD.format(card=card, clock=clock, slot=", slot: center_front"), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ([] if played else ["札"])
