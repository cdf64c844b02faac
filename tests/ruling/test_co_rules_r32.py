"""co rules found through the round-32 blind files (s28rulesCOMC; round 32, issue 14), each on a
minimal case with its neighbour that must not change.

1. A tap cost written with the card's own name (「『X』をタップする:」) taps that card, not another
   of the same name (4.2.10).
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited as _cited
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


_TAP = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 見張り, uid: 見張り1, type: character, ap: 1, dp: 2, text: "%s"}
      - {name: 見張り, uid: 見張り2, type: character, ap: 1, dp: 2, text: "%s"}
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 見張り1}
ask: [見張り1.state, 見張り2.state, B.hp]
"""


def test_a_tap_cost_naming_the_own_name_taps_that_card_citing_4_2_10() -> None:
    text = "『見張り』をタップする:相手のデュエルマスターに1点のダメージを与える。"
    r = _run(_TAP % (text, text))
    assert _state(r, "見張り1.state") == "rest"
    assert _state(r, "見張り2.state") == "stand"
    assert "4.2.10" in _cited(r)


def test_neighbour_a_tap_cost_written_without_the_name_no_4_2_10() -> None:
    text = "このキャラクターをタップする:相手のデュエルマスターに1点のダメージを与える。"
    r = _run(_TAP % (text, text))
    assert _state(r, "見張り1.state") == "rest"
    assert _state(r, "見張り2.state") == "stand"
    assert "4.2.10" not in _cited(r)
