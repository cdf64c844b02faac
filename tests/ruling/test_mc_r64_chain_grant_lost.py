"""Monster Collection (mc), round 64 (s61mcR): an effect 「対抗連鎖終了後、この効果を消失させる」 that
gave 「防御力:+n」 is lost when the counter chain ends (10.15.1.2) and the value loses the +n
(4.6.6): damage dealt while it was in force kills the unit then (11.3.1.2.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_GUARD = (
    "◎[対抗]守りの構え\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n"
    "対象に「防御力:+3」を付与する。対抗連鎖終了後、この効果を消失させる。"
)


@pytest.mark.parametrize(("attack", "zone"), [(4, "B.discard"), (2, "B.field.c3")])
def test_the_grant_lost_at_the_chains_end_takes_the_plus_away(attack: int, zone: str) -> None:
    """A's 斧戦士 (``attack``) attacks B's 盾持ち (defence 3), which answers with +3 until the
    chain ends: 4 damage kills it once the +3 is gone, 2 does not."""
    shield = f'{{name: 盾持ち, type: unit, level: 2, attack: 1, defense: 3, text: "{_GUARD}"}}'
    scn = mc_scenario(
        a=mc_area(
            "c2", "草原", 8, f"{{name: 斧戦士, type: unit, level: 2, attack: {attack}, defense: 9}}"
        ),
        b=mc_area("c3", "森", 6, shield),
        b_top="    deck: 20\n    hand: [{name: 地図, type: item}]\n",
        rest="actions:\n  - do: advance\n    units: [斧戦士]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    answer_first_attack: [{do: use, player: B, card: 盾持ち, target: 盾持ち,"
        " cost_cards: [地図]}]\nask: [盾持ち.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert str(r.outcome["state"]["盾持ち.zone"]) == zone
    ended = [s for s in r.main.trace.steps if "10.15.1.2" in s.clauses]
    assert ended and "4.6.6" in ended[0].clauses
    if zone == "B.discard":
        assert {"10.15.1.2", "4.6.6", "11.3.1.2.1"} <= set(r.decided_by)
