"""Input layer: normalise what carries no meaning, keep offsets back to the original text.

What is normalised
------------------
* Unicode NFKC, one source character (plus its combining marks) at a time: full-width digits,
  letters, ``＋－：［］（）`` become their ASCII forms, half-width katakana become full width.
  The minus sign ``−`` (U+2212), the bar ``―`` (U+2015) and the hyphens ``‐`` ``‑`` (U+2010,
  U+2011) become ``-`` like ``－``; the wave dash ``〜`` (U+301C) becomes ``~``; ``$`` (a math
  delimiter a PDF extraction left: ``【 $nD$ 】``) is a space; a circled number ``①`` becomes
  ``(1)``, the card lists' form of it (WS 8.4.3).
* Icon image names ``[[soul.gif]]`` become icon tokens ``{soul}``.
* A VG cost framed 【…】 as the rules document prints it (``【コスト】【【エネルギーブラスト】(3)】``)
  gets the card lists' brackets ``[…]``.
* A VG action icon printed with its number inside its brackets (``【カウンターブラスト(1)】``, the
  original era's cards and the rules document's appendix) is the icon and its number
  ``【カウンターブラスト】(1)``.
* A VG legion line as the original era's cards print it (``レギオン（このユニットのメイトは「A」）``)
  is the seek mate icon and its card information ``【双闘】「A」`` (14.11.1.1).
* HTML markup left by scrapers: ``<br>`` (any case/spacing) becomes a line break, other tags
  (``<font …>``, ``</font>``) are dropped.
* Line breaks ``\\r\\n`` / ``\\r`` become ``\\n``; blank lines are dropped.
* Spaces are layout in Japanese card text (``【自】 アンコール ［…］``), so a run of spaces
  (including the ideographic space) is dropped, except inside a name 「…」 or trait 《…》
  literal and between two ASCII letters/digits, where it becomes one space.

* VG keyword skills and ability words in the card lists' other typography (``_skill_notation_order``):
  a skill with a timing printed as a plain word 「Gガーディアン－…－」 is its icon 「【Gガーディアン】-…-」;
  「-[【コスト】[…]]」 is 「-【コスト】[…]」; an ability word printed mid-text before its condition
  (「…することで、全力－あなたのソウルが０枚なら、…」) goes after the markers' colon (「【自】【(V)】:全力-…」).

* Spelling variants (``SPELLINGS``): a word designers print in kana or another kanji
  (「のはじめに」, 「出来る」, 「迄」, 「そのあと」, 「もどす」, 「えらび」, 「おく」, 「ひとつ」, …) becomes the
  spelling the grammar knows, outside 「…」, 《…》, “…” and 【…】 (names, traits, titles and
  headers are matched as printed). Each fold says the context it applies in, so a word inside
  another (「において」, 「後列」) is left alone; the folded characters map to the whole span they
  replace. Only the grammar's input: the KB and the card lists keep the printed text.

``normalise(text)`` returns a ``Normalised`` with ``text`` and an ``OffsetMap``; every
character of the normalised text knows the span of original characters it came from, so a
diagnostic at a normalised offset can point at the original line and column.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from grammar import recache

ICON_RE = recache.compile(r"\[\[([A-Za-z0-9_\-]+)\.(?:gif|png|jpg)\]\]")
BR_RE = recache.compile(r"<\s*br\s*/?\s*>", re.IGNORECASE)
TAG_RE = recache.compile(r"</?[A-Za-z][^<>\n]{0,200}>")
_SPACE = " \t\u3000"
_COMBINING_EXTRA = {"\uff9e", "\uff9f", "\u3099", "\u309a"}
# $ is a math delimiter a PDF extraction left around a formula (【 $nD$ 】, MC 3.4.6's examples):
# layout, like a space
_EXTRA = {"\u2212": "-", "\u2015": "-", "\u301c": "~", "\u2010": "-", "\u2011": "-", "$": " "}
# a circled number ①–⑳ is the card lists' parenthesised number (WS 8.4.3 「丸つき数字」, a cost
# of stock; printed (1) in the card lists): NFKC alone would leave a bare digit
_EXTRA.update({chr(0x2460 + k): f"({k + 1})" for k in range(20)})


class OffsetMap:
    """``starts[i]``/``ends[i]``: the original span of normalised character ``i``.
    ``starts[len]`` is the original length (so end offsets map too). Computed from
    ``original`` on first use: most cards never need them (diagnostics and notes do)."""

    __slots__ = ("original", "_starts", "_ends")

    def __init__(
        self,
        original: str,
        starts: tuple[int, ...] | None = None,
        ends: tuple[int, ...] | None = None,
    ) -> None:
        self.original = original
        self._starts = starts
        self._ends = ends

    def _compute(self) -> None:
        _text, self._starts, self._ends = _normalise_with_offsets(self.original)

    @property
    def starts(self) -> tuple[int, ...]:
        if self._starts is None:
            self._compute()
        assert self._starts is not None
        return self._starts

    @property
    def ends(self) -> tuple[int, ...]:
        if self._ends is None:
            self._compute()
        assert self._ends is not None
        return self._ends

    def __eq__(self, other: object) -> bool:  # the offsets are a function of the original
        return isinstance(other, OffsetMap) and other.original == self.original

    def __hash__(self) -> int:
        return hash(self.original)

    def __repr__(self) -> str:
        return f"OffsetMap(original={self.original!r})"

    def to_original(self, pos: int) -> int:
        """Original offset of normalised offset ``pos`` (clamped into range)."""
        starts = self.starts
        if not starts:
            return 0
        pos = max(0, min(pos, len(starts) - 1))
        return starts[pos]

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
    """Card text normalised for the grammar, with the offsets back to the source text."""

    text: str
    offsets: OffsetMap


# ------------------------------------------------------------------ per-character kinds
# A "simple" character is one the rules above map to exactly one character on its own: not a
# combining mark, not the start of an icon name or a tag, not \r, NFKC of length 1, and what
# it maps to is not itself mapped to something else. A run of simple characters is mapped by
# replacing each of its mapped characters (few per card: full-width digits and signs);
# everything else (and a character followed by a combining mark) takes the
# character-by-character path. A character is classified when first met, so a command that
# normalises one card looks at its few dozen characters, not at the whole Unicode table.


_KEPT: set[str] = set()  # simple characters that stay as they are
_MAPS: dict[str, str] = {}  # simple characters that change: what they become
_SLOW: set[str] = set()  # the others
# a character not in _KEPT when it was built (every character at first); rebuilt as _KEPT
# doubles: a character kept since then is one more match, looked up and passed over
_OTHER: re.Pattern[str] | None = None
_BUILT_WITH = 0


def _learn(ch: str) -> None:
    """Classify ``ch`` (simple and kept, simple and mapped, or slow)."""
    cp = ord(ch)
    if cp >= 0x10000 or 0xD800 <= cp <= 0xDFFF or ch in "[<\r" or _is_combining(ch):
        _SLOW.add(ch)
        return
    norm = _one(ch)
    if len(norm) != 1:
        _SLOW.add(ch)
    elif norm == ch:
        _KEPT.add(ch)
    else:
        if norm not in _KEPT and norm not in _MAPS and norm not in _SLOW:
            _learn(norm)
        if norm in _MAPS:  # mapped onto a mapped character: replacing in turn maps it twice
            _SLOW.add(ch)
        else:
            _MAPS[ch] = norm


def _others() -> re.Pattern[str]:
    global _OTHER, _BUILT_WITH
    if _OTHER is None or len(_KEPT) >= 2 * _BUILT_WITH + 64:
        _OTHER = re.compile(f"[^{_char_class(_KEPT)}]" if _KEPT else "(?s:.)")
        _BUILT_WITH = len(_KEPT)
    return _OTHER


def _char_class(chars: set[str]) -> str:
    """The body of a character class ``[…]`` matching exactly ``chars``, written as ranges
    (``a-z``): the regex compiler reads a range much faster than each character spelled out."""
    cps = sorted(ord(c) for c in chars)
    out: list[str] = []
    i = 0
    while i < len(cps):
        j = i
        while j + 1 < len(cps) and cps[j + 1] == cps[j] + 1:
            j += 1
        lo, hi = re.escape(chr(cps[i])), re.escape(chr(cps[j]))
        out.append(lo if i == j else f"{lo}{hi}" if j == i + 1 else f"{lo}-{hi}")
        i = j + 1
    return "".join(out)


def _is_combining(ch: str) -> bool:
    return bool(unicodedata.combining(ch)) or ch in _COMBINING_EXTRA


def _one(piece: str) -> str:
    """Normalised form of one piece (a character and its combining marks)."""
    norm = _EXTRA.get(piece) or unicodedata.normalize("NFKC", piece)
    if norm == "\t":
        norm = " "
    return "".join(" " if ch in _SPACE else ch for ch in norm)


def _scan(text: str) -> tuple[list[tuple[str, str]], list[int] | None]:
    """The mapped characters of ``text`` with what they become, and the positions of its
    slow-path characters, in order (``None`` when there is none). The characters not kept
    are read by ``findall`` and classified once each (a card repeats its full-width digits
    and signs); the positions are looked for only in a text holding a slow character."""
    pairs: list[tuple[str, str]] = []
    slow = False
    for ch in dict.fromkeys(_others().findall(text)):
        if ch in _KEPT:
            continue
        if ch in _SLOW:
            slow = True
            continue
        norm = _MAPS.get(ch)
        if norm is None:
            _learn(ch)
            if ch in _SLOW:
                slow = True
                continue
            norm = _MAPS.get(ch)
            if norm is None:
                continue
        pairs.append((ch, norm))
    if not slow:
        return pairs, None
    # a slow character is never kept: every version of _others() finds it
    return pairs, [m.start() for m in _others().finditer(text) if m.group() in _SLOW]


def _replace(run: str, pairs: list[tuple[str, str]]) -> str:
    """``run`` with its simple characters mapped (``pairs``: from ``_scan``)."""
    for a, b in pairs:
        if a in run:
            run = run.replace(a, b)
    return run


def _next_piece(text: str, i: int, positions: list[int], k: int) -> tuple[int, int]:
    """Where the next slow-path piece at or after ``i`` starts (``len(text)`` when none: a
    slow-path character, or the character before a combining mark), and the index in
    ``positions`` to search on from."""
    while k < len(positions) and positions[k] < i:
        k += 1
    if k == len(positions):
        return len(text), k
    j = positions[k]
    if j > i and _is_combining(text[j]):
        j -= 1  # the combining mark goes with the character before it
    return j, k


def _piece(text: str, i: int, out: list[str], starts: list[int], ends: list[int]) -> int:
    """Normalise the piece at ``i`` (an icon name, a tag, a line break, or a character with
    its combining marks), append its characters; return where the next piece starts."""
    ch = text[i]
    if ch == "[":
        m = ICON_RE.match(text, i)
        if m:
            norm = "{" + m.group(1).lower() + "}"
            out.append(norm)
            starts.extend([i] * len(norm))
            ends.extend([m.end()] * len(norm))
            return m.end()
    elif ch == "<":
        m = BR_RE.match(text, i)
        if m:
            out.append("\n")
            starts.append(i)
            ends.append(m.end())
            return m.end()
        m = TAG_RE.match(text, i)
        if m:
            return m.end()
    elif ch == "\r":
        end = i + 2 if text.startswith("\r\n", i) else i + 1
        out.append("\n")
        starts.append(i)
        ends.append(end)
        return end
    j = i + 1
    n = len(text)
    while j < n and _is_combining(text[j]):
        j += 1
    norm = _one(text[i:j])
    out.append(norm)
    starts.extend([i] * len(norm))
    ends.extend([j] * len(norm))
    return j


def _map_characters(text: str) -> tuple[str, list[int], list[int]]:
    """First pass: every character (icon, tag, combining sequence) mapped, with the original
    span of each output character."""
    pairs, positions = _scan(text)
    n = len(text)
    if positions is None:
        return _replace(text, pairs), list(range(n)), list(range(1, n + 1))
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = k = 0
    while i < n:
        j, k = _next_piece(text, i, positions, k)
        if j > i:
            out.append(_replace(text[i:j], pairs))
            starts.extend(range(i, j))
            ends.extend(range(i + 1, j + 1))
        if j == n:
            break
        i = _piece(text, j, out, starts, ends)
    return "".join(out), starts, ends


def _map_text(text: str) -> str:
    """``_map_characters`` without the offsets."""
    pairs, positions = _scan(text)
    if positions is None:
        return _replace(text, pairs)
    out: list[str] = []
    scratch: list[int] = []
    i = k = 0
    n = len(text)
    while i < n:
        j, k = _next_piece(text, i, positions, k)
        if j > i:
            out.append(_replace(text[i:j], pairs))
        if j == n:
            break
        i = _piece(text, j, out, scratch, scratch)
        scratch.clear()
    return "".join(out)


_SPACES = recache.compile(" +")
_SPACE_RUNS = recache.compile("(?<=[A-Za-z0-9]) +(?=[A-Za-z0-9])|( +)")
_ASCII_SPACED = recache.compile("[A-Za-z0-9] +[A-Za-z0-9]")  # a run _SPACE_RUNS keeps


def _space_run(m: re.Match[str]) -> str:
    return "" if m.group(1) is not None else " "


_BRACKETS = recache.compile("[「《」》]")
# VG: the rules document prints a cost's bracket as 【…】 around a payment
# (【コスト】【【エネルギーブラスト】(3)】することで, appendix A1); the card lists' [ … ]. The same
# length, so the offsets stay as they are.
_COST_FRAME = recache.compile(r"(?<=【コスト】)【((?:[^【】\n]*【[^】\n]*】)+[^【】\n]*)】")


def _cost_frame(text: str) -> str:
    return _COST_FRAME.sub(r"[\1]", text) if "【コスト】【【" in text else text


# a keyword ability printed as its own marker before the keyword, and the ability it designates
# in 『…』 after the keyword's dash: 「【永】：旋律－『【永】【(R)】：…。』これは…共有する。」 (VG
# 14.41.1.1 prints the notation ‘旋律 - (指定能力) これは…’; the card lists frame the designated
# ability 『…』 and repeat the keyword ability's marker before it) — the notation the grammar
# reads, 「旋律-【永】【(R)】:…。これは…」: the outer marker and the quotes dropped (they frame, they
# add no meaning). Printed without the quotes (「【永】：旋律－【永】：…」) the outer marker is dropped
# all the same: else it reads as an ability of its own with no effect, and the designated one
# as no 旋律's (14.41.2). Characters are only dropped, so each kept one keeps its offsets.
_QUOTED_DESIGNATED = recache.compile(
    r"(【[自永起]】(?:【[^【】\n]*】)*:)?[^\s【】。、:()「」『』\[\]\n-]{1,10}-(『)?(?=【[自永起]】)"
)


# a moment in quotes before 「にのみ / にだけ」 (「「…直後」にのみ使用してもよい」): its quotes drop
_QUOTED_MOMENT = recache.compile(r"「[^「」\n]+直後」(?=に(?:のみ|だけ))")


def _designated_drops(text: str) -> list[int]:
    """The positions ``_QUOTED_DESIGNATED`` frames drop: the outer marker, the 『 and its
    matching 』 (on the same line; none when it is not closed); unquoted, the outer marker."""
    drops: list[int] = []
    for m in _QUOTED_DESIGNATED.finditer(text):
        if m.group(2) is None:
            # unquoted: the outer marker only (none printed: nothing to drop)
            if m.group(1):
                drops.extend(range(m.start(1), m.end(1)))
            continue
        depth = 0
        close = -1
        for i in range(m.end(2), len(text)):
            ch = text[i]
            if ch == "\n":
                break
            if ch == "『":
                depth += 1
            elif ch == "』":
                if depth == 0:
                    close = i
                    break
                depth -= 1
        if close < 0:
            continue
        if m.group(1):
            drops.extend(range(m.start(1), m.end(1)))
        drops.extend((m.start(2), close))
    return drops


# a head keyword (VG 14.2.2: a validity keyword 「暗躍」, 14.37.2 連波's battles) printed after the
# markers' colon and followed by a colon of its own, or with its reminder before the colon:
# 「【自】【(R)】：連波(２回目)：…」 / 「【永】【(R)】：暗躍（…なら有効）：…」 / 「【永】【(R)】暗躍（…）：…」,
# a dash between the keyword and its battles dropped (「【自】【(R)】：連波－２回目：…」, 「【自】【(R)】連波－３回目：…」)
# — the notation the grammar reads, the keyword before the one colon (「【自】【(R)】連波(2回目):…」)
# and a reminder after it (「【永】【(R)】暗躍:(…)…」: a reminder has no effect of its own). A
# reminder ending in 「時」 states a trigger (開花 14.40.1: 「開花（…時）：…」) and is left where it is.
# A reminder may hold a zone icon in its own parentheses (G-era 「【Gブレイク】(1)（あなたの(V)かＧ
# ゾーンに…あれば有効）：」).
# 連波's battles may be printed with 「のバトル」 after the ordinal, and the keyword closed by the
# keyword notation's dash in place of a colon (「【自】【(R)】：連波（２回目のバトル）－…」, 14.37.2
# 「N回目」 names the battle): 「のバトル」 says what the ordinal counts, no further meaning — dropped,
# the dash read as the colon (the ordinal as KW_ORDINAL lexes it, 「連波(2回目):」).
_MARKS = r"【[自永起]】(?:【[^【】\n]*】)*"
_KW = r"[^\s【】。、:()「」『』\[\]\n~-]{1,12}?"
_BATTLE = r"(?P<battle>のバトル)?"
_ORDINAL = (
    rf"\([0-9]+(?:~[0-9]+)?(?:回目(?:以降|のみ)?{_BATTLE})?\)"
    rf"|[0-9]+(?:~[0-9]+)?回目(?:以降|のみ)?"
)
_HEAD_KEYWORD = recache.compile(
    rf"(?P<marks>{_MARKS})(?P<colon>:)?(?P<kw>{_KW})"
    rf"(?:[-―—]?(?P<ord>{_ORDINAL})(?P<end>:|[-―—](?!【))"
    rf"|(?P<rem>\((?:[^()\n]|\([^()\n]{{1,6}}\)){{0,80}}[^時()\n]\))(?P<rend>:))"
)


def _head_keyword_order(text: str) -> list[tuple[int, int, str]] | None:
    """``text``'s characters as (source start, source end, character), each head keyword
    (``_HEAD_KEYWORD``) put as the grammar reads it: the markers' colon before an ordinal
    dropped; a reminder's colon printed after it dropped and one put before it (that colon
    stands for the span from the reminder's bracket to the colon printed, so the offsets keep
    their order); None where there is none to move."""
    out: list[tuple[int, int, str]] | None = None
    last = 0
    for m in _HEAD_KEYWORD.finditer(text):
        if (
            m.group("colon") is None
            and m.group("ord") is not None
            and m.end("kw") == m.start("ord")
            and m.group("battle") is None
            and m.group("end") == ":"
        ):
            continue  # 「【自】【(R)】連波(2回目):」: already as the grammar reads it
        if out is None:
            out = []
        keep = [*range(last, m.end("marks")), *range(m.start("kw"), m.end("kw"))]
        out.extend((i, i + 1, text[i]) for i in keep)
        if m.group("ord") is not None:
            battle = range(m.start("battle"), m.end("battle")) if m.group("battle") else range(0)
            out.extend(
                (i, i + 1, text[i]) for i in range(m.start("ord"), m.end("ord")) if i not in battle
            )
            out.append((m.start("end"), m.end("end"), ":"))
        else:
            out.append((m.start("rem"), m.end("rend"), ":"))
            out.extend((i, i + 1, text[i]) for i in range(m.start("rem"), m.end("rem")))
        last = m.end()
    if out is None:
        return None
    out.extend((i, i + 1, text[i]) for i in range(last, len(text)))
    return out


# VG 14.2.2 / 14.7.2: a validity keyword that takes a number (リミットブレイク, Gブレイク, 儀式 …)
# printed in another typography: inside its icon's brackets with its number (「【リミットブレイク4】」,
# 「【リミットブレイク 4】」), by its abbreviation (「【LB4】」 / 「【Lb4】」 / 「【GB1】」, any case), in
# parentheses 「(リミットブレイク4)」 or 「…」 quotes 「「リミットブレイク4」」, or as the icon and its
# number 「【リミットブレイク】(4)」. Put as the grammar reads it, by where it stands:
# - before the ability's markers (at a line's start, after a bullet or 『), with or without a dash or colon after it (the printers' head
#   notation, 「【Lb4】【自】【(V)】:…」 / 「(リミットブレイク4)-【自】…」): 「【リミットブレイク】(4)-」, the
#   keyword before the markers (a prefix the compiler reads as printed before the colon);
# - after the markers (14.7.2: right after the kind icon, the limit icon or the zone icon), before
#   the colon, another label or the keyword's reminder (「【自】【(V)】【Lb4】(…で有効):…」): the head
#   keyword 「リミットブレイク4」 (a reminder after it is then moved after the colon, ``_HEAD_KEYWORD``);
#   a dash printed there in place of the colon (「【自】【(V)】(リミットブレイク4)-…」) is the colon;
# - right after the markers' colon, before a dash or a colon (「【自】【(V)】:【Lb4】-…」): the head
#   keyword before the one colon.
_VALIDITY_SPELLINGS: re.Pattern[str] | None = None
_VALIDITY_WORDS: re.Pattern[str] | None = None  # the keywords' spellings alone (a fast test)
_VALIDITY_NAMES: dict[str, str] = {}
_VALIDITY_FIRSTS: set[str] = set()  # the letters a spelling can open with


def validity_first_letters(names: list[str], abbr: set[str]) -> set[str]:
    """The letters a match of ``names`` can open with, an abbreviation (matched in any case)
    opening with its first letter in either case (``tests/grammar/test_normalise_r52_validity_first.py``
    checks that no other character matches a letter case-insensitively)."""
    out: set[str] = set()
    for name in names:
        ch = name[0]
        out.add(ch)
        if name in abbr:
            out.update((ch.lower(), ch.upper()))
    return out


_MARKS_ZONE = r"【[自永起]】(?:【[^【】\n]*】(?:\([0-9]+\))?|\([RVG]\)(?:/\([RVG]\))*)*?"
_DASH = "[-―—]"


def _validity_spellings() -> re.Pattern[str]:
    global _VALIDITY_SPELLINGS, _VALIDITY_WORDS
    if _VALIDITY_SPELLINGS is None:
        from grammar.keywords import ABBREVIATIONS, numbered_conditions

        _VALIDITY_NAMES.update(numbered_conditions("vg"))
        names = sorted(_VALIDITY_NAMES, key=lambda n: (-len(n), n))
        abbr = set(ABBREVIATIONS.get("vg", {}))
        kw = "|".join(f"(?i:{re.escape(n)})" if n in abbr else re.escape(n) for n in names)
        n = "[0-9]+"

        def spell(k: int) -> str:  # the spellings, each keyword's group named w<k><form>
            return (
                rf"【(?P<w{k}a>{kw}) ?{n}】|【(?P<w{k}b>{kw})】\({n}\)|\((?P<w{k}c>{kw}) ?{n}\)"
                rf"|「(?P<w{k}d>{kw}) ?{n}」|(?P<w{k}e>{kw}){n}"
            )

        # ``_VALIDITY_WORDS`` only says whether a spelling occurs: the letters a spelling can
        # open with in a class of their own (an abbreviation's in both cases), the spellings in
        # a one-character lookbehind. A pattern opening with a plain class is scanned for in
        # one loop of ``search``; a lookahead or a case-insensitive class opening it (the
        # (?i:…) alternatives keep the engine from building a prefix) is tried at every
        # character: the test ≈2.8× faster over WS, where no text holds one
        _VALIDITY_FIRSTS.update(validity_first_letters(names, abbr))
        firsts = "".join(re.escape(ch) for ch in sorted(_VALIDITY_FIRSTS))
        _VALIDITY_WORDS = recache.compile(f"[{firsts}](?<=(?=(?:{kw})).)")
        _VALIDITY_SPELLINGS = recache.compile(
            # before the markers (at a line's start or after a list bullet)
            rf"(?:(?<=^)|(?<=\n)|(?<=・)|(?<=『))(?P<pre>{spell(0)})(?:{_DASH}|:)?(?=【[自永起]】)"
            # after the markers, before a colon, a label, a reminder or a dash
            rf"|(?P<marks>{_MARKS_ZONE})(?P<post>{spell(1)})(?P<end>:|{_DASH}(?!【)|(?=[【(]))"
            # right after the markers' colon, before a dash or a colon
            rf"|(?P<marks2>{_MARKS_ZONE}):(?P<lead>{spell(2)})(?:{_DASH}|:)",
            re.M,
        )
    return _VALIDITY_SPELLINGS


def _validity_name_number(m: re.Match[str], group: str) -> tuple[str, str] | None:
    """The keyword's spelling the grammar reads and its number, of the spelling ``group``
    matched."""
    start, end = m.span(group)
    sub = m.string[start:end]
    k = {"pre": 0, "post": 1, "lead": 2}[group]
    for form in "abcde":
        g = f"w{k}{form}"
        if m.group(g) is not None:
            word = m.group(g)
            num = re.search(r"[0-9]+", sub[m.end(g) - start :])
            canon = _VALIDITY_NAMES.get(word) or _VALIDITY_NAMES.get(word.upper())
            if canon is None or num is None:
                return None
            return canon, num.group()
    return None


def _validity_label_order(text: str) -> list[tuple[int, int, str]] | None:
    """``text``'s characters as (source start, source end, character), each validity keyword
    spelling (``_validity_spellings``) put as the grammar reads it (the new characters map to
    the whole span they replace); None where there is none."""
    pat = _validity_spellings()
    if _VALIDITY_WORDS is None or _VALIDITY_WORDS.search(text) is None:
        return None
    out: list[tuple[int, int, str]] | None = None
    last = 0
    for m in pat.finditer(text):
        if m.group("pre") is not None:
            got = _validity_name_number(m, "pre")
            keep_to, new = m.start(), None
            if got is not None:
                new = f"【{got[0]}】({got[1]})-"
        elif m.group("post") is not None:
            got = _validity_name_number(m, "post")
            keep_to = m.end("marks")
            if m.group("w1b") is not None and m.group("end") in (":", ""):
                if m.string[m.end() : m.end() + 1] != "(":
                    continue  # 「【自】【(V)】【Gブレイク】(1):」: the label the grammar reads
            if got is not None:
                new = got[0] + got[1] + (":" if m.group("end") else "")
        else:
            got = _validity_name_number(m, "lead")
            keep_to = m.end("marks2")
            if m.group("w2e") is not None and m.group().endswith(":"):
                continue  # 「【自】【(V)】:リミットブレイク4:」: the rules' notation, read as printed
            if got is not None:
                new = got[0] + got[1] + ":"
        if got is None or new is None or text[keep_to : m.end()] == new:
            continue  # (「【自】【(V)】リミットブレイク4:」: already as the grammar reads it)
        if out is None:
            out = []
        out.extend((i, i + 1, text[i]) for i in range(last, keep_to))
        a, b = keep_to, m.end()
        out.extend((a, b, ch) for ch in new)
        last = b
    if out is None:
        return None
    out.extend((i, i + 1, text[i]) for i in range(last, len(text)))
    return out


# VG 11.4.4 / 12.3.2 / 14.2.2: the icons of an ability's head — the zone icons 【(V)】 / (V) /
# 【(V)/(R)】, the limit icons 【ターン1回】 / 【1ターンに1回】 — printed before the kind icon
# (「【(V)】【自】：…」, 「(R)【起】【ターン1回】：…」, 「【ターン1回】【(V)】【自】：…」, with or without a dash
# after them) say what they say after it: put after the kind icon, as the grammar reads them. A
# zone icon printed without its frame right after the kind icon (「【自】(V)【ターン1回】：…」) is the
# framed icon; a cost printed before the colon (「【起】【(V)】[【カウンターブラスト】(1)]：…」,
# 「【起】【(V)】【ターン1回】【コスト】[…]：…」, 11.1.1.2.2 「[コスト] (テキスト)」) opens the text after it.
_ZONE_ICON = r"【\([RVG]C?\)(?:/\([RVG]C?\))*】|\([RVG]\)(?:/\([RVG]\))*"
_LIMIT_ICON = r"【(?:ターン|1ターンに?)[0-9]+回】"
_HEAD_ICONS = recache.compile(
    # (every alternative opens with 【 or (: the lookahead lets the regex engine skip the other
    # characters at once instead of trying the lookbehinds at each, 3.7× faster over WS)
    r"(?=[【(])(?:"
    rf"(?:(?<=^)|(?<=\n)|(?<=・)|(?<=『))(?P<icons>(?:{_ZONE_ICON}|{_LIMIT_ICON})+)[-―—]?(?P<mark>【[自永起]】)"
    # a bare zone icon right after the kind icon (and its labels), before another label
    rf"|(?P<before>【[自永起]】(?:【[^【】\n]*】)*)(?P<bare>\([RVG]\)(?:/\([RVG]\))*)(?=【)"
    # a cost before the colon
    rf"|(?P<head>【[自永起]】(?:【[^【】\n]*】(?:\([0-9]+\))?|\([RVG]\)(?:/\([RVG]\))*)*?)"
    r"(?:【コスト】)?(?P<cost>\[[^\[\]\n:]*\]):)",
    re.M,
)
_BARE_ZONE = recache.compile(r"(?<!【)\(([RVG])\)((?:/\([RVG]\))*)")


# a literal every match of ``_HEAD_ICONS`` holds one of (see ``_head_icon_order``)
_HEAD_ICON_WORDS = ("(R", "(V", "(G", "回】", "]:")
# the same test in one scan (a generator over the words cost ≈1 µs a text)
_HEAD_ICON_WORD = recache.compile("|".join(re.escape(w) for w in _HEAD_ICON_WORDS))


def _head_icon_order(text: str) -> list[tuple[int, int, str]] | None:
    """``text``'s characters as (source start, source end, character), each ability head's
    icons (``_HEAD_ICONS``) put in the order the grammar reads; None where nothing moves.
    Every match of ``_HEAD_ICONS`` holds 「(R」/「(V」/「(G」 (a zone icon), 「回】」 (a limit icon)
    or 「]:」 (a cost before the colon): a text holding none of them (every WS text) is not
    searched (the lookbehinds tried at each 【 and ( were 1 % of a WS pass)."""
    if "【" not in text or _HEAD_ICON_WORD.search(text) is None:
        return None
    out: list[tuple[int, int, str]] | None = None
    last = 0
    for m in _HEAD_ICONS.finditer(text):
        if out is None:
            out = []
        out.extend((i, i + 1, text[i]) for i in range(last, m.start()))
        if m.group("icons") is not None:
            # the kind icon first, then the icons printed before it (each bare zone framed)
            out.extend((i, i + 1, text[i]) for i in range(*m.span("mark")))
            a, b = m.span("icons")
            framed = _BARE_ZONE.sub(lambda z: f"【({z.group(1)}){z.group(2)}】", text[a:b])
            if framed == text[a:b]:
                out.extend((i, i + 1, text[i]) for i in range(a, b))
            else:
                out.extend((a, b, ch) for ch in framed)
        elif m.group("bare") is not None:
            out.extend((i, i + 1, text[i]) for i in range(*m.span("before")))
            a, b = m.span("bare")
            out.extend((a, b, ch) for ch in f"【{text[a:b]}】")
        else:
            # the head, its colon, then the cost (less the 【コスト】 icon before it)
            out.extend((i, i + 1, text[i]) for i in range(*m.span("head")))
            out.append((m.end() - 1, m.end(), ":"))
            out.extend((i, i + 1, text[i]) for i in range(*m.span("cost")))
        last = m.end()
    if out is None:
        return None
    out.extend((i, i + 1, text[i]) for i in range(last, len(text)))
    return out


# VG keyword skills and ability words in the card lists' other typography, put as the grammar
# reads them (each moved or kept character keeps its own source offsets; a bracket put around a
# word maps to the word's span):
# - a keyword skill whose notation names a timing between dashes (14.16.1 G ガーディアン
#   ‘-相手ターンのガードステップ-[(コスト)]…’, the skill printed as an icon) printed as a plain word
#   at a line's start before its dash (「Gガーディアン－相手ターンのガードステップ－…」): the icon
#   「【Gガーディアン】-…」;
# - the cost of such a notation printed as 【コスト】 inside the notation's cost bracket
#   (「-[【コスト】[手札から１枚捨てる]]裏の…」, 14.16.1 ‘[(コスト)]’): 「【コスト】[…]」, the outer
#   bracket only frames the cost icon and the cost (11.1.1.2.2 「【コスト】[…]」);
# - an ability word that names abilities holding a condition (14.45.1 全力: 「あなたのソウルが0枚
#   なら」) printed in the middle of the text, right before that condition (「【自】【(V)】:
#   アタックした時、【コスト】[…]することで、全力-あなたのソウルが0枚なら、…」): the word and its
#   dash after the markers' colon, where the keyword heads its ability (「【自】【(V)】:全力-アタック
#   した時、…」); the words and the condition are read where they are printed.
_TIMED_SKILLS: tuple[str, ...] | None = None
_ABILITY_WORDS: tuple[str, ...] | None = None
_TIMED_SKILL_RE: re.Pattern[str] | None = None
_ABILITY_WORD_RE: re.Pattern[str] | None = None
_FRAMED_COST = recache.compile(r"-\[【コスト】(\[[^\[\]\n]*\])\]")


def _skill_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    global _TIMED_SKILLS, _ABILITY_WORDS, _TIMED_SKILL_RE, _ABILITY_WORD_RE
    if _TIMED_SKILL_RE is None or _ABILITY_WORD_RE is None:
        from grammar.keywords import KEYWORDS

        defs = KEYWORDS.get("vg", ())
        timed = [
            n for d in defs if d.kind == "continuous" and d.slots == ("timing",) for n in d.names
        ]
        words = [n for d in defs if d.kind == "label" and not d.slots for n in d.names]
        _TIMED_SKILLS = tuple(sorted(timed, key=lambda n: (-len(n), n)))
        _ABILITY_WORDS = tuple(sorted(words, key=lambda n: (-len(n), n)))
        alt = "|".join(re.escape(n) for n in _TIMED_SKILLS)
        _TIMED_SKILL_RE = recache.compile(
            rf"(?:(?<=^)|(?<=\n)|(?<=・)|(?<=『))({alt})(?=-[^-\n]+-)", re.M
        )
        words_alt = "|".join(re.escape(n) for n in _ABILITY_WORDS)
        _ABILITY_WORD_RE = recache.compile(
            rf"(?:(?<=^)|(?<=\n))(【[自永起]】(?:【[^【】\n]*】)*:)([^\n:]*?、)({words_alt})(-)"
            r"(?=[^、。\n]*なら)",
            re.M,
        )
    return _TIMED_SKILL_RE, _ABILITY_WORD_RE


def _skill_notation_order(text: str) -> list[tuple[int, int, str]] | None:
    """``text``'s characters as (source start, source end, character), each keyword skill's and
    ability word's typography above put as the grammar reads it; None where nothing changes."""
    if "-" not in text:
        return None
    timed, words = _skill_patterns()
    assert _TIMED_SKILLS is not None and _ABILITY_WORDS is not None
    framed = "-[【コスト】[" in text
    bare = any(n in text for n in _TIMED_SKILLS)
    mid = "、" in text and any(n + "-" in text for n in _ABILITY_WORDS)
    if not (framed or bare or mid):
        return None
    items = [(i, i + 1, ch) for i, ch in enumerate(text)]
    changed = False
    # (each edit is made on positions of ``text``: the matches are found in ``text`` itself)
    drops: set[int] = set()
    inserts: dict[int, list[tuple[int, int, str]]] = {}
    moves: dict[int, list[int]] = {}
    if bare:
        for m in timed.finditer(text):
            if text[max(0, m.start() - 1) : m.start()] == "【":
                continue
            a, b = m.span(1)
            inserts.setdefault(a, []).append((a, b, "【"))
            inserts.setdefault(b, []).append((a, b, "】"))
            changed = True
    if framed:
        for m in _FRAMED_COST.finditer(text):
            drops.update((m.start() + 1, m.end() - 1))
            changed = True
    if mid:
        for m in words.finditer(text):
            word = list(range(m.start(3), m.end(4)))
            moves.setdefault(m.end(1), []).extend(word)
            drops.update(word)
            changed = True
    if not changed:
        return None
    out: list[tuple[int, int, str]] = []
    for i in range(len(text) + 1):
        for j in moves.get(i, ()):
            out.append(items[j])
        out.extend(x for x in inserts.get(i, ()) if x[2] == "】")
        out.extend(x for x in inserts.get(i, ()) if x[2] == "【")
        if i < len(text) and i not in drops:
            out.append(items[i])
    return out


# VG's keyword actions that take a number (7.24 カウンターブラスト, 7.25 ソウルブラスト, 7.26
# カウンターチャージ, 7.27 ソウルチャージ, 7.48 エネルギーチャージ, 7.49 エネルギーブラスト)
ACTION_ICONS = (
    "カウンターブラスト",
    "カウンターチャージ",
    "ソウルブラスト",
    "ソウルチャージ",
    "エネルギーブラスト",
    "エネルギーチャージ",
)
# the icon printed with its number inside its brackets, 「【カウンターブラスト(1)】」 (the original
# era's cards; the rules document prints it so too, appendix A 「【コスト】【エネルギーブラスト(2)】」,
# 「そのコストは【カウンターブラスト(2)】減る」): the icon and its number 「【カウンターブラスト】(1)」
# the later cards print — the closing bracket moved before the number, one character for one
_ICON_NUMBER = recache.compile(
    r"【(?:" + "|".join(ACTION_ICONS) + r")(?P<num>\([0-9]+\))(?P<close>】)"
)


Placed = list[tuple[int, int, str]]


def _rewrite_matches(
    text: str, pattern: Any, emit: Callable[[Any], Iterable[tuple[int, int, str]]]
) -> Placed | None:
    """``text``'s characters as (source start, source end, character), each match of
    ``pattern`` replaced by what ``emit`` makes of it (characters keeping offsets back to the
    source); None where nothing matches."""
    out: Placed | None = None
    last = 0
    for m in pattern.finditer(text):
        if out is None:
            out = []
        out.extend((i, i + 1, text[i]) for i in range(last, m.start()))
        out.extend(emit(m))
        last = m.end()
    if out is None:
        return None
    out.extend((i, i + 1, text[i]) for i in range(last, len(text)))
    return out


def _icon_number_order(text: str) -> Placed | None:
    """``text``'s characters, each action icon printed with its number inside its brackets
    (``_ICON_NUMBER``) put as the grammar reads it (the number after the closing bracket); None
    where there is none."""
    if ")】" not in text:
        return None

    def emit(m: Any) -> Iterable[tuple[int, int, str]]:
        yield from ((i, i + 1, text[i]) for i in range(m.start(), m.start("num")))
        c = m.start("close")
        yield (c, c + 1, "】")
        yield from ((i, i + 1, text[i]) for i in range(m.start("num"), m.end("num")))

    return _rewrite_matches(text, _ICON_NUMBER, emit)


# VG: the original era's cards print the legion icon and its card information (14.11.1.1,
# 14.11.1.3) as a line 「レギオン（このユニットのメイトは「A」か「B」）」 — 「レギオン」 the old name of 双闘
# (the rules keep it for the units, 6.4.3 ‘レギオンリーダー’ / ‘レギオンメイト’), the names the
# mates it may legion with: the icon 「【双闘】「A」か「B」」 the later cards print
_LEGION_MATE = recache.compile(
    r"(?m)^(?P<head>レギオン\(このユニットのメイトは)(?P<names>「[^「」\n]+」(?:か「[^「」\n]+」)*)"
    r"(?P<close>\))$"
)


def _legion_mate_order(text: str) -> Placed | None:
    """``text``'s characters, each legion line (``_LEGION_MATE``) put as the grammar reads it
    (the icon's characters map to the whole span of the words they replace, the closing
    parenthesis dropped); None where there is none."""
    if "このユニットのメイトは" not in text:
        return None

    def emit(m: Any) -> Iterable[tuple[int, int, str]]:
        a, b = m.span("head")
        yield from ((a, b, ch) for ch in "【双闘】")
        yield from ((i, i + 1, text[i]) for i in range(*m.span("names")))

    return _rewrite_matches(text, _LEGION_MATE, emit)


# VG: a token's values printed in brackets right after its name inside the sentence that makes
# it (「「重石」・トークン（グレード０/パワー1000/クリティカル１）をそこにコールする。」, 15.4.3.1: the
# values an effect that makes a token states) — put as the reminder after the sentence the
# grammar reads (「…をそこにコールする。(重石:グレード0/パワー1000/クリティカル1)」), the token's name
# before its values (the name printed inside the brackets, or the one before them)
_TOKEN_VALUES = recache.compile(
    r"(?P<tok>「(?P<name>[^「」\n]+)」・?トークン)(?P<open>\()(?:(?P<said>[^():\n/]+):)?"
    r"(?P<vals>グレード[0-9]+/パワー[0-9]+/クリティカル[0-9]+(?:/〈[^〈〉\n]+〉)*)(?P<close>\))"
    r"(?P<rest>[^。()\n]*。)"
)


def _token_values_order(text: str) -> Placed | None:
    """``text``'s characters, each token's values printed after its name (``_TOKEN_VALUES``)
    moved after the sentence as its reminder; None where there is none."""
    if "トークン(" not in text:
        return None

    def emit(m: Any) -> Iterable[tuple[int, int, str]]:
        yield from ((i, i + 1, text[i]) for i in range(*m.span("tok")))
        yield from ((i, i + 1, text[i]) for i in range(*m.span("rest")))
        o = m.start("open")
        yield (o, o + 1, "(")
        named = "said" if m.group("said") is not None else "name"
        yield from ((i, i + 1, text[i]) for i in range(*m.span(named)))
        yield (o, o + 1, ":")
        yield from ((i, i + 1, text[i]) for i in range(*m.span("vals")))
        c = m.start("close")
        yield (c, c + 1, ")")

    return _rewrite_matches(text, _TOKEN_VALUES, emit)


def _keep_order(text: str) -> list[tuple[int, int, str]] | None:
    """``text``'s characters as (source start, source end, character) with the designated
    abilities unframed and the head keywords put as the grammar reads them; None when nothing
    changes."""
    drops = (
        set(_designated_drops(text)) if "-『【" in text or ":" in text and "-【" in text else set()
    )
    if "直後」" in text:
        # 「…は「ダメージを受けた直後」にのみプレイしてもよい」: the moment a play or a use is
        # kept to (CO 4.3.5 「〜の直後にのみ〜してもよい」) printed in quotes — they frame the
        # moment's words and add no meaning: dropped, the moment read as printed unquoted
        for m in _QUOTED_MOMENT.finditer(text):
            drops.update((m.start(), m.end() - 1))
    # nothing dropped (most texts): each step looks in ``text`` itself, whose characters each
    # stand for their own position — no list of them is built unless a step moves something
    items: list[tuple[int, int, str]] | None = None
    cur = text
    if drops:
        items = [(i, i + 1, ch) for i, ch in enumerate(text) if i not in drops]
        cur = "".join(ch for _a, _b, ch in items)
    steps = [
        _head_icon_order,
        _head_icon_order,
        _icon_number_order,
        _legion_mate_order,
        _token_values_order,
        _skill_notation_order,
        _validity_label_order,
        _head_keyword_order,
    ]
    got = None
    for k, step in enumerate(steps):  # (the icons before the kind icon moved, then a cost after)
        if "】" not in cur and "(" not in cur and "「" not in cur:
            break
        if k == 1 and got is None:
            # the first _head_icon_order moved nothing: the second would read the same text
            continue
        got = step(cur)
        if got is None:
            continue
        items = got if items is None else [(items[a][0], items[b - 1][1], ch) for a, b, ch in got]
        cur = "".join(ch for _a, _b, ch in items)
    return items


def unframe_designated(text: str) -> str:
    items = _keep_order(text)
    return text if items is None else "".join(ch for _a, _b, ch in items)


def _unframe_with_offsets(
    text: str, starts: list[int], ends: list[int]
) -> tuple[str, list[int], list[int]]:
    items = _keep_order(text)
    if items is None:
        return text, starts, ends
    return (
        "".join(ch for _a, _b, ch in items),
        [starts[a] for a, _b, _c in items],
        [ends[b - 1] for _a, b, _c in items],
    )


# a list item printed on the line of the sentence before it (「…以下すべてを得る。 ・【起】…」, a card
# list that lost its line breaks): the space after the full stop is the item's line break. One
# character for one, so the offsets stay as they are.
_INLINE_ITEM = recache.compile(r"(?<=[。｡])[ \t\u3000]+(?=[・･])")


def inline_items(text: str) -> str:
    """``text`` with each list item printed after 「。 」 on the line before put on its own line."""
    # (a text without both a full stop and an item mark has none: the pattern, which opens
    # with a lookbehind, is not tried at every character of every card)
    if ("・" not in text and "･" not in text) or ("。" not in text and "｡" not in text):
        return text
    return _INLINE_ITEM.sub(lambda m: "\n" + " " * (len(m.group()) - 1), text)


# a cost printed on a line of its own, the effect it pays for on the next (VG orders:
# 「【コスト】[【カウンターブラスト】(1)]⏎あなたのヴァンガードを１枚選び、…」): one ability, the cost its
# head as 「【コスト】[…]、…」 reads it — the line break read as 「、」, one character for one, so the
# offsets stay as they are
_COST_HEAD_LINE = recache.compile(r"(?m)^【コスト】[\[［][^\n]*[\]］]\n(?=[^\n【])")


def _closes_at_end(line: str) -> bool:
    """Whether the 「[」 after 「【コスト】」 that opens ``line`` closes at its last character."""
    depth = 0
    for i, ch in enumerate(line):
        if ch in "[［":
            depth += 1
        elif ch in "]］":
            depth -= 1
            if depth == 0:
                return i == len(line) - 1
    return False


def cost_head_lines(text: str) -> str:
    """``text`` with the line break after a line that is only a cost 「【コスト】[…]」 read as 「、」."""
    if "【コスト】" not in text or "\n" not in text:
        return text
    out = list(text)
    for m in _COST_HEAD_LINE.finditer(text):
        line = m.group()[:-1]
        if _closes_at_end(line[len("【コスト】") :]):
            out[m.end() - 1] = "、"
    return "".join(out)


def layout_lines(text: str) -> str:
    """The line layout the grammar reads: list items printed inline put on lines of their own
    (``inline_items``), a cost's own line joined to the effect it pays for (``cost_head_lines``)."""
    return cost_head_lines(inline_items(text))


# a cost's payments printed apart by a space, not a comma (「［(1) 手札を1枚控え室に置く このカードを
# 【レスト】する］」, as card lists print two items): a verb's final form (its last kana) then a space
# inside [ … ], outside 「…」/《…》, ends the item — the space is read as 「。」, the break between two
# payments a cost of two sentences has (``ClauseParser.cost``). One character for one, so the
# offsets stay as they are.
_FINAL_KANA = "るくすつむぶうぐぬ"
# a space after a final kana and before a character that is neither a space nor 「]」: a text
# without one has no payment to end (most texts holding 「[」 and 「 」 hold none)
_KANA_SPACE = recache.compile(f"[{_FINAL_KANA}] [^ \\]]")


def spaced_cost_items(text: str) -> str:
    """``text`` with each space run that ends a payment inside a cost's [ … ] read as 「。」."""
    if "[" not in text or " " not in text or _KANA_SPACE.search(text) is None:
        return text
    out = list(text)
    depth = quote = 0
    for i, ch in enumerate(text):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth = max(depth - 1, 0)
        elif ch in "「《":
            quote += 1
        elif ch in "」》":
            quote = max(quote - 1, 0)
        elif ch == "\n":
            depth = quote = 0
        elif (
            ch == " "
            and depth == 1
            and quote == 0
            and i > 0
            and text[i - 1] in _FINAL_KANA
            and i + 1 < len(text)
            and text[i + 1] not in " ]"
        ):
            out[i] = "。"
    return "".join(out)


# 「{A}{B}のうち1つを選ぶ。」 / 「{A}{B}から1つを選ぶ。」 / 「{A}{B}の中から1つを選ぶ。」: two or more
# braced effects, then the choice among them (VS 2.14.8); an icon in braces ({cancel}) is none
# (「…のどちらか / いずれか（1つ）を選ぶ / 選んで行う。」: one of them, as 「…のうち1つを選ぶ」);
# 「…のうちNつまで(を)選ぶ」 keeps its 「まで」 (up to N, 1.3.5), 「選んで使う」 is 「選んで行う」. The
# braces may be joined by 「か」 / 「、」 (「{A}か{B}のうち1つを選ぶ」), and one brace may hold the
# options apart by 「/」 (「{A/B}のうち1つを選ぶ」, ``_item_spans``): the same options (2.14.8)
_BRACE_CHOICE = recache.compile(
    r"(\{(?![A-Za-z0-9_]+\})[^{}\n]+\}(?:(?:か|、)?\{(?![A-Za-z0-9_]+\})[^{}\n]+\})*)"
    r"(?:(?:のうち|の中から|から)([0-9]+)つ(まで)?を?選(?:ぶ|んで(?:行|使)う)"
    r"|の(?:どちらか|いずれか)(?:1つ)?を選(?:ぶ|んで(?:行|使)う))。"
)
_BRACE = recache.compile(r"\{[^{}\n]+\}")


def brace_choice_first(norm: Normalised) -> Normalised:
    """``norm`` with each choice printed after the braced effects it chooses among
    (「…{A}{B}のうち1つを選ぶ。」, VS 2.14.8: 「{ } によってくられた技効果は…複数の中から選択可能な技
    効果を表します」) written as the list form the grammar reads, 「…以下から1つを選ぶ。{A。}{B。}」:
    the same choice of the same effects, each brace an item of the list (an effect ends in 「。」:
    one printed without it gets one). The choice's words map to the original span of the
    printed choice words, each brace keeps its own span, an added 「。」 maps to the empty span
    after the effect's last character (as ``grammar.cardname.wrap`` maps what it adds)."""
    text = norm.text
    if "{" not in text or "選" not in text:
        return norm
    m = _BRACE_CHOICE.search(text)
    while m is not None:
        starts, ends = norm.offsets.starts, norm.offsets.ends
        b0, b1 = m.span(1)
        c0, c1 = b1, m.end()
        braces = [br.span() for br in _BRACE.finditer(text, b0, b1)]
        # each option: (its opening, the span of its effect, its closing) — a brace's own braces,
        # or in one brace of options apart by 「/」 the slash that opens the next
        opts: list[tuple[int, int, int, int]] = [(i0, i0 + 1, i1 - 1, i1 - 1) for i0, i1 in braces]
        if len(braces) == 1:
            i0, i1 = braces[0]
            spans = _item_spans(text[i0 + 1 : i1 - 1])
            if spans is None or len(spans) < 2:
                m = _BRACE_CHOICE.search(text, m.end())
                continue  # one brace of one effect is no list of options
            at = i0 + 1
            opts = [
                (
                    at + a - 1 if k else i0,
                    at + a,
                    at + b,
                    at + spans[k + 1][0] - 1 if k + 1 < len(spans) else i1 - 1,
                )
                for k, (a, b) in enumerate(spans)
            ]
        choice = f"以下から{m.group(2) or 1}つ{m.group(3) or ''}を選ぶ。"
        new_s: list[int] = [starts[c0]] * len(choice)
        new_e: list[int] = [ends[c1 - 1]] * len(choice)
        items: list[str] = []
        for o0, e0, e1, o1 in opts:
            inner = text[e0:e1]
            new_s.append(starts[o0])
            new_e.append(ends[o0])
            new_s += starts[e0:e1]
            new_e += ends[e0:e1]
            if inner.endswith(("。", "｡")):
                items.append("{" + inner + "}")
            else:
                items.append("{" + inner + "。}")
                last = ends[e1 - 1]
                new_s.append(last)
                new_e.append(last)
            new_s.append(starts[o1])
            new_e.append(ends[o1])
        new = text[:b0] + choice + "".join(items) + text[c1:]
        s = (*starts[:b0], *new_s, *starts[c1:])
        e = (*ends[:b0], *new_e, *ends[c1:])
        norm = Normalised(new, OffsetMap(norm.offsets.original, s, e))
        text = new
        m = _BRACE_CHOICE.search(text, b0 + len(choice))
    return norm


# a choice among effects printed on the choice's line, each item opened by 「・」 or the items apart by
# 「/」 (「以下から1つを選ぶ。・A。・B。」, 「以下から1つを選ぶ。A/B」, 「次のうち1つを選ぶ:A。/B。」): the
# lead, then the rest of its line
_INLINE_CHOICE = recache.compile(
    r"(?:以下|次)(?:から|のうち|の中から)([0-9]+)つ(?:を)?選ぶ[。:]\s*(?=[^\n{])([^\n]+)"
)
# a slash between two items: not one of a value pair (+1000/+0, 2.10 / 2.11), nor inside 「…」《…》“…”
_ITEM_SLASH = recache.compile(r"。?/(?![+\-][0-9X])")
_ITEM_DOT = recache.compile(r"(?:^|(?<=[。｡]))[・･]")


def _item_spans(body: str) -> list[tuple[int, int]] | None:
    """The spans of the items of ``body`` (the text after an inline choice's lead), or None when
    it is not two or more items opened by 「・」 or apart by 「/」 (a quote holds no separator)."""
    if re.search(r"[「《“『]", body) and re.search(r"[「《“『][^」》”』]*[/・]", body):
        return None
    if body.startswith(("・", "･")):
        marks = [m.start() for m in _ITEM_DOT.finditer(body)]
        if len(marks) < 2:
            return None
        ends = [*marks[1:], len(body)]
        return [(a + 1, b) for a, b in zip(marks, ends, strict=True)]
    cuts = list(_ITEM_SLASH.finditer(body))
    if not cuts:
        return None
    spans: list[tuple[int, int]] = []
    at = 0
    for m in cuts:
        spans.append((at, m.start()))
        at = m.end()
    spans.append((at, len(body)))
    return spans if all(b > a for a, b in spans) else None


def inline_choice_items(norm: Normalised) -> Normalised:
    """``norm`` with each choice whose items are printed on its own line — opened by 「・」 or apart
    by 「/」 (「以下から1つを選ぶ。・A。・B。」, 「…選ぶ。A/B」; VS 2.14.8 prints them in braces, other hands
    with a bullet or a slash, the same items) — written as the list form the grammar reads,
    「以下からNつを選ぶ。{A。}{B。}」. The lead's words map to the printed lead, each item keeps its own
    span, a brace maps to the separator it replaces (or the empty span at the item's end), an
    added 「。」 to the empty span after the item's last character."""
    text = norm.text
    if "選ぶ" not in text or ("/" not in text and "・" not in text and "･" not in text):
        return norm
    m = _INLINE_CHOICE.search(text)
    while m is not None:
        b0 = m.start(2)
        spans = _item_spans(m.group(2))
        if spans is None:
            m = _INLINE_CHOICE.search(text, m.end())
            continue
        starts, ends = norm.offsets.starts, norm.offsets.ends
        lead = f"以下から{m.group(1)}つを選ぶ。"
        new_s: list[int] = [starts[m.start()]] * len(lead)
        new_e: list[int] = [ends[b0 - 1]] * len(lead)
        items: list[str] = []
        for a, b in spans:
            i0, i1 = b0 + a, b0 + b
            inner = text[i0:i1]
            opened = starts[i0 - 1] if i0 > b0 else starts[i0]
            if inner.endswith(("。", "｡")):
                items.append("{" + inner + "}")
                new_s += [opened, *starts[i0:i1], ends[i1 - 1]]
                new_e += [ends[i0 - 1] if i0 > b0 else starts[i0], *ends[i0:i1], ends[i1 - 1]]
            else:
                items.append("{" + inner + "。}")
                last = ends[i1 - 1]
                new_s += [opened, *starts[i0:i1], last, last]
                new_e += [ends[i0 - 1] if i0 > b0 else starts[i0], *ends[i0:i1], last, last]
        c1 = m.end()
        new = text[: m.start()] + lead + "".join(items) + text[c1:]
        s = (*starts[: m.start()], *new_s, *starts[c1:])
        e = (*ends[: m.start()], *new_e, *ends[c1:])
        norm = Normalised(new, OffsetMap(norm.offsets.original, s, e))
        text = new
        m = _INLINE_CHOICE.search(text, m.start() + len(lead) + sum(map(len, items)))
    return norm


# an ability's kind marker (【自】 / 【永】 / 【起】) opening a 「…」: the quote is an ability
_ABILITY_QUOTE = recache.compile(r"「(?=【[自永起]】)")


def ability_quotes(text: str) -> str:
    """「【永】 このカードはアタックできない。」を得る: a 「…」 that opens with an ability's kind marker
    quotes an ability, as 『…』 does (no card name opens with one; the WS rules document quotes
    abilities so, 「…」という能力を持ち): its brackets become 『』, one character for one (the
    offsets stay). The 「…」 inside it (names) are left as they are."""
    if "「【" not in text:
        return text
    chars = list(text)
    for m in _ABILITY_QUOTE.finditer(text):
        depth = 0
        for j in range(m.start(), len(chars)):
            if chars[j] == "「":
                depth += 1
            elif chars[j] == "」":
                depth -= 1
                if depth == 0:
                    chars[m.start()], chars[j] = "『", "』"
                    break
            elif chars[j] == "\n":
                break
    return "".join(chars)


def normalise(text: str) -> Normalised:
    """Normalise ``text`` (see module doc) and return it with its offset map (computed when
    first read)."""
    return Normalised(_normalise_text(text), OffsetMap(text))


def _outside_brackets(line: str) -> bool:
    """Every space of ``line`` is outside 「…」/《…》: the line opens none, or opens its first
    after its last space (【自】 …「名」…: most lines holding a name)."""
    first = line.find("「")
    trait = line.find("《")
    if trait >= 0 and (first < 0 or trait < first):
        first = trait
    return first < 0 or line.rfind(" ") < first


def _field_open(line: str) -> bool:
    """Whether ``line`` leaves a 〈…〉 field open (more 〈 than 〉): a field the printed layout
    wrapped onto the next line (MC 14.6.2 / 14.8.2 print 〈発揮:…／コスト:…⏎／対象:…〉), which
    that line continues — one field, as a field on one line is, in every game."""
    return "〈" in line and line.count("〈") > line.count("〉")


def _normalise_text(text: str) -> str:
    """The text ``_normalise_with_offsets`` returns, without the offsets: the same steps."""
    mapped = spaced_cost_items(layout_lines(ability_quotes(_map_text(text))))
    keep: list[str] = []
    field_open = False  # the line before left a 〈…〉 field open: this line continues it
    for line in mapped.split("\n"):
        if " " not in line:
            pass
        elif _outside_brackets(line):
            # outside any 「…」/《…》: a run stays (as one space) only between two ASCII
            # letters/digits (a line with no such run, most, loses its spaces in one call)
            if _ASCII_SPACED.search(line) is None:
                line = line.replace(" ", "")
            else:
                line = _SPACE_RUNS.sub(_space_run, line)
        else:
            line_c: list[str] = []
            depth = 0
            last = 0
            for m in _SPACES.finditer(line):
                p, q = m.span()
                if p > last:
                    seg = line[last:p]
                    depth = _depth(seg, depth)
                    line_c.append(seg)
                last = q
                if p == 0 or q == len(line):
                    continue
                if depth > 0 or (_ascii_word(line[p - 1]) and _ascii_word(line[q])):
                    line_c.append(" ")
            if last < len(line):
                line_c.append(line[last:])
            line = "".join(line_c)
        if line:
            if field_open and keep:
                keep[-1] += line
            else:
                keep.append(line)
            field_open = _field_open(keep[-1])
    return _cost_frame(unframe_designated(fold_spellings("\n".join(keep))))


def _normalise_with_offsets(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    """Normalise ``text`` (see module doc): the text and the original span of each of its
    characters (``starts``, ``ends``, each one longer than the text)."""
    mapped, starts, ends = _map_characters(text)
    # ``ability_quotes``: one character for one, before the spaces are read (a space in a
    # quoted ability is layout, as in 『…』)
    mapped = spaced_cost_items(layout_lines(ability_quotes(mapped)))
    keep_c: list[str] = []
    keep_s: list[int] = []
    keep_e: list[int] = []
    pos = 0
    field_open = False  # as in ``_normalise_text``: a 〈…〉 field left open continues
    last_line = ""
    for line in mapped.split("\n"):
        a = pos
        pos += len(line) + 1
        if " " in line:
            # spaces: runs collapse to one, kept only inside 「…」/《…》 or between two ASCII
            # letters/digits; none at the line's edges
            line_c: list[str] = []
            line_s: list[int] = []
            line_e: list[int] = []
            depth = 0
            last = 0
            for m in _SPACES.finditer(line):
                p, q = m.span()
                if p > last:
                    seg = line[last:p]
                    depth = _depth(seg, depth)
                    line_c.append(seg)
                    line_s.extend(starts[a + last : a + p])
                    line_e.extend(ends[a + last : a + p])
                last = q
                if p == 0 or q == len(line):
                    continue
                if depth > 0 or (_ascii_word(line[p - 1]) and _ascii_word(line[q])):
                    line_c.append(" ")
                    line_s.append(starts[a + p])
                    line_e.append(ends[a + p])
            if last < len(line):
                seg = line[last:]
                line_c.append(seg)
                line_s.extend(starts[a + last : a + len(line)])
                line_e.extend(ends[a + last : a + len(line)])
            if not line_s:
                continue
            text_line = "".join(line_c)
        else:
            if not line:
                continue
            text_line = line
            line_s = starts[a : a + len(line)]
            line_e = ends[a : a + len(line)]
        if keep_c and not field_open:
            keep_c.append("\n")
            keep_s.append(line_s[0])
            keep_e.append(line_s[0])
            last_line = ""
        keep_c.append(text_line)
        keep_s.extend(line_s)
        keep_e.extend(line_e)
        last_line += text_line
        field_open = _field_open(last_line)
    folded, keep_s, keep_e = _fold_with_offsets("".join(keep_c), keep_s, keep_e)
    folded, keep_s, keep_e = _unframe_with_offsets(folded, keep_s, keep_e)
    keep_s.append(len(text))
    keep_e.append(len(text))
    return _cost_frame(folded), tuple(keep_s), tuple(keep_e)


# ------------------------------------------------------------------ spelling variants
# (pattern, the spelling the grammar knows): each pattern is a variant spelling with the context
# that makes it that word (a lookahead/lookbehind), checked by tests/grammar/test_spellings.py
# (both spellings give the same AST) — only variants the grammar refused or read otherwise.
# where a clause after a condition, a cost or a timing starts: a word or a name (not a
# notation such as 「]」, 「→」, 「+1000」, 「/」); a count (「…なら1枚引く」)
_CLAUSE_START = "[ぁ-んァ-ヶ\u4e00-\u9fff々「『《【0-9]"

SPELLINGS: tuple[tuple[str, str], ...] = (
    (r"(?<=の)はじめ(?=に)", "始め"),  # …フェイズのはじめに (WS, VG, VS: the start of a phase)
    (r"出来(?=[るなずま])", "でき"),  # 出来る / 出来ない / 出来ず / 出来ます
    (r"迄", "まで"),
    # VS 「あなたのサプライズ置場にカードが無いなら」: ない (無い) in kanji after its subject's が
    # (無く / 無かった / 無ければ too); 「無効」 and other words of 無 are not folded
    (r"(?<=が)無(?=い|く|かっ|けれ)", "な"),
    # MC 4.7.6 prints the symbol 「A&B」 (effects brought about together) as «&», the rules
    # document's own marks around a notation (as its «この～», «精神»): the same symbol
    (r"«&»", "&"),
    (r"更に", "さらに"),
    (r"(?<=その)あと", "後"),  # そのあと、…: that done
    (r"もど(?=[すしさせ])", "戻"),  # もどす / もどし / もどして
    (r"えら(?=[ぶびばんべ])", "選"),  # えらぶ / えらび / えらんで
    (r"(?<=[にへ])おく(?=[。、]|$)", "置く"),  # 控え室におく
    (r"(?<=[にへ])おき(?=、)", "置き"),
    (r"(?<=[にへ])おいて(?=よい|もよい)", "置いて"),  # 控え室においてよい (not 「において」)
    (r"(?<=[にへ])おかれ(?=[たる])", "置かれ"),  # 舞台におかれた時
    (r"(?<![0-9])(?:ひとつ|一つ)", "1つ"),  # アイテムひとつ, 技を一つ選び
    # VG 11.9.5.1: a cost 「コストを払ってよい。払ったら～」 is the cost 「[コスト]することで、」 (an
    # automatic ability's cost its master may choose not to pay, 11.9.5.2) — the G series prints
    # 「【コスト】[…]を払ってよい。払ったら、…」, and 「[…]を払うことで、」 says the same
    (r"(?<=\])を払ってよい。払ったら(?=、)", "することで"),
    (r"(?<=\])を払うことで(?=、)", "することで"),
    (r"(?<=\])を支払うことで(?=、)", "することで"),
    # 「コスト[…]」: the cost's icon 【コスト】 printed as a word (VG 11.7 / appendix A1)
    (r"(?<![【])コスト(?=\x5b)", "【コスト】"),
    # VG 14.14: the keyword ジェネレーションブレイク with its number before a colon
    # (「【永】【(R)】ジェネレーションブレイク1：」), longer than a head keyword the markers take: its
    # icon's name 「Gブレイク」 (the same keyword, 14.14.3)
    (r"ジェネレーションブレイク(?=[0-9]+:)", "Gブレイク"),
    # 「…なら、追加で＋5000」 / 「加えて＋5000」: a further change of the same value, 「さらに＋5000」
    (r"(?<=、)(?:追加で|加えて)(?=[+-][0-9])", "さらに"),
    # VG 「あなたが【カウンターブラスト】を支払った時」: the payment done, 「…【カウンターブラスト】した時」
    # (7.24.4, 7.25.4, 7.49.1: the blast's event; after a blast's icon only)
    (r"(?<=ブラスト】)を(?:支払|払)った(?=時|とき)", "した"),
    # a value or an ability stated as the card's, ending the sentence: 「…のクリティカルは２である。」
    # / 「…は０だ。」 = 「…は２になる。」 (the value it has, VG 11.11.1.9 / WS a value set), 「…は
    # 『ブースト』を持つ。」 = 「…を得る。」 (a card that has the ability, 11.11.1.5) — not before 、 /
    # なら (a condition on the value is read as printed)
    (r"(?<=[0-9])(?:である|だ)(?=。)", "になる"),
    (r"(?<=』)を持つ(?=。)", "を得る"),
    # 「…のパワーを常に5000にする」 / 「…は常に10000になる」: a value set to N, 「…を5000にする」
    # (VG 11.11.1.9 「情報の数値を常に特定の値にするもの」 — the set value is that kind already)
    (r"(?<=[をは])常に(?=[0-9]+に[すな]る)", ""),
    # VG 「N枚ドローする」 / 「N枚ドローし、」: to draw (7.5 引く; the loanword a writer may print)
    (r"(?<=[0-9]枚)ドローする", "引く"),
    (r"(?<=[0-9]枚)ドローし(?=、)", "引き"),
    # 「自分のターン中、」 opening a condition or a period: the ability's master's turn, 「あなたのター
    # ン中、」 (VG / WS print 「あなた」 for the master; 「自分」 after a subject, 「相手は自分の…」, is
    # that subject's own and left as printed)
    (r"(?<=[:、])自分のターン(?=中|に|の)", "あなたのターン"),
    # VG's circle icons spelled with the circle's letter (G-series prints 「(GC)」 for the guardian
    # circle; 4.9.2.1 ‘(その属性名)サークル’): the icons 「(V)」 「(R)」 「(G)」 the grammar knows
    (r"(?<=\x28)VC(?=\x29)", "V"),
    (r"(?<=\x28)RC(?=\x29)", "R"),
    (r"(?<=\x28)GC(?=\x29)", "G"),
    # VG zone icons printed each in its brackets with a slash between (「【永】【(V)】/【(R)】：」):
    # active on either circle (11.4.4.2 「【/】」), as 「【(V)/(R)】」 reads
    (r"(?<=\x29】)/(?=【\x28[RVG]\x29】)", ""),
    (r"ほか(?=の)", "他"),  # ほかの…: another
    # 「対戦相手」: the opponent, 「相手」 (CO's rules write both: 1-1, 3-3 「対戦相手のターン」 with
    # 4.1.2 「対戦相手のHPを0にしたとき」); round 38
    (r"対戦相手", "相手"),
    # WS 「舞台の空いているスロット」: the loanword for 枠 (a slot of the stage, 3.6); not inside a
    # katakana word (ランスロット, フルスロットル)
    (r"(?<![ァ-ヴー])スロット(?![ァ-ヴー])", "枠"),
    # 「退却させてもよい」 / 「【スタンド】させてもよい」: the causative's permission, as 「…させてよい」
    # (the grammar knows 「してもよい」 and 「させてよい」, not the two together)
    (r"(?<=させ)ても(?=よい)", "て"),
    # 「好きな枚数」 / 「任意の枚数」 (WS cards and rules, 5.2.1.4) / 「何枚でも」: as many as the player picks,
    # none to all — the count VG prints 「望む枚数」 (not 「好きな順番」 / 「好きな枠」)
    (r"好きな枚数|任意の枚数|何枚でも", "望む枚数"),
    # CO 「この特殊能力は、ターン終了時までに1回しか使用できない」: once before the turn ends — the
    # turn's own limit, 「1ターンに1回しか」 (a count of uses within one turn, read again each turn)
    (r"ターン終了時までに(?=[0-9]+回しか|[0-9]+回まで)", "1ターンに"),
    (r"ならば(?=、)", "なら"),  # CO 「…いるならば、…」: if (before its comma)
    # the copula's conditional spelled out (「アイテムカードであれば、」 / 「…であるなら(ば)、」 /
    # 「…である場合、」): the same condition as 「…なら、」 / 「…の場合、」 (before its comma)
    (r"であるならば(?=、)|であるなら(?=、)|であれば(?=、)", "なら"),
    (r"である場合(?=、)", "の場合"),
    # 「AしてからB」: A, then B — the sequence 「Aして、B」 (after a verb's te-form; not 「すべて
    # から」, whose て ends a count)
    (r"(?<=[しせえけめれいっきちびみりねてげ]て|[んい]で)から、?", "、"),
    # 「…である限り、」: the copula before 限り (「HPが10点以下である限り」 = 「…10点以下限り」)
    (r"である(?=限り|かぎり)", ""),
    # 「…いるかぎり、」 / 「…あるかぎり、」 (WS 10.3.2 spells 応援's condition so): the same
    # 「…限り、」 — in kana, the 「か」 of 「かぎり」 lexes as 「か」 (or) and the clause did not type
    (r"(?<=[るい])かぎり(?=、)", "限り"),
    # 「…(の / いる / ある)(とき / 時 / 場合)にのみ / だけ / に限り 使用 / プレイできる」: 「…場合の
    # み…」 (4.3.5's restriction on a use or a play while a state holds; after a past verb,
    # 「…クラッシュしたときにのみ」, it names a moment, read as printed)
    # (round 33: also after an adjective's or a negative's final い, 「…より少ない場合にのみ」 /
    # 「…がいないときにのみ」, a state as after る; 場合 after a past verb is a condition too,
    # 「…クラッシュした場合にのみ」; and a period 「あなたのターン中にのみ」 / 「…フェイズ中にのみ」,
    # the play kept to it, as 「…ターン中のみ」)
    (r"(?<=の|る|い)とき(?:にのみ|にだけ|のみ|だけ|に限り)(?=、?使用|、?プレイ)", "場合のみ"),
    (r"(?<=の|る|い)時(?:にのみ|にだけ|のみ|だけ|に限り)(?=、?使用|、?プレイ)", "場合のみ"),
    # (round 47) after any verb's plain form (「…を含む時のみ使用できる」: う-row, a state as after
    # る), and 「…時にしか使えない / 使用できない / プレイできない」: しか before the negative, only
    # then — the same restriction as 「…時のみ使える」
    # (each spelling opens with a literal, not a group: the variants' letters are searched by
    # their first characters, test_spellings.test_variant_letters_open_with_a_literal)
    *(
        (
            rf"(?<=[うくぐすつぬぶむ]){w}(?:にのみ|にだけ|のみ|だけ|に限り)(?=、?使用|、?プレイ)",
            "場合のみ",
        )
        for w in ("とき", "時")
    ),
    *(
        (rf"(?<=[のるいうくぐすつぬぶむ]){w}にしか使えない", "場合のみ使える")
        for w in ("とき", "時", "場合")
    ),
    *(
        (rf"(?<=[のるいうくぐすつぬぶむ]){w}にしか{v}できない", f"場合のみ{v}できる")
        for w in ("とき", "時", "場合")
        for v in ("使用", "プレイ")
    ),
    (r"(?<=の|る|い|た)場合(?:にのみ|にだけ|のみ|だけ|に限り)(?=、?使用|、?プレイ)", "場合のみ"),
    # (round 53) 「この能力は、あなたのレベルが2以上の時に使える」: the state under which the ability
    # may be used, said positively — it is used then only (WS 1.3.1: a restriction the text adds),
    # 「…場合のみ使える」 (a state after の / る / い; not after a past verb, a moment)
    *((rf"(?<=[のるい]){w}に使える", "場合のみ使える") for w in ("とき", "時")),
    # (round 53, s50useReq) 「この能力は、このユニットのパワーが20000以下の時にだけ使える」 / 「…の時
    # にのみ使える」: the same state, said with 「だけ / のみ」 — 「…場合のみ使える」
    *(
        (rf"(?<=[のるい]){w}(?:にのみ|にだけ|のみ|だけ)使える", "場合のみ使える")
        for w in ("とき", "時")
    ),
    (r"(?<=ターン)中(?:にのみ|にだけ|だけ)(?=、?使用|、?プレイ)", "中のみ"),
    # 「相手のターン中には使用 / プレイできない」: the turn refused, 「相手のターンには…」 (round 36)
    (r"(?<=ターン)中には(?=、?使用|、?プレイ)", "には"),
    (r"(?<=フェイズ|ステップ)中(?:にのみ|にだけ|だけ)(?=、?使用|、?プレイ)", "中のみ"),
    # --- round 36 (s32cotext): prohibitions and negations printed otherwise ---
    # 「(…の)対象に取られない / とられない / 選ばれない」: not made a target, as 「…対象にならない」
    # (CO 4.2.13 a target chosen; MC / VS the same words) — the passive negative of 取る / 選ぶ
    # after 「対象に」 only (VG's 「選ばれない」 of a choice that is not a target is left as printed)
    (r"(?<=対象に)(?:取られない|とられない|選ばれない)(?=[。、]|$)", "ならない"),
    (r"(?<=対象に)(?:取られず|とられず|選ばれず)(?=、)", "ならず"),
    # 「…してはならない / してはいけない」: must not, the prohibition 「…できない」 (CO 4.2.9 a
    # prohibition; 4.3.5 「〜してもよい」 its permission) — after a サ変 noun (katakana, or two
    # kanji: 「プレイしてはならない」, 「使用してはならない」), not a godan す-verb (に戻してはならない)
    (r"(?<=[ァ-ヴー\u4e00-\u9fff][ァ-ヴー\u4e00-\u9fff])してはならない(?=[。、]|$)", "できない"),
    (r"(?<=[ァ-ヴー\u4e00-\u9fff][ァ-ヴー\u4e00-\u9fff])してはいけない(?=[。、]|$)", "できない"),
    # 「…を行わなければ、…」 / 「…しなければ、…」 / 「…いなければ、…」: unless — the negative
    # conditional of a verb, as 「…ない場合、」 (the same condition: the verb's negative, its
    # 場合); after a verb's negative stem in kana only (godan あ-row, サ変 し, ichidan え / い-row):
    # not the copula's 「でなければ」 (a condition on a noun, read as printed) nor 「以上なければ」
    (r"(?<=[わかさたなばまらしえけげせぜてねべめれいきぎじちにびみり])なければ(?=、)", "ない場合"),
    # 「獲得する」: 得る (「エネルギーを獲得する」, 「「飛行」を獲得する」: gains, 4.3.1 / 4.3.8)
    (r"獲得する", "得る"),
    (r"獲得し(?=[てた])", "得"),
    (
        r"獲得し(?=、)",
        "得て",
    ),  # 獲得し、 (the continuative): 得て、 (the grammar reads 得、 as a noun)
    # 「AおよびB」 / 「A及びB」 / 「AならびにB」 (and): the list link や (before a noun, not a verb)
    (r"、?(?:および|及び|ならびに)(?=[^、。\n])", "や"),
    # CO card names: 『…』 in card text, 〔…〕 in the rules' prose (co.txt), the same name
    (r"〔(?=[^〔〕\n]+〕)", "『"),
    (r"(?<=[^〔〕\n])〕", "』"),
    # 「(…は)N枚 / N点 / Nエネルギー多くなる / 少なくなる」: a value grown or lessened by N, as
    # 「N…増加する / 減少する」 (CO 3-7-3's hand limit, 4-3-2-2's cost) — after a count only
    # VG (V series) 「【自】【(R)】：登場時、…」: the trigger printed as a noun right after the
    # ability's colon, 「登場した時、」 (subjectless: this unit, as 「アタックした時、」 is read) — round 39
    (r"(?<=:)登場時(?=、)", "登場した時"),
    (r"(?<=[0-9０-９枚点個体ー])多くなる", "増加する"),
    (r"(?<=[0-9０-９枚点個体ー])多くなり(?=、)", "増加し"),
    (r"(?<=[0-9０-９枚点個体ー])少なくなる", "減少する"),
    (r"(?<=[0-9０-９枚点個体ー])少なくなり(?=、)", "減少し"),
    # CO 「山札を切り混ぜる」 (4-3-x wording of a shuffle): シャッフルする
    (r"切り混ぜ(?=る)", "シャッフルす"),
    (r"切り混ぜ(?=[、てた])", "シャッフルし"),
    # WS 10.19.2 『(能力種類アイコン) ターン(回数) (文章)』: the turn limit printed as words after the
    # marker (「【自】 ターン1回 …」), which 10.19.2.1 says the icon 【ターン1回】 stands for — the label
    *((rf"(?<=【[自起]】)ターン{n}回", f"【ターン{n}回】") for n in range(1, 4)),
    # the permission 「…してよい / …してもよい」 in its other spellings: the kanji 「良い」 (「１枚
    # 引いても良い」), and the continuative 「…してよく、」 / 「…しても良く、」 joining the next
    # step of the sentence (「(R)にコールしてよく、コールしなかったなら…」), which reads as 「…して
    # よい、…」 (an optional step, then the next; VG 11.2.3's optional 「…てよい」)
    (r"(?<=[てで])良い", "よい"),
    (r"(?<=[てで]も)良い", "よい"),
    (r"(?<=[てで])(?:よく|良く)(?=、)", "よい"),
    (r"(?<=[てで]も)(?:よく|良く)(?=、)", "よい"),
    # an aspect adverb restating what the perfect 「…している / …した」 after it says
    # (「このターンにあなたがすでにこの能力を解決しているなら」 = 「…解決しているなら」): 「すでに」 /
    # 「既に」 add nothing to the condition, whatever the verb
    (r"すでに|既に", ""),
    # a period spelled 「…の間」 after a turn or a battle: 「そのターンの間、」 = 「そのターン中、」,
    # 「そのバトルの間、」 = 「そのバトル中、」 (the duration, not the period a clause names, 「…して
    # いる間、」)
    (r"(?<=ターン)の間(?=、)", "中"),
    (r"(?<=バトル)の間(?=、)", "中"),
    (r"(?<=ファイト)の間(?=、)", "中"),
    # 「このターン / そのターン終了時まで、」 and a bare 「ターン終了時まで、」: until the end of
    # the turn, as 「(この)ターンの終わりまで、」 (「次の相手のターン終了時まで」 is a duration of
    # its own, read as printed)
    (r"(?<=このターン|そのターン)終了時まで(?=、)", "の終わりまで"),
    (r"(?<![^、])ターン終了時まで(?=、)", "ターンの終わりまで"),
    (r"(?<=このターン|そのターン)の終了時まで(?=、)", "の終わりまで"),
    # 「(この|その)バトル(の)終了時まで、」 / a bare 「バトル終了時まで、」: until the battle ends,
    # the duration 「そのバトル中、」
    (r"このバトルの?終了時まで(?=、)", "そのバトル中"),
    (r"そのバトルの?終了時まで(?=、)", "そのバトル中"),
    (r"(?<![^、])バトルの?終了時まで(?=、)", "そのバトル中"),
    # 「最大２枚まで」: up to — 最大 restates the まで of the count after it
    (r"最大(?=[0-9]+[枚体つ回]まで)", ""),
    # 「ちょうど８枚なら」: exactly — a count said with no bound is that many (「８枚なら」)
    (r"ちょうど(?=[0-9]+[枚体つ回][なのにで、])", ""),
    # VG: an automatic keyword printed with its trigger as a reminder, then its effect
    # (14.40.1 開花 「開花（…に登場した時）－…」, 14.29.1 闘魂): the reminder's dash printed as a
    # colon 「開花（…時）：…」, a comma 「闘魂（…時）、…」 or left out 「開花（…時）そのターン中、…」 —
    # the dash
    (r"(?<=時\x29):", "-"),
    (r"(?<=時\x29)そのターン中、", "-そのターン中、"),
    (r"(?<=時\x29)、", "-"),
    (r"(?<=時\x29)そのバトル中、", "-そのバトル中、"),
    # VG's keyword actions printed with their number but without their brackets
    # (「[カウンターブラスト(1)]」, 7.24 / 7.25 / 7.26 / 7.27 / 7.48 / 7.49 spell them so): the
    # icon 「【カウンターブラスト】(1)」 the cards print (inside 【…】 nothing is folded)
    # --- round 35 (s31paraphrase): the same meaning printed by another hand (measured by
    # ruling.cardtext.rewrites / bench/paraphrase.py; each fold keeps the meaning) ---
    # a small count printed in kanji before its counter (「一枚」, 「二つ」, 「三体」, 「一回」): the
    # digit, after a noun too (MC 〈コスト:手札一枚破棄〉); not in a number spelled in kanji (十一枚)
    # or a word (「同一」, 「唯一」, 「第一」), not 一度 / 一番 (no counter)
    *(
        (rf"(?<![一二三四五六七八九十百千万同唯統第\]]){k}(?=枚|つ|回|体|人|点|個|ターン)", str(i))
        for i, k in enumerate("一二三四五六七八九", 1)
    ),
    # 送り仮名の付け方 (許容): 「終り」 / 「終る」 for 終わり / 終わる, 「行なう」 for 行う
    (r"終(?=り[にまの、。]|る)", "終わ"),
    (r"(?<![\u4e00-\u9fff])行な(?=[うわいっえお])", "行"),
    # a verb printed in kana after its particle (「１枚ひく」, 「手札にくわえる」, 「上から５枚みて」,
    # 「手札をすてる」, 「山札からさがし」, 「…をおこなう」): the kanji the grammar knows
    (r"(?<=[を枚つで、。])ひ(?=[くきけかい])", "引"),
    (r"(?<=[にへを、。])くわ(?=[えわ])", "加"),
    (r"(?<=[をで枚つ、。])み(?=て|る|た)", "見"),
    (r"(?<=[を枚つ、。らが])す(?=て[、るよもたてら])", "捨"),
    (r"(?<=[をらで])さが(?=[すしさせ])", "探"),
    (r"おこな(?=[うわいっえお])", "行"),
    # 「…におく」 in its other forms (「…におくことで」, 「…におかない」, 「…においた」); not 「におい
    # て」 / 「における」 (in, at)
    (r"(?<=[にへで、。])お(?=[くきかこ]|いた)", "置"),
    (r"(?<=[がは])おかれ(?=[たる])", "置かれ"),
    # a sentence in the polite form (「１枚引きます。」, 「公開します。」, 「置いてもよいです。」): the
    # plain form it conjugates — before 「。」 / 「、」 or the line's end only
    (r"(?<=よい)です(?=[。、]|$)", ""),
    (r"できません(?=[。、]|$)", "できない"),
    (r"しません(?=[。、]|$)", "しない"),
    (r"できます(?=[。、]|$)", "できる"),
    # godan す-verbs (「戻します」, 「出します」, 「減らします」): す; a サ変 noun (「公開します」,
    # 「レストします」, 「…にします」): する
    (r"(?<=[^\u4e00-\u9fff][\u4e00-\u9fff])します(?=[。、]|$)", "す"),
    (r"(?<=[らやかわた])します(?=[。、]|$)", "す"),
    (r"します(?=[。、]|$)", "する"),
    (r"ります(?=[。、]|$)", "る"),
    (r"(?<=[\u4e00-\u9fff])きます(?=[。、]|$)", "く"),
    (r"(?<=[\u4e00-\u9fff])います(?=[。、]|$)", "う"),
    (r"(?<=[てで])います(?=[。、]|$)", "いる"),
    *(
        (rf"{i}ます(?=[。、]|$)", u)
        for i, u in (("び", "ぶ"), ("み", "む"), ("ち", "つ"), ("ぎ", "ぐ"))
    ),
    # the lower-ichidan (「加えます」, 「捨てます」, 「受けます」) and a one-kanji stem (「見ます」,
    # 「得ます」): …る
    (r"(?<=[えけせてねめれげでべ])ます(?=[。、]|$)", "る"),
    (r"(?<=[\u4e00-\u9fff])ます(?=[。、]|$)", "る"),
    # the 読点 a writer leaves out after a condition, a cost or a timing (「…いるなら相手の…」,
    # 「…払うことで山札から…」, 「…登場した時あなたは…」): the clause ends there all the same —
    # not before a play or use requirement's verb (「…ならプレイできる！」, VG 11.8.2.4; 「…なら使えない」),
    # a construction printed without the comma. Not after a condition (なら / であれば / 場合): the
    # grammar reads a leading condition with its 読点 as the whole ability's and a bare one as its
    # step's, so in an effect of several sentences the two are not the same program yet
    # (「…3枚以上ならあなたは1枚引き、2枚以下なら…」, tests/ruling/test_ws_cardtext_r23c.py) — the fold
    # waits for the condition's reach to end at 「。」 in both (round 35)
    (rf"ことで(?={_CLAUSE_START})(?!プレイ|使)", "ことで、"),
    (rf"(?<=[たる])時(?={_CLAUSE_START})(?![のはにまで点間もよと]|から|か[^わ])", "時、"),
    # VG 「イマジナリーギフト：フォースIを得る」 in an effect (the rules print the gift so,
    # 16.3.1.1#ex1 ‘イマジナリーギフト:フォース’): the colon of the card-information line is not a
    # keyword's here — before 「を」 it names the gift gained (7.14.3), as 「イマジナリーギフト・フォース」
    *(
        (rf"イマジナリーギフト:(?={g}[IⅠⅡ0-9]*を)", "イマジナリーギフト・")
        for g in ("フォース", "アクセル", "プロテクト")
    ),
    # the same names printed bare after 「次の」 (「あなたの次のカウンターブラストのコスト-1」, 7.28.2:
    # the next such action), the icon's name as the cards print it
    *(
        (r"(?<=次の)" + w + r"(?=の)", f"【{w}】")
        for w in (
            "カウンターブラスト",
            "カウンターチャージ",
            "ソウルブラスト",
            "ソウルチャージ",
            "エネルギーブラスト",
            "エネルギーチャージ",
        )
    ),
    *(
        (w + r"(?=\x28[0-9])", f"【{w}】")
        for w in (
            "カウンターブラスト",
            "カウンターチャージ",
            "ソウルブラスト",
            "ソウルチャージ",
            "エネルギーブラスト",
            "エネルギーチャージ",
        )
    ),
)
# a lookaround without a group inside it: (?=…), (?!…), (?<=…), (?<!…)
_LOOKAROUND = recache.compile(r"\(\?<?[=!](?:\\.|[^()\\])*\)")


def _without_lookarounds(pattern: str) -> str:
    """``pattern`` less its lookarounds: it matches wherever ``pattern`` does (a lookaround
    consumes nothing), so a text it does not match anywhere has no variant in it."""
    bare = _LOOKAROUND.sub("", pattern)
    if "(?=" in bare or "(?!" in bare or "(?<" in bare:  # a lookaround holding a group
        raise ValueError(f"spelling pattern with a nested lookaround: {pattern!r}")
    if bare.startswith("(?:") and bare.endswith(")") and "(" not in bare[3:]:
        # (?:ひとつ|一つ) → ひとつ|一つ: an alternation of words at the top, whose first
        # characters the regex engine then looks for before trying any (4× faster on WS)
        bare = bare[3:-1]
    return bare


# an optional character before a group of literals: 「、?(?:および|及び)」
_OPTIONAL_HEAD = recache.compile(r"([^\\()|?*+{}\[\].^$])\?\(\?:([^()\\]*)\)")


def _literal_first(bare: str) -> str:
    """``bare`` as alternatives that each open with a literal character, matching the same
    strings at a position: an optional character before a group of literals is spelled out
    (``、?(?:および|及び)`` → ``、および|、及び|および|及び``). When every alternative of an
    alternation opens with a literal, the regex engine looks for their first characters before
    trying any; one alternative opening with ``、?`` made it try all of them at every character
    (the search of the WS texts 4× slower)."""
    m = _OPTIONAL_HEAD.fullmatch(bare)
    if m is None:
        return bare
    words = m.group(2).split("|")
    return "|".join([m.group(1) + w for w in words] + words)


# the variants without their contexts (「はじめ|出来|迄|…」): a text where none occurs is
# returned as it is. Scanning the text for them costs a fraction of ``_SPELLING_RE.sub``, which
# tries every alternative at every character and calls ``_spelling`` for every 【…】 and 「…」
# (~11 % of a WS pass when every text took it); few card texts hold one (WS: 10 of 2,484).
_SPELLING_CORE = recache.compile(
    "|".join(_literal_first(_without_lookarounds(p)) for p, _ in SPELLINGS)
)


# the fold: a bracketed span, kept as it is, or a variant with its context (group i: the i-th of
# ``SPELLINGS``), the leftmost, the first alternative at a position. Each is tried only where a
# bracket or a variant's letters (``_SPELLING_CORE``, in the lookahead before them) begin: a
# variant matches only where its letters do, and without that guard the alternatives, which open
# with lookbehinds, were tried at every character (9 ms a text holding a variant, 10× the fold).
_SPELLING_RE = recache.compile(
    f"(?=[「《“【※]|{_SPELLING_CORE.pattern})(?:"
    + "|".join(
        # (and a ※ annotation line, a note kept as printed: not an ability's text)
        [r"「[^「」\n]*」|《[^《》\n]*》|“[^“”\n]*”|【[^【】\n]*】|※[^\n]*"]
        + [f"({p})" for p, _ in SPELLINGS]
    )
    + ")"
)
if _SPELLING_RE.groups != len(SPELLINGS):  # a variant's group numbers its spelling
    raise ValueError("a spelling pattern holds a capturing group")


def _top_alternatives(pattern: str) -> list[str]:
    """``pattern``'s alternatives at its top level (not inside a group or a class)."""
    out: list[str] = []
    depth = 0
    in_class = False
    start = 0
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            if pattern[i + 1 : i + 2] == "]":
                i += 1  # 「[]…]」: a ] first in a class is a member
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    out.append(pattern[start:])
    return out


def _letters_by_first(core: str) -> str:
    """An alternation matching at exactly the positions where ``core`` (alternatives each
    opening with a literal) matches: the one-character alternatives first, then the others
    grouped by their first character (less those whose first character is a one-character
    alternative: that already matches there). The regex engine tries a branch's alternatives
    one by one at each place one of their first characters occurs (40 % of the characters of
    the WS texts): of the 147 alternatives of the variants' letters, it now tries 80, and the
    commonest letters (「、」, 「時」, 「す」) match at the first few (the scan of the WS texts
    0.049 → 0.029 s)."""
    singles: list[str] = []
    groups: dict[str, list[str]] = {}
    others: list[str] = []
    plain = "\\()[]|.?*+{}^$"
    for alt in _top_alternatives(core):
        if len(alt) == 1 and alt not in plain:
            if alt not in singles:
                singles.append(alt)
        elif len(alt) > 1 and alt[0] not in plain and alt[1] not in "?*+{":
            groups.setdefault(alt[0], []).append(alt[1:])
        else:
            others.append(alt)
    # (each one-character alternative a literal, not one class: a branch whose alternatives all
    # open with a literal lets the engine skip the characters none opens with, and an
    # alternative opening with a literal that differs from the text's is passed over at once)
    parts = [re.escape(ch) for ch in singles]
    parts += [f"{ch}(?:{'|'.join(tails)})" for ch, tails in groups.items() if ch not in singles]
    return "|".join(parts + others)


# ``_SPELLING_CORE`` as ``_letters_by_first`` groups it: the same places, found faster
# (built when the dispatch is, ``_has_variant``: a process reading a few texts never builds it)
@functools.cache
def _spelling_letters() -> re.Pattern[str]:
    return recache.compile(_letters_by_first(_SPELLING_CORE.pattern))


# each variant with its context, no bracket alternatives: tried only where a variant's letters
# begin (``_has_variant``)
_SPELLING_AT = recache.compile("|".join(f"(?:{p})" for p, _ in SPELLINGS))


def _first_chars(pattern: str) -> frozenset[str] | None:
    """The characters a match of ``pattern`` can open with (its first consumed character), or
    None where that is not a finite set of literal characters (a negated or category class, a
    dot, a match that can be empty, a construct not read here): such a pattern is tried at every
    candidate position. Read from the pattern's parse (``re._parser``); lookarounds and anchors
    consume nothing and are skipped."""
    try:
        import re._constants as c
        import re._parser as sre

        items = list(sre.parse(pattern))
    except Exception:  # noqa: BLE001 — another Python's parser: no dispatch
        return None

    def first(seq: list[tuple[object, object]]) -> tuple[set[str], bool] | None:
        """(first characters, whether ``seq`` can match empty), or None (unknown)."""
        out: set[str] = set()
        for op, av in seq:
            if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
                continue  # zero-width
            if op is c.LITERAL:
                out.add(chr(av))  # type: ignore[arg-type]
                return out, False
            if op is c.IN:
                for sub_op, sub_av in av:  # type: ignore[attr-defined]
                    if sub_op is c.LITERAL:
                        out.add(chr(sub_av))
                    elif sub_op is c.RANGE and sub_av[1] - sub_av[0] < 256:
                        out.update(chr(i) for i in range(sub_av[0], sub_av[1] + 1))
                    else:
                        return None  # a negation, a category, a wide range
                return out, False
            if op is c.SUBPATTERN:
                got = first(list(av[3]))  # type: ignore[index]
            elif op is c.BRANCH:
                got_any: set[str] = set()
                empty = False
                for alt in av[1]:  # type: ignore[index]
                    sub = first(list(alt))
                    if sub is None:
                        return None
                    got_any |= sub[0]
                    empty = empty or sub[1]
                got = got_any, empty
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
                lo, _hi, body = av  # type: ignore[misc]
                sub = first(list(body))
                got = None if sub is None else (sub[0], sub[1] or lo == 0)
            else:
                return None
            if got is None:
                return None
            out |= got[0]
            if not got[1]:
                return out, False
        return out, True

    try:
        got = first(items)
    except Exception:  # noqa: BLE001 — a parse shape not read here: no dispatch
        return None
    if got is None or got[1]:
        return None
    return frozenset(got[0])


# ``_has_variant``'s dispatch: the variants a match opening with a character can be, by that
# character (the variants whose first characters are not known are in every entry), built when
# first needed (start-up pays nothing for it)
_VARIANTS_BY_FIRST: dict[str, list[int]] = {}
_VARIANTS_ANYWHERE: list[int] = []
_AT_BY_CHAR: dict[str, re.Pattern[str] | None] = {}
# the texts ``_has_variant`` reads before it builds the dispatch (a start-up reading one card
# does not pay for it: +25 M instructions of a fresh process, tests/test_startup.py)
_DISPATCH_AFTER = 64
_TEXTS_SEEN = 0


def _variant_at(ch: str) -> re.Pattern[str] | None:
    """The alternation of the variants (with their contexts) whose match can open with
    ``ch``, None where none can."""
    if not _VARIANTS_BY_FIRST and not _VARIANTS_ANYWHERE:
        for i, (p, _) in enumerate(SPELLINGS):
            chars = _first_chars(p)
            if chars is None:
                _VARIANTS_ANYWHERE.append(i)
            else:
                for x in chars:
                    _VARIANTS_BY_FIRST.setdefault(x, []).append(i)
    ids = sorted(set(_VARIANTS_BY_FIRST.get(ch, [])) | set(_VARIANTS_ANYWHERE))
    pat = (
        recache.compile("|".join(f"(?:{SPELLINGS[i][0]})" for i in ids), _SPELLING_AT.flags)
        if ids
        else None
    )
    _AT_BY_CHAR[ch] = pat
    return pat


# letters a branch of ``_variant_search`` dispatches on (a class of this many, then each letter)
_SEARCH_GROUP = 14


@functools.cache
def _variant_search() -> Callable[[str], re.Match[str] | None] | None:
    """``search`` of one regex that finds a variant (with its context) anywhere in a text, the
    regex engine doing ``_has_variant``'s loop: for each letter ``c`` a variant can open with,
    ``c(?<=(?=L)(?=V)c)`` — at a ``c`` (a literal first: the engine scans for the letters and
    passes over an alternative whose letter differs at once), where the variants' letters
    opening with ``c`` (``L``, the cheap test) and then the variants opening with ``c`` with
    their contexts (``V``) match from that ``c`` (a lookahead inside a lookbehind of one
    character: it starts on the ``c``). A variant matches at q only where its letters do and
    its first letter is text[q], so a match is found where ``_has_variant``'s loop finds one
    and nowhere else. The letters are grouped ``_SEARCH_GROUP`` to a class
    (``[c1…cn](?<=c1…|…|cn…)``): a branch of 82 letters tried at each of a text's letters
    cost more than what it dispatched to. Iterating the letters' matches in Python was most
    of ``_has_variant`` (35,000 places a WS pass); this is ≈2× faster. None where a variant or
    a letter does not open with a known letter (the loop below is then used)."""
    _variant_at("")  # builds the dispatch (``_VARIANTS_BY_FIRST``)
    if _VARIANTS_ANYWHERE:
        return None
    letters: dict[str, list[str]] = {}
    for alt in _top_alternatives(_spelling_letters().pattern):
        first = _first_chars(alt)
        if first is None:
            return None
        for ch in first:
            letters.setdefault(ch, []).append(alt)
    if not set(_VARIANTS_BY_FIRST) <= set(letters):
        return None
    chars = sorted(_VARIANTS_BY_FIRST)
    branches = []
    for i in range(0, len(chars), _SEARCH_GROUP):
        group = chars[i : i + _SEARCH_GROUP]
        leaves = []
        for ch in group:
            c = re.escape(ch)
            ids = sorted(set(_VARIANTS_BY_FIRST[ch]))
            variants = "|".join(f"(?:{SPELLINGS[k][0]})" for k in ids)
            leaves.append(f"{c}(?<=(?={'|'.join(letters[ch])})(?={variants}){c})")
        branches.append(f"[{''.join(re.escape(ch) for ch in group)}](?<={'|'.join(leaves)})")
    # the whole alternation behind one class of every letter (a one-character lookbehind: the
    # same places): a pattern opening with a class lets ``search`` skip the characters outside
    # it in one scan, where the alternation of classes entered the matcher at each character
    # (the search ≈25 % cheaper over the WS and VG texts)
    every = "".join(re.escape(ch) for ch in chars)
    return recache.compile(f"[{every}](?<={'|'.join(branches)})", _SPELLING_AT.flags).search


def _has_variant(text: str) -> bool:
    """Whether a variant (with its context) matches anywhere in ``text``: where none does,
    ``_SPELLING_RE.sub`` changes nothing. ``_spelling_letters()`` (the letters) finds the candidate
    places fast: a variant matching at q has its letters matching at q, so q lies inside one of
    the leftmost matches of the letters, and at each position of those the variants that can
    open with its character are tried (a lookbehind sees the text before the position): what
    ``_SPELLING_AT.match`` there finds, without trying its other alternatives (most of the
    letters met are 「、」, 「時」, 「から」, 「す」: 35,000 positions a WS pass, each trying 128
    alternatives opening with lookbehinds was ≈12 % of the pass). Most texts holding the letters
    hold no variant (WS: 1,621 of 2,484 texts hold the letters, 2 a variant);
    ``_SPELLING_AT.search`` over the whole text costs half of the fold itself (its alternatives
    open with lookbehinds: no literal prefix to scan for)."""
    n = len(text)
    global _TEXTS_SEEN
    _TEXTS_SEEN += 1
    if _TEXTS_SEEN <= _DISPATCH_AFTER:
        # the first texts of a process (one card, one ruling): ``_SPELLING_AT`` tried at each
        # place, as the dispatch table would be dearer to build than it saves (the same answer)
        at_any = _SPELLING_AT.match
        for m in _SPELLING_CORE.finditer(text):
            for q in range(m.start(), max(m.end(), m.start() + 1)):
                if at_any(text, q) is not None:
                    return True
        return False
    search = _variant_search()
    if search is not None:
        return search(text) is not None
    by_char = _AT_BY_CHAR
    for m in _spelling_letters().finditer(text):
        for q in range(m.start(), max(m.end(), m.start() + 1)):
            ch = text[q] if q < n else ""
            at = by_char[ch] if ch in by_char else _variant_at(ch)
            if at is not None and at.match(text, q) is not None:
                return True
    return False


def _spelling(m: re.Match[str]) -> str:
    i = m.lastindex
    return m.group() if i is None else SPELLINGS[i - 1][1]


def fold_spellings(text: str) -> str:
    """``text`` with each spelling variant (``SPELLINGS``) folded to the grammar's spelling."""
    if not _has_variant(text):
        return text
    return _SPELLING_RE.sub(_spelling, text)


def _fold_with_offsets(
    text: str, starts: list[int], ends: list[int]
) -> tuple[str, list[int], list[int]]:
    """``fold_spellings`` with the original span of each character: a folded word's characters
    each map to the whole span of the variant it replaces."""
    if not _has_variant(text):
        return text, starts, ends
    out: list[str] = []
    out_s: list[int] = []
    out_e: list[int] = []
    last = 0
    for m in _SPELLING_RE.finditer(text):
        if m.lastindex is None:
            continue
        p, q = m.span()
        new = SPELLINGS[m.lastindex - 1][1]
        out.append(text[last:p])
        out_s.extend(starts[last:p])
        out_e.extend(ends[last:p])
        out.append(new)
        out_s.extend([starts[p]] * len(new))
        out_e.extend([ends[q - 1]] * len(new))
        last = q
    out.append(text[last:])
    out_s.extend(starts[last:])
    out_e.extend(ends[last:])
    return "".join(out), out_s, out_e


def _depth(seg: str, depth: int) -> int:
    """Nesting of 「…」/《…》 after ``seg`` (a closer outside any opener is ignored)."""
    for m in _BRACKETS.finditer(seg):
        if m.group() in "「《":
            depth += 1
        elif depth > 0:
            depth -= 1
    return depth


def _ascii_word(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()
