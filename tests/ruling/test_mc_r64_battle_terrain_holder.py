"""Monster Collection (mc), round 64 (s61mcR), issue 14: in a battle the battle's terrain is the
守備側's 自軍支配地形 (5.1.2.11's second sentence) and the 進軍側's 敵軍支配地形 (5.1.2.12), whoever
placed it — read by 「このユニットが存在する地形が自軍支配地形の場合」 (as 「この地形が…」 on a
unit's card, the terrain of its area, 5.1.2.4) and by a terrain's 「支配ユニット」 (3.2.1.7)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_HOME = (
    "◎[普通]地の利\\n〈対象:このユニット〉\\n"
    "このユニットが存在する地形が自軍支配地形の場合、対象に「攻撃力:+3」を付与する。"
)


def _home(who: str) -> tuple[str, set[str]]:
    """A's 騎兵 (attack 2) advances into B's 古兵 (defence 4); ``who`` uses 『地の利』 on itself
    in its normal timing (A wins the initiative): 古兵's zone and the clauses the steps cite."""
    a_unit = f'{{name: 騎兵, type: unit, level: 2, attack: 2, defense: 9, text: "{_HOME}"}}'
    b_unit = f'{{name: 古兵, type: unit, level: 2, attack: 0, defense: 4, text: "{_HOME}"}}'
    use = (
        "    first_normal: [{do: use, player: A, card: 騎兵, target: 騎兵}]\n"
        if who == "A"
        else "    second_normal: [{do: use, player: B, card: 古兵, target: 古兵}]\n"
    )
    scn = mc_scenario(
        a=mc_area("c2", "草原", 8, a_unit),
        b=mc_area("c3", "砦跡", 6, b_unit),
        rest="actions:\n  - do: advance\n    units: [騎兵]\n    to: c3\n"
        f"    dice: {{A: 6, B: 1}}\n{use}ask: [古兵.zone, 騎兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    # the clauses the steps applied (a use whose condition is not met changes no zone here)
    return str(r.outcome["state"]["古兵.zone"]), {c for s in r.main.trace.steps for c in s.clauses}


def test_the_advancing_unit_is_not_on_its_own_held_terrain() -> None:
    zone, cl = _home("A")
    assert zone == "B.field.c3"  # attack 2, no +3: 古兵 (4) survives
    assert {"5.1.2.11", "5.1.2.12", "10.12.2"} <= cl


def test_the_defending_unit_is_on_its_own_held_terrain() -> None:
    # 古兵 meets its condition (attack 0 + 3) but does not kill 騎兵 (9): it stays, as in A's case;
    # the clause read is the same
    zone, cl = _home("B")
    assert zone == "B.field.c3"
    assert {"5.1.2.11", "5.1.2.12"} <= cl


@pytest.mark.parametrize(("placer", "defence_zone"), [("A", "B.field.c3"), ("B", "B.field.c3")])
def test_control_units_of_the_battle_terrain_are_the_defenders(
    placer: str, defence_zone: str
) -> None:
    """A terrain whose ○[戦闘] gives 「この地形の支配ユニットすべて」 防御力+2, placed by ``placer``,
    held by B (only B's 沼守 on it); A's 槍兵 (attack 4) advances into it: 沼守 (defence 3 + 2)
    survives whoever placed the terrain (3.2.1.7, 5.1.2.11)."""
    marsh = (
        '{name: 霧沼, type: terrain, limit: 8, text: "○沼の加護[戦闘]\\n'
        '〈対象:この地形の支配ユニットすべて〉\\n対象を「防御力:+2」する。"}'
    )
    guard = "{name: 沼守, type: unit, level: 2, attack: 2, defense: 3}"
    spear = "{name: 槍兵, type: unit, level: 2, attack: 4, defense: 3}"
    if placer == "A":
        a = mc_area("c2", "草原", 8, spear) + f"      c3:\n        - {marsh}\n"
        b = f"      c3:\n        - {guard}\n"
    else:
        a = mc_area("c2", "草原", 8, spear)
        b = f"      c3:\n        - {marsh}\n        - {guard}\n"
    scn = mc_scenario(
        a=a,
        b=b,
        rest="actions:\n  - {do: advance, units: [槍兵], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [沼守.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert str(r.outcome["state"]["沼守.zone"]) == defence_zone
    assert {"3.2.1.7", "5.1.2.11"} <= set(r.decided_by)
