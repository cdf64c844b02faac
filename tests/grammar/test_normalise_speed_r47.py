"""Round 47 (issue 12, speed): the normaliser's faster paths find what the slower ones found.

``_has_variant`` tries at a place only the variants that can open with its character
(``_first_chars``), after ``_spelling_letters()`` (the variants' letters grouped by their first
character) found the places; ``_HEAD_ICONS`` opens with a lookahead for 【 or (. Each is checked
against the form it replaces."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from grammar.normalise import (
    _HEAD_ICONS,
    _SPELLING_AT,
    _SPELLING_CORE,
    SPELLINGS,
    _first_chars,
    _has_variant,
    _letters_by_first,
    _spelling_letters,
    _top_alternatives,
)

_WORDS = [
    "から、",
    "してから",
    "であるならば、",
    "である場合",
    "、および",
    "及び",
    "〔名〕",
    "切り混ぜ",
    "ランスロット",
    "させても",
    "のはじめに",
    "におく。",
    "におかれた",
    "そのあと",
    "出来る",
    "ほかの",
    "1ひとつ",
    "一つ",
    "えらび",
    "もどす",
    "そのターン中、",
    "このバトル終了時まで",
    "できません",
    "します",
    "時にのみ",
    "中には",
    "ターン1回",
    "【自】",
    "【(V)】",
    "(R)",
    "【ターン1回】",
    "[コスト]",
    "【コスト】",
]
_ALPHABET = st.sampled_from(_WORDS + list("のにへしてすおく時中、。:/一「」【】()\n・『1"))


def test_first_chars_of_a_pattern() -> None:
    assert _first_chars(r"(?<=[にへ])おく(?=[。、]|$)") == frozenset("お")
    assert _first_chars(r"(?<![0-9])(?:ひとつ|一つ)") == frozenset("ひ一")
    assert _first_chars(r"、?(?:および|及び)") == frozenset("、お及")
    assert _first_chars(r"[a-c]x") == frozenset("abc")
    assert _first_chars(r"[^a]x") is None  # a negated class: not a finite set
    assert _first_chars(r".x") is None
    assert _first_chars(r"a?") is None  # can match empty


def test_every_variant_has_first_characters() -> None:
    # none is tried at every place (each would be a cost at each of the 35,000 places of WS)
    assert all(_first_chars(p) is not None for p, _ in SPELLINGS)


def test_top_alternatives() -> None:
    assert _top_alternatives("a|b(?:c|d)|[|]e|\\|f") == ["a", "b(?:c|d)", "[|]e", "\\|f"]
    assert _letters_by_first("、|、および|から、?|かつ|お") == "、|お|か(?:ら、?|つ)"


@settings(max_examples=400, deadline=None)
@given(st.lists(_ALPHABET, max_size=30).map("".join))
def test_variant_found_where_the_full_alternation_finds_it(text: str) -> None:
    # the letters match at the same places as before they were grouped, each variant's match
    # opens with one of its first characters, and the check agrees with a search of the text
    for q in range(len(text) + 1):
        assert (_spelling_letters().match(text, q) is None) == (
            _SPELLING_CORE.match(text, q) is None
        )
        for p, _ in SPELLINGS:
            if re.compile(p).match(text, q) is not None:
                assert q < len(text) and text[q] in (_first_chars(p) or ()), (p, text, q)
    assert _has_variant(text) == (_SPELLING_AT.search(text) is not None)


@settings(max_examples=400, deadline=None)
@given(st.lists(_ALPHABET, max_size=30).map("".join))
def test_head_icons_guard_changes_no_match(text: str) -> None:
    # the lookahead for 【 or ( before the alternatives: the same matches as without it
    bare = re.compile(_HEAD_ICONS.pattern.removeprefix("(?=[【(])"), _HEAD_ICONS.flags)
    got = [(m.span(), m.groupdict()) for m in _HEAD_ICONS.finditer(text)]
    assert got == [(m.span(), m.groupdict()) for m in bare.finditer(text)]
