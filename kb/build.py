"""Build the knowledge base: every document → one SQLite file, atomically.

The build writes `<db>.tmp-<pid>` and renames it over `<db>`, so a reader never sees a
half-built KB and a crash leaves the previous one intact; it holds the writer lock, refuses a
path that is not a KB and removes temporary files of dead builds (kb/store.py). Documents
added with `kb add` live inside the KB (table `documents`, column `text`), so a rebuild keeps
them.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from datetime import date as _date
from operator import add, attrgetter
from pathlib import Path
from typing import Any

from kb import refs as refs_mod
from kb import store
from kb.model import Anomaly, ParsedDocument, Reference
from kb.parse import parse_document
from kb.pdf import stored_anomalies
from kb.registry import PARSER_VERSION, Game, fingerprint, games
from kb.terms import capped_terms, extract_terms, term_uses
from kb.text import search_key, word_chars


@dataclass
class Document:
    game: str
    version: str
    date: str
    file: str
    text: str
    source: str  # "bundled" | "added"
    format: str
    extraction: str = ""  # a PDF's extraction record (kb/pdf.py), "" for a text document

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


def bundled_documents() -> list[Document]:
    out = []
    for g in games().values():
        text = g.source_path().read_bytes().decode("utf-8")
        out.append(Document(g.id, g.version, g.date, g.file, text, "bundled", g.format))
    return out


def added_documents(db: Path) -> list[Document]:
    """Documents a user added to an existing KB (kept across rebuilds)."""
    if not db.exists():
        return []
    try:
        con = sqlite3.connect(store.ro_uri(db), uri=True)
        try:
            cols = {r[1] for r in con.execute("pragma table_info(documents)")}
            extraction = "extraction" if "extraction" in cols else "''"  # older KBs: none
            rows = con.execute(
                f"select game, version, date, file, text, format, {extraction} from documents "
                "where source = 'added' order by seq"
            ).fetchall()
        finally:
            con.close()
    except sqlite3.DatabaseError:
        return []
    return [Document(g, v, d, f, t, "added", fmt, x or "") for g, v, d, f, t, fmt, x in rows]


SCHEMA = """
create table meta (key text primary key, value text);
create table documents (
  game text, version text, date text, name_ja text, name_en text, document text,
  file text, sha256 text, source text, format text, is_default integer, seq integer,
  clause_count integer, text text, extraction text, primary key (game, version));
create table clauses (
  game text, version text, id text, printed_id text, parent text, depth integer,
  ord integer, kind text, title text, text text, heading_path text,
  line_start integer, line_end integer, offset_start integer, offset_end integer, flags text,
  primary key (game, version, id));
create index clauses_parent on clauses (game, version, parent);
create table anomalies (game text, version text, line integer, kind text, detail text, clause text, detail_ja text);
create index anomalies_game on anomalies (game, version);
create table refs (
  game text, version text, src text, dst text, kind text, raw text, status text,
  reason text, score real, offset integer, reason_ja text);
create index refs_src on refs (game, version, src);
create index refs_dst on refs (game, version, dst);
create table terms (game text, version text, term text, clause text, reading text, pattern text);
create index terms_term on terms (game, version, term);
create table term_uses (game text, version text, term text, clause text);
create index term_uses_term on term_uses (game, version, term);
create table changelog (game text, version text, entry_version text, date text, entries text, line integer);
create virtual table clause_search using fts5(uni, bi, tokenize = 'unicode61 remove_diacritics 0');
"""


def heading_paths(parsed: ParsedDocument) -> dict[str, str]:
    by_id = parsed.by_id()
    paths: dict[str, str] = {}
    for c in parsed.clauses:
        parts = []
        p = c.parent
        while p and p in by_id:
            anc = by_id[p]
            parts.append(f"{anc.id} {anc.title}".strip())
            p = anc.parent
        paths[c.id] = " > ".join(reversed(parts))
    return paths


def _default_versions(docs: list[Document]) -> set[tuple[str, str]]:
    best: dict[str, tuple[str, int, str]] = {}
    for seq, d in enumerate(docs):
        cand = (d.date, seq, d.version)
        if d.game not in best or cand > best[d.game]:
            best[d.game] = cand
    return {(g, v[2]) for g, v in best.items()}


def build(
    db: Path,
    extra: list[Document] | None = None,
    *,
    ask_index: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, int]:
    """Parse every document and write the KB to `db` atomically. Returns clause counts.

    Holds the writer lock (kb/store.py) throughout: documents added by another process
    before the lock was taken are kept. `ask_index=False` leaves out the `ask` retrieval
    index (morphological analysis of every clause); `ensure_ask_index` adds it later.
    """
    store.identify(db)  # a path that is not a KB is refused before anything is written
    _mkdir(db)
    with store.writer_lock(db):
        return build_locked(db, extra, ask_index=ask_index, progress=progress)


def ensure_built(db: Path, *, ask_index: bool = False) -> None:
    """Build the KB unless a current one is there (checked again under the lock, so two
    processes starting on an empty KB build it once)."""
    from kb.api import is_fresh

    store.identify(db)
    _mkdir(db)
    with store.writer_lock(db):
        if not is_fresh(db):
            build_locked(db, ask_index=ask_index)
        elif ask_index:
            _add_ask_index_locked(db)


def _mkdir(db: Path) -> None:
    try:
        db.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise store.write_error(db, e) from None


def build_locked(
    db: Path,
    extra: list[Document] | None = None,
    *,
    ask_index: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, int]:
    """`build` for a caller that already holds the writer lock. `progress(done, total)` is
    called after each document (and the ask index, one step more)."""
    kind = store.identify(db)
    store.clean_stale(db)
    docs = bundled_documents() + (added_documents(db) if kind != "missing" else [])
    docs += list(extra or [])
    store.tmp_path(db).unlink(missing_ok=True)
    counts: dict[str, int] = {}
    with store.replacing(db) as tmp:
        con = sqlite3.connect(tmp)
        try:
            # The temporary file is thrown away if anything fails: no journal is needed, and
            # the file is synced once before the rename (store.replace).
            con.execute("pragma journal_mode = off")
            con.execute("pragma synchronous = off")
            con.execute("pragma page_size = 8192")  # fewer, fuller pages for the bulk insert
            con.execute("pragma cache_size = -65536")  # 64 MB: the build never spills
            con.executescript(SCHEMA)
            defaults = _default_versions(docs)
            steps = len(docs) + int(ask_index)
            for seq, d in enumerate(docs):
                parsed = parse_document(d.text, d.game, d.format)
                n = _write_document(con, d, parsed, seq, (d.game, d.version) in defaults)
                counts[f"{d.game}@{d.version}"] = n
                if progress is not None:
                    progress(seq + 1, steps)
            if ask_index:
                _write_ask_index(con)
                if progress is not None:
                    progress(steps, steps)
            if kind != "missing":  # the card tables a user imported (kb/cards.py) are kept
                from kb.cards import carry_over

                carry_over(con, db)
            _write_meta(con)
            con.commit()
        finally:
            con.close()
    return counts


def _write_meta(con: sqlite3.Connection) -> None:
    con.execute("insert or replace into meta values ('fingerprint', ?)", (fingerprint(),))
    con.execute("insert or replace into meta values ('parser_version', ?)", (PARSER_VERSION,))
    con.execute("insert or replace into meta values ('built', ?)", (_date.today().isoformat(),))
    store.stamp(con)


def add_locked(db: Path, doc: Document, parsed: ParsedDocument) -> int:
    """Add one parsed document to the current KB `db` in one transaction on the live file
    (the caller holds the writer lock): its rows, its ask index when the KB has one, and the
    game's default version recomputed. Costs one document, however many are stored; a crash
    leaves a journal that the next opener rolls back (store.recover). Returns its clauses."""
    try:
        con = sqlite3.connect(db, timeout=60)
        try:
            con.execute("begin immediate")
            seq = con.execute("select coalesce(max(seq), -1) + 1 from documents").fetchone()[0]
            n = _write_document(con, doc, parsed, seq, False)
            _reset_default(con, doc.game)
            from kb.ask.index import is_current

            if is_current(con):
                from kb.ask.analyse import AnalyserError, analyser
                from kb.ask.index import write_one

                try:
                    write_one(con, analyser(_ask_analyser(con)), doc.game, doc.version)
                except AnalyserError as e:
                    con.execute(
                        "insert or replace into meta values ('ask_index_error', ?)", (str(e),)
                    )
            con.commit()
        except BaseException:
            con.rollback()
            raise
        finally:
            con.close()
    except (OSError, sqlite3.OperationalError) as e:
        raise store.write_error(db, e) from None
    return n


def _ask_analyser(con: sqlite3.Connection) -> str:
    row = con.execute("select value from ask_meta where key='analyser'").fetchone()
    from kb.ask.analyse import DEFAULT

    return row[0] if row else DEFAULT


def _reset_default(con: sqlite3.Connection, game: str) -> None:
    """The newest document of `game` (by date, then by order added) is its default."""
    rows = con.execute("select version, date, seq from documents where game=?", (game,)).fetchall()
    best = max(rows, key=lambda r: (r[1], r[2], r[0]))
    con.execute("update documents set is_default = (version = ?) where game = ?", (best[0], game))


def has_ask_index(db: Path) -> bool:
    """Whether `db` has an ask index of the current layout (an older one is rebuilt)."""
    from kb.ask.index import file_is_current

    return file_is_current(db)


def ensure_ask_index(db: Path) -> bool:
    """Add the `ask` index to an existing KB if it lacks one (copy, index, rename: readers
    never see a half-written index). Returns whether it was built."""
    if has_ask_index(db):
        return False
    store.identify(db)
    with store.writer_lock(db):
        return _add_ask_index_locked(db)


def _add_ask_index_locked(db: Path) -> bool:
    if has_ask_index(db):  # another process added it while this one waited for the lock
        return False
    store.identify(db)
    store.clean_stale(db)
    with store.replacing(db) as tmp:
        shutil.copyfile(db, tmp)
        con = sqlite3.connect(tmp)
        try:
            con.execute("pragma journal_mode = off")
            con.execute("pragma synchronous = off")
            _write_ask_index(con)
            con.commit()
        finally:
            con.close()
    return True


def _write_ask_index(con: sqlite3.Connection) -> None:
    """The `ask` retrieval index (kb/ask/index.py). Without an analyser installed the KB is
    still built; `ask` then reports that its index is missing."""
    from kb.ask.analyse import AnalyserError
    from kb.ask.index import write_index

    try:
        write_index(con)
    except AnalyserError as e:
        con.execute("insert into meta values ('ask_index_error', ?)", (str(e),))


def _insert(con: sqlite3.Connection, table: str, rows: list[dict[str, Any]]) -> None:
    """Insert dict rows (all with the same keys) into `table` by name."""
    if not rows:
        return
    cols = list(rows[0])
    con.executemany(
        f"insert into {table} ({', '.join(cols)}) values ({', '.join('?' * len(cols))})",
        [tuple(r[c] for c in cols) for r in rows],
    )


def _write_document(
    con: sqlite3.Connection, d: Document, parsed: ParsedDocument, seq: int, is_default: bool
) -> int:
    key = {"game": d.game, "version": d.version}
    g: Game | None = games().get(d.game)
    numbered = sum(
        1 for c in parsed.clauses if c.kind in ("chapter", "section", "clause", "appendix")
    )
    _insert(
        con,
        "documents",
        [
            {
                **key,
                "date": d.date,
                "name_ja": g.name_ja if g else d.game,
                "name_en": g.name_en if g else d.game,
                "document": g.document if g else "",
                "file": d.file,
                "sha256": d.sha256,
                "source": d.source,
                "format": d.format,
                "is_default": int(is_default),
                "seq": seq,
                "clause_count": numbered,
                "text": d.text,
                "extraction": d.extraction or None,
            }
        ],
    )
    paths = heading_paths(parsed)
    con.executemany(
        "insert into clauses (game, version, id, printed_id, parent, depth, ord, kind, title, "
        "text, heading_path, line_start, line_end, offset_start, offset_end, flags) "
        "values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        [
            (
                d.game,
                d.version,
                c.id,
                c.printed_id,
                c.parent,
                c.depth,
                c.order,
                c.kind,
                c.title,
                c.text,
                paths[c.id],
                c.line_start,
                c.line_end,
                c.offset_start,
                c.offset_end,
                ",".join(c.flags),
            )  # fmt: skip
            for c in parsed.clauses
        ],
    )
    # Full-text index: rowid of clause_search = rowid of clauses, inserted in rowid order (FTS5
    # writes out its pending terms whenever a rowid is not above the last one: read in the
    # primary key's order, 400 small segments were written and merged, 2-3x the CPU)
    cur = con.execute(
        "select rowid, title, text from clauses where game=? and version=? order by rowid",
        (d.game, d.version),
    )
    fts = []
    for rowid, title, text in cur.fetchall():
        w = word_chars(search_key(f"{title}\n{text}"))
        fts.append((rowid, " ".join(w), " ".join(map(add, w, w[1:]))))  # uni, bigrams
    con.executemany("insert into clause_search (rowid, uni, bi) values (?,?,?)", fts)
    _insert(
        con,
        "anomalies",
        [
            {
                **key,
                "line": a.line,
                "kind": a.kind,
                "detail": a.detail,
                "clause": _clause_id(a.clause),
                "detail_ja": a.detail_ja or a.detail,
            }
            for a in parsed.anomalies + _placed(stored_anomalies(d.extraction), parsed)
        ],
    )
    resolver = refs_mod.Resolver(parsed.clauses)
    references = refs_mod.extract(parsed.clauses, resolver)
    con.executemany(
        f"insert into refs (game, version, {', '.join(_REF_COLS)}) "
        f"values (?, ?{', ?' * len(_REF_COLS)})",
        [(d.game, d.version, *_ref_row(r)) for r in references],
    )
    terms = extract_terms(parsed.clauses)
    capped = capped_terms(terms)
    if capped is not None:
        _insert(
            con,
            "anomalies",
            [
                {
                    **key,
                    "line": capped.line,
                    "kind": capped.kind,
                    "detail": capped.detail,
                    "clause": capped.clause,
                    "detail_ja": capped.detail_ja,
                }
            ],
        )
    con.executemany(
        "insert into terms (game, version, term, clause, reading, pattern) values (?,?,?,?,?,?)",
        [(d.game, d.version, t.term, t.clause, t.reading, t.pattern) for t in terms],
    )
    con.executemany(
        "insert into term_uses (game, version, term, clause) values (?,?,?,?)",
        [(d.game, d.version, t, c) for t, c in term_uses(terms, parsed.clauses)],
    )
    _insert(
        con,
        "changelog",
        [
            {
                **key,
                "entry_version": e.version,
                "date": e.date,
                "entries": e.entries,
                "line": e.line,
            }
            for e in parsed.changelog
        ],
    )
    return numbered


# A reference's fields in the column order of `refs` (the table's columns are its fields)
_REF_COLS = tuple(f.name for f in fields(Reference))
_ref_row = attrgetter(*_REF_COLS)


def _placed(anomalies: list[Anomaly], parsed: ParsedDocument) -> list[Anomaly]:
    """`anomalies` of the extraction (by line) with the clause printed on that line, if any."""
    spans = sorted((c.line_start, c.line_end, c.order, c.id) for c in parsed.clauses)
    starts = [s[0] for s in spans]
    out = []
    for a in anomalies:
        if a.clause is None:
            i = bisect_right(starts, a.line)
            # the last clause starting on or before the line that still covers it
            for start, end, _order, cid in reversed(spans[max(0, i - 8) : i]):
                if start <= a.line <= end:
                    a = replace(a, clause=cid)
                    break
        out.append(a)
    return out


def _clause_id(printed: str | None) -> str | None:
    if not printed:
        return None
    return (
        refs_mod.normalise_id(printed)
        if printed[0].isdigit() or printed.startswith("第")
        else printed
    )
