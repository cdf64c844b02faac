"""Round 62 (s59vgR2): 「…サークルを１つ選び、ステージにする」 (7.41). The circle gains the stage attribute
(7.41.1.1), the accel gift markers of the other circles move onto it (7.41.1.2) and a circle left
with none vanishes, its units retired (7.41.1.2.1, 16.3.1.5.2.1). An accel gift while a stage
exists makes no circle and puts its marker on the stage (7.41.2); accel Ⅱ's draw then is the point
accel_two_draw_on_stage (16.3.1.5.4), both readings run."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

STAGE = "あなたの前列のリアガードサークルを１つ選び、ステージにする。"
BOARD = """players:
  A:
    vanguard: {name: 歌姫, grade: 3, power: 13000}
    left_front: {name: 役者, type: normal, grade: 2, power: 10000}
    ACCEL
    hand: 0
    deck: [{name: 山1}, 9]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
  MORE
choices:
  - {player: A, at: circle, choose: left_front}
"""
WITH_ACCEL = """accel_1: {name: 道化, type: normal, grade: 1, power: 8000}
    accel_circles: 1
    gift_markers: "accel_1:accel1\""""


def _board(accel: str = "", more: str = "") -> str:
    return BOARD.replace("ACCEL", accel).replace("MORE", more) % STAGE


def test_compiles_to_a_stage_of_the_group_named() -> None:
    get_game("vg")
    (a,) = _abilities("vg", STAGE, None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert (op.verb, op.target.owner, op.dest) == ("stage", "you", "front_rear")


def test_the_stage_pulls_the_accel_marker_and_the_old_circle_vanishes() -> None:
    r = vg_run(_board(WITH_ACCEL))
    final = r.main.final
    assert final.vars["gift_markers.A"] == "left_front:accel1"
    assert zone_names(r, "A", "drop") == ["道化"]
    assert final.vars["gone_circles.A"] == ["accel_1"]
    assert final.vars["stages.A"] == ["left_front"]
    assert {"7.41.1.1", "7.41.1.2", "16.3.1.5.2.1"} <= cited(r)


def test_a_stage_with_no_accel_marker_elsewhere_only_gains_the_attribute() -> None:
    r = vg_run(_board())
    assert r.main.final.vars["stages.A"] == ["left_front"]
    assert "7.41.1.2" not in cited(r)


def test_accel_one_onto_the_stage_makes_no_circle() -> None:
    more = '- {do: resolve_text, player: A, text: "イマジナリーギフト:アクセルIを行う。"}'
    r = vg_run(_board(more=more) + "ask: [A.gift_markers, 役者.power]\n")
    final = r.main.final
    assert final.vars["gift_markers.A"] == "left_front:accel1"
    assert not final.vars.get("accel_circles.A")
    assert {"7.41.2", "16.3.1.5.1"} <= cited(r)


def test_accel_two_onto_the_stage_draws_under_one_reading() -> None:
    more = '- {do: resolve_text, player: A, text: "イマジナリーギフト:アクセルIIを行う。"}'
    r = vg_run(
        _board(more=more)
        + """expect:
  state: {A.gift_markers: "left_front:accel2"}
  ambiguous: ["16.3.1.5.4"]
  readings:
    - {clauses: ["16.3.1.5.4", "7.41.2"], state: {A.hand: 0}}
    - {clauses: ["16.3.1.5.4"], state: {A.hand: 1}}
"""
    )
    assert not check_expect(r)
