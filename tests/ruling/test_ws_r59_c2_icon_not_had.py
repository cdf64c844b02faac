"""ws round 59 (s56wsC2): 「そのカードのトリガーアイコンに[[soul.gif]]がないなら」 — the card named is
there and has not that trigger icon (2.16; a card with no trigger icon has none of them)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    deck: [{{name: 上, type: character, level: 0, trigger: {icons}}}, 10]
  B:
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の山札の上から1枚を公開する。そのカードのトリガーアイコンに[[soul.gif]]がないなら、そのカードを控え室に置く。"}}
ask: [上.zone]
"""


@pytest.mark.parametrize(
    ("icons", "zone"),
    [("[soul]", "A.deck"), ("[draw]", "A.waiting_room"), ("none", "A.waiting_room")],
)
def test_without_that_icon(icons: str, zone: str) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(icons=icons)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["上.zone"] == zone
