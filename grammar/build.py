"""AST helpers for the typing layer that do not depend on the grammar: which fields of a node
class can hold a given kind of node (from the declared field types), and moving a built
subtree to another offset of the normalised text.

Card text repeats whole sentences across cards; the typing layer builds a sentence once and
reuses it elsewhere with ``shift(node, delta)``: a copy whose spans are moved by ``delta``.
Subtrees without spans (terms such as ``Zone`` or ``Count``) are shared, not copied: nodes
are frozen. A span that is a field's default (``Span(0, 0)``: "no position") or registered
with ``fixed_span`` stays as it is.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any

from grammar import ast as A

# ------------------------------------------------------------------ declared field types


def _hints(cls: type) -> dict[str, object] | None:
    try:
        return typing.get_type_hints(cls, vars(A))
    except Exception:  # noqa: BLE001 - unknown annotations: treat every field as open
        return None


def _classes(tp: object, out: list[object]) -> None:
    """AST classes a declared type mentions; ``None`` for a type that may hold anything."""
    if isinstance(tp, types.UnionType) or typing.get_origin(tp) in (typing.Union, tuple):
        for arg in typing.get_args(tp):
            if arg is not Ellipsis:
                _classes(arg, out)
    elif isinstance(tp, type) and (tp in (int, bool, float, type(None)) or issubclass(tp, str)):
        return  # a leaf (enums are str)
    elif isinstance(tp, type) and hasattr(tp, "__dataclass_fields__"):
        out.append(tp)
    else:
        out.append(None)


def fields_holding(cls: type, holds_itself: Callable[[type], bool]) -> tuple[str, ...]:
    """Fields of dataclass ``cls`` (in order) whose declared type can hold, directly or
    further down, a node of a class for which ``holds_itself`` is true. A field with an
    unknown type counts as holding anything."""
    graph: dict[type, list[object]] = {}

    def refs_of(c: type, hints: dict[str, object] | None, name: str) -> list[object]:
        out: list[object] = []
        if hints is None or name not in hints:
            out.append(None)
        else:
            _classes(hints[name], out)
        return out

    def explore(c: type) -> None:
        if c in graph:
            return
        hints = _hints(c)
        refs: list[object] = []
        for n in c.__dataclass_fields__:  # type: ignore[attr-defined]
            refs += refs_of(c, hints, n)
        graph[c] = refs
        for d in refs:
            if isinstance(d, type):
                explore(d)

    explore(cls)
    holding = {c for c, refs in graph.items() if holds_itself(c) or None in refs}
    changed = True
    while changed:
        changed = False
        for c, refs in graph.items():
            if c not in holding and any(r in holding for r in refs):
                holding.add(c)
                changed = True
    hints = _hints(cls)
    return tuple(
        n
        for n in cls.__dataclass_fields__  # type: ignore[attr-defined]
        if any(r is None or r in holding for r in refs_of(cls, hints, n))
    )


# ------------------------------------------------------------------ shifting spans

_FIXED_SPANS: set[int] = set()  # ids of spans that mean "no position"
# per class: (all fields, fields that can hold a span) or None for leaves
_INFO: dict[type, tuple[tuple[str, ...], tuple[str, ...]] | None] = {}


def fixed_span(span: A.Span) -> A.Span:
    """Register ``span`` as a "no position" value that ``shift`` leaves alone."""
    _FIXED_SPANS.add(id(span))
    return span


def _info(t: type) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    fields = getattr(t, "__dataclass_fields__", None)
    info = None
    if fields and t is not A.Span:
        for f in fields.values():
            if isinstance(f.default, A.Span):
                _FIXED_SPANS.add(id(f.default))
        movable = fields_holding(t, lambda c: c is A.Span)
        if movable:
            info = (tuple(fields), movable)
    _INFO[t] = info
    if info is None and t is not A.Span:
        _STATIC.add(t)
    return info


# types whose instances hold no span: shared as they are
_STATIC: set[type] = {str, int, bool, float, type(None)}


def shift(node: Any, delta: int) -> Any:
    """``node`` with every span moved by ``delta`` (``node`` itself when nothing moves)."""
    if delta == 0:
        return node
    return _shift(node, delta)


def _shift(node: Any, delta: int) -> Any:
    t = type(node)
    if t is A.Span:
        if id(node) in _FIXED_SPANS:
            return node
        return A.Span(node.start + delta, node.end + delta)
    if t is tuple or t is list:
        out = None
        for i, x in enumerate(node):
            if type(x) in _STATIC:
                continue
            y = _shift(x, delta)
            if y is not x:
                if out is None:
                    out = list(node)
                out[i] = y
        if out is None:
            return node
        return tuple(out) if t is tuple else out
    info = _INFO[t] if t in _INFO else _info(t)
    if info is None:
        return node
    names, movable = info
    changed = {}
    for n in movable:
        old = getattr(node, n)
        if type(old) in _STATIC:
            continue
        new = _shift(old, delta)
        if new is not old:
            changed[n] = new
    if not changed:
        return node
    out_node = object.__new__(t)
    for n in names:
        object.__setattr__(out_node, n, changed[n] if n in changed else getattr(node, n))
    return out_node
