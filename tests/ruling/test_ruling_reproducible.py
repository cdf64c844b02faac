"""A ruling reads the same on every run: no wording or order may depend on Python's string hashing
(a set joined into a message changes order with PYTHONHASHSEED). Two co files whose message joins
the card types a character is immune to, run under two hash seeds in fresh processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FILES = [
    "tests/scenarios/co/r34_003_spell_event_immunity_not_against_character_ability.yaml",
    "tests/scenarios/co/r40_016_spell_event_immunity_not_character_ability.yaml",
]


def _ruling(path: str, seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    out = subprocess.run(
        [sys.executable, "cli.py", "ruling", path, "--json", "--explain"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode in (0, 1), out.stderr
    return out.stdout


@pytest.mark.parametrize("path", FILES)
def test_same_ruling_under_two_hash_seeds(path: str) -> None:
    assert _ruling(path, "1") == _ruling(path, "2")
