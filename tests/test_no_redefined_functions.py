"""No module defines one top-level name twice: a later ``def`` silently replaces the earlier, and
every call of the first then runs the second. Two branches merged in round 56 each added a
``_margin`` to ``ruling/cardtext/conditions.py`` (a count's margin and a value's), the second
replaced the first, and count comparisons broke across three games; ruff did not report it (the
first was used only inside function bodies)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted(
    p
    for d in ("kb", "grammar", "ruling", "web")
    if (ROOT / d).is_dir()
    for p in (ROOT / d).rglob("*.py")
) + [ROOT / "cli.py"]


def _defined_twice(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = Counter(
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    )
    return sorted(n for n, k in names.items() if k > 1)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_top_level_name_defined_twice(path: Path) -> None:
    assert _defined_twice(path) == []
