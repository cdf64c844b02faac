"""The game state: plain dataclasses, a repr you could paste back, a text diff.

Every pile is a list with index 0 = the **top** card (the order a player reads a face-down
pile when dealing from it). Zones are keyed by the game's zone id (``deck``, ``clock``,
``stage.center_front`` …); the game module declares which ids exist (``ruling.core.Game``).

A ``Card`` is one card *instance* in the game: ``uid`` is stable across moves so the trace can
follow it; ``None`` in a card field means *not stated in the scenario* (unknown), not zero.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields
from typing import Any


def _compact_repr(obj: Any) -> str:
    """``Class(field=value, …)`` listing only fields that differ from their defaults, so the
    repr stays short and can still be evaluated back (every field has a literal repr)."""
    parts = []
    for name, default in _defaults(type(obj)):
        value = getattr(obj, name)
        if default is MISSING or value != default:
            parts.append(f"{name}={value!r}")
    return f"{type(obj).__name__}({', '.join(parts)})"


_DEFAULTS: dict[type, list[tuple[str, Any]]] = {}


def _defaults(cls: type) -> list[tuple[str, Any]]:
    """A dataclass's fields with their defaults (MISSING for none), read once per class (the
    values are only compared, never handed out)."""
    out = _DEFAULTS.get(cls)
    if out is None:
        out = _DEFAULTS[cls] = [
            (f.name, f.default_factory() if f.default_factory is not MISSING else f.default)
            for f in fields(cls)
        ]
    return out


@dataclass
class Card:
    """A card on the board: who owns it, what it is, where it stands and its states."""

    uid: str
    owner: str
    name: str | None = None
    type: str | None = None  # game card type id (ws: character / event / climax); None = unknown
    level: int | None = None
    cost: int | None = None
    power: int | None = None
    soul: int | None = None
    color: str | None = None
    triggers: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    text: str = ""
    number: str | None = None  # collector number, e.g. "AB/W11-002"
    orientation: str = "stand"  # stand / rest / reverse (meaningful on stage)
    face_up: bool = True
    placed: int = 0  # sequence number of the moment it was put into its current zone
    # printed values a game declares beyond the fields above (``Game.extra_fields``: a
    # Vanguard grade, shield, critical, skill icons …), and game-specific card states
    # (``SetCard`` events: hearts, a token's erase zones …). Both are plain data.
    extra: dict[str, Any] = field(default_factory=dict)
    states: dict[str, Any] = field(default_factory=dict)
    # printed list values the scenario's card left out (``traits``; ``text``: its abilities),
    # whose empty default cannot tell "none" from "not given" (``ruling.values.value_given``); a
    # scalar left out is None
    unknown: tuple[str, ...] = ()

    __repr__ = _compact_repr

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        """What ``copy.deepcopy`` does field by field, without its generic reconstruction (a
        state copy is mostly cards): the scalar fields are shared as they are immutable, the
        rest deep-copied with the same ``memo``."""
        new = object.__new__(Card)
        memo[id(self)] = new
        d = self.__dict__.copy()
        for name in ("triggers", "traits", "extra", "states"):
            d[name] = copy.deepcopy(d[name], memo)
        new.__dict__.update(d)
        return new

    def named(self, ref: str) -> bool:
        """Whether a scenario's reference by name names this card: its name, or its collector
        number (``{card: DZ-BT12/003}`` in a zone, then ``guard: [DZ-BT12/003]``)."""
        return self.name == ref or (self.number is not None and self.number == ref)

    @property
    def label(self) -> str:
        """Short human label: the name if known, else ``#uid``."""
        return self.name if self.name else f"#{self.uid}"

    def signature(self) -> tuple[Any, ...]:
        """What a player can tell apart: two cards with the same signature are
        interchangeable for a choice (used to collapse choices between identical cards)."""
        return (
            self.owner,
            self.name,
            self.type,
            self.level,
            self.cost,
            self.power,
            self.soul,
            self.color,
            self.triggers,
            self.traits,
            self.text,
            self.number,
            self.orientation,
            self.face_up,
            _frozen(self.extra),
            _frozen(self.states),
        )

    def value(self, name: str) -> Any:
        """A printed value: a field of the card, else one of the game's extra fields."""
        if name in self.extra:
            return self.extra[name]
        return getattr(self, name, None)


def _frozen(d: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(sorted((k, _hashable(v)) for k, v in d.items()))


def _hashable(v: Any) -> Any:
    """A state's value as a key: a list as a tuple, a dict (what a branch took a card's values
    not given to be, ``values.READINGS`` / ``BOUNDS``) as its sorted items."""
    if isinstance(v, list):
        return tuple(_hashable(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((str(k), _hashable(x)) for k, x in v.items()))
    return v


@dataclass
class Turn:
    """Whose turn it is, its number, phase and step."""

    player: str
    number: int = 1
    phase: str | None = None
    step: str | None = None
    first_player: str | None = None

    __repr__ = _compact_repr


@dataclass(frozen=True)
class CardFilter:
    """The cards a prohibition covers (the ``value`` of an effect of op ``prohibit``): 「相手は
    グレード３のカードをコールできない」 / 「あなたはこのカードと同名のカードの【起】能力を発動
    できない」 prohibit the action only when a card it names (its ``card`` / ``cards``) is one of
    them. ``test(ctx, card)``: the game's reading of the description (its matcher, with what the
    description refers to fixed by the effect that made it); ``ja`` / ``en``: the cards, for the
    ruling."""

    test: Callable[[Any, Any], bool]
    ja: str
    en: str


@dataclass
class Effect:
    """A continuous effect in force.

    ``op``: ``add`` (a stat delta), ``set`` (a stat becomes ``value``), ``prohibit`` (the player
    ``target`` may not do the action ``stat``; with a ``CardFilter`` as ``value``, only with the
    cards it describes), ``param`` (a rules parameter such as
    ``hand_limit`` is ``value`` for player ``target``: card text overriding a rule), ``replace``
    (the action ``stat`` done by player ``target``, or to the card ``target``, is replaced by the
    action ``value``: a replacement effect)."""

    id: int
    target: str  # a card uid or a player id
    stat: str
    op: str = "add"
    value: Any = 0
    until: str = "game"  # "turn" ends at the end of the turn; "game" lasts
    source: str = ""  # where it comes from (card name / text), for the ruling
    clauses: tuple[str, ...] = ()
    # the uid of the card whose ability makes it (card text), when there is one: a scenario's
    # ``choices:`` may name the effect by that card (its name or uid)
    card: str | None = None
    # made by one of several events at one moment (a ``simultaneous`` action): the moment's
    # number (as ``Card.placed``), shared by the others made then; else None (its ``id`` is it)
    made: int | None = None
    # the player whose effect it is (the master of the ability or text that made it), when known
    master: str | None = None
    # an ``add`` whose text bounds it from below (「ただし、この効果でソウルは0以下にならない」):
    # the least value the change leaves (``added``); None: unbounded
    floor: int | None = None

    __repr__ = _compact_repr


def added(value: int, e: Effect) -> int:
    """``value`` with the ``add`` effect ``e`` applied: its change, or, with a ``floor``, no
    lower than the floor — and a value already below it is not lowered further."""
    out = value + int(e.value)
    if e.floor is not None and int(e.value) < 0:
        out = max(out, min(value, e.floor))
    return out


@dataclass
class Pending:
    """An automatic ability waiting to be played (a 'pending' / standby ability)."""

    id: int
    ability: str  # ability id registered by the game (e.g. "encore", "shot")
    master: str
    source: str | None = None  # uid of the card that has / created it
    data: dict[str, Any] = field(default_factory=dict)
    step: int | None = None  # trace step whose event triggered it

    __repr__ = _compact_repr


@dataclass
class Delayed:
    """An automatic ability created by an effect, waiting for its trigger (e.g. shot)."""

    id: int
    ability: str
    master: str
    source: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    until: str = "turn"

    __repr__ = _compact_repr


@dataclass
class Player:
    """A player's zones and the cards in them."""

    id: str
    zones: dict[str, list[Card]] = field(default_factory=dict)

    __repr__ = _compact_repr


@dataclass
class Result:
    """How the game ended: losers, winner or a draw, and why."""

    losers: tuple[str, ...] = ()
    winner: str | None = None
    draw: bool = False
    reason: str = ""

    __repr__ = _compact_repr

    def as_dict(self) -> dict[str, Any]:
        if self.draw:
            return {"draw": True, "losers": list(self.losers)}
        return {"winner": self.winner, "loser": self.losers[0] if self.losers else None}


@dataclass
class GameState:
    """The whole game at one moment: players, turn, effects in force, abilities waiting."""

    game: str
    players: dict[str, Player]
    turn: Turn
    effects: list[Effect] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    delayed: list[Delayed] = field(default_factory=list)
    vars: dict[str, Any] = field(default_factory=dict)
    result: Result | None = None
    seq: int = 0  # last sequence number handed out (cards placed, effects, pendings)

    __repr__ = _compact_repr

    # ------------------------------------------------------------------ queries

    def copy(self) -> GameState:
        return copy.deepcopy(self)

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def zone(self, player: str, zone: str) -> list[Card]:
        zones = self.players[player].zones
        cards = zones.get(zone)
        if cards is None:
            cards = zones[zone] = []
        return cards

    def opponent(self, player: str) -> str:
        others = [p for p in self.players if p != player]
        return others[0]

    def order(self) -> list[str]:
        """Players with the turn player first (the usual order for simultaneous choices)."""
        tp = self.turn.player
        return [tp] + [p for p in self.players if p != tp]

    def find(self, uid: str) -> tuple[str, str, int] | None:
        """(player, zone, index) of a card, or None if it is nowhere. The last place a card was
        found is remembered and checked first (a card still there is where a scan finds it: a
        uid names one card); any move is caught by the check, so nothing need forget it."""
        at: dict[str, tuple[str, str, int]] | None = self.__dict__.get("_found_at")
        if at is None:
            at = self.__dict__["_found_at"] = {}
        hit = at.get(uid)
        if hit is not None:
            pl = self.players.get(hit[0])
            cards = pl.zones.get(hit[1]) if pl is not None else None
            if type(cards) is list and hit[2] < len(cards) and cards[hit[2]].uid == uid:
                return hit
        where = self._scan(uid)
        if where is not None and uid:
            at[uid] = where
        return where

    def _scan(self, uid: str) -> tuple[str, str, int] | None:
        for pid, pl in self.players.items():
            for zname, cards in pl.zones.items():
                if type(cards) is not list:  # a ruling.zone.Zone: its runs are not made
                    i = cards.index_of_uid(uid)  # type: ignore[attr-defined]
                    if i is not None:
                        return pid, zname, i
                    continue
                for i, c in enumerate(cards):
                    if c.uid == uid:
                        return pid, zname, i
        return None

    def card(self, uid: str) -> Card | None:
        where = self.find(uid)
        if where is None:
            return None
        pid, zname, i = where
        return self.players[pid].zones[zname][i]

    def effects_on(self, target: str, stat: str | None = None) -> list[Effect]:
        return [e for e in self.effects if e.target == target and (stat is None or e.stat == stat)]

    def stat(self, uid: str, name: str) -> int:
        """A numeric card value with continuous effects applied in the order they began
        (``set`` then later ``add`` …). A missing printed value counts as 0."""
        return self.card_stat(self.card(uid), uid, name)

    def card_stat(self, card: Card | None, uid: str, name: str) -> int:
        """``stat`` for a card already in hand (``card`` is ``self.card(uid)``): no look-up."""
        base = card.value(name) if card is not None else None
        value = int(base or 0)
        for e in sorted(self.effects_on(uid, name), key=lambda e: e.id):
            if e.op == "set":
                value = int(e.value)
            elif e.op == "add":
                value += int(e.value)
        return value

    # ------------------------------------------------------------------ text

    def board(self) -> str:
        """A readable picture of the state, one zone per line."""
        lines = [
            f"game {self.game}  turn {self.turn.number} ({self.turn.player})"
            f"  phase {self.turn.phase or '-'}  step {self.turn.step or '-'}"
        ]
        for pid, pl in self.players.items():
            lines.append(f"{pid}:")
            for zname in sorted(pl.zones):
                cards = pl.zones[zname]
                if not cards:
                    continue
                shown = ", ".join(_card_text(c) for c in cards)
                lines.append(f"  {zname} ({len(cards)}): {shown}")
        for e in self.effects:
            lines.append(f"effect {e.id}: {e.target} {e.stat} {e.op} {e.value!r} until {e.until}")
        for p in self.pending:
            lines.append(f"pending {p.id}: {p.ability} of {p.master} ({p.source})")
        if self.result:
            lines.append(f"result: {self.result.as_dict()}")
        return "\n".join(lines)

    __str__ = board


def _card_text(c: Card) -> str:
    out = f"{c.label}[{c.uid}]"
    if c.orientation != "stand":
        out += f"({c.orientation})"
    if not c.face_up:
        out += "(face down)"
    return out


def diff(before: GameState, after: GameState) -> list[str]:
    """Line-by-line differences between two states, in a stable order."""
    out: list[str] = []
    if before.turn != after.turn:
        out.append(f"turn: {before.turn!r} -> {after.turn!r}")
    for pid in sorted(set(before.players) | set(after.players)):
        zb = before.players[pid].zones if pid in before.players else {}
        za = after.players[pid].zones if pid in after.players else {}
        for zname in sorted(set(zb) | set(za)):
            a = zb.get(zname, [])
            b = za.get(zname, [])
            if type(a) is list and type(b) is list:
                ua = [c.uid for c in a]
                ub = [c.uid for c in b]
                same = ua == ub
                sa, sb = set(ua), set(ub)
                gone = [] if same else [c for c in a if c.uid not in sb]
                came = [] if same else [c for c in b if c.uid not in sa]
                byuid = {c.uid: c for c in a}
                pairs = [(byuid[c.uid], c) for c in b if c.uid in byuid]
            else:  # a ruling.zone.Zone: its runs compared as runs
                from ruling.zone import zone_changes

                same, gone, came, pairs = zone_changes(a, b)
            if not same:
                line = f"{pid}.{zname}: {len(a)} -> {len(b)}"
                if came:
                    line += " +" + ",".join(_card_text(c) for c in came)
                if gone:
                    line += " -" + ",".join(_card_text(c) for c in gone)
                if not came and not gone:
                    line += " (order changed)"
                out.append(line)
            for old, c in pairs:
                if old.orientation != c.orientation:
                    out.append(
                        f"{pid}.{zname}: {_card_text(old)} {old.orientation} -> {c.orientation}"
                    )
    eb = {e.id for e in before.effects}
    ea = {e.id for e in after.effects}
    for e in after.effects:
        if e.id not in eb:
            out.append(f"effect +{e!r}")
    for e in before.effects:
        if e.id not in ea:
            out.append(f"effect -{e!r}")
    if before.result != after.result:
        out.append(f"result: {before.result!r} -> {after.result!r}")
    return out
