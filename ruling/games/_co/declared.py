"""Sections of the basic rules the co engine declares it does not implement, with why (ja, en).

Kept out of ``co.py`` on purpose: the citation scanner reads every dotted clause id written in
the modules of the engine's procedures, and a section named here is not implemented, not cited.
"""

from __future__ import annotations

NOT_IMPLEMENTED: dict[str, tuple[str, str]] = {
    "1.3": ("対戦場所の準備: ゲームの処理ではない", "the playing area: no game procedure"),
    "1.5": (
        "カウンターの準備: カウンターを使うカードの文例がない",
        "counters: the rules quote no card that uses them",
    ),
}
