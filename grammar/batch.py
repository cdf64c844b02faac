"""Parsing many cards in one go (``shinpan check-card`` over a file, the coverage report).

The parser's output is acyclic (trees of frozen nodes), so reference counting frees what a
card no longer needs; the cyclic garbage collector only re-scans the growing heap of results
kept for the report. Measured on the WS corpus, its full passes took a quarter of the parse
time. ``collector_paused()`` turns it off for the batch (what little cyclic garbage the batch
leaves, from exceptions, is collected once it is back on) and restores the previous state."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
