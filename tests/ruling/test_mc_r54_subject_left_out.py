"""mc (round 54, s51mcT2): 「自軍本陣に存在する場合、対象を…」 with no subject, in an ability whose
〈対象〉 is 「このユニット」 — the one unit the ability speaks of (its target and the unit its text
names, 4.7.2) is the one said to be in its side's headquarters area (5.1.2.8), as 「このユニットが
自軍本陣に存在する場合」; with a group as the target (the subject could be either) it stays refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import main_state, mc_run

_EDGE = "○土俵際\\n〈対象:このユニット〉\\n自軍本陣に存在する場合、対象を「防御力:+3」する。"


@pytest.mark.parametrize(("area", "defense"), [("c1", 6), ("c2", 3)])
def test_the_unit_in_its_headquarters_is_raised(area: str, defense: int) -> None:
    unit = f'{{name: 力士, type: unit, level: 2, attack: 1, defense: 3, text: "{_EDGE}"}}'
    hq = "{name: 本陣, type: terrain, hq: true}"
    plain = "{name: 平原, type: terrain, limit: 8}"
    c1 = f"[{hq}, {unit}]" if area == "c1" else f"[{hq}]"
    c2 = f"[{plain}, {unit}]" if area == "c2" else f"[{plain}]"
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        f"      c1: {c1}\n      c2: {c2}\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions: []\nask: [力士.defense]\n"
    )
    assert main_state(r, "力士.defense") == defense


def test_read_as_this_unit_and_refused_beside_a_group() -> None:
    get_game("mc")
    text = "○土俵際\n〈対象:{t}〉\n自軍本陣に存在する場合、対象を「防御力:+3」する。"
    (a,) = _abilities("mc", text.format(t="このユニット"), "unit")
    assert a.supported, a.reason
    assert a.program.condition == ("on_this", ("in_hq", ("same",)))
    (b,) = _abilities("mc", text.format(t="自軍ユニットすべて"), "unit")
    assert not b.supported
