"""Round 53 (s50notmet): a condition on a zone's count not reached because the rules put the
card elsewhere, or filled the zone first, has its reasons (``ruling.notmet``, issue 14's "a 'no'
ruling has reasons too").

- A rule that chooses another zone than the counted one keeps the card out of it
  (``Move.instead_of``): vs 9.4.2 sends a bench card with damage of its defence or more to the
  waiting room where 9.4.1 retires the ring card, so B at nine retire cards does not lose, and a
  ruling asked whether the game is over cites 9.2.2 (not met), caused by the 9.4.2 step.
- A condition of emptiness undoes only the moves into the empty zones (a card that left them
  left anyway): vs 6.5.1.2.2 puts the card played in the ring before the old ring card goes, so
  the ring refill (9.6.1, 3.3.2.3) finds no empty ring, and a ruling asked about the deck cites
  it (the deck untouched). The refill is read only after a ring card left the ring
  (``CountCheck.after_leaving``, 3.3.2.3 「リングにあるカードが他の場所に移動した時」).
Each with the same board where nothing brought the condition near: nothing cited."""

from __future__ import annotations

from ruling.notmet import near_misses
from ruling.resolve import resolve
from ruling.rules import CountCheck
from ruling.scenario import loads
from ruling.trace import Trace

DAMAGE = """game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 鳶, ap: 1000, dp: 2000}
    bench: {left: {name: 鴇, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、2000ダメージを与える。"}}
  B:
    deck: 10
    waiting: 0
    retire: RETIRE
    ring: {name: 鶉, ap: 1000, dp: 2000}
    bench: {center: {name: 瑠璃, ap: 1000, dp: 2000}}
actions:
  - do: ability_phase
    actions:
      - {do: use, card: 鴇}
choices:
  - {player: A, at: choose_card, choose: 瑠璃}
"""


def test_a_bench_card_sent_to_the_waiting_room_is_why_nine_retire_cards_do_not_lose() -> None:
    r = resolve(loads(DAMAGE.replace("RETIRE", "9"), "t.yaml"))
    assert r.outcome["game_over"] is False
    assert {"9.4.2", "9.2.2"} <= set(r.decided_by)
    assert "9.4.1" not in r.decided_by
    t = r.main.trace
    step = next(s for s in t.steps if s.event == "not_met")
    assert step.player == "B" and "9.2.2" in step.clauses
    assert any("9.4.2" in t[c].clauses for c in step.caused_by)


def test_a_bench_card_sent_to_the_waiting_room_far_from_ten_cites_no_loss_check() -> None:
    r = resolve(loads(DAMAGE.replace("RETIRE", "5"), "t.yaml"))
    assert r.outcome["game_over"] is False
    assert "9.2.2" not in r.decided_by
    assert not any(s.event == "not_met" for s in r.main.trace.steps)


RING = """game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: chara}
players:
  A:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 9]
    hand: [{name: 伊織, level: 1, ap: 1000, dp: 2000}]
    energy: [{state: stand, uid: E1}]
    waiting: 0
    ring: {name: 千早, level: 1, ap: 1000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: play, card: 伊織, to: TO}
ask: [A.deck]
"""


def test_a_card_played_over_the_ring_card_is_why_the_ring_is_not_refilled() -> None:
    r = resolve(loads(RING.replace("TO", "ring"), "t.yaml"))
    assert r.outcome["state"] == {"A.deck": 10}
    assert {"9.6.1", "3.3.2.3", "6.5.1.2.2"} <= set(r.decided_by)
    step = next(s for s in r.main.trace.steps if s.event == "not_met")
    assert step.player == "A" and "9.6.1" in step.clauses


def test_a_card_played_to_the_bench_reads_no_ring_refill() -> None:
    r = resolve(loads(RING.replace("TO", "left"), "t.yaml"))
    assert r.outcome["state"] == {"A.deck": 10}
    assert "9.6.1" not in r.decided_by
    assert not any(s.event == "not_met" for s in r.main.trace.steps)


def _board(*moves: list[str]) -> Trace:
    t = Trace()
    t.add("setup", "s", "s")
    t.add("move", "m", "m", ("X.1",), (), "A", {"moves": [list(m) for m in moves]})
    t.add("check_timing", "c", "c")
    return t


def test_emptiness_undoes_only_the_moves_into_the_empty_zones() -> None:
    """Shared: a step that put a card in the zone and took the one there out — without it the
    zone would be empty (only the move in is undone); a step that moved a card between two zones
    that must both be empty kept nothing from being empty."""
    cc = CountCheck("ring", ("X.9",))
    swap = _board(["c1", "A", "hand", "A", "ring"], ["c0", "A", "ring", "A", "waiting"])
    assert near_misses(swap, (cc,), ("A",), lambda p, z: 1) == [(cc, "A", [1])]
    both = CountCheck("deck", ("X.8",), also_empty=("waiting",))
    within = _board(["c1", "A", "waiting", "A", "deck"])
    assert near_misses(within, (both,), ("A",), lambda p, z: 1 if z == "deck" else 0) == []


def test_an_emptiness_read_after_leaving_needs_a_card_that_left() -> None:
    """``CountCheck.after_leaving`` (vs 3.3.2.3: the refill is for a ring card that moved
    elsewhere): a zone given empty and filled by the replay kept nothing from being met; once
    a card left it, the card put there first is the reason."""
    cc = CountCheck("ring", ("X.9",), after_leaving=True)
    filled = _board(["c1", "A", "hand", "A", "ring"])
    assert near_misses(filled, (cc,), ("A",), lambda p, z: 1) == []
    swap = _board(["c1", "A", "hand", "A", "ring"], ["c0", "A", "ring", "A", "waiting"])
    assert near_misses(swap, (cc,), ("A",), lambda p, z: 1) == [(cc, "A", [1])]
