"""Sections of the comprehensive rules the mc engine declares it does not implement, with why
(ja, en).

Kept out of ``mc.py`` on purpose: the citation scanner reads every dotted clause id written in
the modules of the engine's procedures, and a section named here is not implemented, not cited.
"""

from __future__ import annotations

NOT_IMPLEMENTED: dict[str, tuple[str, str]] = {
    "1.2.4": (
        "千日手判定: シナリオは6ターン分の局面の履歴を持たない",
        "the repetition rule: a scenario holds no history of six turns' positions",
    ),
    "3.3": (
        "デック構築（50枚、同名3枚まで）: シナリオはデッキリストではない",
        "deck construction (50 cards, 3 copies): a scenario is no deck list",
    ),
    "6.1": (
        "ゲーム前の準備（シャッフル、本陣、初期手札、先手の1D）: シナリオはゲームの途中から始まる",
        "the set-up (shuffle, headquarters, first hand, the 1D for the first player): a "
        "scenario starts in a game",
    ),
    "12.2.6": (
        "装備品の持ち替え: まだ実行しない",
        "passing equipment between units: not run yet",
    ),
    "12.2.8": (
        "装備品の装備: まだ実行しない（装備済みの装備品はシナリオで与える: equipped_to）",
        "equipping an item: not run yet (equipment in place is given by the scenario: equipped_to)",
    ),
    "16.1": (
        "永久循環: まだ実行しない",
        "endless loops: not run yet",
    ),
    "17.1": (
        "アイコン: 図の一覧（エンジンの処理ではない）",
        "icons: a list of pictures (no engine procedure)",
    ),
}
