"""docs/checklist-ws.md maps the resolver issue's WS checklist to scenarios: every scenario a row
names exists and its ``expect.decided_by`` cites one of the row's clauses."""

from __future__ import annotations

import re
from pathlib import Path

from ruling.scenario import load

REPO = Path(__file__).resolve().parents[2]
SCENARIOS = REPO / "tests" / "scenarios" / "ws"


def _rows() -> list[tuple[str, list[str], list[str]]]:
    text = (REPO / "docs" / "checklist-ws.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("item", "---") or set(cells[0]) <= {"-"}:
            continue
        clauses = re.findall(r"\d+(?:\.\d+)+", cells[1])
        names = re.findall(r"`([a-z0-9_]+)`", cells[2])
        rows.append((cells[0], clauses, names))
    return rows


def test_checklist_rows_name_real_scenarios_that_cite_them() -> None:
    rows = _rows()
    assert len(rows) >= 35
    problems = []
    for item, clauses, names in rows:
        if not clauses:  # the real-card row: every real_card_* scenario
            assert any(SCENARIOS.glob("real_card_*.yaml"))
            continue
        assert names, item
        for name in names:
            path = SCENARIOS / f"{name}.yaml"
            if not path.exists():
                problems.append(f"{item}: {name} does not exist")
                continue
            scn = load(path)
            cited = set(scn.expect.decided_by if scn.expect else ())
            if not cited & set(clauses):
                problems.append(f"{item}: {name} cites none of {clauses}")
    assert not problems, "\n".join(problems)
