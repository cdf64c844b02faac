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
    "10.5": (
        "誘発型能力の誘発とプレイ: 自動型（●）の能力はまだ実行しない（未対応として報告）",
        "triggered abilities: automatic (●) abilities are not run yet (reported as unsupported)",
    ),
    "10.8": (
        "置換効果の処理: カードの置換効果はまだ実行しない",
        "replacement effects from card text: not run yet",
    ),
    "10.15": (
        "効果を打ち消す表記: まだ実行しない",
        "effects that cancel effects: not run yet",
    ),
    "13.1.2": (
        "「アイテム:x」: 消耗品の使用と枠の未消費への戻り（13.1.2.5）はまだ実行しない（装備の枠は item_slots で判定）",
        "「アイテム:x」: consumable items and slots coming back unspent (13.1.2.5) are not run "
        "yet (equipment slots are judged with item_slots)",
    ),
    "13.1.3": (
        "「スペル:x」と戦闘スペルカードの使用: まだ実行しない",
        "「スペル:x」 and battle spell cards: not run yet",
    ),
    "14.6": (
        "◇手札型特殊能力: まだ実行しない（未対応として報告）",
        "◇ hand abilities: not run yet (reported as unsupported)",
    ),
    "14.7": (
        "●自動型特殊能力: まだ実行しない（未対応として報告）",
        "● automatic abilities: not run yet (reported as unsupported)",
    ),
    "14.8": (
        "▽反転型特殊能力: まだ実行しない（未対応として報告）",
        "▽ reversal abilities: not run yet (reported as unsupported)",
    ),
    "15.4": (
        "追加ルール（【専用】【秘伝】【強制配置】ほか）: まだ実行しない",
        "additional rules (【専用】, 【秘伝】, 【強制配置】 …): not run yet",
    ),
    "15.5": (
        "構築ルール: シナリオはデッキリストではない",
        "deck-construction rules: a scenario is no deck list",
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
