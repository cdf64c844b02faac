"""「そのキャラクターはこのターンにアタックできない」 (round 63, s60coC; issue 12): the grammar types
「このターンに」 as the act's place (GOAL); on a prohibition it is the period 「このターン、」 names —
the turn, ending at its end (3.7.2) — so the step reads as 「このターン、…はアタックできない」: the
character may not declare an attack (3.4.5.2) for the rest of the turn."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

STEP = "対象のキャラクター1体をアンタップする。そのキャラクターはこのターンにアタックできない。"


@pytest.mark.parametrize("act", ["アタック", "ディフェンス"])
def test_read_as_the_turns_period(act: str) -> None:
    text = f"対象のキャラクター1体は{'このターンに'}{act}できない。"
    same = f"対象のキャラクター1体は、このターン、{act}できない。"
    a, b = co_ability(text, "event"), co_ability(same, "event")
    assert a.supported, a.reason
    assert a.program.ops == b.program.ops


@pytest.mark.parametrize(
    ("text", "hp"),
    [
        (STEP, 20),  # untapped, but it may not attack this turn
        ("対象のキャラクター1体をアンタップする。", 18),  # the neighbour: it attacks
    ],
)
def test_on_a_board(text: str, hp: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f'  A: {{hp: 20, energy: 1, deck: 10, hand: [{{name: 歌, type: event, cost: 1, text: "{text}"}}], '
        "field: [{name: 兵, type: character, ap: 2, dp: 2, state: rest}]}\n"
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: play, card: 歌, target: 兵}\n  - {do: attack, attacker: 兵}\n"
        "ask: [B.hp]\n"
    )
    assert r.main.outcome["state"] == {"B.hp": hp}
    assert bool(r.main.rejected) == (hp == 20)
