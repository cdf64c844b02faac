"""The card a scenario's reference names: a uid, a slot, ``P.`` + a slot or a name, a name.

Every game reads its scenario references the same way; what differs is data a game plugs in:
its slots (the zones of one card a reference may name: ws's stage slots, vg's circles, vs's
ring and benches; ``slot`` maps a reference to the zone, or None), whether a bare slot name
counts or only one after ``P.`` (``bare_slots``), and where a name is looked for
(``within``): only in the zones asked for, a zone group standing for its zones (ws, vg), or
in those zones of the player asked for first, then anywhere (co, vs, mc; there a player's id
names no card).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ruling.core import Ctx
from ruling.zone import first_card, stated_cards


def find_card(
    ctx: Ctx,
    ref: Any,
    player: str | None = None,
    zones: tuple[str, ...] | None = None,
    *,
    slot: Callable[[str], str | None] | None = None,
    bare_slots: bool = True,
    within: bool = False,
) -> str | None:
    """The uid of the card ``ref`` names (``player``: whose card, ``zones``: where a name is
    looked for), or None."""
    if ref is None:
        return None
    ref = str(ref)
    st = ctx.state
    if st.card(ref) is not None:
        return ref
    pl, _, rest = ref.partition(".")
    prefixed = bool(rest) and pl in st.players
    if prefixed:
        player, ref = pl, rest
    zone = slot(ref) if slot is not None and (prefixed or bare_slots) else None
    if zone is not None:
        for p in [player] if player else st.order():
            cards = ctx.zone(p, zone)
            if cards:
                return cards[0].uid
        return None
    if within:
        return _named_within(ctx, ref, player, zones)
    if ref in st.players:
        return None  # a player, not a card
    found = _named_anywhere(ctx, ref, player, zones)
    if found is None and zones:
        return find_card(ctx, ref, player, None, slot=slot, bare_slots=bare_slots)
    return found


def _named_within(
    ctx: Ctx, name: str, player: str | None, zones: tuple[str, ...] | None
) -> str | None:
    """The first card called ``name`` in ``player``'s (or each player's, the turn player first)
    ``zones``, a zone group (``stage``, ``field``) standing for its zones."""
    st = ctx.state
    for p in [player] if player else st.order():
        for z, cards in st.players[p].zones.items():
            if (
                zones is not None
                and z not in zones
                and not any(z.startswith(x + ".") for x in zones)
            ):
                continue
            for card in stated_cards(cards):
                if card.named(name):
                    return card.uid
    return None


def _named_anywhere(
    ctx: Ctx, name: str, player: str | None, zones: tuple[str, ...] | None
) -> str | None:
    """The first card called ``name`` (or whose uid it is): ``player``'s first, then the other
    players' (the turn player first), in ``zones`` in their order (None: every zone)."""
    st = ctx.state
    order = [player] if player else []
    order += [p for p in st.order() if p not in order]
    for p in order:
        for z in zones or tuple(st.players[p].zones):
            found = first_card(ctx.zone(p, z), lambda c: c.named(name), name)
            if found is not None:
                return found.uid
    return None
