"""Appendix 1 (12.4): the cards released before 2011-06-03 treated as having a limited icon
(2.18.2.1, 2.18.2.1.2.2), and the listed exceptions not treated as having a heal icon
(2.18.2.1.2.1), read from the bundled rules text (kb/sources/vs.txt) by card number."""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[3] / "kb" / "sources" / "vs.txt"
# the table's header rows: the icon the rows below are treated as having (None: the exceptions)
HEADERS = {"ファイヤー": "fire", "ヒール": "heal", "例外": None}
# the clauses a card found in the table is read by
TREATED = ("2.18.2.1", "2.18.2.1.2.2", "12.4")
EXCEPTED = ("2.18.2.1.2.1", "12.4")
# the clauses quoting the technique texts treated as having each icon (A: any string naming card
# information)
TEXT_CLAUSES = {"fire": "2.18.2.1.1", "heal": "2.18.2.1.2"}


@functools.cache
def table() -> dict[str, str | None]:
    """Card number (``GS/T04``) -> ``fire`` / ``heal``, or None for a listed exception."""
    out: dict[str, str | None] = {}
    inside, icon = False, None
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        if line.startswith("12.4."):
            inside = True
            continue
        if inside and line.startswith("12.5."):
            break
        cells = line.split("\t")
        if not inside or len(cells) < 3:
            continue
        if cells[0] in HEADERS:
            icon = HEADERS[cells[0]]
            continue
        out[cells[0].strip()] = icon
    return out


def listed(number: object) -> tuple[str | None, tuple[str, ...]] | None:
    """(the icon a card of this number is treated as having, the clauses read) when appendix 1
    lists it; None when it does not."""
    if not number:
        return None
    key = str(number).strip()
    if key not in table():
        return None
    icon = table()[key]
    return icon, (TREATED if icon else EXCEPTED)


def _plain(text: str) -> str:
    """Text compared without the extraction's spaces and with half-width digits (NFKC)."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


@functools.cache
def templates() -> dict[str, tuple[re.Pattern[str], ...]]:
    """icon -> the technique texts 2.18.2.1.1 / 2.18.2.1.2 quote, as patterns (their ``A``, a
    string referring to card information, matches any text)."""
    out: dict[str, tuple[re.Pattern[str], ...]] = {}
    lines = SOURCE.read_text(encoding="utf-8").splitlines()
    for icon, clause in TEXT_CLAUSES.items():
        line = next((x for x in lines if x.startswith(clause + ". ")), "")
        quoted = re.findall(r"「([^」]*)」", line)
        out[icon] = tuple(
            re.compile(".+".join(re.escape(_plain(p)) for p in q.split("A"))) for q in quoted
        )
    return out


def text_icon(text: object) -> tuple[str, tuple[str, ...]] | None:
    """(icon, the clause quoting it) when a card's text holds a technique text 2.18.2.1.1 or
    2.18.2.1.2 treats as having a limited icon; None otherwise."""
    if not text:
        return None
    plain = _plain(str(text))
    for icon, pats in templates().items():
        if any(p.search(plain) for p in pats):
            return icon, (TEXT_CLAUSES[icon],)
    return None
