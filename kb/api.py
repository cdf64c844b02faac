"""Read the knowledge base: the library interface the CLI and the other packages use.

    from kb.api import open_kb
    kb = open_kb()                       # builds the KB on first use
    kb.clause("ws", "1.2.2.1").text
    kb.search("山札", game="ws")

Only the standard library is imported here, so a lookup stays fast; the build and the graph
import their heavier dependencies when they run.
"""

from __future__ import annotations

import difflib
import os
import sqlite3
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kb.errors import KBError
from kb.text import key_with_offsets, word_chars

NUMBERED = ("chapter", "section", "clause", "appendix")
# The longest search query or term (characters): its bigram phrase grows with it, and a query
# of 100 k characters cost gigabytes in the full-text engine.
MAX_QUERY = 500
MAX_ID = 100  # the longest clause id looked up (the nearest-id search compares it with each)


class UnknownClause(KBError):
    def __init__(self, game: str, clause_id: str, nearest: list[str]):
        self.game, self.clause_id, self.nearest = game, clause_id, nearest
        hint = f"; nearest: {', '.join(nearest)}" if nearest else ""
        hint_ja = f"。近い条項: {'、'.join(nearest)}" if nearest else ""
        super().__init__(
            f"no clause {clause_id!r} in {game}{hint}",
            f"{game} に条項 {clause_id} はありません{hint_ja}",
            nearest=nearest,
        )


@dataclass
class ClauseRow:
    """One clause as the knowledge base stores it."""

    game: str
    version: str
    id: str
    printed_id: str
    parent: str | None
    depth: int
    order: int
    kind: str
    title: str
    text: str
    heading_path: str
    line_start: int
    line_end: int
    flags: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Hit:
    """A search hit: the clause, where it sits and a snippet."""

    game: str
    version: str
    id: str
    kind: str
    title: str
    heading_path: str
    snippet: str
    highlights: list[tuple[int, int]]  # spans in `snippet`
    score: float

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["highlights"] = [list(h) for h in self.highlights]
        return d


_COLS = "game, version, id, printed_id, parent, depth, ord, kind, title, text, heading_path, line_start, line_end, flags"


def _row(r: tuple[Any, ...]) -> ClauseRow:
    *head, flags = r
    return ClauseRow(*head, flags=[f for f in (flags or "").split(",") if f])


def default_db_path() -> Path:
    env = os.environ.get("SHINPAN_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "shinpan" / "kb.sqlite"


def open_kb(db: Path | str | None = None, *, build: bool = True, ask_index: bool = False) -> KB:
    """Open the KB, building (or rebuilding a stale one) first when needed.

    The build on first use leaves out the `ask` index (about two thirds of the build time);
    `ask_index=True` adds it when missing (a KB built now gets it in the same pass), so the
    first `shinpan ask` pays for it once. A
    path that holds anything but a KB is refused (KBError), never overwritten.
    """
    from kb import store

    path = Path(db) if db else default_db_path()
    kind = store.identify(path)
    if kind == "kb":
        store.recover(path)  # a writer that died mid-transaction: roll back (no-op otherwise)
        store.clean_stale(path)
    if build and (kind != "kb" or not is_fresh(path)):
        from kb.build import ensure_built

        ensure_built(path, ask_index=ask_index)
    elif build and ask_index and not _has_ask_index(path):
        from kb.build import ensure_ask_index  # slow to import: only when the index is due

        ensure_ask_index(path)
    if not path.exists():
        raise KBError(
            f"no knowledge base at {path} (run `shinpan kb build`)",
            f"{path} に知識ベースがありません（`shinpan kb build` を実行してください）",
        )
    return KB(path)


def _has_ask_index(path: Path) -> bool:
    """Whether the KB at `path` has an `ask` index of the current layout (read-only)."""
    from kb.ask.index import file_is_current

    return file_is_current(path)


def is_fresh(path: Path) -> bool:
    """A KB of this program's identity, built from the current bundled sources and parser."""
    from kb import store
    from kb.registry import fingerprint

    try:
        if store.identify(path) != "kb":
            return False
        con = sqlite3.connect(store.ro_uri(path), uri=True)
        try:
            row = con.execute("select value from meta where key='fingerprint'").fetchone()
        finally:
            con.close()
    except (sqlite3.DatabaseError, KBError):
        return False
    return bool(row) and row[0] == fingerprint()


class KB:
    def __init__(self, path: Path):
        self.path = path
        from kb.store import ro_uri

        self.con = sqlite3.connect(ro_uri(path), uri=True)

    # -- games and versions -------------------------------------------------------------
    def games(self) -> list[dict[str, Any]]:
        rows = self.con.execute(
            "select game, name_ja, name_en, document, version, date, is_default, clause_count, source "
            "from documents order by seq"
        ).fetchall()
        out: dict[str, dict[str, Any]] = {}
        for game, ja, en, doc, version, date, default, count, source in rows:
            g = out.setdefault(
                game, {"game": game, "name_ja": ja, "name_en": en, "document": doc, "versions": []}
            )
            g["versions"].append(
                {
                    "version": version,
                    "date": date,
                    "default": bool(default),
                    "clauses": count,
                    "source": source,
                }
            )
        return list(out.values())

    def version(self, game: str, version: str | None = None) -> str:
        """The version to use: the one asked for (checked) or the game's default (newest)."""
        rows = self.con.execute(
            "select version, is_default from documents where game=?", (game,)
        ).fetchall()
        if not rows:
            known = ", ".join(
                r[0] for r in self.con.execute("select distinct game from documents order by seq")
            )
            raise KBError(
                f"unknown game {game!r} (known: {known})",
                f"ゲーム {game!r} はありません（{known}）",
            )
        if version is None:
            return next(v for v, d in rows if d)
        if version not in {v for v, _ in rows}:
            versions = ", ".join(v for v, _ in rows)
            raise KBError(
                f"{game} has no version {version!r} (versions: {versions})",
                f"{game} に版 {version!r} はありません（版: {versions}）",
            )
        return version

    # -- clauses ------------------------------------------------------------------------
    def clause(self, game: str, clause_id: str, version: str | None = None) -> ClauseRow | None:
        v = self.version(game, version)
        r = self.con.execute(
            f"select {_COLS} from clauses where game=? and version=? and id=?", (game, v, clause_id)
        ).fetchone()
        return _row(r) if r else None

    def require(self, game: str, clause_id: str, version: str | None = None) -> ClauseRow:
        if len(clause_id) > MAX_ID:
            raise KBError(
                f"{clause_id[:40]!r}… is not a clause id ({len(clause_id):,} characters)",
                f"{clause_id[:40]!r}… は条項番号ではありません（{len(clause_id):,} 文字）",
            )
        c = self.clause(game, clause_id.strip().rstrip("."), version)
        if c is None:
            raise UnknownClause(game, clause_id, self.nearest(game, clause_id, version))
        return c

    def clause_ids(self, game: str, version: str | None = None) -> set[str]:
        v = self.version(game, version)
        return {
            r[0]
            for r in self.con.execute(
                "select id from clauses where game=? and version=?", (game, v)
            )
        }

    def nearest(
        self, game: str, clause_id: str, version: str | None = None, n: int = 5
    ) -> list[str]:
        ids = sorted(self.clause_ids(game, version))
        want = clause_id.strip().rstrip(".")
        out: list[str] = []
        parts = want.split(".")
        for k in range(len(parts) - 1, 0, -1):  # the closest existing ancestor
            anc = ".".join(parts[:k])
            if anc in ids:
                out.append(anc)
                break
        for cand in difflib.get_close_matches(
            want, [i for i in ids if "#" not in i], n=n, cutoff=0.6
        ):
            if cand not in out:
                out.append(cand)
        return out[:n]

    def children(self, game: str, clause_id: str, version: str | None = None) -> list[ClauseRow]:
        v = self.version(game, version)
        rows = self.con.execute(
            f"select {_COLS} from clauses where game=? and version=? and parent=? order by ord",
            (game, v, clause_id),
        ).fetchall()
        return [_row(r) for r in rows]

    def subtree(self, game: str, clause_id: str, version: str | None = None) -> list[ClauseRow]:
        out: list[ClauseRow] = []
        stack = [clause_id]
        while stack:
            kids = self.children(game, stack.pop(), version)
            out.extend(kids)
            stack.extend(k.id for k in kids)
        return sorted(out, key=lambda c: c.order)

    def outline(
        self, game: str, under: str | None = None, depth: int = 2, version: str | None = None
    ) -> list[ClauseRow]:
        """The table of contents: every clause (examples left out) at most ``depth`` levels below
        ``under`` (the whole document when None), in document order."""
        v = self.version(game, version)
        if under is None:
            rows = self.con.execute(
                f"select {_COLS} from clauses where game=? and version=? and depth<=? "
                "and kind!='example' order by ord",
                (game, v, depth),
            ).fetchall()
            return [_row(r) for r in rows]
        top = self.require(game, under, v)
        return [
            c
            for c in self.subtree(game, top.id, v)
            if c.kind != "example" and c.depth - top.depth <= depth
        ]

    # -- references, terms --------------------------------------------------------------
    def refs(
        self, game: str, clause_id: str, direction: str = "out", version: str | None = None
    ) -> list[dict[str, Any]]:
        v = self.version(game, version)
        col = "src" if direction == "out" else "dst"
        rows = self.con.execute(
            "select src, dst, kind, raw, status, reason, score, reason_ja from refs"
            f" where game=? and version=? and {col}=? order by offset",
            (game, v, clause_id),
        ).fetchall()
        keys = ("src", "dst", "kind", "raw", "status", "reason", "score", "reason_ja")
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def define(self, game: str, term: str, version: str | None = None) -> dict[str, Any]:
        if len(term) > MAX_QUERY:
            raise KBError(
                f"the term is {len(term):,} characters long: at most {MAX_QUERY:,}",
                f"用語が {len(term):,} 文字あります。{MAX_QUERY:,} 文字までです",
            )
        v = self.version(game, version)
        defs = self.con.execute(
            "select t.term, t.clause, t.reading, c.text, c.heading_path from terms t join clauses c "
            "on c.game=t.game and c.version=t.version and c.id=t.clause "
            "where t.game=? and t.version=? and t.term=? order by c.ord",
            (game, v, term),
        ).fetchall()
        if not defs:
            # fall back to terms containing the query, so 山札 finds 山札置場 definitions too
            defs = self.con.execute(
                "select t.term, t.clause, t.reading, c.text, c.heading_path from terms t join clauses c "
                "on c.game=t.game and c.version=t.version and c.id=t.clause "
                "where t.game=? and t.version=? and instr(t.term, ?) > 0 order by length(t.term), c.ord limit 20",
                (game, v, term),
            ).fetchall()
        names = sorted({d[0] for d in defs})
        uses = (
            self.con.execute(
                f"select distinct clause from term_uses where game=? and version=? and term in ({','.join('?' * len(names))})",
                (game, v, *names),
            ).fetchall()
            if names
            else []
        )
        return {
            "game": game,
            "version": v,
            "term": term,
            "definitions": [
                {"term": t, "clause": c, "reading": r, "text": tx, "heading_path": hp}
                for t, c, r, tx, hp in defs
            ],
            "used_in": sorted({u[0] for u in uses}, key=_id_sort_key),
        }

    def terms(self, game: str, version: str | None = None) -> list[dict[str, Any]]:
        v = self.version(game, version)
        rows = self.con.execute(
            "select term, clause, reading, pattern from terms where game=? and version=?", (game, v)
        )
        return [dict(zip(("term", "clause", "reading", "pattern"), r, strict=True)) for r in rows]

    # -- search -------------------------------------------------------------------------
    def search(
        self, query: str, game: str | None = None, n: int = 10, version: str | None = None
    ) -> list[Hit]:
        if len(query) > MAX_QUERY:
            raise KBError(
                f"the search query is {len(query):,} characters long: at most {MAX_QUERY:,}",
                f"検索語が {len(query):,} 文字あります。{MAX_QUERY:,} 文字までです",
            )
        words = [word_chars(key_with_offsets(w)[0]) for w in query.split()]
        words = [w for w in words if w]
        if not words or n <= 0:
            return []
        parts = []
        for w in words:
            if len(w) == 1:
                parts.append(f'uni : "{w}"')
            else:
                parts.append('bi : "' + " ".join(w[i : i + 2] for i in range(len(w) - 1)) + '"')
        match = " AND ".join(parts)
        sql = (
            f"select {', '.join('c.' + c.strip() for c in _COLS.split(','))}, bm25(clause_search) as rank "
            "from clause_search join clauses c on c.rowid = clause_search.rowid "
            "join documents d on d.game = c.game and d.version = c.version "
            "where clause_search match ? "
        )
        args: list[Any] = [match]
        if game:
            v = self.version(game, version)
            sql += "and c.game = ? and c.version = ? "
            args += [game, v]
        else:
            sql += "and d.is_default = 1 "
        sql += "order by rank, c.ord limit ?"
        args.append(n)
        hits = []
        for r in self.con.execute(sql, args).fetchall():
            c = _row(r[:-1])
            snippet, spans = make_snippet(
                c.title + (" " if c.title and c.text else "") + c.text, words
            )
            hits.append(
                Hit(
                    c.game,
                    c.version,
                    c.id,
                    c.kind,
                    c.title,
                    c.heading_path,
                    snippet,
                    spans,
                    -float(r[-1]),
                )
            )
        return hits

    # -- checks and statistics ----------------------------------------------------------
    def anomalies(self, game: str, version: str | None = None) -> list[dict[str, Any]]:
        v = self.version(game, version)
        rows = self.con.execute(
            "select line, kind, detail, clause, detail_ja from anomalies"
            " where game=? and version=? order by line",
            (game, v),
        ).fetchall()
        keys = ("line", "kind", "detail", "clause", "detail_ja")
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def unresolved_refs(self, game: str, version: str | None = None) -> list[dict[str, Any]]:
        v = self.version(game, version)
        rows = self.con.execute(
            "select src, dst, kind, raw, status, reason, score, reason_ja from refs"
            " where game=? and version=? and status != 'resolved' order by src",
            (game, v),
        ).fetchall()
        keys = ("src", "dst", "kind", "raw", "status", "reason", "score", "reason_ja")
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def stats(self, game: str, version: str | None = None) -> dict[str, Any]:
        v = self.version(game, version)
        q = self.con.execute
        kinds = dict(
            q(
                "select kind, count(*) from clauses where game=? and version=? group by kind",
                (game, v),
            ).fetchall()
        )
        refs = dict(
            q(
                "select status, count(*) from refs where game=? and version=? group by status",
                (game, v),
            ).fetchall()
        )
        return {
            "game": game,
            "version": v,
            "clauses": sum(kinds.get(k, 0) for k in NUMBERED),
            "kinds": kinds,
            "references": refs,
            "terms": q(
                "select count(distinct term) from terms where game=? and version=?", (game, v)
            ).fetchone()[0],
            "term_uses": q(
                "select count(*) from term_uses where game=? and version=?", (game, v)
            ).fetchone()[0],
            "anomalies": dict(
                q(
                    "select kind, count(*) from anomalies where game=? and version=? group by kind",
                    (game, v),
                ).fetchall()
            ),
            "changelog_entries": q(
                "select count(*) from changelog where game=? and version=?", (game, v)
            ).fetchone()[0],
        }

    def changelog(self, game: str, version: str | None = None) -> list[dict[str, Any]]:
        v = self.version(game, version)
        rows = self.con.execute(
            "select entry_version, date, entries, line from changelog where game=? and version=? order by line",
            (game, v),
        )
        return [dict(zip(("version", "date", "entries", "line"), r, strict=True)) for r in rows]


def _id_sort_key(cid: str) -> tuple[Any, ...]:
    base, _, tag = cid.partition("#")
    return (tuple(int(p) if p.isdigit() else 10**6 for p in base.split(".")), tag)


def make_snippet(text: str, words: list[str], width: int = 36) -> tuple[str, list[tuple[int, int]]]:
    """A window of `text` around the first match, with the spans of every match in it."""
    key, offs = key_with_offsets(text)
    matches: list[tuple[int, int]] = []
    for w in words:
        start = 0
        while (i := key.find(w, start)) >= 0:
            matches.append((offs[i], offs[i + len(w) - 1] + 1))
            start = i + 1
    if not matches:
        return text[: 2 * width], []
    matches.sort()
    a = max(0, matches[0][0] - width)
    b = min(len(text), matches[0][1] + 2 * width)
    snippet = ("…" if a else "") + text[a:b].replace("\n", " ") + ("…" if b < len(text) else "")
    shift = 1 if a else 0
    spans = [(s - a + shift, e - a + shift) for s, e in matches if s >= a and e <= b]
    return snippet, spans
