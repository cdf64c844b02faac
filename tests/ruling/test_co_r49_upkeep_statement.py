"""The upkeep stated as a sentence (round 49, s46coE): 「『X』の維持費はNエネルギーである。」 (X this
card's name, 4.2.10) or 「このカードの維持費は…」 is the keyword 維持費N (3.6.2) in other words —
compiled to the same program and paid in the upkeep step alike; 『Y』 another card's name is
refused (4.2.10)."""

from __future__ import annotations

from ruling.games._co.cardtext import programs
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card


def _prog(name: str, text: str) -> list:
    return programs(Card(uid="x", owner="A", name=name, type="character", text=text))


def test_the_sentence_compiles_to_the_keyword() -> None:
    (kw,) = _prog("番犬", "維持費2")
    (said,) = _prog("番犬", "『番犬』の維持費は2エネルギーである。")
    (this,) = _prog("番犬", "このカードの維持費は2エネルギーである。")
    assert (said.kind, said.keyword, said.number) == ("keyword", "upkeep", 2)
    assert said == kw == this


def test_another_cards_upkeep_is_not_this_cards() -> None:
    assert _prog("番犬", "『猟犬』の維持費は2エネルギーである。") == []


DOC = """
game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 15
    energy: 0
    deck: 12
    field: [{name: 番犬, type: character, ap: 3, dp: 3, text: "%s"}]
  B: {hp: 15, deck: 12}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: upkeep, choose: pay}
ask: [番犬.zone]
"""


def test_an_unpaid_stated_upkeep_crashes_the_character() -> None:
    r = resolve(loads(DOC % "『番犬』の維持費は1エネルギーである。"))
    assert r.outcome["state"] == {"番犬.zone": "A.dustbox"}
    assert "3.6.2" in r.decided_by
