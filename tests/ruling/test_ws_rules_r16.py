"""Weiß Schwarz rules points settled in round 16 (the known failures of tests/scenarios/ws,
s11ws), each on a minimal board of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

# ------------- 「あなたはレベル4であることによって敗北しない」: a text over the loss condition

EXEMPT = """\
game: ws
title: t
turn: {{player: A, number: 9, phase: attack, first_player: A}}
players:
  A:
    level: 3
    stage: {{center_front: {{name: 攻め手, type: character, level: 3, power: 9000, soul: {soul}}}}}
    deck: 10
  B:
    level: 3
    clock: 6
    {where}: [{{name: 守り, type: character, level: 3, power: 1000, soul: 1, text: "【永】 記憶 思い出置場にこのカードがあるなら、あなたはレベル4であることによって敗北しない。"}}]
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, {{name: 山3, type: character}}, 10]
    waiting_room: 6
actions:
  - {{do: attack, slot: center_front}}
ask: [B.level]
"""


@pytest.mark.parametrize(
    ("soul", "where", "over", "lvl"),
    [
        (1, "memory", False, 4),  # level 4 with the text in force: no loss (1.3.1)
        (1, "hand", True, 4),  # the text not in force there: 9.4.1.1 applies
    ],
)
def test_level_four_loss_exempted_by_a_memory_text(
    soul: int, where: str, over: bool, lvl: int
) -> None:
    """B reaches level 4 (6 clock + 1 damage, 9.3.1). With 「…あなたはレベル4であることによって
    敗北しない」 in B's memory (記憶: in force there, 10.9.1, 2.12.2.3) the loss condition of 9.4.1.1
    does not make B lose, the text beating the rule (1.3.1, cited with 9.4.1.1); the same card
    in the waiting room in the hand does nothing and B loses."""
    r = resolve(loads(EXEMPT.format(soul=soul, where=where), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["game_over"] is over
    if not over:
        assert r.outcome["state"]["B.level"] == lvl
        assert {"9.4.1.1", "1.3.1", "10.9.1"} <= set(r.decided_by)
    else:
        assert r.outcome["loser"] == "B"


def test_level_five_is_not_exempted() -> None:
    """The exemption is for level 4 alone (「（レベル5になったら敗北する）」): at level 5 (four
    cards in the level zone plus one more level-up) 9.4.1.1 makes B lose."""
    text = EXEMPT.format(soul=1, where="memory").replace(
        "level: 3\n    clock: 6", "level: 4\n    clock: 6"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["game_over"] is True and r.outcome["loser"] == "B"
