"""Keyword abilities each rules document defines (WS ch.10, VG ch.14, VS ch.12, MC ch.13-15,
CO 3-4-5-7 / 3-6-2 / 3-4-2), as a closed table: one ``KeywordDef`` per keyword with its id,
spellings, defining clause, what kind of ability it is, and its parameter slots.

The parser turns a keyword in card text into ``grammar.ast.Keyword`` with ``id`` and typed
``args`` (``KeywordArg(slot, value)``), so the engine can dispatch on ``id`` and read named
parameters instead of re-reading text.

Kinds (what the rules say the keyword is):
  auto, continuous, activated - a keyword ability of that kind (e.g. WS アンコール is auto);
  condition - a validity condition heading an ability (VG 有効条件キーワード 14.2: 勇敢 …);
  label - a word naming a family of abilities with no effect of its own (WS 集中, VG 救援);
  limit - a use limit (WS ターン回数制限);
  cost - a cost notation (MC アイテム:x);
  rule - a deck-building or additional rule, not an ability (MC 専用, 構築ルール).

Slots: power, times, number, value (a signed amount), level (a level filter), name (a card
name or keyword name), circle (a VG circle), text (an attribute word list, MC 耐性:x), unit (a
unit condition printed as a stat filter, VG 17.16.6.1 「爆裂成長期-グレード1以下」)."""

from __future__ import annotations

import functools
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KeywordDef:
    """A keyword of a game: its spellings, defining clause and kind."""

    game: str
    id: str
    names: tuple[str, ...]  # spellings in normalised text; the first is canonical
    clause: str  # defining clause of the game's rules document
    kind: str
    slots: tuple[str, ...] = ()
    # how the card prints it where the game has several notations (MC): ``standing``
    # 「名前:値」 (ch.13), ``label`` 【名前】parameter (ch.15), ``colon`` 名前:text (15.5),
    # ``timing`` inside a timing bracket [普通|名前] (15.2, 15.3); empty: the game's usual one
    notation: str = ""


def _defs(
    game: str,
    rows: list[tuple[str, tuple[str, ...], str, str, tuple[str, ...]]],
    notation: dict[str, str] | None = None,
):
    how = notation or {}

    def of(clause: str) -> str:  # the entry of the longest clause prefix
        parts = clause.split(".")
        for n in range(len(parts), 0, -1):
            if ".".join(parts[:n]) in how:
                return how[".".join(parts[:n])]
        return ""

    return tuple(KeywordDef(game, i, n, c, k, s, of(c)) for i, n, c, k, s in rows)


WS = _defs(
    "ws",
    [
        ("alarm", ("アラーム",), "10.1", "label", ()),
        ("encore", ("アンコール",), "10.2", "auto", ()),
        ("hand_encore", ("手札アンコール",), "10.2", "auto", ()),
        ("assist", ("応援",), "10.3", "continuous", ()),
        ("bond", ("絆",), "10.4", "auto", ("name",)),
        ("backup", ("助太刀",), "10.5", "activated", ("power", "level")),
        ("great_performance", ("大活躍",), "10.6", "continuous", ()),
        ("brainstorm", ("集中",), "10.7", "label", ()),
        ("change", ("チェンジ",), "10.8", "label", ()),
        ("memory", ("記憶",), "10.9", "label", ()),
        ("experience", ("経験",), "10.10", "label", ()),
        ("shift", ("シフト",), "10.11", "auto", ("level",)),
        ("accelerate", ("加速",), "10.12", "label", ()),
        ("resonance", ("共鳴",), "10.13", "label", ()),
        ("force", ("フォース",), "10.14", "label", ()),
        ("combine", ("合体",), "10.15", "label", ()),
        ("separate", ("分離",), "10.16", "auto", ("name",)),
        ("link", ("リンク",), "10.17", "continuous", ("name",)),
        ("inherit", ("継承",), "10.18", "label", ()),
        ("turn_limit", ("ターン回数制限",), "10.19", "limit", ("times",)),
    ],
)

VG = _defs(
    "vg",
    [
        ("twin_drive", ("ツインドライブ!!", "ツインドライブ"), "14.3.3", "continuous", ()),
        ("triple_drive", ("トリプルドライブ!!!", "トリプルドライブ"), "14.3.4", "continuous", ()),
        ("intercept", ("インターセプト",), "14.4", "continuous", ()),
        ("boost", ("ブースト",), "14.5", "continuous", ()),
        # 17.17.9: a Buddyfight-related unit's replacement of its leaving (``_vg/buddy.py``)
        ("soul_guard", ("ソウルガード",), "17.17.9", "continuous", ()),
        ("restraint", ("拘束",), "14.6", "continuous", ()),
        ("limit_break", ("リミットブレイク",), "14.7", "condition", ("number",)),
        ("forerunner", ("先駆",), "14.8", "auto", ()),
        ("lord", ("盟主",), "14.9", "continuous", ()),
        ("sentinel", ("守護者", "センチネル"), "14.10", "continuous", ()),
        ("seek_mate", ("シークメイト", "D-シークメイト"), "14.11", "activated", ()),
        ("stride_skill", ("超越スキル", "超越"), "14.12", "continuous", ("timing",)),
        # 14.13.2.1: printed 「【究極超越】 (タイミング)-[(コスト)]裏のこのカードを…に【超越】する」,
        # the timing between dashes after its icon as 超越スキル's (14.12)
        ("ultimate_stride", ("究極超越スキル", "究極超越"), "14.13", "continuous", ("timing",)),
        (
            "generation_break",
            ("ジェネレーションブレイク", "Gブレイク"),
            "14.14",
            "condition",
            ("number",),
        ),
        ("resist", ("抵抗", "レジスト"), "14.15", "continuous", ()),
        ("g_guardian", ("Gガーディアン",), "14.16", "continuous", ("timing",)),
        ("brave", ("勇敢", "ブレイブ"), "14.17", "condition", ()),
        ("oracle", ("神託",), "14.18", "condition", ()),
        ("rescue", ("救援", "レスキュー"), "14.19", "label", ()),
        ("ritual", ("儀式", "リチュアル"), "14.20", "condition", ("number",)),
        ("unite", ("結束", "ユナイト"), "14.21", "condition", ()),
        ("revelation", ("天啓",), "14.22", "auto", ("circle",)),
        ("blaze", ("竜炎", "ブレイズ"), "14.23", "auto", ()),
        ("afterimage", ("残影", "ザンエイ"), "14.24", "auto", ()),
        ("dominate", ("支配",), "14.25", "label", ()),
        ("overeat", ("暴喰",), "14.26", "auto", ()),
        ("shadow_stitch", ("影縫", "カゲヌイ"), "14.27", "label", ()),
        ("thunderstrike", ("雷激",), "14.28", "condition", ("number",)),
        ("rush", ("闘魂", "ラッシュ"), "14.29", "auto", ()),
        ("burst", ("超爆", "バースト"), "14.30", "label", ()),
        ("charge", ("突撃", "チャージ!!"), "14.31", "auto", ()),
        ("darkness", ("深闇", "ダークネス"), "14.32", "condition", ()),
        ("magia", ("奇術", "マジア"), "14.33", "label", ()),
        ("time_leap", ("時翔", "タイムリープ"), "14.34", "label", ()),
        ("hollow", ("亡霊", "ホロウ"), "14.35", "auto", ()),
        ("harmony", ("♪♪", "ハーモニー"), "14.36", "auto", ()),
        # 14.37.1 ‘各ターンの指定されたバトルでのみ有効になる’自動能力: read as a validity
        # condition (14.2.3.2) on the battle in progress
        ("wave", ("連波", "ウェーブ"), "14.37", "condition", ("number",)),
        ("stealth", ("暗躍",), "14.38", "condition", ()),
        ("success", ("達成", "サクセス"), "14.39", "auto", ("power",)),
        ("bloom", ("開花", "ブルーム"), "14.40", "auto", ()),
        ("melody", ("旋律", "メロディ"), "14.41", "continuous", ()),
        ("overdress", ("オーバードレス",), "14.42", "continuous", ()),
        ("white_wings", ("白翼",), "14.43", "condition", ()),
        ("black_wings", ("黒翼",), "14.43", "condition", ()),
        ("dress_boost", ("ドレスブースト",), "14.44", "label", ()),
        ("powerful", ("全力", "パワフル"), "14.45", "label", ()),
        ("friend", ("フレンド",), "14.46", "continuous", ()),
        ("glitter", ("煌求者", "グリッター"), "14.47", "condition", ("name",)),
        ("revol_dress", ("レヴォルドレス",), "14.48", "label", ()),
        ("drag_dress", ("ドラグドレス",), "14.48", "label", ()),
        ("crossover_dress", ("クロスオーバードレス",), "14.49", "continuous", ("name",)),
        ("cannon", ("砲弾",), "14.50", "label", ()),
        ("regalis_piece", ("レガリスピース",), "14.51", "continuous", ()),
        ("dress_up", ("ドレスアップ",), "14.52", "continuous", ("name",)),
        ("unison_dress", ("ユニゾンドレス",), "14.53", "label", ()),
        ("mate_unit", ("メイトユニット",), "14.54", "continuous", ("name",)),
        ("overcharge", ("過充填", "オーバーチャージ"), "14.55", "label", ()),
        ("evil_dragon_release", ("邪竜解放",), "14.56", "label", ()),
        ("ace_unit", ("エースユニット",), "14.57", "continuous", ()),
        ("rewrite", ("リライト",), "14.58", "label", ()),
        ("mind_pollution", ("精神汚染",), "14.59", "label", ()),
        ("happy_toys", ("ハッピー・トイズ",), "14.60", "continuous", ()),
        ("sweet_link", ("SweetLink",), "14.61", "label", ()),
        ("demonic_union", ("魔装合体",), "14.62", "condition", ()),
        ("phantom_skill", ("ファントムスキル",), "14.63", "label", ()),
        # chapter 17 (set rules): 真剣必殺 and 開眼 are validity-condition keywords (14.2; 17.14.1.1
        # ‘(能力種別アイコン) 真剣必殺:(能力)’, 17.16.3.1 ‘(能力種別アイコン)-開眼:(能力)’, the dash
        # printed with it); 誉 limits paying its cost, once a turn over all the fighter's 誉
        # abilities (17.14.2)
        ("shinken_hissatsu", ("真剣必殺",), "17.14.1", "condition", ()),
        ("kaigan", ("開眼", "-開眼"), "17.16.3", "condition", ()),
        ("homare", ("誉",), "17.14.2", "limit", ()),
        # 17.16.7 ‘C+P=X’ (フォーミュラエクス): a continuous ability counting the calls and orders
        # of its master's main phase into the player's フォーミュラカウント (17.16.7.1, 17.16.7.2)
        ("formula_x", ("C+P=X", "フォーミュラエクス"), "17.16.7", "continuous", ()),
        # 17.16.6.1 ‘爆裂成長期-(ユニット条件)’: a continuous keyword allowing a call of a special
        # kind (17.16.6.2), the unit condition printed after its dash (「爆裂成長期－グレード１以下」)
        ("sodachi_zakari", ("爆裂成長期", "そだちざかり"), "17.16.6", "continuous", ("unit",)),
        # 17.14.3: 二刀開眼, the keyword of automatic abilities triggered 「このユニットが特定のユニット
        # をブーストした時」 / 「…にブーストされた時」 (the card prints which units)
        ("nitou_kaigan", ("二刀開眼",), "17.14.3", "auto", ()),
        # 17.8.2.1 ‘(名称)装備 - (カード名)’: the equip order's keyword, printed after a name of
        # its own (「聖剣装備 - 騎士王」, NAMED_PREFIX) with the card name of the unit it equips
        ("equip", ("装備",), "17.8.2", "continuous", ("name",)),
        # 「イマジナリーギフト:フォース」: the card's imaginary gift icon (2.13.2) printed as a line
        # of its own, as the rules name it (16.3.1.1's example) — card information, no ability
        ("imaginary_gift", ("イマジナリーギフト",), "2.13.2", "rule", ("text",)),
    ],
    # by the section of the defining clause: card information printed 「名前:値」 (2.13)
    {"2.13": "colon"},
)

VS = _defs(
    "vs",
    [
        ("cancel", ("キャンセル",), "12.1", "activated", ()),
        ("entry_spark", ("エントリースパーク",), "12.2", "auto", ()),
        ("surprise", ("サプライズ",), "12.3", "auto", ()),
    ],
)

MC = _defs(
    "mc",
    [
        ("initiative", ("イニシアチブ",), "13.1.1", "continuous", ("value",)),
        ("item", ("アイテム",), "13.1.2", "cost", ("text",)),
        ("spell", ("スペル",), "13.1.3", "cost", ("text",)),
        ("charge", ("チャージ",), "13.1.5", "continuous", ("value",)),
        ("defender", ("ディフェンダー",), "13.1.6", "continuous", ("value",)),
        ("resistance", ("耐性",), "13.1.7", "continuous", ("text",)),
        ("weakness", ("弱点",), "13.1.8", "continuous", ("text", "value")),
        ("hero", ("英雄",), "15.1", "rule", ("number",)),
        ("chain", ("チェイン", "チェーン"), "15.2", "rule", ()),
        ("no_counter", ("対抗不可",), "15.3", "rule", ()),
        ("exclusive", ("専用",), "15.4.3", "rule", ("text",)),
        ("equip_limit", ("装備制限",), "15.4.4", "rule", ()),
        ("secret_art", ("秘伝",), "15.4.5", "rule", ("text",)),
        ("forced_placement", ("強制配置",), "15.4.6", "rule", ()),
        ("normal_summon", ("普通召喚",), "15.4.7", "rule", ("text",)),
        ("instant_summon", ("即時召喚",), "15.4.8", "rule", ("text",)),
        ("gear_of_time", ("時の歯車",), "15.4.9", "rule", ("text",)),
        ("special_advance", ("特殊進軍",), "15.4.10", "rule", ("text",)),
        ("equip_forbidden", ("装備禁止",), "15.4.11", "rule", ()),
        ("deck_rule", ("構築ルール",), "15.5", "rule", ("text",)),
        ("unlimited_copies", ("枚数制限解除",), "15.5.3", "rule", ()),
        # 「分類:装備品 / 消耗品 / 儀式」: the card's classification, card information printed as a
        # line of its own (2.1.24; 2.1.2.1.1, 2.1.2.1.2) — no ability
        ("classification", ("分類",), "2.1.24", "rule", ("text",)),
    ],
    # by the section of the defining clause (the longest prefix listed)
    {"13.1": "standing", "15.1": "label", "15.2": "timing", "15.3": "timing", "15.4": "label"}
    | {"15.5": "colon", "15.5.3": "label", "2.1.24": "colon"},
)

CO = _defs(
    "co",
    [
        ("flying", ("飛行",), "3-4-5-7", "continuous", ()),
        ("diving", ("潜水",), "3-4-5-7", "continuous", ()),
        ("all_turn", ("All Turn",), "3-4-2", "continuous", ()),
        ("upkeep", ("維持費",), "3-6-2", "cost", ("number",)),
        ("disposable", ("使い捨て",), "3-4-3", "rule", ()),
    ],
)

# abbreviations a printer spells a keyword's icon with inside its brackets (VG 14.7.2: the limit
# break icon printed 「【LB4】」 / 「【Lb4】」; 14.14.3: the generation break icon 「【GB1】」), any
# case: the keyword's id
ABBREVIATIONS: dict[str, dict[str, str]] = {"vg": {"LB": "limit_break", "GB": "generation_break"}}


def numbered_conditions(game: str) -> dict[str, str]:
    """Every spelling of ``game``'s validity-condition keywords that take a number (VG 14.2:
    リミットブレイク 14.7, Gブレイク 14.14, 儀式 14.20 …), abbreviations (``ABBREVIATIONS``, upper
    case) included: the keyword's shortest spelling, the one a head keyword is read in
    (「【自】【(V)】リミットブレイク4:」)."""
    out: dict[str, str] = {}
    for d in KEYWORDS.get(game, ()):
        if d.kind == "condition" and "number" in d.slots:
            short = min(d.names, key=len)
            out.update({n: short for n in d.names})
    for abbr, ident in ABBREVIATIONS.get(game, {}).items():
        d = by_id(game, ident)
        if d is not None:
            out[abbr] = min(d.names, key=len)
    return out


# keywords printed after a free name of their own, 「(名称)装備」 (VG 17.8.2.1): the surface is
# the keyword's spelling with any name before it
NAMED_PREFIX: dict[str, frozenset[str]] = {"vg": frozenset({"equip"})}


def lookup_named(game: str, surface: str) -> KeywordDef | None:
    """The keyword of ``NAMED_PREFIX`` that ``surface`` ends with, a name before it (「聖剣装備」
    -> equip), or None."""
    for d in KEYWORDS.get(game, ()):
        if d.id in NAMED_PREFIX.get(game, ()):
            for n in d.names:
                if surface.endswith(n) and len(surface) > len(n):
                    return d
    return None


# bracketed words the rules define that are not keyword abilities (VG 17.x set rules)
OTHER_LABELS: dict[str, frozenset[str]] = {
    "vg": frozenset({"ディヴァインスキル", "ユニークスキル", "コスト"})
}

KEYWORDS: dict[str, tuple[KeywordDef, ...]] = {"ws": WS, "vg": VG, "vs": VS, "mc": MC, "co": CO}

_INDEX: dict[str, dict[str, KeywordDef]] = {
    game: {name: d for d in defs for name in d.names} for game, defs in KEYWORDS.items()
}


def lookup(game: str, surface: str) -> KeywordDef | None:
    """The keyword spelled ``surface`` in ``game`` (exact spelling), or None."""
    return _INDEX.get(game, {}).get(surface)


def by_id(game: str, ident: str) -> KeywordDef | None:
    return next((d for d in KEYWORDS.get(game, ()) if d.id == ident), None)


def names(game: str) -> list[str]:
    """Every spelling of every keyword of ``game``, longest first (for matching)."""
    return list(_names(game))


@functools.cache
def _names(game: str) -> tuple[str, ...]:
    # sorted once: the card parser asks for them for every new bracketed word (the
    # unknown-keyword hint) and every CO keyword line
    return tuple(sorted(_INDEX.get(game, {}), key=lambda s: (-len(s), s)))


def all_names() -> list[str]:
    """Spellings of every game's keywords (for the unknown-keyword hint)."""
    return sorted({n for table in _INDEX.values() for n in table})
