"""mc round 51 (s48mcA): a unit discarded by other than a death effect (a limit adjustment) does
not die (12.6.1): the replacement of its dying has no event to replace (10.8.3)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_UNIT = (
    "{name: 幻術師, type: unit, level: 2, attack: 1, defense: 2, "
    'text: "○幻身\\nこのユニットが死亡する場合、代わりに持ち主の手札に戻す。"}'
)


def test_limit_discard_is_no_death() -> None:
    text = mc_scenario(
        a=mc_area("c2", "平原", 8, "{name: 騎士, type: unit, level: 3}", _UNIT),
        a_top="    deck: 20\n    hand: [{name: 沼地, type: terrain, limit: 4}]\n",
        rest="actions:\n  - {do: place_terrain, card: 沼地, area: c2}\n"
        "choices:\n  - {player: A, at: limit, choose: 幻術師}\n"
        "expect:\n  state: {幻術師.zone: A.discard, A.hand: 0}\n",
    )
    assert problems(text) == []
    got = resolve(loads(text)).decided_by
    assert {"12.6.1", "10.8.3"} <= set(got)
