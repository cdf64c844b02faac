"""ws round 45: a climax's 「このカードがクライマックス置場から控え室に置かれた時」 — the point
climax_text_outside_climax_zone (2.12.2.2 against 2.12.2.3) raised with 8.7.4.1.2: the reading
that it triggers reads the card as it was in the climax zone, as 8.7.4.1.2 does for the stage.
A climax's trigger on another zone's event (from the hand) raises the point without it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    climax: [{name: 門出, type: climax, trigger: none, text: "【自】 このカードがクライマックス置場から控え室に置かれた時、あなたは1枚引く。"}]
    hand: 3
    deck: [{name: 札, type: character}, 5]
  B: {deck: 10}
actions:
  - {do: end_phase}
ask: [A.hand]
"""


def test_leaving_the_climax_zone_names_the_look_back() -> None:
    r = resolve(loads(FILE))
    flagged = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert any({"2.12.2.2", "8.7.4.1.2"} <= set(w.clauses) for w in flagged)
    hands = sorted(len(x.final.players["A"].zones["hand"]) for x in (*r.leaves, *r.alternates))
    assert hands == [3, 4]
