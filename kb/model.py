"""Plain records produced by the parsers and stored in the KB.

Every record is a frozen-ish dataclass that maps one-to-one onto a table row
(see docs/kb-schema.md). Nothing here knows about SQLite or parsing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# The kinds a clause row can have.
CHAPTER = "chapter"
SECTION = "section"
CLAUSE = "clause"
APPENDIX = "appendix"
LIST_ITEM = "list_item"
EXAMPLE = "example"
SYNTHETIC = "synthetic"
NUMBERED_KINDS = (CHAPTER, SECTION, CLAUSE, APPENDIX)
KINDS = (CHAPTER, SECTION, CLAUSE, APPENDIX, LIST_ITEM, EXAMPLE, SYNTHETIC)


@dataclass
class Clause:
    """One numbered clause (or an example / list item / synthetic parent) of a document."""

    id: str  # normalised dotted ASCII, e.g. "3.2.2"; duplicates "3.2.2#2"; examples "1.3.2#ex1"
    printed_id: str  # the number exactly as printed ("3−2−2", "第13章", "1.2.2.1.")
    parent: str | None
    depth: int
    order: int  # position in the document, 0-based, over all rows
    kind: str
    title: str  # headings only ("" otherwise)
    text: str  # body text; page-break continuations joined, otherwise as printed
    line_start: int  # 1-based source line span
    line_end: int
    offset_start: int = 0  # character offsets into the source text
    offset_end: int = 0
    flags: list[str] = field(default_factory=list)  # e.g. "synthetic", "duplicate", "truncated"


@dataclass
class Anomaly:
    line: int
    kind: str
    detail: str
    clause: str | None = None  # the clause it concerns, if any
    offset: int = 0


@dataclass
class ChangelogEntry:
    version: str
    date: str  # ISO yyyy-mm-dd when it could be read, else as printed
    entries: str  # the entry lines, as printed, joined with "\n"
    line: int


@dataclass
class ParsedDocument:
    game: str
    clauses: list[Clause]
    anomalies: list[Anomaly]
    changelog: list[ChangelogEntry]

    def by_id(self) -> dict[str, Clause]:
        return {c.id: c for c in self.clauses}


@dataclass
class Reference:
    src: str  # clause id containing the reference
    dst: str | None  # resolved clause id, or None when unresolved
    kind: str  # id | chapter | title | range_start | range_end | deictic ...
    raw: str  # the matched text as printed
    status: str  # resolved | unresolved | fuzzy | stale
    reason: str = ""  # why unresolved / how resolved (fuzzy score etc.)
    score: float = 1.0
    offset: int = 0  # character offset of the match inside the clause text


@dataclass
class Term:
    term: str
    clause: str  # defining clause id
    reading: str = ""  # kana reading when printed next to the term
    pattern: str = ""  # which definition pattern found it
