"""Round 64 (s61vgR3): a stride over a vanguard an equip order is associated with — the order is
no vanguard, so it does not become a hearts card (6.5.1.2); the G unit has the hearts card's name
(6.5.1.3), the name the order's equip ability names, so it is put on the circle associated with the
order (17.8.7) and the order's continuous ability applies to it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: ride, first_player: A}
players:
  A:
    vanguard:
      - {name: 剣士, type: normal, grade: 3, power: 13000}
      - name: 宝刀
        type: order
        traits: [装備]
        text: "宝刀装備－「剣士」\\n【永】：このカードを装備しているユニットのパワー＋5000。"
    g_zone:
      - name: 舞神
        type: g
        grade: 4
        power: 15000
        text: "【超越】-ストライドステップ-[あなたの手札からグレードの合計が３以上になるように１枚以上選び、捨てる]裏のこのカードを(V)に【超越】する。"
    hand:
      - {name: 残り火, type: normal, grade: 3, power: 13000}
    damage: 3
    deck: 15
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    deck: 15
actions:
  - {do: ride_phase, player: A, stride: 舞神, stride_discard: [残り火]}
expect:
  state:
    宝刀.zone: A.vanguard
    舞神.power: 33000
"""


def test_an_equip_order_follows_a_stride_onto_the_hearts_name() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"17.8.7", "6.5.1.3"} <= cited(r)
    # associated by the stride itself: the rule process of 17.8.8.3 finds nothing to do
    assert "17.8.8.3.1" not in cited(r)


def test_an_equip_order_is_no_hearts_card() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    final = r.main.final  # type: ignore[attr-defined]
    order = next(c for c in final.players["A"].zones["field.vanguard"] if c.name == "宝刀")
    assert not order.states.get("hearts")
