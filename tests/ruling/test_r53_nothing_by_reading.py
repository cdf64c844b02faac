"""Round 53 (s50vsOld, issue 14: a "no" ruling has reasons too): where a reading point is raised (its
readings give different outcomes), a step that records an action doing nothing as the direct consequence
of the reading taken — a 「選び」 that finds no target (8.5.4.1.3) because, under the engine's reading, the
emptied ring is refilled only at the next check timing — is a reason of the outcome under that reading,
though it touches nothing asked (the card asked about comes only later). A point whose readings agree
(silent) adds nothing (``resolve._nothing_by_reading``)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]相手のリングのカードを選び、相手の控え室に置く。相手のリングのカードを選び、+0/-1000。"}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 9]
    retire: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子}
ask: ASK
"""


def test_the_no_target_step_a_raised_reading_led_to_is_cited() -> None:
    r = resolve(loads(BOARD.replace("ASK", "[雪歩.zone]"), "t.yaml"))
    assert r.outcome["state"] == {"雪歩.zone": "B.ring"}
    assert r.outcome.get("depends_on_reading")
    assert "8.5.4.1.3" not in r.main.decided_by  # no step touching 雪歩 rests on it
    assert "8.5.4.1.3" in r.decided_by


def test_a_silent_point_adds_no_such_step() -> None:
    r = resolve(loads(BOARD.replace("ASK", "[美希.zone]"), "t.yaml"))
    assert r.outcome["state"] == {"美希.zone": "B.waiting"}
    assert r.outcome.get("regardless_of_reading")
    assert "8.5.4.1.3" not in r.decided_by
