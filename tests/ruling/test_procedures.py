"""Citations complete by construction (issue 14): a step of a procedure cites the procedure, a
refusal cites the principle that an impossible action is not done, a rule process the clause
saying when it is checked, and a ruling where nothing happens still has its reasons."""

from __future__ import annotations

import pytest

from ruling.procedure_table import TABLE
from ruling.procedures import CHART, GAMES, ORDERED, RANGE, derive, expand, render
from ruling.resolve import resolve
from ruling.scenario import loads


def test_the_table_is_the_kb_tree(kb) -> None:
    """ruling/procedure_table.py is what the knowledge base says (regenerate it with
    ``python -m ruling.procedures --write`` when a bundled document changes)."""
    assert TABLE == {g: derive(kb, g) for g in GAMES}
    assert render(TABLE).startswith('"""Generated')


@pytest.mark.parametrize("game", GAMES)
def test_every_procedure_announces_its_steps(kb, game: str) -> None:
    # an item of a clause's list maps to that clause (test_a_list_item_cites_its_clause)
    items = {p for s, p in TABLE[game].items() if "#li" in s and s.split("#")[0] == p}
    for proc in set(TABLE[game].values()) - items:
        c = kb.clause(game, proc)
        assert c is not None and (
            "以下の" in c.text
            or "次の" in c.text
            or "以下に示す" in c.text  # a play timing's menu of actions (ws 6.5.1.2, vg 9.9.2)
            or RANGE.search(c.text)
            or ORDERED.search(c.text)  # parts carried out in order (vg 9.1.2)
            or CHART.search(c.text)
        ), (
            game,
            proc,
        )


def test_a_procedure_announces_steps_by_range_or_as_what_follows(kb) -> None:
    """mc 8.4.1 names its steps by a range of ids (「8.4.2～8.4.8」のいずれかの処理), 8.4.4 a
    narrower one inside it; vs 6.2.1.1 has no clauses beneath it and announces the clauses
    after it (「このフェイズは以下の手順に従って進行します」)."""
    mc, vs = derive(kb, "mc"), derive(kb, "vs")
    assert mc["8.4.2"] == "8.4.1" and mc["8.4.8"] == "8.4.1"
    assert mc["8.4.5"] == "8.4.4" and mc["8.4.4"] == "8.4.1"
    assert expand(mc, ("8.4.6",)) == ("8.4.1", "8.4.4", "8.4.6")
    assert vs["6.2.1.3"] == "6.2.1.1" and "6.2.1.1" not in vs
    # 「次の手順に移ります」 (go on to the next step) announces nothing after it
    assert mc["8.3.4.7"] == "8.3.4.2"


def test_expand_puts_the_procedure_first_once() -> None:
    table = {"7.4.1.1": "7.4.1", "7.4.1.2.2": "7.4.1", "4.10.1.1": "4.10.1"}
    assert expand(table, ("7.4.1.1", "7.4.1.2.2", "9.9")) == (
        "7.4.1",
        "7.4.1.1",
        "7.4.1.2.2",
        "9.9",
    )


WS = """
game: ws
title: t
turn: {player: A, number: 1, phase: attack, first_player: A}
players:
  A:
    stage:
      left_front: {name: 一番手, type: character, level: 0, power: 3000, soul: 1}
      right_front: {name: 二番手, type: character, level: 0, power: 3000, soul: 1}
    deck: 7
  B: {deck: 20, waiting_room: 3, clock: 6, level: 0}
actions:
  - {player: A, do: attack, slot: left_front}
  - {player: A, do: attack, slot: right_front}
"""


def test_a_refusal_cites_its_procedure_and_the_principle() -> None:
    r = resolve(loads(WS))
    # 7.2.1.3.1.2 refuses the second attack: a step of the declaration step's procedure 7.2.1;
    # an action that cannot be done is simply not done (1.3.2)
    assert {"7.2.1.3.1.2", "7.2.1", "1.3.2"} <= set(r.decided_by)


def test_an_interrupt_process_cites_when_it_is_checked() -> None:
    r = resolve(loads(WS))
    # B levels up during the damage (7 cards in clock): 9.1.2.1 says an interrupt-type rule
    # process is carried out as soon as its condition holds
    assert "9.3.1" in r.decided_by and "9.1.2.1" in r.decided_by


def test_nothing_happens_has_reasons() -> None:
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B: {deck: 10}
actions:
  - {do: check_timing}
"""
    r = resolve(loads(text))
    assert r.outcome == {"game_over": False, "state": {}}
    assert "8.5.1" in r.decided_by


def test_a_list_item_cites_its_clause(kb) -> None:
    """An item of a clause's list is a part of that clause: co 4.1.2 「以下の条件のどれかを満たす
    と、そのゲームは終了します」 above its items (#li2: a player with no card in the deck loses);
    a step citing the item cites the clause, and the procedure the clause is a step of (co
    3.6.4, the end phase's action timing, a step of 3.6)."""
    co = derive(kb, "co")
    assert co["4.1.2#li2"] == "4.1.2" and "4.1.2" not in co
    assert expand(co, ("4.1.2#li2",)) == ("4.1.2", "4.1.2#li2")
    assert expand(co, ("3.6.4#li1",)) == ("3.6", "3.6.4", "3.6.4#li1")
    # an example is not an item of a list: it stays a step of the procedure above it
    assert co["4.3.2.1#ex1"] == "4.3.2"


def test_a_flow_chart_announces_the_steps_beneath_it(kb) -> None:
    """co draws its procedures as flow charts (「1)アンタップフェイズ開始 ↓ 2)カードのアンタップ ↓
    3)…」, 3.2; 「ダメージを与える ↓ 【ダメージ軽減】 ↓ …」, 4.3.10): the chart announces the steps
    beneath it. co's second 「3−2−2」 (カードを1枚引く), printed in the draw phase where 3−3−2
    belongs, is a step of the draw phase 3.3, not of the untap phase."""
    co = derive(kb, "co")
    assert co["3.2.2"] == "3.2" and co["3.2.2#2"] == "3.3"
    assert co["3.4.5.4"] == "3.4.5" and co["4.3.10.2"] == "4.3.10" and co["3.7.3"] == "3.7"
    assert expand(co, ("4.3.10.3",)) == ("4.3.10", "4.3.10.3")
    # a clause with one arrow in its text is no chart (3.4: its steps are items of a list)
    assert "3.4.1" not in co


def test_a_clause_carrying_out_a_range_in_order_is_their_procedure(kb) -> None:
    """vg 9.1.2 「9.2 から 9.11 で示された順に従って各フェイズを実行します」: each phase (and a clause
    of one with no nearer procedure) is a step of it; a nearer procedure stays (9.9.2.1 -> 9.9.2)."""
    vg = derive(kb, "vg")
    assert vg["9.2"] == "9.1.2" and vg["9.11.3"] == "9.1.2" and vg["9.9.2"] == "9.1.2"
    assert vg["9.9.2.1"] == "9.9.2"
    assert "9.1.1" not in vg and "10.4.1.1" not in vg or vg.get("10.4.1.1") != "9.1.2"
