"""ws round 55 (s52wsT): 「そのキャラのパワーが0以下になったなら」 said after the step that lowered
it: the value that step left the card with (the stative 「…が0以下なら」; 0 power puts no character
out of play by itself in ws)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state, unsupported

BOARD = """\
players:
  A:
    deck: 6
    stage:
      center_front: {{name: 刀工, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B:
    deck: 6
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: {power}, soul: 1}}
actions:
  - {{do: activate, player: A, card: 刀工}}
ask: [敵.zone]
"""
TEXT = (
    "【起】［このカードを【レスト】する］ あなたは相手のキャラを1枚選び、そのターン中、パワーを－2000。"
    "そのキャラのパワーが0以下になったなら、そのキャラを控え室に置く。"
)


@pytest.mark.parametrize(
    ("power", "zone"),
    [(2000, "B.waiting_room"), (1500, "B.waiting_room"), (2500, "B.stage.center_front")],
)
def test_power_became_at_most(power: int, zone: str) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=TEXT, power=power), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert main_state(r, "敵.zone") == zone
