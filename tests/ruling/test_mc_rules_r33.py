"""mc rules read again through the round-33 blind files (s29rulesCOMC; round 33, issue 14), each on
a minimal case of its own with the neighbour that must not change.

1. A hero unit card over the copy limit: 15.1.6 (heroes are limited as any card) is cited beside
   3.3.2.2; a plain card over it does not cite 15.1.6.
2. Hero points above the deck: the cost 「山札n枚破棄」 with fewer than n cards (10.11.10).
3. A written cost that cannot be paid cites the ability kind's clause placing it in 〈 〉 (□ 14.2.3,
   ◎ 14.4.3 …).
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited as _cited
from tests.ruling.boards import mc_scenario, setup_ruling


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


_DECK = """  A: {deck: 50}
  B: {deck: [{name: 剣士, type: unit, level: 4, attack: 4, defense: 4%s, count: 4}, 46]}"""
_SETUP = "{do: game_setup, mulligan: {A: no, B: no}, dice: {A: 5, B: 2}}"


def _rejected_cl(r: Any) -> set[str]:
    lf = r.main
    assert lf.rejected, lf.outcome
    return {c for i in lf.rejected for c in lf.trace[i].clauses}


def test_four_hero_cards_refused_citing_15_1_6() -> None:
    r = setup_ruling("mc", _DECK % ", hero: 2", _SETUP)
    assert {"3.3.2.2", "15.1.6"} <= _rejected_cl(r)


def test_neighbour_four_plain_cards_no_15_1_6() -> None:
    r = setup_ruling("mc", _DECK % "", _SETUP)
    cl = _rejected_cl(r)
    assert "3.3.2.2" in cl and "15.1.6" not in cl


_HERO = mc_scenario(
    a_top="    deck: %d\n    hand: [{name: 竜騎士, type: unit, level: 4, attack: 4, defense: 4, hero: 2}]\n",
    rest="actions:\n  - do: summon_phase\n    actions: [{do: summon, card: 竜騎士, area: c1}]\n",
    turn="{player: A, number: 6, phase: summon}",
)


def test_hero_points_above_the_deck_refused_citing_10_11_10() -> None:
    r = _run(_HERO % 1)
    assert {"15.1.2", "10.11.10"} <= _rejected_cl(r)


def test_neighbour_enough_deck_the_hero_comes() -> None:
    r = _run(_HERO % 5)
    assert not r.main.rejected


_SCOUT = mc_scenario(
    a="      c2:\n        - {name: 草原, type: terrain, limit: 8}\n"
    '        - {name: 斥候, type: unit, level: 1, attack: 1, defense: 1, text: "%s"}\n',
    a_top="    deck: 20\n    hand: %d\n",
    rest="actions:\n  - {do: use, card: 斥候}\n",
)
_COMPLETE = "□[メイン]偵察\\n〈コスト:手札1枚破棄/対象:自軍プレイヤー〉カードを2枚補充する。"


def test_a_complete_abilitys_hand_cost_unpaid_cites_14_2_3() -> None:
    r = _run(_SCOUT % (0, _COMPLETE))
    assert {"10.11.10", "14.2.3"} <= _rejected_cl(r)


def test_neighbour_the_cost_paid_the_ability_resolves() -> None:
    r = _run(_SCOUT % (1, _COMPLETE))
    assert not r.main.rejected
    assert "10.11.8" in _cited(r)


_FIRST = """game: mc
title: t
turn: {player: A, number: 1, first_player: %s}
players:
  A: {deck: 20, hand: 6, field: {c1: [{name: 本陣, type: terrain, hq: true}]}}
  B: {deck: 20, hand: 6, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: main_phase, actions: []}
"""


def test_the_first_players_first_turn_refuses_a_main_phase_citing_7_3_7() -> None:
    r = _run(_FIRST % "A")
    assert "7.3.7" in _rejected_cl(r)


def test_neighbour_the_second_players_first_turn_has_one() -> None:
    r = _run(_FIRST % "B")
    assert not r.main.rejected


_GRANT = mc_scenario(
    a="      c2:\n        - {name: 草原, type: terrain, limit: 8}\n"
    '        - {name: 蜥蜴, type: unit, level: 2, attack: 2, defense: 2, text: "耐性:火炎"}\n'
    '        - {name: 護符師, type: unit, level: 1, attack: 0, defense: 2, text: "◎[メイン]護符\\n'
    '〈対象:自軍ユニット1体〉対象に「耐性:%s」を付与する。"}\n',
    rest="actions:\n  - {do: use, card: 護符師, target: 蜥蜴}\n"
    "  - {do: damage, to: 蜥蜴, amount: 3, attribute: 電撃, origin: 特殊能力}\n",
)


def _zone_by_reading(r: Any) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            if c.reading and "10.14.4" in c.clauses:
                where = (
                    "discard"
                    if any(x.name == "蜥蜴" for x in lf.final.players["A"].zones["discard"])
                    else "field"
                )
                out.setdefault(c.option, set()).add(where)
    return out


def test_a_grant_of_one_x_partly_held_runs_both_readings_of_10_14_4() -> None:
    r = _run(_GRANT % "火炎/電撃")
    assert _zone_by_reading(r) == {"applied": {"field"}, "not_applied": {"discard"}}


def test_neighbour_a_grant_of_one_new_attribute_no_point() -> None:
    r = _run(_GRANT % "電撃")
    assert _zone_by_reading(r) == {}
    assert not any(c.name == "蜥蜴" for c in r.main.final.players["A"].zones["discard"])
