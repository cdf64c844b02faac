"""Weiß Schwarz card text: the grammar's typed AST compiled into a small program the engine runs.

``compile_ability(node)`` takes one ``grammar.ast.Ability`` and returns a ``Program`` (its
trigger, condition, cost and effect steps as plain dataclasses), or raises ``Unsupported`` with
the reason. The compiler is strict: every argument, term and connector of the AST must be
understood, otherwise the whole ability is unsupported and the ruling reports its text (it is
never run half-understood). The programs are executed by ``ruling.games._ws.effects``; this module
cites no rules and changes no state.

The compiler is split by construction family: ``ir`` (the program's dataclasses), ``nouns``
(selectors), ``conditions``, ``triggers``, ``costs``, ``effects`` (the phrases an effect step is
built from: given abilities, durations, prohibitions, X, slots), ``steps`` (one sentence into
steps), ``sentences`` (constructions over a whole sentence or two steps: swaps, modes,
antecedents) and ``abilities`` (an ability's sentences and ``compile_ability``). This package
re-exports what the engine reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import (
    DELAYED,
    EVERY_ZONE,
    GRANTED,
    Cond,
    CostItem,
    Op,
    Program,
    Sel,
    Trig,
    XDef,
    but_chosen,
    ext,
    face,
    markers,
    not_kind,
    not_names,
    orientation,
    trig_ext,
    with_ext,
    with_trig,
    ws_sel,
    ws_trig,
)

if TYPE_CHECKING:
    from grammar import ast as A


# The compiler's modules are read on the first card text compiled, not when the game is loaded:
# a ruling whose board has no card text never needs them.


def compile_ability(node: A.Ability) -> Program:
    """``abilities.compile_ability``: one ability's AST into its ``Program`` (or ``Unsupported``)."""
    from ruling.games._ws.cardtext.abilities import compile_ability as compile_

    return compile_(node)


def ability_key(node: A.Ability) -> str:
    """``nouns.ability_key``: what 『…』を持つ compares."""
    from ruling.games._ws.cardtext.nouns import ability_key as key

    return key(node)


__all__ = [
    "DELAYED",
    "EVERY_ZONE",
    "GRANTED",
    "Cond",
    "CostItem",
    "Op",
    "Program",
    "Sel",
    "Trig",
    "Unsupported",
    "XDef",
    "but_chosen",
    "ext",
    "face",
    "markers",
    "not_kind",
    "not_names",
    "orientation",
    "trig_ext",
    "with_ext",
    "with_trig",
    "ws_sel",
    "ws_trig",
    "ability_key",
    "compile_ability",
]
