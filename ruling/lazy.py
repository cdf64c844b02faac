"""A module imported when it is first used, not when its importer is: the card-text compilers
read the grammar's AST (``grammar.ast``, a large module) only when a card has text to compile,
so a ruling without card text does not pay for it."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


class LazyModule:
    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):
            raise AttributeError(attr)
        if self._module is None:
            self._module = importlib.import_module(self._name)
        return getattr(self._module, attr)


def module(name: str) -> Any:
    """``name``, imported on the first attribute read."""
    return LazyModule(name)
