"""Round 64 (s61vgR1): a token's values printed in brackets after its name inside the sentence
(「「重石」・トークン（グレード０/パワー1000/クリティカル１）をそこにコールする」) are its reminder (15.4.3.1;
``grammar.normalise._token_values_order``), 「「X」・トークン」 is the token named X, and a call naming no
place after 「…リアガードサークルを１つ選び、」 (or with 「そこに」) is to the circle chosen: on the
opponent's circle the token is the opponent's (15.2.2.1) and appears for them (15.2.2.2); on an
occupied circle the unit there is retired (6.2.3.4)."""

from __future__ import annotations

from grammar.normalise import normalise
from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

OPP = (
    "【起】(V)【ターン1回】：相手のユニットのいないリアガードサークルを１つ選び、"
    "「重石」・トークン（グレード０/パワー1000/クリティカル１）をそこにコールする。"
)
MINE = (
    "【起】(V)【ターン1回】：あなたのリアガードサークルを１つ選び、"
    "「見習い兵」・トークン（見習い兵：グレード０/パワー5000/クリティカル１/〈ヒューマン〉）をコールする。"
)


def test_the_values_become_the_reminder() -> None:
    n = normalise(OPP)
    assert n.text.endswith("をそこにコールする。(重石:グレード0/パワー1000/クリティカル1)")
    # each character maps back into the source
    assert all(0 <= a <= len(OPP) for a in n.offsets.starts)


def test_compiled_as_one_token_on_the_circle_chosen() -> None:
    (op,) = compile_ability(parse_card(OPP, "vg").card.abilities[0]).steps
    assert op.verb == "token" and op.name == "重石" and op.n == 1
    assert dict(op.detail)["token_owner"] == "opponent"
    assert dict(op.more) == {"grade": 0, "power": 1000, "critical": 1}
    (op,) = compile_ability(parse_card(MINE, "vg").card.abilities[0]).steps
    assert op.name == "見習い兵" and dict(op.detail)["races"] == ("ヒューマン",)


BOARD = """game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000, text: "{text}"}}
    left_front: {{name: 槍兵, type: normal, grade: 2, power: 10000}}
    drop: []
    deck: 10
  B:
    vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 巫女, type: normal, grade: 2, power: 9000, text: "【自】(R)：他のあなたのユニットが(R)に登場した時、そのターン中、このユニットのパワー＋5000。"}}
    deck: 10
actions:
  - {{do: activate, player: A, card: 王}}
choices:
  - {{player: A, at: circle, choose: {at}}}
expect:
  state: {state}
"""


def test_on_the_opponents_circle_it_is_theirs() -> None:
    r = resolve(
        loads(
            BOARD.format(
                text=OPP, at="B.right_front", state="{B.right_front: [重石], 巫女.power: 14000}"
            ),
            "t",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert {"15.2.2.1", "15.2.2.2", "15.4.6.1"} <= cited(r)


def test_on_an_occupied_circle_the_unit_is_retired() -> None:
    r = resolve(
        loads(
            BOARD.format(
                text=MINE, at="A.left_front", state="{A.left_front: [見習い兵], A.drop: [槍兵]}"
            ),
            "t",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert {"6.2.3.4", "15.4.6.1"} <= cited(r)
