"""The games' typography as data (grammar/dialect.py): one record per game, and the shared
builder asks the record, never the game's name."""

from __future__ import annotations

import re
from pathlib import Path

from grammar.dialect import DIALECTS, GAMES, LINE_GAMES, PROSE_GAMES
from grammar.structure import GRAMMAR_DIR

ROOT = Path(__file__).resolve().parents[2]
# a comparison of a game's name with a literal: `game == "vg"`, `self.game in ("mc", "co")`
_GAME_BRANCH = re.compile(
    r"""\bgame\s*(?:==|!=|in|not in)\s*[\(\{\[]?\s*["'](?:ws|vg|vs|co|mc)["']"""
)


def test_every_game_has_a_dialect_and_a_structural_grammar() -> None:
    assert set(DIALECTS) == set(GAMES)
    for g in GAMES:
        assert (GRAMMAR_DIR / f"{g}.lark").is_file(), g
        assert DIALECTS[g].game == g


def test_prose_and_line_games_partition_the_games() -> None:
    assert set(PROSE_GAMES) | set(LINE_GAMES) == set(GAMES)
    assert not set(PROSE_GAMES) & set(LINE_GAMES)


def test_the_shared_builder_has_no_branch_on_a_game_name() -> None:
    """grammar/parse.py, structure.py and render.py read features of the game's dialect; a new
    branch on a game's name there is a feature missing from grammar/dialect.py."""
    for name in ("parse.py", "structure.py", "render.py"):
        src = (ROOT / "grammar" / name).read_text(encoding="utf-8")
        hits = [m.group(0) for m in _GAME_BRANCH.finditer(src)]
        assert not hits, f"grammar/{name}: {hits}"


def test_the_branch_pattern_finds_what_it_is_meant_to() -> None:
    assert _GAME_BRANCH.search('if self.game == "vg" and first:')
    assert _GAME_BRANCH.search('if self.game in ("mc", "co") and k')
    assert not _GAME_BRANCH.search("if self.dialect.bracket_costs and first:")
