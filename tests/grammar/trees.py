"""A parse tree (lark) as plain nested lists, for comparing two parses node by node and token by
token, positions included."""

from __future__ import annotations


def tree_dump(x: object) -> object:
    """``x`` (a tree, a token, or a list of them) as nested lists: a tree as its rule name, start,
    end and children; a token as its type, text and position."""
    if isinstance(x, tuple | list):
        return [tree_dump(i) for i in x]
    ch = getattr(x, "children", None)
    if ch is not None:
        return [x.data, getattr(x, "start", None), getattr(x, "end", None), tree_dump(ch)]  # type: ignore[attr-defined]
    return [getattr(x, "type", None), str(x), getattr(x, "start_pos", None)]
