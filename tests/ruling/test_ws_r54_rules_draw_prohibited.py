"""ws round 54 (s51wsR): the clock phase's two draws (6.4.1.2) are the rules' own instruction, not
an effect's: a card's prohibition of drawing stops them because a card's text beats the rules
(1.3.1), besides 1.3.3 (which speaks of an instruction by an effect); an effect's draw stopped by
the same prohibition rests on 1.3.3 alone."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = (
    "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: clock, first_player: A}\n"
    "players:\n  A:\n    deck: 10\n    hand: [{name: 札, type: character, level: 0}, 1]\n"
    "  B: {deck: 10}\n"
    "effects:\n  - {target: A, stat: draw, op: prohibit, until: turn, source: 引けない}\n"
)


def test_clock_phase_draws_stopped_by_a_prohibition_cite_text_over_rules() -> None:
    sc = BOARD + (
        "actions:\n  - {do: clock_phase, card: 札}\n"
        "expect:\n  state: {A.hand: 1, A.clock: 1, A.deck: 10}\n"
        "  decided_by: ['6.4.1.2', '1.3.1', '1.3.3']\n"
    )
    assert check_expect(resolve(loads(sc))) == []


def test_an_effects_draw_stopped_rests_on_the_prohibition_principle_only() -> None:
    sc = BOARD.replace("phase: clock", "phase: main") + (
        "actions:\n  - {do: resolve_text, player: A, text: 'あなたは1枚引く。'}\n"
        "expect:\n  state: {A.hand: 2, A.deck: 10}\n  decided_by: ['1.3.3']\n"
        "  not_decided_by: ['1.3.1']\n"
    )
    assert check_expect(resolve(loads(sc))) == []
