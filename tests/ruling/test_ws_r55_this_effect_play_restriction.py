"""ws round 55 (s52wsT2): an event's 「この効果は、…ならプレイできない。」 (its own line or its first
sentence) — the event is played from the hand (8.6.1), so it is the condition on playing it of
「このカードは、…なら、手札からプレイできない。」 (2.12.2.3): not played while it holds."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

BAN = "この効果は、あなたの思い出置場のカードが2枚以上でないならプレイできない。"

EVENT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 黄L, type: character, color: YELLOW}}]
    stock: 3
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    memory: {memory}
    hand:
      - {{name: 催し, type: event, level: 1, cost: 0, color: YELLOW, text: "{text}"}}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    deck: 10
actions:
  - {{do: play, card: 催し}}
"""


@pytest.mark.parametrize("sep", ["\\n", ""])
@pytest.mark.parametrize(("memory", "played"), [(2, True), (1, False), (0, False)])
def test_played_only_when_the_condition_does_not_hold(sep: str, memory: int, played: bool) -> None:
    text = f"{BAN}{sep}あなたは1枚引く。"
    r = resolve(loads(EVENT.format(text=text, memory=memory), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if played else ["催し"])
