"""Monster Collection (mc), round 59 (s56mcX): rules the round-59 development files named.

1. The first player's first turn has no first hand adjustment phase and no main phase (7.2.8,
   7.3.7): a ● ability waiting for their start or end does not take effect (4.7.4), cited where
   such an ability is on the battlefield as the turn opens at its summon phase.
2. A unit summoned while the enemy has a hero of its name on the battlefield: 15.1.4 bars a
   summon beside an own hero of the name only (15.1.3: one such hero per player's side) — the
   summon is made, citing 15.1.4; with no hero of the name anywhere, 15.1.4 is not cited.
3. A terrain placement's card is designated (12.1.1.2.2) before 「地形配置宣言時」 triggers
   (12.1.1.2.3): a designation 12.1.1.2.2.1 / 12.1.1.2.2.2 refuse goes on to 12.1.1.2.10, and no
   such ● ability triggers.
4. A proxy placement declared on an empty deck places nothing (5.1.2.20.3); a hand terrain that
   turn is the point proxy_declared_not_placed (5.1.2.20.4 「宣言した」 / 12.1.1.2.2.2 「行っていた」):
   both readings run, placed under not_barred (the engine's), refused under barred.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import mc_area, mc_scenario


@pytest.mark.parametrize(
    ("moment", "cited"), [("第1手札調整フェイズ開始時", True), ("自軍ターン終了時", False)]
)
def test_first_turn_missing_phase_moment(moment: str, cited: bool) -> None:
    text = f"●[自軍ターン]朝市\\n〈発揮:{moment}/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
    unit = f'{{name: 商人, type: unit, level: 1, attack: 0, defense: 1, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 1, phase: summon, first_player: A}",
        a_top="    deck: 20\n    hand: 6\n",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: summon_phase, actions: []}\nask: [A.deck, A.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.deck"] == 20
    assert ("4.7.4" in r.decided_by) is cited


@pytest.mark.parametrize(("hero", "cited"), [(2, True), (None, False)])
def test_summon_beside_an_enemy_namesake_hero(hero: int | None, cited: bool) -> None:
    mark = f", hero: {hero}" if hero else ""
    scn = mc_scenario(
        turn="{player: A, number: 9, phase: summon}",
        a_top="    deck: 20\n    hand: [{name: 剣聖, type: unit, level: 2, attack: 2, defense: 2}]\n",
        b=mc_area(
            "c3", "森", 8, f"{{name: 剣聖, type: unit, level: 2, attack: 4, defense: 4{mark}}}"
        ),
        rest="actions:\n  - {do: summon, card: A.剣聖, area: c1}\nask: [A.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.hand"] == 0 and not r.outcome.get("rejected")
    assert ("15.1.4" in r.decided_by) is cited


_SURVEYOR = (
    "{name: 測量士, type: unit, level: 1, attack: 1, defense: 1, text: "
    '"●[自軍ターン]測量\\n〈発揮:地形配置宣言時/対象:自軍プレイヤー〉\\nカードを1枚補充する。"}'
)


@pytest.mark.parametrize(("second", "deck"), [(False, 8), (True, 8)])
def test_refused_designation_does_not_trigger_placement_declared(second: bool, deck: int) -> None:
    """A proxy terrain (deck 10 → 9, the trigger draws: 8); a second placement that turn — a
    hand terrain after a proxy (12.1.1.2.2.2) — is refused before its trigger: still 8."""
    acts = "  - {do: place_terrain, proxy: true, area: l1}\n"
    if second:
        acts += "  - {do: place_terrain, card: 谷, area: r1, allowed: false}\n"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 10\n    hand: [{name: 谷, type: terrain, limit: 6}]\n",
        a=f"      c2:\n        - {{name: 平原, type: terrain, limit: 8}}\n        - {_SURVEYOR}\n",
        rest="actions:\n" + acts + "ask: [A.deck, A.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.deck": deck, "A.hand": 2}, r.outcome


def test_hand_terrain_after_a_proxy_declared_on_an_empty_deck() -> None:
    scn = mc_scenario(
        turn="{player: A, number: 9, phase: main}",
        a_top="    deck: 0\n    hand: [{name: 湖, type: terrain, limit: 7}]\n",
        a=mc_area("c2", "平原", 8, "{name: 兵, type: unit, level: 1, attack: 1, defense: 1}"),
        rest="actions:\n  - {do: place_terrain, proxy: true, area: r2, allowed: false}\n"
        "  - {do: place_terrain, card: 湖, area: l2}\nask: [湖.zone]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["湖.zone"] == "A.field.l2"
    other = [lf for lf in r.alternates if any(c.option == "barred" for c in lf.choices)]
    assert other and other[0].outcome["state"]["湖.zone"] == "A.hand"


def test_a_dice_list_longer_than_the_dice_rolled_is_refused() -> None:
    """8.3.4.5 rolls one die per player: 「dice: {A: [3, 4]}」 names a die not rolled (3.4.1)."""
    scn = mc_scenario(
        a=mc_area("c2", "平原", 8, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "森", 8, "{name: 敵, type: unit, level: 1, attack: 1, defense: 3}"),
        turn="{player: A, number: 7, phase: main}",
        rest="actions:\n  - {do: advance, units: [兵], to: c3, dice: {A: [3, 4], B: 2}}\n",
    )
    with pytest.raises(ScenarioError, match="gives 2 dice where one die is rolled"):
        resolve(loads(scn))
