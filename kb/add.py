"""`kb add`: another version of a game's rules document, kept inside the KB."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path
from typing import Any

from kb.api import KBError
from kb.build import Document, added_documents, build, bundled_documents
from kb.parse import ParseError, parse_document
from kb.registry import games


class AddError(KBError):
    pass


def add_document(db: Path, game: str, file: Path, version: str | None) -> dict[str, Any]:
    if game not in games():
        known = ", ".join(games())
        raise AddError(
            f"unknown game {game!r} (known: {known})", f"ゲーム {game!r} はありません（{known}）"
        )
    try:
        raw = file.read_bytes()
    except OSError as e:
        why = e.strerror or str(e)
        raise AddError(f"cannot read {file}: {why}", f"{file} を読めません: {why}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise AddError(
            f"{file}: not UTF-8 text (byte {e.start}: {raw[e.start : e.start + 1]!r})",
            f"{file}: UTF-8 のテキストではありません（{e.start} バイト目）",
        ) from None
    fmt = games()[game].format
    try:
        parsed = parse_document(text, game, fmt)
    except ParseError as e:
        raise AddError(f"{file}: {e}") from None
    numbered = [c for c in parsed.clauses if c.kind in ("chapter", "section", "clause", "appendix")]
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
    existing = {(d.game, d.version) for d in bundled_documents() + added_documents(db)}
    if (game, version) in existing:
        raise AddError(
            f"{game} already has a version {version!r}; choose another --version",
            f"{game} には版 {version!r} がすでにあります。別の --version を指定してください",
        )
    doc_date = newest.date if newest and newest.date else date.today().isoformat()
    doc = Document(game, version, doc_date, file.name, text, "added", fmt)
    from kb.build import has_ask_index

    build(db, extra=[doc], ask_index=has_ask_index(db))
    from kb.api import open_kb

    kb = open_kb(db, build=False)
    default = kb.version(game) == version
    return {
        "game": game,
        "version": version,
        "date": doc_date,
        "clauses": len(numbered),
        "anomalies": len(parsed.anomalies),
        "default": default,
        "db": str(db),
    }
