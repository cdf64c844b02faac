"""Victory Spark: questions and rules read for round 15 (issue 14), each on a minimal case of its
own."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

ABILITY = "{player: A, number: 6, phase: ability, first_player: B}"


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = ABILITY, extra: str = ""):
    text = (
        f"game: vs\ntitle: t\nturn: {turn}\nplayers:\n  A: {a}\n  B: {b}\n"
        f"actions:\n{actions}\n{extra}ask: {ask}\n"
    )
    return resolve(loads(text))


def test_a_slot_asked_by_name_answers_the_card_in_it() -> None:
    """``ask: [B.ring]``: the card in the ring (3.3), not its orientation; an empty bench slot
    answers []; ``expect.state`` still accepts an orientation, a name or ``empty``."""
    a = "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000}}"
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    r = _ruling(a, b, "  - {do: check_timing}", "[B.ring, B.bench.left]")
    assert r.outcome["state"] == {"B.ring": ["美希"], "B.bench.left": []}
    for want, ok in (("美希", True), ("stand", True), ("[美希]", True), ("千早", False)):
        extra = f"expect:\n  state: {{B.ring: {want}, B.bench.left: empty}}\n"
        r = _ruling(a, b, "  - {do: check_timing}", "[B.ring]", extra=extra)
        assert (not check_expect(r)) is ok, (want, check_expect(r))


SLOTS = {
    "ws": (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {deck: 9, stage: {center_front: {name: 甲, power: 1000, state: rest}}}\n"
        "  B: {deck: 9}\nactions: []\nask: [A.stage.center_front, A.center_front, A.left_front]\n",
        {"A.stage.center_front": ["甲(rest)"], "A.center_front": ["甲(rest)"], "A.left_front": []},
    ),
    "vg": (
        "game: vg\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {deck: 9, vanguard: {name: 甲, grade: 1, power: 8000}}\n"
        "  B: {deck: 9}\nactions: []\nask: [A.vanguard]\n",
        {"A.vanguard": ["甲"]},
    ),
    "co": (
        "game: co\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {hp: 20, deck: 9, field: [{name: 甲, type: character, ap: 1, dp: 3},"
        " {name: 乙, type: character, ap: 1, dp: 3}]}\n"
        "  B: {hp: 20, deck: 9}\nactions: []\nask: [A.field]\n",
        {"A.field": ["甲", "乙"]},
    ),
}


@pytest.mark.parametrize("game", sorted(SLOTS))
def test_slots_are_asked_alike_in_every_game(game: str) -> None:
    """A slot (ws stage position, vg circle, co field) asked by name answers its card(s), each
    with its orientation when not standing — as an mc area does."""
    text, want = SLOTS[game]
    r = resolve(loads(text))
    assert r.outcome["state"] == want
