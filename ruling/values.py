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

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ruling.rules import Game
from ruling.state import Card, GameState

if TYPE_CHECKING:
    from ruling.core import Ctx

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
LIST_FIELDS = ("traits", "race", "title", "abilities")


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


def find(
    game: Game, st: GameState, ref: str, initial: GameState | None = None
) -> tuple[str | None, str]:
    """The uid ``ref`` names in ``st`` (a slot: the card there now; a uid; a name unique among
    the scenario's cards, followed by its uid), or (None, why not)."""
    if st.card(ref) is not None:
        return ref, ""
    pl, dot, rest = ref.partition(".")
    if dot and pl in st.players:
        zone = game.zone_ref(rest)
        if zone is not None:
            cards = st.players[pl].zones.get(zone, [])
            if cards:
                return cards[0].uid, ""
            return None, f"{ref}: no card there"
    named = [c.uid for _p, _z, c in all_cards(initial or st) if c.name == ref]
    if initial is not None and not named:
        named = [c.uid for _p, _z, c in all_cards(st) if c.name == ref]
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
    if name == "type":
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
    if card.value(printed) is None and not any(
        e.op == "set" for e in ctx.state.effects_on(uid, printed)
    ):
        return None
    return value


def not_given(
    ctx: Ctx, uid: str, printed: str, ja: str, en: str, clauses: tuple[str, ...] = ()
) -> bool:
    """Whether card ``uid``'s printed value ``printed`` was left out of the scenario (and no
    effect sets it): then a rule that acts on that value being 0 or less (or at most its
    damage) must not act on a default of 0. The ruling states the assumption it makes instead:
    the value is large enough that the rule does not apply (``ja`` / ``en`` name the value)."""
    card = ctx.state.card(uid)
    if card is None or card.value(printed) is not None:
        return False
    if any(e.op == "set" for e in ctx.state.effects_on(uid, printed)):
        return False
    ctx.assume(
        f"{card.label} の{ja}はシナリオに書かれていないため、ルール処理の対象にならない値"
        f"（0より大きく、受けているダメージより大きい）として扱います",
        f"{card.label}'s {en} is not given: taken to be a value no rule process acts on (above "
        "0 and above its damage)",
        clauses,
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
    )


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
    if ctx.step_of(f"{player}.{zone}") is not None:
        return False  # emptied during the replay: it is known to be empty now
    ctx.assume(
        f"{player} の{ja}はシナリオに書かれていないため、空ではない（カードの内容は不明）ものとして扱います",
        f"{player}'s {en} is not given: taken to be not empty (its cards unknown)",
        clauses,
    )
    return True


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


def matches(game: Game, players: Iterable[str], name: str, want: Any, got: Any) -> bool:
    """Does the value ``got`` of field ``name`` satisfy what the scenario expects? A list of
    traits or abilities must each be held (an ability by a substring of its text)."""
    if name == "zone":
        return same_zone(game, players, str(want), got)
    if name in LIST_FIELDS:
        held = [str(x) for x in (got or [])]
        items = want if isinstance(want, list) else [want]
        if name == "abilities":
            return all(any(str(w) in h for h in held) for w in items)
        return all(str(w) in held for w in items)
    if got is None:
        return want is None
    if isinstance(want, bool) or isinstance(got, bool):
        return want == got
    if isinstance(got, int) and isinstance(want, str) and want.lstrip("-").isdigit():
        return got == int(want)
    return bool(want == got)
