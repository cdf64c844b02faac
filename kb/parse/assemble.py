"""Segments → clause records: the rules every format family shares.

Each rule here is general: it is written against the shape of the text (an unterminated
sentence continues on the next line; a short line without a sentence is a heading), never
against a particular line of a particular file. Every repair is recorded as an anomaly.
"""

from __future__ import annotations

import heapq
import re
import unicodedata
from bisect import bisect_left, bisect_right, insort
from collections import Counter
from dataclasses import dataclass, field

from kb.model import (
    APPENDIX,
    CHAPTER,
    CLAUSE,
    EXAMPLE,
    LIST_ITEM,
    SECTION,
    SYNTHETIC,
    Anomaly,
    Clause,
)
from kb.parse.numbering import Family, Number, expected_next, plausible_next, to_id
from kb.parse.segment import Segment
from kb.text import is_terminated, looks_like_sentence

EXAMPLE_HEAD = re.compile(r"^(?:【例\s*[0-9０-９]*】|[(（]?例\s*[0-9０-９]*\s*[:：)）\s]|例\s*$)")
LIST_MARK = re.compile(r"^(?:[①-⑳◆◇・■□●○▶▷※]|[a-zａ-ｚ][.．](?![A-Za-z0-9]))")
APPENDIX_HEAD = re.compile(r"^付録\s*(?P<key>[A-Za-zＡ-Ｚａ-ｚ0-9０-９]+)\s*[:：]\s*(?P<title>.*)$")
APPENDIX_TITLE = re.compile(r"^(?:付録|別表)")
# Marks of text that an extraction lost: empty brackets where an icon stood, Word errors.
LOST_GLYPH = re.compile(r"\(\)|（）|「」|『』|\[\]|［］|【】|\uFFFD")
BROKEN_XREF = re.compile(r"エラー[!！]\s*参照元が見つかりません[。.]?")
# co-style headings: the title runs up to the first paragraph / list / diagram mark.
TITLE_END = re.compile(r"\s*(?:◆|\s・|−{3,}|-{3,}|例\))")
HEADING_MAX = 40
CONTINUATION_START = re.compile(r"^(?:[0-9０-９]|[をがにはのへとも、。」』）)](?![0-9０-９]))")


# A polite predicate ending marks a sentence even when its 。 was lost.
SENTENCE_END = re.compile(r"(?:ます|です|ません|でした|ました)(?:[(（][^()（）]*[)）])?\s*$")


def heading_like(text: str) -> bool:
    t = text.strip()
    return (
        bool(t)
        and len(t) <= HEADING_MAX
        and "。" not in t
        and "、" not in t
        and not SENTENCE_END.search(t)
    )


@dataclass(eq=False)  # a node is itself: membership tests compare identity, in O(1)
class Node:
    number: Number | None
    printed: str
    head: str  # the text on the numbered line
    line_start: int
    offset_start: int
    line_end: int
    offset_end: int
    kind: str = CLAUSE
    id: str = ""
    parent: str | None = None
    pieces: list[str] = field(default_factory=list)  # page-break continuations
    extras: list[str] = field(default_factory=list)  # unnumbered paragraphs / table rows
    # the source line of each piece / extra paragraph (for moving a displaced tail)
    piece_lines: list[int] = field(default_factory=list)
    extra_lines: list[int] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)  # examples and list items
    flags: list[str] = field(default_factory=list)
    needs_title: bool = False
    title: str = ""
    appendix_key: str = ""
    # lines continuing the last paragraph of `extras`, joined to it by `close_paragraph` (a
    # paragraph grown one line at a time by string concatenation costs its length per line)
    growing: list[str] = field(default_factory=list)
    growing_tab: bool = False  # the last paragraph holds a tab (a table row)
    # a number printed again where the sequence expects one never printed (co.txt's second
    # 3−2−2, really 3−3−2): the parent the sequence puts it under (its id stays as printed)
    sequence_parent: str | None = None

    def add_paragraph(self, text: str, line: int) -> None:
        self.close_paragraph()
        self.extras.append(text)
        self.extra_lines.append(line)
        self.growing_tab = "\t" in text

    def grow_paragraph(self, text: str) -> None:
        self.growing.append(text)

    def close_paragraph(self) -> None:
        if self.growing:
            self.extras[-1] += "".join(self.growing)
            self.growing.clear()

    def can_continue(self) -> bool:
        """Unterminated sentence text: the next unnumbered line may be its continuation.

        Reads only the last TAIL characters of the text (and knows whether that is all of
        it), so asking once per line stays linear in a clause of many lines."""
        if self.extras:
            last, whole = _tail(self.extras[-1], self.growing)
            return (
                not is_terminated(last)
                and (not whole or looks_like_sentence(last))
                and not self.growing_tab
            )
        body, whole = _tail(self.head, self.pieces)
        if is_terminated(body) or self.kind == APPENDIX:
            return False
        if self.number is None:
            return bool(body.strip())  # an example or list item cut by a page break
        # A short unterminated line is a heading at the top levels; deeper down it is a
        # sentence cut by a page break (headings there are followed by their children).
        deep = self.number is not None and len(self.number) >= 3 and not self.children
        return not whole or looks_like_sentence(body) or (deep and bool(body.strip()))


# How much of a text's end `Node.can_continue` reads: whether a sentence ended is decided
# by its last characters (and trailing decoration drawn within them).
TAIL = 512


def _tail(first: str, rest: list[str]) -> tuple[str, bool]:
    """The last TAIL characters of `first` + `rest` joined, and whether that is all of it
    (a longer text has 30 characters or more: a sentence, for looks_like_sentence)."""
    out: list[str] = []
    n = 0
    for part in reversed(rest):
        if n + len(part) > TAIL:
            out.append(part[len(part) - (TAIL - n) :])
            return "".join(reversed(out)), False
        out.append(part)
        n += len(part)
    if n + len(first) > TAIL:
        out.append(first[len(first) - (TAIL - n) :])
        return "".join(reversed(out)), False
    out.append(first)
    return "".join(reversed(out)), True


@dataclass
class Assembly:
    clauses: list[Clause]
    anomalies: list[Anomaly]
    changelog_segments: list[Segment]


def assemble(segments: list[Segment], family: Family, anomalies: list[Anomaly]) -> Assembly:
    nodes: list[Node] = []  # numbered (and appendix) nodes in document order
    current: Node | None = None  # the node the next unnumbered line may attach to
    owner: Node | None = None  # the numbered node that owns `current`
    fragments: list[Segment] = []
    changelog: list[Segment] = []

    def note(seg: Segment, kind: str, detail: str, ja: str, clause: Node | None = None) -> None:
        anomalies.append(
            Anomaly(
                line=seg.line,
                kind=kind,
                detail=detail,
                clause=clause.printed if clause else None,
                offset=seg.offset,
                detail_ja=ja,
            )
        )

    for seg in segments:
        if seg.region == "toc":
            note(
                seg,
                "toc_line",
                f"table-of-contents line left out: {seg.text[:60]!r}",
                f"目次の行を本文から除外: {seg.text[:60]!r}",
            )
            continue
        if seg.region == "changelog":
            changelog.append(seg)
            continue
        if seg.number is not None:
            node = Node(
                number=seg.number,
                printed=seg.printed,
                head=seg.rest,
                line_start=seg.line,
                offset_start=seg.offset,
                line_end=seg.line,
                offset_end=seg.offset + len(seg.text),
            )
            if seg.no_space:
                note(
                    seg,
                    "no_space_after_number",
                    f"no space after {seg.printed!r}",
                    f"{seg.printed!r} の後に空白がない",
                    node,
                )
            if seg.inline:
                node.flags.append("inline")
            if not seg.rest.strip():
                node.needs_title = True
            nodes.append(node)
            current = owner = node
            continue
        text = seg.text
        am = APPENDIX_HEAD.match(text)
        if am and seg.region == "body":
            key = unicodedata.normalize("NFKC", am.group("key")).upper()
            node = Node(
                number=None,
                printed=text.split(":")[0].split("：")[0].strip(),
                head=am.group("title").strip(),
                line_start=seg.line,
                offset_start=seg.offset,
                line_end=seg.line,
                offset_end=seg.offset + len(text),
                kind=APPENDIX,
                appendix_key=key,
            )
            nodes.append(node)
            current = owner = node
            continue
        if owner is None:
            if ("。" in text or "、" in text) and not EXAMPLE_HEAD.match(text):
                fragments.append(seg)
            else:
                note(
                    seg,
                    "front_matter",
                    f"text before the first clause: {text[:60]!r}",
                    f"最初の条項より前の文: {text[:60]!r}",
                )
            continue
        assert current is not None
        if owner.needs_title and current is owner and heading_like(text):
            owner.head = text.strip()
            owner.needs_title = False
            note(
                seg,
                "title_on_next_line",
                f"title of {owner.printed!r} printed on its own line",
                f"{owner.printed!r} の見出しが次の行に印刷されている",
                owner,
            )
            _extend(owner, seg)
            continue
        owner.needs_title = False
        if EXAMPLE_HEAD.match(text):
            child = Node(
                None, "", text, seg.line, seg.offset, seg.line, seg.offset + len(text), kind=EXAMPLE
            )
            owner.children.append(child)
            current = child
            _extend(owner, seg)
            continue
        # A line that cannot begin a sentence (a particle, a closing bracket) or that begins with
        # a number not taken as a clause number continues the text above.
        number_led = (
            bool(CONTINUATION_START.match(text)) and not current.extras and current.kind != APPENDIX
        )
        if (
            (current.can_continue() or number_led)
            and not LIST_MARK.match(text)
            and "\t" not in text
        ):
            if "-" in seg.prefix:
                note(
                    seg,
                    "spurious_bullet",
                    f"continuation line starts with a stray bullet {seg.prefix.strip()!r}",
                    f"続きの行の先頭に紛れた箇条記号 {seg.prefix.strip()!r}",
                    owner,
                )
            if current.extras:
                current.grow_paragraph(text)
            else:
                current.pieces.append(text)
                current.piece_lines.append(seg.line)
            note(
                seg,
                "page_break_join",
                f"continuation of {owner.printed!r} joined with no separator",
                f"{owner.printed!r} の続きを区切りなしで連結",
                owner,
            )
            _extend(current, seg)
            if current is not owner:
                _extend(owner, seg)
            continue
        if LIST_MARK.match(text) or "-" in seg.prefix:
            if re.match(r"^-[ \t\u3000]{2,}", seg.prefix):
                note(
                    seg,
                    "lost_glyph",
                    "list item whose leading icon was lost in extraction",
                    "抽出で先頭のアイコンが失われた箇条",
                    owner,
                )
            child = Node(
                None,
                "",
                text,
                seg.line,
                seg.offset,
                seg.line,
                seg.offset + len(text),
                kind=LIST_ITEM,
            )
            owner.children.append(child)
            current = child
            _extend(owner, seg)
            continue
        # Any other unnumbered line (table rows, paragraphs) belongs to the clause above.
        current.add_paragraph(text, seg.line)
        note(
            seg,
            "unnumbered_text",
            f"unnumbered line kept in the text of {owner.printed!r}",
            f"番号のない行を {owner.printed!r} の本文に含めた",
            owner,
        )
        _extend(current, seg)
        if current is not owner:
            _extend(owner, seg)

    for n in nodes:
        n.close_paragraph()
        for child in n.children:
            child.close_paragraph()
    _reattach_fragments(nodes, fragments, anomalies)
    _rejoin_displaced_tails(nodes, anomalies)
    _rejoin_displaced_lists(nodes, anomalies)
    clauses = _finalise(nodes, family, anomalies)
    _summarise_systematic(anomalies, "no_space_after_number", len(nodes))
    return Assembly(clauses, _merge_runs(anomalies), changelog)


def _summarise_systematic(anomalies: list[Anomaly], kind: str, total: int) -> None:
    """When most clauses share a trait it is the document's style, not damage: one row."""
    rows = [a for a in anomalies if a.kind == kind]
    if total and len(rows) > total // 5:
        anomalies[:] = [a for a in anomalies if a.kind != kind]
        anomalies.append(
            Anomaly(
                rows[0].line,
                f"{kind}_style",
                f"{len(rows)} of {total} numbered lines: the document's style",
                None,
                rows[0].offset,
                f"番号付きの行 {total} 行のうち {len(rows)} 行: 文書の書式",
            )
        )


def _extend(node: Node, seg: Segment) -> None:
    node.line_end = max(node.line_end, seg.line)
    node.offset_end = max(node.offset_end, seg.offset + len(seg.text))


class Grams:
    """How often short strings occur in a document (overlapping occurrences): the counts the
    junction scores need. The first lookups scan the text (a document with few junctions to
    score — the usual case — never pays for more); past GRAM_SCANS distinct strings, one pass
    builds a table of every 3- and 4-character string, so a document of many fragments does
    not rescan its text per candidate."""

    def __init__(self, corpus: str, sizes: tuple[int, ...] = (3, 4)) -> None:
        self.corpus = corpus
        self.sizes = sizes
        self._seen: dict[str, int] = {}
        self._counts: Counter[str] | None = None

    def count(self, s: str) -> int:
        if self._counts is not None and len(s) in self.sizes:
            return self._counts.get(s, 0)
        if s in self._seen:
            return self._seen[s]
        if len(self._seen) >= GRAM_SCANS and len(s) in self.sizes:
            c = self.corpus
            self._counts = Counter(c[i : i + k] for k in self.sizes for i in range(len(c) - k + 1))
            return self._counts.get(s, 0)
        n, i, find = 0, self.corpus.find(s), self.corpus.find
        while i >= 0 and s:
            n += 1
            i = find(s, i + 1)
        self._seen[s] = n
        return n


GRAM_SCANS = 64


# Fragments outside the body searched for an owner; beyond this many the document is not a
# rules document with a stray page but text of another kind, and the rest are reported
# unplaced without a search (each search scores every truncated clause).
MAX_FRAGMENTS = 64


def _reattach_fragments(
    nodes: list[Node], fragments: list[Segment], anomalies: list[Anomaly]
) -> None:
    """A sentence fragment found outside the body is the lost tail of a truncated clause.

    The clause is chosen by how well the join reads: the characters spanning the junction
    (end of the clause + start of the fragment) should occur elsewhere in the document.
    """
    if not fragments:
        return
    grams = Grams("\n".join(n.head + "".join(n.pieces) for n in nodes))
    # truncated clauses that may take a fragment, and how each ends (all a junction reads);
    # only the clause that takes a fragment changes, so the list is kept, not recomputed
    cands = [n for n in nodes if n.kind != APPENDIX and n.can_continue() and not n.extras]
    ends = {id(n): (n.head + "".join(n.pieces)).rstrip()[-2:] for n in cands}
    for k, seg in enumerate(fragments):
        best: tuple[int, Node] | None = None
        scores: dict[str, int] = {}
        for n in cands if k < MAX_FRAGMENTS else ():
            body = ends[id(n)]
            if body not in scores:
                score = 0
                for a in (1, 2):
                    for b in (1, 2):
                        junction = body[-a:] + seg.text[:b]
                        if len(junction) >= 3:
                            score += grams.count(junction)
                scores[body] = score
            score = scores[body]
            if score and (best is None or score > best[0]):
                best = (score, n)
        if best is None:
            skipped = k >= MAX_FRAGMENTS
            anomalies.append(
                Anomaly(
                    seg.line,
                    "unplaced_fragment",
                    f"text outside the body, owner unknown: {seg.text[:60]!r}"
                    + (
                        f" (not searched: more than {MAX_FRAGMENTS} such fragments)"
                        if skipped
                        else ""
                    ),
                    None,
                    seg.offset,
                    f"本文の外にある文（戻す先の条項が不明）: {seg.text[:60]!r}"
                    + (f"（{MAX_FRAGMENTS} 個を超えたので探していない）" if skipped else ""),
                )
            )
            continue
        node = best[1]
        node.pieces.append(seg.text)
        node.piece_lines.append(seg.line)
        node.flags.append("reattached")
        if node.can_continue() and not node.extras:
            ends[id(node)] = (node.head + "".join(node.pieces)).rstrip()[-2:]
        else:
            cands.remove(node)
        anomalies.append(
            Anomaly(
                seg.line,
                "displaced_fragment",
                f"tail of {node.printed!r} printed at line {seg.line}, rejoined (junction score {best[0]})",
                node.printed,
                seg.offset,
                f"{node.printed!r} の末尾が {seg.line} 行目に印刷されていたので戻した（接合スコア {best[0]}）",
            )
        )


def _junction_score(grams: Grams, body: str, tail: str, memo: dict | None = None) -> int:
    """How well `body` + `tail` read as one text: the characters spanning the junction (one or
    two on each side, at least three in all) counted elsewhere in the document."""
    body = body.rstrip()
    key = (body[-2:], tail[:2])
    if memo is not None and key in memo:
        return memo[key]
    score = 0
    for a in (1, 2):
        for b in (1, 2):
            if a + b >= 3:
                score += grams.count(body[-a:] + tail[:b])
    if memo is not None:
        memo[key] = score
    return score


TAIL_WINDOW = 80  # lines: a displaced page lands next to the page it belongs after


def _dangling(n: Node, followed_by_child: bool) -> bool:
    """A numbered clause whose sentence stops mid-way (no extras or children after it). A short
    line without a comma is a heading when its own sub-clauses follow it."""
    if n.number is None or n.kind == APPENDIX or n.extras or n.children or not n.can_continue():
        return False
    return looks_like_sentence(n.head + "".join(n.pieces)) or not followed_by_child


def _rejoin_displaced_tails(nodes: list[Node], anomalies: list[Anomaly]) -> None:
    """Pages printed out of order leave a clause cut mid-sentence while its tail was joined to
    another clause (as a page-break continuation or a paragraph after a finished sentence).

    A tail moves to a dangling clause near it when the join reads better there than where it
    is (junction scores; a paragraph after a terminated sentence scores 0 where it is); a
    clause that loses its tail dangles in turn, so the pass repeats until nothing moves. Each
    step moves the best-scoring tail of the whole document (the first in document order among
    equals); after a move only the candidates within TAIL_WINDOW lines of the two clauses that
    changed are scored again, so the pass stays linear in the document.

    A page out of order shows at a page boundary: in a document that prints its page numbers
    (two page markers or more), only a tail with a page marker between it and the text before
    it can move. A line wrapped at the margin (a PDF's text) is never taken for one.
    """
    marks = sorted(a.line for a in anomalies if a.kind == "page_marker")
    paged = _PageBreaks(marks) if len(marks) >= 2 else None
    numbered = [n for n in nodes if n.number is not None]
    rank = {id(n): k for k, n in enumerate(numbered)}  # the order of dangling clauses
    has_child: dict[int, bool] = {}
    for k, n in enumerate(numbered):
        nxt = numbered[k + 1].number if k + 1 < len(numbered) else None
        assert n.number is not None
        has_child[id(n)] = (
            nxt is not None and nxt[: len(n.number)] == n.number and len(nxt) > len(n.number)
        )
    dangling = _Dangling(rank)
    for n in numbered:
        if _dangling(n, has_child[id(n)]):
            dangling.add(n)
    if not dangling.ends:
        return
    grams = Grams("\n".join(n.head + "".join(n.pieces) for n in nodes))
    memo: dict = {}
    position = {id(n): k for k, n in enumerate(nodes)}
    # (line, node position) of every piece and paragraph: which nodes hold tails near a line
    tail_lines = sorted(
        (ln, k) for k, n in enumerate(nodes) for ln in n.piece_lines + n.extra_lines
    )
    best_of: dict[int, tuple[int, str, int, Node] | None] = {}
    heap: list[tuple[int, int]] = []  # (-score, node position), stale entries skipped

    def rescore(k: int) -> None:
        best_of[k] = cand = _best_tail_of(nodes[k], dangling, grams, memo, paged)
        if cand is not None:
            heapq.heappush(heap, (-cand[0], k))

    for k in range(len(nodes)):
        rescore(k)
    for _ in range(len(nodes)):
        while heap and (
            best_of.get(heap[0][1]) is None or -heap[0][0] != best_of[heap[0][1]][0]  # type: ignore[index]
        ):
            heapq.heappop(heap)
        if not heap:
            return
        k = heap[0][1]
        cand = best_of[k]
        assert cand is not None
        score, kind, i, dst = cand
        src = nodes[k]
        if kind == "piece":
            text, line = "".join(src.pieces[i:]), src.piece_lines[i]
            moved = src.piece_lines[i:]
            del src.pieces[i:], src.piece_lines[i:]
        else:
            text, line = src.extras[i], src.extra_lines[i]
            moved = [line]
            del src.extras[i], src.extra_lines[i]
        dst.pieces.append(text)
        dst.piece_lines.append(line)
        dst.flags.append("reattached")
        for ln in moved:
            tail_lines.pop(bisect_left(tail_lines, (ln, k)))
        insort(tail_lines, (line, position[id(dst)]))
        # only the two clauses changed: recheck them, then rescore every node with a tail
        # near either (their candidates may have changed), and the two themselves
        stale = {k, position[id(dst)]}
        for n in (src, dst):
            dangling.discard(n)
            if n.number is not None and _dangling(n, has_child[id(n)]):
                dangling.add(n)
            lo = bisect_left(tail_lines, (n.line_end - TAIL_WINDOW, -1))
            hi = bisect_right(tail_lines, (n.line_end + TAIL_WINDOW, len(nodes)))
            stale.update(p for _, p in tail_lines[lo:hi])
        for p in sorted(stale):
            rescore(p)
        anomalies.append(
            Anomaly(
                line,
                "displaced_fragment",
                f"tail of {dst.printed!r} printed at line {line} after {src.printed!r} "
                f"(pages out of order), rejoined (junction score {score})",
                dst.printed,
                None,
                f"{dst.printed!r} の末尾が {line} 行目、{src.printed!r} の後に印刷されていた"
                f"（ページ順の入れ替わり）ので戻した（接合スコア {score}）",
            )
        )


class _PageBreaks:
    """The lines of a document's page markers: is there a page break between two lines?"""

    def __init__(self, marks: list[int]) -> None:
        self.marks = marks

    def between(self, before: int, line: int) -> bool:
        i = bisect_left(self.marks, before)
        return i < len(self.marks) and self.marks[i] <= line


class _Dangling:
    """The dangling clauses, indexed by the line they end on."""

    def __init__(self, rank: dict[int, int]) -> None:
        self.rank = rank
        self.ends: list[tuple[int, int]] = []  # (line_end, rank), sorted
        self.nodes: dict[int, Node] = {}  # rank -> node
        self.end_text: dict[int, str] = {}  # rank -> how the clause ends (all a junction reads)

    def add(self, n: Node) -> None:
        r = self.rank[id(n)]
        if r in self.nodes:
            return
        insort(self.ends, (n.line_end, r))
        self.nodes[r] = n
        self.end_text[r] = (n.head + "".join(n.pieces)).rstrip()[-2:]

    def discard(self, n: Node) -> None:
        r = self.rank.get(id(n))
        if r is None or r not in self.nodes:
            return
        self.ends.pop(bisect_left(self.ends, (n.line_end, r)))
        del self.nodes[r], self.end_text[r]

    def near(self, line: int) -> list[int]:
        """Ranks of the dangling clauses ending within TAIL_WINDOW lines of `line`, in order."""
        lo = bisect_left(self.ends, (line - TAIL_WINDOW, -1))
        hi = bisect_right(self.ends, (line + TAIL_WINDOW, len(self.rank)))
        return sorted(r for _, r in self.ends[lo:hi])

    def close(self, line: int) -> bool:
        i = bisect_left(self.ends, (line - TAIL_WINDOW, -1))
        return i < len(self.ends) and self.ends[i][0] <= line + TAIL_WINDOW


def _best_tail_of(
    src: Node, dangling: _Dangling, grams: Grams, memo: dict, paged: _PageBreaks | None = None
) -> tuple[int, str, int, Node] | None:
    """The tail of `src` that reads best after a dangling clause and better there than where
    it is: (score there, "piece" | "extra", index, dangling node); the first among equals.
    Only tails printed within TAIL_WINDOW lines of a dangling clause are scored; with `paged`,
    only tails that start a page."""
    if not any(dangling.close(ln) for ln in src.piece_lines + src.extra_lines):
        return None
    # kind, index, the tail's first characters (all a junction reads), line, text before
    tails: list[tuple[str, int, str, int, str]] = []
    body = src.head
    prev = src.line_start  # the line the text before a tail is printed on
    for i, piece in enumerate(src.pieces):
        line = src.piece_lines[i]
        if dangling.close(line) and (paged is None or paged.between(prev, line)):
            start = "".join(src.pieces[i : i + 2])[:2]
            tails.append(("piece", i, start, line, body.rstrip()[-2:]))
        body += piece
        prev = line
    before = body
    for i, extra in enumerate(src.extras):
        line = src.extra_lines[i]
        if (
            dangling.close(line)
            and (paged is None or paged.between(prev, line))
            and is_terminated(before)
            and looks_like_sentence(extra)
        ):
            tails.append(("extra", i, extra[:2], line, ""))
        before = extra
        prev = line
    best: tuple[int, str, int, Node] | None = None
    for kind, i, text, line, joined_to in tails:
        here: int | None = None  # scored only when a dangling clause reads better
        for r in dangling.near(line):
            dst = dangling.nodes[r]
            if dst is src:
                continue
            score = _junction_score(grams, dangling.end_text[r], text, memo)
            if not score or (best is not None and score <= best[0]):
                continue
            if here is None:
                here = _junction_score(grams, joined_to, text, memo) if joined_to else 0
            if score > here:
                best = (score, kind, i, dst)
    return best


def _circled(text: str) -> int:
    """The value of a leading circled number (① = 1 … ⑳ = 20), or 0."""
    t = text.lstrip("-・ \t")
    return ord(t[0]) - 0x245F if t and "①" <= t[0] <= "⑳" else 0


def _rejoin_displaced_lists(nodes: list[Node], anomalies: list[Anomaly]) -> None:
    """A numbered list (①②…) that starts in the middle (⑨…) continues the list, printed
    elsewhere, that ends just before it (…⑧): move it there."""
    ends: dict[int, Node] = {}
    for n in nodes:
        vals = [_circled(k.head) for k in n.children if k.kind == LIST_ITEM]
        if vals and vals[0] == 1:
            ends.setdefault(max(vals), n)
    for n in nodes:
        items = [k for k in n.children if k.kind == LIST_ITEM]
        if not items or _circled(items[0].head) <= 1:
            continue
        target = ends.get(_circled(items[0].head) - 1)
        if target is None or target is n:
            continue
        run = [k for k in items if _circled(k.head)]
        n.children = [k for k in n.children if k not in run]
        target.children.extend(run)
        anomalies.append(
            Anomaly(
                run[0].line_start,
                "displaced_list",
                f"list items {run[0].head[:1]}–{run[-1].head[:1]} printed under {n.printed!r} continue the list of "
                f"{target.printed!r}: moved there",
                target.printed,
                run[0].offset_start,
                f"{n.printed!r} の下に印刷された箇条 {run[0].head[:1]}–{run[-1].head[:1]} は "
                f"{target.printed!r} の箇条の続きなので移した",
            )
        )


def _split_title(head: str) -> tuple[str, str]:
    m = TITLE_END.search(head)
    if not m:
        return head.strip(), ""
    return head[: m.start()].strip(), head[m.start() :].strip()


# Items printed inside one line (documents extracted without line breaks): " ・item",
# " 例)…", " ・例1)…". An item runs to the next item or the next ◆ paragraph.
INLINE_ITEM = re.compile(
    r"(?<=\s)(?:・\s*(?=例\s*[0-9０-９]*\s*[)）])|・|例\s*[0-9０-９]*\s*[)）])"
)
PARAGRAPH = re.compile(r"\s◆")


def _split_inline_items(body: str) -> tuple[str, list[Node]]:
    marks = list(INLINE_ITEM.finditer(body))
    if not marks:
        return body, []
    kept: list[str] = []
    children: list[Node] = []
    pos = 0
    for i, m in enumerate(marks):
        if m.start() < pos:
            continue
        kept.append(body[pos : m.start()])
        nxt = marks[i + 1].start() if i + 1 < len(marks) else len(body)
        para = PARAGRAPH.search(body, m.end(), nxt)
        end = para.start() if para else nxt
        item = body[m.start() : end].strip()
        kind = EXAMPLE if re.match(r"・?\s*例", item) else LIST_ITEM
        if kind == LIST_ITEM:
            item = item[1:].strip()
        children.append(Node(None, "", item, 0, 0, 0, 0, kind=kind))
        pos = end
    kept.append(body[pos:])
    return re.sub(r"\s{2,}", " ", " ".join(k.strip() for k in kept if k.strip())), children


def _finalise(nodes: list[Node], family: Family, anomalies: list[Anomaly]) -> list[Clause]:
    seen: Counter[str] = Counter()
    numbered = [n for n in nodes if n.number is not None]
    _sequence(numbered, anomalies)
    for n in nodes:
        if n.kind == APPENDIX and n.number is None:
            seen[n.appendix_key] += 1
            k = seen[n.appendix_key]
            n.id = n.appendix_key if k == 1 else f"{n.appendix_key}#{k}"
            n.title = n.head
            n.head = ""
            if k > 1:  # an appendix heading printed again: kept apart, like a repeated number
                anomalies.append(
                    Anomaly(
                        n.line_start,
                        "duplicate_id",
                        f"appendix {n.appendix_key} printed again; kept as {n.id}",
                        n.id,
                        n.offset_start,
                        f"付録 {n.appendix_key} が再び印刷されている: {n.id} として保持",
                    )
                )
            continue
        assert n.number is not None
        base = to_id(n.number)
        seen[base] += 1
        n.id = base if seen[base] == 1 else f"{base}#{seen[base]}"
        n.parent = n.sequence_parent or (to_id(n.number[:-1]) if len(n.number) > 1 else None)
        if family.bare_chapters:
            n.title, body = _split_title(n.head)
            n.head, inline_children = _split_inline_items(body)
            n.children = inline_children + n.children
            if len(n.number) == 1:
                n.kind = CHAPTER
            elif "◆" not in n.head and "。" not in n.head and not n.children:
                n.kind = SECTION  # a heading, possibly with a flow diagram but no prose
            else:
                n.kind = CLAUSE
        else:
            head = n.head.strip()
            if len(n.number) == 1:
                n.kind, n.title, n.head = CHAPTER, head, ""
            elif APPENDIX_TITLE.match(head) and heading_like(head):
                n.kind, n.title, n.head = APPENDIX, head, ""
            elif heading_like(head) and not n.pieces:
                n.kind, n.title, n.head = SECTION, head, ""
            else:
                n.kind = CLAUSE

    # A heading-like line deep in the hierarchy is a heading only if clauses follow under it.
    parents = {to_id(n.number[:k]) for n in nodes if n.number for k in range(1, len(n.number))}
    for n in nodes:
        if (
            n.kind == SECTION
            and n.number
            and len(n.number) >= 3
            and n.id not in parents
            and not n.children
            and not n.extras
        ):
            n.kind, n.head, n.title = CLAUSE, n.title, ""
    ids = {n.id for n in nodes}
    out: list[Clause] = []
    for n in nodes:
        if n.parent and n.parent not in ids:
            chain = []
            p: str | None = n.parent
            while p and p not in ids:
                chain.append(p)
                ids.add(p)
                p = p.rsplit(".", 1)[0] if "." in p else None
            for pid in reversed(chain):
                parent = pid.rsplit(".", 1)[0] if "." in pid else None
                out.append(
                    Clause(
                        id=pid,
                        printed_id="",
                        parent=parent,
                        depth=pid.count(".") + 1,
                        order=0,
                        kind=SYNTHETIC,
                        title="",
                        text="",
                        line_start=n.line_start,
                        line_end=n.line_start,
                        offset_start=n.offset_start,
                        offset_end=n.offset_start,
                        flags=["synthetic"],
                    )
                )
                anomalies.append(
                    Anomaly(
                        n.line_start,
                        "missing_parent",
                        f"parent {pid} of {n.id} is never printed; synthetic parent created",
                        n.id,
                        n.offset_start,
                        f"{n.id} の親 {pid} が印刷されていないので合成した",
                    )
                )
        text = n.head + "".join(n.pieces)
        if n.extras:
            text = "\n".join([t for t in [text] if t] + n.extras)
        clause = Clause(
            id=n.id,
            printed_id=n.printed,
            parent=n.parent,
            depth=len(n.number) if n.number else 1,
            order=0,
            kind=n.kind,
            title=n.title,
            text=text.strip(),
            line_start=n.line_start,
            line_end=n.line_end,
            offset_start=n.offset_start,
            offset_end=n.offset_end,
            flags=n.flags,
        )
        if seen.get(n.id.split("#")[0], 0) > 1:
            clause.flags.append("duplicate")
        if n.kind == CLAUSE and not is_terminated(clause.text) and looks_like_sentence(clause.text):
            clause.flags.append("truncated")
            anomalies.append(
                Anomaly(
                    n.line_end,
                    "truncated_clause",
                    f"{n.id} ends mid-sentence: …{clause.text[-20:]!r}",
                    n.id,
                    n.offset_end,
                    f"{n.id} は文の途中で切れている: …{clause.text[-20:]!r}",
                )
            )
        out.append(clause)
        counts = Counter[str]()
        for child in n.children:
            tag = "ex" if child.kind == EXAMPLE else "li"
            counts[tag] += 1
            ctext = child.head + "".join(child.pieces)
            if child.extras:
                ctext = "\n".join([ctext, *child.extras])
            out.append(
                Clause(
                    id=f"{n.id}#{tag}{counts[tag]}",
                    printed_id="",
                    parent=n.id,
                    depth=clause.depth + 1,
                    order=0,
                    kind=child.kind,
                    title="",
                    text=ctext.strip(),
                    line_start=child.line_start,
                    line_end=child.line_end,
                    offset_start=child.offset_start,
                    offset_end=child.offset_end,
                )
            )
    for i, c in enumerate(out):
        c.order = i
        for m in LOST_GLYPH.finditer(c.text):
            anomalies.append(
                Anomaly(
                    c.line_start,
                    "lost_glyph",
                    f"empty {m.group(0)!r} in {c.id}: an icon or symbol was lost in extraction",
                    c.id,
                    detail_ja=f"{c.id} の空の {m.group(0)!r}: 抽出でアイコンか記号が失われた",
                )
            )
        for m in BROKEN_XREF.finditer(c.text):
            anomalies.append(
                Anomaly(
                    c.line_start,
                    "broken_reference",
                    f"{c.id} contains a broken Word cross-reference {m.group(0)!r}",
                    c.id,
                    detail_ja=f"{c.id} に壊れた Word の相互参照 {m.group(0)!r} がある",
                )
            )
    return out


def _sequence(numbered: list[Node], anomalies: list[Anomaly]) -> None:
    """Flag duplicate, out-of-order and skipped numbers against the document's own sequence."""
    main: Number | None = None
    seen: set[Number] = set()
    # every number printed, once (built per duplicate it made the pass quadratic in a document
    # of many repeated numbers: tests/test_fuzz.py's cut_lines shape)
    printed = {m.number for m in numbered}
    for i, n in enumerate(numbered):
        num = n.number
        assert num is not None
        if num in seen:
            exp = to_id(expected_next(main, len(num))) if main else "?"
            n.flags.append("duplicate")
            if main and expected_next(main, len(num)) not in printed and len(num) > 1:
                # the sequence's number is printed nowhere: the clause sits where it expects it,
                # under that number's parent (the id stays the printed one, ``#2``)
                n.sequence_parent = to_id(expected_next(main, len(num))[:-1])
            under_en = f", under {n.sequence_parent}" if n.sequence_parent else ""
            under_ja = f"（{n.sequence_parent} の下）" if n.sequence_parent else ""
            anomalies.append(
                Anomaly(
                    n.line_start,
                    "duplicate_id",
                    f"{to_id(num)} printed again (sequence expects {exp} here); kept as "
                    f"{to_id(num)}#2{under_en}",
                    to_id(num),
                    n.offset_start,
                    f"{to_id(num)} が再び印刷されている（ここでは {exp} のはず）: {to_id(num)}#2 として保持"
                    + under_ja,
                )
            )
            continue
        seen.add(num)
        if plausible_next(main, num):
            main = num
            continue
        comes_back = any(
            m.number is not None and plausible_next(main, m.number)
            for m in numbered[i + 1 : i + 12]
        )
        if comes_back:
            n.flags.append("out_of_order")
            anomalies.append(
                Anomaly(
                    n.line_start,
                    "out_of_order",
                    f"{to_id(num)} printed after {to_id(main) if main else 'start'}, outside its place in the sequence",
                    to_id(num),
                    n.offset_start,
                    f"{to_id(num)} が {to_id(main) if main else '先頭'} の後、番号順から外れた位置に印刷されている",
                )
            )
        else:
            anomalies.append(
                Anomaly(
                    n.line_start,
                    "numbering_gap",
                    f"{to_id(num)} follows {to_id(main) if main else 'start'}: numbers skipped",
                    to_id(num),
                    n.offset_start,
                    f"{to_id(num)} が {to_id(main) if main else '先頭'} に続く: 番号が飛んでいる",
                )
            )
            main = num


MERGED_KINDS = ("unnumbered_text", "toc_line")


def _merge_runs(anomalies: list[Anomaly]) -> list[Anomaly]:
    """Consecutive anomalies of one kind on one clause become one row with a count."""
    out: list[Anomaly] = []
    runs: list[tuple[int, int]] = []  # (count, last line)
    for a in anomalies:
        if out and a.kind in MERGED_KINDS and out[-1].kind == a.kind and out[-1].clause == a.clause:
            count, _ = runs[-1]
            runs[-1] = (count + 1, a.line)
            continue
        out.append(Anomaly(a.line, a.kind, a.detail, a.clause, a.offset, a.detail_ja))
        runs.append((1, a.line))
    for a, (count, last) in zip(out, runs, strict=True):
        if count > 1:
            a.detail = f"{a.detail} (and {count - 1} more lines, to line {last})"
            a.detail_ja = f"{a.detail_ja}（ほか {count - 1} 行、{last} 行目まで）"
    return out
