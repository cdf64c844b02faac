"""vg 10.5.2 (round 63, s60vgR2): after an action of the guard step and its check timing the rules
go back to 10.5.1.2's play timing, where what the defending fighter may do is read again — the
attacked rear-guard gone (put into the soul by an effect the defender resolved at the first play
timing), it has passed automatically (10.5.1.2.1.1): the next guard is refused, and the refusal
rests on the return to the play timing (10.5.2) as well as on 10.5.1.2.1.1."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import zone_names as zone

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍, type: normal, grade: 2, power: 10000}
    deck: 20
  B:
    vanguard: {name: 姫, type: normal, grade: 3, power: 13000}
    right_front: {name: 従者, type: normal, grade: 2, power: 9000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 10000}]
    deck: 20
actions:
  - do: attack
    attacker: left_front
    target: B.right_front
    guard_actions:
      - {do: resolve_text, player: B, text: "あなたのリアガードを１枚選び、ソウルに置く。"}
    guard_rounds:
      - {do: guard, card: 盾, allowed: false}
choices:
  - {player: B, at: choose, choose: 従者}
"""


def _run(board: str = BOARD) -> Any:
    return resolve(loads(board, "t.yaml"))


def test_the_next_guard_refused_after_the_attacked_unit_left() -> None:
    """従者 in the soul, 盾 still in hand, no damage; the refusal cites 10.5.1.2.1.1 and is caused
    by the return to the play timing (10.5.2)."""
    r = _run()
    assert zone(r, "B", "soul") == ["従者"] and zone(r, "B", "hand") == ["盾"]
    assert zone(r, "B", "damage") == []
    assert {"10.5.2", "10.5.1.2.1.1"} <= set(r.decided_by)
    steps = r.main.trace.steps
    (refused,) = [s for s in steps if "10.5.1.2.1.1" in s.clauses and "盾" not in s.ja][:1]
    causes = [steps[i] for i in refused.caused_by if i < len(steps)]
    assert any("10.5.2" in c.clauses for c in causes)


def test_the_guard_allowed_while_the_unit_is_still_attacked() -> None:
    """The effect puts nothing into the soul (no rear-guard chosen): 従者 still attacked, the
    guard of the next play timing is made (10.5.1.2.2)."""
    board = (
        BOARD.replace("あなたのリアガードを１枚選び、ソウルに置く。", "１枚引く。")
        .replace("{do: guard, card: 盾, allowed: false}", "{do: guard, card: 盾}")
        .replace("choices:\n  - {player: B, at: choose, choose: 従者}\n", "")
    )
    r = _run(board)
    assert zone(r, "B", "field.right_front") == ["従者"]
    assert zone(r, "B", "drop") == ["盾"] and "盾" not in zone(r, "B", "hand")
