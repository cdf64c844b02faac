"""AST helpers for the typing layer that do not depend on the grammar: which fields of a node
class can hold a given kind of node (from the declared field types), and moving a built
subtree to another offset of the normalised text.

Card text repeats whole sentences across cards. Spans are relative to their frame
(``grammar.ast.FRAMES``: a sentence's steps, a trigger's event, a condition's clause, a cost
item's body), so a typed sentence is shared as it is wherever its text is printed.
``shift(node, delta)`` moves a subtree into another frame: a copy whose spans are moved by
``delta``, down to the frames inside it (their contents are relative to them and stay).
Subtrees without spans (terms such as ``Zone`` or ``Count``) are shared, not copied: nodes
are immutable. A span that is a field's default (``Span(0, 0)``: "no position") or
registered with ``fixed_span`` stays as it is; a frame node with such a span leaves its
content in the frame around it.
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable
from typing import Any

from grammar import ast as A

# The tables of generated functions by node type (``_Visitors``, ``_Shifters``, ``_Fillers``
# …) are dicts that build an entry when first asked (``__missing__``). Subscripting a dict
# subclass misses the interpreter's specialised lookup of a plain dict (≈200 more
# instructions a lookup: 182,625 lookups in a WS pass, 55,405 in a VG one), so each table
# also fills a plain dict (``plain``) that the hot loops read, asking the table itself only
# for a type not met before (``try`` costs nothing in the interpreter when nothing is
# raised).

# ------------------------------------------------------------------ declared field types


@functools.cache
def _hints(cls: type) -> dict[str, object]:
    """The declared field types of ``cls``: each field's annotation evaluated in
    ``grammar.ast``'s namespace (``object``, a type that may hold anything, where it does not
    evaluate). ``typing.get_type_hints`` gives the same types but compiles every annotation of
    every class again (a sixteenth of a one-card command's time); here each distinct annotation
    is evaluated once."""
    fields = cls.__dataclass_fields__  # type: ignore[attr-defined]
    return {name: _annotation(f.type) for name, f in fields.items()}


@functools.cache
def _annotation(tp: object) -> object:
    if not isinstance(tp, str):
        return type(None) if tp is None else tp
    try:
        value = eval(tp, vars(A))  # noqa: S307 - a field annotation of grammar/ast.py
    except Exception:  # noqa: BLE001 - unknown annotations: treat the field as open
        return object
    return type(None) if value is None else value


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


@functools.cache
def _field_refs(cls: type, name: str) -> tuple[object, ...]:
    """AST classes field ``name`` of ``cls`` can hold directly (``None``: anything)."""
    hints = _hints(cls)
    out: list[object] = []
    if name not in hints:
        out.append(None)
    else:
        _classes(hints[name], out)
    return tuple(out)


@functools.cache
def _class_refs(cls: type) -> tuple[object, ...]:
    """AST classes any field of ``cls`` can hold directly (``None``: anything)."""
    refs: list[object] = []
    for n in cls.__dataclass_fields__:  # type: ignore[attr-defined]
        refs += _field_refs(cls, n)
    return tuple(refs)


def fields_holding(cls: type, holds_itself: Callable[[type], bool]) -> tuple[str, ...]:
    """Fields of dataclass ``cls`` (in order) whose declared type can hold, directly or
    further down, a node of a class for which ``holds_itself`` is true. A field with an
    unknown type counts as holding anything."""
    graph: dict[type, tuple[object, ...]] = {}

    def explore(c: type) -> None:
        if c in graph:
            return
        refs = graph[c] = _class_refs(c)
        for d in refs:
            if isinstance(d, type):
                explore(d)

    explore(cls)
    # the classes holding such a node directly (or a field of any type), then, back along the
    # fields, every class from which one is reached (one pass over the edges: a fixpoint over
    # the whole graph, repeated until nothing changed, was ≈5 % of a ruling's card-text start-up)
    holders: dict[type, list[type]] = {}
    for c, refs in graph.items():
        for r in refs:
            if isinstance(r, type):
                holders.setdefault(r, []).append(c)
    todo = [c for c, refs in graph.items() if holds_itself(c) or None in refs]
    holding = set(todo)
    while todo:
        for h in holders.get(todo.pop(), ()):
            if h not in holding:
                holding.add(h)
                todo.append(h)
    return tuple(
        n
        for n in cls.__dataclass_fields__  # type: ignore[attr-defined]
        if any(r is None or r in holding for r in _field_refs(cls, n))
    )


# ------------------------------------------------------------------ collecting nodes


def collector(target: type) -> Callable[[object], list[Any]]:
    """A function returning every instance of ``target`` at or below a node, in preorder
    (a node before its fields, fields in declared order, tuple items in order). It enters
    only the fields whose declared type can hold a ``target`` and tuples; a per-class
    visitor is generated from the class's fields on first sight."""
    visitors = _Visitors(target)

    def collect(root: object) -> list[Any]:
        out: list[Any] = []
        f = visitors[type(root)]
        if f is not None:
            f(root, out)
        return out

    return collect


class _Visitors(dict):
    """type → visitor ``(node, out) -> None`` appending the instances of ``target`` below
    the node, or ``None`` for a type that holds none; built on first sight of a type."""

    def __init__(self, target: type) -> None:
        super().__init__()
        self.target = target
        self.plain: dict[type, Any] = {}

    def __missing__(self, t: type) -> Any:
        fn = self._make(t)
        self[t] = self.plain[t] = fn
        return fn

    def _visit_seq(self, node: tuple, out: list[Any]) -> None:
        plain = self.plain
        for x in node:
            try:
                f = plain[type(x)]
            except KeyError:
                f = self[type(x)]
            if f is not None:
                f(x, out)

    def _make(self, t: type) -> Any:
        if t in _LEAF_TYPES:
            return None
        if issubclass(t, tuple):
            return self._visit_seq
        if not getattr(t, "__dataclass_fields__", None):
            return None
        target = self.target
        names = fields_holding(t, lambda c: issubclass(c, target))
        body = ["def visit(node, out):"]
        if issubclass(t, target):
            body.append("    out.append(node)")
        for n in names:
            body += [
                f"    x = node.{n}",
                "    try:",
                "        f = P[type(x)]",
                "    except KeyError:",
                "        f = V[type(x)]",
                "    if f is not None:",
                "        f(x, out)",
            ]
        if len(body) == 1:
            body.append("    return")
        env: dict[str, Any] = {"V": self, "P": self.plain}
        exec("\n".join(body), env)  # noqa: S102 - source built from the class's field names
        return env["visit"]


_LEAF_TYPES = (str, int, bool, type(None))


def located(target: type) -> Callable[[object], list[tuple[Any, int]]]:
    """Like ``collector``, with each instance the offset its spans are relative to (the start
    of its frame in the root's frame: ``grammar.ast.FRAMES``): ``node.span.start + base`` is
    where the node starts in the root's text."""
    visitors = _LocatedVisitors(target)

    def collect(root: object) -> list[tuple[Any, int]]:
        out: list[tuple[Any, int]] = []
        f = visitors[type(root)]
        if f is not None:
            f(root, out, 0)
        return out

    return collect


class _LocatedVisitors(dict):
    """type → visitor ``(node, out, base) -> None`` (see ``located``)."""

    def __init__(self, target: type) -> None:
        super().__init__()
        self.target = target
        self.plain: dict[type, Any] = {}

    def __missing__(self, t: type) -> Any:
        fn = self._make(t)
        self[t] = self.plain[t] = fn
        return fn

    def _visit_seq(self, node: tuple, out: list[Any], base: int) -> None:
        plain = self.plain
        for x in node:
            try:
                f = plain[type(x)]
            except KeyError:
                f = self[type(x)]
            if f is not None:
                f(x, out, base)

    def _make(self, t: type) -> Any:
        if t in _LEAF_TYPES:
            return None
        if issubclass(t, tuple):
            return self._visit_seq
        if not getattr(t, "__dataclass_fields__", None):
            return None
        target = self.target
        names = fields_holding(t, lambda c: issubclass(c, target))
        frame = A.FRAMES.get(t)
        body = ["def visit(node, out, base):"]
        if issubclass(t, target):
            body.append("    out.append((node, base))")
        for n in names:
            inner = "base"
            if n == frame:
                inner = "base if id(node.span) in FIXED else base + node.span.start"
            body += [
                f"    x = node.{n}",
                "    try:",
                "        f = P[type(x)]",
                "    except KeyError:",
                "        f = V[type(x)]",
                "    if f is not None:",
                f"        f(x, out, {inner})",
            ]
        if len(body) == 1:
            body.append("    return")
        env: dict[str, Any] = {"V": self, "P": self.plain, "FIXED": _FIXED_SPANS}
        exec("\n".join(body), env)  # noqa: S102 - source built from the class's field names
        return env["visit"]


def absolute_span(span: A.Span, base: int) -> A.Span:
    """``span`` (relative to a frame starting at ``base``) in the root's frame."""
    if not base or id(span) in _FIXED_SPANS:
        return span
    return A.Span(span.start + base, span.end + base)


def frame_base(node: object, base: int) -> int:
    """The base of ``node``'s content when ``node`` (in a frame at ``base``) is a frame."""
    if type(node) not in A.FRAMES:
        return base
    span = node.span  # type: ignore[attr-defined]
    return base if id(span) in _FIXED_SPANS else base + span.start


# ------------------------------------------------------------------ shifting spans

_FIXED_SPANS: set[int] = set()  # ids of spans that mean "no position"
for _c in list(vars(A).values()):  # every field default of the node classes
    for _f in getattr(_c, "__dataclass_fields__", {}).values() if isinstance(_c, type) else ():
        if isinstance(_f.default, A.Span):
            _FIXED_SPANS.add(id(_f.default))


def fixed_span(span: A.Span) -> A.Span:
    """Register ``span`` as a "no position" value that ``shift`` leaves alone."""
    _FIXED_SPANS.add(id(span))
    return span


# types whose instances hold no span: shared as they are
_STATIC: set[type] = {str, int, bool, float, type(None)}


class _Shifters(dict):
    """type → its shift function ``(node, delta) -> node``, or ``None`` when instances of the
    type hold no span (shared as they are). Built on first sight of a type."""

    def __init__(self) -> None:
        super().__init__()
        self.plain: dict[type, Any] = {}

    def __missing__(self, t: type) -> Any:
        fn = _make_shifter(t)
        self[t] = self.plain[t] = fn
        return fn


_SHIFTERS = _Shifters()


def _shift_span(node: A.Span, delta: int) -> A.Span:
    if id(node) in _FIXED_SPANS:
        return node
    out = _NEW(A.Span)
    if _FROZEN:
        _SET_START(out, node.start + delta)
        _SET_END(out, node.end + delta)
        return out
    out.start = node.start + delta
    out.end = node.end + delta
    return out


def _shift_seq(node: tuple | list, delta: int) -> tuple | list:
    shifters = _SHIFTERS
    plain = shifters.plain
    out = None
    for i, x in enumerate(node):
        try:
            fn = plain[type(x)]
        except KeyError:
            fn = shifters[type(x)]
        if fn is None:
            continue
        y = fn(x, delta)
        if y is not x:
            if out is None:
                out = list(node)
            out[i] = y
    if out is None:
        return node
    return tuple(out) if type(node) is tuple else out


# A node copied without its class's constructor: ``object.__new__`` and its slots set. In
# production the node classes are plain slotted classes, and a plain attribute store (the
# interpreter's slot store, specialised in place) costs about half a call of the slot
# descriptor's ``__set__`` (a method-wrapper call per field) and less than the constructor;
# frozen classes (``grammar.ast.FROZEN``, the test suite) refuse the attribute store, so
# there the descriptors set the slots.
_NEW = object.__new__
_FROZEN = A.FROZEN
_SET_START = A.Span.__dict__["start"].__set__
_SET_END = A.Span.__dict__["end"].__set__


def _rebuilder(
    t: type,
    names: tuple[str, ...],
    movable: tuple[str, ...],
    table: Any,
    inner: Callable[[Any, Any], Any] | None = None,
) -> Any:
    """A function ``(node, arg)`` generated from a node class's fields: each field in
    ``movable`` is passed through ``table[type(value)]`` (with ``arg``; the frame field of a
    frame class with ``inner(node, arg)``), the others copied; the node itself is returned
    when nothing changed. Shared by ``shift`` and ``fill``."""
    slotted = all(isinstance(t.__dict__.get(n), types.MemberDescriptorType) for n in names)
    env: dict[str, Any] = {"S": table, "P": table.plain, "NEW": _NEW, "T": t}
    env["SETATTR"] = object.__setattr__
    env["INNER"] = inner
    frame = A.FRAMES.get(t) if inner is not None else None
    body = ["def rebuild(node, delta):"]
    for i, n in enumerate(movable):
        arg = "INNER(node, delta)" if n == frame else "delta"
        body += [
            f"    x{i} = node.{n}",
            "    try:",
            f"        f = P[type(x{i})]",
            "    except KeyError:",
            f"        f = S[type(x{i})]",
            f"    y{i} = x{i} if f is None else f(x{i}, {arg})",
        ]
    same = " and ".join(f"y{i} is x{i}" for i in range(len(movable)))
    body += [f"    if {same}:", "        return node", "    out = NEW(T)"]
    for n in names:
        value = f"y{movable.index(n)}" if n in movable else f"node.{n}"
        if slotted and not _FROZEN:
            body.append(f"    out.{n} = {value}")
        elif slotted:
            env[f"set_{n}"] = t.__dict__[n].__set__
            body.append(f"    set_{n}(out, {value})")
        else:
            body.append(f"    SETATTR(out, {n!r}, {value})")
    body.append("    return out")
    exec("\n".join(body), env)  # noqa: S102 - source built from the class's own field names
    return env["rebuild"]


def _make_shifter(t: type) -> Any:
    """The shift function of a node class: Python source generated from its fields (the
    fields that can hold a span are shifted, the others copied), compiled once."""
    if t in _STATIC:
        return None
    if t is A.Span:
        return _shift_span
    if t is tuple or t is list:
        return _shift_seq
    fields = getattr(t, "__dataclass_fields__", None)
    if not fields:
        _STATIC.add(t)
        return None
    for f in fields.values():
        if isinstance(f.default, A.Span):
            _FIXED_SPANS.add(id(f.default))
    movable = fields_holding(t, lambda c: c is A.Span)
    if not movable:
        _STATIC.add(t)
        return None
    full = _rebuilder(t, tuple(fields), movable, _SHIFTERS)
    frame = A.FRAMES.get(t)
    if frame is None:
        return full
    # a frame: its own span and the fields in the frame around it move, not its content
    # (relative to it); a frame without a position has its content in the frame around it
    shallow = _rebuilder(t, tuple(fields), tuple(n for n in movable if n != frame), _SHIFTERS)
    fixed = _FIXED_SPANS

    def shift_frame(node: Any, delta: int) -> Any:
        if id(node.span) in fixed:
            return full(node, delta)
        return shallow(node, delta)

    return shift_frame


def shift(node: Any, delta: int) -> Any:
    """``node`` with every span of its frame moved by ``delta`` (``node`` itself when nothing
    moves): the spans inside the frames below it are relative to those and stay."""
    if delta == 0:
        return node
    fn = _SHIFTERS[type(node)]
    return node if fn is None else fn(node, delta)


# ------------------------------------------------------------------ filling in a template


class Filling:
    """How a subtree typed from a template sentence becomes the subtree of a real one: the
    template holds placeholder names ``「\\0i」`` / ``《\\0i》`` where the real sentence has
    names and traits (``values[i]``, without their brackets); ``offsets[p]`` is where the
    template's offset ``p`` lies in the real card text (-1 strictly inside a placeholder:
    no image, ``Unfillable``)."""

    __slots__ = ("values", "offsets", "used", "base", "real")

    def __init__(self, values: list[str], offsets: list[int]) -> None:
        self.values = values
        self.offsets = offsets
        self.used = [False] * len(values)
        # the frame being filled: its start in the template (spans inside it are relative to
        # it) and its image in the real sentence
        self.base = 0
        self.real = offsets[0] if offsets else 0

    def at(self, start: int) -> Filling:
        """The filling of a frame starting at ``start`` of this one (shares ``used``)."""
        out = Filling.__new__(Filling)
        out.values, out.offsets, out.used = self.values, self.offsets, self.used
        out.base = self.base + start
        out.real = self.offsets[out.base]
        if out.real < 0:  # pragma: no cover - spans start and end at token boundaries
            raise Unfillable
        return out

    def text(self, s: str) -> str:
        if s[:1] != PLACEHOLDER:
            return s
        i = int(s[1:])
        self.used[i] = True
        return self.values[i]


PLACEHOLDER = "\x00"


class Unfillable(Exception):
    """A template's subtree does not map onto the real sentence (the caller types it)."""


class _Fillers(dict):
    """type → its fill function ``(node, filling) -> node``, or ``None`` when instances hold
    no span, name or trait (shared as they are). Built on first sight of a type."""

    def __init__(self) -> None:
        super().__init__()
        self.plain: dict[type, Any] = {}

    def __missing__(self, t: type) -> Any:
        fn = _make_filler(t)
        self[t] = self.plain[t] = fn
        return fn


_FILLERS = _Fillers()


def _fill_span(node: A.Span, f: Filling) -> A.Span:
    if id(node) in _FIXED_SPANS:
        return node
    start = f.offsets[f.base + node.start]
    end = f.offsets[f.base + node.end]
    if start < 0 or end < 0:  # pragma: no cover - spans start and end at token boundaries
        raise Unfillable
    out = _NEW(A.Span)
    if _FROZEN:
        _SET_START(out, start - f.real)
        _SET_END(out, end - f.real)
        return out
    out.start = start - f.real
    out.end = end - f.real
    return out


def _fill_name(node: A.Name, f: Filling) -> A.Name:
    text = f.text(node.text)
    return node if text is node.text else A.Name(text)


def _fill_trait(node: A.Trait, f: Filling) -> A.Trait:
    text = f.text(node.text)
    return node if text is node.text else A.Trait(text)


def _fill_seq(node: tuple | list, f: Filling) -> tuple | list:
    fillers = _FILLERS
    plain = fillers.plain
    out = None
    for i, x in enumerate(node):
        try:
            fn = plain[type(x)]
        except KeyError:
            fn = fillers[type(x)]
        if fn is None:
            continue
        y = fn(x, f)
        if y is not x:
            if out is None:
                out = list(node)
            out[i] = y
    if out is None:
        return node
    return tuple(out) if type(node) is tuple else out


_FILLED_TERMS = {A.Name: _fill_name, A.Trait: _fill_trait}


def _make_filler(t: type) -> Any:
    """The fill function of a node class, generated from its fields like ``_make_shifter``'s
    (the fields that can hold a span, a name or a trait are filled, the others copied)."""
    if t in (str, int, bool, float, type(None)):
        return None
    if t is A.Span:
        return _fill_span
    if t in _FILLED_TERMS:
        return _FILLED_TERMS[t]
    if t is tuple or t is list:
        return _fill_seq
    fields = getattr(t, "__dataclass_fields__", None)
    if not fields:
        return None
    for fd in fields.values():
        if isinstance(fd.default, A.Span):
            _FIXED_SPANS.add(id(fd.default))
    movable = fields_holding(t, lambda c: c is A.Span or c in _FILLED_TERMS)
    if not movable:
        return None
    return _rebuilder(t, tuple(fields), movable, _FILLERS, _frame_filling)


def _frame_filling(node: Any, f: Filling) -> Filling:
    """The filling of a frame node's content (its own start; none without a position)."""
    span = node.span
    return f if id(span) in _FIXED_SPANS else f.at(span.start)


def fill(node: Any, filling: Filling) -> Any:
    """``node`` (typed from a template) with its placeholders replaced by the real names and
    traits and its spans moved onto the real sentence (relative to its start, and inside a
    frame to the frame's image); raises ``Unfillable``."""
    fn = _FILLERS[type(node)]
    return node if fn is None else fn(node, filling)
