"""The core stays game-agnostic; games register themselves; rules are data with clauses."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ruling.core import OPTIONAL_PRINCIPLES, PRINCIPLES
from ruling.rules import games, get_game

RULING = Path(__file__).resolve().parents[2] / "ruling"


@pytest.mark.parametrize(
    "module", ["core.py", "rules.py", "state.py", "trace.py", "resolve.py", "scenario.py"]
)
def test_core_names_no_game(module: str) -> None:
    tree = ast.parse((RULING / module).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            assert not node.module.startswith("ruling.games."), f"{module} imports {node.module}"
        if isinstance(node, ast.Compare):
            for c in [node.left, *node.comparators]:
                assert not (isinstance(c, ast.Constant) and c.value in games()), (
                    f"{module} tests a game id"
                )


def test_registry_finds_games_by_id() -> None:
    assert "ws" in games()
    assert get_game("ws").id == "ws"
    with pytest.raises(KeyError):
        get_game("nope")
    with pytest.raises(KeyError):
        get_game("../etc")


@pytest.mark.parametrize("game_id", games())
def test_every_rule_carries_clauses(game_id: str) -> None:
    g = get_game(game_id)
    for rp in g.rule_processes:
        assert rp.clauses and rp.kind in ("interrupt", "check"), rp.id
    for ab in g.abilities.values():
        assert ab.clauses, ab.id
    for a in g.actions.values():
        assert a.verb and a.run is not None
    # "replacement:VERB": the game's clause for replacing that action in particular
    names = {p.split(":")[0] for p in g.principles}
    assert names <= set(PRINCIPLES) | set(OPTIONAL_PRINCIPLES)
    assert all(p.split(":")[1] in g.actions for p in g.principles if ":" in p)
    missing = set(PRINCIPLES) - set(g.principles)
    assert not missing, f"{game_id} does not say where its rules state {missing}"


def test_no_tracing_calls_in_games() -> None:
    for path in (RULING / "games").glob("*.py"):
        src = path.read_text(encoding="utf-8")
        assert "trace.add" not in src and "._e" not in src and ".trace" not in src, path.name


def test_games_refuse_card_text_with_the_one_unsupported() -> None:
    """Every game's card-text compiler raises the core's ``Unsupported`` (one class, not a copy
    per game), so the core reports any refusal the same way."""
    import importlib

    from ruling.abilities import Unsupported

    for mod in ("ruling.games._ws.cardtext", "ruling.games._vg.cardtext"):
        assert importlib.import_module(mod).Unsupported is Unsupported, mod
    assert Unsupported("a step in form cannot").reason == "a step in form cannot"
