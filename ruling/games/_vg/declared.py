"""Sections of the comprehensive rules the vg engine declares it does not implement, with why
(ja, en).

Kept out of ``vg.py`` on purpose: the citation scanner reads every dotted clause id written in
the modules of the engine's procedures, and a section named here is not implemented, not cited.
"""

from __future__ import annotations

# Chapter 17: set-specific rules. 17.5 (収容, prisons) is implemented; the corpus
# (../shared/cards/vg.cards.jsonl) has no card of the other sets except one Monster Strike card.
NOT_IN_CORPUS = (
    "コーパスにこれを使うカードがないため未実装",
    "no card of the corpus uses it; not implemented",
)


def _absent(ja: str, en: str) -> tuple[str, str]:
    return f"{ja}: {NOT_IN_CORPUS[0]}", f"{en}: {NOT_IN_CORPUS[1]}"


def _used(ja: str, en: str, cards: str) -> tuple[str, str]:
    """A mechanic cards of the corpus use, not implemented yet: the cards that use it are
    refused by the compiler (reported unsupported)."""
    return (
        f"{ja}: コーパスの {cards} が使うが、まだ未実装（その能力は未対応として報告される）",
        f"{en}: used by {cards} in the corpus; not implemented yet (those abilities are reported"
        " unsupported)",
    )


def _dominion(ja: str, en: str) -> tuple[str, str]:
    """A part of 支配 (7.39) not built: a scenario reaching it is refused (unsupported)."""
    return (
        f"{ja}: 支配の一部として未実装（そこに至るシナリオは未対応として報告される）",
        f"{en}: a part of 支配 not implemented (a scenario reaching it is reported unsupported)",
    )


NOT_IMPLEMENTED: dict[str, str | tuple[str, str]] = {
    # 呪縛 (7.30): the locked state (a scenario gives it, _vg/locked.py), locking by an effect
    # (「…を呪縛する」, _vg/steps.run_op) and the dress origins of a unit locked (round 62,
    # _vg/locked.after_locked) are implemented
    # chapters 7 / 14 mechanics no card of the corpus uses (checked by searching the card list
    # for 解呪 / デリート / タイムリープ / 時翔: no hit)
    # デリート (7.32): deleting by an effect (7.32.1-7.32.6), a ride on a deleted unit (7.32.8) is implemented
    # (_vg/steps.run_op, values.power, continuous.programs); a deleted legion keeps the legion (7.32.7)
    # since round 61 (tests/ruling/test_vg_r61_deleted_legion.py)
    # round 16 (s12cover): the parts of the procedures that belong to mechanics no card of the
    # corpus uses (searched in the card list: 魔合成, ステージ, 一気, ツインドライブ, 究極超越,
    # Gガーディアン, 楽曲, 星域, メアの贈り物, ユニットとして — no hit)
    # 6.6.3 究極超越 runs since round 60 (tests/ruling/test_vg_r60_ultimate_stride.py); a ギーゼ
    # card's (17.1) does not
    "6.6.3.3": _absent(
        "ギーゼカードの究極超越（17.1）", "the ultimate stride of a ギーゼ card (17.1)"
    ),
    # 7.41 ステージにする runs since round 62 (_vg/stage; tests/ruling/test_vg_r62_stage.py)
    # 7.42 一気呵勢／一気爆勢 runs since round 32 (tests/ruling/test_vg_rules_r32.py)
    # 7.44 魔合成 runs since round 62 (specific.play_order ``fuse:``; an order gaining B's
    # continuous / automatic abilities, 7.44.2, is said as unsupported;
    # tests/ruling/test_vg_r62_fuse.py)
    # 7.46 「ツインドライブを行う」 runs since round 34 (tests/ruling/test_vg_vocabulary_r34.py)
    # 9.11.4 (a song order on a circle to the drop in the end phase) runs since round 35
    # (turn._songs_to_drop; tests/ruling/test_vg_rules_r35.py)
    # 9.11.5 (a unit on a 星域 circle to the deck bottom in the end phase) runs since round 52
    # (_vg/circle_attributes; tests/ruling/test_vg_r52_star_domain.py)
    # more searched (no hit): アタック先, ヒットしていなくても, ユニークスキル, ゲージを移動, 回発動,
    # ランダム; and no card deals damage to several vanguards
    # a state trigger (11.9.8, 「あなたの手札にカードがない時、」) and 【ユニークスキル】 (12.3.4) run
    # since round 31 (_vg/autos.state_triggers, GAME_LIMITS)
    # the check timing of 「スタンドアップした時」 (9.2.1): the only such ability of the corpus is
    # D-PR/1547's 「あなたがスタンドアップした時、あなたはストライカーになる！」, refused (17.6.1.1)
    "9.2.1": _used(
        "「スタンドアップした時」の自動能力のチェックタイミング",
        "the check timing of 「スタンドアップした時」 abilities",
        "D-PR/1547（17.6.1.1）",
    ),
    "7.15.1.3.1": _absent("「(数値)回発動する」", "「(数値)回発動する」 (triggers N times)"),
    # 7.40.6 「ゲージを移動する」 runs since round 50 (tests/ruling/test_vg_r50_gauge_move.py)
    # 10.7.1.8 「ヒットしていなくても発動する」 runs since round 59 (a scenario effect
    # ``hit_even_if_not``, tests/ruling/test_vg_r59_hit_even_if_not.py)
    "15.6": _absent("疑似カード‘メアの贈り物’", "the pseudo-card メアの贈り物"),
    "18.5": _absent("セットカードをユニットとして扱う", "a set card treated as a unit"),
    # 18.6: a fighters' rule of an event, not a card: a scenario has no field for it
    "18.6": (
        "ファイターズルール等による超越の禁止: シナリオにこれを書く項目がないため未実装",
        "stride forbidden by an event's fighters' rules: a scenario has no field for it; not "
        "implemented",
    ),
    # 支配 (7.39): the state for this turn or while its effect resolves, read in the units a
    # description names (counts, rows, columns) and on leaving the circle, is implemented since
    # round 52 (_vg/dominate.py), an attack by a dominated unit (7.39.3, 7.39.7) and gift markers
    # (7.39.8) since round 62, a move to its owner's other circle (7.39.4.3) since round 63; not
    # yet — a scenario reaching them is refused (unsupported):
    **{
        sec: _dominion(ja, en)
        for sec, ja, en in (
            (
                "7.39.1.2.1",
                "ガーディアンサークルに置く支配",
                "dominating a card onto the guardian circle",
            ),
            (
                "7.39.1.3",
                "支配状態のユニットが参照する将来の時点",
                "a future moment a dominated unit refers to",
            ),
            ("7.39.1.4", "双闘状態のユニットの支配", "dominating a unit in legion"),
            (
                "7.39.2.3.1",
                "支配状態のユニットの自動能力（支配ファイターによるプレイ）",
                "a dominated unit's automatic abilities (played by the dominating fighter)",
            ),
            ("7.39.2.5", "支配中の山札のシャッフル", "shuffling the decks while dominating"),
        )
    },
    # 13.14.1 (buddy soul on a vanguard) is implemented with 17.17.7 (_vg/buddy.py)
    "13.14.2": _absent(
        "バディソウルでないソウルを持つリアガード（17.17 バディファイト）",
        "a rear-guard with soul that is not buddy soul (17.17 Buddyfight)",
    ),
    "13.14.3": _absent(
        "バディファイト関連カードの装備の重複（17.17.10）",
        "several Buddyfight equipment cards on one unit (17.17.10)",
    ),
    # 先駆 14.8, 盟主 14.9, 救援 14.19, 天啓 14.22, 竜炎 14.23, 暴喰 14.26: run as the ability they
    # mean (_vg/cardtext.MEANINGS)
    # chapter 14 keywords no card of the corpus uses (checked by searching the card list for each
    # spelling grammar/keywords.py lists: no hit); no real card wording to derive a scenario from
    # 儀式 as a validity keyword (14.20.2.2) is read, on an automatic ability with the cards its
    # event puts in the drop (14.20.2.3, round 31: _vg/autos.ritual_event_cards); an order's 儀式
    # (14.20.3) is not
    "14.20.3": (
        "オーダーカードの儀式: 未実装（その能力は未対応として報告される）",
        "an order card's 儀式: not implemented (such abilities are reported unsupported)",
    ),
    # round 28 (s24vgkw): 闘魂 14.29, 突撃 14.31, 深闇 14.32, 亡霊 14.35, ♪♪ 14.36, 白翼／黒翼 14.43,
    # フレンド 14.46 and エースユニット 14.57 run (tests/ruling/test_vg_keywords_r28.py); round 29
    # (s25vgkw): 連波 14.37 (a validity on the battle's number) and 開花 14.40 (its reminder's
    # trigger), tests/ruling/test_vg_keywords_r29.py; not yet:
    "14.39": _absent("達成", "達成 (success)"),
    "14.41": _absent("旋律", "旋律 (melody)"),
    "17.2": _absent("ギーゼカード（両面カード）", "ギーゼカード (double-faced card)"),
    # 17.3 星域: a circle gains it by an effect (17.3.1), the normal call there (17.3.1.1,
    # 17.3.1.2), its rule process (17.3.1.6, 17.3.2.1), the end phase (17.3.1.5) and the attack
    # from the back row with its drive check (17.3.1.3, 17.3.1.4, 17.3.1.4.1; _vg/battle) run
    # since round 52 (_vg/circle_attributes); a locked card on it dropped by the rule process
    # (17.3.1.7, 17.3.2.2) since round 62
    # 17.4 楽曲オーダー: a song order played goes to the center back circle (17.4.2, 17.4.2.2,
    # round 49, _vg/specific), a unit put on its circle sends it to the drop (17.4.4,
    # turn.called_over), in the end phase to the drop (17.4.5, 9.11.4), put on a 星域 circle to
    # the drop at once (17.4.2.3, round 52)
    # 17.6 モンスターストライク: the zone モンスターBOX (17.6.1.2, 17.6.1.2.1), ピックアップガチャ
    # (17.6.3.1) and ストライクショット (17.6.4) are implemented; not yet:
    "17.6.1.1": (
        "ストライカーになる（ガチャリドラをオーダーゾーンに置き、モンスターBOXを得る）: コーパスの"
        " D-PR/1547 が使うが、まだ未実装（その能力は未対応として報告される）",
        "becoming a striker (ガチャリドラ to the order zone, the monster BOX gained): used by D-PR/1547"
        " in the corpus; not implemented yet (those abilities are reported unsupported)",
    ),
    "17.6.2": _absent(
        "メインフェイズ中に手札とモンスターBOXの同じグレードのカードを入れ替える行動",
        "the main-phase action exchanging a hand card with a monster BOX card of the same grade",
    ),
    "17.6.3.2": _absent("イベント", "イベント (event)"),
    # 17.7 曲と歌う runs since round 60 (s57vgO, _vg/order_acts: 歌う 17.7.2, face down 17.7.3)
    # 17.8 装備オーダー runs since round 33 (_vg/equip.py), the effect 「…を装備させる」 (17.8.4)
    # since round 49 (equip.equip)
    "17.9": _absent("SHAMAN KING", "SHAMAN KING"),
    "17.10": _absent("神器錬成（ヴェルンド）", "神器錬成 (ヴェルンド)"),
    # 17.11 スカウト / エンゲージ runs since round 64 (s61vgR3, _vg/storage.py)
    # 17.12 プロダクトと稼働 runs since round 60 (s57vgO, _vg/order_acts: 稼働させる 17.12.2,
    # the keyword 稼働 17.12.3)
    "17.13": _absent("ムシキング", "ムシキング"),
    # 17.14.1 (真剣必殺, a validity keyword) and 17.14.2 (誉, one 誉 cost a turn) run (round 31,
    # tests/ruling/test_vg_rules_r31.py), 17.14.3 (二刀開眼, an automatic keyword of two trigger
    # shapes) too (round 43, tests/ruling/test_vg_r43_cardtext.py); not yet:
    **{
        sec: _absent(f"刀剣乱舞（{what}）", f"刀剣乱舞 ({what})")
        for sec, what in (("17.14.4", "修行中"), ("17.14.5", "クレスト"))
    },
    "17.15": _absent("五等分の花嫁", "五等分の花嫁"),
    # 17.16.3 (開眼, a validity keyword) runs (round 31), 17.16.6 (爆裂成長期, _vg/growth.py) and
    # 17.16.7 (C+P=X, _vg/formula.py) since round 64; not yet:
    **{
        sec: _absent(f"コロコロコミック（{what}）", f"コロコロコミック ({what})")
        for sec, what in (
            ("17.16.1", "でんぢやらすスキル"),
            ("17.16.2", "リトライ"),
            ("17.16.4", "契約"),
            ("17.16.5", "デカ杉っ!"),
        )
    },
    # 17.17.7 (buddy soul) is implemented (_vg/buddy.py, the state a scenario gives) but for
    # these two parts
    **{
        sec: _absent("バディファイト", "Buddyfight")
        for sec in (
            "17.17.1",
            "17.17.2",
            "17.17.3",
            "17.17.4",
            "17.17.5",
            "17.17.6",
            "17.17.7.3.1",
            "17.17.7.5",
            "17.17.8",
            "17.17.10",
            "17.17.13",
            "17.17.14",
        )
    },
}
