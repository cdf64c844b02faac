"""Round 65 (s62vgR): 「あなたの山札から「X」を１枚探し、このユニットと双闘する」 — an effect's legion
instruction (6.4.1): the card found is shown (6.4.1.2) and put on the vanguard circle in legion
with this unit (6.4.1.3), the card newly placed the legion mate (6.4.3); none found, no legion."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 蒼月
      type: normal
      grade: 3
      power: 13000
      text: "【起】(V)：あなたの山札から「紅日」を１枚探し、このユニットと双闘する。その後山札をシャッフルする。"
    deck: DECK
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 蒼月, ability: 1}
"""


def test_the_card_found_legions_with_this_unit_as_the_mate() -> None:
    text = BOARD.replace("DECK", "[{name: 紅日, type: normal, grade: 3, power: 13000}, 9]")
    text += "choices:\n  - {player: A, at: choose, choose: 紅日}\n"
    r = resolve(
        loads(text + "expect:\n  state: {紅日.zone: A.vanguard, 蒼月.zone: A.vanguard}\n", "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    assert {"6.4.1", "6.4.1.3", "6.4.3"} <= cited(r)
    v = r.leaves[0].final.players["A"].zones["field.vanguard"]
    roles = {c.name: c.states.get("legion_role") for c in v}
    assert roles == {"蒼月": "leader", "紅日": "mate"}


def test_none_found_no_legion() -> None:
    text = BOARD.replace("DECK", "10")
    r = resolve(loads(text + "expect:\n  state: {A.vanguard: 1}\n", "t.yaml"))
    v = r.leaves[0].final.players["A"].zones["field.vanguard"]
    assert [c.name for c in v] == ["蒼月"] and not v[0].states.get("legion")
