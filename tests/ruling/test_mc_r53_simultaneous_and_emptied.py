"""mc round 53 (s50mcR): in the simultaneous attack timing a unit's defence is read without the
effects applied to it (8.3.7.3), cited where the value decides (a death); 12.2.4.2's 「ただし」
— a failed advance's terrain become 「誰もいない地形」 (5.1.2.13) — cites the definition it reads."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems


def test_a_defence_grant_lost_in_the_simultaneous_attack_kills() -> None:
    guard = (
        '{name: 番兵, type: unit, level: 2, attack: 1, defense: 3, text: "◎[イニシアチブ]鉄壁\\n'
        '〈対象:このユニット〉\\n対象に「防御力:+3」を付与する。"}'
    )
    text = mc_scenario(
        a=mc_area("c2", "平原", 8, "{name: 剣士, type: unit, level: 2, attack: 1, defense: 9}"),
        b=mc_area("c3", "森", 8, guard),
        rest="actions:\n  - do: advance\n    units: [剣士]\n    to: c3\n    dice: {A: 3, B: 3}\n"
        "    at_initiative:\n      - {do: use, player: B, card: 番兵, target: 番兵}\n"
        "      - {do: damage, to: 番兵, amount: 4}\n"
        "expect:\n  state: {番兵.zone: B.discard}\n",
    )
    assert problems(text) == []
    assert "8.3.7.3" in resolve(loads(text)).decided_by


def test_an_emptied_terrain_after_a_failed_advance_cites_5_1_2_13() -> None:
    witch = (
        '{name: 魔女, type: unit, level: 3, attack: 1, defense: 2, text: "□[メイン]稲妻\\n'
        '〈対象:ユニット1体〉\\n対象に【5】ダメージを与える。"}'
    )
    text = mc_scenario(
        a=mc_area(
            "c2",
            "荒地",
            8,
            witch,
            "{name: 斧兵, type: unit, level: 2, attack: 2, defense: 4}",
            "{name: 騎兵, type: unit, level: 2, attack: 2, defense: 2}",
        ),
        b=mc_area("c3", "砦", 8, "{name: 蛮族, type: unit, level: 3, attack: 3, defense: 5}"),
        rest="actions:\n  - {do: advance, units: [斧兵], to: c3, dice: {A: 6, B: 1}}\n"
        "  - {do: use, card: 魔女, target: 蛮族}\n"
        "  - {do: advance, units: [騎兵], to: c3, allowed: true}\n"
        "expect:\n  state: {騎兵.zone: A.c3}\n",
    )
    assert problems(text) == []
    d = resolve(loads(text)).decided_by
    assert "12.2.4.2" in d and "5.1.2.13" in d
