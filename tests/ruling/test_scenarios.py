"""Every scenario under tests/scenarios/<game>/ is resolved and checked against its expect:."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruling.resolve import check_expect, resolve_file
from ruling.scenario import load

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(ROOT.glob("*/*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_scenario(path: Path) -> None:
    scn = load(path)
    assert scn.expect is not None, "a suite scenario states what it expects"
    assert scn.expect.decided_by, "a suite scenario names its deciding clauses"
    assert scn.game == path.parent.name
    r = resolve_file(path)
    problems = check_expect(r)
    assert not problems, "\n".join(problems)


def test_every_registered_game_has_golden_scenarios() -> None:
    from ruling.rules import games

    for g in games():
        assert len(list((ROOT / g).glob("*.yaml"))) >= 1, f"game {g} has no scenarios"


def test_ws_suite_size() -> None:
    assert len(list((ROOT / "ws").glob("*.yaml"))) >= 60
