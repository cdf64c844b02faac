"""Monster Collection (mc), round 64 (s61mcR): a card placed as a proxy terrain is 「地形カード1枚」
(5.1.2.20.1) whatever it is — a unit card so placed is no unit of the party on that terrain: its
level does not count against the terrain's limit (12.2.3.2, 5.1.2.20.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


@pytest.mark.parametrize(("mover_level", "fits"), [(5, True), (6, False)])
def test_a_unit_card_placed_as_proxy_is_no_unit_of_the_party(mover_level: int, fits: bool) -> None:
    """A places a proxy (the top card a level-2 unit card) over its own 小屋 at l2, where 戦士
    (level 3) stands, then advances 重騎兵 (``mover_level``) into l2: 3 + level against 8."""
    heavy = f"{{name: 重騎兵, type: unit, level: {mover_level}, attack: 4, defense: 4}}"
    scn = mc_scenario(
        a=mc_area("c2", "草原", 8, heavy)
        + mc_area("l2", "小屋", 4, "{name: 戦士, type: unit, level: 3, attack: 2, defense: 3}"),
        a_top="    deck: [{name: 伏兵, type: unit, level: 2}, 10]\n",
        rest="actions:\n  - do: main_phase\n    actions:\n"
        "      - {do: place_terrain, proxy: true, area: l2}\n"
        f"      - {{do: advance, units: [重騎兵], to: l2, allowed: {str(fits).lower()}}}\n"
        "ask: [重騎兵.zone]\n",
    )
    r = resolve(loads(scn))
    assert str(r.outcome["state"]["重騎兵.zone"]) == ("A.field.l2" if fits else "A.field.c2")
    cited = {c for s in r.main.trace.steps for c in s.clauses}
    assert {"5.1.2.20.1", "5.1.2.20.2", "12.2.3.2"} <= cited
