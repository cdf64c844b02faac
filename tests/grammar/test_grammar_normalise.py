from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grammar.normalise import normalise


def test_nfkc_icons_brackets_and_spaces() -> None:
    n = normalise("【自】　［（１）］ トリガーアイコンが[[soul.gif]]のＣＸ")
    assert n.text == "【自】[(1)]トリガーアイコンが{soul}のCX"


def test_spaces_kept_inside_names_and_between_ascii_words() -> None:
    assert normalise("「戦う理由  かなで」を 1枚").text == "「戦う理由 かなで」を1枚"
    assert normalise("Poppin  Girl").text == "Poppin Girl"


def test_markup_and_blank_lines() -> None:
    n = normalise('【永】 大活躍<bR >\r\n\r\n<font color="x">【自】</font> X')
    assert n.text == "【永】大活躍\n【自】X"


def test_offsets_point_into_the_original() -> None:
    src = "【自】 ［（１）］\n  パワーを＋１０００。"
    n = normalise(src)
    i = n.text.index("+")
    assert src[n.offsets.to_original(i)] == "＋"
    assert n.offsets.line_col(i) == (2, 7)


@given(st.text())
def test_offset_map_is_monotonic_and_in_range(text: str) -> None:
    n = normalise(text)
    starts = n.offsets.starts
    assert len(starts) == len(n.text) + 1
    assert all(0 <= s <= len(text) for s in starts)
    assert list(starts) == sorted(starts)
