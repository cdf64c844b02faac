"""`kb add`: another version of a game's rules document, kept inside the KB."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from kb import store
from kb.errors import KBError
from kb.model import NUMBERED_KINDS, ParsedDocument
from kb.parse import ParseError, parse_document
from kb.pdf import stored_anomalies
from kb.registry import games

# The largest document `kb add` reads (bytes). The bundled documents are 80-380 kB; a rules
# document ten times the largest is still far below this. Read with a bound, so a device such
# as /dev/zero is refused instead of read until memory runs out.
MAX_DOCUMENT_BYTES = 8 * 1024 * 1024

# A document is suspicious (refused unless --force) when it has fewer numbered clauses than
# this fraction of the game's default version, or when its damage anomalies (below) outnumber
# this fraction of its clauses. The bundled documents have 0.3-2% damage per clause.
MIN_CLAUSE_RATIO = 0.5
MAX_DAMAGE_RATIO = 0.5
# Anomaly kinds that mean text could not be read as the clause sequence it should be (layout
# repairs such as page_break_join are the normal cost of an extraction and are not counted).
DAMAGE_KINDS = frozenset(
    {
        "front_matter",
        "unplaced_fragment",
        "duplicate_id",
        "out_of_order",
        "numbering_gap",
        "missing_parent",
        "truncated_clause",
        "no_clauses",
    }
)


class AddError(KBError):
    pass


def read_document(file: Path, limit: int = MAX_DOCUMENT_BYTES) -> bytes:
    """The file's bytes, refused with a clear error past `limit` (never read further); a PDF
    may be up to kb.pdf.MAX_PDF_BYTES."""
    from kb.files import FileProblem, check_input
    from kb.pdf import MAX_PDF_BYTES, is_pdf

    try:
        check_input(file)  # a directory, device or pipe: said so, never opened (kb/files.py)
    except FileProblem as e:
        raise AddError(str(e), e.ja) from None
    try:
        with file.open("rb") as f:
            raw = f.read(1024)
            if is_pdf(raw):
                limit = MAX_PDF_BYTES
            raw += f.read(limit + 1 - len(raw))
    except IsADirectoryError:
        raise AddError(f"{file} is a directory", f"{file} はディレクトリです") from None
    except OSError as e:
        why = e.strerror or str(e)
        raise AddError(f"cannot read {file}: {why}", f"{file} を読めません: {why}") from None
    if len(raw) > limit:
        mb = limit // (1024 * 1024)
        what = "a PDF" if limit == MAX_PDF_BYTES else "a text file"
        raise AddError(
            f"{file} is larger than {mb} MB for {what}: not a rules document (the largest "
            "bundled one is 0.4 MB of text)",
            f"{file} は{'PDF' if limit == MAX_PDF_BYTES else 'テキスト'}として {mb} MB を超えています。"
            "総合ルールの文書ではありません（同梱の最大の文書はテキストで 0.4 MB）",
        )
    return raw


def document_text(file: Path, raw: bytes) -> tuple[str, str]:
    """The document's text and, for a PDF, its extraction record (kb/pdf.py; "" for text)."""
    from kb.pdf import extract, is_pdf

    if is_pdf(raw[:1024]):
        ex = extract(raw, str(file))
        return ex.text, ex.to_json()
    return decode_document(file, raw), ""


def decode_document(file: Path, raw: bytes) -> str:
    from kb.files import FileProblem, decode_input

    try:
        return decode_input(file, raw)
    except FileProblem as e:
        raise AddError(str(e), e.ja) from None


@dataclass
class Suspicion:
    en: str
    ja: str


def suspicious(parsed: ParsedDocument, reference: int | None) -> Suspicion | None:
    """Why a parsed document does not look like a version of the game's rules (or None):
    far fewer numbered clauses than `reference` (the default version's count), or mostly
    damage anomalies."""
    numbered = sum(1 for c in parsed.clauses if c.kind in NUMBERED_KINDS)
    damage = sum(1 for a in parsed.anomalies if a.kind in DAMAGE_KINDS)
    if reference and numbered < MIN_CLAUSE_RATIO * reference:
        return Suspicion(
            f"it has {numbered} numbered clauses where the default version has {reference}",
            f"番号付きの条項が {numbered} 個しかありません（既定の版は {reference} 個）",
        )
    if damage > MAX_DAMAGE_RATIO * max(numbered, 1):
        return Suspicion(
            f"{damage} of its anomalies are damage (text out of place, numbers repeated, out of "
            f"order or skipped) for {numbered} numbered clauses",
            f"番号付きの条項 {numbered} 個に対して損傷の異常（位置が不明な文、番号の重複・順序違い・欠落）が"
            f" {damage} 件あります",
        )
    return None


def add_document(
    db: Path, game: str, file: Path, version: str | None, *, force: bool = False
) -> dict[str, Any]:
    if game not in games():
        known = ", ".join(games())
        raise AddError(
            f"unknown game {game!r} (known: {known})", f"ゲーム {game!r} はありません（{known}）"
        )
    store.identify(db)  # refuse a path that is not a KB before reading anything else
    text, extraction = document_text(file, read_document(file))
    fmt = games()[game].format
    try:
        parsed = parse_document(text, game, fmt)
    except ParseError as e:
        raise AddError(f"{file}: {e}") from None
    numbered = [c for c in parsed.clauses if c.kind in NUMBERED_KINDS]
    if not numbered:
        raise AddError(
            f"{file}: no numbered clauses found; is this a {game} rules document?",
            f"{file}: 番号付きの条項が見つかりません。{game} の総合ルールですか？",
        )
    newest = max(parsed.changelog, key=lambda e: (e.date, e.line), default=None)
    if version is None:
        if newest is None or not newest.version:
            raise AddError(
                f"{file}: no version found in its changelog; give one with --version",
                f"{file}: 更新履歴に版が見つかりません。--version で指定してください",
            )
        version = re.sub(r"^(?:ver\.?|version|v)\s*", "", newest.version, flags=re.I)
    doc_date = newest.date if newest and newest.date else date.today().isoformat()
    from kb.build import Document, add_locked, build_locked, bundled_documents, has_ask_index

    doc = Document(game, version, doc_date, file.name, text, "added", fmt, extraction)
    try:
        db.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise store.write_error(db, e) from None
    with store.writer_lock(db):
        # Everything below reads the KB as it is now, under the lock: an add by another
        # process that finished while this one waited is seen, and kept.
        stored = _stored_versions(db)
        existing = {(d.game, d.version) for d in bundled_documents()} | set(stored)
        if (game, version) in existing:
            raise AddError(
                f"{game} already has a version {version!r}; choose another --version",
                f"{game} には版 {version!r} がすでにあります。別の --version を指定してください",
            )
        reference = _default_count(stored, game)
        why = suspicious(parsed, reference)
        if why is not None and not force:
            raise AddError(
                f"{file} does not look like a {game} rules document: {why.en}. It was not added "
                "(check the file; --force adds it anyway)",
                f"{file} は {game} の総合ルールに見えません: {why.ja}。追加していません"
                "（ファイルを確認してください。--force を付けると追加します）",
                reason=why.en,
            )
        from kb.api import is_fresh

        if is_fresh(db):  # the usual case: one document's work, in one transaction
            add_locked(db, doc, parsed)
        else:  # no KB yet, or one of another parser: rebuild everything with the new one
            build_locked(db, extra=[doc], ask_index=has_ask_index(db))
        from kb.api import KB

        kb = KB(db)
        default = kb.version(game) == version
        kb.con.close()
    return {
        "game": game,
        "version": version,
        "date": doc_date,
        "clauses": len(numbered),
        "anomalies": len(parsed.anomalies) + len(stored_anomalies(extraction)),
        "pdf": bool(extraction),
        "default": default,
        "forced": why is not None,
        "db": str(db),
    }


def _stored_versions(db: Path) -> dict[tuple[str, str], tuple[int, bool]]:
    """(game, version) → (numbered clause count, is default) of every document in the KB."""
    if store.identify(db) == "missing":
        return {}
    try:
        con = sqlite3.connect(store.ro_uri(db), uri=True)
        try:
            rows = con.execute(
                "select game, version, clause_count, is_default from documents"
            ).fetchall()
        finally:
            con.close()
    except sqlite3.DatabaseError:
        return {}
    return {(g, v): (n, bool(d)) for g, v, n, d in rows}


def _default_count(stored: dict[tuple[str, str], tuple[int, bool]], game: str) -> int | None:
    """Numbered clauses of the game's default version (the bundled one when no KB exists)."""
    for (g, _v), (n, default) in stored.items():
        if g == game and default:
            return n
    g = games()[game]
    parsed = parse_document(g.source_path().read_text(encoding="utf-8"), g.id, g.format)
    return sum(1 for c in parsed.clauses if c.kind in NUMBERED_KINDS)
