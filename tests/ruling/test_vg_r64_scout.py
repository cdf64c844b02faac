"""Round 64 (s61vgR3): 17.11 スカウト / エンゲージ — 「このユニットを基地にスカウトする」 stores the unit
in its fighter's order zone when a set order of subtype 基地 is there (17.11.1.2, 17.11.2.1), its
abilities not valid there (17.11.3.1); with no 基地 left it goes to its owner's drop by rule process
(17.11.4). With no 基地 at all nothing is done."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 園長, type: normal, grade: 3, power: 13000}
    left_front:
      name: 斥候
      type: normal
      grade: 1
      power: 8000
      text: "【永】(R)：あなたのヴァンガードのパワー＋5000。\\n【起】(R)：このユニットを基地にスカウトする。"
    order_zone:
      - name: 砦
        type: set_order
        traits: [基地]
        text: "【起】【オーダーゾーン】：【コスト】[このカードをドロップに置く]、１枚引く。"
    deck: 15
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    deck: 15
actions:
  - {do: activate, player: A, card: 斥候}
  - {do: check, state: {斥候.zone: A.order_zone, 園長.power: 13000}}
  - {do: activate, player: A, card: 砦}
expect:
  state:
    斥候.zone: A.drop
    砦.zone: A.drop
"""


def test_a_scouted_unit_is_stored_then_dropped_with_no_base_left() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"17.11.2.1", "17.11.3.1", "17.11.4"} <= cited(r)


def test_with_no_base_nothing_is_scouted() -> None:
    body = BOARD.replace("traits: [基地]", "traits: [庭園]")
    body = body.replace(
        "  - {do: check, state: {斥候.zone: A.order_zone, 園長.power: 13000}}\n"
        "  - {do: activate, player: A, card: 砦}\n",
        "",
    )
    body = body.replace("斥候.zone: A.drop\n    砦.zone: A.drop", "斥候.zone: A.field.left_front")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "17.11.2.1" in cited(r)
