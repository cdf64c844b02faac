"""Checks shared by the games' vocabulary tables (tests/ruling/test_<game>_vocabulary_r34.py):
each table is a card list of minimal texts, one per entry of a table the rules document defines,
and a ``NOT_YET`` mapping of the entries still refused (entry id → (clause, words of the refusal)).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruling.abilities import corpus_report


def check_entry(
    abilities: tuple[Any, ...], rec: dict[str, Any], not_yet: dict[str, tuple[str, str]]
) -> None:
    """An executable entry: every ability of it supported. A ``not_yet`` one: refused, its reason
    naming what is missing (an ``unsupported`` warning, never dropped)."""
    assert abilities, rec["text"]
    if rec["id"] in not_yet:
        bad = [a for a in abilities if not a.supported]
        assert bad, f"{rec['id']} runs now: remove it from NOT_YET"
        assert any(not_yet[rec["id"]][1] in a.reason for a in bad), [a.reason for a in bad]
    else:
        assert all(a.supported for a in abilities), [a.reason for a in abilities if not a.supported]


def check_coverage(
    game: str, data: Path, entries: list[dict[str, Any]], not_yet: dict[str, tuple[str, str]]
) -> None:
    """The figure the corpus report states: every entry but the ``not_yet`` ones all executable."""
    rep = corpus_report(game, data)
    assert rep["cards"] == len(entries)
    assert rep["cards_all_executable"] == len(entries) - len(not_yet)
