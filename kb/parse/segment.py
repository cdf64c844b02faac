"""Source text → segments: one segment per clause start or unnumbered line.

Shared by every format family. This layer decides *where* clause numbers start (at line
starts and, for text extracted with several clauses run together, in the middle of lines),
what is table of contents, changelog or page furniture (page numbers, running headers), and
keeps every segment's line and character offsets. It never edits the text it keeps; what it
leaves out is reported as an anomaly.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from kb.model import Anomaly
from kb.parse.numbering import Family, Number, plausible_next
from kb.text import is_terminated

# A line ending in a page number after a TAB or a dot leader is a table-of-contents line.
TOC_LINE = re.compile(r"(?:\t|\.{3,}|…+)\s*[0-9０-９]+\s*$")
TOC_HEAD = re.compile(r"^目\s*次")
CHANGELOG_HEAD = re.compile(r"^(?:更新履歴|更新記録|変更履歴|改訂履歴)\s*$")
# Page furniture printed by other PDF tools: "―12―", "- 3 -", "－ 4 －".
PAGE_MARKER = re.compile(r"(?<!\S)[―ー−－\-]\s*[0-9０-９]{1,4}\s*[―ー−－\-](?!\S)")
# Prefix marks that carry no meaning in front of a clause number: bullets, markdown heads.
PREFIX = re.compile(r"^[ \t\u3000\-#>*]*")


@dataclass
class Segment:
    line: int  # 1-based line where the segment starts
    offset: int  # character offset of `text` in the source
    prefix: str  # bullet / markdown marks before the text ("- ", "#### ")
    text: str  # the segment's text (after the prefix), as printed
    region: str  # "front" | "body" | "toc" | "changelog"
    blank_before: bool  # a blank line (or the start of the file) precedes it
    number: Number | None = None
    printed: str = ""  # the printed number
    rest: str = ""  # text after the number
    no_space: bool = False  # the number was printed with no space before its text
    inline: bool = False  # the number started in the middle of a line


def _lines(text: str) -> list[tuple[int, int, str]]:
    """(line number, offset, content without newline) for every physical line."""
    out = []
    pos = 0
    for i, raw in enumerate(text.splitlines(keepends=True), start=1):
        content = raw.rstrip("\r\n")
        out.append((i, pos, content))
        pos += len(raw)
    if not out:
        out.append((1, 0, ""))
    return out


def _furniture(text: str, anomalies: list[Anomaly]) -> list[tuple[int, int]]:
    """Spans of page numbers and of running headers printed next to them."""
    spans: list[tuple[int, int]] = []
    markers = list(PAGE_MARKER.finditer(text))
    line, counted = 1, 0  # lines counted up to offset `counted` (markers come in order)
    for m in markers:
        spans.append((m.start(), m.end()))
        line += text.count("\n", counted, m.start())
        counted = m.start()
        anomalies.append(
            Anomaly(
                line=line,
                kind="page_marker",
                detail=f"page number {m.group(0).strip()!r} left out of the text",
                offset=m.start(),
                detail_ja=f"ページ番号 {m.group(0).strip()!r} を本文から除外",
            )
        )
    if len(markers) < 2:
        return spans
    # A running header is the same short text printed right after (or before) most page
    # markers. Vote on the text following / preceding each marker; the top of the first page
    # (the start of the text, which no marker precedes) votes on the text after them too.
    for side in ("after", "before"):
        windows = [text[:60].lstrip()] if side == "after" else []
        for m in markers:
            if side == "after":
                w = text[m.end() : m.end() + 60].lstrip()
            else:
                w = text[max(0, m.start() - 60) : m.start()].rstrip()[::-1]
            windows.append(w)
        windows = [w.split("\n", 1)[0] for w in windows]  # a header is printed on one line
        best = ""
        for n in range(40, 3, -1):
            counts = Counter(w[:n] for w in windows if len(w) >= n)
            if not counts:
                continue
            cand, k = counts.most_common(1)[0]
            if k >= max(2, len(markers) // 2) and "。" not in cand:
                best = cand
                break
        if not best:
            continue
        # Trim to a whitespace boundary so a header never eats the start of a clause.
        header = best if side == "after" else best[::-1]
        header = header.strip()
        if not header:
            continue
        first = len(text) - len(text.lstrip())
        if side == "after" and text.startswith(header, first):
            spans.append((first, first + len(header)))
        for m in markers:
            if side == "after":
                start = m.end()
                while start < len(text) and text[start].isspace():
                    start += 1
                if text.startswith(header, start):
                    spans.append((start, start + len(header)))
            else:
                end = m.start()
                while end > 0 and text[end - 1].isspace():
                    end -= 1
                if end >= len(header) and text.startswith(header, end - len(header), end):
                    spans.append((end - len(header), end))
        anomalies.append(
            Anomaly(
                line=0,
                kind="running_header",
                detail=f"running header {header!r} printed beside page numbers left out",
                detail_ja=f"ページ番号の横に印刷された柱 {header!r} を本文から除外",
            )
        )
    # Whole lines repeated next to marker lines are running headers too.
    return sorted(spans)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with furniture spans replaced by spaces (offsets are kept)."""
    if not spans:
        return text
    chars = list(text)
    for a, b in spans:
        for i in range(a, b):
            if chars[i] not in "\r\n":
                chars[i] = " "
    return "".join(chars)


def segment(text: str, family: Family) -> tuple[list[Segment], list[Anomaly]]:
    anomalies: list[Anomaly] = []
    spans = _furniture(text, anomalies)
    work = _blank(text, spans)
    segments: list[Segment] = []
    region = "front"
    prev: Number | None = None
    prev_text = ""  # text of the previous non-blank segment, for boundary tests
    blank = True
    for lineno, offset, content in _lines(work):
        stripped = content.strip()
        if not stripped:
            blank = True
            continue
        if region != "changelog" and (TOC_LINE.search(content) or TOC_HEAD.match(stripped)):
            segments.append(Segment(lineno, offset, "", stripped, "toc", blank))
            blank = False
            continue
        bare = PREFIX.sub("", stripped)
        if region != "changelog" and CHANGELOG_HEAD.match(bare):
            region = "changelog"
        if region == "changelog":
            segments.append(Segment(lineno, offset, "", stripped, "changelog", blank))
            blank = False
            continue
        for seg in _split_line(content, lineno, offset, family, prev, prev_text, blank):
            if seg.number is not None:
                title = seg.rest.strip()
                if family.bare_chapters and CHANGELOG_HEAD.match(title.split(" ")[0] or ""):
                    region = "changelog"
                    seg.region = "changelog"
                    segments.append(seg)
                    continue
                region = "body"
                prev = seg.number
            seg.region = region if region != "changelog" else "changelog"
            segments.append(seg)
            prev_text = seg.text
        blank = False
    return segments, anomalies


def _accept(
    family: Family,
    number: Number | None,
    prev: Number | None,
    before: str,
    at_line_start: bool,
    blank_before: bool,
) -> bool:
    """Shared rule for whether a printed number starts a clause at this position."""
    if number is None:
        return False
    if plausible_next(prev, number):
        return True
    if len(number) == 1:
        # A lone chapter number is only believed where the sequence expects it, or at a
        # line start of a family that prints chapters with a mark (第N章 / "N.").
        return at_line_start and not family.bare_chapters and (blank_before or prev is None)
    if at_line_start:
        return blank_before or is_terminated(before) or _heading_like(before)
    # In the middle of a line only a finished sentence marks a boundary.
    return is_terminated(before)


def _heading_like(text: str) -> bool:
    t = text.strip()
    return bool(t) and len(t) <= 40 and "、" not in t and "。" not in t


_BEFORE = 512  # characters of the text before an inline number that is_terminated reads


def _split_line(
    content: str,
    lineno: int,
    offset: int,
    family: Family,
    prev: Number | None,
    prev_text: str,
    blank_before: bool,
) -> list[Segment]:
    """Split one physical line into segments at every accepted clause number."""
    lead = len(content) - len(content.lstrip())
    body = content[lead:]
    pm = PREFIX.match(body)
    prefix = pm.group(0) if pm else ""
    start = lead + len(prefix)
    cuts: list[tuple[int, str, Number]] = []  # (position in content, printed, number)

    # Numbers inside a line: candidates after whitespace.
    head = family.head.match(content[start:])
    if head:
        n = family.to_number(head.group("num"))
        if _accept(family, n, prev, prev_text, True, blank_before):
            assert n is not None
            cuts.append((start, head.group("num"), n))
            prev = n
    else:
        for pattern in family.loose:
            m = pattern.match(content[start:])
            n = family.to_number(m.group("num")) if m else None
            if m and n is not None and len(n) > 1 and plausible_next(prev, n):
                cuts.append((start, m.group("num"), n))
                prev = n
                break
    last_text_start = start
    for m in family.inline.finditer(content, start + 1):
        if cuts and m.start() < cuts[-1][0] + len(cuts[-1][1]) + 1:
            continue
        n = family.to_number(m.group("num"))
        # Only the end of the text before a number decides (is_terminated): read a bounded
        # window of it, so a long line of rejected numbers stays linear.
        before = content[max(last_text_start, m.start() - _BEFORE) : m.start()]
        if not before.strip() and not content[last_text_start : m.start()].strip():
            continue
        if n is not None and _accept(family, n, prev, before.split("\n")[-1], False, False):
            # a number must be followed by its text, not by more digits or a bracket close
            cuts.append((m.start(), m.group("num"), n))
            prev = n
            last_text_start = m.start()

    segs: list[Segment] = []
    if not cuts or cuts[0][0] != start:
        first_end = cuts[0][0] if cuts else len(content)
        text = content[start:first_end].rstrip()
        if text:
            segs.append(Segment(lineno, offset + start, prefix, text, "", blank_before))
    for i, (pos, printed, n) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else len(content)
        seg_text = content[pos:end].rstrip()
        after = seg_text[len(printed) :]
        rest = after.lstrip()
        segs.append(
            Segment(
                line=lineno,
                offset=offset + pos,
                prefix=prefix if pos == start else "",
                text=seg_text,
                region="",
                blank_before=blank_before if pos == start else False,
                number=n,
                printed=printed,
                rest=rest,
                no_space=bool(rest) and after == rest and family.separator == ".",
                inline=pos != start,
            )
        )
    return segs
