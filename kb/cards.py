"""The card database: card lists a user imports (JSON lines or CSV) as tables of the KB file.

Data only: a card is its number, name, type, text and the other columns as imported. Nothing
here reads card text as rules (``ruling/cardinfo.py`` does); no card text ships with shinpan.

Tables (docs/kb-schema.md): ``cards`` (one row per game and card number) and ``card_search``
(FTS5 over the normalised name and text, unigrams and bigrams like ``clause_search``, so
two-character words match). An import holds the KB's writer lock (``kb/store.py``) and is one
SQLite transaction on the live file: a failed import (a bad line, a full disk) leaves the
cards as they were. A rebuild of the KB keeps the cards (:func:`carry_over`).
"""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from kb.errors import KBError
from kb.text import key_with_offsets, word_chars

SCHEMA = """
create table if not exists cards (
  game text not null, number text not null, name text, type text, text text,
  fields text, source text, imported text, primary key (game, number));
create index if not exists cards_name on cards (game, name);
create virtual table if not exists card_search using fts5(
  uni, bi, tokenize = 'unicode61 remove_diacritics 0');
"""

# The fields every card has, and the column names a file commonly uses for them (first match
# wins; ``--map FIELD=COLUMN`` chooses another).
FIELDS: dict[str, tuple[str, ...]] = {
    "number": ("number", "id", "card_no", "cardno", "card_number", "番号", "カード番号"),
    "name": ("name", "card_name", "カード名", "名前"),
    "type": ("type", "card_type", "種類", "カードの種類"),
    "text": ("text", "effect", "テキスト", "効果", "能力"),
    "game": ("game", "ゲーム"),
}
# The largest card file read (bytes): ten times the largest real card list we know (2 MB).
MAX_FILE_BYTES = 64 * 1024 * 1024


class CardError(KBError):
    pass


@dataclass
class Card:
    """A card of the card database: its number, name, type, text and printed fields."""

    game: str
    number: str
    name: str = ""
    type: str = ""
    text: str = ""
    fields: dict[str, Any] = field(default_factory=dict)
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "number": self.number,
            "name": self.name,
            "type": self.type,
            "text": self.text,
            "fields": self.fields,
            "source": self.source,
        }


# --------------------------------------------------------------------------- reading files


def parse_mapping(items: list[str]) -> dict[str, str]:
    """``["number=id", "text=効果"]`` -> {field: column}; an unknown field is an error."""
    out: dict[str, str] = {}
    for it in items:
        fld, sep, col = it.partition("=")
        fld, col = fld.strip(), col.strip()
        if not sep or not col or fld not in FIELDS:
            raise CardError(
                f"--map takes FIELD=COLUMN with FIELD one of {', '.join(FIELDS)} (got {it!r})",
                f"--map は FIELD=COLUMN の形で、FIELD は {', '.join(FIELDS)} のいずれかです（{it!r}）",
            )
        out[fld] = col
    return out


def _rows(path: Path, fmt: str | None) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, record) of a JSON lines or CSV/TSV file."""
    from kb.files import FileProblem, decode_input, read_input

    try:  # a directory, device, pipe, missing, too large or non-UTF-8 file (kb/files.py)
        text = decode_input(path, read_input(path, MAX_FILE_BYTES, "a card list", "カードのリスト"))
    except FileProblem as e:
        raise CardError(str(e), e.ja) from None
    kind = fmt or _guess_format(path, text)
    if kind == "jsonl":
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                raise CardError(
                    f"{path}:{n}: not a JSON object ({e.msg}); a card list has one JSON object "
                    "per line",
                    f"{path}:{n}: JSON のオブジェクトとして読めません（{e.msg}）。1行に1つの JSON "
                    "オブジェクトを書きます",
                ) from None
            if not isinstance(rec, dict):
                raise CardError(
                    f"{path}:{n}: expected a JSON object ({{...}}) per line",
                    f"{path}:{n}: 1行に1つの JSON オブジェクト（{{...}}）が必要です",
                )
            yield n, rec
        return
    reader = csv.DictReader(io.StringIO(text), delimiter="\t" if kind == "tsv" else ",")
    for rec in reader:
        yield reader.line_num, {k: v for k, v in rec.items() if k is not None}


def _guess_format(path: Path, text: str) -> str:
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson", ".json"):
        return "jsonl"
    if suffix == ".tsv":
        return "tsv"
    if suffix == ".csv":
        return "csv"
    return "jsonl" if text.lstrip().startswith("{") else "csv"


def _pick(rec: dict[str, Any], fld: str, mapping: dict[str, str]) -> tuple[str | None, Any]:
    """(column, value) of a field in a record, by the mapping or the common names."""
    if fld in mapping:
        col = mapping[fld]
        return col, rec.get(col)
    for col in FIELDS[fld]:
        if col in rec:
            return col, rec[col]
    return None, None


def read_cards(
    path: Path,
    game: str | None,
    mapping: dict[str, str] | None = None,
    fmt: str | None = None,
    known_games: set[str] | None = None,
) -> Iterator[Card]:
    """The cards of a file, each checked: a number, a known game. A bad record stops the
    import with its line number and what to fix."""
    mapping = mapping or {}
    checked = False  # the mapped columns are looked for in the first record
    for n, rec in _rows(path, fmt):
        used: set[str] = set()
        values: dict[str, str] = {}
        for fld in FIELDS:
            col, v = _pick(rec, fld, mapping)
            if col is not None:
                used.add(col)
            values[fld] = "" if v is None else str(v).strip() if fld != "text" else str(v)
        if not checked:
            checked = True
            missing = [c for c in mapping.values() if c not in rec]
            if missing:
                raise CardError(
                    f"{path}:{n}: no column {', '.join(missing)} (columns: {', '.join(rec)})",
                    f"{path}:{n}: 列 {', '.join(missing)} がありません（列: {', '.join(rec)}）",
                )
        # --game says whose cards these are (a game column spelled otherwise is ignored)
        g = game or values["game"]
        if not g:
            raise CardError(
                f"{path}:{n}: which game? give --game G (or a game column)",
                f"{path}:{n}: どのゲームのカードですか。--game G を指定してください（または game 列）",
            )
        if known_games is not None and g not in known_games:
            raise CardError(
                f"{path}:{n}: unknown game {g!r} (known: {', '.join(sorted(known_games))})",
                f"{path}:{n}: ゲーム {g!r} はありません（{', '.join(sorted(known_games))}）",
            )
        if not values["number"]:
            cols = ", ".join(rec) or "none"
            raise CardError(
                f"{path}:{n}: no card number (columns: {cols}); name the column with "
                "--map number=COLUMN",
                f"{path}:{n}: カード番号がありません（列: {cols}）。--map number=列名 で指定してください",
            )
        extra = {k: v for k, v in rec.items() if k not in used and v not in (None, "")}
        yield Card(
            g,
            values["number"],
            values["name"],
            values["type"],
            values["text"],
            extra,
            str(path.name),
        )


# --------------------------------------------------------------------------- writing


def ensure_tables(con: sqlite3.Connection) -> None:
    con.executescript(SCHEMA)


def _search_row(c: Card) -> tuple[str, str]:
    k, _ = key_with_offsets(f"{c.number}\n{c.name}\n{c.text}")
    w = word_chars(k)
    return " ".join(w), " ".join(w[i : i + 2] for i in range(len(w) - 1))


def write_cards(
    con: sqlite3.Connection,
    cards: Iterator[Card],
    progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Insert or replace `cards` on an open connection (the caller commits). Returns counts."""
    ensure_tables(con)
    today = date.today().isoformat()
    added = replaced = 0
    per_game: dict[str, int] = {}
    for i, c in enumerate(cards, start=1):
        old = con.execute(
            "select rowid from cards where game=? and number=?", (c.game, c.number)
        ).fetchone()
        if old:
            con.execute("delete from card_search where rowid=?", (old[0],))
            con.execute("delete from cards where rowid=?", (old[0],))
            replaced += 1
        else:
            added += 1
        cur = con.execute(
            "insert into cards (game, number, name, type, text, fields, source, imported) "
            "values (?,?,?,?,?,?,?,?)",
            (
                c.game,
                c.number,
                c.name,
                c.type,
                c.text,
                json.dumps(c.fields, ensure_ascii=False),
                c.source,
                today,
            ),
        )
        con.execute(
            "insert into card_search (rowid, uni, bi) values (?,?,?)",
            (cur.lastrowid, *_search_row(c)),
        )
        per_game[c.game] = per_game.get(c.game, 0) + 1
        if progress is not None:
            progress(i)
    return {"added": added, "replaced": replaced, "games": per_game}


def import_cards(
    db: Path,
    file: Path,
    game: str | None = None,
    mapping: dict[str, str] | None = None,
    fmt: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Import a card list into the KB at `db` (built first if needed), under its writer lock,
    in one transaction."""
    from kb import store
    from kb.api import open_kb
    from kb.registry import games

    known = set(games())
    if game is not None and game not in known:
        raise CardError(
            f"unknown game {game!r} (known: {', '.join(sorted(known))})",
            f"ゲーム {game!r} はありません（{', '.join(sorted(known))}）",
        )
    if fmt is not None and fmt not in ("jsonl", "csv", "tsv"):
        raise CardError(
            f"unknown format {fmt!r} (jsonl, csv or tsv)",
            f"不明な形式 {fmt!r}（jsonl、csv、tsv のいずれか）",
        )
    open_kb(db).con.close()  # a KB must be there (built on first use); refuses a non-KB path
    cards = list(read_cards(file, game, mapping, fmt, known))  # every line checked first
    if not cards:
        raise CardError(f"{file}: no cards found", f"{file}: カードがありません")
    with store.writer_lock(db):
        store.identify(db)
        try:
            con = sqlite3.connect(db)
            try:
                with con:
                    counts = write_cards(con, iter(cards), progress)
            finally:
                con.close()
        except sqlite3.OperationalError as e:
            raise store.write_error(db, e) from None
    return {"db": str(db), "file": str(file), "cards": len(cards), **counts}


def carry_over(con: sqlite3.Connection, old_db: Path) -> int:
    """Copy the card tables of the KB at `old_db` into the KB being built on `con` (a rebuild
    keeps what the user imported). Returns the number of cards copied."""
    from kb import store

    try:
        old = sqlite3.connect(store.ro_uri(old_db), uri=True)
        try:
            has = old.execute(
                "select 1 from sqlite_master where type='table' and name='cards'"
            ).fetchone()
            rows = (
                old.execute(
                    "select game, number, name, type, text, fields, source, imported from cards "
                    "order by rowid"
                ).fetchall()
                if has
                else []
            )
        finally:
            old.close()
    except sqlite3.DatabaseError:
        return 0
    if not rows:
        return 0
    ensure_tables(con)
    for r in rows:
        cur = con.execute("insert into cards values (?,?,?,?,?,?,?,?)", r)
        c = Card(r[0], r[1], r[2] or "", r[3] or "", r[4] or "")
        con.execute(
            "insert into card_search (rowid, uni, bi) values (?,?,?)",
            (cur.lastrowid, *_search_row(c)),
        )
    return len(rows)


# --------------------------------------------------------------------------- reading the tables


def _card(r: tuple[Any, ...]) -> Card:
    game, number, name, type_, text, fields, source = r
    return Card(
        game, number, name or "", type_ or "", text or "", json.loads(fields or "{}"), source
    )


_COLS = "game, number, name, type, text, fields, source"


class UnknownCard(CardError):
    pass


class CardDB:
    """Lookups over the card tables of an open KB connection (read-only)."""

    def __init__(self, con: sqlite3.Connection) -> None:
        self.con = con
        self.present = bool(
            con.execute("select 1 from sqlite_master where name='cards'").fetchone()
        )

    def count(self, game: str | None = None) -> int:
        if not self.present:
            return 0
        if game is None:
            return self.con.execute("select count(*) from cards").fetchone()[0]
        return self.con.execute("select count(*) from cards where game=?", (game,)).fetchone()[0]

    def get(self, game: str, number: str) -> Card | None:
        if not self.present:
            return None
        r = self.con.execute(
            f"select {_COLS} from cards where game=? and number=?", (game, number.strip())
        ).fetchone()
        if r is None:  # the number as typed in another case or width (ab/w11-001, ＡＢ…)
            key = search_key_of(number)
            for row in self.con.execute(
                f"select {_COLS} from cards where game=? and lower(number)=?",
                (game, number.strip().lower()),
            ):
                return _card(row)
            for row in self.con.execute(f"select {_COLS} from cards where game=?", (game,)):
                if search_key_of(row[1]) == key:
                    return _card(row)
            return None
        return _card(r)

    def by_name(self, game: str, name: str) -> list[Card]:
        if not self.present:
            return []
        rows = self.con.execute(
            f"select {_COLS} from cards where game=? and name=? order by number",
            (game, name.strip()),
        ).fetchall()
        return [_card(r) for r in rows]

    def search(self, query: str, game: str | None = None, n: int = 10) -> list[Card]:
        """Cards whose number, name or text contain every word of `query` (normalised; two-
        character words match), best first (BM25)."""
        if not self.present:
            return []
        words = [word_chars(key_with_offsets(w)[0]) for w in query.split()]
        words = [w for w in words if w]
        if not words:
            return []
        parts = [
            f'uni : "{w}"'
            if len(w) == 1
            else 'bi : "' + " ".join(w[i : i + 2] for i in range(len(w) - 1)) + '"'
            for w in words
        ]
        sql = (
            f"select {', '.join('c.' + x.strip() for x in _COLS.split(','))} from card_search "
            "join cards c on c.rowid = card_search.rowid where card_search match ? "
        )
        args: list[Any] = [" AND ".join(parts)]
        if game:
            sql += "and c.game = ? "
            args.append(game)
        sql += "order by bm25(card_search), c.number limit ?"
        args.append(n)
        return [_card(r) for r in self.con.execute(sql, args)]

    def numbers(self, game: str, prefix: str = "", n: int = 50) -> list[str]:
        """Card numbers of `game` starting with `prefix` (for completion)."""
        if not self.present:
            return []
        like = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        return [
            r[0]
            for r in self.con.execute(
                "select number from cards where game=? and number like ? escape '\\' "
                "order by number limit ?",
                (game, like, n),
            )
        ]

    def find(self, game: str, ref: str) -> list[Card]:
        """A card given by number or name: the card with that number, else every card with
        that name (several prints), else nothing."""
        c = self.get(game, ref)
        if c is not None:
            return [c]
        return self.by_name(game, ref)

    def require(self, game: str, ref: str) -> list[Card]:
        found = self.find(game, ref)
        if found:
            return found
        near = [f"{c.number} {c.name}" for c in self.search(ref, game, 5)]
        if not near:
            near = self.numbers(game, ref.strip()[: max(1, len(ref.strip()) - 3)], 5)
        total = self.count(game)
        if total == 0:
            raise UnknownCard(
                f"no cards of {game} in the card database (import a card list with "
                f"`shinpan cards import FILE --game {game}`)",
                f"カードデータベースに {game} のカードがありません（`shinpan cards import FILE "
                f"--game {game}` でカードのリストを取り込んでください）",
                nearest=[],
            )
        hint = f"; nearest: {', '.join(near)}" if near else ""
        hint_ja = f"。近いカード: {'、'.join(near)}" if near else ""
        raise UnknownCard(
            f"no card {ref!r} in {game} (by number or name){hint}",
            f"{game} にカード {ref!r} はありません（番号でも名前でも）{hint_ja}",
            nearest=near,
        )


def search_key_of(s: str) -> str:
    return word_chars(key_with_offsets(s)[0])
