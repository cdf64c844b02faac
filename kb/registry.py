"""The game registry: which games exist and which document/parser each uses (kb/games.toml)."""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

# Bump when parsing or the KB schema changes: a KB built by another version is rebuilt.
# 2: ask index tables (kb/ask/index.py); 3: tails of out-of-order pages; 4: odd_negation;
# 5: anomalies.detail_ja, refs.reason_ja; 7: term uses of する verbs in conjugated forms;
# 8: documents.extraction (a PDF's extraction record)
PARSER_VERSION = "8"


@dataclass(frozen=True)
class Game:
    """A game the knowledge base holds: its names and its rules document's file and version."""

    id: str
    name_ja: str
    name_en: str
    document: str
    file: str
    version: str
    date: str
    format: str

    def source_path(self) -> Path:
        return Path(str(resources.files("kb") / "sources" / self.file))


@cache
def games() -> dict[str, Game]:
    data = tomllib.loads((resources.files("kb") / "games.toml").read_text(encoding="utf-8"))
    return {gid: Game(id=gid, **fields) for gid, fields in data.items()}


def game(game_id: str) -> Game:
    try:
        return games()[game_id]
    except KeyError:
        known = ", ".join(games())
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def fingerprint() -> str:
    """Identifies the bundled inputs and the parser: a KB with another fingerprint is stale.

    Cheap on purpose (sizes, not hashes): it runs before every lookup.
    """
    h = hashlib.sha256(PARSER_VERSION.encode())
    for g in sorted(games().values(), key=lambda g: g.id):
        h.update(f"{g.id}:{g.version}:{g.source_path().stat().st_size}".encode())
    return h.hexdigest()[:16]
