"""Round 35 (s31vstext), issue 12: the entry spark's icon (12.2) in other writers' typography —
written ``{spark}`` (12.2.1 calls its event 「スパークする」), and printed at the head together with
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
        "【唄】《茶園》[リング]あなたは1枚引く。{spark}",
        "{spark}【唄】《茶園》[リング]このカードがスパークした時、あなたは1枚引く。",
        "{entry_spark}【唄】《茶園》[リング]このカードがスパークした時、あなたは1枚引く。",
        "【唄】《茶園》{spark}[リング]このカードがスパークした時、あなたは1枚引く。",
        "{spark}【唄】《茶園》[リング]このカードがエントリースパークした時、あなたは1枚引く。",
        "【唄】《茶園》[リング]このカードがスパークした時、あなたは1枚引く。",
    ],
)
def test_the_spark_icon_spellings_are_the_icon(text: str) -> None:
    assert vs_program(text) == vs_program(_ICON)


def test_spark_icon_alone_at_the_head() -> None:
    """「{spark}あなたは1枚引く。」: the icon in place of the [領域] (8.1.1.3.3), as {entry_spark}."""
    assert vs_program("{spark}あなたは1枚引く。") == vs_program("{entry_spark}あなたは1枚引く。")
