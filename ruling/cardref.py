"""``{card: NUMBER}`` in a scenario: the card's text and stats filled from the card database.

Run on the parsed YAML before validation: every card entry (in a zone, a group position or the
``cards:`` table) that has a ``card`` key is replaced by the database's fields, and the fields
written in the scenario override them. A number (or name) the database does not hold is a
scenario error that names the nearest cards, or says how to import a card list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any

# The KB file whose card tables a scenario's ``card:`` reads (None: the default KB,
# ``$SHINPAN_DB`` or the user data dir). The web app and the CLI's --db set it.
CARD_DB: ContextVar[Path | None] = ContextVar("CARD_DB", default=None)

Add = Callable[[tuple[Any, ...], str, str], None]


def _entries(data: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], dict[str, Any]]]:
    """Every mapping of the scenario that stands for a card and has a ``card`` key."""
    cards = data.get("cards")
    if isinstance(cards, dict):
        for k, v in cards.items():
            if isinstance(v, dict) and "card" in v:
                yield ("cards", k), v
    players = data.get("players")
    if not isinstance(players, dict):
        return
    for pid, zones in players.items():
        if not isinstance(zones, dict):
            continue
        for zname, value in zones.items():
            yield from _in_zone(("players", pid, zname), value, nested=True)


def _in_zone(
    path: tuple[Any, ...], value: Any, nested: bool
) -> Iterator[tuple[tuple[Any, ...], dict[str, Any]]]:
    if isinstance(value, list):
        for i, it in enumerate(value):
            if isinstance(it, dict) and "card" in it:
                yield path + (i,), it
    elif isinstance(value, dict):
        if "card" in value:
            yield path, value
        elif nested:  # a group of positions (stage: {center_front: …})
            for sub, v in value.items():
                yield from _in_zone(path + (sub,), v, nested=False)


def has_card_refs(data: Any) -> bool:
    return isinstance(data, dict) and any(True for _ in _entries(data))


def expand(data: dict[str, Any], add: Add) -> None:
    """Fill every ``{card: …}`` entry of `data` in place; problems go to `add(path, en, ja)`."""
    entries = list(_entries(data))
    if not entries:
        return
    game_id = data.get("game")
    from ruling.rules import get_game

    try:
        game = get_game(str(game_id))
    except KeyError:
        return  # the unknown game is reported by the scenario check
    try:
        from kb.api import open_kb
        from kb.cards import CardDB, UnknownCard
        from kb.errors import KBError

        kb = open_kb(CARD_DB.get())
    except KBError as e:
        for path, _ in entries:
            add(path + ("card",), str(e), e.text("ja"))
        return
    from ruling.cardinfo import scenario_fields

    db = CardDB(kb.con)
    try:
        for path, entry in entries:
            ref = entry.get("card")
            if not isinstance(ref, str | int) or isinstance(ref, bool) or not str(ref).strip():
                add(
                    path + ("card",),
                    "expected a card number (e.g. {card: 5HY/W101-001}) or a card name",
                    "カード番号（例: {card: 5HY/W101-001}）かカード名が必要です",
                )
                continue
            try:
                found = db.require(game.id, str(ref))
            except UnknownCard as e:
                add(path + ("card",), str(e), e.text("ja"))
                continue
            if len({(c.text, c.name) for c in found}) > 1:
                nums = ", ".join(c.number for c in found)
                add(
                    path + ("card",),
                    f"several cards are named {ref!r} ({nums}); give the card number",
                    f"{ref!r} という名前のカードが複数あります（{nums}）。カード番号で指定してください",
                )
                continue
            filled = scenario_fields(game, found[0])
            own = {k: v for k, v in entry.items() if k != "card"}
            entry.clear()
            entry.update(filled)
            entry.update(own)  # what the scenario writes overrides the database
    finally:
        kb.con.close()
