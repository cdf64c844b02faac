"""Strictness for a compiler that reads an ability piece by piece (CO, MC): every part of the AST
it was given must have been read, else the ability is refused (``Unsupported``) — a condition,
a connector, a cost on a step, an argument of a step the compiler did not look at would
otherwise be dropped without a word.

    with reading(node) as r:
        ... r.arg(action, role) / r.args(action) / r.took(step, "lead") ...
    # leaving the block checks the node

The shared compiler (``ruling.cardtext.abilities``) is strict by construction (it refuses what it
does not read); this module gives the same guarantee to the compilers of the games whose
notation is read by their own code.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported

_CURRENT: list[Reading] = []


class Reading:
    def __init__(self) -> None:
        self.read: set[tuple[int, str]] = set()
        self.alias: dict[int, int] = {}

    def mark(self, node: Any, part: str) -> None:
        self.read.add((self.alias.get(id(node), id(node)), part))

    def same(self, copy: Any, original: Any) -> None:
        """``copy`` (an action rebuilt from ``original``) is read for it."""
        self.alias[id(copy)] = self.alias.get(id(original), id(original))

    def took_all(self, node: Any) -> None:
        """Every part below ``node`` is read: the compiler recognised it as a whole (a keyword's
        printed sentence, a fixed phrase it checked word by word)."""
        for n in A.walk(node):
            if isinstance(n, A.Action):
                for a in n.args:
                    self.mark(n, a.role.value)
                self.mark(n, "modal")
            elif isinstance(n, A.Step):
                for part in ("lead", "lead_inner", "condition", "cost", "bang"):
                    self.mark(n, part)

    def arg(self, action: A.Action, role: A.Role) -> Any:
        self.mark(action, role.value)
        return next((a.value for a in action.args if a.role is role), None)

    def args(self, action: A.Action) -> list[Any]:
        for a in action.args:
            self.mark(action, a.role.value)
        return [a.value for a in action.args]

    def took(self, node: Any, part: str) -> None:
        self.mark(node, part)

    def unread(self, node: A.Ability) -> list[str]:
        """What the ability holds that was not read."""
        out: list[str] = []
        for name in ("condition", "preamble", "prefix", "cost", "trigger", "target"):
            v = getattr(node, name, None)
            if v not in (None, (), "") and (id(node), name) not in self.read:
                out.append(name)
        if node.keyword_first and (id(node), "keyword_first") not in self.read:
            out.append("a keyword before the colon")
        for sent in node.effect.sentences if node.effect is not None else ():
            for st in sent.steps:
                for part in ("lead", "lead_inner", "condition", "cost"):
                    if getattr(st, part) is not None and (id(st), part) not in self.read:
                        out.append(f"the step's {part}")
                if st.bang and (id(st), "bang") not in self.read:
                    out.append("the step's !")
                b = st.body
                if isinstance(b, A.Action):
                    if b.modal is not None and (id(b), "modal") not in self.read:
                        out.append(f"the modal {b.modal}")
                    for a in b.args:
                        if (id(b), a.role.value) not in self.read:
                            out.append(f"the argument {a.role.value} of {b.verb}")
        return out


def current() -> Reading:
    """The reading in progress (a fresh one, checked by no one, outside ``reading``)."""
    return _CURRENT[-1] if _CURRENT else Reading()


@contextmanager
def reading(node: A.Ability) -> Iterator[Reading]:
    r = Reading()
    _CURRENT.append(r)
    try:
        yield r
    finally:
        _CURRENT.pop()
    left = r.unread(node)
    if left:
        raise Unsupported(f"text the compiler did not read ({', '.join(dict.fromkeys(left))})")
