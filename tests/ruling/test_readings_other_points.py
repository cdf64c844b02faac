"""``expect.readings``: an entry keyed by clauses X asserts the outcome under each reading of
the point naming X; the leaves run under another reading of a point the file does not name are
left out (that point read as the engine reads it)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling import resolve
from ruling.resolve import BranchChoice, Leaf, Ruling, _readings_problems


def _choice(clauses: tuple[str, ...], option: str, preferred: bool) -> BranchChoice:
    q = f"question of {clauses[0]}"
    return BranchChoice(
        "A", "reading", q, q, option, option, option, reading=True,
        clauses=clauses, preferred=preferred,
    )  # fmt: skip


def _leaf(choices: list[BranchChoice], loser: str) -> Leaf:
    return Leaf(choices, {"loser": loser}, [], None, None, None, [], [], [])  # type: ignore[arg-type]


X, Y = ("1.1",), ("2.2",)


@pytest.fixture
def two_points(monkeypatch: pytest.MonkeyPatch) -> Ruling:
    """A ruling passing through two reading points X and Y: under X's other reading B loses,
    under Y's other reading nobody's outcome holds (C loses) whatever X's reading."""
    x_own, x_other = _choice(X, "x_own", True), _choice(X, "x_other", False)
    y_own, y_other = _choice(Y, "y_own", True), _choice(Y, "y_other", False)
    r = Ruling(scenario=None, leaves=[_leaf([x_own, y_own], "A")])  # type: ignore[arg-type]
    r.alternates = [
        _leaf([x_other, y_own], "B"),
        _leaf([x_own, y_other], "C"),
        _leaf([x_other, y_other], "C"),
    ]
    monkeypatch.setattr(resolve, "raised_points", lambda _r: [(X, True), (Y, True)])
    return r


def test_entry_naming_one_point_compares_under_the_engines_reading_of_the_other(
    two_points: Ruling,
) -> None:
    want: list[dict[str, Any]] = [
        {"clauses": ["1.1"], "loser": "A"},
        {"clauses": ["1.1"], "loser": "B"},
    ]
    assert _readings_problems(two_points, want) == []
    # by option too
    assert _readings_problems(two_points, {"x_other": {"loser": "B"}}) == []


def test_a_wrong_expectation_still_fails(two_points: Ruling) -> None:
    # C loses only under Y's other reading, which the file does not name
    assert _readings_problems(two_points, [{"clauses": ["1.1"], "loser": "C"}])
    assert _readings_problems(two_points, {"x_other": {"loser": "A"}})


def test_each_entry_reads_the_points_it_does_not_name_as_the_engine(two_points: Ruling) -> None:
    # a file naming both points: each entry is compared under the engine's reading of the other
    want: list[dict[str, Any]] = [
        {"clauses": ["1.1"], "loser": "B"},
        {"clauses": ["2.2"], "loser": "C"},
    ]
    assert _readings_problems(two_points, want) == []
    # C loses under X's other reading only when Y is read otherwise too: not X's to assert
    assert _readings_problems(two_points, [*want, {"clauses": ["1.1"], "loser": "C"}])


def test_outcome_names_every_point_it_depends_on(two_points: Ruling) -> None:
    """Both points change the outcome: ``depends_on_reading`` names the clauses of each, and each
    other reading says which point it reads otherwise (its own question)."""
    out = two_points.outcome
    assert out["depends_on_reading"] == ["1.1", "2.2"]
    about = {tuple(x["reading"]): x["about"]["en"] for x in out["readings"]}
    assert about[("x_other", "y_own")] == "question of 1.1"
    assert about[("x_own", "y_other")] == "question of 2.2"
