"""ruff (lint and format) is part of the test suite: the engineering rules say so."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUFF = shutil.which("ruff")


@pytest.mark.skipif(RUFF is None, reason="ruff is not installed (pip install -e '.[test]')")
@pytest.mark.parametrize("args", [["check", "."], ["format", "--check", "."]])
def test_ruff(args):
    r = subprocess.run([RUFF, *args], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
