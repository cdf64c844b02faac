"""vg round 61 (s58vgR2): gauges (7.40, 4.15.3, 13.9.1).

- a scenario lists a gauge card's association: ``gauge_of`` (a unit on a circle, or a player
  with ``gauge_name``), read at set-up (4.15.3, 7.40.2.1 refused for another owner's unit);
- a gauge moved to another unit (7.40.6) stays when the unit it was moved off leaves: 13.9.1 is
  read and its condition is not met (4.15.3.5);
- a unit moved from circle to circle by an effect keeps its gauge (4.15.3.2: the effect's move is
  a move as any, ``specific.move_card``);
- 「山札の上から２枚まで、このユニットのゲージとして置く」: the comma after the count joins as
  before a goal, and the number is chosen first, then that many cards move (7.40.4).
"""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 敵兵, type: normal, grade: 1, power: 7000}
    deck: 10
  A:
    damage: [{name: 傷, type: normal}]
    deck: [{name: 上1, type: normal}, {name: 上2, type: normal}, 8]
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_back: {name: 兵, type: normal, grade: 1, power: 7000, text: "TEXT"}
    right_front: {name: 盾, type: normal, grade: 2, power: 10000}
    gauge: GAUGE
ACTIONS
CHOICES
ask: [A.gauge, A.drop]
"""
RETIRE = "【起】【(R)】：【コスト】[このユニットを退却させる]、そのターン中、あなたのヴァンガードのパワー+5000。"


def _run(
    gauge: str = "[]",
    text: str = RETIRE,
    vtext: str = "",
    actions: str = "actions: []\n",
    choices: str = "choices: []\n",
) -> Any:
    body = (
        BODY.replace("VTEXT", vtext)
        .replace("TEXT", text)
        .replace("GAUGE", gauge)
        .replace("ACTIONS\n", actions)
        .replace("CHOICES\n", choices)
    )
    return resolve(loads(body, "t.yaml"))


def _filled(body: str) -> str:
    return (
        body.replace("VTEXT", "")
        .replace("TEXT", "")
        .replace("ACTIONS\n", "actions: []\n")
        .replace("CHOICES\n", "choices: []\n")
    )


def _hosts(r: Any) -> list[str]:
    fin = r.main.final
    names = {c.uid: c.name for p in fin.players.values() for z in p.zones.values() for c in z}
    return [names.get(c.states.get("gauge_of"), "") for c in fin.players["A"].zones["gauge"]]


# --------------------------------------------------------------------------- gauge_of at set-up


def test_listed_gauge_is_associated_and_dropped_with_its_unit_13_9_1() -> None:
    r = _run(
        "[{name: 火種, type: normal, gauge_of: 兵}]",
        actions="actions:\n  - {do: activate, player: A, card: 兵}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == [] and sorted(zone(r, "A", "drop")) == ["兵", "火種"]
    assert "13.9.1" in cited(r)


def test_listed_gauge_of_another_unit_stays() -> None:
    r = _run(
        "[{name: 火種, type: normal, gauge_of: 盾}]",
        actions="actions:\n  - {do: activate, player: A, card: 兵}\n",
    )
    assert zone(r, "A", "gauge") == ["火種"] and _hosts(r) == ["盾"]


def test_a_gauge_of_the_opponent_s_unit_is_refused_7_40_2_1() -> None:
    with pytest.raises(ScenarioError, match="7.40.2.1"):
        _run("[{name: 火種, type: normal, gauge_of: 敵兵}]")


def test_gauge_of_a_card_not_on_a_circle_or_off_the_gauge_zone_is_refused() -> None:
    with pytest.raises(ScenarioError, match="gauge_of"):
        _run("[{name: 火種, type: normal, gauge_of: 誰か}]")
    body = BODY.replace("gauge: GAUGE", "hand: [{name: 火種, type: normal, gauge_of: 兵}]")
    with pytest.raises(ScenarioError, match="gauge zone"):
        resolve(loads(_filled(body), "t.yaml"))


def test_a_player_s_gauge_listed() -> None:
    # with no gauge_name: a gauge with no name (4.15.4.2), still A's
    r = _run("[{name: 火種, type: normal, gauge_of: A}]")
    assert zone(r, "A", "gauge") == [] and zone(r, "A", "drop") == ["火種"]
    # A's 「時刻印ゲージ」 with no effect that lets A have it: dropped at the check timing (13.9.2)
    r = _run("[{name: 刻, type: normal, gauge_of: A, gauge_name: 時刻印}]")
    assert zone(r, "A", "gauge") == [] and zone(r, "A", "drop") == ["刻"]
    assert "13.9.2" in cited(r)


# --------------------------------------------------------------------------- a moved gauge stays

MOVE_GAUGE = (
    "【起】【(R)】【ターン1回】：このユニットのゲージを1枚選び、あなたの他のリアガードに移動する。\n"
    + RETIRE
)


def test_a_gauge_moved_off_a_unit_stays_when_that_unit_leaves_7_40_6_13_9_1() -> None:
    r = _run(
        "[{name: 火種, type: normal, gauge_of: 兵}]",
        text=MOVE_GAUGE,
        actions=(
            "actions:\n  - {do: activate, player: A, card: 兵, ability: 1}\n"
            "  - {do: activate, player: A, card: 兵, ability: 2}\n"
        ),
        choices="choices:\n  - {player: A, at: choose, choose: 火種}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == ["火種"] and _hosts(r) == ["盾"]
    assert zone(r, "A", "drop") == ["兵"]
    # 13.9.1 read for it: its card B is 盾, a unit — it stays (4.15.3.5: the old association gone)
    assert {"7.40.6", "4.15.3.5", "13.9.1"} <= cited(r)


# --------------------------------------------------------------------------- circle-to-circle move

MOVE_UNIT = "【起】【(V)】：あなたのリアガードを1枚選び、そのユニットと同じ縦列の空いているリアガードサークルに移動させる。"


def test_an_effect_s_circle_move_keeps_the_gauge_4_15_3_2() -> None:
    r = _run(
        "[{name: 火種, type: normal, gauge_of: 兵}]",
        vtext=MOVE_UNIT,
        actions="actions:\n  - {do: activate, player: A, card: 王}\n  - {do: check_timing}\n",
        choices="choices:\n  - {player: A, at: choose, choose: 兵}\n  - {player: A, at: circle, choose: left_front}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front") == ["兵"]
    assert zone(r, "A", "gauge") == ["火種"] and _hosts(r) == ["兵"]
    assert "4.15.3.2" in cited(r)


def test_same_column_before_vacant_is_unsaid_so_both_readings_run() -> None:
    # 「同じ縦列の空いている(R)」: 「同じ縦列」 names no card (the subject of 「空いている」) — the point
    # same_column_unnamed_in_move is read as for 「同じ縦列の(R)」
    text = "【起】【(V)】：あなたのリアガードを1枚選び、同じ縦列の空いている(R)に移動させる。"
    op = compile_ability(parse_card(text, "vg").card.abilities[0]).steps[1]
    assert ("dest_column_unsaid", True) in op.detail


# --------------------------------------------------------------------------- 7.40.4

UP_TO = (
    "【起】【(R)】：あなたの山札の上から2枚まで、このユニットのゲージとして置く。\n"
    "【永】【(R)】：このユニットのゲージ1枚につき、このユニットのパワー+2000。"
)


def test_count_before_a_gauge_put_joins_the_verb() -> None:
    op = compile_ability(parse_card(UP_TO, "vg").card.abilities[0]).steps[0]
    assert (op.verb, op.n, op.bound) == ("gauge", 2, "up_to")
    assert op.target == Sel(owner="you", zones=("deck",), pos="top")


@pytest.mark.parametrize(("k", "put"), [(0, []), (1, ["上1"]), (2, ["上1", "上2"])])
def test_up_to_n_as_gauge_chooses_the_number_first_7_40_4(k: int, put: list[str]) -> None:
    r = _run(
        text=UP_TO,
        actions="actions:\n  - {do: activate, player: A, card: 兵}\n",
        choices=f"choices:\n  - {{player: A, at: count, choose: {k}}}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert sorted(zone(r, "A", "gauge")) == put and _hosts(r) == ["兵"] * k
    assert "7.40.4" in cited(r)


# --------------------------------------------------------------------------- a player's gauge, no name

PUT_MINE = "【起】【(V)】：あなたの山札の上から1枚を、あなたのゲージとして置く。"
PAY_MINE = "【起】【(R)】：【コスト】[あなたのゲージを1枚ドロップに置く]、1枚引く。"


def test_put_as_the_player_s_gauge_with_no_effect_does_nothing_7_40_7_1() -> None:
    op = compile_ability(parse_card(PUT_MINE, "vg").card.abilities[0]).steps[0]
    assert ("of", "master") in op.detail and ("name", "") in op.detail
    r = _run(vtext=PUT_MINE, actions="actions:\n  - {do: activate, player: A, card: 王}\n")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == [] and len(zone(r, "A", "deck")) == 10
    assert {"7.40.7", "7.40.7.1"} <= cited(r)


def test_a_cost_of_the_player_s_gauge_4_15_3_1() -> None:
    acts = "actions:\n  - {do: activate, player: A, card: 兵, allowed: false}\n"
    r = _run(text=PAY_MINE, actions=acts)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "hand") == []
    # A's gauge (associated with A, any name) pays it
    r = _run(
        "[{name: 刻, type: normal, gauge_of: A}]",
        text=PAY_MINE,
        actions=acts.replace(", allowed: false", ""),
    )
    assert zone(r, "A", "hand") == ["上1"] and zone(r, "A", "drop") == ["刻"]
