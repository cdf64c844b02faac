"""The one door through which card abilities enter the engine.

Card text is typed by the grammar (``grammar/``: text -> ``grammar.ast.Card``). This module
asks the grammar for the AST of a card's text and decides, ability by ability, whether the
engine can run it. Anything it cannot run is returned with ``supported=False`` and its text, and
the core reports it in the ruling as an unsupported ability: never silently ignored, never
guessed. Until the grammar's parser is importable every printed ability is unsupported (the
abilities the *rules* give every card, such as WS's default encore, are implemented by the game
module and need no card text).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ruling.state import Card

_MARKERS = {"【自】": "auto", "【永】": "continuous", "【起】": "activated"}


@dataclass(frozen=True)
class Ability:
    text: str
    kind: str  # auto / continuous / activated / event / unknown
    supported: bool = False
    keyword: str | None = None
    ast: Any = None
    reason: str = ""


def _parser() -> Any:
    """The grammar's card parser (``grammar.parse.parse_card(text, game) -> ParseResult``)."""
    try:
        from grammar import parse as gparse  # type: ignore[attr-defined]
    except ImportError:
        return None
    return getattr(gparse, "parse_card", None)


@lru_cache(maxsize=4096)
def _abilities(game: str, text: str, card_type: str | None) -> tuple[Ability, ...]:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    parse = _parser()
    ast_abilities: tuple[Any, ...] = ()
    if parse is not None:
        try:
            result = parse(text, game)
            card = getattr(result, "card", None)
            ast_abilities = tuple(card.abilities) if card is not None else ()
        except Exception:  # a parser failure is reported as unsupported text, not a crash
            ast_abilities = ()
    out: list[Ability] = []
    for i, line in enumerate(lines):
        kind = next((k for m, k in _MARKERS.items() if line.startswith(m)), None)
        if kind is None:
            kind = "event" if card_type == "event" else "unknown"
        node = ast_abilities[i] if i < len(ast_abilities) else None
        keyword = getattr(getattr(node, "keyword", None), "name", None)
        out.append(
            Ability(
                text=line,
                kind=kind,
                supported=False,
                keyword=keyword,
                ast=node,
                reason="the engine cannot execute card abilities from text yet",
            )
        )
    return tuple(out)


def abilities_of(game: str, card: Card) -> tuple[Ability, ...]:
    """The printed abilities of ``card``, each marked supported or not."""
    if not card.text:
        return ()
    return _abilities(game, card.text, card.type)
