"""Start-up work of the grammar done a cheaper way must give what the plain way gives: the
literal split of a terminal's pattern (``grammar.lalr.literal_alternatives``, read for each
terminal when a card first needs it) and the fields of a node class that can hold a kind of
node (``grammar.build.fields_holding``, read for each class when a card first needs it)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from grammar import ast as A
from grammar import build, lalr
from grammar.tables import STRUCTURE_GAMES, shipped

_META = frozenset(".^$*+?{}[]()|\\")


def _reference(regexp: str) -> list[str] | None:
    """``literal_alternatives`` as it was, one character at a time."""
    body = regexp
    if regexp.startswith("(?:") and regexp.endswith(")"):
        body = regexp[3:-1]
    out: list[str] = []
    cur: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1].isalnum():
                return None
            cur.append(body[i + 1])
            i += 2
            continue
        if ch == "|":
            if body is regexp:
                return None
            out.append("".join(cur))
            cur = []
        elif ch in _META:
            return None
        else:
            cur.append(ch)
        i += 1
    out.append("".join(cur))
    return out if all(out) else None


_PIECES = st.sampled_from(
    ["(?:", ")", "|", "\\", "\\|", "\\.", "\\d", "\\あ", "\\_", "\\\\", ".", "*", "[", "]", "{"]
    + ["a", "Z", "0", "_", "あ", "枚", "１", "Ⅱ", "\n", " ", "、", "＋", "-", "「"]
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_PIECES, max_size=12))
def test_literal_alternatives_fast_path(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert lalr.literal_alternatives(text) == _reference(text)
    grouped = f"(?:{text})"
    assert lalr.literal_alternatives(grouped) == _reference(grouped)


def _patterns(spec: Any, out: set[str]) -> None:
    if isinstance(spec, dict):
        for v in spec.values():
            _patterns(v, out)
    elif isinstance(spec, (list, tuple)):
        if len(spec) == 2 and all(isinstance(x, str) for x in spec):
            out.add(spec[1])
        for v in spec:
            _patterns(v, out)


def test_literal_alternatives_fast_path_on_the_grammars_terminals() -> None:
    patterns: set[str] = set()
    for name in ("clause", *(f"structure-{g}" for g in STRUCTURE_GAMES)):
        spec = shipped(name)
        if spec is not None:
            _patterns(spec["lexers"], patterns)
    assert len(patterns) > 100
    for rx in patterns:
        assert lalr.literal_alternatives(rx) == _reference(rx), rx


def _fields_holding_reference(cls: type, holds_itself: Any) -> tuple[str, ...]:
    """``grammar.build.fields_holding`` as it was: a fixpoint over the whole graph."""
    graph: dict[type, tuple[object, ...]] = {}

    def explore(c: type) -> None:
        if c in graph:
            return
        refs = graph[c] = build._class_refs(c)
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
    return tuple(
        n
        for n in cls.__dataclass_fields__  # type: ignore[attr-defined]
        if any(r is None or r in holding for r in build._field_refs(cls, n))
    )


def test_fields_holding_equals_the_fixpoint() -> None:
    classes = [
        c for c in vars(A).values() if isinstance(c, type) and hasattr(c, "__dataclass_fields__")
    ]
    predicates = [lambda c: c is A.Span, lambda c: c is A.Span or c in build._FILLED_TERMS]
    predicates += [lambda c, t=t: issubclass(c, t) for t in classes]
    for cls in classes:
        for holds in predicates:
            assert build.fields_holding(cls, holds) == _fields_holding_reference(cls, holds)
