"""One resolution of a card's ability (``ruling.resolution.Resolution``), the record vg's and
ws's step runners share (folded from their own ``Rt``): its fields in the order the games
construct it, each game's own fields after them."""

from __future__ import annotations

import dataclasses

import pytest

from ruling.resolution import Resolution

SHARED = ("ctx", "master", "source", "program", "text", "data", "chosen", "looked", "why")


@pytest.mark.parametrize(
    ("module", "own"),
    [
        ("ruling.games._vg.selectors", ("done", "acted")),
        ("ruling.games._ws.selection", ("acted", "done", "paid", "chosen_step", "unknown")),
    ],
)
def test_each_game_keeps_the_shared_record_and_its_own(module: str, own: tuple[str, ...]) -> None:
    import importlib

    rt_class = importlib.import_module(module).Rt
    assert issubclass(rt_class, Resolution)
    assert tuple(f.name for f in dataclasses.fields(rt_class)) == SHARED + own
    rt = rt_class(None, "A", "u1", None, "text", {"placed": 3})
    # what a step notes is the resolution's own: never shared between two of them
    other = rt_class(None, "B", None, None, "")
    rt.chosen.append("u2")
    assert (rt.master, rt.source, rt.data, rt.why) == ("A", "u1", {"placed": 3}, ())
    assert other.chosen == [] and other.data == {}
