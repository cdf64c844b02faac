"""No module defines one top-level name twice: a later ``def`` silently replaces the earlier, and
every call of the first then runs the second. Two branches merged in round 56 each added a
``_margin`` to ``ruling/cardtext/conditions.py`` (a count's margin and a value's), the second
replaced the first, and count comparisons broke across three games; ruff did not report it (the
first was used only inside function bodies)."""

from __future__ import annotations

import re
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


# a top-level definition starts its line (a nested one is indented); read line by line, not by
# parsing the module (``ast.parse`` of the largest plug-ins took seconds of the suite's time)
_TOP_DEF = re.compile(r"^(?:async[ \t]+def|def|class)[ \t]+(\w+)", re.M)


def _defined_twice(path: Path) -> list[str]:
    names = Counter(_TOP_DEF.findall(path.read_text(encoding="utf-8")))
    return sorted(n for n, k in names.items() if k > 1)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_top_level_name_defined_twice(path: Path) -> None:
    assert _defined_twice(path) == []


def test_the_line_scan_finds_what_the_parser_finds() -> None:
    """Every top-level name ``ast`` reads the line scan reads too (a sample of the modules)."""
    import ast

    for path in MODULES[::7]:
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        parsed = [
            node.name
            for node in tree.body
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        ]
        # the scan may also meet a docstring line starting 「class …」: it counts at least as much
        assert not Counter(parsed) - Counter(_TOP_DEF.findall(text)), path
