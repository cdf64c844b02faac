"""Monster Collection (mc), round 63 (s60mcR), issue 14: a terrain from the hand placed in a turn
a ▽ ability turned one of the player's terrains into a proxy terrain — the flip is the ▽'s cost
(14.8.1, 14.8.3), no placement of a proxy terrain declared, so 5.1.2.20.4 (and 12.1.1.2.2.2)
does not bar it: the clauses read to conclude so are cited."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario


@pytest.mark.parametrize("flip", [True, False])
def test_a_hand_terrain_after_a_flip(flip: bool) -> None:
    well = "▽井戸[メイン]\\n〈対象:自軍プレイヤー〉\\nカードを1枚補充する。"
    village = f'{{name: 村, type: terrain, limit: 6, text: "{well}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=f"      c2:\n        - {village}\n"
        "        - {name: 井戸番, type: unit, level: 2, attack: 1, defense: 2}\n",
        a_top="    deck: 10\n    hand: [{name: 果樹園, type: terrain, limit: 6}]\n",
        rest="actions:\n"
        + ("  - {do: use, card: 村}\n" if flip else "")
        + "  - {do: place_terrain, card: 果樹園, area: r2}\n"
        "expect:\n  state: {果樹園.zone: A.r2}\n",
    )
    r = resolve(loads(scn))
    assert check_expect(r) == []
    cited = {c for s in r.main.trace.steps for c in s.clauses}
    assert ({"5.1.2.20.4", "14.8.3"} <= cited) == flip
    # round 65 (s62comcR): the step is about the terrain placed, so the ruling names it too
    assert ("5.1.2.20.4" in set(r.decided_by)) == flip
