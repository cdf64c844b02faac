"""Weiß Schwarz winning and losing outside the rule processes (1.2): conceding, and an effect that
makes a player lose or win."""

from __future__ import annotations

from ruling import at_once, unsettled

concede = at_once.lose(
    __name__,
    "concede",
    ("1.2.4", "1.2.4.1"),
    "{player} は投了し、チェックタイミングを待たずに敗北",
    "{player} concedes and loses at once, without waiting for a check timing",
)

lose_by_effect = at_once.lose(
    __name__,
    "effect",
    ("1.2.5",),
    "効果により {player} はチェックタイミングを待たずに敗北",
    "an effect makes {player} lose, without waiting for a check timing",
    # a misprint the text settles: what is left of 1.2.5 says 「チェックタイミングを待たず」 —
    # said as a stated reading, not an ambiguity
    note=unsettled.stated(
        "同梱のルール文書では 1.2.5 が「その効果」の後で途切れています。"
        "残る「チェックタイミングを待たず」に従い、効果によりただちに敗北するものと読んでいます",
        "1.2.5 is cut off in the bundled rules text after 「その効果」; what is left of it, "
        "「チェックタイミングを待たず」 (without waiting for a check timing), reads as an immediate loss",
        ("1.2.5",),
    ),
)

# An effect makes ``player`` win (1.2.5): the game ends at once, every other player having lost
# (1.2.1).
win_by_effect = at_once.win_by_effect(
    __name__,
    ("1.2.5",),
    "効果により {player} はチェックタイミングを待たずに勝利する（{others} は敗北）",
    "an effect makes {player} win, without waiting for a check timing ({others} loses)",
    note=unsettled.stated(
        "同梱のルール文書では 1.2.5 が「その効果」の後で途切れています。"
        "残る「チェックタイミングを待たず」に従い、効果によりただちに勝利するものと読んでいます",
        "1.2.5 is cut off in the bundled rules text after 「その効果」; what is left of it, "
        "「チェックタイミングを待たず」 (without waiting for a check timing), reads as an immediate win",
        ("1.2.5",),
    ),
)
