"""vg round 55 (issue 14, s52vgR1): a unit's gauge said without a name (「このユニットのゲージが
２枚以上なら」, 4.15.3.1: every gauge card associated with it, ``ANY_GAUGE``) — refused before as
"the word gauge"; a unit moved from circle to circle keeps its gauge (4.15.3.2) — a column
exchange (9.9.2.2) and an intercept (10.5.1.2.4) now move the unit as any move does, so its
dress origins go with it too (6.7.5); the gauge zone's order is its owner's to change (4.15.2)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import ANY_GAUGE
from ruling.games._vg.cardtext import compile_ability
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

TEXT = "【永】【(R)】：このユニットのゲージが２枚以上なら、このユニットのパワー＋5000。"

BOARD = """players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front: {name: 蜥蜴, type: normal, grade: 1, power: 8000, text: "%s"}
    left_back: {name: 兵, type: normal, grade: 2, power: 10000}
    hand: [{name: 片一, type: normal, grade: 0}, {name: 片二, type: normal, grade: 0}]
    deck: 10
  B: {vanguard: {name: 将, type: normal, grade: 3, power: 18000}, deck: 10}
actions:
  - {do: gauge, card: 片一, of: 蜥蜴}
  - {do: gauge, card: 片二, of: 蜥蜴, name: 冠}
%s
ask: [蜥蜴.power]
"""


def test_compiled_any_gauge() -> None:
    prog = compile_ability(parse_card(TEXT, "vg").card.abilities[0])
    assert prog.cond is not None and prog.cond.sel is not None
    assert prog.cond.sel.gauge == ANY_GAUGE


def test_counts_gauge_of_any_name() -> None:
    r = vg_run(BOARD % (TEXT, ""))
    assert r.outcome["state"] == {"蜥蜴.power": 13000}
    assert "4.15.3.1" in cited(r)


def test_kept_through_a_column_exchange_4_15_3_2() -> None:
    r = vg_run(BOARD % (TEXT, "  - {do: swap, circle: left_front, with: left_back}"))
    assert r.outcome["state"] == {"蜥蜴.power": 13000}
    assert "4.15.3.2" in cited(r)


def test_one_gauge_card_is_not_enough() -> None:
    r = vg_run(BOARD.replace("  - {do: gauge, card: 片二, of: 蜥蜴, name: 冠}\n", "") % (TEXT, ""))
    assert r.outcome["state"] == {"蜥蜴.power": 8000}


INTERCEPT = """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 火, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 女王, type: normal, grade: 3, power: 13000}
    left_front: {name: 盾, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept]}
    hand: [{name: 片, type: normal, grade: 0}]
    deck: 10
actions:
  - {do: gauge, card: 片, of: 盾, player: B}
  - {do: attack, attacker: vanguard, target: B.vanguard, guard_actions: [{do: intercept, card: 盾}]}
"""


def test_kept_on_the_guardian_circle_then_dropped() -> None:
    r = vg_run(INTERCEPT, phase="battle")
    assert "4.15.3.2" in cited(r)
    # retired from the guardian circle (10.7.1.10): the gauge goes to the drop (4.15.3.3, 13.9.1)
    assert {"片", "盾"} <= set(zone_names(r, "B", "drop"))


SWAP_DRESSED = """players:
  A:
    vanguard: {name: 剣聖, type: normal, grade: 3, power: 13000}
    left_front: {name: 従者, type: normal, grade: 1, power: 8000}
    left_back: {name: 弓兵, type: normal, grade: 2, power: 10000}
    hand: [{name: 剣士, type: normal, grade: 3, power: 12000, over_dress: 従者}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: overdress, card: 剣士, circle: left_front}
  - {do: swap, circle: left_front, with: left_back}
"""


def test_dress_origins_go_with_the_exchange_6_7_5() -> None:
    r = vg_run(SWAP_DRESSED)
    assert sorted(zone_names(r, "A", "field.left_back")) == ["剣士", "従者"]
    assert zone_names(r, "A", "field.left_front") == ["弓兵"]
    assert "6.7.5" in cited(r)


def test_gauge_zone_order_is_free_4_15_2() -> None:
    z = get_game("vg").zone("gauge")
    assert z is not None and z.free_order == ("4.15.2",)
