"""Sections of the comprehensive rules the mc engine declares it does not implement, with why
(ja, en).

Kept out of ``mc.py`` on purpose: the citation scanner reads every dotted clause id written in
the modules of the engine's procedures, and a section named here is not implemented, not cited.
"""

from __future__ import annotations

NOT_IMPLEMENTED: dict[str, tuple[str, str]] = {
    "10.5.5": (
        "状態誘発: まだ実行しない",
        "state triggers: not run yet",
    ),
    "14.6.3.2": (
        "◇特殊能力による召喚（普通召喚宣言時／即時召喚宣言時）: まだ実行しない（未対応として報告）",
        "◇ abilities that summon their card: not run yet (reported as unsupported)",
    ),
    "14.6.3.3": (
        "◇特殊能力による地形配置: まだ実行しない（未対応として報告）",
        "◇ abilities that place their card as a terrain: not run yet (reported as unsupported)",
    ),
    "15.1.7": (
        "カード効果による英雄・同名ユニットの召喚: ◇特殊能力による召喚（読みの分岐、"
        "hero_diamond_summon_beside_same_name）のほかは、召喚する効果はまだ実行しない",
        "a hero or a unit of the same name summoned by an effect: beyond a ◇ ability's summon (a "
        "reading, hero_diamond_summon_beside_same_name), summoning effects are not run yet",
    ),
    "15.4.6": (
        "【強制配置】: ◇特殊能力による地形配置（14.6.3.3）はまだ実行しない",
        "【強制配置】: terrain placement by a ◇ ability (14.6.3.3) is not run yet",
    ),
    "15.4.7": (
        "【普通召喚】（アイコン）: ◇特殊能力による召喚（14.6.4.1）はまだ実行しない",
        "【普通召喚】 (icon): a summon by a ◇ ability (14.6.4.1) is not run yet",
    ),
    "15.4.8": (
        "【即時召喚】（アイコン）: ◇特殊能力による召喚（14.6.4.1）はまだ実行しない",
        "【即時召喚】 (icon): a summon by a ◇ ability (14.6.4.1) is not run yet",
    ),
    "15.4.9": (
        "【時の歯車】: 効果のダイス結果の「+1D」（3.4.4 の「高い目1つ」との関係を含む）はまだ実行しない"
        "（イニシアチブ決定のダイスは実行する）",
        "【時の歯車】: the 「+1D」 on an effect's dice result (and how it meets 3.4.4's 「高い目1つ」)"
        " is not run yet (the initiative die is)",
    ),
    "15.5": (
        "構築ルール: シナリオはデッキリストではない",
        "deck-construction rules: a scenario is no deck list",
    ),
    "17.1": (
        "アイコン: 図の一覧（エンジンの処理ではない）",
        "icons: a list of pictures (no engine procedure)",
    ),
}
