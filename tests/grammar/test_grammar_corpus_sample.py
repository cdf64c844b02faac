"""A small sample of the development corpora (the full measurement is bench/grammar.py)."""

from __future__ import annotations

from collections.abc import Callable

from grammar.coverage import measure


def test_ws_sample(corpus: Callable[[str], list[dict]]) -> None:
    cards = corpus("ws")[::25]
    cov = measure([c["text"] for c in cards], "ws")
    assert cov.pct(cov.structural) >= 99.0
    assert cov.pct(cov.fully_typed) >= 80.0
    assert cov.pct(cov.round_trip, cov.fully_typed) >= 90.0


def test_vg_sample(corpus: Callable[[str], list[dict]]) -> None:
    cards = corpus("vg")[::4]
    cov = measure([c["text"] for c in cards], "vg")
    assert cov.pct(cov.structural) >= 97.0
    assert cov.pct(cov.fully_typed) >= 70.0
    assert cov.pct(cov.round_trip, cov.fully_typed) >= 90.0
