"""Monster Collection (mc), round 49 (s46mcC), issue 12: 「対象のイニシアチブ結果を「+nDして低い目1つ
(高い目1つ)」する」.

3.4.4: 「nDして高い目1つ(低い目1つ)」 is n dice rolled and the highest (lowest) value taken — the
initiative result (8.3.4.7) changed by that die (as 「±nD」, round 47), refused before ("the effect
「do」 of this form not run yet")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import InitiativeResultStep
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.test_mc_r47_card_targets import _INITIATIVE

get_game("mc")


@pytest.mark.parametrize(("words", "pick"), [("低い目1つ", "low"), ("高い目1つ", "high")])
def test_it_compiles_to_the_die_kept(words: str, pick: str) -> None:
    (ab,) = _abilities(
        "mc",
        f"□駆け抜け[イニシアチブ]\n〈対象:自軍プレイヤー〉\n対象のイニシアチブ結果を「+2Dして{words}」する。",
        "unit",
    )
    assert ab.supported, ab.reason
    assert ab.program.steps == (InitiativeResultStep(0, (2, "+"), "own", pick),)


@pytest.mark.parametrize(
    ("words", "b_first"),
    [("低い目1つ", False), ("高い目1つ", True)],
)
def test_the_die_kept_decides_who_attacks_first(words: str, b_first: bool) -> None:
    """B rolls 1 and 5: the lowest (1) gives 2 + 1 = 3 < 4 (A first); the highest (5) 2 + 5 = 7
    > 4 (B first) — a sum (6) would be B first in both."""
    text = f"◎[イニシアチブ]幻\\n〈対象:自軍プレイヤー〉\\n対象のイニシアチブ結果を「+2Dして{words}」する。"
    r = resolve(loads(_INITIATIVE % (text, ", dice: {B: [1, 5]}")))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    state = dict(r.outcome["state"])
    assert state == (
        {"A.discard": 1, "B.discard": 0} if b_first else {"A.discard": 0, "B.discard": 1}
    )
    assert {"8.3.4.7", "3.4.4"} <= set(r.decided_by)
