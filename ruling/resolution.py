"""One resolution of a card's ability, as the games' step runners keep it (vg 11.10, ws 8.1): who
plays it (``master``), from which card (``source``), its compiled program and text, what it
chose (``chosen``), looked at (``looked``) and noted on the way (``data``), and the steps that
decided it happens (``why``, the condition met …). A game adds what its own steps keep."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ruling.core import Ctx


@dataclass
class Resolution:
    """One ability or effect being carried out: its master, source, program and what its steps recorded."""

    ctx: Ctx
    master: str
    source: str | None
    program: Any
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    chosen: list[str] = field(default_factory=list)
    looked: list[str] = field(default_factory=list)
    why: tuple[int, ...] = ()  # steps that decided the effect happens (the condition met …)
