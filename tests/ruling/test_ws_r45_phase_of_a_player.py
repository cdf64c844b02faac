"""Round 45 (s42wse): 「あなたのアタックフェイズ中、…」 in a continuous ability — that phase of that
player's turn only (6.1.1), as 「アタックフェイズ中」 is that phase of either player's."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = "【永】 あなたのアタックフェイズ中、他のあなたのキャラすべてに、パワーを＋500。"


def test_compiled_as_the_phase_of_the_masters_turn() -> None:
    (op,) = ws_compile(TEXT).steps
    assert (op.cond.what, op.cond.owner, op.cond.verb) == ("phase", "you", "attack")


@pytest.mark.parametrize(
    ("player", "phase", "power"),
    [("A", "attack", 1500), ("B", "attack", 1000), ("A", "main", 1000)],
)
def test_only_in_that_players_phase(player: str, phase: str, power: int) -> None:
    src = (
        f"game: ws\ntitle: t\nturn: {{player: {player}, number: 5, phase: {phase}, first_player: A}}\n"
        "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      right_front: {{name: 支え, type: character, level: 1, text: "{TEXT}"}}\n'
        "      center_front: {name: 甲, type: character, level: 1, power: 1000}\n"
        "  B: {deck: 10}\n"
        "ask: [甲.power]\n"
    )
    r = resolve(loads(src))
    assert r.main.outcome["state"]["甲.power"] == power
