"""A card's values and where it is, as a scenario asks for them: ``<card>.<field>`` in
``expect.state``, ``ask`` and the ``check`` action.

``<card>`` is a slot (``A.center_front``, ``B.vanguard``), a uid (``A3``) or a card name that is
unique among the cards of the scenario. The fields every game has are read here (``zone``,
``state``, ``face``, ``name``, ``type``, the printed ``traits`` and ``abilities``); the values
a game's rules compute (power with every effect applied, a Vanguard critical, a co DP …) come
from the game (``Game.card_values``). A value the scenario left out stays unknown (None): it is
never read as 0.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar
from weakref import WeakKeyDictionary

from ruling.rules import Game
from ruling.state import Card, GameState
from ruling.zone import stated_cards

if TYPE_CHECKING:
    from ruling.core import Ctx

_T = TypeVar("_T")

COMMON_FIELDS = ("zone", "state", "face", "name", "type", "traits", "abilities")
# the per-game fields of the round-6 contract (docs/scenarios.md); a field of this list a game
# does not give yet is an unsupported assertion for that game, not an unknown field
CONTRACT_FIELDS = (
    "power",
    "soul",
    "level",
    "cost",
    "critical",
    "shield",
    "grade",
    "ap",
    "dp",
    "damage",
    "attack",
    "defense",
    "race",
    "title",
)
TRAIT_FIELDS = ("traits", "race", "title")
# lists of what a card holds (vs ``attribute``: its technique attributes, 2.15)
LIST_FIELDS = ("traits", "race", "title", "attribute", "abilities")


def field_names(game: Game) -> set[str]:
    """Every field a ``<card>.<field>`` key may name in this game's scenarios (supported or
    not): the common ones, the contract's, and the game's own."""
    return {*COMMON_FIELDS, *CONTRACT_FIELDS, *game.card_values}


def supported(game: Game, name: str) -> bool:
    return name in game.card_values or name in COMMON_FIELDS


def split_card_key(game: Game, key: str) -> tuple[str, str] | None:
    """``"A.center_front.power"`` -> ``("A.center_front", "power")``; None when the last part
    is not a field name."""
    ref, dot, name = key.rpartition(".")
    if not dot or not ref or name not in field_names(game):
        return None
    return ref, name


def all_cards(st: GameState) -> Iterable[tuple[str, str, Card]]:
    for pid, pl in st.players.items():
        for zone, cards in pl.zones.items():
            for c in cards:
                yield pid, zone, c


def stated_all_cards(st: GameState) -> Iterable[tuple[str, str, Card]]:
    """``all_cards`` but the untouched anonymous cards (ruling.zone): for a filter on a name,
    a type, a text …"""
    for pid, pl in st.players.items():
        for zone, cards in pl.zones.items():
            for c in stated_cards(cards):
                yield pid, zone, c


def slot_uid(game: Game, st: GameState, player: str, zone: str) -> str | None:
    """The card a slot reference names in a player's zone: the unit the zone holds as the game
    defines it (``Game.slot_card``: VG 6.10.3.1, a 魔獣合成 bundle's top card), else the first
    card there; None when the zone is empty."""
    cards = st.players[player].zones.get(zone, [])
    if not cards:
        return None
    unit = game.slot_card(st, player, zone) if game.slot_card is not None else None
    return (unit or cards[0]).uid


def find(
    game: Game, st: GameState, ref: str, initial: GameState | None = None
) -> tuple[str | None, str]:
    """The uid ``ref`` names in ``st`` (a slot: the card there now — the unit the zone holds, as
    the game defines it, ``Game.slot_card``; a uid; a name unique among the scenario's cards,
    followed by its uid), or (None, why not)."""
    if st.card(ref) is not None:
        return ref, ""
    pl, dot, rest = ref.partition(".")
    if dot and pl in st.players:
        zone = game.zone_ref(rest)
        if zone is not None:
            uid = slot_uid(game, st, pl, zone)
            if uid is not None:
                return uid, ""
            return None, f"{ref}: no card there"
    named = [c.uid for _p, _z, c in stated_all_cards(initial or st) if c.named(ref)]
    if initial is not None and not named:
        named = [c.uid for _p, _z, c in stated_all_cards(st) if c.named(ref)]
    if len(named) == 1:
        return named[0], ""
    if len(named) > 1:
        return None, f"'{ref}' names {len(named)} cards (use a uid or a slot)"
    if initial is not None and initial.card(ref) is not None:
        return None, f"{ref} is no longer in the game"
    return None, f"no card '{ref}'"


def read(ctx: Ctx, uid: str, name: str) -> Any:
    """The value of field ``name`` of card ``uid`` now; None when unknown or the card is gone."""
    st = ctx.state
    card = st.card(uid)
    if card is None:
        return None
    if name == "zone":
        w = st.find(uid)
        return f"{w[0]}.{w[1]}" if w else None
    if name == "state":
        return card.orientation
    if name == "face":
        return "up" if card.face_up else "down"
    if name == "name":
        return card.name
    if name == "type" and name not in ctx.game.card_values:
        # its printed type, unless the game reads a type as in force (an effect changed it)
        return card.type
    fn = ctx.game.card_values.get(name)
    if fn is not None:
        return fn(ctx, uid)
    if name in TRAIT_FIELDS:
        return list(card.traits)
    if name == "abilities":
        return printed_abilities(ctx.game, card)
    return None


def printed_abilities(game: Game, card: Card) -> list[str]:
    if not card.text:
        return []
    from ruling.abilities import abilities_of

    return [ab.text for ab in abilities_of(game.id, card)]


def known_number(ctx: Ctx, uid: str, printed: str, value: int) -> int | None:
    """``value`` (a game's computed number), or None when the printed value it starts from
    was not given and no effect sets it: unknown, not 0."""
    card = ctx.state.card(uid)
    if card is None:
        return None
    if card.value(printed) is None and not _set_by_effect(ctx, uid, printed):
        return None
    return value


def _set_by_effect(ctx: Ctx, uid: str, printed: str) -> bool:
    """Whether an effect in force sets card ``uid``'s value ``printed`` (so it is known though
    not printed): an ``effects:`` entry of op ``set``, or one the game computes from card text
    (``Game.value_set``)."""
    if any(e.op == "set" for e in ctx.state.effects_on(uid, printed)):
        return True
    hook = ctx.game.value_set
    return hook is not None and hook(ctx, uid, printed)


def card_value(fn: Callable[[Ctx, Card], Any]) -> Callable[[Ctx, str], Any]:
    """A card value a scenario asks for (``Game.card_values``: ``(ctx, uid) -> value``) read
    from the card, ``fn(ctx, card)``; None for a card not in the game."""

    def read(ctx: Ctx, uid: str) -> Any:
        c = ctx.card(uid)
        return fn(ctx, c) if c is not None else None

    return read


@dataclass(frozen=True, eq=False)
class CardRef:
    """A card value that names another card (mc ``equipped_to``: the unit an item is on): it
    matches a scenario's reference by the card's uid or by its name, and shows as its label."""

    uid: str
    name: str | None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardRef):
            return self.uid == other.uid
        return isinstance(other, str) and other in (self.uid, self.name)

    def __hash__(self) -> int:
        return hash(self.uid)

    def __repr__(self) -> str:
        return repr(self.name or self.uid)


def known_value(printed: str, fn: Callable[[Ctx, Card], int]) -> Callable[[Ctx, str], int | None]:
    """A card's number a scenario asks for (``Game.card_values``), as the game computes it
    (``fn(ctx, card)``: the printed value ``printed`` changed by the effects in force); None
    when that printed value was not given and no effect sets it (``known_number``: unknown, not
    0), or for a card not in the game."""
    return card_value(lambda ctx, c: known_number(ctx, c.uid, printed, fn(ctx, c)))


def not_given(
    ctx: Ctx, uid: str, printed: str, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> bool:
    """Whether card ``uid``'s printed value ``printed`` was left out of the scenario (and no
    effect sets it): then a rule that acts on that value being 0 or less (or at most its
    damage) must not act on a default of 0. The ruling states the assumption it makes instead:
    the value is above 0, not a printed value the rule acts on by itself (``ja`` / ``en`` name
    the value); where damage or an effect would let a printed value above 0 be acted on,
    ``rule_acts`` branches instead (round 29)."""
    card = ctx.state.card(uid)
    if card is None or card.value(printed) is not None:
        return False
    if _set_by_effect(ctx, uid, printed):
        return False
    ctx.assume(
        f"{card.label} の{ja}はシナリオに書かれていないため、ルール処理がそれだけで対象とする値"
        f"（0以下）ではないものとして扱います",
        f"{card.label}'s {en} is not given: taken to be above 0, not a printed value a rule "
        "process acts on by itself",
        clauses,
        key="not_given_no_rule_process",
    )
    return True


def taken_as(
    ctx: Ctx, uid: str, printed: str, value: int, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> Any:
    """A ``Warn`` (to yield) when card ``uid``'s ``printed`` value was not given and a rule
    reads it anyway (a battle's comparison): the value it was taken as is stated, never
    silent. None when the value is known."""
    if known_number(ctx, uid, printed, value) is not None:
        return None
    from ruling.rules import Warn

    card = ctx.state.card(uid)
    label = card.label if card is not None else uid
    return Warn(
        "assumption",
        f"{label} の{ja}はシナリオに書かれていないため、{value}として扱います",
        f"{label}'s {en} is not given: taken as {value}",
        clauses,
        key="not_given_taken_as",
    )


def taken_to_meet(
    ctx: Ctx,
    uids: tuple[str, ...],
    printed: str,
    ja: str,
    en: str,
    rule: tuple[str, str],
    clauses: tuple[str, ...] = (),
) -> Any:
    """A ``Warn`` (to yield) when a condition on the printed value ``printed`` of the cards
    ``uids`` (a grade a ride or a call asks for) reads a value the scenario did not give: the
    condition is taken to be met, and the ruling says so (``rule``: (ja, en), what it asks),
    never refused on a missing value. None when every value is known."""
    missing = [u for u in uids if known_number(ctx, u, printed, 0) is None]
    if not missing:
        return None
    from ruling.rules import Warn

    names = [c.label for c in (ctx.state.card(u) for u in missing) if c is not None]
    return Warn(
        "assumption",
        f"{'・'.join(names)} の{ja}はシナリオに書かれていないため、{rule[0]}を満たすものとして扱います",
        f"{', '.join(names)}'s {en} is not given: taken to meet {rule[1]}",
        clauses,
        key="not_given_taken_to_meet",
    )


@dataclass(frozen=True)
class Operand:
    """One side of a comparison a rule makes: ``value`` as the game computed it, and when it is
    a card's value, the card (``uid``) and the printed value it starts from (``printed``), so
    that a value the scenario left out is known to be unknown. ``ja`` / ``en`` name it."""

    value: int
    ja: str
    en: str
    uid: str | None = None
    printed: str = ""
    token: str = ""  # its name in a branch key, when not ``<card>.<printed>`` (a sum)
    # further printed values of other cards the number adds (vg: a guardian's shield on the
    # attacked unit, the booster's power on the attacking one), each (uid, printed): one left
    # out of the scenario makes the sum unknown too, never read as 0
    parts: tuple[tuple[str, str], ...] = ()


# how a printed value is named when it is a part of an operand (``Operand.parts``)
PRINTED_NAMES = {
    "power": ("パワー", "power"),
    "shield": ("シールド", "shield"),
    "critical": ("クリティカル", "critical"),
    "soul": ("ソウル", "soul"),
    "level": ("レベル", "level"),
    "ap": ("攻撃力", "attack"),
    "dp": ("防御力", "defence"),
    "attack": ("攻撃力", "attack"),
    "defense": ("防御力", "defence"),
    "triggers": ("トリガーアイコン", "trigger icons"),
    "text": ("テキスト（持つ能力）", "text (the abilities it holds)"),
}


# the relation a set of signs (left - right) stands for: its option key and symbol
_RELATIONS: dict[tuple[int, ...], tuple[str, str]] = {
    (1,): ("gt", ">"),
    (0,): ("eq", "="),
    (-1,): ("lt", "<"),
    (1, 0): ("ge", "≥"),
    (0, -1): ("le", "≤"),
    (1, -1): ("ne", "≠"),
    (1, 0, -1): ("any", "?"),
}


def unknown_parts(ctx: Ctx, o: Operand) -> list[tuple[str, str]]:
    """The (uid, printed) values the operand reads that the scenario did not give: its own
    card's first, then its ``parts``."""
    out = []
    if o.uid is not None and known_number(ctx, o.uid, o.printed, o.value) is None:
        out.append((o.uid, o.printed))
    for uid, printed in o.parts:
        if ctx.state.card(uid) is not None and known_number(ctx, uid, printed, 0) is None:
            out.append((uid, printed))
    return out


def is_unknown(ctx: Ctx, o: Operand) -> bool:
    return bool(unknown_parts(ctx, o))


def _part_name(ctx: Ctx, o: Operand, part: tuple[str, str], lang: str) -> str:
    """An unknown value's name: the operand's own (``o.ja`` / ``o.en``) for its card's value,
    else «<card> のシールド» / «<card>'s shield»."""
    if part == (o.uid, o.printed):
        return o.ja if lang == "ja" else o.en
    card = ctx.state.card(part[0])
    who = card.label if card is not None else part[0]
    ja, en = PRINTED_NAMES.get(part[1], (part[1], part[1]))
    return f"{who} の{ja}" if lang == "ja" else f"{who}'s {en}"


def shown(ctx: Ctx, o: Operand) -> str:
    """The value as a trace step prints it: ``?`` when the scenario did not give it."""
    return "?" if is_unknown(ctx, o) else str(o.value)


def _token(ctx: Ctx, o: Operand) -> str:
    """A language-neutral name of the operand for a branch key: ``攻撃役.power``, ``3``."""
    if o.token:
        return o.token
    card = ctx.state.card(o.uid) if o.uid is not None else None
    own = f"{card.label}.{o.printed}" if card is not None else str(o.value)
    more = [p for p in unknown_parts(ctx, o) if p != (o.uid, o.printed)]
    for uid, printed in more:
        c = ctx.state.card(uid)
        own += f"+{c.label if c is not None else uid}.{printed}"
    return own


BOUNDS = "bounds"  # card state: what a branch has taken a printed value not given to be


def _bound(ctx: Ctx, o: Operand) -> tuple[float, float]:
    """The range the operand's value lies in: its printed value not given is read as 0 by the
    game (``o.value`` = what the effects add to it), bounded by what the branch taken so far
    has said of it (``BOUNDS``)."""
    unknown = unknown_parts(ctx, o)
    if len(unknown) != 1:
        return float("-inf"), float("inf")  # several values left out: any sum
    uid, printed = unknown[0]
    card = ctx.state.card(uid)
    lo, hi = (card.states.get(BOUNDS) or {}).get(printed, (None, None)) if card else (None, None)
    return (
        o.value + lo if lo is not None else float("-inf"),
        o.value + hi if hi is not None else float("inf"),
    )


def possible(ctx: Ctx, left: Operand, right: Operand) -> tuple[int, ...]:
    """The signs of ``left - right`` that the values the scenario gives (and what the branch
    has taken the others to be) leave possible: one when both are known."""
    if not (is_unknown(ctx, left) or is_unknown(ctx, right)):
        return ((left.value > right.value) - (left.value < right.value),)
    llo, lhi = _bound(ctx, left) if is_unknown(ctx, left) else (left.value, left.value)
    rlo, rhi = _bound(ctx, right) if is_unknown(ctx, right) else (right.value, right.value)
    out = []
    if lhi > rlo:
        out.append(1)
    if llo <= rhi and rlo <= lhi:
        out.append(0)
    if llo < rhi:
        out.append(-1)
    return tuple(out)


def _learn(ctx: Ctx, left: Operand, right: Operand, signs: list[int]) -> None:
    """Keep what the branch took an unknown printed value to be (``left - right`` has one of
    ``signs``), when the other side is known: a later rule reading it (a rule process) follows
    the same branch instead of asking again."""
    unknown = [o for o in (left, right) if is_unknown(ctx, o)]
    if len(unknown) != 1 or set(signs) == {1, -1}:
        return
    o = unknown[0]
    parts = unknown_parts(ctx, o)
    if len(parts) != 1:
        return  # a sum of several values left out: nothing to keep about any one
    uid, printed = parts[0]
    other = right.value if o is left else left.value
    flip = 1 if o is left else -1  # the signs of o - other
    ss = {s * flip for s in signs}
    card = ctx.state.card(uid)
    if card is None:
        return
    k = other - o.value  # the printed value compared with
    lo, hi = (card.states.get(BOUNDS) or {}).get(printed, (None, None))
    if ss <= {1, 0}:
        new = k + (1 if 0 not in ss else 0)
        lo = new if lo is None else max(lo, new)
    if ss <= {0, -1}:
        new = k - (1 if 0 not in ss else 0)
        hi = new if hi is None else min(hi, new)
    card.states[BOUNDS] = {**(card.states.get(BOUNDS) or {}), printed: (lo, hi)}


def _label(ctx: Ctx, o: Operand, lang: str) -> str:
    """The operand's name, with its value when it is known (``B の累積ダメージ（2）``)."""
    name = o.ja if lang == "ja" else o.en
    if is_unknown(ctx, o) or name == str(o.value):
        return name
    return f"{name}（{o.value}）" if lang == "ja" else f"{name} ({o.value})"


def compare(
    ctx: Ctx,
    left: Operand,
    right: Operand,
    result: Callable[[int], Any],
    clauses: tuple[str, ...] = (),
) -> Generator[Any, Any, int]:
    """The sign of ``left - right`` (1, 0 or -1) for a rule that compares two values (a battle's
    powers, a damage against a defence). When a value it reads is one the scenario did not give
    (``is_unknown``), the sign is unknown too: it is never taken from a default of 0. The signs
    still possible (``possible``) are grouped by what the rule does with them (``result(sign)``:
    equal results, one group) and, when more than one group is left, the groups are a choice
    point on the unknown value (``Choose.unknown``): the ruling explores each and says it depends
    on the value not given (``A1 のパワー ≥ B1 のパワー`` / ``<``), or that every result gives the
    same outcome. What a branch takes the value to be is kept (``_learn``)."""
    signs = possible(ctx, left, right)
    if len(signs) == 1:
        return signs[0]
    groups: dict[Any, list[int]] = {}
    for s in signs:
        groups.setdefault(result(s), []).append(s)
    if len(groups) == 1:
        return signs[0]
    from ruling.rules import Choose, Option

    options = []
    for group in groups.values():
        name, rel = _RELATIONS[tuple(group)]
        lj, le, rj, re_ = (_label(ctx, o, lang) for o in (left, right) for lang in ("ja", "en"))
        options.append(
            Option(
                f"{_token(ctx, left)}{rel}{_token(ctx, right)}",
                f"{lj} {rel} {rj}",
                f"{le} {rel} {re_}",
                tuple(group),
                aliases=(name,),
            )
        )
    unknown = [(o, part) for o in (left, right) for part in unknown_parts(ctx, o)]
    card = ctx.state.card(unknown[0][1][0])
    got = yield Choose(
        card.owner if card is not None else "",
        "unknown_value",
        "・".join(_part_name(ctx, o, part, "ja") for o, part in unknown),
        ", ".join(_part_name(ctx, o, part, "en") for o, part in unknown),
        tuple(options),
        clauses,
        unknown=True,
    )
    _learn(ctx, left, right, list(got))
    return int(got[0])


def unknown_zone(
    ctx: Ctx, player: str, zone: str, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> bool:
    """Whether ``player``'s ``zone`` is empty only because the scenario did not list it (in the
    middle of a game: a deck not given is unknown, not empty). Then a rule that acts on the zone
    being empty (a deck-out loss, a refresh) must not act; the ruling states the assumption that
    it is not empty (``ja`` / ``en`` name the zone)."""
    st = ctx.state
    if st.turn.number == 0 or st.zone(player, zone):
        return False
    listed = st.vars.get("listed", {})
    if zone in listed.get(player, ()):
        return False
    drawn = zone in (st.vars.get(UNKNOWN_ZONES) or {}).get(player, ())
    if not drawn and ctx.moved_through(player, zone):
        # emptied during the replay: it is known to be empty now — by a step that moved cards
        # there (one that only touches it, a mark of an action not carried out, changed nothing)
        return False
    ctx.assume(
        f"{player} の{ja}はシナリオに書かれていないため、空ではない（カードの内容は不明）ものとして扱います",
        f"{player}'s {en} is not given: taken to be not empty (its cards unknown)",
        clauses,
        key="zone_not_given_not_empty",
    )
    return True


def count_not_given(
    ctx: Ctx,
    player: str,
    zone: str,
    ja: str,
    en: str,
    need: int | None,
    clauses: tuple[str, ...] = (),
    moved_only: bool = True,
) -> bool:
    """Whether a rule that counts ``player``'s ``zone`` (and acts at ``need`` cards or more: a
    level-up at 7 in the clock, a loss at 6 damage, a refresh at 1 card in the waiting room)
    reads a count below ``need`` only because the scenario did not list the zone (in the middle
    of a game). Then the rule reads the cards the file and the replay put there, and the ruling
    says so (key ``zone_not_given_counted``), never a silent count of 0 for what the file left
    out. ``need`` None: a rule that reads the count both ways (mc's hand cut down to its limit and
    replenished up to it, 5.1.4.7). ``moved_only``: said only once the replay changed the zone (a card put there), where
    the count moves toward ``need``; a caller whose reading is already gated where it matters
    (the waiting room read when a deck runs out) passes False."""
    st = ctx.state
    if st.turn.number == 0 or zone in st.vars.get("listed", {}).get(player, ()):
        return False
    if need is not None and len(st.zone(player, zone)) >= need:
        return False
    if moved_only and ctx.step_of(f"{player}.{zone}") is None:
        return False
    ctx.assume(
        f"{player} の{ja}はシナリオに書かれていないため、その枚数を読むルールは"
        "シナリオとここまでの処理が置いたカードだけを数えます",
        f"{player}'s {en} is not given: a rule reading how many cards it holds counts only "
        "the cards the scenario and the replay put there",
        clauses,
        key="zone_not_given_counted",
    )
    return True


UNKNOWN_ZONES = "unknown_zones"  # var: player -> zones a card was taken from though not given


def zone_not_given(ctx: Ctx, player: str, zone: str) -> bool:
    """Whether ``player``'s ``zone`` holds what it holds only because the scenario did not list
    it (in the middle of a game) and no step of the replay changed it: a rule reading how many
    cards it holds (a ws level) reads a default, to be said (``taken_as_zone``)."""
    st = ctx.state
    if st.turn.number == 0 or zone in st.vars.get("listed", {}).get(player, ()):
        return False
    if zone in (st.vars.get(COUNTED_ZONES) or {}).get(player, ()):
        return False  # a branch on its count was taken (``branch_zone_count``)
    return ctx.step_of(f"{player}.{zone}") is None


def taken_as_zone(
    ctx: Ctx, player: str, zone: str, value: int, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> Any:
    """A ``Warn`` (to yield) when a rule reads a value ``value`` counted from ``player``'s
    ``zone`` that the scenario did not give (``zone_not_given``): the value it was taken as is
    stated, never silent. None when the zone was given."""
    if not zone_not_given(ctx, player, zone):
        return None
    from ruling.rules import Warn

    return Warn(
        "assumption",
        f"{player} の{ja}はシナリオに書かれていないため、{value}として扱います",
        f"{player}'s {en} is not given: taken as {value}",
        clauses,
        key="not_given_taken_as",
    )


def assume_zone_taken_as(
    ctx: Ctx, player: str, zone: str, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> bool:
    """``taken_as_zone`` for code that cannot yield a ``Warn`` (a cost's payability read before
    it is paid): the count of ``player``'s ``zone`` not given is stated as the cards it holds
    (``ctx.assume``, key ``not_given_taken_as``). Whether it was said."""
    if not zone_not_given(ctx, player, zone):
        return False
    n = len(ctx.state.zone(player, zone))
    ctx.assume(
        f"{player} の{ja}はシナリオに書かれていないため、{n}として扱います",
        f"{player}'s {en} is not given: taken as {n}",
        clauses,
        key="not_given_taken_as",
    )
    return True


def player_value_short(
    ctx: Ctx,
    player: str,
    value: int | None,
    need: int,
    ja: str,
    en: str,
    clauses: tuple[str, ...] = (),
) -> bool:
    """Whether a player's value (co's energy) falls short of ``need`` for a rule that reads it
    (a cost, 4.3.2.1): a value the scenario did not give (``value`` None, in the middle of a
    game) is read as 0, and where that decides (0 < ``need``) the ruling says so (key
    ``not_given_taken_as``), never a silent 0."""
    if (value or 0) >= need:
        return False
    if value is None and ctx.state.turn.number != 0:
        ctx.assume(
            f"{player} の{ja}はシナリオに書かれていないため、0として扱います",
            f"{player}'s {en} is not given: taken as 0",
            clauses,
            key="not_given_taken_as",
        )
    return True


def turn_phase(ctx: Ctx, want: str, clauses: tuple[str, ...] = ()) -> str | None:
    """The turn's phase as a rule that allows an action only in phase ``want`` reads it (a ws
    character played in the main phase, 6.5.1.2): a phase the scenario did not give (``turn``
    without ``phase`` nor ``step``, in the middle of a game) is taken to be ``want`` — the
    scenario declares the action there — and the ruling says so (key
    ``phase_not_given_taken_as``), never a silent refusal for a phase read as none."""
    t = ctx.state.turn
    if t.phase is not None or t.step is not None or t.number == 0:
        return t.phase
    ph = next((p for p in ctx.game.phases if p.id == want), None)
    ja, en = (ph.ja, ph.en) if ph is not None else (want, want)
    ctx.assume(
        f"ターンのフェイズはシナリオに書かれていないため、行動の行われる{ja}として扱います",
        f"the turn's phase is not given: taken to be the {en} the action is taken in",
        clauses,
        key="phase_not_given_taken_as",
    )
    return want


def unknown_card(
    ctx: Ctx, player: str, zone: str, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> Generator[Any, Any, str | None]:
    """A card to take from ``player``'s ``zone`` (a draw, the top of the deck) when the zone is
    empty only because the scenario did not list it (``unknown_zone``): a card of unknown name
    and type is put there, on top, and its uid returned — the action is carried out, never
    refused for a zone read as empty. None when the zone is known to be empty."""
    if not unknown_zone(ctx, player, zone, ja, en, clauses):
        return None
    from ruling.rules import Create, SetVar

    zones = dict(ctx.state.vars.get(UNKNOWN_ZONES) or {})
    if zone not in zones.get(player, ()):
        zones[player] = (*zones.get(player, ()), zone)
        yield SetVar(key=UNKNOWN_ZONES, value=zones)
    yield Create(
        player=player,
        zone=zone,
        fields={},
        clauses=clauses,
        ja=f"{player} の{ja}（シナリオに書かれていない）の一番上のカード（名前と種類は不明）",
        en=f"the top card of {player}'s {en} (not given in the scenario; its name and type unknown)",
    )
    cards = ctx.zone(player, zone)
    return cards[0].uid if cards else None


def same_zone(game: Game, players: Iterable[str], want: str, got: str | None) -> bool:
    """Does the zone ``got`` (``P.zone``) match ``want`` (``P.zone``, ``P.slot``, a zone alone,
    or a zone group such as ``A.stage``)? A card no longer in the game is in no zone."""
    if got is None:
        return want in ("", "none", "gone")
    gpl, _, gz = got.partition(".")
    wpl, dot, wz = want.partition(".")
    if not dot or wpl not in set(players):
        wpl, wz = "", want
    if wpl and wpl != gpl:
        return False
    wz = game.zone_ref(wz) or wz
    return gz == wz or gz.startswith(wz + ".")


def _text_key(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


def matches(game: Game, players: Iterable[str], name: str, want: Any, got: Any) -> bool:
    """Does the value ``got`` of field ``name`` satisfy what the scenario expects? A list of
    traits or abilities must each be held (an ability by a substring of its text)."""
    if name == "zone":
        return same_zone(game, players, str(want), got)
    if name in LIST_FIELDS:
        held = [str(x) for x in (got or [])]
        items = want if isinstance(want, list) else [want]
        if name == "abilities":
            # compared as text keys: full-width and half-width forms alike (NFKC), spaces aside
            keys = [_text_key(h) for h in held]
            return all(any(_text_key(str(w)) in k for k in keys) for w in items)
        return all(str(w) in held for w in items)
    if got is None:
        return want is None
    if isinstance(want, bool) or isinstance(got, bool):
        return want == got
    if isinstance(got, int) and isinstance(want, str) and want.lstrip("-").isdigit():
        return got == int(want)
    return bool(want == got)


# --------------------------------------------------------------- unknown values in card filters

# the printed values a card-text filter reads, named in the assumption (a game's own values are
# named by their field id)
FIELD_NAMES: dict[str, tuple[str, str]] = {
    "name": ("カード名", "name"),
    "type": ("種類", "type"),
    "traits": ("特徴", "traits"),
    "level": ("レベル", "level"),
    "cost": ("コスト", "cost"),
    "power": ("パワー", "power"),
    "soul": ("ソウル", "soul"),
    "color": ("色", "colour"),
    "grade": ("グレード", "grade"),
    "shield": ("シールド", "shield"),
    "critical": ("クリティカル", "critical"),
    "gender": ("性別", "gender"),
    "race": ("種族", "race"),
    "attribute": ("属性", "attribute"),
    "title": ("作品名", "title"),
    "groups": ("分類", "categories"),
    "clan": ("クラン", "clan"),
    "nation": ("国家", "nation"),
    "ap": ("AP", "AP"),
    "dp": ("DP", "DP"),
    "attack": ("攻撃力", "attack"),
    "defense": ("防御力", "defence"),
    "triggers": ("トリガーアイコン", "trigger icons"),
    "text": ("テキスト（持つ能力）", "text (the abilities it holds)"),
}


def described(card: Card) -> bool:
    """Whether the scenario describes the card at all: an anonymous card (one of a count,
    ``deck: 10``; one the replay took from a zone not given) has no name, type, number, text
    nor value, and none of its values is known."""
    return not (
        card.name is None
        and card.type is None
        and card.number is None
        and not card.text
        and not card.traits
        and not card.extra
    )


def value_given(card: Card, name: str) -> bool:
    """Whether card ``card``'s printed value ``name`` is known: given by the scenario (or by the
    card database, ``{card: NUMBER}``). A scalar left out is None; a list left out is recorded
    by the scenario (``Card.unknown``: ``traits``; a game's list field is absent from
    ``Card.extra``); an anonymous card (``described``) gives none. A value the game computes
    from printed ones (a power with effects) is known when its printed one is."""
    if name in card.unknown or not described(card):
        return False
    if name == "traits":
        return True
    if name == "triggers":
        # trigger icons: given, or the card is of the database or of a stated type (the
        # convention of the damage and trigger checks, ``trigger_icon_not_given_none``: a card
        # described with its type and no icon has none)
        return bool(card.triggers) or card.number is not None or card.type is not None
    if name == "text":
        # the abilities it holds: its text given, or the card of the database
        return bool(card.text) or card.number is not None
    return card.value(name) not in (None, "")


def unknown_in_filter(ctx: Ctx, card: Card, name: str) -> bool:
    """Whether a card-text filter reading card ``card``'s ``name`` reads a value the scenario
    did not give, so that its "does not match" is not known (``value_given``; an effect in force
    that sets the value, ``op: set``, makes it known)."""
    if value_given(card, name) or lacks_by_type(ctx, card, name) is not None:
        return False
    return not any(e.op == "set" for e in ctx.state.effects_on(card.uid, name))


def lacks_by_type(ctx: Ctx, card: Card, name: str) -> str | None:
    """The clause by which card ``card`` has no value ``name`` at all: its stated type is not
    one the game gives that value to (``Game.typed_values``: ws 2.5.1, traits for characters
    alone); else None."""
    typed = ctx.game.typed_values.get(name)
    if typed is None or card.type is None or card.type in typed[0]:
        return None
    return typed[1]


def assume_unmatched(
    ctx: Ctx,
    card: Card,
    unknown: Iterable[tuple[str, str, str]],
    clauses: tuple[str, ...] = (),
    compared: tuple[str, int] | None = None,
) -> bool:
    """The one door every game's selector matching goes through when a card did not match a
    card-text filter (「《音楽》のキャラ」, 「レベル1以下の」, 「女性キャラクター」, 「「X」という名前の」)
    only because a value the filter reads was not given (``unknown``: (field, what the text asks
    in Japanese, in English), as ``unknown_in_filter`` found them): the card is taken not to be
    one the text names — each game's reading — and the ruling says so, naming the card, the
    value and what the text asks (an ``assumption``, key ``not_given_condition_unmet``); never a
    silent miss. The caller calls it only when every other part of the filter matched, so it is
    said only where the unknown value decides (docs/scenarios.md "Unknowns, ambiguity").

    Whether the card matches after all: False (the statement's reading), or — under a branch
    of a card-text condition that read this value (``branch_condition``, round 26) — the
    reading that branch took (True: the card is one the text names). A caller returns it as
    its match. ``compared``: when the filter compares the one printed value it reads with a
    number (「攻撃力3000以上」: ``("ge", k)``, ``k`` the printed value's threshold, the effects in
    force taken off), the branch also keeps what it took the value to be (``BOUNDS``), so that a
    later comparison of that value (a battle, ``compare``) follows it."""
    parts = list(dict.fromkeys(unknown))
    if not parts:
        return False
    taken = _taken_reading(card, parts)
    if taken is not None:
        return taken  # a branch of ``branch_condition`` took the value one way: follow it
    pending = _PENDING.get(ctx)
    if pending is not None:
        # a card-text condition is being read by ``branch_condition``: it decides whether the
        # value matters (branch on it) or not (nothing said), instead of a statement here
        pending.append((card.uid, tuple(parts), tuple(clauses), compared))
        return False
    lab, ja_v, en_v, ja_w, en_w = _filter_words(ctx, card, parts)
    ctx.assume(
        f"{lab[0]} の{ja_v}はシナリオに書かれていないため、テキストが指定する"
        f"（{ja_w}）カードではないものとして扱います",
        f"{lab[1]}: {en_v} not given, taken not to be a card the text names ({en_w})",
        clauses,
        key="not_given_condition_unmet",
    )
    return False


def assume_matched(
    ctx: Ctx,
    card: Card,
    unknown: Iterable[tuple[str, str, str]],
    clauses: tuple[str, ...] = (),
    negated: bool = True,
) -> None:
    """The counterpart of ``assume_unmatched`` for a card that **matched** a card-text filter
    only because a value the filter reads was not given: a negated description (「「X」以外の」,
    「クライマックス以外の」, 「名前に「X」を含まない」 — ``negated``: the card is taken not to be
    the one the text excludes, so it is one "other than X"), or a kind a game takes a card of
    unstated type to be (ws 「キャラ」 off the stage: ``negated=False``). The ruling says so
    (an ``assumption``, key ``not_given_filter_met``), never a silent match. The caller calls
    it only when the whole description matched (docs/scenarios.md "Unknowns, ambiguity")."""
    parts = list(dict.fromkeys(unknown))
    if not parts:
        return
    lab, ja_v, en_v, ja_w, en_w = _filter_words(ctx, card, parts)
    if negated:
        ja = f"テキストが除く（{ja_w}）カードではない（それ以外のカードである）ものとして扱います"
        en = f"taken not to be a card the text excludes ({en_w}): one other than those"
    else:
        ja = f"テキストが指定する（{ja_w}）カードであるものとして扱います"
        en = f"taken to be a card the text names ({en_w})"
    ctx.assume(
        f"{lab[0]} の{ja_v}はシナリオに書かれていないため、{ja}",
        f"{lab[1]}: {en_v} not given, {en}",
        clauses,
        key="not_given_filter_met",
    )


def _filter_words(
    ctx: Ctx, card: Card, parts: list[tuple[str, str, str]]
) -> tuple[tuple[str, str], str, str, str, str]:
    """The words of a statement on a filter read on values not given: who (a card of a count,
    ``deck: 10``, is named by its zone — one statement for all the cards of that zone the filter
    read, not one per card), the values (ja, en) and what the text asks (ja, en)."""
    ja_v = "・".join(FIELD_NAMES.get(f, (f, f))[0] for f, _j, _e in parts)
    en_v = ", ".join(FIELD_NAMES.get(f, (f, f))[1] for f, _j, _e in parts)
    ja_w = "・".join(w for _f, w, _e in parts if w)
    en_w = ", ".join(w for _f, _j, w in parts if w)
    lab = (card.label, card.label)
    w = ctx.where(card.uid)
    if not described(card) and w is not None:
        lab = (
            f"{w[0]} の{ctx.zone_name(w[1])}の、枚数だけが書かれたカード",
            f"the cards of {w[0]}'s {ctx.zone_name(w[1], 'en')} given only by a count",
        )
    return lab, ja_v, en_v, ja_w, en_w


# --- round 26: a card-text condition decided by a value not given is branched on ------------

READINGS = "unknown_readings"  # card state: what a branch took a filter on a value not given to be
# the filter reads a condition being read by ``branch_condition`` found on values not given:
# (uid, parts, clauses, compared) each
_PENDING: WeakKeyDictionary[
    Ctx, list[tuple[str, tuple[tuple[str, str, str], ...], tuple[str, ...]]]
]
_PENDING = WeakKeyDictionary()


def _reading_key(parts: Iterable[tuple[str, str, str]]) -> str:
    return "|".join(f"{f}:{j}" for f, j, _e in parts)


def _taken_reading(card: Card, parts: Iterable[tuple[str, str, str]]) -> bool | None:
    """What a branch took card ``card`` to be for the filter ``parts`` (None: not branched)."""
    return (card.states.get(READINGS) or {}).get(_reading_key(parts))


# the range of the printed value a filter's comparison with k holds for, and fails for
_HOLDS: dict[str, Callable[[int], tuple[int | None, int | None]]] = {
    "ge": lambda k: (k, None),
    "gt": lambda k: (k + 1, None),
    "le": lambda k: (None, k),
    "lt": lambda k: (None, k - 1),
    "eq": lambda k: (k, k),
}
_FAILS: dict[str, Callable[[int], tuple[int | None, int | None]]] = {
    "ge": lambda k: (None, k - 1),
    "gt": lambda k: (None, k),
    "le": lambda k: (k + 1, None),
    "lt": lambda k: (k, None),
}


def _take_reading(ctx: Ctx, pend: list[Any], met: bool, bounds: bool = False) -> None:
    """Keep what a branch took the values of ``pend`` to be (``READINGS``), and with ``bounds``
    the range a compared printed value lies in (``BOUNDS``, as ``_learn`` keeps it)."""
    for uid, parts, _cl, compared in pend:
        card = ctx.state.card(uid)
        if card is None:
            continue
        card.states[READINGS] = {**(card.states.get(READINGS) or {}), _reading_key(parts): met}
        if not bounds or compared is None or len(parts) != 1:
            continue
        cmp, k = compared
        rng = (_HOLDS if met else _FAILS).get(cmp)
        if rng is None:
            continue  # 「ちょうどN」 not met: no one range
        new_lo, new_hi = rng(k)
        printed = parts[0][0]
        lo, hi = (card.states.get(BOUNDS) or {}).get(printed, (None, None))
        lo = new_lo if lo is None else (lo if new_lo is None else max(lo, new_lo))
        hi = new_hi if hi is None else (hi if new_hi is None else min(hi, new_hi))
        card.states[BOUNDS] = {**(card.states.get(BOUNDS) or {}), printed: (lo, hi)}


def _drop_reading(ctx: Ctx, pend: list[Any]) -> None:
    for uid, parts, _cl, _cmp in pend:
        card = ctx.state.card(uid)
        if card is not None and READINGS in card.states:
            rest = {k: v for k, v in card.states[READINGS].items() if k != _reading_key(parts)}
            if rest:
                card.states[READINGS] = rest
            else:
                del card.states[READINGS]


def _collect(ctx: Ctx, evaluate: Callable[[], bool]) -> tuple[bool, list[Any]]:
    """Evaluate a condition, collecting the filter reads on values not given (``_PENDING``)."""
    outer = _PENDING.get(ctx)
    pend: list[Any] = []
    _PENDING[ctx] = pend
    try:
        ok = bool(evaluate())
    finally:
        if outer is None:
            del _PENDING[ctx]
        else:
            _PENDING[ctx] = outer
    return ok, pend


def branch_condition(
    ctx: Ctx,
    evaluate: Callable[[], bool],
    player: str,
    text: str,
    clauses: tuple[str, ...] = (),
) -> Generator[Any, Any, bool]:
    """Whether a card-text condition (「…なら」, 「…がいる場合」; ``text``) holds, when a filter
    it reads may fall on a card's value the scenario did not give (a trait, a name, a grade or
    level against a threshold; ``assume_unmatched``): the condition is read with those values
    not matching; if it fails, it is read again with them matching. When that reading holds, the
    unknown value decides the condition, and the ruling **branches** on it (``Choose.unknown``,
    options ``<card>.<value>:met`` / ``:unmet``, aliases ``met`` / ``unmet``): each branch keeps
    what it took the value to be (``READINGS``: a later filter on the same value follows it),
    and the ruling reports the outcome under each (docs/scenarios.md "Unknowns, ambiguity").
    When the condition holds, or fails either way, the value does not decide: nothing is said.
    ``player``: whose card's condition it is (the branch point's player). ``evaluate`` is
    called again after the branch is taken, so a caller keeping more of the reading than its
    truth (a text saying what it read) keeps the last call's."""
    ok, pend = _collect(ctx, evaluate)
    if ok or not pend:
        return ok
    taken: list[Any] = []
    for _ in range(4):  # a reading met may reach a further filter on a value not given
        taken += pend
        _take_reading(ctx, taken, True)
        ok, pend = _collect(ctx, evaluate)
        if ok or not pend:
            break
    _drop_reading(ctx, taken)
    if not ok:
        # not met whatever the values not given: they do not decide, nothing is said (read once
        # more as it is, quietly, so what the caller kept of the reading is of this one)
        _collect(ctx, evaluate)
        return False

    items = list(dict.fromkeys(taken))
    cards = [(ctx.state.card(u), parts) for u, parts, _c, _k in items]
    token = "+".join(
        f"{c.label if c is not None else u}.{'/'.join(f for f, _j, _e in parts)}"
        for (u, parts, _c, _k), (c, _p) in zip(items, cards, strict=True)
    )
    ja_what, en_what = [], []
    for c, parts in cards:
        if c is None:
            continue
        lab, ja_v, en_v, ja_w, en_w = _filter_words(ctx, c, list(parts))
        ja_what.append(f"{lab[0]} の{ja_v}（{ja_w}）")
        en_what.append(f"{lab[1]}'s {en_v} ({en_w})" if described(c) else f"{en_v} of {lab[1]}")
    ja_what, en_what = list(dict.fromkeys(ja_what)), list(dict.fromkeys(en_what))
    cl = tuple(dict.fromkeys([*clauses, *(x for _u, _p, cs, _k in items for x in cs)]))
    got = yield from unknown_truth(
        player, token, ("・".join(ja_what), ", ".join(en_what)), text, cl
    )
    _take_reading(ctx, items, bool(got), bounds=True)
    _collect(ctx, evaluate)  # read under the branch taken (what the caller keeps of it)
    return bool(got)


def unknown_truth(
    player: str,
    token: str,
    what: tuple[str, str],
    text: str,
    clauses: tuple[str, ...] = (),
) -> Generator[Any, Any, bool]:
    """A condition of card text (``text``) whose truth rests on values the scenario did not give
    (``what``: (ja, en) naming them) as a choice point on those values (``Choose.unknown``):
    the ruling runs both, met and not met, and reports the outcome under each (or that they
    agree). Options ``<token>:met`` / ``<token>:unmet`` (aliases ``met`` / ``unmet``) — the keys
    ``expect.branches`` / ``expect.unknown`` name (docs/scenarios.md "Unknowns, ambiguity")."""
    from ruling.rules import Choose, Option

    got = yield Choose(
        player,
        "unknown_value",
        f"{what[0]} が条件「{text}」を満たすか",
        f"whether {what[1]} meets the condition of 「{text}」",
        (
            Option(f"{token}:met", "満たす", "met", True, aliases=("met",)),
            Option(f"{token}:unmet", "満たさない", "not met", False, aliases=("unmet",)),
        ),
        clauses,
        unknown=True,
    )
    return bool(got)


# --- round 27: a choice whose candidates rest on values not given is branched on -------------

# at most this many cards left out of a choice only by a value not given are branched on (each
# doubles the outcomes); beyond it the statement of ``assume_unmatched`` stays, and says why
BRANCH_CANDIDATES = 2


def branch_candidates(
    ctx: Ctx,
    compute: Callable[[], _T],
    player: str,
    text: str,
    clauses: tuple[str, ...] = (),
) -> Generator[Any, Any, _T]:
    """The cards a card-text choice may choose from (``compute``: the candidates its filter —
    「《音楽》のキャラを1枚選び」, 「グレード１以下のリアガード」 — lets through), when the filter
    left a card out only because a value it reads was not given (``assume_unmatched``): which
    cards qualify rests on that value, and the ruling **branches** on it per card
    (``Choose.unknown``, options ``<card>.<value>:met`` / ``:unmet`` as ``branch_condition``'s,
    aliases ``met`` / ``unmet``): the card is a candidate in one branch and not in the other,
    and each branch keeps what it took the value to be (``READINGS``: a later filter on it
    follows). A card of a zone given only by a count (``deck: 10``) is not branched on (the
    search is not branched on a deck's unknown contents), nor are more than
    ``BRANCH_CANDIDATES`` cards (each doubles the outcomes): the statement stays (key
    ``not_given_condition_unmet``), and for too many cards the ruling says why
    (``not_given_too_many``). No card left out by a value not given: nothing is said.
    ``compute`` may return more than the cards (mc: the targets or why there is none): what it
    returns under the branch taken is returned."""
    outer = _PENDING.get(ctx)
    if outer is not None:
        # inside a condition being read by ``branch_condition``: it decides
        return compute()
    pend: list[Any] = []
    _PENDING[ctx] = pend
    try:
        compute()
    finally:
        del _PENDING[ctx]
    items = list(dict.fromkeys((u, parts, cs, k) for u, parts, cs, k in pend))
    cards = [(ctx.state.card(u), it) for it in items for u in (it[0],)]
    if not items:
        return compute()
    if any(c is None or not described(c) for c, _it in cards) or (
        len({u for u, *_r in items}) > BRANCH_CANDIDATES
    ):
        got = compute()  # said by ``assume_unmatched``, card by card
        if all(c is not None and described(c) for c, _it in cards):
            n = len({u for u, *_r in items})
            ctx.assume(
                f"値が書かれていないカードが{n}枚あり、選べるカードかどうかの場合分けが多すぎるため"
                f"（2の{n}乗）、それらを選べないカードとして扱います（「{text}」）",
                f"{n} cards' values are not given: too many to branch on which of them may be "
                f"chosen (2^{n} cases); they are taken not to be ones the text names ({text})",
                clauses,
                key="not_given_too_many",
            )
        return got
    for c, it in cards:
        assert c is not None
        _u, parts, cs, _k = it
        lab, ja_v, en_v, ja_w, en_w = _filter_words(ctx, c, list(parts))
        token = f"{c.label}.{'/'.join(f for f, _j, _e in parts)}"
        met = yield from unknown_truth(
            player,
            token,
            (f"{lab[0]} の{ja_v}（{ja_w}）", f"{lab[1]}'s {en_v} ({en_w})"),
            text,
            tuple(dict.fromkeys([*clauses, *cs])),
        )
        _take_reading(ctx, [it], bool(met), bounds=True)
    return compute()


# --- round 29: a rule process reading a value not given is branched on ------------------------

# the reads of a rule process being looked for by ``branch_rule_process`` that a value not given
# leaves open: (uid, printed, k, (ja, en), clauses) each — the process acts on the card when its
# printed value is k or less
_RULE_READS: WeakKeyDictionary[
    Ctx, list[tuple[str, str, int, tuple[str, str], tuple[str, ...]]]
] = WeakKeyDictionary()


def rule_acts(
    ctx: Ctx,
    uid: str,
    printed: str,
    value: int,
    limit: int,
    ja: str,
    en: str,
    clauses: tuple[str, ...] = (),
) -> bool:
    """Whether a rule process that acts on a card whose value is ``limit`` or less (a power of
    0 or less, ws 9.5.1; a DP at most the damage it has taken, co 4.3.9; a defence, mc 11.3.1)
    acts on card ``uid``: ``value`` is the value as the game computes it (its printed value
    ``printed`` read as 0 when the scenario does not give it, the effects in force added). A
    value given: ``value <= limit``. A printed value not given (``known_number``) is never read
    as 0: the process acts on it when it is ``k = limit - value`` or less, and

    - what a branch has taken the value to be decides it (``BOUNDS``: a battle's comparison,
      ``compare``, or this process's branch);
    - else, ``k`` below 1 (only a printed value of 0 or less would be acted on: no damage, no
      effect lowers it) — it is taken to be a value no rule process acts on, said
      (``not_given``, key ``not_given_no_rule_process``), as before;
    - else, on a card given only by a count (not ``described``): not branched on (as a search
      is not branched on a deck's unknown contents), taken to be above ``k``, said;
    - else (damage taken, a value lowered: a printed value of ``k`` or less is acted on) it is
      a branch point of the rule process, recorded for ``branch_rule_process`` (the check
      timing: ``Engine._found``), which asks it; read outside a check timing (a watch between
      events) the process is not carried out yet, nothing said — the check timing asks.

    Returns False whenever it is not known to act (docs/scenarios.md "Unknowns, ambiguity")."""
    card = ctx.state.card(uid)
    if card is None:
        return False
    if known_number(ctx, uid, printed, value) is not None:
        return value <= limit
    k = limit - value
    lo, hi = (card.states.get(BOUNDS) or {}).get(printed, (None, None))
    if hi is not None and hi <= k:
        return True
    if lo is not None and lo > k:
        return False
    if k < 1:
        not_given(ctx, uid, printed, ja, en, clauses)
        return False
    if not described(card):
        # a card of a zone given only by a count (``deck: 5``; one the replay took from it):
        # its values are not branched on (as a search is not branched on a deck's unknown
        # contents), taken to be ones the process does not act on, and said
        ctx.assume(
            f"{card.label} の{ja}はシナリオに書かれていない（枚数だけが書かれたカード）ため場合分けせず、"
            f"{k}より大きい（ルール処理の対象にならない）ものとして扱います",
            f"{card.label}'s {en} is not given (a card given only by a count): not branched on, "
            f"taken to be above {k} (no rule process acts on it)",
            clauses,
            key="not_given_no_rule_process",
        )
        return False
    pend = _RULE_READS.get(ctx)
    if pend is not None:
        pend.append((uid, printed, k, (ja, en), tuple(clauses)))
    return False


def _bound_printed(card: Card, printed: str, lo: int | None, hi: int | None) -> None:
    """Narrow what the branch takes card ``card``'s printed value not given to be (``BOUNDS``)."""
    olo, ohi = (card.states.get(BOUNDS) or {}).get(printed, (None, None))
    lo = olo if lo is None else (lo if olo is None else max(lo, olo))
    hi = ohi if hi is None else (hi if ohi is None else min(hi, ohi))
    card.states[BOUNDS] = {**(card.states.get(BOUNDS) or {}), printed: (lo, hi)}


def branch_rule_process(
    ctx: Ctx, find: Callable[[], _T], rule: tuple[str, str]
) -> Generator[Any, Any, _T]:
    """What a rule process finds to do (``find``: the game's ``RuleProcess.find``) when it reads
    a card's value the scenario did not give where that value decides whether it acts
    (``rule_acts``: a character with 2 damage and no DP given, co 4.3.9; a power lowered by
    −2000 with no power given, ws 9.5.1): the ruling **branches** on it, card by card
    (``Choose.unknown``; options ``k≥<card>.<printed>`` — the process acts — and
    ``k<<card>.<printed>``, as ``compare`` names a damage against a value, aliases ``ge`` /
    ``met`` and ``lt`` / ``unmet``; ``rule``: the
    process's name, ja / en). Each branch keeps what it took the value to be (``BOUNDS``): a
    later check, or a battle comparing the value, follows it. More than ``BRANCH_CANDIDATES``
    cards at once: each is taken to be a value no rule process acts on and said, with the
    reason (``not_given_too_many``). Nothing left open by a value not given: nothing said."""
    if _RULE_READS.get(ctx) is not None:
        return find()
    pend: list[Any] = []
    _RULE_READS[ctx] = pend
    try:
        found = find()
    finally:
        del _RULE_READS[ctx]
    items: dict[str, Any] = {}
    for it in pend:
        items.setdefault(it[0], it)
    if not items:
        return found  # nothing left open: what it found is what it finds (read once)
    # each branch narrows what a value not given is taken to be (``BOUNDS``): the reads of the
    # pass (``Ctx.read_once``) are worked out again
    ctx.forget_reads()
    if len(items) > BRANCH_CANDIDATES:
        for uid, printed, k, (ja, en), cl in items.values():
            card = ctx.state.card(uid)
            if card is not None:
                not_given(ctx, uid, printed, ja, en, cl)
                _bound_printed(card, printed, k + 1, None)
        n = len(items)
        cl = tuple(dict.fromkeys(x for it in items.values() for x in it[4]))
        ctx.assume(
            f"値が書かれていないカードが{n}枚あり、ルール処理（{rule[0]}）を行うかどうかの場合分けが"
            f"多すぎるため（2の{n}乗）、いずれもルール処理の対象にならない値として扱います",
            f"{n} cards' values are not given: too many to branch on whether the rule process "
            f"({rule[1]}) acts on each (2^{n} cases); none is taken to be acted on",
            cl,
            key="not_given_too_many",
        )
        return find()
    from ruling.rules import Choose, Option

    for uid, printed, k, (ja, en), cl in items.values():
        card = ctx.state.card(uid)
        if card is None:
            continue
        got = yield Choose(
            card.owner,
            "unknown_value",
            f"{card.label} の{ja}が{k}以下か（{rule[0]}）",
            f"whether {card.label}'s {en} is {k} or less ({rule[1]})",
            (
                Option(
                    f"{k}≥{card.label}.{printed}",
                    f"{k} ≥ {card.label} の{ja}（ルール処理を行う）",
                    f"{k} ≥ {card.label}'s {en} (the rule process acts)",
                    True,
                    aliases=("ge", "met"),
                ),
                Option(
                    f"{k}<{card.label}.{printed}",
                    f"{k} < {card.label} の{ja}（行わない）",
                    f"{k} < {card.label}'s {en} (it does not act)",
                    False,
                    aliases=("lt", "unmet"),
                ),
            ),
            cl,
            unknown=True,
        )
        if got:
            _bound_printed(card, printed, None, k)
        else:
            _bound_printed(card, printed, k + 1, None)
    return find()


# --- round 29: a card-text comparison of two cards' values -------------------------------------


def cards_compared(
    ctx: Ctx,
    sides: tuple[tuple[Card, str, int | None], tuple[Card, str, int | None]],
    holds: Callable[[int, int], bool],
    want: tuple[str, str],
    clauses: tuple[str, ...] = (),
) -> bool:
    """Whether a card-text condition comparing one card's value with another's holds
    (「そのキャラのレベルがこのカードのレベル以下なら」, 「相手のリングのカードの攻撃力がこのカードより
    高いなら」): ``sides`` (card, the printed value's name, its value now — None when the
    scenario does not give it and no effect sets it), ``holds`` the comparison, ``want`` what
    the text asks (ja, en). Both given: ``holds(x, y)``. A value not given is never read as 0:
    the comparison's truth rests on it, and it goes through the one door
    (``assume_unmatched``) for each card whose value is not given — branched on (met / not met,
    ``<card>.<value>:met``) where a card-text condition is read by ``branch_condition``, else
    taken as not met and said (``not_given_condition_unmet``)."""
    (a, _sa, x), (b, _sb, y) = sides
    if x is not None and y is not None:
        return holds(x, y)
    taken = [
        assume_unmatched(ctx, card, [(stat, *want)], clauses)
        for card, stat, v in sides
        if v is None
    ]
    return all(taken)


# --- round 29: whether a cost can be paid from a zone the scenario does not list --------------

COUNTED_ZONES = "counted_zones"  # var: player -> zones whose count a branch took (not enough)


def branch_zone_count(
    ctx: Ctx,
    player: str,
    zone: str,
    need: int,
    ja: str,
    en: str,
    clauses: tuple[str, ...] = (),
    floor: int = 0,
) -> Generator[Any, Any, bool]:
    """Whether ``player``'s ``zone`` holds ``need`` cards or more for a cost paid from it (ws
    stock 8.6.2.3.2 / 8.4.2.2, vg counter blast 7.24.1 / soul blast 7.25.1) when the scenario did
    not list the zone (``zone_not_given``) and the cards the file and the replay put there fall
    short: its count is not known, and whether the cost can be paid is **branched on**
    (``Choose.unknown``; options ``<player>.<zone>≥<need>`` — payable: the cards missing are put
    there as cards of unknown name and type, so the payment is carried out on them — and
    ``<player>.<zone><<need>``, aliases ``met`` / ``unmet``). Before round 29 the zone was read as
    the cards it holds and the ruling said so (``not_given_taken_as``). Returns whether it holds
    enough; a zone listed, or one holding enough: no branch, nothing said. ``floor``: the cards
    a zone not given is already taken to hold (a deck, not empty: 1, ``unknown_zone``, said) —
    a need within it is met with no branch, so a branch never contradicts that assumption."""
    have = len(ctx.state.zone(player, zone))
    if have >= need:
        return True
    if not zone_not_given(ctx, player, zone):
        return False
    from ruling.rules import Choose, Create, Option, SetVar

    if need <= floor and unknown_zone(ctx, player, zone, ja, en, clauses):
        got: Any = True
    else:
        got = yield Choose(
            player,
            "unknown_value",
            f"{player} の{ja}（シナリオに書かれていない）が{need}枚以上あるか",
            f"whether {player}'s {en} (not given in the scenario) holds {need} cards or more",
            (
                Option(
                    f"{player}.{zone}≥{need}",
                    f"{need}枚以上ある",
                    f"{need} or more",
                    True,
                    aliases=("ge", "met"),
                ),
                Option(
                    f"{player}.{zone}<{need}",
                    f"{need}枚未満",
                    f"fewer than {need}",
                    False,
                    aliases=("lt", "unmet"),
                ),
            ),
            clauses,
            unknown=True,
        )
    if not got:
        zones = dict(ctx.state.vars.get(COUNTED_ZONES) or {})
        zones[player] = (*zones.get(player, ()), zone)
        yield SetVar(key=COUNTED_ZONES, value=zones)
        return False
    # what it holds beyond the cards put there stays unknown: emptied by the payment, it is
    # not known to be empty (``unknown_zone``, as after a draw from a deck not given)
    unknown = dict(ctx.state.vars.get(UNKNOWN_ZONES) or {})
    if zone not in unknown.get(player, ()):
        unknown[player] = (*unknown.get(player, ()), zone)
        yield SetVar(key=UNKNOWN_ZONES, value=unknown)
    for _ in range(need - have):
        yield Create(
            player=player,
            zone=zone,
            fields={},
            clauses=clauses,
            ja=f"{player} の{ja}（シナリオに書かれていない）のカード（名前と種類は不明）",
            en=f"a card of {player}'s {en} (not given in the scenario; its name and type unknown)",
        )
    return True
