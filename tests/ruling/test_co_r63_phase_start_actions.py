"""Actions declared in a phase's start step (round 63, s60coR, from co r63_010): `in_start:` of
`untap_phase` / `draw_phase`, taken after the 「…開始時に」 abilities. The start steps allow no
play or use but a gain of energy (3.2.1, 3.3.1): a play there is refused by the start step's
clause; energy gained at the untap phase's start is lost with the untap (3.2.2)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 10
    deck: 10
    energy: 1
    hand:
      - {name: 矢, type: spell, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。\\n使い捨て"}
  B:
    hp: 10
    deck: 10
    field: [{name: 人形, type: character, ap: 0, dp: 1}]
actions:
%s
ask: [矢.zone, A.energy]
"""


def test_a_play_in_the_draw_phase_start_is_refused_by_3_3_1() -> None:
    r = co_run(
        BOARD
        % "  - {do: draw_phase, in_start: [{do: play, card: 矢, target: 人形, allowed: false}]}"
    )
    assert main_state(r, "矢.zone") == "A.hand"
    assert "3.3.1" in decided(r)


def test_energy_gained_in_the_untap_phase_start_is_lost_with_the_untap() -> None:
    r = co_run(BOARD % "  - {do: untap_phase, in_start: [{do: gain_energy, player: A, amount: 2}]}")
    assert main_state(r, "A.energy") == 0
    assert "3.2.2" in decided(r)
