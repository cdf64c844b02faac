"""Round 64 (s61vgR1): 「このユニットに「X」マーカーを置く」 — the unit named is the marker's place
(15.8.2.2); when it has left the circles the marker is not put (15.8.3, 15.8.3.1), and the
step that says so decides the player value ``markers`` (none: ``A.markers: ""`` as ``0``)."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

PUT = "【自】(R)：このユニットが登場した時、このユニットに「芽吹」マーカーを置く。"


def test_the_unit_named_is_the_place() -> None:
    p = compile_ability(parse_card(PUT, "vg").card.abilities[0])
    assert p.steps[0].verb == "put_marker" and p.steps[0].target == Sel(ref="this")


BOARD = """game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000{vtext}}}
    hand:
      - {{name: 少女, type: normal, grade: 1, power: 8000, text: "{PUT}"}}
    deck: 10
  B:
    vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}
    deck: 10
actions:
  - {{do: call, player: A, card: 少女, circle: left_front}}
{choices}expect:
  state: {{A.markers: {markers}}}
"""


def test_put_on_the_unit_there() -> None:
    r = resolve(loads(BOARD.format(vtext="", PUT=PUT, choices="", markers='"少女:芽吹"'), "t"))
    assert not check_expect(r), check_expect(r)
    assert "15.8.2.2" in cited(r)


def test_not_put_when_the_unit_has_left() -> None:
    vtext = (
        ', text: "【自】(V)：あなたのリアガードが登場した時、【コスト】[そのリアガードをソウルに置く]、'
        '１枚引く。"'
    )
    choices = (
        "choices:\n  - {player: A, at: pending_order, choose: 王}\n"
        '  - {player: A, at: cost, choose: "yes"}\n'
    )
    for empty in ('""', "0"):
        r = resolve(loads(BOARD.format(vtext=vtext, PUT=PUT, choices=choices, markers=empty), "t"))
        assert not check_expect(r), check_expect(r)
        assert {"15.8.3.1", "15.8.2.2"} <= cited(r)


HAS = "【永】(R)：あなたのユニットに「芽吹」マーカーがあるなら、このユニットのパワー＋5000。"


def test_a_marker_on_one_of_your_units_is_there() -> None:
    p = compile_ability(parse_card(HAS, "vg").card.abilities[0])
    assert p.cond is not None and p.cond.what == "count" and p.cond.sel is not None
    assert p.cond.sel.marker == "芽吹"
    board = BOARD.format(vtext="", PUT=PUT, choices="", markers='"少女:芽吹"').replace(
        "    hand:\n",
        f'    right_front: {{name: 老兵, type: normal, grade: 2, power: 9000, text: "{HAS}"}}\n'
        "    hand:\n",
    )
    board = board.replace('state: {A.markers: "少女:芽吹"}', "state: {老兵.power: 14000}")
    r = resolve(loads(board, "t"))
    assert not check_expect(r), check_expect(r)
