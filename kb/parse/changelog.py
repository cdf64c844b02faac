"""The changelog (更新履歴) as (version, date, entries) rows.

Its clause numbers are old numbering: they are kept as text and never become references.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from kb.model import ChangelogEntry
from kb.parse.segment import Segment
from kb.text import ascii_digits

_DATE_JA = r"(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*日"
_DATE_SLASH = r"(?P<y2>\d{4})\s*/\s*(?P<m2>\d{1,2})\s*/\s*(?P<d2>\d{1,2})"
_VERSION = r"(?P<ver>(?:ver\.?|version|v)\s*\d+(?:\.\d+)*(?:\s*revision\s*\d+)?)"
HEADER = re.compile(
    rf"(?:{_DATE_JA}\s*{_VERSION}?|{_VERSION.replace('ver>', 'ver2>')}\s*(?:\(\s*{_DATE_SLASH}\s*\))?)",
    re.I,
)
DATE_ANY = re.compile(rf"{_DATE_JA}|{_DATE_SLASH}")


def _iso(m: re.Match[str]) -> str:
    y = m.group("y") or m.group("y2")
    mo = m.group("m") or m.group("m2")
    d = m.group("d") or m.group("d2")
    if not y:
        return ""
    return f"{int(y):04d}-{int(mo):02d}-{int(d):02d}"


def parse_changelog(segments: list[Segment]) -> list[ChangelogEntry]:
    if not segments:
        return []
    # Work on the changelog as one text with a line table, so entries spanning lines and
    # changelogs printed on one line (co) are handled alike.
    parts: list[str] = []
    starts: list[tuple[int, int]] = []
    pos = 0
    for seg in segments:
        t = ascii_digits(seg.text)
        starts.append((pos, seg.line))
        parts.append(t)
        pos += len(t) + 1
    text = "\n".join(parts)

    offsets = [s for s, _ in starts]

    def line_at(p: int) -> int:
        """The source line of position `p` of the joined text (binary search)."""
        return starts[max(0, bisect_right(offsets, p) - 1)][1]

    headers = [m for m in HEADER.finditer(text) if m.group(0).strip()]
    # The title line of the changelog itself is not an entry.
    entries: list[ChangelogEntry] = []
    for i, m in enumerate(headers):
        end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
        body = text[m.end() : end].strip()
        date = _iso(m)
        if not date:
            dm = DATE_ANY.search(body)
            if dm:
                date = _iso(dm)
        version = re.sub(r"\s+", " ", m.group("ver") or m.group("ver2") or "").strip()
        lines = [ln.strip() for ln in body.split("\n") if ln.strip()]
        entries.append(
            ChangelogEntry(
                version=version, date=date, entries="\n".join(lines), line=line_at(m.start())
            )
        )
    return entries
