"""ws round 43: the refresh a damage cancel's move makes due (4.10.1.2 「…控え室に移動し、ダメージ
処理を終了します」) that leaves the deck and the waiting room empty again — inside the damage
processing (9.2.2.1: the player loses at once) or after it (the refresh ends, the loss at the check
timing by 9.4.1.2)? The audit's refresh_after_cancel: both readings run, and the point is raised
though both end in the same loss, since the game ends by another rule (``Result.reason``)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

SCN = """game: ws
title: t
turn: {player: B, number: 8, phase: attack, first_player: A}
players:
  A:
    level: 2
    clock: 3
    deck: [{name: 極, type: climax}]
    waiting_room: WAITING
  B: {deck: 20}
actions:
  - {do: damage, to: A, amount: 1}
ask: [game_over]
"""


def _readings(waiting: str) -> tuple[object, dict[str, tuple[object, str | None]]]:
    r = resolve(loads(SCN.replace("WAITING", waiting), "t.yaml"))
    got = {
        c.option: (
            lf.outcome.get("loser"),
            lf.final.result.reason if lf.final.result is not None else None,
        )
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    }
    return r, got


def test_ws_a_lone_climax_cancelled_and_refreshed_is_a_reading() -> None:
    r, got = _readings("0")
    assert got == {"after_damage": ("A", "loss_check"), "in_damage": ("A", "refresh")}
    points = [cl for cl, raised in r.reading_points().items() if raised]  # type: ignore[attr-defined]
    assert any("9.2.2.1" in cl and "4.10.1.2" in cl for cl in points)


@pytest.mark.parametrize("waiting", ["[{name: 甲, type: character}, {name: 乙, type: character}]"])
def test_ws_a_refresh_after_the_cancel_that_leaves_a_deck_raises_nothing(waiting: str) -> None:
    r, got = _readings(waiting)
    assert got == {}
    assert r.outcome.get("game_over") is not True  # type: ignore[attr-defined]
