"""ws round 54 (s51wsT1): 「そのターン中にあなたがイベントをプレイしていたなら」 — that player played a
card of that kind this turn (8.6.2.4: the play); a card put into the waiting room otherwise was not
played, and the other player's plays do not count."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    level: 1
    stock: 0
    hand:
      - {{name: 作戦, type: event, level: 0, cost: 0, color: yellow, text: "あなたは1枚引く。"}}
    stage:
      center_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
{before}
  - {{do: resolve_text, player: A, card: 観測者, text: "そのターン中に{who}がイベントをプレイしていたなら、そのターン中、このカードのパワーを＋1000。"}}
ask: [観測者.power]
"""


@pytest.mark.parametrize(
    ("before", "who", "power"),
    [
        ("  - {do: play, player: A, card: 作戦}", "あなた", 4000),
        ("  - {do: play, player: A, card: 作戦}", "相手", 3000),
        # discarded, not played
        (
            '  - {do: resolve_text, player: A, text: "あなたは自分の手札を1枚選び、控え室に置く。"}',
            "あなた",
            3000,
        ),
    ],
)
def test_an_event_played_this_turn(before: str, who: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(before=before, who=who), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
