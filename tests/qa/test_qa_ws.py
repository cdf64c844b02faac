"""Official Weiß Schwarz rulings (tests/qa/ws/): does the engine agree with the publisher?

Each file is run through the same code path as `shinpan ruling FILE` (``resolve`` then
``check_expect``); a ruling agrees when its ``expect:`` holds and no ability on the board was
reported unsupported. Known disagreements are listed in tests/qa/ws/known_failures.yaml and run
as strict xfails: a fix turns into an XPASS, which fails until the list is updated. The agreement
rate is printed at the end of the run (tests/qa/conftest.py); ``python -m tests.qa.report``
prints it with the reasons grouped.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from qa_eval import citation_problems, evaluate, qa_dates

from ruling.scenario import ScenarioError, load

DIR = Path(__file__).resolve().parent / "ws"
FILES = sorted(DIR.glob("*.yaml"))
FILES = [p for p in FILES if p.name != "known_failures.yaml"]
KNOWN: dict[str, str] = (
    yaml.safe_load((DIR / "known_failures.yaml").read_text(encoding="utf-8")) or {}
)


def _param(p: Path) -> object:
    marks = []
    if p.name in KNOWN:
        marks.append(pytest.mark.xfail(strict=True, reason=KNOWN[p.name]))
    return pytest.param(p, marks=marks, id=p.stem)


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_qa_ruling(path: Path) -> None:
    v = evaluate(path)
    assert v.agrees, "\n".join(v.reasons)


def test_known_failures_name_files() -> None:
    names = {p.name for p in FILES}
    stale = sorted(set(KNOWN) - names)
    assert not stale, f"known_failures.yaml lists files that do not exist: {stale}"
    assert all(isinstance(v, str) and v.strip() for v in KNOWN.values()), "each needs a reason"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_qa_file_valid(path: Path) -> None:
    problems = citation_problems(path, qa_dates())
    assert not problems, "\n".join(problems)
    try:
        scn = load(path)
    except ScenarioError as exc:
        # a situation of the round-6 contract the engine does not run yet (「未対応の検証」) is
        # a disagreement counted by test_qa_ruling, not a broken file
        if all(
            "未対応の検証" in d.ja or "unsupported assertion" in d.message for d in exc.diagnostics
        ):
            return
        pytest.fail(exc.text("en"))
    assert scn.game == "ws"
    assert scn.expect is not None


def test_suite_size() -> None:
    # 170 files when this floor was set (two writers); the issue asks for 200 in all
    assert len(FILES) >= 160
