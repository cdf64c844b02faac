"""co round 50 (s47coB): ``untap_phase`` takes ``actions:`` — what is declared in the untap step,
right after the cards are untapped and the energy lost (3.2.2), each judged as any action there:
3.2.2 allows none, save a use whose 「〜の直後にのみ」 is met (4.3.5; its example names the untap
phase, 4.3.5#ex1). 「敵デュエルマスターがエネルギーを失った直後にのみ使用してもよい」 is such a
moment: the energy lost at 3.2.2 (or 3.7.4) is the step it is read against."""

from __future__ import annotations

from tests.ruling.boards import co_run

GATED = "『呪詛師』をタップする:相手のデュエルマスターに1点のダメージを与える。敵デュエルマスターがエネルギーを失った直後にのみ使用してもよい。"
PLAIN = "『呪詛師』をタップする:相手のデュエルマスターに1点のダメージを与える。"

BOARD = """
turn: {{player: A, number: 9, phase: untap}}
players:
  A: {{hp: 5, energy: {energy}, deck: 10}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 呪詛師, type: character, ap: 1, dp: 1, text: "{text}"}}]
actions:
  - {{do: untap_phase, actions: [{{do: activate, player: B, card: 呪詛師, allowed: {allowed}}}]}}
ask: [A.hp, A.energy]
"""


def test_a_use_right_after_the_energy_loss_is_made_in_the_untap_step() -> None:
    r = co_run(BOARD.format(energy=2, text=GATED, allowed="true"))
    assert r.outcome["state"] == {"A.hp": 4, "A.energy": 0}
    assert {"3.2.2", "4.3.5", "4.3.5#ex1"} <= set(r.decided_by)


def test_no_energy_lost_no_such_moment() -> None:
    # A had no energy: nothing was lost (3.2.2), the moment never came (4.3.5)
    r = co_run(BOARD.format(energy=0, text=GATED, allowed="false"))
    assert r.outcome["state"]["A.hp"] == 5
    assert "4.3.5" in r.decided_by


def test_an_ungated_use_is_refused_by_the_untap_step() -> None:
    r = co_run(BOARD.format(energy=2, text=PLAIN, allowed="false"))
    assert r.outcome["state"]["A.hp"] == 5
    assert "3.2.2" in r.decided_by
