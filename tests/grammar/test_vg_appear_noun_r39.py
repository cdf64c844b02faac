"""VG (V series) prints the appear trigger as a noun right after the colon: 「【自】【(R)】：登場時、…」 — read
as 「登場した時、」 (subjectless, this unit: as 「アタックした時、」), round 39. Only this unit's own appearance
triggers it."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from tests.ruling.boards import main_state, vg_run


def test_the_noun_read_as_the_trigger() -> None:
    assert "登場した時、" in normalise("【自】【(R)】：登場時、１枚引く。").text
    # not elsewhere: a noun 登場時 inside a sentence stays as printed
    assert "登場時" in normalise("あなたのユニットの登場時の効果").text


BOARD = """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 新兵, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：登場時、１枚引く。"}
      - {name: 兵士, type: normal, grade: 1, power: 8000}
    deck: 20
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: call, card: CARD, circle: left_back}
ask: [A.hand]
"""


@pytest.mark.parametrize(("card", "hand"), [("新兵", 2), ("兵士", 1)])
def test_only_its_own_appearance(card: str, hand: int) -> None:
    r = vg_run(BOARD.replace("CARD", card))
    assert main_state(r, "A.hand") == hand
