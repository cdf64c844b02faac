"""Round 63 (s60wsC): 「このターン中にあなたが【起】を2回以上使っているなら」 (cards_r62 SRZ/S621-033;
refused before as "condition use.progressive") — 「使っている」, as 「使っていた / 使った」, says that
player used (paid the cost of, 8.1.1.1.2) an activated ability this turn; the count 「2回以上」 is the
number of those uses compared as printed (the shared ``history`` with ``cmp`` / ``n``)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

COUNTED = "【起】［(1)］ このターン中にあなたが【起】を2回以上使っているなら、あなたは1枚引く。"


def test_compiled() -> None:
    cond = ws_compile(COUNTED).cond
    assert cond.what == "history" and (cond.cmp, cond.n) == ("ge", 2)
    bare = ws_compile(
        "【起】［(1)］ このターン中にあなたが【起】を使っているなら、あなたは1枚引く。"
    )
    assert (bare.cond.cmp, bare.cond.n) == ("ge", 1)


def test_a_count_on_a_negative_is_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【起】［(1)］ このターン中にあなたが【起】を2回以上使っていないなら、あなたは1枚引く。"
        )


BOARD = """players:
  A:
    level: 1
    stock: 4
    deck: 10
    stage:
      center_front: {{name: 数, type: character, level: 0, power: 1000, text: "{text}"}}
      left_front: {{name: 前, type: character, level: 0, power: 1000, text: "【起】［(1)］ そのターン中、このカードのパワーを＋500。"}}
  B: {{deck: 10}}
actions:
{acts}  - {{do: activate, player: A, card: 数}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("acts", "hand"),
    [
        ("  - {do: activate, player: A, card: 前}\n", 1),  # the second use this turn: drawn
        ("", 0),  # its own use only: one, no draw
    ],
)
def test_on_a_board(acts: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=COUNTED, acts=acts), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
