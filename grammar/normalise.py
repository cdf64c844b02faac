"""Input layer: normalise what carries no meaning, keep offsets back to the original text.

What is normalised
------------------
* Unicode NFKC, one source character (plus its combining marks) at a time: full-width digits,
  letters, ``＋－：［］（）`` become their ASCII forms, half-width katakana become full width.
  The minus sign ``−`` (U+2212) becomes ``-`` like ``－``.
* Icon image names ``[[soul.gif]]`` become icon tokens ``{soul}``.
* HTML markup left by scrapers: ``<br>`` (any case/spacing) becomes a line break, other tags
  (``<font …>``, ``</font>``) are dropped.
* Line breaks ``\\r\\n`` / ``\\r`` become ``\\n``; blank lines are dropped.
* Spaces are layout in Japanese card text (``【自】 アンコール ［…］``), so a run of spaces
  (including the ideographic space) is dropped, except inside a name 「…」 or trait 《…》
  literal and between two ASCII letters/digits, where it becomes one space.

``normalise(text)`` returns a ``Normalised`` with ``text`` and an ``OffsetMap``; every
character of the normalised text knows the span of original characters it came from, so a
diagnostic at a normalised offset can point at the original line and column.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

ICON_RE = re.compile(r"\[\[([A-Za-z0-9_\-]+)\.(?:gif|png|jpg)\]\]")
BR_RE = re.compile(r"<\s*br\s*/?\s*>", re.IGNORECASE)
TAG_RE = re.compile(r"</?[A-Za-z][^<>\n]{0,200}>")
_SPACE = " \t\u3000"
_COMBINING_EXTRA = {"\uff9e", "\uff9f", "\u3099", "\u309a"}
_EXTRA = {"\u2212": "-", "\u2015": "-", "\u301c": "~"}


@dataclass(frozen=True, slots=True)
class OffsetMap:
    """``starts[i]``/``ends[i]``: the original span of normalised character ``i``.
    ``starts[len]`` is the original length (so end offsets map too)."""

    original: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def to_original(self, pos: int) -> int:
        """Original offset of normalised offset ``pos`` (clamped into range)."""
        if not self.starts:
            return 0
        pos = max(0, min(pos, len(self.starts) - 1))
        return self.starts[pos]

    def line_col(self, pos: int) -> tuple[int, int]:
        """1-based (line, column) in the original text of normalised offset ``pos``."""
        orig = self.to_original(pos)
        line = self.original.count("\n", 0, orig) + 1
        last_nl = self.original.rfind("\n", 0, orig)
        return line, orig - last_nl

    def source_line(self, line: int) -> str:
        lines = self.original.split("\n")
        if 1 <= line <= len(lines):
            return lines[line - 1].rstrip("\r")
        return ""


@dataclass(frozen=True, slots=True)
class Normalised:
    text: str
    offsets: OffsetMap


def _chunks(text: str) -> list[tuple[int, int, str]]:
    """Split ``text`` into (start, end, normalised) pieces."""
    out: list[tuple[int, int, str]] = []
    i = 0
    n = len(text)
    while i < n:
        m = ICON_RE.match(text, i) if text[i] == "[" else None
        if m:
            out.append((i, m.end(), "{" + m.group(1).lower() + "}"))
            i = m.end()
            continue
        if text[i] == "<":
            m = BR_RE.match(text, i)
            if m:
                out.append((i, m.end(), "\n"))
                i = m.end()
                continue
            m = TAG_RE.match(text, i)
            if m:
                i = m.end()
                continue
        if text[i] == "\r":
            end = i + 2 if text.startswith("\r\n", i) else i + 1
            out.append((i, end, "\n"))
            i = end
            continue
        j = i + 1
        while j < n and (unicodedata.combining(text[j]) or text[j] in _COMBINING_EXTRA):
            j += 1
        piece = text[i:j]
        norm = _EXTRA.get(piece) or unicodedata.normalize("NFKC", piece)
        if norm in ("\t",):
            norm = " "
        out.append((i, j, norm))
        i = j
    return out


def _ascii_word(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def normalise(text: str) -> Normalised:
    """Normalise ``text`` (see module doc) and return it with its offset map."""
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for start, end, norm in _chunks(text):
        for ch in norm:
            if ch in _SPACE:
                ch = " "
            chars.append(ch)
            starts.append(start)
            ends.append(end)
    # whitespace: collapse runs, strip line edges, drop blank lines
    keep_c: list[str] = []
    keep_s: list[int] = []
    keep_e: list[int] = []
    line_c: list[str] = []
    line_s: list[int] = []
    line_e: list[int] = []

    def flush() -> None:
        while line_c and line_c[-1] == " ":
            line_c.pop(), line_s.pop(), line_e.pop()
        if line_c:
            if keep_c:
                keep_c.append("\n")
                keep_s.append(line_s[0])
                keep_e.append(line_s[0])
            keep_c.extend(line_c)
            keep_s.extend(line_s)
            keep_e.extend(line_e)
        line_c.clear(), line_s.clear(), line_e.clear()

    depth = 0  # inside 「…」 or 《…》
    pending: tuple[int, int] | None = None  # a space waiting for its right neighbour
    for ch, s, e in zip(chars, starts, ends, strict=True):
        if ch == "\n":
            flush()
            depth = 0
            pending = None
            continue
        if ch == " ":
            if pending is None and line_c:
                pending = (s, e)
            continue
        if pending is not None:
            left = line_c[-1]
            if depth > 0 or (_ascii_word(left) and _ascii_word(ch)):
                line_c.append(" ")
                line_s.append(pending[0])
                line_e.append(pending[1])
            pending = None
        if ch in "「《":
            depth += 1
        elif ch in "」》" and depth > 0:
            depth -= 1
        line_c.append(ch)
        line_s.append(s)
        line_e.append(e)
    flush()
    keep_s.append(len(text))
    keep_e.append(len(text))
    return Normalised("".join(keep_c), OffsetMap(text, tuple(keep_s), tuple(keep_e)))
