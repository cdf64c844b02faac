"""Typed events: what happened at a trace step, in a form a scenario can name (``expect.order``,
``expect.triggered``).

An event is ``(kind, subject, detail)``: a card uid or a player id as the subject, and a detail
where the kind has one (the zone a card moved to, the index of the ability that triggered, the
clause of a rule process). The core derives the kinds every game has from the events it applies
(a card moved, turned to reverse, an ability became pending or was played, a rule process ran,
a player lost); a game names its own with data, not code: ``Game.typed_events`` maps
``action:<verb>`` (an action of the game), ``rule:<id>`` (a rule process) and ``tag:<tag>`` (an
event a procedure yields with that tag) to ``(kind, key)``, ``key`` being the parameter or event
datum that names the subject ("" for the player of the step, else the turn player).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

Typed = tuple[str, str, str]

# kinds whose subject is a card (a uid), and those whose subject is a player
CARD_KINDS = frozenset({"play", "trigger", "resolve", "move", "reverse"})
PLAYER_KINDS = frozenset({"damage", "cancel", "level_up", "refresh", "lose", "draw"})
KINDS = CARD_KINDS | PLAYER_KINDS | {"process"}
# kinds the core derives for every game (the others need the game's table, or abilities)
CORE_KINDS = frozenset({"move", "reverse", "process", "lose"})


def from_table(
    table: Mapping[str, tuple[str, str]],
    key: str,
    values: Mapping[str, Any],
    player: str | None,
    cards: Callable[[Any], list[str]],
    players: Iterable[str] = (),
) -> list[Typed]:
    """The events a game declares for ``key`` (``action:damage``, ``tag:damage_cancel`` …):
    its subject read from ``values`` (the action's parameters, the event's data) under the
    declared name, or ``player``; a card subject named by name or slot is turned into uids by
    ``cards`` (a player kind may have a card as its subject too: damage to a character). The
    declared kind may name several, comma-separated (``trigger,resolve``: an ability resolved
    as soon as it triggers); an ability's index, when the values carry one, is the detail."""
    spec = table.get(key)
    if spec is None:
        return []
    kinds, name = spec
    raw = values.get(name) if name else None
    if raw is None:
        raw = player
    if raw is None:
        return []
    items = raw if isinstance(raw, list | tuple) else [raw]
    index = values.get("index")
    detail = str(index) if isinstance(index, int) and not isinstance(index, bool) else ""
    ids = set(players)
    out: list[Typed] = []
    for kind in kinds.split(","):
        for it in items:
            if kind in CARD_KINDS or str(it) not in ids:
                uids = cards(it)
                if uids or kind in CARD_KINDS:
                    d = detail if kind in ("trigger", "play", "resolve") else ""
                    out += [(kind, uid, d) for uid in uids]
                    continue
            out.append((kind, str(it), ""))
    return out


def kinds_of(table: Mapping[str, tuple[str, str]], has_abilities: bool) -> frozenset[str]:
    """The kinds of event a game can emit: the core's, its table's, and — with automatic or
    activated abilities — trigger / play / resolve."""
    out = set(CORE_KINDS) | {k for ks, _n in table.values() for k in ks.split(",")}
    if has_abilities:
        out |= {"trigger", "play", "resolve"}
    return frozenset(out)


# --------------------------------------------------------------------------- patterns


class Pattern:
    """``kind:subject[:detail]`` of ``expect.order``: a card by name, uid or slot (resolved by
    the caller into the uids it may be), a player id, or a clause id for ``process``."""

    def __init__(self, text: str, kind: str, subject: str, detail: str) -> None:
        self.text = text
        self.kind = kind
        self.subject = subject
        self.detail = detail


def parse(text: str) -> Pattern | None:
    """``"move:山1:B.deck"`` -> Pattern; None when the kind is not one of ``KINDS``."""
    kind, _, rest = text.partition(":")
    if kind not in KINDS or not rest:
        return None
    subject, detail = rest, ""
    if kind == "move":
        subject, _, detail = rest.rpartition(":")
        if not subject:
            subject, detail = rest, ""
    return Pattern(text, kind, subject, detail)


def matches(
    ev: Typed,
    pat: Pattern,
    uids: frozenset[str],
    zone_match: Callable[[str, str], bool],
) -> bool:
    kind, subject, detail = ev
    if kind != pat.kind:
        return False
    if kind in CARD_KINDS:
        if subject not in uids:
            return False
        return not (kind == "move" and pat.detail and not zone_match(pat.detail, detail))
    return subject == pat.subject or subject in uids  # a player, or a card (damage to it)


def find_order(
    events: Sequence[tuple[int, Typed]],
    patterns: Sequence[Pattern],
    uids: Callable[[Pattern], frozenset[str]],
    zone_match: Callable[[str, str], bool],
) -> tuple[int, list[int]]:
    """Match ``patterns`` in order against ``events`` ((step, event), in trace order), each
    after the one before (others may come between). Returns how many matched and the steps
    where they did."""
    at = 0
    steps: list[int] = []
    for n, pat in enumerate(patterns):
        ids = uids(pat)
        while at < len(events) and not matches(events[at][1], pat, ids, zone_match):
            at += 1
        if at >= len(events):
            return n, steps
        steps.append(events[at][0])
        at += 1
    return len(patterns), steps


def flatten(steps: Iterable[Any]) -> list[tuple[int, Typed]]:
    """Every typed event of the trace steps, in order, with its step index."""
    return [(s.index, e) for s in steps for e in s.events]
