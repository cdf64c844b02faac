"""ws round 52 (lead): a hand play refused by its conditions (level 8.6.2.1.2, colour 8.6.2.1.1) cites
the main phase's action it was attempted under — a character into a slot (6.5.1.2.1), an event
(6.5.1.2.2) — as a climax's refusal cites the climax phase's (6.6.1.2.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = (
    "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
    "players:\n  A:\n    deck: 10\n    level: [{name: 緑札, type: character, color: green}]\n"
    "    clock: [{name: 緑札2, type: character, color: green}]\n    stock: 5\n"
    "    hand: [{name: 札, type: {kind}, level: {level}, cost: 0, color: {color}}]\n"
    "  B: {deck: 10}\n"
    "actions:\n  - {player: A, do: play, card: 札, slot: center_front}\n"
)


@pytest.mark.parametrize(
    ("kind", "level", "color", "why", "procedure"),
    [
        ("character", 2, "green", "8.6.2.1.2", "6.5.1.2.1"),
        ("character", 1, "red", "8.6.2.1.1", "6.5.1.2.1"),
        ("event", 2, "green", "8.6.2.1.2", "6.5.1.2.2"),
        ("event", 1, "red", "8.6.2.1.1", "6.5.1.2.2"),
    ],
)
def test_a_refused_hand_play_cites_its_main_phase_action(
    kind: str, level: int, color: str, why: str, procedure: str
) -> None:
    board = BOARD.replace("{kind}", kind).replace("{level}", str(level)).replace("{color}", color)
    r = resolve(loads(board))
    assert r.outcome.get("rejected"), r.outcome
    assert why in r.decided_by and procedure in r.decided_by, r.decided_by


def test_a_played_character_still_cites_its_slot_once() -> None:
    board = BOARD.replace("{kind}", "character").replace("{level}", "1").replace("{color}", "green")
    r = resolve(loads(board))
    assert not r.outcome.get("rejected"), r.outcome
    assert r.decided_by.count("6.5.1.2.1") == 1
