"""The game registry: which games exist and which document/parser each uses (kb/games.toml)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path


@dataclass(frozen=True)
class Game:
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
