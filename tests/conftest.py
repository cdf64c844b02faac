"""Shared fixtures: one KB built per test session into a temporary directory."""

from __future__ import annotations

import os
from pathlib import Path

# AST nodes are frozen under the tests: an engine that assigns a field of a (shared) node
# fails here (grammar.ast.FROZEN); set before anything imports grammar.ast
os.environ["SHINPAN_AST_FROZEN"] = "1"

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Property tests are deterministic (the same examples every run, derandomize) and never fail on
# the machine's speed: no deadline, no "input generation too slow" health check (a loaded CI
# machine tripped it). A test's own @settings still sets its example count.
settings.register_profile(
    "shinpan", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("shinpan")

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
GAMES = ("vs", "ws", "vg", "co", "mc")


@pytest.fixture(scope="session")
def kb_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from kb.build import build

    path = tmp_path_factory.mktemp("kb") / "kb.sqlite"
    build(path)
    return path


@pytest.fixture(scope="session")
def kb(kb_path: Path):
    from kb.api import open_kb

    return open_kb(kb_path)


@pytest.fixture(scope="session")
def parsed():
    from kb.parse import parse_document
    from kb.registry import games

    return {
        g.id: parse_document(g.source_path().read_text(encoding="utf-8"), g.id, g.format)
        for g in games().values()
    }


@pytest.fixture(scope="session")
def card_db(kb_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path | None:
    """A KB with the real card lists of ../shared/cards imported (what a user does with
    `shinpan cards import` before naming cards by number); None when they are absent."""
    cards = SHARED / "cards"
    lists = sorted(cards.glob("*.cards.jsonl")) if cards.is_dir() else []
    if not lists:
        return None
    import shutil

    from kb.cards import import_cards

    db = tmp_path_factory.mktemp("cards") / "kb.sqlite"
    shutil.copy(kb_path, db)
    for f in lists:
        import_cards(db, f, game=f.name.split(".")[0])
    return db
