"""Neighbour texts written in round 16 (s12covs, issue 12) from each rules document's vocabulary
beside the refused cards_r15 texts — the same construction with another verb, zone, filter,
number, player or trigger (``tests/fixtures/card_examples/{co,vs}_r16_own_texts.txt``, one a
line), measured as ``python -m ruling.rules_examples GAME --texts FILE`` does. Floors (measured
at the start of the round, a50b556d, and after): co 0 -> 27 of 30, vs 0 -> 27 of 30; the texts
left are constructions still refused with their reason (two targets, a past condition on the
battle, a swap, a per-count modifier, …)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruling.rules_examples import measure, own_texts

FIXTURES = Path(__file__).parents[1] / "fixtures" / "card_examples"


@pytest.mark.parametrize(("game", "texts", "floor"), [("co", 30, 27), ("vs", 30, 27)])
def test_own_texts_census_r16(game: str, texts: int, floor: int) -> None:
    out = measure(game, own_texts(str(FIXTURES / f"{game}_r16_own_texts.txt")))
    assert len(out) == texts
    assert not [o for o in out if o.silent]
    ran = sum(o.runs for o in out)
    assert ran >= floor, [(o.clause, o.reason) for o in out if not o.runs]
