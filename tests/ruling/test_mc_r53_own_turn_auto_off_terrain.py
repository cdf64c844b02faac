"""mc round 53 (s50mcR): a [自軍ターン] ● whose 発揮時期 is a moment of a battle, held by a unit off
the battle's terrain: 8.2.3 (what takes effect during a battle is the battle terrain's and its
units' and equipment's) restricts 14.7.3.2's period — the engine's reading of the point
own_turn_auto_off_battle_terrain is now 「off_terrain」; the other (it triggers) is still run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_RUNNER = (
    '{name: 伝令, type: unit, level: 1, attack: 1, defense: 1, text: "●[自軍ターン]早馬\\n'
    '〈発揮:先攻普通タイミング開始時〉\\nカードを1枚補充する。"}'
)


def _text(expect: str) -> str:
    return mc_scenario(
        a=mc_area("l2", "丘", 6, _RUNNER)
        + mc_area("c2", "平原", 6, "{name: 戦士, type: unit, level: 2, attack: 3, defense: 3}"),
        b=mc_area("c3", "森", 6, "{name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}"),
        a_top="    deck: 20\n    hand: 3\n",
        rest=f"actions:\n  - {{do: advance, units: [戦士], to: c3, dice: {{A: 6, B: 1}}}}\nexpect:\n{expect}",
    )


def test_off_the_battle_terrain_it_does_not_trigger_by_the_engine_s_reading() -> None:
    # the other reading (14.7.3.2: it triggers) is run and the point said (``ambiguous``)
    text = _text("  triggered: {伝令: 0}\n  state: {A.hand: 3}\n  ambiguous: ['8.2.3']\n")
    assert problems(text) == []
    r = resolve(loads(text))
    assert "8.2.3" in r.decided_by
