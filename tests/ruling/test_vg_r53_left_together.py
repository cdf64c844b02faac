"""Round 53 (s50vgLT): the point left_together_sees_the_other (vg.unsettled; ws has it too). Two
units leave the field at one moment, each with 「【自】【(R)】：他のあなたのリアガードが退却した時、…」:
11.9.6.1.2 reads the card that moved as it was on the field, but whether the ability of a unit
leaving with it — no longer on (R), where it works (11.4.4) — sees the other's leaving, the text
does not say. Both readings are run; the engine's own, read as on the circle it left, first."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "【自】【(R)】：他のあなたのリアガードが退却した時、１枚引く。"
BOARD = f"""game: vg
title: t
turn: {{player: A, number: 7, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 先導, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 兵甲, type: normal, grade: 1, power: 8000, text: "{TEXT}"}}
    right_front: {{name: 兵乙, type: normal, grade: 1, power: 8000, text: "{TEXT}"}}
    left_back: {{name: 兵丙, type: normal, grade: 1, power: 8000}}
    hand: 0
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - %(action)s
ask: [A.hand]
expect:
%(expect)s
"""


def _retire(*names: str) -> str:
    """Retire ``names``: several at one moment (`simultaneous`)."""
    each = [f"{{do: retire, player: A, card: {n}}}" for n in names]
    return each[0] if len(each) == 1 else f"{{do: simultaneous, actions: [{', '.join(each)}]}}"


def test_two_leaving_together_run_both_readings() -> None:
    expect = """  ambiguous: ["11.9.6.1.2", "11.9.2", "11.4.4"]
  readings:
    look_back: {state: {A.hand: 2}}
    not_seen: {state: {A.hand: 0}}"""
    text = BOARD % {"action": _retire("兵甲", "兵乙"), "expect": expect}
    assert check_expect(resolve(loads(text))) == []


def test_one_staying_on_its_circle_raises_no_point() -> None:
    # only 兵丙 (no text) leaves: 兵甲 and 兵乙 see it from (R) — no point
    text = BOARD % {
        "action": _retire("兵丙"),
        "expect": "  state: {A.hand: 2}\n  ambiguous: false",
    }
    assert check_expect(resolve(loads(text))) == []


def test_an_ability_working_in_the_drop_raises_no_point() -> None:
    # with no 【(R)】 the ability works in the drop too (11.4.4.1): each sees the other there
    text = BOARD.replace("【自】【(R)】：", "【自】：") % {
        "action": _retire("兵甲", "兵乙"),
        "expect": "  state: {A.hand: 2}\n  ambiguous: false",
    }
    assert check_expect(resolve(loads(text))) == []
