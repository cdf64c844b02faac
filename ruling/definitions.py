"""Definitions carried by what the card-text compiler read (issue 14, "Citations that are
complete by construction").

A ruling that turns on the wording of a card's text (「バトル相手」, 「…の場合」) rests on the
clause that defines that wording. The grammar types each such word as a term of the AST (a
lexicon id: ``Word("battle_opponent")``, a condition's marker ``baai`` …); this module reads
the terms of an ability's text once, when it is compiled (``ruling.abilities``), by the part of
the ability that holds them (``condition``: every 「…なら」 / 「…場合」 of the text, ``cost``,
``trigger``), and a game's runner cites, on the step where it reads that part, the clauses the
game's table (``ruling/games/definitions.toml``: data, one table per game) gives for those
terms. Only the terms of the part the step read are cited, and only where the table has them."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

TABLE_FILE = Path(__file__).parent / "games" / "definitions.toml"

# AST class name -> the term's kind, as the table writes it (``word:battle_opponent``)
_KINDS = {
    "CardKind": "kind",
    "Zone": "zone",
    "Word": "word",
    "Ref": "ref",
    "Keyword": "keyword",
    "Icon": "icon",
    "Stat": "stat",
    "Position": "pos",
}
PARTS = ("condition", "cost", "trigger", "effect")

# (game, ability text) -> part -> the terms read there
_READ: dict[tuple[str, str], dict[str, frozenset[str]]] = {}


def _term(node: object) -> str | None:
    kind = _KINDS.get(type(node).__name__)
    if kind is None:
        return None
    key = getattr(node, "id", None) or getattr(node, "name", None)
    return f"{kind}:{key}" if key else None


def _spelled(node: object, term: str) -> str | None:
    """The term with the surface the text wrote it in (``kind:climax:CX``), for a noun of the
    lexicon printed in one of several spellings (the node's ``variant``): a rules document may
    define a spelling of its own — 「「クライマックス」の語が「CX」と表記されることがあります」 (ws
    2.3.2.3.3) —, cited where the text used it. None for a node without spellings."""
    from grammar.lexicon import NOUN_SURFACE

    kind, _, key = term.partition(":")
    surfaces = NOUN_SURFACE.get((kind, key), ())
    variant = getattr(node, "variant", None)
    if len(surfaces) < 2 or not isinstance(variant, int) or not 0 <= variant < len(surfaces):
        return None
    return f"{term}:{surfaces[variant]}"


def terms(node: object) -> frozenset[str]:
    """The terms at or below an AST node (a condition also its marker: ``marker:nara``); a noun
    printed in one of its spellings also as the term with that spelling (``zone:memory:思い出``)."""
    from grammar.ast import Condition, walk

    out: set[str] = set()
    for n in walk(node):
        if isinstance(n, Condition):
            out.add(f"marker:{n.marker}")
        t = _term(n)
        if t is not None:
            out.add(t)
            spelled = _spelled(n, t)
            if spelled is not None:
                out.add(spelled)
    return frozenset(out)


def parts(node: Any) -> dict[str, frozenset[str]]:
    """An ability's terms by part: ``condition`` (every condition of its text, the ability's
    own and its steps'), ``cost``, ``trigger``, ``effect`` (its steps, conditions included)."""
    from grammar.ast import Condition, walk

    conds = [n for n in walk(node) if isinstance(n, Condition)]
    return {
        "condition": frozenset().union(*(terms(c) for c in conds)) if conds else frozenset(),
        "cost": terms(getattr(node, "cost", None)),
        "trigger": terms(getattr(node, "trigger", None)),
        "effect": terms(getattr(node, "effect", None)),
    }


def record(game: str, text: str, node: Any) -> None:
    """Keep what the compiler read of ``text`` (called once it compiled)."""
    if node is not None and text:
        _READ[(game, text)] = parts(node)


@cache
def table(game: str) -> dict[str, tuple[str, ...]]:
    """The game's table: term -> the clauses defining that wording."""
    data = tomllib.loads(TABLE_FILE.read_text(encoding="utf-8"))
    return {k: tuple(v) for k, v in data.get(game, {}).items()}


def defined_by(game: str, read: Iterable[str]) -> tuple[str, ...]:
    """The clauses the table gives for these terms, in the table's order."""
    got = set(read)
    return tuple(dict.fromkeys(c for t, cl in table(game).items() if t in got for c in cl))


def defined(game: str, text: str, part: str) -> tuple[str, ...]:
    """The clauses defining the wording of ``part`` of the ability ``text`` (``PARTS``), as the
    compiler read it; () for a text not compiled here or a part with no term in the table."""
    read = _READ.get((game, text))
    return defined_by(game, read.get(part, ())) if read else ()


def defined_term(game: str, text: str, part: str, term: str) -> tuple[str, ...]:
    """The clauses defining the wording of one term (``zone:drop``) as ``part`` of the ability
    ``text`` read it, in any of its spellings (``zone:drop:ドロップ``): what a step reading that
    term alone (a move to the zone it names) rests on; () when the text did not print it so."""
    read = _READ.get((game, text))
    if not read:
        return ()
    got = {t for t in read.get(part, ()) if t == term or t.startswith(term + ":")}
    return defined_by(game, got)
