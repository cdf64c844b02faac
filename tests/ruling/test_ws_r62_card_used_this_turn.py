"""Round 62 (issue 12, s59wsC): 「そのターン中にあなたが【カウンター】のイベントを使っていたなら」 /
「…相手がクライマックスを使っていないなら」 — a card used is a card played (2.8.2.1 says 「使う」 of a
card the counter icon lets be played, 7.4.1.2.1 「プレイ」 of the same): the history condition
「…をプレイしていたなら」 (8.6.2.4), its negation for 「…ていない」; 「【カウンター】のイベント」 an event
with the counter icon (2.8.2). Refused before as "a use condition of this shape" (cards_r61
KPN/S611-006, WTS/W612-046)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

COUNTER = "【カウンター】 あなたは1枚引く。"
PLAIN = "あなたは1枚引く。"

BOARD = """\
players:
  A:
    level: 1
    stock: 0
    hand:
      - {{name: 作戦, type: event, level: 0, cost: 0, color: yellow, text: "{event}"}}
    stage:
      center_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    deck: 10
actions:
{before}
  - {{do: resolve_text, player: A, card: 観測者, text: "{cond}、そのターン中、このカードのパワーを＋1000。"}}
ask: [観測者.power]
"""

USED = "そのターン中にあなたが【カウンター】のイベントを使っていたなら"
NOT_USED = "そのターン中にあなたがイベントを使っていないなら"
PLAYED = "  - {do: play, player: A, card: 作戦}"
DISCARDED = '  - {do: resolve_text, player: A, text: "あなたは自分の手札を1枚選び、控え室に置く。"}'


def test_read_as_played() -> None:
    for used, played in (
        (
            f"【自】 相手のターンの終わりに、{USED}、あなたは1枚引く。",
            "【自】 相手のターンの終わりに、そのターン中にあなたが【カウンター】のイベントをプレイしていたなら、あなたは1枚引く。",
        ),
        (
            "【自】 相手のターンの終わりに、そのターン中に相手がクライマックスを使っていないなら、あなたは1枚引く。",
            "【自】 相手のターンの終わりに、そのターン中に相手がクライマックスをプレイしていないなら、あなたは1枚引く。",
        ),
    ):
        assert ws_compile(used) == ws_compile(played)


@pytest.mark.parametrize(
    ("event", "before", "cond", "power"),
    [
        (COUNTER, PLAYED, USED, 4000),
        # an event without the counter icon played: not a counter event (2.8.2)
        (PLAIN, PLAYED, USED, 3000),
        # discarded, not played (nor used)
        (COUNTER, DISCARDED, USED, 3000),
        (PLAIN, PLAYED, NOT_USED, 3000),
        (PLAIN, DISCARDED, NOT_USED, 4000),
    ],
)
def test_on_a_board(event: str, before: str, cond: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(event=event, before=before, cond=cond), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
