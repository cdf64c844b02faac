"""Round 65 (s62wsC): 「このターンにあなたがイベントをプレイしていたなら」 — 「このターンに」 (read by the
grammar as a goal) is the time of the play history as 「そのターン中に」 is (8.6.2.4: the play of a
card this turn). Refused before as "condition play.progressive_past" (cards_r64 PRL/W641-047,
KDO/S642-034)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

BOARD = """\
players:
  A:
    level: 1
    stock: 0
    hand:
      - {{name: 作戦, type: event, level: 0, cost: 0, color: yellow, text: "あなたは1枚引く。"}}
      - {{name: 予備, type: character, level: 0, cost: 0, power: 1000, soul: 1}}
    stage:
      center_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
    deck: 10
  B:
    deck: 10
actions:
{before}
ask: [観測者.power]
"""

CONT = "【永】 あなたのターン中、このターンにあなたがイベントをプレイしていたなら、このカードのパワーを＋2000。"
PLAYED = "  - {do: play, player: A, card: 作戦}"
OTHER = "  - {do: play, player: A, card: 予備, slot: left_back}"


def test_same_as_sono_turn_chu() -> None:
    assert ws_compile(
        "【自】 あなたのターンの終わりに、このターンにあなたがイベントをプレイしていたなら、あなたは1枚引く。"
    ) == ws_compile(
        "【自】 あなたのターンの終わりに、そのターン中にあなたがイベントをプレイしていたなら、あなたは1枚引く。"
    )


@pytest.mark.parametrize(("before", "power"), [(PLAYED, 5000), (OTHER, 3000)])
def test_on_a_board(before: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=CONT, before=before), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
