"""vg round 51 (issue 14, s48vgB): the scenario's `swap` may name both circles of its column
(`circle: left_front, with: left_back`; another column's circle is refused, 9.9.2.2, 4.9.1.1);
a unit called from one circle to another is a new card (6.2.5) and no 「移動」 (7.34.2): its
「このユニットが移動した時」 does not trigger, while a column swap is one (7.34.1.1)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 甲, type: normal, grade: 1, power: 8000,
                 text: "【自】【(R)】：このユニットが移動した時、１枚引く。"}
    hand: []
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - do: main_phase
    actions:
      - ACTION
CHOICES
ask: [甲.zone, A.hand]
"""


def _run(action: str, choices: str = "") -> Any:
    return resolve(loads(BODY.replace("ACTION", action).replace("CHOICES", choices), "t.yaml"))


def test_swap_with_the_other_circle_of_the_column() -> None:
    r = _run("{do: swap, circle: left_front, with: left_back}")
    assert r.outcome["state"]["甲.zone"] == "A.field.left_back"
    assert r.outcome["state"]["A.hand"] == 1  # a swap is a move (7.34.1.1)
    assert "7.34.1.1" in r.decided_by


def test_swap_with_a_circle_of_another_column_is_refused() -> None:
    r = _run("{do: swap, circle: left_front, with: right_back}")
    assert r.outcome.get("rejected")
    assert r.outcome["state"]["甲.zone"] == "A.field.left_front"
    assert {"9.9.2.2", "4.9.1.1"} <= set(r.decided_by)


def test_call_from_another_circle_is_no_move() -> None:
    r = _run(
        '{do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、別のリアガードサークルにコールする。"}',
        "choices:\n  - {player: A, at: choose, choose: 甲}\n"
        "  - {player: A, at: circle, choose: right_front}",
    )
    assert r.outcome["state"]["甲.zone"] == "A.field.right_front"
    assert r.outcome["state"]["A.hand"] == 0
    assert "7.34.2" in r.decided_by
