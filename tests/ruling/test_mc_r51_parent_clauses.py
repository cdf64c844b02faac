"""mc round 51 (s48mcA): procedure steps citing the clause they are a step of — the × ability's
discard as a battlefield cost moved at 10.1.13 (10.11.7); a card off the battle's terrain refused
at the declaration's check (10.1.4, 8.2.2); a summon's terrain checked as 12.2.7.4.3 says; a
limit adjustment over levels a ○ ability raises (14.5.4.2); the game going on after the last
deck ran out (11.2.1.2)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems


def _decided(text: str) -> set[str]:
    assert problems(text) == []
    return set(resolve(loads(text)).decided_by)


def test_self_destruct_cost_is_a_battlefield_cost() -> None:
    bomb = (
        "{name: 爆弾兵, type: unit, level: 1, attack: 1, defense: 1, "
        'text: "×[メイン]自爆\\n〈対象:敵軍ユニット1体〉\\n対象に【4】ダメージを与える。"}'
    )
    text = mc_scenario(
        a=mc_area("c2", "平原", 8, bomb),
        b=mc_area("c3", "森", 6, "{name: 術兵, type: unit, level: 2, defense: 3}"),
        rest="actions:\n  - {do: use, card: 爆弾兵, target: 術兵}\n"
        "expect:\n  state: {爆弾兵.zone: A.discard, 術兵.zone: B.discard}\n",
    )
    assert "10.11.7" in _decided(text)


def test_counter_off_the_battle_terrain_refused_at_10_1_4() -> None:
    mage = (
        "{name: 魔導士, type: unit, level: 2, attack: 1, defense: 2, "
        'text: "◎[対抗]守りの光\\n〈対象:ユニット1体〉\\n対象に「防御力:+3」を付与する。"}'
    )
    text = mc_scenario(
        a=mc_area("c2", "平原", 8, "{name: 戦士, type: unit, level: 2, attack: 3, defense: 3}"),
        b=mc_area("c3", "森", 6, "{name: 小鬼, type: unit, level: 1, attack: 0, defense: 2}")
        + f"      c4:\n        - {{name: 本陣, type: terrain, hq: true}}\n        - {mage}\n",
        rest="actions:\n  - do: advance\n    units: [戦士]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    answer_first_attack: [{do: use, player: B, card: 魔導士, target: 小鬼, allowed: false}]\n"
        "expect:\n  state: {小鬼.zone: B.discard}\n",
    ).replace("      c4: [{name: 本陣, type: terrain, hq: true}]\n", "", 1)
    assert {"10.1.4", "8.2.2"} <= _decided(text)


def test_summon_terrain_check_and_level_aura_adjustment() -> None:
    flag = (
        "{name: 旗頭, type: unit, level: 4, "
        'text: "○統率\\n〈対象:自軍パーティ〉\\n対象を「レベル:+1」する。"}'
    )
    text = mc_scenario(
        a_top="    deck: 20\n    hand: [{name: 新兵, type: unit, level: 5}]\n",
        turn="{player: A, number: 6, phase: summon}",
        rest="actions:\n  - do: summon_phase\n    actions:\n"
        "      - {do: summon, card: 新兵, area: c1, allowed: true}\n"
        "choices:\n  - {player: A, at: limit, choose: 新兵}\n"
        "expect:\n  state: {新兵.zone: A.discard}\n",
    ).replace(
        "c1: [{name: 本陣, type: terrain, hq: true}]",
        "c1:\n        - {name: 本陣, type: terrain, hq: true}\n        - " + flag,
        1,
    )
    assert {"12.2.7.4.3", "14.5.4.2", "11.3.2.1"} <= _decided(text)


def test_last_deck_out_game_goes_on_11_2_1_2() -> None:
    text = mc_scenario(
        a_top="    deck: 3\n    hand: 2\n",
        b_top="    deck: 0\n    hand: 6\n",
        turn="{player: A, number: 9, phase: hand2}",
        rest="actions:\n  - {do: hand_phase, which: 2, discard: []}\n"
        "expect:\n  outcome: {game_over: false}\n  state: {A.hand: 5, A.deck: 0}\n",
    )
    assert {"1.2.3.1", "11.2.1.2"} <= _decided(text)
