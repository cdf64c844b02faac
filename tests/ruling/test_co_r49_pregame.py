"""The pre-game procedure with a shuffle the scenario does not give (round 49, s46coE): where the
top cards of a shuffled deck have too many possible results to branch on, what does not depend
on which cards they are — how many the hand and the deck hold (co 2.1.1 / 2.1.4) — is settled
with cards the scenario says nothing of, said as an assumption (``shuffle_not_given_unnamed_on_
top``, ruling/pregame.settle_top); and two names read alike but written differently are counted
apart (4.2.6) where one is written in kana (its own reading)."""

from __future__ import annotations

from ruling.render import warnings_data
from ruling.resolve import resolve
from ruling.scenario import loads

DOC = """
game: co
title: t
turn: {player: A, number: 0}
players:
  A:
    hp: 20
    deck:
      - {name: 鳴瀬真奈美, reading: なるせまなみ, type: character, ap: 2, dp: 2, count: 4}
      - {name: ナルセマナミ, type: character, ap: 3, dp: 2, count: 4}
      - %s
  B: {hp: 20, deck: 50}
actions:
  - {do: game_setup, chooser: A, first: A, mulligan: {A: no, B: no}}
ask: [A.hand, A.deck]
"""


def test_an_unknown_shuffle_still_settles_the_counts() -> None:
    r = resolve(loads(DOC % "42"))
    assert r.outcome["state"] == {"A.hand": 7, "A.deck": 43}
    keys = {w.get("key") for w in warnings_data(r, "en")}
    assert "shuffle_not_given_unnamed_on_top" in keys
    assert {"2.1.1", "2.1.4", "1.2.3", "4.2.6"} <= set(r.decided_by)


def test_without_unnamed_cards_the_shuffle_is_still_asked_for() -> None:
    # every card named: the hand would be an invented set of named cards — refused as before
    r = resolve(loads(DOC % "{name: 兵士, type: character, ap: 1, dp: 1, count: 42}"))
    assert r.outcome["state"] == {"A.hand": 0, "A.deck": 50}
    keys = {w.get("key") for w in warnings_data(r, "en")}
    assert "shuffle_not_given_unnamed_on_top" not in keys


def test_a_kana_name_is_its_own_reading_for_4_2_6() -> None:
    r = resolve(loads(DOC % "42"))
    assert any(
        "4.2.6" in s.clauses and "なるせまなみ" in s.ja for lf in r.leaves for s in lf.trace.steps
    )
