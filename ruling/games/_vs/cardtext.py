"""Card text (技効果) compiled from the grammar's AST into programs the engine runs."""

from __future__ import annotations

from typing import Any

from ruling.abilities import Unsupported
from ruling.core import Ctx


def compile_ability(node: Any, items: tuple[Any, ...] = ()) -> Any:
    raise Unsupported("Victory Spark card text is not executed yet")


def static_effects(ctx: Ctx, uid: str) -> list[Any]:
    return []
