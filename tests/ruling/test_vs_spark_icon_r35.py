"""Round 35 (s31vstext), issue 12: the entry spark's icon (12.2) in other writers' typography —
printed at the head together with
its trigger in words (「{spark}【名】《X》[リング]このカードがスパークした時、…」: the trigger restates
the icon — one mark, not two). Each compiles to the very program of the icon form, whose board
behaviour earlier rounds' tests check (test_vs_vocabulary_r34)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_program

_ICON = "【唄】《茶園》[リング]あなたは1枚引く。{entry_spark}"


@pytest.mark.parametrize(
    "text",
    [
        "{entry_spark}【唄】《茶園》[リング]このカードがスパークした時、あなたは1枚引く。",
        "【唄】《茶園》{entry_spark}[リング]このカードがスパークした時、あなたは1枚引く。",
        "【唄】《茶園》[リング]このカードがスパークした時、あなたは1枚引く。",
    ],
)
def test_the_spark_icon_spellings_are_the_icon(text: str) -> None:
    assert vs_program(text) == vs_program(_ICON)

