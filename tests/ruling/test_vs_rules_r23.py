"""vs rules and constructions found by the round-22 blind set moved into development (round 22,
s18vs), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- an effect puts the deck's top card into a ring that holds one already
# the ring has no 「1枚まで」 limit (3.3.2; unlike 3.9.2 / 3.3.3.2): the card is put there, and the
# rule process 9.5.1 puts the card placed earlier in its owner's waiting room; the put is the
# effect's, not the rules', so an entry spark does not trigger (8.1.1.3.3)

RING = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: %s
    hand: 0
    waiting: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]%s"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [ヒロイン.zone, 千早.zone, 律子.zone, A.retire, A.hand]
"""
TOP = "[{name: ヒロイン, ap: 2000, dp: 2000, text: '[リング]あなたは1枚引く。{entry_spark}'}, 9]"
PUT = "あなたは自分の山札を上から1枚、自分のリングに置く。"


def test_the_deck_top_put_into_an_occupied_ring_clears_the_older_card() -> None:
    r = resolve(loads(RING % (TOP, PUT)))
    assert r.outcome["state"] == {
        "ヒロイン.zone": "A.ring",
        "千早.zone": "A.waiting",
        "律子.zone": "A.waiting",
        "A.retire": 0,
        "A.hand": 0,
    }
    assert {"8.1.1.3.3", "9.5.1"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if w.kind in ("unsupported", "ambiguity")]


def test_a_ring_emptied_first_takes_the_deck_top_with_no_duplicate() -> None:
    """Neighbour: the ring's card put away by the same effect first — the top card goes into an
    empty ring; nothing to clear (no 9.5.1), and still no entry spark (8.1.1.3.3)."""
    first = "あなたは自分のリングのカードを選び、自分の控え室に置く。"
    r = resolve(loads(RING % (TOP, first + PUT)))
    assert r.outcome["state"]["ヒロイン.zone"] == "A.ring"
    assert r.outcome["state"]["千早.zone"] == "A.waiting"
    assert r.outcome["state"]["A.hand"] == 0
    assert "8.1.1.3.3" in r.decided_by
    # (round 52) the ring emptied between the two steps: refilled at the check timing (the
    # engine's reading, no card to clear) or at once (ring_refill_moment: ヒロイン comes in at
    # once and the next top card put there clears it, 9.5.1)
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["at_once"]
    assert other["outcome"]["state"]["ヒロイン.zone"] == "A.waiting"


def test_the_deck_top_put_to_the_waiting_room_leaves_the_ring_alone() -> None:
    """Neighbour: the same put to another zone — no duplicate, no 9.5.1."""
    r = resolve(loads(RING % (TOP, PUT.replace("リング", "控え室"))))
    assert r.outcome["state"]["千早.zone"] == "A.ring"
    assert r.outcome["state"]["ヒロイン.zone"] == "A.waiting"
    assert "9.5.1" not in r.decided_by
