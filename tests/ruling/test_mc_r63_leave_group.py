"""Monster Collection (mc), round 63 (s60mcR), issue 14: a ● ability triggering on its own
unit's death whose target is a group of units — 〈対象:敵軍パーティ〉 read on the terrain the unit
left, looked back at (10.5.4.1.2), its [戦闘] timing asking that the unit took part in a battle
there (14.7.3.1). Whether it triggers off the battlefield at all is the point
zone_move_trigger_off_battlefield (14.7.1 / 10.5.4.1.2), both readings run."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_CURSE = "●{timing}呪詛\\n〈発揮:このユニットが死亡した時/対象:敵軍パーティ〉\\n対象に【2】ダメージを与える。"


def _board(timing: str, rest: str) -> str:
    """A's 狩人 (attack 3, defence 2) on c2; B's 墓守 (defence 3) with the curse on c3."""
    hunter = "{name: 狩人, type: unit, level: 2, attack: 3, defense: 2}"
    curse = _CURSE.format(timing=timing)
    keeper = f'{{name: 墓守, type: unit, level: 2, attack: 1, defense: 3, text: "{curse}"}}'
    return mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "街道", 6, hunter),
        b=mc_area("c3", "納骨堂", 6, keeper),
        rest=rest,
    )


_ADVANCE = "actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\n"


@pytest.mark.parametrize(
    ("reading", "hunter"), [("look_back", "A.discard"), ("not_off_battlefield", "A.field.c3")]
)
def test_dying_in_the_battle_hits_the_party_it_left(reading: str, hunter: str) -> None:
    text = _board(
        "[戦闘]",
        _ADVANCE
        + f"choices: [{{player: B, at: reading, choose: {reading}}}]\n"
        + f"expect:\n  state: {{狩人.zone: {hunter}, 墓守.zone: B.discard}}\n",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    if reading == "look_back":
        assert {"10.5.4.1.2", "14.7.3.1", "4.4.1"} <= set(r.decided_by)


def test_a_battle_one_dying_outside_a_battle_does_not_trigger() -> None:
    # killed by A's ◎[メイン] 【3】 in the main phase: no battle on c3 (14.7.3.1)
    bolt = "◎[メイン]雷\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"
    hunter = f'{{name: 狩人, type: unit, level: 2, attack: 3, defense: 2, text: "{bolt}"}}'
    keeper_text = _CURSE.format(timing="[戦闘]")
    keeper = f'{{name: 墓守, type: unit, level: 2, attack: 1, defense: 3, text: "{keeper_text}"}}'
    text = mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "街道", 6, hunter),
        b=mc_area("c3", "納骨堂", 6, keeper),
        rest="actions:\n  - {do: use, card: 狩人, target: 墓守}\n"
        "expect:\n  state: {狩人.zone: A.field.c2, 墓守.zone: B.discard}\n",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert "14.7.3.1" in {c for s in r.main.trace.steps for c in s.clauses}


def test_dice_damage_on_a_group_is_still_refused() -> None:
    text = "●[戦闘]呪詛\n〈発揮:このユニットが死亡した時/対象:敵軍パーティ〉\n対象に【1D】ダメージを与える。"
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported
