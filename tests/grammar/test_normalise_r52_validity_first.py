"""The fast test for a VG validity keyword's spelling (``grammar.normalise._VALIDITY_WORDS``):
a class of the letters a spelling can open with, the spellings in a lookbehind. It finds a
spelling exactly where the spellings' alternation does: no character outside the class can
open one (an abbreviation matches in any case, and no character but the letter's two cases
matches it case-insensitively)."""

from __future__ import annotations

import re

import pytest

from grammar import normalise as N
from grammar.keywords import ABBREVIATIONS


def _spellings() -> tuple[list[str], set[str]]:
    N._validity_spellings()
    names = sorted(N._VALIDITY_NAMES, key=lambda n: (-len(n), n))
    return names, set(ABBREVIATIONS.get("vg", {}))


def test_first_letters_cover_every_case_insensitive_match() -> None:
    names, abbr = _spellings()
    firsts = N.validity_first_letters(names, abbr)
    for name in names:
        if name not in abbr:
            assert name[0] in firsts
            continue
        letter = re.compile(f"(?i:{re.escape(name[0])})")
        matched = {chr(c) for c in range(0x110000) if letter.fullmatch(chr(c))}
        assert matched <= firsts, (name, matched - firsts)


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(V)】【Lb4】:1枚引く。",  # an abbreviation, upper case
        "【自】【(V)】【lb4】:1枚引く。",  # lower case
        "【永】【(V)】リミットブレイク4:…",
        "(ジェネレーションブレイク2)-【自】…",
        "【自】:儀式3-…",
        "このユニットのパワー+5000。",  # none
        "Gユニットを1枚選ぶ。",  # the letter without a spelling
        "",
    ],
)
def test_fast_test_agrees_with_the_alternation(text: str) -> None:
    names, abbr = _spellings()
    kw = "|".join(f"(?i:{re.escape(n)})" if n in abbr else re.escape(n) for n in names)
    assert N._VALIDITY_WORDS is not None
    assert (N._VALIDITY_WORDS.search(text) is None) == (re.search(kw, text) is None)
