"""Round 65 (s62wsC): 「クライマックスでないカード」 — the relative clause 「Xでない」 (X a kind of card)
as 「X以外の」: a card of any kind but that one (2.3.2); the owner, place or group printed before the
kind belong to the head (「自分の手札のクライマックスでないカード」, 「それらのカードのうちクライマックス
でないカード1枚につき」). Refused before as "a relative clause be.negative" (cards_r64 PRL/W641-010,
cards_r61 WTS/W612-007)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile


def test_same_as_except() -> None:
    assert ws_compile(
        "【起】［(1)］ あなたは自分の手札のクライマックスでないカードを1枚選び、控え室に置く。"
    ) == ws_compile(
        "【起】［(1)］ あなたは自分の手札のクライマックス以外のカードを1枚選び、控え室に置く。"
    )


BOARD = """players:
  A:
    level: 1
    deck: [{{name: 甲, type: {a}, level: 0}}, {{name: 乙, type: {b}, level: 0}}, 5]
    stage:
      center_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1}}
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, card: 観測者, text: "あなたは自分の山札の上から2枚を控え室に置き、それらのカードのうちクライマックスでないカード1枚につき、そのターン中、このカードのパワーを＋1000。"}}
ask: [観測者.power]
"""


@pytest.mark.parametrize(
    ("a", "b", "power"),
    [("climax", "character", 4000), ("climax", "climax", 3000), ("event", "character", 5000)],
)
def test_per_card_not_a_climax(a: str, b: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(a=a, b=b), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
