"""Text helpers shared by the parsers and the search index.

Source text is never changed; these functions build *keys* from it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

# Characters that end a sentence or a bracketed unit in these documents.
TERMINAL = set("。．！？!?」』）)】]］")

_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")

# Hyphen-like characters used as number separators in "dashed" documents (co: U+2212).
DASHES = "−－‐-"


def ascii_digits(s: str) -> str:
    return s.translate(_DIGITS)


# Trailing decoration that says nothing about whether a sentence ended: markdown emphasis,
# diagram rules drawn with dashes.
_RULE = re.compile(r"[−―─=]{3,}|-{3,}")
_RULE_CHARS = frozenset("−―─=-")


def _strip_decor(t: str) -> str:
    """Drop trailing markdown emphasis and trailing diagrams drawn between dash rules."""
    while True:
        t = t.rstrip().rstrip("*").rstrip()
        if not t or t[-1] not in _RULE_CHARS:
            return t  # the common case: no closing rule, no regex scan
        rules = list(_RULE.finditer(t))
        if not rules or rules[-1].end() != len(t):
            return t
        # A closing rule: cut back to the matching opening rule (or just the rule itself).
        cut = (
            rules[-2].start()
            if len(rules) >= 2 and "。" not in t[rules[-2].end() : rules[-1].start()]
            else rules[-1].start()
        )
        t = t[:cut]


def is_terminated(text: str) -> bool:
    t = _strip_decor(text)
    if not t:
        return bool(text.strip())  # a line of pure decoration ends nothing, continues nothing
    return t[-1] in TERMINAL


def looks_like_sentence(text: str) -> bool:
    """A fragment that reads as (part of) a sentence rather than a title or a table cell."""
    t = text.strip()
    return "、" in t or "。" in t or len(t) >= 30


_KATA_TO_HIRA = {c: c - 0x60 for c in range(0x30A1, 0x30F7)}


def search_key(text: str) -> str:
    """The normalised form used for search: NFKC, lower case, katakana→hiragana, no spaces.

    Length-preserving per source character is *not* guaranteed; use key_with_offsets
    when positions must map back to the source.
    """
    return text.translate(_KEY_TABLE)


class _KeyTable(dict[int, str]):
    """Code point → its key (str.translate's table), each filled in on first use."""

    def __missing__(self, cp: int) -> str:
        v = self[cp] = _norm_char(chr(cp))
        return v


_KEY_TABLE = _KeyTable()


@cache
def _norm_char(ch: str) -> str:
    if ch.isspace():
        return ""
    norm = unicodedata.normalize("NFKC", ch).lower().translate(_KATA_TO_HIRA).replace("ゔ", "ぶ")
    return "".join(n for n in norm if not n.isspace())


def key_with_offsets(text: str) -> tuple[str, list[int]]:
    """Normalise text for matching and keep, for each key character, its source offset."""
    out: list[str] = []
    offs: list[int] = []
    for i, ch in enumerate(text):
        norm = _norm_char(ch)
        if len(norm) == 1:
            out.append(norm)
            offs.append(i)
        elif norm:
            out.extend(norm)
            offs.extend([i] * len(norm))
    return "".join(out), offs


# Everything but letters, digits (str.isalnum: \w without its underscore), ー and 〜.
_NOT_WORD = re.compile(r"[^\w〜ー]|_")


def word_chars(key: str) -> str:
    """Only letters, digits and CJK: punctuation never reaches the full-text index."""
    return _NOT_WORD.sub("", key)


def highlight(snippet: str, spans: list[tuple[int, int]]) -> str:
    """`snippet` with the spans a search matched marked «…» (an overlapping span is skipped)."""
    out, last = [], 0
    for a, b in sorted(spans):
        if a < last:
            continue
        out += [snippet[last:a], "«", snippet[a:b], "»"]
        last = b
    out.append(snippet[last:])
    return "".join(out)
