"""The run side of 宣言する (7.13, ``_vg/declare`` compiles it): the value a declaration made
is kept in the resolution's data (``declared:<field>``) and put into the later steps'
descriptions before they are read (``bind``). Kept apart from the compiler, so that a ruling
whose cards have no text loads no card-text compiler (``ruling/lazy.py``)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from ruling.cardtext.ir import Sel

# the ``Sel.detail`` entry of 「宣言したグレードの」: the value the ability declared
DECLARED = "declared"
# the grades offered to a declaration (7.13.2: a proper value — a grade cards are printed with,
# 2.4; G units are grade 4, 14.12)
GRADES = (0, 1, 2, 3, 4)
CLAUSES = ("7.13.1", "7.13.2")


def declared_of(x: Any) -> bool:
    """Whether a step (or any part of one) reads a declared value."""
    if isinstance(x, Sel) and any(k == DECLARED for k, _ in x.detail):
        return True
    if isinstance(x, (tuple, list)):
        return any(declared_of(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(declared_of(getattr(x, f.name)) for f in dataclasses.fields(x))
    return False


def bind(x: Any, data: dict[str, Any]) -> Any:
    """``x`` with each description of a declared value (``Sel.detail`` ``DECLARED``) made the
    filter on the value declared this resolution (``data['declared:<field>']``); nothing
    declared: a value no card has (-1), so no card is of it."""
    if isinstance(x, Sel):
        d = dict(x.detail)
        field = d.pop(DECLARED, None)
        if field is not None:
            got = data.get(f"declared:{field}")
            x = replace(
                x,
                detail=tuple(d.items()),
                stats=(*x.stats, (field, "eq", -1 if got is None else int(got))),
            )
    if isinstance(x, tuple):
        return tuple(bind(y, data) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        changes = {}
        for f in dataclasses.fields(x):
            if not f.init:
                continue
            old = getattr(x, f.name)
            new = bind(old, data)
            if new is not old and new != old:
                changes[f.name] = new
        return replace(x, **changes) if changes else x
    return x
