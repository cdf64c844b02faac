"""The terms of the grammar's noun phrases as the compilers compare them with shapes, read
without importing the grammar (``grammar.ast`` is imported only when a card has text to compile,
``ruling.lazy``): one reading for every game's compiler (issue 12, folded from co and mc)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def terms(np: Any) -> tuple[Any, ...]:
    """The terms of a noun phrase, in order; none for a value that has none (a missing
    argument, a number, a clause) — so a compiler compares any argument's terms with a shape
    without asking what it is first."""
    return tuple(getattr(np, "terms", ()) or ())


def class_name(x: Any) -> str:
    """The AST class of ``x`` by name (``Word``, ``Ref`` …), as a compiler's tables of shapes
    spell it."""
    return type(x).__name__


def shape(items: Iterable[Any]) -> list[tuple[str, Any]]:
    """Each term as (its class name, its id) — the form a compiler's tables of shapes compare
    with (``[("Word", "effect")]``, ``[("Ref", "this"), ("CardKind", "effect")]``); None for a
    term without an id."""
    return [(class_name(t), getattr(t, "id", None)) for t in items]


def sole_relative(np: Any) -> Any:
    """The clause of a noun phrase that is one relative clause and nothing else — 「…した時」's
    event 「…した」, 「…している間」's state — the shape every game's compiler asks of an argument
    before it reads the clause; None for any other value (two terms, a word, a number, none)."""
    if class_name(np) != "NounPhrase":
        return None
    ts = terms(np)
    if len(ts) == 1 and class_name(ts[0]) == "Relative":
        return ts[0].clause
    return None


def noun_args(c: Any, role: Any, n: int) -> list[Any]:
    """The arguments of a clause with ``role`` whose value is a noun phrase of ``n`` terms —
    the shape a compiler asks of 「…を1枚まで選び」's count (one term, the bare role) or
    「…のターン終了時に」's goal (two terms) before it reads the terms themselves."""
    return [
        a
        for a in c.args
        if a.role is role and class_name(a.value) == "NounPhrase" and len(terms(a.value)) == n
    ]


def roles_exactly(c: Any, *roles: Any) -> dict[Any, Any] | None:
    """A clause's arguments by role (their values) when it has each of ``roles`` once and no
    other — the shape a compiler asks of 「XをYに置く」 (object, goal) or 「XがYだ」 (subject,
    predicate) before it reads it; None for a clause with a role repeated, missing or more."""
    by = {a.role: a.value for a in c.args}
    if len(by) != len(c.args) or set(by) != set(roles):
        return None
    return by
