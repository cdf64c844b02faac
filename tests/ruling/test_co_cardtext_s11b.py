"""CrossOver (co), session 11 (s11co2): the reduction of a player's damage (an unsettled point
of 4.3.10) and card-text constructions that recurred in the refusals of the blind card-text set
of round 14, each on a minimal text and a board."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card


def _run(body: str) -> object:
    return resolve(loads("game: co\ntitle: a minimal case\n" + body))


def _ability(text: str) -> object:
    get_game("co")
    (ab,) = abilities_of("co", Card(uid="x", name="x", owner="A", type="character", text=text))
    return ab


# --------------------------------------------------------------------------- 4.3.10, a player

UNDEFENDED = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 鬼, type: character, ap: 4, dp: 4}]}
  B: {hp: 6, deck: 10}
actions:
  - {do: attack, attacker: 鬼, defender: none%s}
ask: [B.hp]
"""


def test_a_reduction_of_a_players_damage_is_a_reading_of_4_3_10() -> None:
    """4.3.10 gives the reduction window to 「キャラクターに与えられたダメージ」 only: a reduction
    of the damage to a player is the audit's player_damage_reduction — in the same window by the
    card's text (4.2.9: 4 - 2 = 2, B at 4), or none (B takes 4, at 2); both are given."""
    reduce = ", reduce: {B: [{do: reduce_damage, player: B, amount: 2, source: 人形}]}"
    r = _run(UNDEFENDED % reduce)
    assert r.outcome["state"] == {"B.hp": 4}
    assert "4.3.10" in r.outcome["depends_on_reading"]
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["no_window"]
    assert other["outcome"]["state"] == {"B.hp": 2}
    assert any(w.kind == "ambiguity" and "4.3.10" in w.clauses for w in r.warnings())


def test_no_reduction_no_reading() -> None:
    """Without a reduction nothing rests on the point: 4 damage, no reading."""
    r = _run(UNDEFENDED % "")
    assert r.outcome["state"] == {"B.hp": 2}
    assert "depends_on_reading" not in r.outcome
