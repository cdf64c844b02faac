"""Every scenario under tests/scenarios/<game>/ is resolved and checked against its expect:.

A scenario the engine does not agree with yet (a blind set's file kept as development material)
is listed with the reason in ``tests/scenarios/known_failures.yaml`` (``game/file.yaml: reason``)
and runs as a strict xfail: a fix turns it into an XPASS, which fails until the entry is removed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from ruling.cardref import CARD_DB, has_card_refs
from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, load

# the C implementation of the safe loader where PyYAML has it (the same reading, faster)
SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(ROOT.glob("*/*.yaml"))
KNOWN_FILE = ROOT / "known_failures.yaml"
KNOWN: dict[str, str] = (
    (yaml.safe_load(KNOWN_FILE.read_text(encoding="utf-8")) or {}) if KNOWN_FILE.exists() else {}
)


def _param(p: Path) -> object:
    key = f"{p.parent.name}/{p.name}"
    # a known failure fails by disagreeing (AssertionError) or being refused by the loader
    # (ScenarioError); any other exception (a crash: RecursionError, KeyError …) fails the suite
    # even for a listed file (round 47: a RecursionError had passed as an xfail)
    marks = (
        [pytest.mark.xfail(strict=True, reason=KNOWN[key], raises=(AssertionError, ScenarioError))]
        if key in KNOWN
        else []
    )
    return pytest.param(p, marks=marks, id=f"{p.parent.name}/{p.stem}")


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_scenario(path: Path, request: pytest.FixtureRequest) -> None:
    if has_card_refs(yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE)):
        # cards given by number ({card: DZ-BT12/087}) come from the card database
        db = request.getfixturevalue("card_db")
        if db is None:
            pytest.skip("names cards by number and ../shared/cards (the card lists) is absent")
        token = CARD_DB.set(db)
        try:
            _check(path)
        finally:
            CARD_DB.reset(token)
    else:
        _check(path)


def _check(path: Path) -> None:
    scn = load(path)
    assert scn.expect is not None, "a suite scenario states what it expects"
    # a point the rules text does not settle names its clauses as `ambiguous` (and each
    # reading's clauses) rather than one decided-by list
    assert scn.expect.decided_by or scn.expect.ambiguous, (
        "a suite scenario names its deciding clauses"
    )
    assert scn.game == path.parent.name
    r = resolve(scn, file=str(path))  # the scenario read once (``resolve_file`` reads it again)
    problems = check_expect(r)
    assert not problems, "\n".join(problems)
    _notes_read_in_both_languages(r)
    # an ability on the board the engine could not run, whose effect the outcome may depend on:
    # the file passes only if it says so (an `expect.warnings` entry found in that warning, as
    # the files testing the report do); otherwise it agrees only because nothing was run
    expected = scn.expect.warnings or []
    silent = [
        w.ja
        for w in r.warnings()
        if w.kind == "unsupported" and w.may_decide and not any(e in w.ja + w.en for e in expected)
    ]
    assert not silent, "agrees only with card text not run: " + " | ".join(silent)


def _japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" for ch in text)


def _notes_read_in_both_languages(r: Any) -> None:
    """A note on the reading of the rules text is shown in the ruling's language: each is a
    (ja, en) pair — or an unsettled point's (ja, en, clauses), ``unsettled.note`` — the Japanese
    one written in Japanese (checked here, on every file's replay, rather than by a second replay
    of every file)."""
    for leaf in r.leaves:
        for step in leaf.trace.steps:
            if step.note is None:
                continue
            assert isinstance(step.note, tuple), step.note
            ja, en = step.note[:2]
            assert _japanese(ja) and ja != en, ja


def test_known_failures_name_files_with_reasons() -> None:
    names = {f"{p.parent.name}/{p.name}" for p in FILES}
    stale = sorted(set(KNOWN) - names)
    assert not stale, f"known_failures.yaml lists files that do not exist: {stale}"
    assert all(isinstance(v, str) and v.strip() for v in KNOWN.values()), "each needs a reason"


def test_every_registered_game_has_golden_scenarios() -> None:
    from ruling.rules import games

    for g in games():
        assert len(list((ROOT / g).glob("*.yaml"))) >= 1, f"game {g} has no scenarios"


def test_ws_suite_size() -> None:
    assert len(list((ROOT / "ws").glob("*.yaml"))) >= 60
