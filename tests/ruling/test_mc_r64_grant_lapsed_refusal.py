"""Monster Collection (mc), round 64 (s61mcR): a 「付与」 made outside a battle lasts to the end of
its phase (10.14.6) — the phase's end cites it when a grant lapses, and an 【専用】 refusal
(15.4.3.2) reading the unit's information as it is now has that end among its causes."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_BLOOD = "◎[メイン]竜の血\\n〈対象:自軍ユニット1体〉\\n対象に「種族:ドラゴン」を付与する。"


def test_a_lapsed_race_grant_decides_the_exclusive_refusal() -> None:
    mage = f'{{name: 術師, type: unit, level: 1, attack: 1, defense: 1, text: "{_BLOOD}"}}'
    soldier = (
        "{name: 兵士, type: unit, level: 1, attack: 2, defense: 2, race: ヒューマン, "
        'item_slots: 1, text: "「アイテム:i」"}'
    )
    scn = mc_scenario(
        a=mc_area("c2", "草原", 8, mage, soldier),
        a_top="    deck: 20\n    hand:\n      - {name: 竜鱗の鎧, type: item, equip_cost: 1,"
        ' defense_bonus: 2, text: "【専用】「種族:ドラゴン」"}\n',
        rest="actions:\n  - {do: main_phase, actions: [{do: use, card: 術師, target: 兵士}]}\n"
        "  - do: summon_phase\n    actions:\n"
        "      - {do: equip, card: 竜鱗の鎧, unit: 兵士, allowed: false}\n"
        "ask: [竜鱗の鎧.zone]\n",
    )
    r = resolve(loads(scn))
    assert str(r.outcome["state"]["竜鱗の鎧.zone"]) == "A.hand"
    assert {"10.14.6", "15.4.3.2"} <= set(r.decided_by)
    ends = [s for s in r.main.trace.steps if "7.3.6" in s.clauses and "10.14.6" in s.clauses]
    assert ends
