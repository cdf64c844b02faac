"""An attacker moved slot to slot by its own 【自】 (round 61, s58wsR): the unsettled point
attacker_moved_to_another_slot names 8.11.2 (its reading gone rests on 「枠から枠への移動を含む
領域の移動」, as the defender's point does), and an ``expect.readings`` entry naming a clause two
raised points share (7.2.1.5: the attacker gone, then the trigger check without it) is checked per
combination of their readings — the leaves under 「made」 and 「still_attacker」 together."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, raised_points, resolve
from ruling.scenario import loads

MOVE = "【自】 このカードがアタックした時、このカードを前列のキャラのいない他の枠に動かす。"


def _run(readings: str) -> Any:
    return resolve(
        loads(f"""game: ws
title: t
turn: {{player: A, number: 6, phase: attack}}
players:
  A:
    level: 1
    stage:
      left_front: {{name: 剣士, type: character, level: 1, power: 5000, soul: 1, color: green, text: "{MOVE}"}}
      center_front: {{name: 弟子, type: character, level: 0, power: 2000, soul: 1, color: green}}
    deck: [{{name: 札, type: character, trigger: none}}, 10]
  B:
    stage:
      center_front: {{name: 兵, type: character, level: 0, power: 3000, soul: 1}}
    deck: [{{name: 葦, type: character, level: 0, trigger: none}}, {{name: 蘆, type: character, level: 0, trigger: none}}, 10]
actions:
  - {{do: attack, slot: left_front, kind: direct}}
expect:
  readings:
{readings}
""")
    )


def test_attacker_point_names_8_11_2() -> None:
    r = _run("    - {clauses: [7.2.1.5, 8.11.2], state: {B.clock: 0}}")
    assert any("8.11.2" in cl and "7.2.1.5" in cl for cl, _both in raised_points(r))
    assert check_expect(r) == []


def test_entry_on_a_shared_clause_reads_each_combination() -> None:
    """B.clock 2 holds only under still_attacker with the trigger check made: the entry naming
    7.2.1.5 alone holds; B.clock 1 holds under no combination and fails."""
    assert check_expect(_run("    - {clauses: [7.2.1.5], state: {B.clock: 2}}")) == []
    assert check_expect(_run("    - {clauses: [7.2.1.5], state: {B.clock: 1}}"))
