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
    """A defect found in a rules document while parsing it (a line, a kind, what is wrong)."""

    line: int
    kind: str
    detail: str
    clause: str | None = None  # the clause it concerns, if any
    offset: int = 0
    detail_ja: str = ""  # the same detail in Japanese (shown by default)


# Japanese names of anomaly kinds (`kb check`, ruling warnings); details stay as recorded.
ANOMALY_JA = {
    "toc_line": "目次の行（本文から除外）",
    "front_matter": "最初の条項より前の文",
    "changelog": "更新履歴（条項ではなく changelog 表に格納）",
    "page_break_join": "ページ区切りで分かれた文を連結",
    "spurious_bullet": "続きの行に紛れた箇条記号",
    "displaced_fragment": "本文の外に置かれた断片（元の条項に戻した）",
    "unplaced_fragment": "本文の外に置かれた断片（戻す先が不明）",
    "no_clauses": "番号付きの条項がない",
    "displaced_list": "離れた場所に印刷された番号付きリスト",
    "truncated_clause": "途中で切れた条項",
    "duplicate_id": "重複した条項番号",
    "missing_parent": "親条項が印刷されていない（合成した親を作成）",
    "out_of_order": "番号順から外れた位置の条項",
    "numbering_gap": "番号の欠落",
    "no_space_after_number": "番号の後に空白がない",
    "no_space_after_number_style": "番号の後に空白がない（文書の書式）",
    "title_on_next_line": "見出しが次の行にある",
    "unnumbered_text": "番号のない行（上の条項の本文に含めた）",
    "lost_glyph": "抽出で失われたアイコン・記号",
    "broken_reference": "壊れた相互参照",
    "possible_contradiction": "前後と矛盾する可能性のある文",
    "odd_negation": "文体から外れた否定（…ませぬ。／…ず。）: 編集された可能性のある文",
    "page_marker": "ページ番号（本文から除外）",
    "running_header": "柱（本文から除外）",
    "too_many_terms": "定義された用語が多すぎる（使用箇所の索引を打ち切った）",
    "pdf_empty_page": "文字のない PDF のページ（図や画像）",
    "pdf_font_not_embedded": "PDF に埋め込まれていないフォント",
    "pdf_radical": "漢字の代わりに抽出された部首の文字",
}

# Anomaly kinds that put the meaning of a clause's printed text in doubt: a ruling that rests
# on such a clause says so.
DOUBTFUL_TEXT = frozenset(
    {"possible_contradiction", "odd_negation", "truncated_clause", "broken_reference", "lost_glyph"}
)


@dataclass
class ChangelogEntry:
    """One entry of a rules document's revision history."""

    version: str
    date: str  # ISO yyyy-mm-dd when it could be read, else as printed
    entries: str  # the entry lines, as printed, joined with "\n"
    line: int


@dataclass
class ParsedDocument:
    """A rules document parsed: its clauses, anomalies and revision history."""

    game: str
    clauses: list[Clause]
    anomalies: list[Anomaly]
    changelog: list[ChangelogEntry]

    def by_id(self) -> dict[str, Clause]:
        return {c.id: c for c in self.clauses}


@dataclass
class Reference:
    """A cross-reference printed in a clause, and the clause it resolves to."""

    src: str  # clause id containing the reference
    dst: str | None  # resolved clause id, or None when unresolved
    kind: str  # id | chapter | title | range_start | range_end | deictic ...
    raw: str  # the matched text as printed
    status: str  # resolved | unresolved | fuzzy | stale
    reason: str = ""  # why unresolved / how resolved (fuzzy score etc.)
    score: float = 1.0
    offset: int = 0  # character offset of the match inside the clause text
    reason_ja: str = ""  # the reason in Japanese (shown by default)


@dataclass
class Term:
    """A defined term and the clause that defines it."""

    term: str
    clause: str  # defining clause id
    reading: str = ""  # kana reading when printed next to the term
    pattern: str = ""  # which definition pattern found it
