"""ruling.zone: a zone of made cards and anonymous runs answers every list operation as the
plain list of its cards would, and makes only the cards something asks for."""

from __future__ import annotations

import copy
import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from ruling.state import Card, GameState, Player, Turn, diff
from ruling.zone import Run, Zone, stated_cards, zone_labels, zone_uids


def _pieces(spec: list[int]) -> list[Card | Run]:
    """0 is a named card, n > 0 a run of n anonymous cards; placements numbered in order."""
    out: list[Card | Run] = []
    uid, placed = 1, 1
    for n in spec:
        if n == 0:
            out.append(Card(f"A{uid}", "A", name=f"c{uid}", placed=placed))
            uid, placed = uid + 1, placed + 1
        else:
            out.append(Run("A", "A", uid, n, face_up=uid % 2 == 0, placed=placed))
            uid, placed = uid + n, placed + n
    return out


def _plain(pieces: list[Card | Run]) -> list[Card]:
    return [
        c
        for p in copy.deepcopy(pieces)
        for c in ([p] if isinstance(p, Card) else [p.card(k) for k in range(p.n)])
    ]


OPS = st.lists(
    st.tuples(
        st.sampled_from(
            ["get", "slice", "set", "setslice", "del", "delslice", "insert", "pop", "append",
             "extend", "remove", "index", "contains", "reverse", "sort", "iter", "copy", "clear"]
        ),
        st.integers(-12, 12),
        st.integers(-12, 12),
    ),
    max_size=25,
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(spec=st.lists(st.integers(0, 9), max_size=6), ops=OPS)
def test_a_zone_is_the_list_of_its_cards(spec, ops):
    pieces = _pieces(spec)
    zone, model = Zone(pieces), _plain(pieces)
    for op, a, b in ops:
        results: list[list[object]] = [[], []]
        for side, z in enumerate((zone, model)):
            out = results[side]
            try:
                if op == "get":
                    r = z[a]
                    assert z[a] is r  # the same object when asked again
                    out.append(repr(r))
                elif op == "slice":
                    out.append(repr(z[a:b]))
                elif op == "set":
                    z[a] = Card(f"S{a}", "B")
                elif op == "setslice":
                    z[a:b] = [Card(f"T{a}", "B"), Card(f"U{b}", "B")]
                elif op == "del":
                    del z[a]
                elif op == "delslice":
                    del z[a:b]
                elif op == "insert":
                    z.insert(a, Card(f"I{a}", "B"))
                elif op == "pop":
                    out.append(repr(z.pop(a)))
                elif op == "append":
                    z.append(Card("P", "B"))
                elif op == "extend":
                    z.extend([Card("E1", "B"), Card("E2", "B")])
                elif op == "remove":
                    z.remove(Card(f"A{abs(a) + 1}", "A", placed=abs(a) + 1))
                elif op == "index":
                    out.append(z.index(Card(f"A{abs(a) + 1}", "A", placed=abs(a) + 1)))
                elif op == "contains":
                    out.append(Card(f"A{abs(b) + 1}", "A", placed=abs(b) + 1) in z)
                elif op == "reverse":
                    z.reverse()
                elif op == "sort":
                    z.sort(key=lambda c: c.uid)
                elif op == "iter":
                    out.append([c.uid for c in z])
                elif op == "copy":
                    out.append(repr(copy.deepcopy(z)))
                elif op == "clear" and a > 10:
                    z.clear()
            except (IndexError, ValueError) as e:
                out.append(type(e).__name__)
        assert results[0] == results[1], (op, a, b)
        assert len(zone) == len(model) and bool(zone) == bool(model)
        made = Counter(p.uid for p in zone.pieces() if isinstance(p, Card))
        assert zone._made == made  # what index_of_uid trusts
        assert repr(zone) == repr(model)
        assert zone_uids(zone) == [c.uid for c in model]
        assert zone_labels(zone) == [c.label for c in model]
        runs = sum(isinstance(p, Run) for p in zone.pieces())
        for c in model:
            first = next(i for i, d in enumerate(model) if d.uid == c.uid)
            assert zone.index_of_uid(c.uid) == first
            assert zone.peek(c.uid) == model[first]
        assert sum(isinstance(p, Run) for p in zone.pieces()) == runs  # (nothing made)
        assert zone.index_of_uid("Z1") is None and zone.peek("Z1") is None
    assert zone == model and model == zone
    assert repr(copy.deepcopy(zone)) == repr(model)


def test_only_the_cards_asked_for_are_made():
    zone = Zone([Card("A1", "A", name="x", placed=1), Run("A", "A", 2, 10_000, placed=2)])
    top = zone[1]
    assert top.uid == "A2" and top.placed == 2 and zone[1] is top
    assert zone.pop(0).name == "x" and zone.pop(0) is top
    zone.insert(5000, Card("B1", "B"))
    zone[0:0] = [Card("B2", "B")]
    assert len(zone) == 10_001
    assert [c.uid for c in zone.stated()] == ["B2", "B1"]  # nothing else was made
    assert zone.index_of_uid("A10001") == 10_000 and zone.index_of_uid("A2") is None
    assert zone.index_of_uid("A03") is None and zone.index_of_uid("A") is None
    assert [c.uid for c in zone.stated(also=["A777"])] == ["B2", "A777", "B1"]
    assert len(zone) == 10_001 and zone[5001].uid == "B1"
    unplaced = Zone([Run("P'", "P'", 1, 3, face_up=False)])  # (repr quotes as repr does)
    assert repr(unplaced) == repr([Run("P'", "P'", 1, 3, face_up=False).card(k) for k in range(3)])


def test_a_state_with_runs_copies_reprs_and_diffs_as_with_cards():
    def state(zone: list[Card] | Zone) -> GameState:
        return GameState("ws", {"A": Player("A", {"deck": zone})}, Turn("A"))

    pieces = _pieces([0, 50, 0, 7])
    lazy, plain = state(Zone(pieces)), state(_plain(pieces))
    assert repr(lazy) == repr(plain)
    assert lazy.find("A40") == plain.find("A40") == ("A", "deck", 39)
    assert lazy.card("A999") is None
    for st_ in (lazy, plain):
        after = st_.copy()
        deck = after.players["A"].zones["deck"]
        moved = deck.pop(3)
        moved.orientation = "rest"
        deck.insert(0, moved)
        deck.pop(10)
        assert st_.players["A"].zones["deck"][3].orientation == "stand"
    assert diff(lazy, lazy.copy()) == []
    a, b = lazy.copy(), plain.copy()
    for st_ in (a, b):
        deck = st_.players["A"].zones["deck"]
        deck[2].orientation = "rest"
        del deck[20:25]
    assert diff(lazy, a) == diff(plain, b) and diff(lazy, a)
    assert diff(a, lazy) == diff(b, plain)
    assert [c.uid for c in stated_cards(plain.players["A"].zones["deck"])][:2] == ["A1", "A2"]


@settings(max_examples=2000, deadline=None)
@given(spec=st.lists(st.integers(0, 9), max_size=6), ops=OPS, ops2=OPS)
def test_a_diff_over_runs_is_the_diff_over_cards(spec, ops, ops2):
    """Two states that went their own ways from one board: ``diff`` reads their runs as
    ranges and says what it says of the same zones as plain lists (a card is in a zone once:
    cards are moved, put in, taken out)."""
    pieces = _pieces(spec)
    lazy = GameState("ws", {"A": Player("A", {"deck": Zone(pieces)})}, Turn("A"))
    plain = GameState("ws", {"A": Player("A", {"deck": _plain(pieces)})}, Turn("A"))
    sides = []
    for ops_ in (ops, ops2):
        pair = (lazy.copy(), plain.copy())
        for st_ in pair:
            deck = st_.players["A"].zones["deck"]
            fresh = itertools.count()  # (the same new uids on both sides)
            for op, a, b in ops_:
                try:
                    if op in ("get", "set", "pop", "del"):
                        card = deck[a]
                        if op == "get":
                            card.orientation = "rest" if b % 2 else "reverse"
                        elif op == "set":
                            deck[a] = Card(f"S{next(fresh)}", "B")
                        else:
                            deck.pop(a)
                    elif op in ("slice", "setslice", "delslice"):  # a block moved
                        block = deck[a:b]
                        del deck[a:b]
                        if op != "delslice":
                            deck[b:b] = block
                    elif op == "insert":
                        deck.insert(a, Card(f"I{next(fresh)}", "B"))
                    elif op == "reverse":
                        deck.reverse()
                except IndexError:
                    pass
        sides.append(pair)
    (la, pa), (lb, pb) = sides
    assert diff(la, lb) == diff(pa, pb)
    assert diff(lb, la) == diff(pb, pa)
    assert diff(lazy, la) == diff(plain, pa)
    mixed = GameState(
        "ws", {"A": Player("A", {"deck": list(pb.players["A"].zones["deck"])})}, Turn("A")
    )
    assert diff(la, mixed) == diff(pa, pb)
