"""The census texts written in each rules document's printed style (round 13:
``tests/fixtures/card_examples/{co,mc,vs}_r13_own_texts.txt``, one a line) measured as
``python -m ruling.rules_examples GAME --texts FILE`` does: each runs when it compiles and is held
on a board with no ``unsupported`` warning, or, printed as a bare effect, resolves on the game's
effect board. Floors (measured): co 90 -> 91 of 99, mc 41 -> 42 of 52, vs 27 -> 30 of 40 (round
14: the CO damage reduction, the VS count set off by a comma; mc's gain is another helper's
● [自軍ターン] reading)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruling.rules_examples import measure, own_texts

FIXTURES = Path(__file__).parents[1] / "fixtures" / "card_examples"


@pytest.mark.parametrize(
    ("game", "texts", "floor"), [("co", 99, 91), ("mc", 52, 42), ("vs", 40, 30)]
)
def test_own_texts_census(game: str, texts: int, floor: int) -> None:
    out = measure(game, own_texts(str(FIXTURES / f"{game}_r13_own_texts.txt")))
    assert len(out) == texts
    assert not [o for o in out if o.silent]
    ran = sum(o.runs for o in out)
    assert ran >= floor, [(o.clause, o.reason) for o in out if not o.runs]
