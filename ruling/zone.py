"""A zone whose anonymous cards are kept as a count until one is looked at or moved.

A scenario's ``deck: 40`` is forty cards nobody has described: each has an owner, a uid
(the owner's id and a running number), a side up and the moment it was placed, and nothing
else. ``Zone`` keeps such consecutive cards as one ``Run`` (those four facts for the first card
and a count) and makes the ``Card`` object of one of them only when something asks for it by
position (the top card is drawn, revealed, moved), so a 10,000-card deck costs what a 40-card
one does. Asked for everything at once (iteration, ``list(zone)``, a sort), the zone makes
every card and from then on is a plain list inside.

To the engine a ``Zone`` is a ``list[Card]``: every list operation gives what it would give on
the list of the cards the runs stand for (same order, same objects every time one is asked
for again), and its ``repr`` is that list's. Code that scans a whole zone for cards it can
tell apart can skip the untouched anonymous ones without making them (``stated``,
``index_of_uid``, ``uids``, ``labels``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator
from typing import Any, SupportsIndex, overload

from ruling.state import Card

# More runs than this and the zone makes every card (a shuffle, a look here and there):
# locating a position walks the pieces, so the runs stay few.
MAX_RUNS = 32


class Run:
    """``n`` anonymous cards of ``owner`` in a row: uids ``{prefix}{start}`` … in order,
    placed at ``placed`` … in order (0: not placed). Immutable: copies of a state share it."""

    __slots__ = ("face_up", "n", "owner", "placed", "prefix", "start")

    def __init__(
        self, owner: str, prefix: str, start: int, n: int, face_up: bool = True, placed: int = 0
    ) -> None:
        self.owner, self.prefix, self.start, self.n = owner, prefix, start, n
        self.face_up, self.placed = face_up, placed

    def part(self, lo: int, hi: int) -> Run:
        placed = self.placed + lo if self.placed else 0
        return Run(self.owner, self.prefix, self.start + lo, hi - lo, self.face_up, placed)

    def _key(self) -> tuple[Any, ...]:
        return (self.owner, self.prefix, self.start, self.n, self.face_up, self.placed)

    def __eq__(self, other: object) -> bool:
        return self._key() == other._key() if isinstance(other, Run) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def uid(self, k: int) -> str:
        return f"{self.prefix}{self.start + k}"

    def uids(self) -> list[str]:
        p = self.prefix
        return [f"{p}{i}" for i in range(self.start, self.start + self.n)]

    def card(self, k: int) -> Card:
        placed = self.placed + k if self.placed else 0
        return Card(self.uid(k), self.owner, face_up=self.face_up, placed=placed)

    def offset(self, uid: str) -> int | None:
        """The position in the run of the card ``uid``, or None."""
        if not uid.startswith(self.prefix):
            return None
        digits = uid[len(self.prefix) :]
        if not (digits.isascii() and digits.isdigit()) or (digits[0] == "0" and digits != "0"):
            return None
        k = int(digits) - self.start
        return k if 0 <= k < self.n else None

    def reprs(self) -> list[str]:
        """``[repr(self.card(k)) for k …]`` without making the cards."""
        down = "" if self.face_up else ", face_up=False"
        head = f"Card(uid={self.prefix + '0'!r}"
        if head != f"Card(uid='{self.prefix}0'":  # (a quote in the player id: repr's own way)
            return [repr(self.card(k)) for k in range(self.n)]
        p, owner, start = self.prefix, repr(self.owner), self.start
        if not self.placed:
            return [f"Card(uid='{p}{start + k}', owner={owner}{down})" for k in range(self.n)]
        at = self.placed - start
        return [
            f"Card(uid='{p}{i}', owner={owner}{down}, placed={i + at})"
            for i in range(start, start + self.n)
        ]


Piece = Card | Run


class Zone:
    """The cards of one zone, index 0 the top (``ruling.state``): made cards and runs."""

    __slots__ = ("_made", "_n", "_pieces", "_pos", "_runs")
    __hash__ = None  # type: ignore[assignment]  (a list is not hashable)

    def __init__(self, pieces: Iterable[Piece] = ()) -> None:
        self._pieces: list[Piece] = [p for p in pieces if not (isinstance(p, Run) and p.n <= 0)]
        self._runs = sum(isinstance(p, Run) for p in self._pieces)
        self._n = sum(p.n if isinstance(p, Run) else 1 for p in self._pieces)
        self._made: dict[str, int] = {}  # uid -> how many made cards have it (a find's answer)
        self._add(p for p in self._pieces if not isinstance(p, Run))  # type: ignore[misc]
        # where each made card and each run begins, built when a uid is looked for and
        # dropped at any change (a search reads every card's uid without a change between)
        self._pos: tuple[dict[str, tuple[int, Card]], list[tuple[int, Run]]] | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return (Zone, (self._pieces,))

    # ------------------------------------------------------------------ pieces

    def _add(self, cards: Iterable[Card]) -> None:
        self._pos = None
        made = self._made
        for c in cards:
            made[c.uid] = made.get(c.uid, 0) + 1

    def _drop(self, cards: Iterable[Card | Run]) -> None:
        self._pos = None
        made = self._made
        for c in cards:
            if isinstance(c, Run):
                continue
            left = made[c.uid] - 1
            if left:
                made[c.uid] = left
            else:
                del made[c.uid]

    def _flat(self) -> list[Card]:
        """Every card made: the pieces become the plain list of the cards."""
        if self._runs:
            cards: list[Card] = []
            for p in self._pieces:
                if isinstance(p, Run):
                    new = [p.card(k) for k in range(p.n)]
                    self._add(new)
                    cards.extend(new)
                else:
                    cards.append(p)
            self._pieces[:] = cards  # the same list object: an iterator over it stays valid
            self._runs = 0
        return self._pieces  # type: ignore[return-value]

    def _room(self, cuts: int) -> None:
        """Make every card if ``cuts`` more runs would be too many to walk."""
        if self._runs and self._runs + cuts > MAX_RUNS:
            self._flat()

    def _cut(self, i: int) -> int:
        """The piece index where position ``i`` (0 <= i <= len) begins, splitting the run it
        falls in (no card is made)."""
        if not self._runs:
            return i
        pos = 0
        for j, p in enumerate(self._pieces):
            if pos == i:
                return j
            if type(p) is Run:
                if i < pos + p.n:
                    self._pieces[j : j + 1] = [p.part(0, i - pos), p.part(i - pos, p.n)]
                    self._runs += 1
                    self._pos = None
                    return j + 1
                pos += p.n
            else:
                pos += 1
        return len(self._pieces)

    def _make(self, j: int) -> Card:
        """The card that piece ``j`` begins with, made if the piece is a run."""
        p = self._pieces[j]
        if type(p) is not Run:
            return p  # type: ignore[return-value]
        card = p.card(0)
        self._add((card,))
        if p.n > 1:
            self._pieces[j : j + 1] = [card, p.part(1, p.n)]
        else:
            self._pieces[j] = card
            self._runs -= 1
        return card

    def _card_at(self, i: int) -> Card:
        """The card at position ``i`` (0 <= i < len), made if it is in a run."""
        if not self._runs:
            return self._pieces[i]  # type: ignore[return-value]
        self._room(1)
        return self._make(self._cut(i))

    def _span(self, lo: int, hi: int) -> tuple[int, int]:
        """Piece indices of positions lo..hi (lo <= hi), runs split at both ends."""
        self._room(2)
        j1 = self._cut(lo)
        return j1, self._cut(hi)

    def _index(self, i: SupportsIndex) -> int:
        i = i.__index__()
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("list index out of range")
        return i

    # ------------------------------------------------------------------ run-aware reading

    def pieces(self) -> list[Piece]:
        """The zone as made cards and runs, in order."""
        return list(self._pieces)

    def _where(self, uid: str) -> tuple[int, Card | Run, int] | None:
        """(position, the made card or the run, offset in the run) of the first card ``uid``."""
        if uid not in self._made and not self._runs:
            return None
        if self._pos is None:
            first: dict[str, tuple[int, Card]] = {}
            runs: list[tuple[int, Run]] = []
            at = 0
            for p in self._pieces:
                if type(p) is Run:
                    runs.append((at, p))
                    at += p.n
                else:
                    first.setdefault(p.uid, (at, p))  # type: ignore[union-attr,arg-type]
                    at += 1
            self._pos = (first, runs)
        first, runs = self._pos
        found = first.get(uid)
        for at, run in runs:
            if found is not None and at > found[0]:
                break
            k = run.offset(uid)
            if k is not None:
                return at + k, run, k
        return (found[0], found[1], 0) if found is not None else None

    def index_of_uid(self, uid: str) -> int | None:
        """The position of the card ``uid`` (the first one, as a scan would find), or None;
        nothing is made."""
        where = self._where(uid)
        return where[0] if where is not None else None

    def peek(self, uid: str) -> Card | None:
        """The card ``uid`` to read, not to change: an untouched anonymous card is made for
        the occasion and not kept (a diff, a label)."""
        where = self._where(uid)
        if where is None:
            return None
        _, piece, k = where
        return piece.card(k) if type(piece) is Run else piece  # type: ignore[return-value,union-attr]

    def stated(self, also: Iterable[str] = ()) -> list[Card]:
        """The cards that are not untouched anonymous cards of a run, in order: every other
        card has nothing but a uid, an owner, a side up and the moment it was placed (no name,
        type, text, value, orientation or state). The cards whose uids are in ``also`` are
        made first (an effect may name one)."""
        if self._runs:
            for uid in also:
                if uid not in self._made:
                    k = self.index_of_uid(uid)
                    if k is not None:
                        self._card_at(k)
        if not self._runs:
            return list(self._pieces)  # type: ignore[arg-type]
        return [p for p in self._pieces if type(p) is not Run]  # type: ignore[misc]

    def first(self, pred: Callable[[Card], bool], uid: str | None) -> Card | None:
        """``first_card``: only the card found is made."""
        pos = 0
        for p in self._pieces:
            if type(p) is Run:
                k = p.offset(uid) if uid is not None else None
                if k is not None:
                    return self._card_at(pos + k)
                pos += p.n
            else:
                if p.uid == uid or pred(p):  # type: ignore[union-attr,arg-type]
                    return p  # type: ignore[return-value]
                pos += 1
        return None

    def uids(self) -> list[str]:
        if not self._runs:
            return [c.uid for c in self._pieces]  # type: ignore[union-attr]
        out: list[str] = []
        for p in self._pieces:
            if type(p) is Run:
                out += p.uids()
            else:
                out.append(p.uid)  # type: ignore[union-attr]
        return out

    def labels(self) -> list[str]:
        """``[c.label for c in self]`` without making the anonymous cards."""
        out: list[str] = []
        for p in self._pieces:
            if type(p) is Run:
                out += [f"#{u}" for u in p.uids()]
            else:
                out.append(p.label)  # type: ignore[union-attr]
        return out

    # ------------------------------------------------------------------ list: reading

    def __len__(self) -> int:
        return self._n

    def __bool__(self) -> bool:
        return self._n > 0

    @overload
    def __getitem__(self, i: SupportsIndex) -> Card: ...
    @overload
    def __getitem__(self, i: slice) -> list[Card]: ...
    def __getitem__(self, i: SupportsIndex | slice) -> Card | list[Card]:
        if isinstance(i, slice):
            if not self._runs:
                return self._pieces[i]  # type: ignore[return-value]
            lo, hi, step = i.indices(self._n)
            if step != 1:
                return [self._card_at(k) for k in range(lo, hi, step)]
            if hi <= lo:
                return []
            j1, j2 = self._span(lo, hi)
            made: list[Card] = []
            for p in self._pieces[j1:j2]:
                if type(p) is Run:
                    new = [p.card(k) for k in range(p.n)]
                    self._add(new)
                    made += new
                    self._runs -= 1
                else:
                    made.append(p)  # type: ignore[arg-type]
            self._pieces[j1:j2] = made
            return list(made)
        return self._card_at(self._index(i))

    def __iter__(self) -> Iterator[Card]:
        return iter(self._flat())

    def __reversed__(self) -> Iterator[Card]:
        return reversed(self._flat())

    def __contains__(self, x: object) -> bool:
        return self._find(x, 0, self._n) is not None

    def _find(self, x: object, start: int, stop: int) -> int | None:
        """``list.index`` without the error: the first position in start..stop whose card is
        ``x`` or equals it (a run's card is compared only if its uid is ``x``'s)."""
        pos = 0
        uid = x.uid if isinstance(x, Card) else None
        for p in self._pieces:
            if pos >= stop:
                break
            if type(p) is Run:
                k = p.offset(uid) if uid is not None else None
                if k is not None and start <= pos + k < stop and p.card(k) == x:
                    return pos + k
                pos += p.n
            else:
                if pos >= start and (p is x or p == x):
                    return pos
                pos += 1
        return None

    def index(self, x: Any, start: SupportsIndex = 0, stop: SupportsIndex | None = None) -> int:
        lo, hi, _ = slice(start, stop).indices(self._n)
        found = self._find(x, lo, hi)
        if found is None:
            raise ValueError(f"{x!r} is not in list")
        return found

    def count(self, x: Any) -> int:
        return self._flat().count(x)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Zone):
            if self._pieces == other._pieces:
                return True
            return len(self) == len(other) and self._flat() == other._flat()
        if isinstance(other, list):
            return len(self) == len(other) and self._flat() == other
        return NotImplemented

    def __repr__(self) -> str:
        parts: list[str] = []
        for p in self._pieces:
            if type(p) is Run:
                parts += p.reprs()
            else:
                parts.append(repr(p))
        return f"[{', '.join(parts)}]"

    def copy(self) -> list[Card]:
        return list(self._flat())

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Zone:
        new = Zone.__new__(Zone)
        memo[id(self)] = new
        new._pieces = [p if type(p) is Run else copy.deepcopy(p, memo) for p in self._pieces]
        new._runs, new._n, new._made = self._runs, self._n, dict(self._made)
        new._pos = self._pos  # (never changed in place: replaced when rebuilt)
        return new

    def __add__(self, other: list[Card]) -> list[Card]:
        return self._flat() + list(other)

    def __radd__(self, other: list[Card]) -> list[Card]:
        return list(other) + self._flat()

    def __mul__(self, n: int) -> list[Card]:
        return self._flat() * n

    __rmul__ = __mul__

    # ------------------------------------------------------------------ list: changing

    def append(self, card: Card) -> None:
        self._pieces.append(card)
        self._add((card,))
        self._n += 1

    def extend(self, cards: Iterable[Card]) -> None:
        new = list(cards)
        self._pieces.extend(new)
        self._add(new)
        self._n += len(new)

    def __iadd__(self, cards: Iterable[Card]) -> Zone:
        self.extend(cards)
        return self

    def insert(self, i: SupportsIndex, card: Card) -> None:
        i = i.__index__()
        i = max(0, min(self._n, i + self._n if i < 0 else i))
        self._room(1)
        self._pieces.insert(self._cut(i), card)
        self._add((card,))
        self._n += 1

    def pop(self, i: SupportsIndex = -1) -> Card:
        if not self._n:
            raise IndexError("pop from empty list")
        k = self._index(i)
        card = self._card_at(k)
        del self._pieces[self._cut(k)]
        self._drop((card,))
        self._n -= 1
        return card

    def remove(self, x: Any) -> None:
        del self[self.index(x)]

    def clear(self) -> None:
        self._pieces.clear()
        self._made.clear()
        self._pos = None
        self._runs = self._n = 0

    def reverse(self) -> None:
        self._flat().reverse()
        self._pos = None

    def sort(self, *, key: Any = None, reverse: bool = False) -> None:
        self._flat().sort(key=key, reverse=reverse)
        self._pos = None

    def __setitem__(self, i: SupportsIndex | slice, value: Any) -> None:
        if not isinstance(i, slice):
            k = self._index(i)
            self._card_at(k)
            j = self._cut(k)
            self._drop((self._pieces[j],))
            self._pieces[j] = value
            self._add((value,))
            return
        new = list(value)
        lo, hi, step = i.indices(self._n)
        if step != 1 or not self._runs:
            cards = self._flat()
            self._drop(cards[i])
            cards[i] = new
            self._add(new)
            self._n = len(cards)
            return
        hi = max(lo, hi)
        j1, j2 = self._span(lo, hi)
        old = self._pieces[j1:j2]
        self._runs -= sum(type(p) is Run for p in old)
        self._drop(old)
        self._pieces[j1:j2] = new
        self._add(new)
        self._n += len(new) - (hi - lo)

    def __delitem__(self, i: SupportsIndex | slice) -> None:
        if not isinstance(i, slice):
            self.pop(i)
        elif i.indices(self._n)[2] == 1:
            self[i] = []
        else:
            cards = self._flat()
            self._drop(cards[i])
            del cards[i]
            self._n = len(cards)

    def __imul__(self, n: int) -> Zone:
        cards = self._flat()
        if n <= 0:
            self.clear()
            return self
        for _ in range(n - 1):
            self._add(cards[: self._n])
        cards *= n
        self._n = len(cards)
        return self


def zone_uids(cards: list[Card]) -> list[str]:
    """The uids of a zone's cards, in order (a ``Zone``'s without making its cards)."""
    return cards.uids() if isinstance(cards, Zone) else [c.uid for c in cards]


def stated_cards(cards: list[Card], also: Iterable[str] = ()) -> list[Card] | Iterable[Card]:
    """The cards of a zone that a filter on anything but uid, owner, side and placement can
    match: every card, except the untouched anonymous cards of a ``Zone``'s runs (``also``:
    uids to include all the same, e.g. the cards an effect names)."""
    return cards.stated(also) if isinstance(cards, Zone) else cards


def first_card(cards: list[Card], pred: Callable[[Card], bool], uid: str | None) -> Card | None:
    """The first card of a zone whose uid is ``uid`` or that ``pred`` holds for (``pred`` holds
    for no untouched anonymous card: it reads a name, a type, a text …)."""
    if isinstance(cards, Zone):
        return cards.first(pred, uid)
    return next((c for c in cards if c.uid == uid or pred(c)), None)


def zone_labels(cards: list[Card]) -> list[str]:
    """``[c.label for c in cards]`` (a ``Zone``'s without making its cards)."""
    return cards.labels() if isinstance(cards, Zone) else [c.label for c in cards]


# --------------------------------------------------------------------------- diff


def _pieces_of(cards: list[Card]) -> list[Piece]:
    return cards.pieces() if isinstance(cards, Zone) else list(cards)


class _Look:
    """A zone read by uid: membership, position, the card (an untouched anonymous card made
    for the occasion and not kept)."""

    def __init__(self, cards: list[Card]) -> None:
        self.zone = cards if isinstance(cards, Zone) else None
        self.cards: dict[str, tuple[int, Card]] = {}
        if self.zone is None:
            for i, c in enumerate(cards):
                self.cards.setdefault(c.uid, (i, c))
        self.made = [c.uid for c in stated_cards(cards)]

    def has(self, uid: str) -> bool:
        return self.position(uid) is not None

    def position(self, uid: str) -> int | None:
        if self.zone is not None:
            return self.zone.index_of_uid(uid)
        found = self.cards.get(uid)
        return found[0] if found is not None else None

    def card(self, uid: str) -> Card:
        if self.zone is not None:
            return self.zone.peek(uid)  # type: ignore[return-value]
        return self.cards[uid][1]


def _same_uids(pa: list[Piece], pb: list[Piece]) -> bool:
    """Whether two zones' uid sequences are equal, runs compared as ranges where they line
    up."""
    i = j = oa = ob = 0
    while True:
        if i < len(pa) and type(pa[i]) is Run and oa >= pa[i].n:  # type: ignore[union-attr]
            i, oa = i + 1, 0
            continue
        if j < len(pb) and type(pb[j]) is Run and ob >= pb[j].n:  # type: ignore[union-attr]
            j, ob = j + 1, 0
            continue
        if i == len(pa) or j == len(pb):
            return i == len(pa) and j == len(pb)
        a, b = pa[i], pb[j]
        if (
            type(a) is Run
            and type(b) is Run
            and a.prefix == b.prefix
            and a.start + oa == b.start + ob
        ):
            step = min(a.n - oa, b.n - ob)
            oa, ob = oa + step, ob + step
            continue
        if (a.uid(oa) if type(a) is Run else a.uid) != (b.uid(ob) if type(b) is Run else b.uid):  # type: ignore[union-attr]
            return False
        if type(a) is Run:
            oa += 1
        else:
            i += 1
        if type(b) is Run:
            ob += 1
        else:
            j += 1


def _missing(pa: list[Piece], pb: list[Piece], other: _Look) -> list[str]:
    """The uids of a zone (pieces ``pa``) that the other zone (``pb``) does not hold, in
    order; a run is compared with the other side's runs as ranges."""
    out: list[str] = []
    for p in pa:
        if type(p) is not Run:
            if not other.has(p.uid):  # type: ignore[union-attr]
                out.append(p.uid)  # type: ignore[union-attr]
            continue
        covered: list[tuple[int, int]] = []
        one_by_one = False
        for q in pb:
            if type(q) is Run:
                if q.prefix == p.prefix:
                    lo, hi = max(p.start, q.start), min(p.start + p.n, q.start + q.n)
                    if lo < hi:
                        covered.append((lo - p.start, hi - p.start))
                elif q.prefix.startswith(p.prefix) or p.prefix.startswith(q.prefix):
                    one_by_one = True  # (two players' uids may coincide: "A"+"11", "A1"+"1")
                    break
            else:
                k = p.offset(q.uid)  # type: ignore[union-attr]
                if k is not None:
                    covered.append((k, k + 1))
        if one_by_one:
            out += [u for u in p.uids() if not other.has(u)]
            continue
        at = 0
        for lo, hi in sorted(covered):
            out += [p.uid(k) for k in range(at, lo)]
            at = max(at, hi)
        out += [p.uid(k) for k in range(at, p.n)]
    return out


def zone_changes(
    a: list[Card], b: list[Card]
) -> tuple[bool, list[Card], list[Card], list[tuple[Card, Card]]]:
    """What ``ruling.state.diff`` reads of a zone before (``a``) and after (``b``), without
    listing the runs card by card: whether the uids are the same in the same order; the
    cards of ``a`` not in ``b`` (in ``a``'s order) and of ``b`` not in ``a`` (in ``b``'s);
    and (before, after) for each card in both that either side has made (in ``b``'s order:
    an untouched anonymous card is the same standing card on both sides)."""
    pa, pb = _pieces_of(a), _pieces_of(b)
    la, lb = _Look(a), _Look(b)
    gone: list[Card] = []
    came: list[Card] = []
    same = _same_uids(pa, pb)
    if not same:
        gone = [la.card(u) for u in _missing(pa, pb, lb)]
        came = [lb.card(u) for u in _missing(pb, pa, la)]
    both = {u for u in (*la.made, *lb.made) if la.has(u) and lb.has(u)}
    order = sorted(both, key=lambda u: lb.position(u))  # type: ignore[arg-type,return-value]
    return same, gone, came, [(la.card(u), lb.card(u)) for u in order]
