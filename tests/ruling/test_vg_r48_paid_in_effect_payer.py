"""Round 48: 「あなたは【カウンターブラスト】(1)を払ってよい。払ったら、…」 — a payment in an effect
(7.24.3) with its payer named (the effect's master): paid, what follows is done; with no face-up
damage card it cannot be done (7.24.3, 1.3.2) and nothing follows."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run, warns_unsupported

BOARD = """players:
  A:
    vanguard: {name: 策謀の竜, grade: 3, power: 13000}
    damage: [{name: 傷一, face: %s}]
    hand: []
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%sカウンターブラスト】(1)を払ってよい。払ったら、１枚引く。"}
choices:
  - {player: A, choose: "yes"}
expect:
  state: {A.hand: %d, 傷一.face: down}
"""


@pytest.mark.parametrize("payer", ["あなたは【", "【"])
@pytest.mark.parametrize(("face", "drawn"), [("up", 1), ("down", 0)])
def test_the_payment_decides_the_draw(payer: str, face: str, drawn: int) -> None:
    r = vg_run(BOARD % (face, payer, drawn))
    assert not check_expect(r)
    assert not warns_unsupported(r)
    assert "7.24.3" in cited(r)
