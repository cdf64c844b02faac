"""vs rules found by the round-19 blind set moved into development (round 19, s15vs): a surprise
its owner leaves face down (3.9.1 / 12.3.1: turning it up is an option, 2.14.6: the [] condition
is the one to turn it up), and the reading point of a "set" after an addition naming the
calculation method of the attack and defence (8.9.1.8); each on a minimal case of its own, with a
neighbour."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _amb(r: Any) -> list[tuple[str, ...]]:
    return [tuple(w.clauses) for w in r.warnings() if w.kind == "ambiguity"]


# ------------------------------------------ a surprise left face down: 3.9.1, 12.3.1, 2.14.6

SURPRISE = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 翔, ap: 1000, dp: 2000}
    bench: {left: {name: 凛, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 彩, ap: 2000, dp: 5000}
    surprise: {name: 雪那, text: "{surprise}[%s]→カードを1枚引く。"}
actions:
  - {do: attack, support: 凛}
choices:
  - {player: B, choose: %s, at: surprise}
ask: [雪那.face, 雪那.zone]
"""


def test_a_surprise_left_face_down_is_decided_by_the_option_to_turn_it() -> None:
    """The condition met, B declines: the card stays face down in the surprise zone, and what
    decided its face is the option of 3.9.1 / 12.3.1 (「表にする事ができ」) whose [] condition
    2.14.6 defines — not only the attack."""
    r = resolve(loads(SURPRISE % ("あなたのリングのカードがアタックされた時", "no")))
    assert r.outcome["state"] == {"雪那.face": "down", "雪那.zone": "B.surprise"}
    assert {"3.9.1", "12.3.1", "2.14.6"} <= set(r.decided_by)


def test_a_surprise_turned_face_up_is_decided_by_the_same_clauses() -> None:
    """Neighbour: turned face up, the same trigger decides it (with the condition 2.14.6 reads)."""
    r = resolve(loads(SURPRISE % ("相手のカードがアタックした時", "yes")))
    assert r.outcome["state"]["雪那.face"] == "up"
    assert {"3.9.1", "12.3.1", "2.14.6"} <= set(r.decided_by)


# ------------------------------------------ set_after_addition: 8.9.1.3 / 8.9.1.4 / 8.9.1.8

SET = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 翔, ap: 2000, dp: 2000}
    bench: {left: {name: 凛, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 彩, ap: 2000, dp: 1000}
effects:
  - {target: 翔, stat: ap, op: %s, value: %d, until: turn}
actions:
  - do: attack
    support: 凛
    after_support:
      - {do: effect, card: 翔, ap: 0, op: set, until: turn}
ask: [B.retire]
"""


def test_a_set_after_an_addition_names_the_calculation_method() -> None:
    """The point is raised naming 8.9.1.8 beside 8.9.1.3 / 8.9.1.4: the calculation method of
    the attack orders additions before multiplications and places no 「…にする」."""
    r = resolve(loads(SET % ("add", 1000)))
    assert ("8.9.1.3", "8.9.1.4", "8.9.1.8") in _amb(r)


def test_a_set_after_another_set_raises_no_point() -> None:
    """Neighbour: two sets, no addition — the later one wins (8.9.1.4), no reading point: 翔's
    attack 0 deals no damage (7.1.5.3.1)."""
    r = resolve(loads(SET % ("set", 3000)))
    assert not any("8.9.1.8" in a for a in _amb(r))
    assert r.outcome["state"]["B.retire"] == 0
