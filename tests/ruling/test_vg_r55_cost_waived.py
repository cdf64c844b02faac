"""Round 55 (issue 14, s52vgR2): an effect in force the scenario describes on a card's ability
costs — ``{target: card, stat: counter_blast_cost | soul_blast_cost | remove_cost | cost, op: set,
value: 0}``: that part of the cost (or all of it) 「なくす」 (7.21.1): its action is not done when the
cost is paid, so a counter blast no face-up damage could pay does not stop the play;
``op: add, value: -n``: reduced by n (7.28.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 魔導師, type: normal, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、１枚引く。"}
    damage: [{name: 傷, type: normal, face: down}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
EFFECTS
actions:
  - {do: activate, card: 魔導師, allowed: ALLOWED}
expect:
  state: {A.hand: HAND, 傷.face: down}
"""


@pytest.mark.parametrize(
    ("effect", "allowed", "hand", "clause"),
    [
        ("", "false", 0, "7.24.1"),
        (
            "{target: 魔導師, stat: counter_blast_cost, op: set, value: 0, until: turn}",
            "true",
            1,
            "7.21.1",
        ),
        ("{target: 魔導師, stat: cost, op: set, value: 0, until: turn}", "true", 1, "7.21.1"),
        (
            "{target: 魔導師, stat: counter_blast_cost, op: add, value: -1, until: turn}",
            "true",
            1,
            "7.28.1",
        ),
    ],
)
def test_a_cost_waived_or_reduced(effect: str, allowed: str, hand: int, clause: str) -> None:
    body = BOARD.replace("EFFECTS", f"effects: [{effect}]" if effect else "")
    r = resolve(loads(body.replace("ALLOWED", allowed).replace("HAND", str(hand)), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
    assert clause in cited(r)
