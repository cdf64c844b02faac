"""A verb's noun in brackets before する in a cost (round 62, s59vgC): 「[このユニットを【呪縛】する]」
is 「[このユニットを呪縛する]」 (as an effect's 「【呪縛】する」 is, ``steps.bracketed_verb``): the
unit paid is locked (7.30.1, 7.30.1.1; 11.7.1), and 「…を１枚選び、【呪縛】する」 locks the card
chosen."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_vg_constructions import value

BOARD = """
game: vg
title: a cost printed with its action keyword in brackets
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front:
      name: 兵
      type: normal
      grade: 1
      power: 8000
      text: "TEXT"
    right_front: {name: 友, type: normal, grade: 1, power: 8000}
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 兵, ability: 1}
choices: CHOICES
"""


def _final(text: str, choices: str):
    r = resolve(loads(BOARD.replace("TEXT", text).replace("CHOICES", choices), "bracket.yaml"))
    return r, r.leaves[0].final


def test_this_unit_locked_for_the_cost() -> None:
    r, st = _final(
        "【起】【(R)】：[このユニットを【呪縛】する] あなたの他のユニットを１枚選び、そのターン中、パワー＋3000。",
        "[{player: A, at: choose, choose: 友}]",
    )
    (c,) = st.players["A"].zones["field.left_front"]
    assert c.states.get("locked") and not c.face_up
    assert value(r, "power", where="field.right_front") == 11000
    assert {"7.30.1", "11.7.1"} <= set(r.decided_by)


def test_a_card_chosen_then_locked_for_the_cost() -> None:
    r, st = _final(
        "【起】【(R)】：[あなたの他のリアガードを１枚選び、【呪縛】する] １枚引く。",
        "[{player: A, at: cost, choose: 友}]",
    )
    (f,) = st.players["A"].zones["field.right_front"]
    assert f.states.get("locked") and not f.face_up
    (c,) = st.players["A"].zones["field.left_front"]
    assert not c.states.get("locked")
    assert len(st.players["A"].zones["hand"]) == 1
