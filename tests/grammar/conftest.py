from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"


@pytest.fixture
def corpus() -> Callable[[str], list[dict]]:
    """Loader for the development card corpora; skips when ../shared is absent."""

    def load(game: str) -> list[dict]:
        path = SHARED / "cards" / f"{game}.cards.jsonl"
        if not path.exists():
            pytest.skip(f"card corpus {path} not present (../shared is absent)")
        return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x]

    return load
