"""Cardfight!! Vanguard card text: the shared compiler (``ruling.cardtext``) with Vanguard's
vocabulary, and the constructions that are Vanguard's own.

``compile_ability(node)`` returns a ``ruling.cardtext.ir.Program`` or raises ``Unsupported``
with the reason. The words: circles and zones (4.x), card kinds, values (grade, power, shield,
critical, drive), the zone labels of 11.4.4, durations, trigger events, 【カウンターブラスト】-like
payments and actions. The constructions of its own: keyword and icon lines, 【ディヴァインス
キル】 (12.3.3) and keyword prefixes, a cost waived by a ride (11.1.1.2.2), 追加効果 (an over
trigger's, 11.10.2.9), replacement effects (11.3.1.3.1 / 11.3.1.3.2), prohibitions (1.3.3),
tokens with the values their reminder states (15.4.3.1), the next cost reduced (7.28), 「A と B の
パワー」, 「A するか、B する」, a choice of an ability, the named gauge (7.40.7). The programs run
in ``ruling.games._vg.abilities``; this module cites no rules and changes no state.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from grammar import ast as A
from grammar import lexicon
from grammar.keywords import KEYWORDS as KEYWORD_TABLE
from grammar.keywords import lookup as lookup_keyword
from ruling.abilities import Unsupported
from ruling.cardtext import abilities as shared
from ruling.cardtext.conditions import (
    THAT_TURN,
    THIS_TURN,
    alternatives,
    args_of,
    both,
    condition,
    during,
    info_value,
    topic_before_condition,
)
from ruling.cardtext.costs import word_cost
from ruling.cardtext.identity import treated_as
from ruling.cardtext.ir import (
    ANY_GAUGE,
    Cond,
    CostItem,
    Op,
    Program,
    Sel,
    Trig,
    Value,
    conds_in,
)
from ruling.cardtext.modal import ModalAction
from ruling.cardtext.next_act import as_next_act_decrease
from ruling.cardtext.nouns import bare_count, exact_number, sel
from ruling.cardtext.steps import (
    OPTIONAL,
    PLAIN_FORMS,
    SET_FORMS,
    Read,
    Reading,
    action,
    each_also_verb,
    face_step,
    favourite_order,
    per_step,
    read,
    set_value,
    times_value,
    until_of,
)
from ruling.cardtext.steps import top_or_bottom as shared_top_or_bottom
from ruling.cardtext.terms import sole_relative
from ruling.cardtext.triggers import _act_subject as act_subject
from ruling.cardtext.triggers import clause as trigger_clause
from ruling.cardtext.triggers import (
    phase_time,
    state_clause,
    state_trig,
    take_during,
    timed_event,
    when_clause,
    when_inner,
)
from ruling.cardtext.vocab import Vocab
from ruling.games._vg import actions, declare

__all__ = ["Cond", "CostItem", "Op", "Program", "Sel", "Trig", "Unsupported", "compile_ability"]

# --------------------------------------------------------------------------- words

ZONES = {
    "hand": "hand",
    "drop": "drop",
    "soul": "soul",
    "deck": "deck",
    "damage_zone": "damage",
    "bind_zone": "bind",
    "order_zone": "order_zone",
    "crest_zone": "crest_zone",
    "ride_deck": "ride_deck",
    "rear_circle": "rear",
    # 「フィールドから…に置かれた時」: from any circle (4.8.2: the field's circles)
    "vs_field": "field",
    "vanguard_circle": "vanguard",
    "guardian_circle": "guardian",
    "center_stage": "front",
    "back_stage": "back",
    "g_zone": "g_zone",
    "trigger_zone": "trigger",
    # 「後列の(R)」 / 「前列の(R)」 read as one place (_row_circles)
    "back_row_circle": "back",
    "front_row_circle": "front_rear",
    # 4.15 ゲージゾーン; 17.6.1.2 a striker's モンスターBOX
    "gauge_zone": "gauge",
    "monster_box": "monster_box",
}
KINDS = {
    "vanguard": "vanguard",
    "rearguard": "rearguard",
    "guardian": "guardian",
    "unit": "unit",
    "card": "card",
    "unit_card": "unit_card",
    "normal_unit": "normal_unit",
    "trigger_unit": "trigger_unit",
    "g_unit": "g_unit",
    "order": "order",
    "set_order": "set_order",
    "normal_order": "normal_order",
    "locked_card": "locked_card",  # 呪縛カード (7.30.1.2): on a circle, of either fighter
    "token": "token",
    # 「トークンユニット」 (15.4.1, 15.4.3): a token unit, the engine's type ``token`` (a token
    # set order is ``token_order``)
    "token_unit": "token",
    "crest": "crest",
    "hearts": "hearts",  # ハーツ (2.9.3.3): a card in the hearts state (6.5.2.2.1)
    "g_guardian": "g_guardian",  # Ｇガーディアン: a G unit with that skill (14.16.1)
}
STATS = {
    "power": "power",
    "critical": "critical",
    "drive": "drive",
    "shield": "shield",
    "grade": "grade",
}
WORDS = {
    # 「レギオンリーダー」 / 「レギオンメイト」 (6.4.3): the vanguard in legion state in that role
    # (untyped by the grammar: ``UNKNOWN_WORDS``)
    "legion_leader": ("kinds", "legion_leader"),
    "legion_mate": ("kinds", "legion_mate"),
    "face_up": ("states", "face_up"),
    "face_down": ("states", "face_down"),
    "rest_state": ("states", "rest"),
    "stand_state": ("states", "stand"),
    "aichi_icon": ("icons", "aichi_icon"),
    "kai_icon": ("icons", "kai_icon"),
    # クランアイコン (2.2.6): printed in the card's frame, not its text — given by the scenario
    # (``skills: [clan_icon]``)
    "clan_icon": ("icons", "clan_icon"),
    # 「トリガーカード」 / 「【治】トリガー」: a trigger unit (2.1.2.2)
    "trigger": ("kinds", "trigger_unit"),
    # 「クリティカルトリガー」 / 「治トリガー」: a card with that trigger icon (11.10.2.2-11.10.2.9),
    # as 【治】トリガー is (2.13.1)
    **{
        f"{icon}_trigger": ("icons", f"trigger:{icon}")
        for icon in ("critical", "draw", "stand", "heal", "front", "over")
    },
    "time_mark_gauge": ("gauge", "時刻印"),  # ‘(名称)ゲージ’ (4.15.4.1)
    # 「あなたのダメージが３枚以上なら」: a fighter's damage counted in cards is the cards of
    # its damage zone (4.11; the wording of the 「ダメージゾーンが…枚以上」 condition)
    "damage": ("zones", "damage"),
    # 「相手は手札から守護者を(G)にコールできない」: a card with 守護者 (14.10), named by it
    "sentinel": ("has", "sentinel"),
    # 「監獄」: a set order of subtype 監獄 (17.5.1.1) — 「あなたのオーダーゾーンに監獄があるなら」
    "prison": ("kinds", "prison"),
    # 「ブリッツオーダー」: an order of that subtype (2.9.3.2; the card type ``blitz``)
    "blitz_order": ("kinds", "blitz_order"),
    # 「世界カード」: a card of the category 世界 printed before カード (2.9.4), given by the
    # scenario (``groups``) or by a continuous 「このカードは世界カードとして扱う」 (``named_state``)
    "world": ("groups", "世界"),
}
# the zone labels of 11.4.4 (【(V)】 …) as the zones an ability works in
LABEL_ZONES = {
    "(V)": ("vanguard",),
    "(R)": ("rear",),
    "(G)": ("guardian",),
    # the circle icons spelled with the circle's letter, as the G series prints 【(GC)】 (4.9.2.1)
    "(VC)": ("vanguard",),
    "(RC)": ("rear",),
    "(GC)": ("guardian",),
    # the circles by the names 4.9.2.1 gives them (‘(その属性名)サークル’)
    "ヴァンガードサークル": ("vanguard",),
    "リアガードサークル": ("rear",),
    "ガーディアンサークル": ("guardian",),
    "後列の(R)": ("back",),
    "前列の(R)": ("front_rear",),
    "中央後列の(R)": ("center_back",),
    # one circle of a row, left and right as its fighter sees them (4.9.1.1)
    "左後列の(R)": ("left_back",),
    "右後列の(R)": ("right_back",),
    "左前列の(R)": ("left_front",),
    "右前列の(R)": ("right_front",),
    "ドロップ": ("drop",),
    # the zones of chapter 4 by the names the rules give them (4.7 ドロップゾーン, 4.13 トリガー
    # ゾーン, 4.14 Gゾーン, 4.18 ライドデッキ置場, 4.19 クレストゾーン): an ability so labelled
    # works there (11.4.4)
    "ドロップゾーン": ("drop",),
    "トリガーゾーン": ("trigger",),
    "Gゾーン": ("g_zone",),
    "ライドデッキ置場": ("ride_deck",),
    "クレストゾーン": ("crest_zone",),
    "手札": ("hand",),
    "山札": ("deck",),
    "ライドデッキ": ("ride_deck",),
    "オーダーゾーン": ("order_zone",),
    "ソウル": ("soul",),
    "バインドゾーン": ("bind",),
    "ダメージゾーン": ("damage",),
    # 4.15: the gauge zone (a gauge card works there only with this label, 11.4.4)
    "ゲージゾーン": ("gauge",),
    # 17.6.1.2: a card's ability labelled 【モンスターBOX】 works in that zone (11.4.4)
    "モンスターBOX": ("monster_box",),
}


def _circle_labels() -> dict[str, tuple[str, ...]]:
    """One circle or row of circles (4.9.1.1) as a zone label, in the spellings a writer uses:
    the row and column either way round (「中央後列」 / 「後列中央」), and the circle as 「(R)」,
    「(RC)」, 「リアガードサークル」 or 「サークル」 (4.9.2.1 ‘(その属性名)サークル’; 「サークル」 of a
    row's middle behind the vanguard is the rear-guard circle there, 17.4.2)."""
    out: dict[str, tuple[str, ...]] = {}
    places = {
        ("中央", "後列"): "center_back",
        ("左", "後列"): "left_back",
        ("右", "後列"): "right_back",
        ("左", "前列"): "left_front",
        ("右", "前列"): "right_front",
    }
    rears = ("(R)", "(RC)", "リアガードサークル", "サークル")
    for (col, row), zone in places.items():
        for place in (col + row, row + col, f"{row}の{col}"):
            for rear in rears:
                out[f"{place}の{rear}"] = (zone,)
    for rear in rears[:3]:
        out[f"後列の{rear}"] = ("back",)
        out[f"前列の{rear}"] = ("front_rear",)
    # a row's circles, the vanguard's among the front row's (4.9.1.1)
    out["後列のサークル"] = ("back",)
    out["前列のサークル"] = ("front",)
    return out


LABEL_ZONES.update({k: v for k, v in _circle_labels().items() if k not in LABEL_ZONES})
# a zone's name framed as the circle icons are (「【(後列中央のサークル)】」, 「【(ドロップ)】」): the same
# label
LABEL_ZONES.update({f"({k})": v for k, v in list(LABEL_ZONES.items()) if not k.startswith("(")})
ICON_LABELS = {"アイチアイコン": "aichi_icon", "櫂アイコン": "kai_icon"}
# ability words (能力語): a keyword some abilities carry, with no rule of its own, that other
# effects may refer to — 14.25.1 支配, 14.27 影縫, 14.30 超爆, 14.33 奇術, 14.34 時翔, 14.44
# ドレスブースト, 14.45 全力, 14.48 レヴォルドレス / ドラグドレス, 14.50 砲弾, 14.53 ユニゾンドレス, 14.55
# 過充填, 14.56 邪竜解放, 14.58 リライト, 14.59 精神汚染, 14.61 SweetLink, 14.62 魔装合体, 14.63
# ファントムスキル: the grammar's keywords of kind ``label`` (and 魔装合体, 14.62.1), read from its
# table; printed as a label 【X】 after the markers, or as a prefix 「X－」 / 「【X】－」 before them.
# 救援 (14.19.1.1) is not one: its number gives the ability an effect.
ABILITY_WORDS = {
    name: k.id
    for k in KEYWORD_TABLE["vg"]
    if ((k.kind == "label" and not k.slots) or k.id == "demonic_union") and k.id != "rescue"
    for name in k.names
}
# 17.13.2 「一部の自動能力は‘わざ’の能力語を持ちます」: printed before the markers (「わざ－【自】…」);
# not a word of the grammar's keyword table (「わざカード」 / 「わざを使う」 read it as a noun)
ABILITY_WORDS["わざ"] = "waza"
# keyword abilities a card has (printed, or given by 『…』を得る), by keyword id
KEYWORDS = {
    "boost": "boost",
    "intercept": "intercept",
    "twin_drive": "twin_drive",
    "triple_drive": "triple_drive",
    "sentinel": "sentinel",
    "regalis_piece": "regalis_piece",
    "glitter": "glitter",
    "煌求者": "glitter",
    "グリッター": "glitter",
    # ハッピー・トイズ: a continuous ability with no effect of its own (14.60.1, 14.60.2)
    "ハッピー・トイズ": "happy_toys",
    # ピックアップガチャ: a set order's keyword ability (17.6.3), read by a rule process
    # (17.6.3.1: one in the order zone)
    "ピックアップガチャ": "pickup_gacha",
    # 「【ディヴァインスキル】を持つカード」: a card with an ability of that limit icon (12.3.3),
    # read by selectors._has_keyword from the ability's prefix
    "ディヴァインスキル": "divine_skill",
    # 「儀式能力を持つ」: a card with an ability carrying the validity keyword 儀式 (14.20.1,
    # 14.20.2.1), read by selectors._has_keyword from the ability's keyword
    "儀式": "ritual",
    "ritual": "ritual",
    # 「【旋律】を持つ」: a card with a 旋律 ability (14.41.1, its program's keyword)
    "旋律": "melody",
    "メロディ": "melody",
    "melody": "melody",
    # 「【魔装合体】能力を持つ」 / 「【過充填】を持つ」: an ability word an ability of the card carries
    **ABILITY_WORDS,
    **{w: w for w in ABILITY_WORDS.values()},
}
# 「暗躍を持つ」 / 「メイトユニットを持つ」 / 「【オーバードレス】を持つ」: every keyword of the rules
# (chapter 14, the grammar's table) by each of its spellings and its id — a card has it when an
# ability of it carries it (selectors._has_keyword: the ability's program or its printed keyword)
for _k in KEYWORD_TABLE.get("vg", ()):
    for _spelling in (_k.id, *_k.names):
        KEYWORDS.setdefault(_spelling, _k.id)
# ソウルガード (17.17.9): a replacement the rules give a unit that has it (``_vg/buddy.py``)
SKILLS = ("boost", "intercept", "twin_drive", "triple_drive", "sentinel", "soul_guard")
# a keyword printed before an ability's marker: the card has it (【レガリスピース】【永】：…)
PREFIX_KEYWORDS = {"【レガリスピース】": "regalis_piece"}
# a keyword an ability carries with no rule meaning of its own, read by other effects:
# 【ストライクショット】- (17.6.4.1)
MARK_PREFIXES = {"【ストライクショット】": "strike_shot"}
KEYWORD_ICONS = {
    "レガリスピース": "regalis_piece",
    "ハッピー・トイズ": "happy_toys",
    "ピックアップガチャ": "pickup_gacha",
}
# a keyword printed alone as a label, with no effect of its own: 【煌求者】 (14.47.1.1, 14.47.2),
# 【ハッピー・トイズ】 (14.60.2, 14.60.3), 【エースユニット】 (the icon, 14.57.3: a deck rule)
BARE_KEYWORDS = {"glitter": "glitter", "happy_toys": "happy_toys", "ace_unit": "ace_unit"}
# keyword abilities with no effect in a game once it began, printed as a line 「【永】：X」 or
# 「X」 (with or without the reminder): a rule of deck construction (14.57.2 エースユニット,
# 14.51.2.1 レガリスピース — its limit on resolving read where an order is played), or no effect
# at all (14.60.2 ハッピー・トイズ, 14.47.2 煌求者 printed alone); the card has the keyword
# (``setup`` checks the decks; other text reads it, 「【煌求者】を持つ」)
PLAIN_KEYWORDS = {
    "ace_unit": "ace_unit",
    "regalis_piece": "regalis_piece",
    "happy_toys": "happy_toys",
    "glitter": "glitter",
    # 17.16.7 C+P=X: the card has it; what it means (17.16.7.2) is done where a unit is called
    # or an order played (_vg/formula.py), not by a program of its own
    "formula_x": "formula_x",
}
# the events of the specific actions (chapter 7) are ``_vg/actions.ACTIONS``'s; these are the
# others: riding, calling, the verbs of a card going somewhere, leaving, battle acts
EVENTS = {
    **actions.events(),
    ("ride", "passive_past"): "ridden",
    ("ride", "past"): "rode",
    # 「…がダメージを受けた時」: a vanguard received damage, from its source (7.35.1, 11.5.2;
    # ``_vg/specific.damage`` marks it)
    ("receive", "past"): "damaged",
    # the other verbs of putting a card somewhere (11.8.5.2), and the intransitive 戻る: the
    # card was put there — 「手札に戻された / 加えられた / 戻った時」
    ("return", "passive_past"): "put",
    ("add", "passive_past"): "put",
    ("go_back", "past"): "put",
    # 「…が手札に加わった時」 / 「このターンに…が手札に加わっていたなら」: the intransitive of 加える
    ("join", "past"): "put",
    ("leave", "past"): "left",
    # 「このユニットが能力を与えられた時」: an effect gave the unit an ability — the specific action
    # 7.14.1 done to it (``autos``: the effect adding the ability, ``AddEffect`` ``grant``)
    ("give", "passive_past"): "given",
    # 「…がコールされた時」: put on a rear-guard or guardian circle (6.2.1.1, 6.2.1.2)
    ("call", "passive_past"): "called",
    # 「あなたがペルソナライドした時」: the player persona rode (7.15.1.4.3)
    ("persona_ride", "past"): "persona_rode",
    # keyword actions done (``KEYWORD_ACTS``): 「【D-双闘】した」 (6.4.1, a D-legion)
    ("d_legion", "past"): "d_legion",
    # 「このユニットが双闘した時」: put in legion state from none (6.4.2.1: a D-legion too)
    ("legion", "past"): "legion",
    ("intercept", "past"): "intercept",
    ("stride", "past"): "stride",
    ("hit", "past"): "hit",
    ("hit", "negative_past"): "not_hit",
    # 「あなたが / このユニットが魔獣合成した時」: the player made a 魔獣合成 (6.10.5), this unit
    # the bundle's top (6.10.6); 「このカードが魔獣合成された時」: put under the top (6.10.7)
    ("beast_fusion", "past"): "fused",
    ("beast_fusion", "passive_past"): "fused_under",
    # 「このカードが歌われた時」 (17.7.2.1) / 「このカードが稼働した時」 (17.12.2): the events of the
    # set orders' specific actions (``_vg/order_acts``)
    ("sing", "passive_past"): "sung",
    ("operate", "past"): "operated",
}
# 「【D-双闘】した」 / 「【カウンターチャージ】していない」: する with a keyword action, read as
# that action's verb (``EVENTS``)
KEYWORD_ACTS = {
    # 「カウンターブラストを２枚以上している」: the name printed without its brackets
    **actions.spelled(),
    "D-双闘": "d_legion",
    # 「…が双闘しているなら」: in legion (6.4.2.2)
    "双闘": "legion",
    # 「このユニットがレギオンした時」 / 「…がレギオンしているなら」: the original era's cards
    # print 双闘 as レギオン, the name the rules keep for its two units (6.4.3 ‘レギオンリーダー’ /
    # ‘レギオンメイト’)
    "レギオン": "legion",
    "counter_charge": "counter_charge",
    "soul_charge": "soul_charge",
    "energy_charge": "energy_charge",
    # the blasts done (7.24.4, 7.25.4, 7.49.1): 「【エネルギーブラスト】しているなら」
    "counter_blast": "counter_blast",
    "soul_blast": "soul_blast",
    "energy_blast": "energy_blast",
    # 「【ペルソナライド】した時」 / 「このターンにあなたが【ペルソナライド】していないなら」: the
    # keyword printed in brackets, as 「ペルソナライドした」 (7.15.1.4.3)
    "ペルソナライド": "persona_ride",
    # 「あなたのヴァンガードが【超越】している / していないなら」 (6.5.1)
    "超越": "stride",
    # 「装備しているユニット」 (17.8.6): the unit an equip order is associated with
    "装備": "equip_order",
    # 「相手がダメージチェックを行った時」 / 「…ドライブチェックを行っていたなら」: 行う with the
    # check as its object says what 「ダメージチェックした」 says (7.23.1, 10.6.1.2)
    "damage_check": "damage_check",
    "drive_check": "drive_check",
}
PHASES = {
    "ride_phase": "ride",
    "battle_phase": "battle",
    "main_phase": "main",
    "draw_phase": "draw",
    "stand_phase": "stand",
    "end_phase": "end",
    "turn": "turn",
    "battle": "battle",
    # the steps whose start is a trigger condition (9.8.1, 10.4.1.2, 10.5.1.1)
    "start_step": "step:start",
    "stride_step": "step:stride",
    "attack_step": "step:attack",
    "guard_step": "step:guard",
    "drive_step": "step:drive",
    "damage_step": "step:damage",
    "close_step": "step:close",
}
# the operations of the specific actions' steps (chapter 7) are ``_vg/actions.ACTIONS``'s; these
# are the others: calling, riding, the other verbs of putting a card somewhere
VERBS = {
    **actions.verb_ops(),
    "return": "move",  # 「山札に戻し」 / 「手札に戻す」: put there (the zone said, 11.8.5.2)
    "add": "move",
    "call": "call",
    "ride": "ride",
    # 「…を１枚選び、このユニットに超越する」: the stride an effect tells (6.5.1)
    "stride": "stride",
    "perform": "modes",
    # 「チャージしたカード」: the cards the charge step before put into the soul (7.27.1) or
    # turned face up (7.26.2): _vg/steps.run_op keeps them (``acted:<op>``)
    "charge": "charge",
    # 「…を収容する」: into the prison of the fighter carrying it out (17.5.1.1)
    "imprison": "imprison",
    # 「…曲を1枚選び、歌う」 (17.7.2) / 「…プロダクトを１枚選び、稼働させる」 (17.12.2):
    # ``_vg/order_acts``
    "sing": "sing",
    "operate": "operate",
}
DESTS = {"bind": "bind", "discard": "drop"}
# the zones _vg/steps.run_op keeps the cards a step put in (``acted:to:<zone>``, nouns._acted)
ACTED_PLACES = ("soul", "drop", "hand", "bind", "damage", "order_zone")
PAYMENTS = {
    "counter_blast": "counter_blast",
    "soul_blast": "soul_blast",
    "energy_blast": "energy_blast",
}
CHARGES = {
    "soul_charge": "soul_charge",
    "counter_charge": "counter_charge",
    "energy_charge": "energy_charge",
}
NAMED_GAUGES = {"time_mark_gauge": "時刻印"}
# 7.43.1: each fighter's 世界, blank until an effect makes it one of the world names (7.43.2.1),
# read by 「あなたの世界が…なら」; the names as the lexicon spells them (the cards' 黒 / 楽, the
# rules' 黑 / 樂)
WORLDS = ("world_dark_night", "world_abyssal_dark_night", "world_twilight_paradise")
PLAYER_INFO = {
    "world": {w: s for kind, w, s in lexicon.NOUNS if kind == "word" and w in WORLDS},
}


def _at_least(sel_: Sel) -> Any:
    """A validity condition: at least N cards ``sel_`` names (N the keyword's number)."""

    def build(n: int | None, kind: str) -> Cond:
        if n is None:
            raise Unsupported("a validity keyword without its number")
        return Cond("count", sel=sel_, cmp="ge", n=n)

    return build


def _marked(build: Any, detail: tuple[tuple[str, Any], ...]) -> Any:
    """A validity condition ``build`` makes, marked with ``detail`` (a point of the audit that
    reads it, ``selectors.holds``)."""

    def marked(n: int | None, kind: str) -> Cond:
        return replace(build(n, kind), detail=detail)

    return marked


def _ritual(n: int | None, kind: str) -> Cond:
    """儀式(N) (14.20.2.2): N or more grade 1 cards in your drop zone. On an automatic ability
    whose event puts cards from the field into the drop, those cards count too (14.20.2.3,
    read as it triggers: _vg/autos.ritual_event_cards)."""
    return _at_least(Sel(owner="you", zones=("drop",), stats=(("grade", "eq", 1),)))(n, kind)


def _brave(n: int | None, kind: str) -> Cond:
    """勇敢 (14.17.3): your hand has 3 cards or fewer."""
    if n is not None:
        raise Unsupported("勇敢 with a number")
    return Cond("count", sel=Sel(owner="you", zones=("hand",)), cmp="le", n=3)


def _oracle(n: int | None, kind: str) -> Cond:
    """神託 (14.18.3): your hand has 5 cards or more."""
    if n is not None:
        raise Unsupported("神託 with a number")
    return Cond("count", sel=Sel(owner="you", zones=("hand",)), cmp="ge", n=5)


def _stealth(n: int | None, kind: str) -> Cond:
    """暗躍 (14.38.3): no standing unit of the opponent's in this unit's column (4.9.1.2)."""
    if n is not None:
        raise Unsupported("暗躍 with a number")
    standing = Sel(owner="opponent", kinds=("unit",), column="this", states=("stand",))
    return Cond("count", sel=standing, cmp="eq", n=0)


def _unite(n: int | None, kind: str) -> Cond:
    """結束 (14.21.3): this turn you called 2 or more cards to a rear-guard circle or the guardian
    circle — the condition 「このターンにあなたのカードが２枚以上(R)か(G)にコールされているなら」
    read by the grammar and the shared condition reader (the cards you call are yours)."""
    if n is not None:
        raise Unsupported("結束 with a number")
    from grammar.parse import parse_card

    text = "【永】：このターンにあなたのカードが２枚以上(R)か(G)にコールされているなら、このユニットのパワー＋1。"
    card = parse_card(text, "vg").card
    assert card is not None
    cond = compile_ability(card.abilities[0]).cond
    assert cond is not None and cond.what == "history", cond
    return cond


def _condition_of(text: str) -> Cond:
    """The condition 「…なら、」 of a one-line continuous ability ``text`` heads, read by the
    grammar and the shared condition reader (a keyword's condition stated in words)."""
    from grammar.parse import parse_card

    card = parse_card(f"【永】：{text}なら、このユニットのパワー＋1。", "vg").card
    assert card is not None
    cond = compile_ability(card.abilities[0]).cond
    assert cond is not None, text
    return cond


def _darkness(n: int | None, kind: str) -> Cond:
    """深闇 (14.32.3): this turn a card was put into your soul — not by a ride (14.32.4: the
    units a ride puts there, 6.3.3.5, and the hearts card with them, 6.3.3.5.1; the means
    ``not:ride`` of the event)."""
    if n is not None:
        raise Unsupported("深闇 with a number")
    cond = _condition_of("このターンにあなたのソウルにカードが置かれている")
    assert cond.what == "history" and cond.event is not None, cond
    return replace(cond, event=replace(cond.event, means="not:ride"))


def _wings(parity: int) -> Any:
    """白翼 / 黒翼 (14.43.2.1-14.43.2.4, 14.43.3): your vanguard has 「アレスティエル」 in its name,
    your bind zone holds a face-up card (14.43.2.3; a face-down one is not there, 14.43.2.4) and
    every face-up card there has an odd (白翼) / even (黒翼) grade."""

    def build(n: int | None, kind: str) -> Cond:
        if n is not None:
            raise Unsupported("白翼 / 黒翼 with a number")
        bind = Sel(owner="you", zones=("bind",), states=("face_up",))
        other = replace(bind, stats=(("grade", "mod2", 1 - parity),))
        # the bind-zone parts (14.43.2.1-14.43.2.4), marked: 14.43.3 says the line represents
        # the vanguard's name alone — the point wings_meaning reads them or not (``holds``)
        mark = (("wings_bind", True),)
        return Cond(
            "and",
            parts=(
                _condition_of("あなたのヴァンガードが「アレスティエル」を含む"),
                Cond("count", sel=bind, cmp="ge", n=1, detail=mark),
                Cond("count", sel=other, cmp="eq", n=0, detail=mark),
            ),
        )

    return build


def _wave(n: Any, kind: str) -> Cond:
    """連波 (14.37.1, 14.37.2): valid only in the battles of each turn it names — 「N回目」,
    「N回目以降」, 「N回目のみ」, 「N～M回目」 — the battle in progress counted among this turn's
    (``battle_number``, 10.3.1.3). Only on an automatic ability (14.37.1)."""
    if kind != "auto":
        raise Unsupported("連波 on an ability that is not automatic (14.37.1)")
    if not isinstance(n, A.Count) or n.number is None or not isinstance(n.number.value, int):
        raise Unsupported("連波 without the battles it names (14.37.2)")
    top = n.number.value
    if n.bound == "up_to" and n.least is not None and isinstance(n.least.value, int):
        return Cond(
            "and",
            parts=(
                Cond("battle_number", cmp="ge", n=n.least.value),
                Cond("battle_number", cmp="le", n=top),
            ),
        )
    return Cond("battle_number", cmp="ge" if n.bound == "from" else "eq", n=top)


_wave.ordinal = True  # type: ignore[attr-defined]


# the limit icons printed before an ability's kind icon (12.3.3.1, 12.3.4.1), by their id
GAME_LIMIT_PREFIXES = {"【ディヴァインスキル】": "divine", "【ユニークスキル】": "unique"}


def _shinken_hissatsu(n: int | None, kind: str) -> Cond:
    """真剣必殺 (17.14.1.2): your damage zone has 3 cards or more (face up or down: the cards)."""
    if n is not None:
        raise Unsupported("真剣必殺 with a number")
    return Cond("count", sel=Sel(owner="you", zones=("damage",)), cmp="ge", n=3)


def _kaigan(n: int | None, kind: str) -> Cond:
    """開眼 (17.16.3.2): the unit with the keyword persona rode this turn (7.15.1.4: the card the
    fighter persona rode with, ``history persona_ride`` of this card), or its master's damage
    zone has 4 cards or more — either one."""
    if n is not None:
        raise Unsupported("開眼 with a number")
    return Cond(
        "or",
        parts=(
            Cond("history", verb="persona_ride", owner="this"),
            Cond("count", sel=Sel(owner="you", zones=("damage",)), cmp="ge", n=4),
        ),
    )


# validity-condition keywords (14.2), by the count each is defined on
VALIDITY = {
    "shinken_hissatsu": _shinken_hissatsu,
    "kaigan": _kaigan,
    "wave": _wave,
    "darkness": _darkness,
    "white_wings": _wings(1),
    "black_wings": _wings(0),
    "oracle": _oracle,
    "stealth": _stealth,
    "unite": _unite,
    # 14.7.2: the cards in your damage zone
    "limit_break": _at_least(Sel(owner="you", zones=("damage",))),
    # 14.14.3: your face-up G units on the vanguard circle and in the G zone (the circle's icon is
    # lost in the extracted text: 「…、、などの形でとGゾーンに…」 — the point gbreak_icon_lost,
    # read by selectors.holds on the marked count)
    "generation_break": _marked(
        _at_least(
            Sel(owner="you", zones=("vanguard", "g_zone"), kinds=("g_unit",), states=("face_up",))
        ),
        (("gbreak_icon_lost", True),),
    ),
    "brave": _brave,
    "ritual": _ritual,
    # 14.28.3: the cards in your opponent's bind zone
    "thunderstrike": _at_least(Sel(owner="opponent", zones=("bind",))),
}


# --------------------------------------------------------------------------- selectors


# 「後列の(R)」 / 「前列の(R)」 (4.9.1: the rear-guard circles of a row): one place, the group
# 11.4.4's labels name
ROW_CIRCLES = {"back_stage": "back_row_circle", "center_stage": "front_row_circle"}


# 「後列の中央」 / 「後列中央」 / 「前列の中央」: the circle of a row in the centre column (4.9.1:
# 後列中央, 前列中央 — the vanguard circle, 4.9.2.3), as the position 「中央後列」 names it
ROW_CENTRES = {
    "back_stage": A.Position("back_row_center"),
    "center_stage": A.Zone("vanguard_circle"),
}


def _circle_behind(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「このユニットの後ろの(R)」: the circle behind a unit is the back-row circle of its column
    (4.9.1.1 the columns, 4.9.1.3 the rows: 前列左 / 後列左 …) — read as 「このユニットと同じ縦列の
    後列の(R)」; a unit in the back row has none behind it. None for another phrase."""
    t = np.terms
    if len(t) >= 2 and t[0] == A.Position("behind") and np.links[0] == "の":
        # 「後ろの(R)」 naming no unit: this unit's (VG 11.8.5.3, as 「同じ縦列の」 alone)
        t = (A.Ref("this_unit"), *t)
        np = A.NounPhrase(t, ("の", *np.links), np.span)
    # the unit a single term before 「の後ろ」 (「このユニット」 / 「そのユニット」): a longer
    # phrase would need its own parts moved into the comparison
    for i in range(min(1, len(t) - 2)):
        if (
            t[i + 1] == A.Position("behind")
            and isinstance(t[i + 2], A.Zone)
            and t[i + 2].id == "rear_circle"
            and np.links[i : i + 2] == ("の", "の")
        ):
            unit = A.NounPhrase((t[i],))
            if sel(unit, v) != Sel(ref="this"):
                # another unit's: whose field its circle is on is not read
                raise Unsupported("the circle behind a unit other than this one")
            same = A.Relative(A.Action("same", (A.Arg(A.Role.WITH, unit),)))
            merged = A.NounPhrase(
                (*t[:i], same, A.Position("column"), A.Zone("back_stage"), *t[i + 2 :]),
                (*np.links[:i], "", "の", "の", *np.links[i + 2 :]),
            )
            # this unit's circle behind it is on its own field (4.9.1: each fighter's circles)
            return replace(sel(merged, v), owner="you")
    return None


def _row_circles(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「ユニットのいない後列の(R)」: the row and 「(R)」 as one place (the grammar reads two zones);
    「後列の中央」: the row and its centre as one circle (``ROW_CENTRES``)."""
    t = np.terms
    for i in range(len(t) - 1):
        a, b = t[i], t[i + 1]
        if (
            isinstance(a, A.Zone)
            and a.id in ROW_CENTRES
            and b == A.Position("center")
            and np.links[i] in ("の", "")
        ):
            merged = A.NounPhrase(
                (*t[:i], ROW_CENTRES[a.id], *t[i + 2 :]),
                (*np.links[:i], *np.links[i + 1 :]),
            )
            return sel(merged, v)
        if (
            isinstance(a, A.Zone)
            and a.id in ROW_CIRCLES
            and b == A.Zone("circle")
            and np.links[i] == "の"
        ):
            # 「後列のサークル」 / 「前列のサークル」: every circle of the row (4.9.1.3 横列: 1人の
            # ファイターの後列のすべてのサークル), the row itself — the front row's with its
            # vanguard circle (4.9.1: 前列中央)
            merged = A.NounPhrase((*t[: i + 1], *t[i + 2 :]), (*np.links[:i], *np.links[i + 1 :]))
            return sel(merged, v)
        if (
            isinstance(a, A.Zone)
            and a.id in ROW_CIRCLES
            and isinstance(b, A.Zone)
            and b.id == "rear_circle"  # 「(R)」 or 「リアガードサークル」 (either spelling)
            and np.links[i] == "の"
        ):
            merged = A.NounPhrase(
                (*t[:i], A.Zone(ROW_CIRCLES[a.id]), *t[i + 2 :]),
                (*np.links[:i], *np.links[i + 1 :]),
            )
            return sel(merged, v)
        if (
            isinstance(a, A.Position)
            and (v.positions or {}).get(a.id, ("",))[0] == "zones"
            and isinstance(b, A.Zone)
            and b.id == "rear_circle"  # 「(R)」 or 「リアガードサークル」 (either spelling)
            and np.links[i] == "の"
        ):
            # 「中央後列の(R)」: a circle named by its place (the vocabulary's position) is one
            # rear-guard circle already; 「の(R)」 names it again
            merged = A.NounPhrase((*t[: i + 1], *t[i + 2 :]), (*np.links[:i], *np.links[i + 1 :]))
            return sel(merged, v)
    return None


def _revealed(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """公開したカード: the cards this ability revealed (``acted:reveal``: those a reveal step
    showed — chosen and revealed, or the top of the deck revealed; before, the cards chosen, none
    after 「山札の上から１枚公開する」; a cost's reveal read back as the cost's)."""
    if np.terms == (A.Ref("revealed_card"),) or (
        len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause == A.Action("reveal", (), A.Form.PAST)
        and np.terms[1] == A.CardKind("card")
    ):
        return Sel(ref="acted:reveal")
    return None


def _locked_bracketed(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「相手の【呪縛】カード」: the action's keyword in its brackets before カード names the card it
    makes, as 「呪縛カード」 does (7.30.1.2: a card locked is a 呪縛カード). None for another noun
    phrase."""
    for i, t in enumerate(np.terms[:-1]):
        if (
            isinstance(t, A.Label)
            and t.kind == "keyword"
            and t.name == "呪縛"
            and np.terms[i + 1] == A.CardKind("card")
            and np.links[i] == ""
        ):
            terms = (*np.terms[:i], A.CardKind("locked_card"), *np.terms[i + 2 :])
            return sel(replace(np, terms=terms, links=np.links[:i] + np.links[i + 1 :]), v)
    return None


THIS_CARD_OBJ = A.NounPhrase((A.Ref("this_card"),))


def _equipping_this(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「このカードを装備しているユニット」 (an equip order's text): the unit associated with this
    order (17.8.6), as 「装備しているユニット」 says it (the state ``equipping`` reads the order
    whose text it is). None for another noun phrase."""
    from ruling.cardtext.triggers import _keyword_act

    if not np.terms or not isinstance(np.terms[0], A.Relative):
        return None
    c = _keyword_act(np.terms[0].clause, v)
    if (
        c.verb != "equip_order"
        or c.form is not A.Form.PROGRESSIVE
        or [(a.role, a.value) for a in c.args] != [(A.Role.OBJECT, THIS_CARD_OBJ)]
    ):
        return None
    bare = A.Relative(replace(c, args=()))
    return sel(replace(np, terms=(bare, *np.terms[1:])), v)


THIS_UNIT_SUBJ = A.NounPhrase((A.Ref("this_unit"),))


def _equipped_by_this(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「このユニットが装備しているカード」: the equip orders associated with this unit (17.8.6),
    on its circle — a vanguard's (17.8.3): the state ``equipped_to_this`` (the order's
    association is this card); 「あなたのヴァンガードが装備しているカード」: those associated with
    a unit the subject names (``on``, state ``equipped``). A count after it (「…カード１枚につき」,
    「…カードを１枚選び」 reads its count on the verb) is the selector's. None for another noun
    phrase."""
    from ruling.cardtext.nouns import count
    from ruling.cardtext.triggers import _keyword_act

    if (
        len(np.terms) not in (2, 3)
        or not isinstance(np.terms[0], A.Relative)
        or np.terms[1] != A.CardKind("card")
        or np.links[:1] != ("",)
        or (len(np.terms) == 3 and (not isinstance(np.terms[2], A.Count) or np.links[1] != ""))
    ):
        return None
    c = _keyword_act(np.terms[0].clause, v)
    if (
        c.verb != "equip_order"
        or c.form is not A.Form.PROGRESSIVE
        or [a.role for a in c.args] != [A.Role.SUBJECT]
    ):
        return None
    n, bound = count(np.terms[2]) if len(np.terms) == 3 else (None, "exact")  # type: ignore[arg-type]
    if c.args[0].value == THIS_UNIT_SUBJ:
        got = Sel(owner="you", zones=("vanguard",), kinds=("order",), states=("equipped_to_this",))
    else:
        # 17.8.6: the orders a unit so named is associated with (on its circle, 17.8.3)
        got = Sel(kinds=("order",), states=("equipped",), on=sel(c.args[0].value, v))
    return replace(got, count=n, bound=bound) if n is not None else got


def _vanguards_hearts(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「あなたのヴァンガードのハーツカード」: the hearts cards associated with the vanguard (6.5.1.2:
    the vanguard made hearts is associated with the G unit put on the vanguard circle; the hearts
    stay on that circle, 6.5.2.2) — the fighter's hearts cards, as 「あなたのハーツカード」. None
    for another noun phrase."""
    terms, links = list(np.terms), list(np.links)
    k = 1 if terms and isinstance(terms[0], A.Owner) else 0
    if terms[k : k + 2] != [A.CardKind("vanguard"), A.CardKind("hearts")]:
        return None
    if links[k : k + 1] != ["の"] or (k and links[:1] != ["の"]):
        return None
    return sel(A.NounPhrase((*terms[:k], *terms[k + 1 :]), (*links[:k], *links[k + 1 :])), v)


# 「XよりNグレード低い / 高い」: the sign of the difference a relative clause of that verb says
_THAN_BY_SIGN = {"lower": -1, "higher": 1}


def _stat_than_by(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「（あなたのドロップゾーンから、）置いたカードより１グレード低い《X》」: the cards whose value
    is the value of the card the phrase after より names less (高い: plus) the amount said —
    ``stats`` ``eq`` with no value, ``stat_ref`` and ``stat_offset`` (as 「置いたカードと同じ
    グレードの」 with its difference); a place said with 「から」 and a comma before the phrase
    (``nouns._source_before_comma``) is where the cards are. None for another noun phrase."""
    from ruling.cardtext.nouns import _link, _source_before_comma

    t = np.terms
    if not (
        len(t) >= 2
        and isinstance(t[0], A.Relative)
        and t[0].clause.verb in _THAN_BY_SIGN
        and t[0].clause.form is A.Form.FINAL
        and _link(np, 1) == ""
    ):
        return None
    args = {a.role: a.value for a in t[0].clause.args}
    if len(args) != len(t[0].clause.args) or set(args) != {A.Role.THAN, A.Role.NONE}:
        return None
    by = args[A.Role.NONE]
    if not (
        isinstance(by, A.NounPhrase)
        and len(by.terms) == 2
        and isinstance(by.terms[0], A.Count)
        and by.terms[0].unit == "none"
        and by.terms[0].bound == "exact"
        and isinstance(by.terms[1], A.Stat)
        and by.links == ("",)
    ):
        return None
    n = exact_number(by.terms[0])
    st = v.stats.get(by.terms[1].id)
    if n is None or st is None:
        raise Unsupported("「…よりN…低い」 a difference of this shape")
    than, src = args[A.Role.THAN], None
    lifted = _source_before_comma(than)
    if lifted is not None:
        than, src = lifted
    ref = sel(than, v)
    if ref.count is not None or ref.alts:
        raise Unsupported("a value compared with counted cards")
    base = sel(A.NounPhrase(t[1:], np.links[1:], np.span), v)
    if base.stat_ref is not None or base.ref is not None:
        raise Unsupported("a value compared twice")
    if src is not None:
        place = sel(src, v)
        if place != Sel(owner=place.owner, zones=place.zones) or not place.zones or base.zones:
            raise Unsupported("「…よりN…低い」 a value from a place of this shape")
        base = replace(base, zones=place.zones, owner=place.owner or base.owner)
    return replace(
        base,
        stats=(*base.stats, (st, "eq", None)),
        stat_ref=ref,
        stat_offset=_THAN_BY_SIGN[t[0].clause.verb] * n,
    )


def _that_subtype(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「その曲」 / 「同じ曲」 / 「そのプロダクト」: a set order named by its subtype (17.7.1.1 曲,
    17.12.1 プロダクト: the subtypes ``order_acts`` knows) after 「その」 or a bare 「同じ」 (no
    comparand): the card the step before chose, as 「そのカード」 — the subtype word restates what
    it is (the specific action done to it checks the subtype again, 17.7.2 / 17.12.2). None for
    another phrase."""
    from ruling.games._vg.order_acts import ORDER_ACTS

    if len(np.terms) != 2 or np.links != ("",):
        return None
    head, word = np.terms
    if isinstance(word, A.Relative) or isinstance(word, A.Ref):
        return None
    try:
        said = sel(A.NounPhrase((word,)), v)
    except Unsupported:
        return None
    subtypes = {a.subtype for a in ORDER_ACTS.values()}
    if len(said.groups) != 1 or said.groups[0] not in subtypes:
        return None
    bare_same = isinstance(head, A.Relative) and head.clause.verb == "same" and not head.clause.args
    if head != A.Ref("that") and not bare_same:
        return None
    return sel(A.NounPhrase((A.Ref("that_card"),)), v)


def _check_revealed(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「（その）ダメージチェックで公開されたカード」: a card the damage checks of the damage last
    dealt to a vanguard revealed — the top card of the deck put face up in the trigger zone
    (13.6.3, 13.6.4), then in the damage zone (13.7.2, 4.13.1.2) — while it is still where that
    procedure left it: ``zones`` trigger and damage, state ``damage_checked`` (the runtime's
    record, ``processes._record_checked``). An ability triggered by the damage (7.35.1) is played
    with the card in the trigger zone (13.7.1 waits for it); one triggered by the hit (10.7.1.6)
    after the damage resolution, the card in the damage zone. None for another noun phrase."""
    if not (
        len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == A.CardKind("card")
        and np.links == ("",)
    ):
        return None
    c = np.terms[0].clause
    if c.verb != "reveal" or c.form is not A.Form.PASSIVE_PAST or len(c.args) != 1:
        return None
    means = c.args[0].value
    if c.args[0].role is not A.Role.MEANS or not isinstance(means, A.NounPhrase):
        return None
    t = means.terms
    if t[:1] == (A.Ref("that"),) and means.links[:1] == ("",):
        t = t[1:]
    if t != (A.Word("damage_check"),):
        return None
    return Sel(zones=("trigger", "damage"), states=("damage_checked",), bound="all")


def _worn(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「XX に着装されているユニット」: the 着装 units associated with the unit X names
    (6.9.2.3)."""
    if not (
        len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause.verb == "equip"
        and np.terms[0].clause.form is A.Form.PASSIVE_PROG
        and np.terms[1] == A.CardKind("unit")
    ):
        return None
    args = args_of(np.terms[0].clause)
    goal = args.pop(A.Role.GOAL, None)
    if args or goal is None or np.links != ("",):
        raise Unsupported("a 着装 unit of this shape")
    return Sel(on=sel(goal, v))


def _dress_origins(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「このユニットのドレス元」 (「…を１枚選び」, 「…１枚につき」): the dress origins associated
    with the unit X names (6.7.4; 6.8.3.3 for a cross overDress), of the other filters — the
    state ``dress_origin`` read on them (a card under a unit, not a unit itself, 6.7.2.1). None
    for another noun phrase."""
    from ruling.cardtext.nouns import count

    terms, links = np.terms, np.links
    n = None
    if terms and isinstance(terms[-1], A.Count) and links[-1:] == ("",):
        n = count(terms[-1])
        terms, links = terms[:-1], links[:-1]
    if len(terms) < 3 or terms[-2:] != _ORIGIN or links[-2:] != ("の", ""):
        return None
    out = Sel(on=sel(A.NounPhrase(terms[:-2], links[:-2]), v), states=("dress_origin",))
    return out if n is None else replace(out, count=n[0], bound=n[1])


def _a_vanguard(s: Sel) -> bool:
    """「あなたのヴァンガード」: a fighter's vanguard, no more said."""
    return s.owner is not None and replace(s, owner=None) == Sel(kinds=("vanguard",))


def _gauge_name(t: Any) -> str | None:
    """「冠ゲージ」 / 「時刻印ゲージ」: the name a gauge term gives (4.15.4.1), else None."""
    if isinstance(t, A.Named) and t.head == A.Word("gauge"):
        return t.text
    if isinstance(t, A.Word) and t.id in NAMED_GAUGES:
        return NAMED_GAUGES[t.id]
    return None


def _card_gauge(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「このユニットの冠ゲージ(１枚につき / すべて)」: the gauge cards of that name (4.15.4.1)
    associated with the card X names (4.15.3, 4.15.3.1: a card's ‘ゲージ’ is the cards in a gauge
    zone associated with it) — ``Sel(gauge=name, on=X)``. None for a player's gauge (「あなたの
    時刻印ゲージ」, the shared reading) or another noun phrase."""
    from ruling.cardtext.nouns import count

    terms, links = np.terms, np.links
    n: tuple[int | None, str] | None = None
    if terms and isinstance(terms[-1], A.Count) and links[-1:] == ("",):
        n = count(terms[-1])
        terms, links = terms[:-1], links[:-1]
    if len(terms) < 2 or links[-1] != "の":
        return None
    # 「このユニットのゲージ」: its gauge, whatever the names (4.15.3.1)
    name = ANY_GAUGE if terms[-1] == A.Word("gauge") else _gauge_name(terms[-1])
    if name is None:
        return None
    if len(terms) == 2 and isinstance(terms[0], A.Owner) and name == ANY_GAUGE:
        # 「あなたのゲージ(を１枚)」: the cards associated with that player, whatever their names
        # (4.15.3.1, 7.40.7.2)
        out = Sel(gauge=ANY_GAUGE, owner=sel(A.NounPhrase(terms[:1]), v).owner)
        return out if n is None else replace(out, count=n[0], bound=n[1])
    if len(terms) == 2 and isinstance(terms[0], A.Owner):
        return None  # a player's named gauge (7.40.7): read by the shared words
    of = sel(A.NounPhrase(terms[:-1], links[:-1]), v)
    if of.count is not None:
        raise Unsupported("the gauge of a card named this way")
    out = Sel(gauge=name, on=of)
    if n is None:
        return out
    return replace(out, count=n[0], bound=n[1])


def _leftmost_word(x: Any) -> tuple[str, Any] | None:
    """The ability word an unread word (``Unknown``) printed first in ``x`` names, and ``x``
    without it: the first term of the first noun phrase, down through the clauses that begin
    with one (a trigger's event, a relative clause, a condition's subject)."""
    if isinstance(x, A.NounPhrase):
        if not x.terms:
            return None
        head = x.terms[0]
        if isinstance(head, A.Unknown) and len(x.terms) > 1 and x.links[:1] == ("",):
            word = ABILITY_WORDS.get(head.text)
            if word is None:
                return None
            return word, replace(x, terms=x.terms[1:], links=x.links[1:])
        got = _leftmost_word(head)
        return None if got is None else (got[0], replace(x, terms=(got[1], *x.terms[1:])))
    if isinstance(x, A.Relative):
        got = _leftmost_word(x.clause)
        return None if got is None else (got[0], replace(x, clause=got[1]))
    if isinstance(x, A.Action) and x.args:
        got = _leftmost_word(x.args[0].value)
        if got is None:
            return None
        return got[0], replace(x, args=(replace(x.args[0], value=got[1]), *x.args[1:]))
    return None


def _spaced_ability_word(node: A.Ability) -> tuple[str, A.Ability] | None:
    """「影縫 このユニットの…時」 / 「超爆 このユニットのパワーが…なら」: an ability word (14.27.1,
    14.30.1 …) heading the text after the colon, set off by a space: the word, and the
    ability without it."""
    if node.prefix is not None or node.keyword is not None:
        return None
    if node.trigger is not None:
        ev = node.trigger.event
        got = _leftmost_word(ev)
        return (
            None
            if got is None
            else (got[0], replace(node, trigger=replace(node.trigger, event=got[1])))
        )
    if node.condition is not None and not node.condition.parts:
        got = _leftmost_word(node.condition.clause)
        if got is None:
            return None
        return got[0], replace(node, condition=replace(node.condition, clause=got[1]))
    return None


def _marker_named(np: Any) -> str | None:
    """「龍樹マーカー」 (15.1.2.1.1): the name of the record markers a noun phrase names (「「龍樹」
    マーカー」, the name in brackets, the same)."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.links == ("",)
        and isinstance(np.terms[0], A.Name)
        and np.terms[1] == A.CardKind("marker")
    ):
        return np.terms[0].text
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Named)
        and np.terms[0].head == A.CardKind("marker")
    ):
        return np.terms[0].text
    return None


def _markers_on(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「このユニットに置かれている龍樹マーカー(１つにつき)」: the record markers of that name whose
    place is the unit X names (15.8.2.2; they stay on it, 15.8.4.3)."""
    terms = [t for t in np.terms if not isinstance(t, A.Count)]
    if not (
        len(terms) == 2
        and isinstance(terms[0], A.Relative)
        and terms[0].clause.verb == "put"
        and terms[0].clause.form is A.Form.PASSIVE_PROG
    ):
        return None
    name = _marker_named(A.NounPhrase((terms[1],), ()))
    if name is None:
        return None
    args = args_of(terms[0].clause)
    goal = args.pop(A.Role.GOAL, None)
    if args or goal is None or any(x != "" for x in np.links):
        raise Unsupported("markers on a unit of this shape")
    counts = [t for t in np.terms if isinstance(t, A.Count)]
    if len(counts) > 1 or (counts and counts[0].number.value is None):
        raise Unsupported("markers on a unit of this shape")
    if counts:
        # 「…龍樹マーカー１つにつき」: counted one by one (12.7.1)
        n = counts[0].number.value
        return Sel(marker=name, on=sel(goal, v), count=n, bound=counts[0].bound)
    return Sel(marker=name, on=sel(goal, v))


def _on_marked_circles(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「「篝火」マーカーが置かれているサークルにいるあなたのリアガード」: the cards described after
    the relative clause that stand on a circle where a record marker of that name is (15.8.2.3:
    one put on the circle, or on a unit, read as where that unit now is, 15.8.2.3.1)."""
    t = np.terms
    if len(t) < 2 or np.links[0] != "" or not isinstance(t[0], A.Relative):
        return None
    c = t[0].clause
    if c.verb != "exist" or c.form is not A.Form.FINAL:
        return None
    args = args_of(c)
    goal = args.pop(A.Role.GOAL, None)
    if args or not isinstance(goal, A.NounPhrase) or goal.terms[-1:] != (A.Zone("circle"),):
        return None
    if len(goal.terms) != 2 or goal.links != ("",) or not isinstance(goal.terms[0], A.Relative):
        return None
    put = goal.terms[0].clause
    if put.verb != "put" or put.form is not A.Form.PASSIVE_PROG:
        return None
    put_args = args_of(put)
    name = _marker_named(put_args.pop(A.Role.SUBJECT, None))
    if name is None or put_args:
        return None
    rest = sel(A.NounPhrase(t[1:], np.links[1:]), v)
    if rest.marked is not None:
        raise Unsupported("a circle marked twice")
    return replace(rest, marked=name)


def _markers_put_on(c: A.Action, v: Vocab) -> Cond | None:
    """「このユニットに龍樹マーカーが置かれているなら」: one or more record markers of that name
    have the unit X names as their place (15.8.2.2, 15.8.4.3); 「あなたのユニットに「芽吹」マーカーが
    あるなら」 says the same (there is one with such a unit as its place)."""
    if not (
        c.verb == "put"
        and c.form is A.Form.PASSIVE_PROG
        or c.verb in ("exist", "exist_thing")
        and c.form is A.Form.FINAL
    ):
        return None
    if not any(a.role is A.Role.SUBJECT and _marker_named(a.value) for a in c.args):
        return None  # not markers: the condition is another's to read
    args = args_of(c)
    name = _marker_named(args.pop(A.Role.SUBJECT, None))
    goal = args.pop(A.Role.GOAL, None)
    if name is None or goal is None or args:
        return None
    return Cond("count", sel=Sel(marker=name, on=sel(goal, v)))


# --------------------------------------------------------------------------- conditions


THIS_BATTLE = A.NounPhrase((A.Ref("this"), A.Word("battle")), ("",))
THAT_BATTLE = A.NounPhrase((A.Ref("that"), A.Word("battle")), ("",))


# what 「このターンN回目の…」 counts: battles, or the attacks that begin them (10.3.1.3)
_COUNTED = (A.Word("battle"), A.Word("attack"))


# the subjects said to be the N-th battle: the battle in progress, named as a battle
# (「このバトル」, 「そのバトル」: the one the trigger's attack or boost is in; 「それ」 said to be a
# battle, 「これ」 alike) or as the attack that began it (「そのアタック」, 10.3.1.3), 「そのターン」 its turn
_BATTLE_SUBJECTS = {
    THIS_BATTLE: A.Word("battle"),
    THAT_BATTLE: A.Word("battle"),
    A.NounPhrase((A.Ref("it"),)): A.Word("battle"),
    # 「アタックした時、これがこのターンの４回目以降のバトルなら」: 「これ」 said to be a battle
    # names the one in progress, as 「それ」 does
    A.NounPhrase((A.Ref("this_one"),)): A.Word("battle"),
    A.NounPhrase((A.Ref("that_attack"),)): A.Word("attack"),
    A.NounPhrase((A.Ref("this"), A.Word("attack")), ("",)): A.Word("attack"),
    A.NounPhrase((A.Ref("that"), A.Word("attack")), ("",)): A.Word("attack"),
}


GUARDIAN_CIRCLE = A.Zone("guardian_circle")


def _guardians_of_the_battle(c: A.Action) -> A.Action | None:
    """「このバトルであなたの(G)に…がいるなら」 / 「このバトルで…が(G)にいないなら」: the units on
    the guardian circle are this battle's guardians — every one of them retires in the battle's
    damage step (10.7.1.10), so none is there but in the battle that called it — so the means
    「このバトルで」 says no more than the place: the existence read without it. None for any other
    clause."""
    means = [a for a in c.args if a.role is A.Role.MEANS]
    goal = [a for a in c.args if a.role is A.Role.GOAL]
    if (
        c.verb != "exist"
        or len(means) != 1
        or means[0].value not in (THIS_BATTLE, THAT_BATTLE)
        or len(goal) != 1
        or not isinstance(goal[0].value, A.NounPhrase)
        or goal[0].value.terms[-1:] != (GUARDIAN_CIRCLE,)
    ):
        return None
    return replace(c, args=tuple(a for a in c.args if a is not means[0]))


def _attack_boosted(c: A.Action) -> A.Action | None:
    """「このユニットのアタックがブーストされているなら」 / 「あなたのヴァンガードのアタックが…」: a
    boost is given to the attacking unit (10.4.1.12: the booster boosts the unit it attacks with),
    so the attack boosted is its unit boosted — 「このユニットがブーストされているなら」 (the boosted
    state is held only by a unit attacking). None for any other clause."""
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    if c.verb != "boost" or c.form is not A.Form.PASSIVE_PROG or len(subj) != 1 or len(c.args) != 1:
        return None
    np = subj[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) > 1
        and np.terms[-1] == A.Word("attack")
        and np.links[-1] == "の"
    ):
        return None
    unit = A.NounPhrase(np.terms[:-1], np.links[:-1])
    return replace(c, args=(replace(subj[0], value=unit),))


def _attacking_battle(np: Any) -> Cond | None:
    """「このユニットがアタックしているバトル」 as the subject of 「…がそのターンのN回目以降なら」:
    the battle in progress, one this unit is attacking in (10.4.1.5.1) — the condition that it
    attacks (as 「このユニットがアタックしているなら」). None for another noun phrase."""
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.terms[1] == A.Word("battle")
        and isinstance(np.terms[0], A.Relative)
    ):
        return None
    inner = np.terms[0].clause
    if (
        not isinstance(inner, A.Action)
        or inner.verb != "attack"
        or inner.form is not A.Form.PROGRESSIVE
        or len(inner.args) != 1
        or inner.args[0].role is not A.Role.SUBJECT
    ):
        return None
    who = sel(inner.args[0].value, VOCAB)
    if who.ref is None:
        return None
    return Cond("match", sel=who, filt=Sel(states=("attacking",)))


def _turn_during(value: Any) -> Any:
    """「そのターン中のバトル」 (the grammar: その + ターン + 中 + の + バトル) as 「そのターンのバトル」:
    the battles during that turn are that turn's battles. Any other value as it is."""
    if (
        isinstance(value, A.NounPhrase)
        and len(value.terms) > 3
        and value.terms[0] in (A.Ref("this"), A.Ref("that"))
        and value.terms[1:3] == (A.Word("turn"), A.Word("during"))
        and value.links[1:3] == ("", "の")
    ):
        return A.NounPhrase(
            (*value.terms[:2], *value.terms[3:]), (value.links[0], *value.links[2:])
        )
    return value


def _unit_attack_number(c: A.Action, v: Vocab) -> Cond | None:
    """「このアタックがこのユニットのこのターン２回目のアタックなら」: the attack in progress is the
    unit's N-th attack of this turn (「…以降」: N-th or later) — the unit is attacking (10.4.1.5.1),
    and the attacks it has made this turn, this one among them (each attack one battle, 10.3.1.3),
    number N: ``and`` of ``match`` (the unit ``attacking``) and ``history`` of its attacks
    (``eq`` N, ``ge`` for 以降). None for any other clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 2:
        return None
    subj, pred = c.args
    if (
        subj.role is not A.Role.SUBJECT
        or subj.value != A.NounPhrase((A.Ref("this"), A.Word("attack")), ("",))
        or pred.role is not A.Role.PREDICATE
        or not isinstance(pred.value, A.NounPhrase)
    ):
        return None
    ts, links = pred.value.terms, pred.value.links
    if not (
        len(ts) >= 5
        and ts[-4:-1] == (A.Ref("this"), A.Word("turn"), ts[-2])
        and isinstance(ts[-2], A.Count)
        and ts[-2].unit == "ordinal"
        and ts[-2].bound in ("exact", "from")
        and ts[-2].number is not None
        and ts[-2].number.value is not None
        and ts[-1] == A.Word("attack")
        and links[-4:] == ("の", "", "", "の")
    ):
        return None
    unit = sel(A.NounPhrase(ts[:-4], links[:-4]), v)
    if unit.ref != "this" or unit != Sel(ref="this"):
        return None
    n = ts[-2].number.value
    return Cond(
        "and",
        parts=(
            Cond("match", sel=unit, filt=Sel(states=("attacking",))),
            Cond(
                "history",
                n=n,
                cmp="eq" if ts[-2].bound == "exact" else "ge",
                event=Trig("attack", subject=unit),
            ),
        ),
    )


def _turn_subject_counted(args: list[A.Arg], size: int) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「このターン / そのターンの…が３回目(以降)なら」: a subject of ``size`` terms opening with
    this / that turn, and a predicate that is one count — the two noun phrases; None otherwise."""
    if len(args) != 2 or args[0].role is not A.Role.SUBJECT:
        return None
    subj, pred = args[0].value, args[1].value
    if (
        args[1].role is A.Role.PREDICATE
        and isinstance(subj, A.NounPhrase)
        and isinstance(pred, A.NounPhrase)
        and len(subj.terms) == size
        and subj.terms[:2] in ((A.Ref("this"), A.Word("turn")), (A.Ref("that"), A.Word("turn")))
        and len(pred.terms) == 1
        and isinstance(pred.terms[0], A.Count)
    ):
        return subj, pred
    return None


def _battle_number(c: A.Action) -> Cond | None:
    """「このターン４回目以降のバトルなら」 / 「このターン５回目のバトルなら」: the battle in progress
    is the N-th (or N-th or later) of this turn. 「このバトルが３回目以降のバトルなら」 (the
    battle in progress named as the subject; battles are counted in the turn, 10.3.1.3) alike.
    「このターンの４回目以降のアタックなら」 / 「このターンのアタックが３回目以降なら」: the attack
    in progress counted among this turn's attacks, each of which begins one battle (10.3.1.3),
    is that battle counted."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    args = [replace(a, value=_turn_during(a.value)) for a in c.args]
    said = _turn_subject_counted(args, 4)
    if (
        said is not None
        and said[0].links[1] == "の"
        and A.NounPhrase(said[0].terms[2:], said[0].links[2:]) in _BATTLE_SUBJECTS
    ):
        # 「このターンのこのアタックが３回目以降なら」: the turn said before the attack, as
        # 「このアタックがこのターンの３回目以降なら」 says it after
        subj, pred = said
        args = [
            replace(args[0], value=A.NounPhrase(subj.terms[2:], subj.links[2:])),
            replace(
                args[1],
                value=A.NounPhrase((*subj.terms[:2], *pred.terms), (subj.links[0], "の")),
            ),
        ]
    said = _turn_subject_counted(args, 3)
    if said is not None and said[0].terms[2] in _COUNTED:
        # 「このターンのアタックが３回目以降なら」: the predicate counts the subject
        turn, what = said[0].terms[:2], said[0].terms[2]
        p = A.NounPhrase((*turn, said[1].terms[0], what), ("", "", "の"))
        args = [A.Arg(A.Role.PREDICATE, p)]
    attacking: Cond | None = None  # 「このユニットがアタックしているバトルが」: it attacks in it
    counted: A.Word | None = None  # what the subject is: a battle, or the attack beginning one
    if len(args) == 2 and args[0].role is A.Role.SUBJECT:
        counted = _BATTLE_SUBJECTS.get(args[0].value)  # type: ignore[arg-type]
        if counted is None:
            attacking = _attacking_battle(args[0].value)
            counted = A.Word("battle") if attacking is not None else None
        if counted is not None:
            args.pop(0)
    if len(args) != 1:
        return None
    p = args[0].value
    if (
        counted is not None
        and isinstance(p, A.NounPhrase)
        and len(p.terms) == 3
        and p.terms[1] == A.Word("turn")
        and isinstance(p.terms[2], A.Count)
    ):
        # 「そのバトルがそのターンの４回目以降なら」: the predicate counts the subject
        p = A.NounPhrase((*p.terms, counted), (*p.links, "の"))
    if (
        isinstance(p, A.NounPhrase)
        and len(p.terms) > 4
        and all(isinstance(t, A.Count) for t in p.terms[2:-1])
        and all(link == "か" for link in p.links[2:-1])
    ):
        # 「そのターンの２回目か３回目のバトルなら」: the battle in progress is one of these
        parts = [
            _battle_number(
                A.Action(
                    "be",
                    (
                        A.Arg(
                            A.Role.PREDICATE,
                            A.NounPhrase((*p.terms[:2], t, p.terms[-1]), ("", "の", "の")),
                        ),
                    ),
                    A.Form.NOMINAL,
                )
            )
            for t in p.terms[2:-1]
        ]
        if args[0].role is not A.Role.PREDICATE or any(x is None for x in parts):
            return None
        return both(attacking, Cond("or", parts=tuple(parts)))  # type: ignore[arg-type]
    if isinstance(p, A.NounPhrase) and len(p.terms) > 1 and p.terms[-1] == A.Word("during"):
        # 「そのターンの３回目以降のバトル中なら」: during the N-th battle — the battle in progress
        # is the N-th, as 「…のバトルなら」 says
        p = A.NounPhrase(p.terms[:-1], p.links[:-1])
    if isinstance(p, A.NounPhrase) and len(p.terms) == 2 and p.links == ("の",):
        p = A.NounPhrase((A.Ref("this"), A.Word("turn"), *p.terms), ("", "", "の"))
    if isinstance(p, A.NounPhrase) and p.terms[:2] == (A.Ref("that"), A.Word("turn")):
        p = A.NounPhrase((A.Ref("this"), *p.terms[1:]), p.links)
    if isinstance(p, A.NounPhrase) and len(p.terms) == 4 and p.terms[2] == A.Word("first_time"):
        # 「そのバトルがこのターン中の最初のバトルなら」: the first is the one numbered 1
        first = A.Count(A.Number(1), "ordinal", "exact")
        p = A.NounPhrase((*p.terms[:2], first, p.terms[3]), p.links)
    if not (
        args[0].role is A.Role.PREDICATE
        and isinstance(p, A.NounPhrase)
        and len(p.terms) == 4
        and p.terms[0] == A.Ref("this")
        and p.terms[1] == A.Word("turn")
        and isinstance(p.terms[2], A.Count)
        and p.terms[2].unit == "ordinal"
        and p.terms[3] in _COUNTED
    ):
        return None
    n = p.terms[2]
    # 「３回目以上」 as 「３回目以降」: the third or any later one
    cmp = {"exact": "eq", "from": "ge", "at_least": "ge"}.get(n.bound)
    if cmp is None or n.number is None or n.number.value is None:
        raise Unsupported("a battle count of this shape")
    return both(attacking, Cond("battle_number", cmp=cmp, n=n.number.value))


def _wearing(c: A.Action, v: Vocab) -> Cond | None:
    """「XがAとBを着装しているなら」 / 「XがAを着装しているなら」: among the 着装 units
    associated with the unit X (6.9.2.3, 6.9.3.4), each of the described cards is a different
    one. ``detail``: the descriptions, in the order printed."""
    if c.verb != "equip" or c.form is not A.Form.PROGRESSIVE:
        return None
    args = args_of(c)
    subj = args.pop(A.Role.SUBJECT, None) or args.pop(A.Role.TOPIC, None)
    worn = [args.pop(r) for r in (A.Role.WITH, A.Role.OBJECT) if r in args]
    if args or subj is None or not worn:
        raise Unsupported("a 着装 condition of this shape")
    from ruling.cardtext.conditions import _pointed

    return Cond("wearing", sel=_pointed(subj, v), detail=tuple(sel(w, v) for w in worn))


CLAN = A.NounPhrase((A.Word("clan"),))


def _clan_only(c: A.Action) -> A.Action | None:
    """「クランが《X》のみのあなたのヴァンガードがいる」: the grammar reads 「クランが」 as a second
    subject beside the unit's; a unit whose clan is X alone is one that belongs to X only
    (「《X》のみに属する」, 2.5: its clans), read as that relative clause. None for any other
    clause."""
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if len(subj) != 2 or subj[0].value != CLAN or len(c.args) != 2:
        return None
    np = subj[1].value
    if not isinstance(np, A.NounPhrase) or A.Word("only_that") not in np.terms:
        return None
    k = np.terms.index(A.Word("only_that"))
    traits = np.terms[:k]
    if (
        not traits
        or not all(isinstance(t, A.Trait) for t in traits)
        or k + 1 >= len(np.terms)
        or np.links[k] != "の"
    ):
        return None
    clans = A.NounPhrase((*traits, A.Word("only_that")), np.links[:k])
    belong = A.Action("belong", (A.Arg(A.Role.GOAL, clans),), A.Form.FINAL)
    unit = A.NounPhrase((A.Relative(belong), *np.terms[k + 1 :]), ("", *np.links[k + 1 :]))
    return replace(c, args=(A.Arg(A.Role.SUBJECT, unit),))


THIS_EFFECT = A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",))


def _in_numbered_battle(c: A.Action, v: Vocab) -> Cond | None:
    """「このターン１回目のバトルで、あなたのヴァンガードが「X」を含むグレード３以上なら」: the
    battle in progress is the N-th of this turn (as 「このターンN回目のバトルなら」, 10.3.1.3) and
    the condition after it holds — the grammar hangs 「…のバトルで」 as a means on the filter
    clause of the predicate."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 1:
        return None
    p = c.args[0].value
    if not (isinstance(p, A.NounPhrase) and p.terms and isinstance(p.terms[0], A.Relative)):
        return None
    inner = p.terms[0].clause
    means = [a for a in inner.args if a.role is A.Role.MEANS]
    if len(means) != 1:
        return None
    n = _battle_number(A.Action("be", (A.Arg(A.Role.PREDICATE, means[0].value),), A.Form.NOMINAL))
    if n is None:
        return None
    from ruling.cardtext.conditions import _clause

    rest = A.Relative(replace(inner, args=tuple(a for a in inner.args if a is not means[0])))
    pred = A.NounPhrase((rest, *p.terms[1:]), p.links, p.span)
    return both(n, _clause(replace(c, args=(A.Arg(A.Role.PREDICATE, pred),)), v))  # type: ignore[return-value]


# 「このファイトで / このバトルで / このターンに」 before 「…を使っている」: since when
_USED_SINCE = {
    (A.Role.MEANS, (A.Ref("this"), A.Word("fight"))): "fight",
    (A.Role.MEANS, (A.Ref("this"), A.Word("battle"))): "battle",
    (A.Role.GOAL, (A.Ref("this"), A.Word("turn"))): "turn",
}


BATTLE_NP = A.NounPhrase((A.Word("battle"),))
# the forms of 「このターンにバトルが…行われている」 (行う, passive) and 「このターンに…バトルしている」
# (する with the noun), and whether each is negated
_HELD = {
    ("perform", A.Form.PASSIVE_PROG): False,
    ("perform", A.Form.PASSIVE_PAST): False,
    ("perform", A.Form.PASSIVE_NEG_PAST): True,
    ("do", A.Form.PROGRESSIVE): False,
    ("do", A.Form.PROGRESSIVE_PAST): False,
    ("do", A.Form.PAST): False,
    ("do", A.Form.PROGRESSIVE_NEG): True,
    ("do", A.Form.PROGRESSIVE_NEG_PAST): True,
    ("do", A.Form.NEGATIVE_PAST): True,
}


def _battles_this_turn(c: A.Action, v: Vocab) -> Cond | None:
    """「このターンにバトルが３回以上行われている / 行われていた / 行われていないなら」 / 「このターン
    に(あなたが)５回以上バトルしているなら」: how many battles there have been this turn — each
    attack begins a battle (10.3.1.3), so the attacks this turn, read back from the turn's record
    as 「…アタックしている」 is (``history`` of ``attack``; 「あなたが」: by that fighter's units);
    「あなたのターン中、」 before it in a continuous ability: during that turn too. None for any
    other clause."""
    from ruling.cardtext.conditions import _split_negative, _this_turn, _times

    c, neg = _split_negative(c)
    if c.verb == "and" and len(c.args) == 2:
        # 「…行われていた」: the grammar joins 「行われて」 and 「いた」 (as 「…されていない」)
        first, second = (a.value for a in c.args)
        if (
            isinstance(first, A.NounPhrase)
            and isinstance(second, A.NounPhrase)
            and len(first.terms) == len(second.terms) == 1
            and isinstance(first.terms[0], A.Relative)
            and first.terms[0].clause.form is A.Form.PASSIVE_TE
            and second.terms[0] == A.Relative(A.Action("exist", (), A.Form.PAST))
        ):
            c = replace(first.terms[0].clause, form=A.Form.PASSIVE_PROG)
    negated = _HELD.get((c.verb, c.form))
    if negated is None:
        return None
    turn = [a for a in c.args if _this_turn(a)]
    times = [a for a in c.args if a.role is A.Role.NONE and _times(a.value) is not None]
    named = [
        a
        for a in c.args
        if a.value == BATTLE_NP
        and a.role is (A.Role.SUBJECT if c.verb == "perform" else A.Role.NONE)
    ]
    who = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC) and a not in named]
    whose = [
        a
        for a in c.args
        if a.role is A.Role.TIME and isinstance(a.value, A.Duration) and a.value.id in v.during
    ]
    if len(turn) != 1 or len(named) != 1 or len(times) > 1 or len(who) > 1 or len(whose) > 1:
        return None
    if len(c.args) != 2 + len(times) + len(who) + len(whose):
        return None
    owner = None
    if who:
        np = who[0].value
        if c.verb != "do" or not (
            isinstance(np, A.NounPhrase)
            and len(np.terms) == 1
            and isinstance(np.terms[0], A.Owner)
            and np.terms[0].who in ("you", "opponent")
        ):
            return None
        owner = np.terms[0].who
    n, cmp = _times(times[0].value) if times else (1, "ge")  # type: ignore[misc]
    h = Cond("history", event=Trig("attack", subject=Sel(owner=owner)), n=n, cmp=cmp)
    got = Cond("not", parts=(h,)) if negated != neg else h
    return both(during(whose[0].value, v), got) if whose else got  # type: ignore[return-value]


HEARTS = A.CardKind("hearts")


def _has_hearts(c: A.Action, v: Vocab) -> Cond | None:
    """「このユニットが「X」のハーツを持つなら」 / 「…が《X》のハーツを持つなら」 / 「このユニットが
    「X」を含むハーツを持つなら」 / 「…グレード３のハーツを持たないなら」: the unit's hearts card
    (2.9.3.3, 6.5.2.2.1: the vanguard a G unit strode upon) is so described — as 「このユニットの
    ハーツカードが…なら」 reads it (``match``). Of this unit or of the player's vanguard (whose
    hearts are the player's); None for any other clause."""
    if c.verb != "have" or c.form not in (A.Form.FINAL, A.Form.NEGATIVE):
        return None
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    obj = [a for a in c.args if a.role is A.Role.OBJECT]
    if len(obj) != 1 or len(c.args) != len(subj) + 1 or len(subj) > 1:
        return None
    np = obj[0].value
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.terms[-1] != HEARTS:
        return None
    terms, links = np.terms[:-1], np.links[:-1]
    who = subj[0].value if subj else None
    if who is None and len(terms) == 1 and isinstance(terms[0], A.Relative) and np.links[-1] == "":
        # 「このユニットが「X」を含むハーツを持つ」: the grammar hangs the subject on 含む
        inner = terms[0].clause
        owners = [a for a in inner.args if a.role is A.Role.SUBJECT]
        if len(owners) != 1:
            return None
        who = owners[0].value
        terms = (
            A.Relative(replace(inner, args=tuple(a for a in inner.args if a is not owners[0]))),
        )
        described = sel(A.NounPhrase((*terms, A.CardKind("card")), ("",)), v)
    elif who is not None and np.links[-1] == "の":
        described = sel(A.NounPhrase(terms, links), v)
    else:
        return None
    unit = sel(who, v)
    if unit == Sel(ref="this"):
        hearts = Sel(ref="this", kinds=("hearts",))
    elif unit == Sel(owner="you", kinds=("vanguard",)):
        hearts = Sel(owner="you", kinds=("hearts",))
    else:
        raise Unsupported("the hearts of a unit of this kind")
    if described.ref or described.zones or described.owner or described.count is not None:
        raise Unsupported("hearts described this way")
    filt = replace(described, kinds=tuple(k for k in described.kinds if k != "card"))
    m = Cond("match", sel=hearts, filt=filt)
    return m if c.form is A.Form.FINAL else Cond("not", parts=(m,))


def _face_done(c: A.Action, args: dict[A.Role, Any]) -> Cond | None:
    """「表にしたなら」 / 「裏にしたなら」 / 「表向きにしたなら」 / 「…しなかったなら」: whether the
    step before turned a card to that face (7.3.1; the result of the sentence before, 11.2.3) —
    ``done`` / ``not_done`` of ``face:<face>`` (``_vg/steps.run_op`` records it: a card already
    of that face is not turned, 1.3.2.1). None for any other clause."""
    g = args.get(A.Role.GOAL)
    if (
        c.verb != "do"
        or c.form not in (A.Form.PAST, A.Form.NEGATIVE_PAST)
        or set(args) != {A.Role.GOAL}
        or not isinstance(g, A.NounPhrase)
        or len(g.terms) != 1
        or not isinstance(g.terms[0], A.Word)
        or g.terms[0].id not in FACES
    ):
        return None
    return Cond("done" if c.form is A.Form.PAST else "not_done", verb=f"face:{g.terms[0].id}")


def _divine_used(c: A.Action, args: dict[A.Role, Any]) -> Cond | None:
    """「このファイト / このバトル / このターンにあなたが【ディヴァインスキル】を使っているなら」:
    the fighter used an ability with the Divine Skill icon — the use 12.3.3.2 records (its
    effect resolved and changed the game; then 「…は【ディヴァインスキル】を持つ能力を使えなくなる」)
    — in this fight, in the battle now, this turn. Another ability named, another period or
    none: None (refused elsewhere)."""
    if c.verb != "use" or c.form is not A.Form.PROGRESSIVE:
        return None
    obj, subj = args.get(A.Role.OBJECT), args.get(A.Role.SUBJECT)
    if not (
        isinstance(obj, A.NounPhrase)
        and obj.terms == (A.Label("ディヴァインスキル", "keyword"),)
        and isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 1
        and isinstance(subj.terms[0], A.Owner)
        and subj.terms[0].who in ("you", "opponent")
        and len(args) == 3
    ):
        return None
    when = [
        since
        for (role, terms), since in _USED_SINCE.items()
        if isinstance(args.get(role), A.NounPhrase) and args[role].terms == terms
    ]
    if len(when) != 1:
        return None
    return Cond("divine_used", owner=subj.terms[0].who, detail=(("since", when[0]),))


def _numbered_battle_means(c: A.Action) -> tuple[Cond, A.Action] | None:
    """「このユニットがそのターンの２回目以降のバトルでアタックしている(なら)」 / 「…でアタックした
    時」: a clause with the battle it happens in, counted in the turn, as its means — that battle
    is the N-th (``battle_number``, 10.3.1.3), and the clause without it. None for another
    clause."""
    means = [a for a in c.args if a.role is A.Role.MEANS]
    if len(means) != 1:
        return None
    n = _battle_number(A.Action("be", (A.Arg(A.Role.PREDICATE, means[0].value),), A.Form.NOMINAL))
    if n is None:
        return None
    return n, replace(c, args=tuple(a for a in c.args if a is not means[0]))


def _battles_held_nominal(c: A.Action) -> A.Action:
    """「このターンに行われたバトルが３回以上なら」 / 「そのターンに行われたバトルが４回以上なら」 /
    「このターン中のバトルが４回以上なら」: the battles held this turn, counted — as 「このターンに
    バトルが３回以上行われているなら」 says it (``_battles_this_turn``); 「このターン中のあなたの
    バトルの回数が３回以下なら」: one fighter's, as 「このターンにあなたが３回以下バトルしている
    なら」. Any other clause unchanged."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return c
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    pred = [a for a in c.args if a.role is A.Role.PREDICATE]
    if len(subj) != 1 or len(pred) != 1:
        return c
    s, p = _turn_during(subj[0].value), pred[0].value
    if (
        isinstance(s, A.NounPhrase)
        and len(s.terms) in (4, 5)
        and s.terms[:2] in (THIS_TURN.terms, THAT_TURN.terms)
        and isinstance(s.terms[2], A.Owner)
        and s.terms[2].who in ("you", "opponent")
        and s.terms[3] == A.Word("battle")
        and s.terms[4:] in ((), (A.Word("times"),))
        and set(s.links[1:]) == {"の"}
        and isinstance(p, A.NounPhrase)
        and len(p.terms) == 1
        and isinstance(p.terms[0], A.Count)
        and p.terms[0].unit == "times"
    ):
        # 「このターン中のあなたのバトル(の回数)が３回以下なら」: the battles of that fighter this
        # turn, counted — as 「このターンにあなたが３回以下バトルしているなら」 says it (each
        # battle begun by an attack of that fighter's unit, 10.3.1.3)
        turn = A.NounPhrase(s.terms[:2], ("",))
        rest = tuple(a for a in c.args if a is not subj[0] and a is not pred[0])
        return A.Action(
            "do",
            (
                *rest,
                A.Arg(A.Role.GOAL, turn),
                A.Arg(A.Role.SUBJECT, A.NounPhrase((s.terms[2],))),
                A.Arg(A.Role.NONE, BATTLE_NP),
                A.Arg(A.Role.NONE, p),
            ),
            A.Form.PROGRESSIVE,
        )
    if (
        isinstance(s, A.NounPhrase)
        and s.terms[:2] in (THIS_TURN.terms, THAT_TURN.terms)
        and s.terms[2:] == (A.Word("battle"),)
        and s.links == ("", "の")
        and isinstance(p, A.NounPhrase)
        and len(p.terms) == 1
        and isinstance(p.terms[0], A.Count)
        and p.terms[0].unit == "times"
    ):
        # 「このターンのバトルが５回以上なら」: the battles of this turn, counted — the same
        # clause with 「行われた」 left unsaid
        turn = A.NounPhrase(s.terms[:2], ("",))
        s = A.NounPhrase(
            (A.Relative(A.Action("perform", (A.Arg(A.Role.GOAL, turn),), A.Form.PASSIVE_PAST)),)
            + s.terms[2:],
            ("",),
        )
    if not (
        isinstance(s, A.NounPhrase)
        and len(s.terms) == 2
        and s.terms[1] == A.Word("battle")
        and isinstance(s.terms[0], A.Relative)
        and s.terms[0].clause.verb == "perform"
        and s.terms[0].clause.form is A.Form.PASSIVE_PAST
        and isinstance(p, A.NounPhrase)
        and len(p.terms) == 1
        and isinstance(p.terms[0], A.Count)
        and p.terms[0].unit == "times"
    ):
        return c
    rest = tuple(a for a in c.args if a is not subj[0] and a is not pred[0])
    held = (
        *s.terms[0].clause.args,
        A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Word("battle"),))),
        A.Arg(A.Role.NONE, p),
    )
    return A.Action("perform", (*rest, *held), A.Form.PASSIVE_PROG)


_CIRCLE_KINDS = {"rear": "rearguard", "vanguard": "vanguard"}


_CALL_KINDS = {"call:normal": "normal", "call:superior": "superior"}


def _entered_by_call(c: A.Action, v: Vocab) -> Cond | None:
    """「このユニットがダメージゾーンからコールされていたなら」 / 「このユニットがスペリオルコール
    されていたなら」 (``Vocab.manner_verbs``: a call with the means 「スペリオルコールで」): the unit
    was put on the circle it is on by a call (6.2.1.2; moved between circles it is still that
    one, 7.17.1) — from the zone named, of the kind named (6.2.2.1, 6.2.2.2). None for another
    clause."""
    from ruling.cardtext.conditions import _timed_clause

    if c.verb != "call" or c.form is not A.Form.PASSIVE_PROG or _timed_clause(c):
        return None
    args = args_of(c)
    kind = None
    if A.Role.MEANS in args:
        m = args[A.Role.MEANS]
        t = m.terms[0] if isinstance(m, A.NounPhrase) and len(m.terms) == 1 else None
        kind = _CALL_KINDS.get(v.word_means.get(t.id, "")) if isinstance(t, A.Word) else None
        if kind is None:
            return None  # 「「X」の能力でコールされている」: the stay's history (``stay_history``)
    if A.Role.SOURCE not in args and kind is None:
        return None  # 「コールされているなら」: read as before (the stay's history)
    if A.Role.SUBJECT not in args or set(args) - {
        A.Role.SUBJECT,
        A.Role.SOURCE,
        A.Role.GOAL,
        A.Role.MEANS,
    }:
        raise Unsupported("a called condition of this shape")
    who = sel(args[A.Role.SUBJECT], v)
    if who.ref not in ("this", "that"):
        raise Unsupported("a called condition on a unit of this shape")
    zone: str | None = None
    if A.Role.SOURCE in args:
        s = sel(args[A.Role.SOURCE], v)
        if s.zone is None or replace(s, zones=()) != Sel():
            raise Unsupported("a called condition from a place of this shape")
        zone = s.zone
    got = Cond("entered_by_call", sel=who, verb=zone, detail=(kind,) if kind else ())
    if A.Role.GOAL not in args:
        return got
    g = sel(args[A.Role.GOAL], v)
    kinds = {**_CIRCLE_KINDS, "guardian": "guardian"}
    if g.zone not in kinds or replace(g, zones=()) != Sel():
        raise Unsupported("a called condition to a place of this shape")
    return Cond("and", parts=(got, Cond("match", sel=who, filt=Sel(kinds=(kinds[g.zone],)))))


def _entered_unit(c: A.Action, v: Vocab) -> Cond | None:
    """「ブーストされたユニットが山札から(R)に登場したユニットなら」 / 「そのユニットが山札から登場した
    ユニットなら」 (the grammar folds the subject into the relative clause): the unit is one whose
    登場 came from that zone (7.17.2) — as 「…が山札から登場していたなら」 — and, with a circle
    named, is on such a circle now (a unit that appeared on (R) is a rear-guard while it stays
    on the circles). None for another clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 1:
        return None
    np = c.args[0].value
    if not (
        c.args[0].role is A.Role.PREDICATE
        and isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == A.CardKind("unit")
        and np.links == ("",)
    ):
        return None
    inner = np.terms[0].clause
    args = args_of(inner)
    if inner.verb != "appear" or inner.form is not A.Form.PAST or A.Role.SUBJECT not in args:
        return None
    if A.Role.SOURCE not in args or set(args) - {A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL}:
        raise Unsupported("a unit that appeared, of this shape")
    goal = args.pop(A.Role.GOAL, None)
    kept = tuple(a for a in inner.args if a.role is not A.Role.GOAL)
    got = _cond_hook(A.Action("appear", kept, A.Form.PROGRESSIVE_PAST), v)
    if goal is None or got is None:
        return got
    g = sel(goal, v)
    if g.zone not in _CIRCLE_KINDS or replace(g, zones=()) != Sel():
        raise Unsupported("a unit that appeared on a place of this shape")
    on = Cond("match", sel=got.sel, filt=Sel(kinds=(_CIRCLE_KINDS[g.zone],)))
    return Cond("and", parts=(got, on))


# 「魔獣合成したなら」 (6.10.5, 6.10.5.1) / 「（マーカーを）置いたなら」 (15.8.3.1) after the step that
# did it: whether that step was actually done (11.2.3) — the ops a step hook of this module runs
# (``_beast_fusion_step``, ``_put_marker_step``) and set ``rt.done`` for
OWN_ACT_DONE = {"beast_fusion": "beast_fusion"}


def _own_act_done(c: A.Action) -> Cond | None:
    """「魔獣合成したなら」 / 「魔獣合成しなかったなら」 with nothing else said: whether the step
    before did it (11.2.3); the op's runtime records it (``rt.done``)."""
    op = OWN_ACT_DONE.get(c.verb)
    if op is None or c.args or c.more or c.modal is not None:
        return None
    if c.form not in (A.Form.PAST, A.Form.NEGATIVE_PAST):
        return None
    return Cond("done" if c.form is A.Form.PAST else "not_done", verb=op)


def _refused_action(c: A.Action, step: bool = False) -> None:
    """A specific action the engine does not run (``actions.ACTIONS``' ``refused``), in any form
    (a step, a trigger, a condition; ``unread``: in the forms not a step): refused with the reason
    naming the action and its clause."""
    why = actions.refused(c.verb, step)
    if why is not None:
        raise Unsupported(why)


# 7.42: the states a fighter is in for a period an effect says (「そのターン中、あなたは“一気爆勢”に
# なる」), read by 「あなたが“一気呵勢”なら」: each with the states it is besides (7.42.1.1:
# 「“一気爆勢”であるファイターは、同時に“一気呵勢”でもあります」)
FIGHTER_STATES = {"一気呵勢": ("一気呵勢", "一気爆勢"), "一気爆勢": ("一気爆勢",)}


def _fighter_named(np: Any, v: Vocab) -> str | None:
    """「あなた」 / 「相手」 alone: the fighter it names, else None."""
    if isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Owner):
        who = v.owner(np.terms[0].who)
        return who if who in ("you", "opponent") else None
    return None


def _fighter_state_name(np: Any) -> str | None:
    if isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Literal):
        name = np.terms[0].text
        return name if name in FIGHTER_STATES else None
    return None


def _fighter_state_cond(c: A.Action, v: Vocab) -> Cond | None:
    """「あなたが“一気呵勢”なら」 (7.42.1): the fighter is in that state now (one in “一気爆勢” is
    in “一気呵勢” too, 7.42.1.1)."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    args = {a.role: a.value for a in c.args}
    if set(args) != {A.Role.SUBJECT, A.Role.PREDICATE}:
        return None
    who, name = _fighter_named(args[A.Role.SUBJECT], v), _fighter_state_name(args[A.Role.PREDICATE])
    if who is None or name is None:
        return None
    return Cond("fighter_state", owner=who, verb=name, detail=FIGHTER_STATES[name])


def _fighter_state_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「そのターン中、あなたは“一気爆勢”になる」 (7.42.1): the fighter is in that state for the
    period said (no period: for the game, 11.3.1.2)."""
    if b.verb != "become":
        return None
    args = {a.role: a.value for a in b.args}
    name = _fighter_state_name(args.get(A.Role.GOAL))
    who = _fighter_named(args.get(A.Role.TOPIC), r.v)
    if name is None or who is None:
        return None
    if set(args) - {A.Role.TOPIC, A.Role.GOAL, A.Role.TIME} or r.kind == "continuous":
        raise Unsupported("a fighter's state of this shape")
    time = args.get(A.Role.TIME)
    # no period printed: None, read at resolution (``state_without_period``)
    until = until_of(time, r) if time else None
    return read([Op("fighter_state", target=Sel(owner=who), name=name, until=until)], b.form)


def _order_limit_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「このターン中、あなたのオーダー上限は＋１される」: the fighter's order limit, 1 「特に指定が
    ないかぎり」 (9.9.2.3.1, 11.8.2.1.1.1), raised (lowered) by N for the period said (no period:
    for the game, 11.3.1.2) — the text beats the rule (1.3.1). None for another step."""
    if b.verb != "stat_change" or b.amount is None or b.amount.number.value is None:
        return None
    args = {a.role: a.value for a in b.args}
    np = args.get(A.Role.TOPIC, args.get(A.Role.NONE))
    if not isinstance(np, A.NounPhrase) or [type(t) for t in np.terms] != [
        A.Owner,
        A.CardKind,
        A.Word,
    ]:
        return None
    own, kind, word = np.terms
    assert isinstance(own, A.Owner) and isinstance(kind, A.CardKind) and isinstance(word, A.Word)
    who = r.v.owner(own.who)
    if kind.id != "order" or word.id != "limit" or who not in ("you", "opponent"):
        return None
    if set(args) - {A.Role.TOPIC, A.Role.NONE, A.Role.TIME} or r.kind == "continuous":
        raise Unsupported("an order limit change of this shape")
    time = args.get(A.Role.TIME)
    if b.amount.sign not in ("+", "-"):
        raise Unsupported("an order limit change of this shape")
    n = b.amount.number.value * (-1 if b.amount.sign == "-" else 1)
    until = until_of(time, r) if time else "game"
    return read([Op("order_limit", target=Sel(owner=who), n=n, until=until)], b.form)


# what 「…を装備している」 may name besides the order whose text it is: any card, any equip
# order — only equip orders are associated with units so (17.8.5)
_ANY_EQUIPPED = (Sel(kinds=("card",)), Sel(kinds=("order",), groups=("装備",)))


def _equipping_any(c: A.Action, v: Vocab) -> Cond | None:
    """「ブーストされたユニットが装備オーダーを装備しているなら」 / 「…がカードを装備しているなら」:
    the unit is associated with an equip order (17.8.6, any of them: ``equipping_any``). None for
    another clause (a described order is not read here)."""
    from ruling.cardtext.triggers import _keyword_act

    c = _keyword_act(c, v)
    if c.verb != "equip_order" or c.form is not A.Form.PROGRESSIVE:
        return None
    args = args_of(c)
    floating = bare_count(args.pop(A.Role.NONE)) if A.Role.NONE in args else (None, "exact")
    if set(args) != {A.Role.SUBJECT, A.Role.OBJECT} or floating is None:
        return None
    what = sel(args[A.Role.OBJECT], v)
    # the count printed after the object (「装備オーダーを２枚以上装備している」) or in it
    n, bound = (what.count, what.bound) if floating[0] is None else floating
    if floating[0] is not None and what.count is not None:
        return None
    if replace(what, count=None, bound="exact") not in _ANY_EQUIPPED:
        return None
    from ruling.cardtext.conditions import _pointed
    from ruling.cardtext.vocab import CMP

    unit = _pointed(args[A.Role.SUBJECT], v)
    if n is None:
        return Cond("match", sel=unit, filt=Sel(states=("equipping_any",)))
    if bound not in CMP:
        return None
    # 「…が装備オーダーを２枚以上装備しているなら」: how many equip orders are associated with the
    # unit (17.8.6), counted as 「…が装備しているカード」 names them
    return Cond(
        "count", sel=Sel(kinds=("order",), states=("equipped",), on=unit), cmp=CMP[bound], n=n
    )


_THIS_TURN_NP = A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",))


def _done_this_turn_counted(c: A.Action) -> A.Action | None:
    """「このターンにあなたがコールしたカードが３枚以上なら」: the cards a past act of this turn was
    done to, counted — the clause 「このターンにあなたがカードを３枚以上コールしているなら」 says
    (an act with a doer: the head noun its object; 「このターンに退却したリアガードが２枚以上なら」,
    no doer: the head noun its subject, 「…リアガードが２枚以上退却しているなら」). None for
    another clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 2:
        return None
    args = {a.role: a for a in c.args}
    subj, pred = args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
    if subj is None or pred is None:
        return None
    np, count = subj.value, pred.value
    if not (
        isinstance(np, A.NounPhrase)
        and isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(count.terms[0], A.Count)
        and count.terms[0].unit == "card"
        and len(np.terms) >= 2
        and isinstance(np.terms[0], A.Relative)
        and np.links[:1] == ("",)
    ):
        return None
    if np.terms[1:] == (A.Word("number_of_cards"),):
        # 「このターンにあなたのリアガードが退却した枚数が５枚以上なら」: 枚数 is no card acted on
        # but the count of them — the shared reading (``conditions.counted_acts``)
        return None
    rel = np.terms[0].clause
    if not (isinstance(rel, A.Action) and rel.form is A.Form.PAST and rel.modal is None):
        return None
    roles = [a.role for a in rel.args]
    if A.Arg(A.Role.GOAL, _THIS_TURN_NP) not in rel.args or A.Role.OBJECT in roles:
        return None
    if set(roles) - {A.Role.GOAL, A.Role.SUBJECT} or len(roles) != len(set(roles)):
        return None
    head = A.NounPhrase(np.terms[1:], np.links[1:])
    role = A.Role.OBJECT if A.Role.SUBJECT in roles else A.Role.SUBJECT
    return replace(
        rel,
        args=(*rel.args, A.Arg(role, head), A.Arg(A.Role.NONE, count)),
        form=A.Form.PROGRESSIVE,
    )


ABILITY_NP = A.NounPhrase((A.CardKind("ability"),))


def _holds_given(c: A.Action, v: Vocab) -> Cond | None:
    """「このユニットが与えられた能力を持っているなら」 (the grammar hangs the unit on the relative
    clause, 「[このユニットが与えられた]能力を持っている」): the unit holds an ability given to it —
    by an effect (7.14.1, for the effect's period) or by a continuous ability in force —
    ``Cond("has_given")``, read by ``_vg/selectors.holds`` on ``continuous.granted``. 「持って
    いない」 negated; None for any other clause."""
    if c.verb != "have" or c.form not in (A.Form.FINAL, A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG):
        return None
    if [a.role for a in c.args] != [A.Role.OBJECT]:
        return None
    o = c.args[0].value
    if not (
        isinstance(o, A.NounPhrase)
        and o.terms[1:] == ABILITY_NP.terms
        and isinstance(o.terms[0], A.Relative)
        and o.links == ("",)
    ):
        return None
    r = o.terms[0].clause
    if r.verb != "give" or r.form is not A.Form.PASSIVE_PAST:
        return None
    if [a.role for a in r.args] not in ([A.Role.SUBJECT], [A.Role.TOPIC]):
        raise Unsupported("a given ability held, of this shape")
    got = Cond("has_given", sel=sel(r.args[0].value, v))
    return Cond("not", parts=(got,)) if c.form is A.Form.PROGRESSIVE_NEG else got


# the attack of the battle in progress, named as that attack: a battle is the steps from one
# attack to its close (10.1.2), so the battle has that one attack
_THE_ATTACK = (
    A.NounPhrase((A.Ref("that_attack"),)),
    A.NounPhrase((A.Ref("this"), A.Word("attack")), ("",)),
    A.NounPhrase((A.Ref("that"), A.Word("attack")), ("",)),
)
_THE_BATTLE = A.NounPhrase((A.Ref("that"), A.Word("battle")), ("",))  # そのバトル
_HIT_HISTORY = (
    A.Form.PROGRESSIVE,
    A.Form.PROGRESSIVE_NEG,
    A.Form.PROGRESSIVE_PAST,
    A.Form.PROGRESSIVE_NEG_PAST,
)


def _that_attack_hit(c: A.Action) -> A.Action | None:
    """「(このユニットがアタックしたバトルの終了時、)そのアタックがヒットしていなかったなら」: a
    battle has one attack (10.1.2: the steps from an attack, 10.4.1.1, to its close), so whether
    that attack hit is whether an attack hit in that battle (10.7.1.7's event) — read as
    「そのバトルでアタックがヒットしていなかったなら」. None for any other clause."""
    if c.verb != "hit" or c.form not in _HIT_HISTORY or len(c.args) != 1:
        return None
    a = c.args[0]
    if a.role not in (A.Role.SUBJECT, A.Role.TOPIC) or a.value not in _THE_ATTACK:
        return None
    return replace(
        c,
        args=(
            A.Arg(A.Role.MEANS, _THE_BATTLE),
            A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Word("attack"),)), a.pause),
        ),
    )


def _cond_hook(c: A.Action, v: Vocab) -> Cond | None:
    _refused_action(c)
    same = declare.declared_same(c, v)
    if same is not None:
        return same
    guardians = _guardians_of_the_battle(c) or _attack_boosted(c) or _that_attack_hit(c)
    if guardians is not None:
        return condition(guardians, v)
    done = _done_this_turn_counted(c)
    if done is not None:
        from ruling.cardtext.conditions import _clause

        return _clause(done, v)
    equipped = _equipping_any(c, v)
    if equipped is not None:
        return equipped
    fighter = _fighter_state_cond(c, v)
    if fighter is not None:
        return fighter
    own_act = _own_act_done(c)
    if own_act is not None:
        return own_act
    given = _holds_given(c, v)
    if given is not None:
        return given
    if c.verb == "pay" and not c.args:
        # 「払ったら」 / 「払わなかったら」 after a payment done as a step (``_paid_act``): as
        # 「したら」, whether the step before did it (11.2.3)
        from ruling.cardtext.conditions import _clause

        return _clause(replace(c, verb="do"), v)
    battles = _battles_this_turn(_battles_held_nominal(c), v)
    if battles is not None:
        return battles
    numbered = _numbered_battle_means(c) if c.verb != "be" else None
    if numbered is not None:
        from ruling.cardtext.conditions import _clause

        return both(numbered[0], _clause(numbered[1], v))  # type: ignore[return-value]
    legion = (
        _battle_number(c)
        or _unit_attack_number(c, v)
        or _in_numbered_battle(c, v)
        or _wearing(c, v)
        or _markers_put_on(c, v)
    )
    if legion is not None:
        return legion
    times = [a for a in c.args if a.role is A.Role.TIME]
    if len(times) == 1 and len(c.args) > 1:
        # 「あなたのターン中、そのターン中のバトルが３回目以降なら」: whose turn it is (as the
        # shared reading of a nominal condition's time) and the battle count
        numbered = _battle_number(replace(c, args=tuple(a for a in c.args if a is not times[0])))
        if numbered is not None:
            return both(during(times[0].value, v), numbered)  # type: ignore[return-value]
    only = _clan_only(c)
    if only is not None:
        return condition(only, v)
    args = {a.role: a.value for a in c.args}
    if (
        c.verb == "stat_change"
        and c.form in (A.Form.PAST, A.Form.PROGRESSIVE)
        and isinstance(c.amount, A.Amount)
        and c.amount.sign in ("+", "-")
        and c.amount.number.value is not None
        and not c.more
        and args == {A.Role.MEANS: THIS_EFFECT}
    ):
        # 「この効果で＋10000したなら」 / 「…していて、」 (has done): the change this effect made
        # was of that amount (the
        # 「＋5000ではなく＋10000」 before it applied, 11.3.1.3.3) — the step before did it (11.2.3)
        n = c.amount.number.value
        return Cond("changed", n=-n if c.amount.sign == "-" else n)
    act = _keyword_act(args.get(A.Role.NONE)) if set(args) == {A.Role.NONE} else None
    if c.verb == "do" and act is not None and c.form in (A.Form.PAST, A.Form.NEGATIVE_PAST):
        # 【ソウルチャージ】(1) / 【エネルギーブラスト】(3)した / しなかったなら: whether the step
        # before did it (11.2.3) — every keyword action done as a step (a charge, a payment)
        return Cond("done" if c.form is A.Form.PAST else "not_done", verb=act)
    flipped = _face_done(c, args)
    if flipped is not None:
        return flipped
    hearts = _has_hearts(c, v)
    if hearts is not None:
        return hearts
    used = _divine_used(c, args)
    if used is not None:
        return used
    if c.verb == "persona_ride" and c.form is A.Form.PROGRESSIVE:
        # このターンにあなたがペルソナライドしているなら (7.15.1.4.3)
        g = args.get(A.Role.GOAL)
        if (
            set(args) == {A.Role.GOAL, A.Role.SUBJECT}
            and args[A.Role.SUBJECT] == A.NounPhrase((A.Owner("you"),))
            and isinstance(g, A.NounPhrase)
            and g.terms == (A.Ref("this"), A.Word("turn"))
        ):
            return Cond("history", verb="persona_ride", owner="you")
        # any other form: the event read back from the turn's record (``EVENTS``)
    if (
        c.verb in ("search", "put", "add")
        and c.form is A.Form.PAST
        and set(args) == {A.Role.SOURCE}
    ):
        # 「山札から探したなら」 / 「手札から置いたなら」: the step before took its cards from
        # there (11.2.3)
        src = sel(args[A.Role.SOURCE], v)
        if src.zone is None or src.ref or src.kinds or src.owner not in (None, "you"):
            raise Unsupported(f"a condition {c.verb} from this place")
        return Cond("done", verb=f"{VERBS[c.verb]}:from:{src.zone}")
    if (
        c.verb == "put"
        and c.form is A.Form.PAST
        and set(args) == {A.Role.GOAL}
        and args[A.Role.GOAL]
        in (A.NounPhrase((A.Position("top"),)), A.NounPhrase((A.Position("bottom"),)))
    ):
        # 「下に置いたなら」: the step before put its cards there (11.2.3)
        pos = args[A.Role.GOAL].terms[0].id  # type: ignore[union-attr]
        return Cond("done", verb=f"move:{pos}")
    if (
        c.verb == "ride"
        and c.form is A.Form.PAST
        and set(args) == {A.Role.SUBJECT, A.Role.SOURCE}
        and sel(args[A.Role.SUBJECT], v) == Sel(ref="this")
        and sel(args[A.Role.SOURCE], v) == Sel(zones=("hand",))
    ):
        # 「このユニットが手札からライドしたなら」: the 登場 the trigger was about was a ride from
        # the hand
        return Cond("rode_from", verb="hand")
    if (
        c.verb == "ride"
        and c.form in (A.Form.PAST, A.Form.NEGATIVE_PAST)
        and set(args) == {A.Role.SOURCE}
    ):
        # 「グレード３からライドしたなら」 after a ride step (11.2.3): the vanguard it rode upon
        # (6.3.3, the unit there before) was so described — ``_vg/steps.run_op`` keeps it
        upon = sel(args[A.Role.SOURCE], v)
        if upon.ref or upon.zones or upon.owner or upon.count is not None or upon == Sel():
            raise Unsupported("a condition on a ride from a place of this shape")
        done = Cond("done", verb="ride_upon", filt=upon)
        return done if c.form is A.Form.PAST else Cond("not", parts=(done,))
    if (
        c.verb == "appear"
        and c.form is A.Form.PAST
        and A.Role.SOURCE in args
        and set(args) <= {A.Role.SOURCE, A.Role.SUBJECT}
    ):
        # 「手札から登場したなら」 / 「このユニットが山札から登場したなら」 / 「そのユニットがドロップ
        # から…」: the 登場 the trigger was about came from that zone (7.17.2) — of the unit the
        # subject names, when named (the trigger's own unit: checked where it is read)
        s = sel(args[A.Role.SOURCE], v)
        if s.zone is None or replace(s, zones=()) != Sel():
            raise Unsupported("an appear condition of this shape")
        who = sel(args[A.Role.SUBJECT], v) if A.Role.SUBJECT in args else None
        if (
            who is not None
            and who.ref not in ("this", "that")
            or who is not None
            and replace(who, ref=None) != Sel()
        ):
            raise Unsupported("an appear condition on a unit of this shape")
        return Cond("rode_from", verb=s.zone, sel=who)
    entered = _entered_unit(c, v)
    if entered is not None:
        return entered
    called = _entered_by_call(c, v)
    if called is not None:
        return called
    if (
        c.verb == "appear"
        and (
            c.form is A.Form.PROGRESSIVE_PAST or c.form is A.Form.PROGRESSIVE and _one_unit(args, v)
        )
        and set(args) == {A.Role.SOURCE, A.Role.SUBJECT}
    ):
        # 「このユニットが山札から登場していたなら」 / 「ブーストされたユニットがソウルから登場して
        # いたなら」: the 登場 that put the unit on its circle (7.17.1: from outside the circles;
        # moved from a circle to a circle it is still that one) came from that zone (7.17.2)
        s = sel(args[A.Role.SOURCE], v)
        if s.zone is None or replace(s, zones=()) != Sel():
            raise Unsupported("an appear condition of this shape")
        # (「…登場しているなら」 the same); 「選んだユニットが…」: the unit the ability chose
        who = sel(args[A.Role.SUBJECT], v)
        if who.ref not in ("this", "that", "acted:choose") and not (
            who.states == ("boosted",) and who.kinds == ("unit",) and who.ref is None
        ):
            raise Unsupported("an appear condition on a unit of this shape")
        return Cond("entered_from", verb=s.zone, sel=who)
    if c.verb == "appear" and c.form is A.Form.PAST and set(args) == {A.Role.MEANS}:
        # 「「X」の能力で登場したなら」: the 登場 the trigger was about was made by an ability of a
        # card so described (as the trigger 「…の能力で登場した時」 reads it)
        from ruling.cardtext.triggers import _means

        head, by = _means(args[A.Role.MEANS], v)
        if head != "ability" or (by is not None and by.has):
            raise Unsupported("an appear condition by this means")
        return Cond("appeared_by", sel=by, verb=head)
    if c.verb == "appear" and c.form is A.Form.PAST and set(args) == {A.Role.GOAL}:
        # (V)に登場したなら: where the trigger's 登場 put this unit
        g = sel(args[A.Role.GOAL], v)
        if g.zone not in ("vanguard", "rear") or g.ref or g.owner or g.kinds:
            raise Unsupported("an appear condition of this shape")
        return Cond("appeared", verb=g.zone)
    if c.verb == "appear" and c.form is A.Form.PAST and set(args) == {A.Role.MEANS, A.Role.GOAL}:
        # 「「X」の能力で(R)に登場したなら」: both — the trigger's 登場 put this unit there, and
        # was made by an ability of a card so described (7.17.2)
        parts = [
            replace(c, args=tuple(a for a in c.args if a.role is r))
            for r in (A.Role.GOAL, A.Role.MEANS)
        ]
        return both(*(_cond_hook(x, v) for x in parts))
    return None


# --------------------------------------------------------------------------- steps


def _nominal_action(st: A.Step, r: Reading) -> list[Op] | None:
    """【ソウルチャージ】(1) / 【カウンターチャージ】(1)してよい, 【ソウルブラスト】(1)してよい: a
    specific action printed as its word and number (7.24–7.27, 7.48, 7.49)."""
    b = st.body
    assert isinstance(b, A.Action)
    role = A.Role.PREDICATE if b.verb == "be" else A.Role.NONE
    if not (
        (b.verb == "be" and b.form is A.Form.NOMINAL)
        or (
            b.verb == "do"
            and b.form in (A.Form.OPTIONAL, A.Form.PERMISSIVE, A.Form.CONTINUATIVE, A.Form.FINAL)
        )
    ):
        return None
    may = b.form in (A.Form.OPTIONAL, A.Form.PERMISSIVE)  # 「…してよい」 / 「…してもよい」
    args = args_of(b)
    np = args.get(role)
    if b.verb == "do" and A.Role.TIME in args and _charge_of(np) is not None:
        # 「そのバトル中、…なら、【カウンターチャージ】(1)する」: a period on a charge (moved there
        # from the condition, ``abilities.period_before_condition``) is kept as any step's is
        # (the op's ``until``, as a draw's), though a charge done at once lasts no time
        until = until_of(args.pop(A.Role.TIME), r)
        got = _nominal_action(
            replace(
                st, body=replace(b, args=tuple(a for a in b.args if a.role is not A.Role.TIME))
            ),
            r,
        )
        return (
            None
            if got is None
            else read([replace(op, until=until) for op in got], A.Form.OPTIONAL, plain_lead=True)
        )
    paid = word_cost(np, r) if set(args) == {role} else None
    if paid is not None and paid.what in PAYMENTS.values():
        # 「【ソウルブラスト】(1)してよい。そうしたら…」 / 「【カウンターブラスト】(1)。」: the action
        # itself as a step of the effect (7.24.1, 7.24.3, 7.25.1, 7.49.1), done or not (11.2.3:
        # そうしたら reads it)
        op = Op(paid.what, n=paid.n, optional=may)
        # the step alone: a 「かわりに」 opening it is read as any step's (11.3.1.3.4)
        return read([op], A.Form.OPTIONAL, plain_lead=True)
    both_ = _charges_slashed(np) if set(args) == {role} and b.form is A.Form.NOMINAL else None
    if both_ is not None:
        # 「【カウンターチャージ】(1)/【ソウルチャージ】(1)」: each charge done, in the order printed
        # (the slash joins what is all done, as 「パワー＋5000/シールド＋5000」 does); a cost or a
        # condition on the step would be put on each: refused
        if st.cost is not None or st.condition is not None or st.lead is not None:
            raise Unsupported("charges joined by a slash with a cost, a condition or a connector")
        return both_
    alts = _acts_either(np) if set(args) == {role} and b.form is A.Form.NOMINAL else None
    if alts is not None:
        # 「【ソウルチャージ】(1)か【エネルギーチャージ】(2)。」: one of the keyword actions, the
        # master's pick when the instruction comes (11.8.4), as 「AするかBする」
        if st.cost is not None or st.condition is not None or st.lead is not None:
            raise Unsupported(
                "keyword actions joined by か with a cost, a condition or a connector"
            )
        return [Op("modes", n=1, modes=alts, skill="either")]
    if set(args) - {A.Role.PER} != {role} or _charge_of(np) is None:
        return None
    assert isinstance(np, A.NounPhrase)
    w, n = np.terms
    assert isinstance(w, A.Word) and isinstance(n, A.Count)
    if n.unit != "paren" or n.number is None or n.number.value is None:
        raise Unsupported("a charge of an open number")
    # 「…１枚につき、【ソウルチャージ】(1)する」: done that many times (12.7.1)
    per = per_step(args, r, CHARGES[w.id])
    if A.Role.PER in args:
        raise Unsupported("a charge per something this game does not count")
    op = Op(CHARGES[w.id], n=n.number.value, optional=may, **per)
    return read([op], A.Form.OPTIONAL, plain_lead=True)


def _charges_slashed(np: Any) -> list[Op] | None:
    """「【カウンターチャージ】(1)/【ソウルチャージ】(1)」: charges joined by 「/」 — each as a step,
    in order; None for any other phrase."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 4 or len(np.terms) % 2:
        return None
    ops: list[Op] = []
    for k in range(0, len(np.terms), 2):
        if k and np.links[k - 1] != "/":
            return None
        if np.links[k] != "":
            return None
        one = A.NounPhrase(np.terms[k : k + 2], ("",))
        what = _charge_of(one)
        n = np.terms[k + 1]
        if what is None or not isinstance(n, A.Count) or n.unit != "paren":
            return None
        if n.number is None or n.number.value is None:
            raise Unsupported("a charge of an open number")
        # 11.8.3.1.3: steps separated by 「/」 are all carried out (run_op cites it)
        ops.append(Op(what, n=n.number.value, detail=(("slashed", True),)))
    return ops


def _acts_either(np: Any) -> tuple[tuple[str, Program], ...] | None:
    """「【ソウルチャージ】(1)か【エネルギーチャージ】(2)」: keyword actions of a fixed number
    (charges, blasts: ``_keyword_act``) joined by か — each an item to pick; None for any other
    phrase."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 4 or len(np.terms) % 2:
        return None
    from grammar.render import render_term

    out: list[tuple[str, Program]] = []
    for k in range(0, len(np.terms), 2):
        if k and np.links[k - 1] != "か":
            return None
        if np.links[k] != "":
            return None
        one = A.NounPhrase(np.terms[k : k + 2], ("",))
        what = _keyword_act(one)
        n = np.terms[k + 1]
        if what is None or not isinstance(n, A.Count) or n.unit != "paren" or n.bound != "exact":
            return None
        if n.number is None or n.number.value is None:
            raise Unsupported("a keyword action of an open number")
        said = render_term(np.terms[k]) + render_term(n)
        out.append((said, Program("item", steps=(Op(what, n=n.number.value),))))
    return tuple(out)


def _keyword_act(np: Any) -> str | None:
    """The keyword action a phrase 「【ソウルチャージ】(1)」 / 「【エネルギーブラスト】(3)」 names
    (a charge, or a payment done as a step: 7.24.1, 7.25.1, 7.49.1), or None."""
    charge = _charge_of(np)
    if charge is not None:
        return charge
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2:
        return None
    w, n = np.terms
    if isinstance(w, A.Word) and w.id in PAYMENTS and isinstance(n, A.Count):
        return PAYMENTS[w.id]
    return None


def _charge_of(np: Any) -> str | None:
    """The charge a phrase 「【ソウルチャージ】(1)」 names, or None."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2:
        return None
    w, n = np.terms
    if isinstance(w, A.Word) and w.id in CHARGES and isinstance(n, A.Count):
        return CHARGES[w.id]
    return None


def _deck_rule_line(node: A.Ability) -> bool:
    """Whether an ability printed with no mark is one sentence saying how many copies a deck
    may hold (「…はデッキにN枚だけ入れられる」 / 「…N枚までしか入れられない」, 8.1.3)."""
    eff = node.effect
    if (
        node.kind is not A.AbilityKind.EVENT
        or node.labels
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or node.preamble
        or node.keyword is not None
        or eff is None
        or len(eff.sentences) != 1
        or len(eff.sentences[0].steps) != 1
    ):
        return False
    st = eff.sentences[0].steps[0]
    b = st.body
    return (
        st.condition is None
        and st.lead is None
        and isinstance(b, A.Action)
        and b.verb == "enter"
        and b.form in (A.Form.PASSIVE, A.Form.PASSIVE_NEG)
        and any(
            a.role is A.Role.GOAL
            and [getattr(t, "id", "") for t in getattr(a.value, "terms", ())] == ["deck"]
            for a in b.args
        )
    )


def _deck_limit(st: A.Step, r: Reading) -> list[Op] | None:
    """「「X」はデッキに１枚だけ入れられる」 / 「このカードは…」 / 「このユニットはデッキに４枚までしか
    入れられない」: a deck-construction condition replacing the copy limit for X, or for the cards
    of this card's collector number (8.1.3, 8.1.9; read at the deck check of the pre-game
    procedure, nothing during play). 「N枚だけ…られる」 and 「N枚(まで)しか…られない」 both say
    that at most N may be put in."""
    b = st.body
    if not (
        isinstance(b, A.Action)
        and b.verb == "enter"
        and b.form in (A.Form.PASSIVE, A.Form.PASSIVE_NEG)
    ):
        return None
    topic = next((a.value for a in b.args if a.role is A.Role.TOPIC), None)
    goal = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    if b.form is A.Form.PASSIVE:
        # 「N枚だけ入れられる」: the count and 「だけ」, each a bare argument; 「N枚まで入れられる」:
        # the count up to N alone
        nones = [a.value for a in b.args if a.role is A.Role.NONE]
        counts = [n for np in nones for n in np.terms if isinstance(n, A.Count)]
        bounds: tuple[str, ...] = ("exact", "up_to")
        said = (
            len(b.args) == 4
            and any(isinstance(t, A.Word) and t.id == "only" for np in nones for t in np.terms)
            and counts[:1] != []
            and counts[0].bound == "exact"
        ) or (len(b.args) == 3 and len(counts) == 1 and counts[0].bound == "up_to")
    else:
        # 「N枚(まで)しか入れられない」: the count marked by しか (role only)
        only = [a.value for a in b.args if a.role is A.Role.ONLY]
        counts = [n for np in only for n in np.terms if isinstance(n, A.Count)]
        bounds = ("exact", "up_to")
        said = len(b.args) == 3 and len(only) == 1 and len(only[0].terms) == 1
    if (
        not said
        or r.kind != "continuous"
        or st.condition is not None
        or not (isinstance(topic, A.NounPhrase) and len(topic.terms) == 1)
        or not (
            isinstance(topic.terms[0], A.Name)
            or topic.terms[0] in (A.Ref("this_card"), A.Ref("this_unit"))
        )
        or not (
            isinstance(goal, A.NounPhrase)
            and [getattr(t, "id", "") for t in goal.terms] == ["deck"]
        )
        or len(counts) != 1
        or counts[0].unit != "card"
        or counts[0].bound not in bounds
        or counts[0].number is None
        or counts[0].number.value is None
    ):
        raise Unsupported("a deck-construction condition of this shape")
    # 「このカード / このユニットは…」: the cards of this card's collector number (8.1.9)
    t = topic.terms[0]
    named = {"name": t.text} if isinstance(t, A.Name) else {"target": Sel(ref="this")}
    return read(
        [Op("deck_limit", n=counts[0].number.value, **named)], A.Form.PASSIVE, A.Form.PASSIVE_NEG
    )


def _top_or_bottom(b: A.Action, r: Reading) -> list[Op] | None:
    """「山札の上か下に置く」: put on the top or the bottom of the pile, the master's pick when it
    is done (11.8.5.1; ``pos`` ``top_or_bottom``)."""
    g = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    top = shared_top_or_bottom(g) if b.verb == "put" else None  # the shared reading of the goal
    if top is None:
        return None
    one = replace(b, args=tuple(A.Arg(a.role, top) if a.role is A.Role.GOAL else a for a in b.args))
    ops = action(one, r)
    if len(ops) != 1 or ops[0].verb != "move" or ops[0].pos != "top":
        raise Unsupported("a put to the top or the bottom of this shape")
    # the shared action reader read the form (plain or optional, 〜てよい)
    return read([replace(ops[0], pos="top_or_bottom")], *OPTIONAL)


def _one_of_places(b: A.Action, r: Reading) -> list[Op] | None:
    """「山札の下かソウルに置く」 / 「あなたの、山札の下かソウルに置く」: one of two places, the
    master's pick when it is done (11.8.4, 11.8.5.1) — as 「山札の下に置くか、ソウルに置く」 (the
    choice of two actions, ``_either``); an owner printed first with a comma is of both."""
    g = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    if b.verb != "put" or not isinstance(g, A.NounPhrase):
        return None
    links = [lk.rstrip("、") for lk in g.links]
    if links.count("か") != 1 or len(g.terms) < 2:
        return None
    k = links.index("か") + 1
    left, right = g.terms[:k], g.terms[k:]
    lleft, lright = g.links[: k - 1], g.links[k:]
    if not all(isinstance(t, (A.Zone, A.Position, A.Owner)) for t in g.terms):
        return None
    if not any(isinstance(t, A.Zone) for t in right) or not isinstance(
        left[-1], (A.Zone, A.Position)
    ):
        return None
    if (
        isinstance(left[0], A.Owner)
        and g.links[0].endswith("、")
        and not any(isinstance(t, A.Owner) for t in right)
    ):
        right, lright = (left[0], *right), ("の", *lright)
    ops: list[Op] = []
    for terms, lks in ((left, lleft), (right, lright)):
        np = A.NounPhrase(tuple(terms), tuple(lks))
        one = replace(
            b, args=tuple(A.Arg(a.role, np) if a.role is A.Role.GOAL else a for a in b.args)
        )
        got = action(replace(one, form=A.Form.FINAL), r)
        if len(got) != 1 or got[0].verb != "move" or got[0].optional or got[0].cond is not None:
            raise Unsupported("a put to one of two places of this shape")
        ops.append(got[0])
    if ops[0].target != ops[1].target or ops[0].dest == ops[1].dest and ops[0].pos == ops[1].pos:
        raise Unsupported("a put to one of two places of this shape")
    from grammar.render import render_term

    def said(terms: tuple[A.Term, ...], lks: tuple[str, ...]) -> str:
        return "".join(render_term(t) + lk for t, lk in zip(terms, (*lks, ""), strict=True))

    progs = tuple(
        (said(terms, lks) + "に置く", Program("item", steps=(op,)))
        for terms, lks, op in ((left, lleft, ops[0]), (right, lright, ops[1]))
    )
    if b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE):
        return None
    return [Op("modes", n=1, modes=progs, skill="either", target=ops[0].target)]


def _set_value(b: A.Action, r: Reading) -> list[Op] | None:
    """「XのYをNにする」 / 「XのYはNになる」 (11.11.1.9; 「元々の」 11.11.1.2): the shared
    construction (``ruling.cardtext.steps.set_value``), the values of ``Vocab.set_stats``;
    「XのYを２倍にする / は２倍になる」 (11.11.4.1.1, ``steps.times_value``) beside it."""
    return times_value(b, r) or set_value(b, r)


FACES = ("face_up", "face_down")


def _gauge_of(np: Any, r: Reading) -> tuple[Sel | None, str | None, str | None] | None:
    """``_gauge_as`` in a reading."""
    return _gauge_as(np, r.v)


def _gauge_as(np: Any, v: Vocab) -> tuple[Sel | None, str | None, str | None] | None:
    """「ゲージとして」 / 「時刻印ゲージとして表で」 / 「このユニットの(魔装)ゲージとして」 (7.40): the
    unit the gauge is put to (7.40.2), its name (7.40.3) and the face; None if not such words."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    t = list(np.terms)
    face = None
    if isinstance(t[-1], A.Word) and t[-1].id in FACES:
        face = t.pop().id
    if len(t) < 2 or t[-1] != A.Word("as"):
        return None
    head = t[-2]
    if head == A.Word("gauge"):
        name = None
    elif isinstance(head, A.Word) and head.id in NAMED_GAUGES:
        name = NAMED_GAUGES[head.id]
    elif isinstance(head, A.Named) and head.head == A.Word("gauge"):
        name = head.text
    else:
        return None
    rest = t[:-2]
    if not rest:
        return None, name, face
    if np.links[len(rest) - 1] != "の":
        raise Unsupported("a gauge of this shape")
    of = sel(A.NounPhrase(tuple(rest), np.links[: len(rest) - 1]), v)
    if of == Sel(owner="you") and name is None:
        # 「あなたのゲージとして」: a gauge of the master with no name (7.40.7, 4.15.4.2)
        return None, "", face
    if of == Sel(owner="you") and name is not None:
        # 「あなたの時刻印ゲージとして」 / 「あなたの自己改修ゲージとして」: a named gauge of the
        # master (7.40.7), as the name alone says
        return None, name, face
    if _a_vanguard(of):
        # 「あなたのヴァンガードの冠ゲージとして」: the unit on that fighter's vanguard circle
        # (7.40.2; the runtime puts nothing unless it names one card, 11.8.4.1.3)
        return of, name, face
    if of.ref not in ("this", "that", "implied") or of.zones or of.kinds:
        raise Unsupported("the gauge of this card")
    return of, name, face


def _state_name(np: Any) -> str | None:
    """「SweetLink状態」 / 「【精神汚染】状態」 / 「邪竜解放状態」 / 「“天界の守護者”状態」: the name of a
    state (5.2.2)."""
    if not isinstance(np, A.NounPhrase):
        return None
    t = np.terms
    if len(t) == 1 and isinstance(t[0], A.Named) and t[0].head == A.Word("state"):
        return t[0].text
    if len(t) == 2 and isinstance(t[0], A.Label) and t[1] == A.Word("state"):
        return t[0].name
    if len(t) == 2 and isinstance(t[0], A.Literal) and t[1] == A.Word("state"):
        # 「“天界の守護者”状態」: the name quoted, as 5.2.2.1 prints its names
        return t[0].text
    return None


def _named_state_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「そのターン中、このユニットは【精神汚染】状態になる」 / 「…を１枚選び、そのターン中、邪竜解放
    状態にする」 (5.2.2, 5.2.2.2: only the cards the effect names are in the state), for the effect's
    period (11.3.1.2); by a continuous ability 「…なら、このカードはSweetLink状態になる」 while it
    applies (11.11.1.5). Read by ``selectors._groups`` (「…が【精神汚染】状態なら」)."""
    if b.verb not in ("become", "do"):
        return None
    args = {a.role: a.value for a in b.args}
    name = _state_name(args.get(A.Role.GOAL))
    if name is None:
        return None
    # 「このユニットとその登場したユニットを♪♪状態にする」: 「AとBを」, both put in the state together
    # (``detail`` ``with``: B) — a state the rules pair them in (14.36.1, ``keyword_states``)
    # holds for each while the other is on the field
    partner = args.get(A.Role.WITH) if b.verb == "do" and A.Role.OBJECT in args else None
    if (
        set(args)
        - {A.Role.TOPIC, A.Role.GOAL, A.Role.TIME, A.Role.OBJECT}
        - ({A.Role.WITH} if partner is not None else set())
    ):
        raise Unsupported("a named state of this shape")
    who = args.get(A.Role.TOPIC if b.verb == "become" else A.Role.OBJECT)
    target = sel(who, r.v) if who is not None else Sel(ref="implied")
    detail = (("with", sel(partner, r.v)),) if partner is not None else ()
    if r.kind == "continuous":
        if A.Role.TIME in args or partner is not None:
            raise Unsupported("a named state with a period or a partner in a continuous ability")
        op = Op("named_state", target=target, name=name)
    else:
        # no period said: for the game (11.3.1.2, as a value change)
        time = args.get(A.Role.TIME)
        op = Op(
            "named_state",
            target=target,
            name=name,
            until=until_of(time, r) if time else "game",
            detail=detail,
        )
    if b.form in (A.Form.OPTIONAL, A.Form.PERMISSIVE):
        # 「…状態にしてよい」 (14.31.1, 14.35.1): the master may not (before, read as done)
        op = replace(op, optional=True)
    return read([op], b.form)


# 「イマジナリーギフト・フォース」 / 「イマジナリーギフト：アクセルⅡ」: a crown type (16.2.1.1) and
# its gift kind (16.2.1.2.1: Ⅰ / Ⅱ) named as what a fighter gets (7.14.3)
_GIFT_NAMED = re.compile(r"イマジナリーギフト[・:]?(フォース|アクセル|プロテクト)(Ⅰ|Ⅱ|II|I)?")


def _gift_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「イマジナリーギフト・フォースを(１回)得る」 (7.14.3): the effect's master (7.14.3.2) carries
    out the imaginary gift process of that crown type at once (7.14.3.1, 16.3), the kind given
    when printed (16.3.1.3), else chosen or kept as 16.3.1.3.1–16.3.1.3.2 say."""
    if b.verb not in ("gain", "perform"):
        return None
    args = {a.role: a.value for a in b.args}
    obj = args.get(A.Role.OBJECT)
    if not (
        isinstance(obj, A.NounPhrase)
        and isinstance(obj.terms[0], A.Unknown)
        and all(isinstance(t, A.Placeholder) for t in obj.terms[1:])
        and not any(obj.links)
    ):
        return None
    # the kind's numeral (NFKC 「Ⅱ」 → 「II」) may be typed as a term of its own
    m = _GIFT_NAMED.fullmatch("".join(getattr(t, "text", "") for t in obj.terms))
    if m is None:
        return None
    from ruling.games._vg.gifts import crown_id

    once = args.get(A.Role.NONE)
    if args.get(A.Role.TOPIC) == A.NounPhrase((A.Owner("you"),)):
        # 「あなたはイマジナリーギフト・フォースを得る」: the effect's master, said (7.14.3.2)
        del args[A.Role.TOPIC]
    if set(args) - {A.Role.OBJECT, A.Role.NONE} or (
        once is not None and once != A.NounPhrase((A.Count(A.Number(1), "times"),), ())
    ):
        raise Unsupported("an imaginary gift got in this shape")
    kind = {"Ⅰ": 1, "I": 1, "Ⅱ": 2, "II": 2}.get(m.group(2) or "")
    # 「イマジナリーギフト:フォースを行う」: the effect has its master carry out the process itself
    # (16.3.1 「効果によりイマジナリーギフト処理を行う場合」), not get the gift (7.14.3)
    detail = (("perform", True),) if b.verb == "perform" else ()
    op = Op("gift", name=crown_id(m.group(1)), n=kind, detail=detail)
    return read([op], b.form)


def _treated_group(b: A.Action, r: Reading) -> Op | None:
    """「【永】：このカードは世界カードとして扱う」: while the ability applies (11.11.1.5) the card
    is one of the category printed before カード (2.9.4, the categories a scenario gives as
    ``groups``), as a named state an ability gives (``named_state``, read by
    ``selectors._groups``) — never a kind or a name. None for a treat clause of another shape."""
    from ruling.cardtext.identity import treated_as_thing

    got = treated_as_thing(b)
    if (
        got is None
        or got.also
        or got.until is not None
        or not isinstance(got.description, A.NounPhrase)
        or len(got.topic.terms) != 1
        or not (isinstance(got.topic.terms[0], A.Ref) and got.topic.terms[0].id == "this_card")
    ):
        return None
    try:
        said = sel(got.description, r.v)
    except Unsupported:
        return None
    if said != Sel(kinds=("card",), groups=said.groups) or len(said.groups) != 1:
        return None
    return Op("named_state", target=Sel(ref="this"), name=said.groups[0])


def _legion_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「…を１枚探し、このユニットと双闘する」 (6.4.1): an effect's instruction that this unit, the
    vanguard, legions with the card the step before found or chose — that card put on the
    vanguard circle by the legion procedure (``legion.legion``: 6.4.1.2, 6.4.1.3; the leader as
    6.4.3 / 6.4.3.1 say). Only with this unit named; the other card the one chosen."""
    args = {a.role: a.value for a in b.args}
    if b.verb != "do" or args.get(A.Role.NONE) != A.NounPhrase((A.Unknown("双闘"),)):
        return None
    if set(args) != {A.Role.NONE, A.Role.WITH} or args[A.Role.WITH] not in (
        A.NounPhrase((A.Ref("this_unit"),)),
        A.NounPhrase((A.Ref("this_card"),)),
    ):
        raise Unsupported("a legion instruction of this shape")
    return read([Op("legion", target=Sel(ref="chosen"))], b.form)


def _world_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「あなたの世界は深淵黑夜になる」 (7.43.2): the fighter's 世界 becomes that world name (one
    of 7.43.2.1's, or a name the card prints: ``Vocab.player_info_open``) —
    the one it was is lost, only the new one is left (7.43.2.2); read by 「あなたの世界が…なら」
    (``Cond("player_info")``)."""
    if b.verb not in ("become", "do"):
        return None
    args = {a.role: a.value for a in b.args}
    # 「あなたの世界を冥夜にする」 / 「…は冥夜になる」 (the shared reading makes the one the other)
    if b.verb == "do":
        args = {A.Role.TOPIC if k is A.Role.OBJECT else k: x for k, x in args.items()}
    topic, goal = args.get(A.Role.TOPIC), args.get(A.Role.GOAL)
    if not (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 2
        and isinstance(topic.terms[0], A.Owner)
        and topic.terms[1] == A.Word("world")
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], (A.Word, A.Unknown))
    ):
        return None
    names = info_value(goal.terms[0], "world", r.v)
    if not names or set(args) - {A.Role.TOPIC, A.Role.GOAL}:
        raise Unsupported("a world of this shape")
    who = r.v.owner(topic.terms[0].who)
    if who not in ("you", "opponent"):
        raise Unsupported("a world of this shape")
    # 【永】「…なら、あなたの世界は冥夜になる」: the world is that name while the ability applies
    # (11.11.1.5; ``selectors.world_of``), over what a one-shot effect made it
    return read([Op("world", target=Sel(owner=who), name=names[0])], b.form)


# the attributes a card's effect may add to a circle (4.9.2: a circle's attribute; 17.3.1: a
# circle gains 星域 in addition to the one it has) — read by ``_vg/circle_attributes``
CIRCLE_ATTRIBUTES = {"star_domain": ("17.3.1",)}
# one rear-guard circle by its column and row (4.9.1.1), the words either way round
_ROW_CIRCLES = {
    ("left", "back_stage"): "left_back",
    ("center", "back_stage"): "center_back",
    ("right", "back_stage"): "right_back",
    ("left", "center_stage"): "left_front",
    ("right", "center_stage"): "right_front",
}


def _one_circle(np: Any) -> tuple[str, str] | None:
    """「あなたの左後列のリアガードサークル」 / 「あなたの後列中央の(R)」: (whose, circle) of one
    rear-guard circle named by its column and row (4.9.1.1), else None."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[0], A.Owner):
        return None
    rest = np.terms[1:]
    if not rest or rest[-1] not in (A.Zone("rear_circle", 1), A.Zone("rear_circle")):
        return None
    cols = [t.id for t in rest[:-1] if isinstance(t, A.Position)]
    rows = [t.id for t in rest[:-1] if isinstance(t, A.Zone)]
    if len(cols) != 1 or len(rows) != 1 or len(rest) != 3:
        return None
    ci = _ROW_CIRCLES.get((cols[0], rows[0]))
    return (np.terms[0].who, ci) if ci is not None else None


def _circle_attribute(b: A.Action, r: Reading) -> list[Op] | None:
    """「そのターン中、あなたの左後列のリアガードサークルは星域属性を得る」 (17.3.1): one circle gains
    an attribute in addition to its own (4.9.2) for the effect's period (11.3.1.2); the rules
    of that attribute apply to it meanwhile (``_vg/circle_attributes``)."""
    if b.verb != "gain" or b.form not in PLAIN_FORMS:
        return None
    args = args_of(b)
    o = args.get(A.Role.OBJECT)
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 2
        and isinstance(o.terms[0], A.Zone)
        and o.terms[0].id in CIRCLE_ATTRIBUTES
        and o.terms[1] == A.Unknown("属性")
    ):
        return None
    named = _one_circle(args.get(A.Role.TOPIC) or args.get(A.Role.SUBJECT))
    if named is None or set(args) - {A.Role.TIME, A.Role.TOPIC, A.Role.SUBJECT, A.Role.OBJECT}:
        raise Unsupported("a circle attribute gained by a circle of this shape")
    who = r.v.owner(named[0])
    if who not in ("you", "opponent") or r.kind == "continuous":
        raise Unsupported("a circle attribute gained in this way")
    # the period the text gives (「そのターン中」); with none, not read
    until = until_of(args.get(A.Role.TIME), r)
    if until is None:
        raise Unsupported("a circle attribute gained with no period")
    op = Op(
        "circle_attribute",
        target=Sel(owner=who),
        dest=named[1],
        name=o.terms[0].id,
        until=until,
    )
    return read([op], b.form)


def _look_up_to(b: A.Action, r: Reading) -> list[Op] | None:
    """「山札を上から３枚まで見る」 (7.7.2): the player may stop after each card — as many of the top
    cards as the player picks, none to N (``_vg/steps.run_op``); the rest of the step is the
    shared look's."""
    if b.verb != "look":
        return None
    at = [
        i
        for i, a in enumerate(b.args)
        if a.role is A.Role.NONE
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Count)
        and a.value.terms[0].bound == "up_to"
    ]
    if not at:
        return None
    arg = b.args[at[0]]
    exact = replace(arg.value.terms[0], bound="exact")
    value = replace(arg.value, terms=(exact,))
    rest = replace(b, args=(*b.args[: at[0]], replace(arg, value=value), *b.args[at[0] + 1 :]))
    ops = action(rest, r)
    if len(ops) != 1 or ops[0].verb != "look" or ops[0].n is None:
        raise Unsupported("looking at cards up to a number in this way")
    return read([replace(ops[0], bound="up_to")], b.form)


LOCKED_AS = (A.CardKind("locked_card"), A.Word("as"))


def _put_locked(b: A.Action, r: Reading) -> list[Op] | None:
    """「…を(R)に呪縛カードとして置く」 (7.30.5): the cards the rest of the step names, put face
    down as locked cards on rear-guard circles (``_vg/steps._put_locked``)."""
    if b.verb != "put":
        return None
    at = [
        i
        for i, a in enumerate(b.args)
        if a.role is A.Role.NONE
        and isinstance(a.value, A.NounPhrase)
        and a.value.terms == LOCKED_AS
    ]
    if not at:
        return None
    rest = replace(b, args=b.args[: at[0]] + b.args[at[0] + 1 :])
    ops = action(rest, r)
    if ops and ops[0].detail == (("dest_owner", "you"),):
        # 「あなたのリアガードサークルに」: its master's own circles, where it goes unsaid (7.30.5)
        ops = [replace(ops[0], detail=()), *ops[1:]]
    if (
        len(ops) != 1
        or ops[0].verb != "move"
        or ops[0].dest != "rear"
        or ops[0].detail not in ((), (("dest_owner", "opponent"),), (("dest_owner", "self"),))
    ):
        # 「相手のリアガードサークルに呪縛カードとして置く」: the opponent's circles (``dest_owner``);
        # 「相手は…自分のリアガードサークルに」: the performer's own (``self``, 11.8.5.1)
        raise Unsupported("a put as a locked card of this shape")
    return read([replace(ops[0], verb="lock_put")], b.form, modal=b.modal is not None)


def _described_joint_choice(b: A.Action, r: Reading) -> list[Op] | None:
    """「あなたの〈魔獣合成体〉のトークンと、他のあなたのリアガードを１枚(まで)選び」: one choice
    of two parts (7.50.1.1) — the first the cards 「Xと」 describes with no number (one of them:
    a description without a number names one card to choose, 7.50.1), the second the object with
    its number; the second's cards are joined to the first's (``joined``: 「それら」 is both) and
    cannot be a card the first chose (7.50.1: a card is chosen once in one choice). None for
    another step (a bare count before 「と」 is the shared ``_joint_choice``)."""
    if b.verb != "choose" or b.modal is not None or b.more:
        return None
    args = args_of(b)
    with_ = args.get(A.Role.WITH)
    if set(args) != {A.Role.WITH, A.Role.OBJECT, A.Role.NONE} or not isinstance(
        with_, A.NounPhrase
    ):
        return None
    if bare_count(with_) is not None or bare_count(args[A.Role.NONE]) is None:
        return None
    try:
        first = sel(with_, r.v)
        second = sel(args[A.Role.OBJECT], r.v)
    except Unsupported:
        return None  # (read, or refused, by the shared reader)
    if first.count is not None or first.ref is not None:
        return None
    if second.same_name or second.other_name:
        return None  # 「Xと同名の / 別名の…」: X is what the names are compared with
    one_card = A.NounPhrase((A.Count(number=A.Number(value=1), unit="card", bound="exact"),))
    head = [a for a in b.args if a.role is A.Role.WITH][0]
    one = replace(
        b,
        form=A.Form.CONTINUATIVE,
        args=(replace(head, role=A.Role.OBJECT, pause=False), A.Arg(A.Role.NONE, one_card)),
    )
    two = replace(b, form=A.Form.CONTINUATIVE, args=tuple(a for a in b.args if a is not head))
    first_ops = action(one, r)
    second_ops = action(two, r)
    if len(first_ops) != 1 or len(second_ops) != 1:
        raise Unsupported("a choice of two described parts of this shape")
    joined = replace(second_ops[0], detail=(*second_ops[0].detail, ("joined", True)))
    return [first_ops[0], joined]


def _beast_fusion_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「それらを魔獣合成する」 (6.10.2): the units the object names made one fusion unit
    (``_vg/fusion.fuse`` run by ``_vg/steps._beast_fusion``); with one unit or none it is not
    made (6.10.2.2), and 「魔獣合成したなら」 reads whether it was (6.10.5.1, 11.2.3). With no
    object (「あなたのリアガードを２体まで選び、魔獣合成する」) the units are those the step before
    chose (``implied``), as for any action after 「…を選び、」."""
    if b.verb != "beast_fusion":
        return None
    args = args_of(b)
    if not set(args) <= {A.Role.OBJECT} or b.modal is not None or b.more:
        raise Unsupported("a 魔獣合成 of this shape")
    target = sel(args[A.Role.OBJECT], r.v) if A.Role.OBJECT in args else Sel(ref="implied")
    return [Op("beast_fusion", target=target)]


def _put_marker_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「（…を１体選び、）「烙印」マーカーを置く」 (15.8.3): a record marker of that name put on the
    unit chosen (the place said by the choice before it, 15.8.3.1: a marker whose place does not
    exist is not put), run by ``_vg/steps._put_marker``; 「置いたなら」 reads whether it was put
    (11.2.3, the step's ``done``)."""
    if b.verb != "put" or b.modal is not None or b.more:
        return None
    args = args_of(b)
    name = _marker_named(args.get(A.Role.OBJECT))
    if name is None:
        return None
    on = Sel(ref="chosen")
    if set(args) == {A.Role.OBJECT, A.Role.GOAL}:
        # 「このユニットに「X」マーカーを置く」: the unit named is its place (15.8.2.2)
        on = sel(args[A.Role.GOAL], r.v)
        if on.ref not in ("this", "that") or on.zones or on.kinds:
            raise Unsupported("a record marker put on a place of this shape")
    elif set(args) != {A.Role.OBJECT}:
        raise Unsupported("a record marker put on a place of this shape")
    return [Op("put_marker", target=on, detail=(("marker", name),))]


def _gauge_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「…を(このユニットの)(名称)ゲージとして(表で)置く」 (7.40.1: to its owner's gauge zone;
    7.40.2: associated with the unit named; 7.40.3: given the name; with no unit named, a named
    gauge is its master's, 7.40.7, as in a cost): the cards the rest of the step names."""
    if b.verb != "put":
        return None
    found = [
        (i, got)
        for i, a in enumerate(b.args)
        if a.role in (A.Role.NONE, A.Role.MEANS) and (got := _gauge_of(a.value, r)) is not None
    ]
    if not found:
        return None
    i, (of, name, face) = found[0]
    rest = replace(b, args=b.args[:i] + b.args[i + 1 :])
    ops = action(rest, r)
    if len(ops) != 1 or ops[0].verb != "move" or ops[0].dest is not None:
        raise Unsupported("a gauge put of this shape")
    t = ops[0].target
    if t is None or "token" in t.kinds or (not t.zones and t.ref is None):
        # 「プラント・トークンを１枚プラントゲージとして置く」: a token made as gauge (7.40.5), or
        # cards from no place: not this construction
        raise Unsupported("a gauge put of cards from no place (a token: 7.40.5)")
    detail: tuple[tuple[str, Any], ...] = (("face", face),)
    if of is not None:
        detail += (("of", of),)
    elif name is not None:
        detail += (("of", "master"),)
    if name is not None:
        detail += (("name", name),)
    op = replace(ops[0], verb="gauge", dest="gauge", detail=(*ops[0].detail, *detail))
    # the shared reader read the form (「置いてよい」: optional) and its modal
    return read([op], b.form, modal=b.modal is not None)


def _gauge_move_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「そのユニットの冠ゲージすべてを、あなたのヴァンガードに移動する」 / 「…の冠ゲージを１枚選び、
    あなたの他のユニットに移動する」 (7.40.6): the gauge cards named (else those chosen before)
    are associated with the card the goal names instead — they stay in the gauge zone
    (7.40.6.1). None for a move to a place."""
    if b.verb != "move":
        return None
    args = args_of(b)
    goal = args.get(A.Role.GOAL)
    if goal is None or set(args) - {A.Role.OBJECT, A.Role.GOAL}:
        return None
    try:
        to = sel(goal, r.v)
        what = sel(args[A.Role.OBJECT], r.v) if A.Role.OBJECT in args else Sel(ref="implied")
    except Unsupported:
        return None  # words this reading does not know: the other readings' to read
    if to.zones or not (to.ref or to.kinds):
        return None  # a place, not a card
    if A.Role.OBJECT in args and what.gauge is None:
        return None
    if to.count is not None or what.ref not in (None, "implied", "chosen"):
        raise Unsupported("a gauge move of this shape")
    op = Op(
        "gauge_move",
        target=replace(what, count=None, bound="exact"),
        n=what.count,
        bound=what.bound,
        detail=(("to", to),),
    )
    return read([op], b.form, modal=b.modal is not None)


def _face_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「ダメージゾーンから１枚選び、表にする」 / 「…を裏にする」 (7.3.1): the shared step
    (``cardtext.steps.face_step``), on the cards chosen (else those the step before dealt with,
    11.8.5.3) or all of a group."""
    if b.form in OPTIONAL:
        # 「…を１枚選び、表にしてよい」: the same step, which the master may leave undone (the
        # runtime asks, ``steps.run_op``); 「表にしたなら」 after it reads whether it was done
        plain_ops = _face_step(replace(b, form=A.Form.FINAL), r)
        if plain_ops is None:
            return None
        return read([replace(o, optional=True) for o in plain_ops], b.form)
    got = face_step(b, r)
    if got is not None and got[0].target.ref is None and got[0].target.bound != "all":
        t = got[0].target
        # 「あなたのヴァンガードを表にする」: the vanguard is named, not chosen (4.9.2.6: the unit
        # on the vanguard circle) — a deleted vanguard turned face up (7.32.4)
        if not (t.kinds == ("vanguard",) and t.count is None and not t.zones):
            raise Unsupported("a turn face up or down of cards not chosen")
    return got


def _swap_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「XとYの位置を入れ替える」 / 「XをYと入れ替える」 / 「（２枚選び、）位置を入れ替える」 (7.8.1):
    the two units exchange their circles at once (``_vg/steps.run_op``)."""
    if b.verb != "swap" or b.form not in SET_FORMS:
        return None
    args = args_of(b)
    obj = args.pop(A.Role.OBJECT, None)
    other = args.pop(A.Role.WITH, None)
    if args:
        raise Unsupported("a swap of this shape")
    if obj is None and other is None:
        # 「…を１枚と、…を１枚選び、入れ替える」: the cards the choice before left (7.8.1)
        return [Op("swap", target=Sel(ref="implied"))]
    circles = _swap_with_circle(b, obj, other, r)
    if circles is not None:
        return circles
    if obj is None:
        # 「リアガードを１枚選び、このユニットと入れ替える」: the card chosen before (7.8.1)
        return [Op("swap", target=Sel(ref="implied"), detail=(("with", sel(other, r.v)),))]
    place = A.Word("place")
    if isinstance(obj, A.NounPhrase) and obj.terms[-1:] == (place,):
        # 「…の位置」: the units whose places are exchanged
        rest = None
        if obj.terms[1:]:
            # 「その位置」: the determiner says whose place — that card's (「…を１枚選び、この
            # ユニットとその位置を交換する」), as 「それの位置」 would
            head = obj.terms[0]
            that = len(obj.terms) == 2 and isinstance(head, A.Ref) and head.id == "that"
            that = that and obj.links[-1] == ""
            if obj.links[-1] != "の" and not that:
                raise Unsupported("a swap of this shape")
            rest = A.NounPhrase(obj.terms[:-1], obj.links[:-1], obj.span)
        if rest is None and other is not None:
            # 「…を１枚選び、このユニットと位置を入れ替える」: the card chosen before and the
            # one named with 「と」 (7.8.1)
            return [Op("swap", target=Sel(ref="implied"), detail=(("with", sel(other, r.v)),))]
        first, second = (other, rest) if other is not None else (rest, None)
    else:
        first, second = obj, other
    target = sel(first, r.v) if first is not None else Sel(ref="implied")
    if second is None:
        return [Op("swap", target=target)]
    return [Op("swap", target=target, detail=(("with", sel(second, r.v)),))]


def _swap_with_circle(b: A.Action, obj: Any, other: Any, r: Reading) -> list[Op] | None:
    """「リアガードを１枚選び、別の(R)と入れ替える」 / 「…を同じ縦列の別の(R)と入れ替える」 /
    「…を前列の(R)と入れ替える」: a unit swapped with a circle (7.8.1, 7.8.3: each to the other's
    area at once) — the unit moved to a circle of that description its master chooses, as
    「…に移動させる」 reads it, and the unit on that circle, if any, to the first one's
    (``exchange``, ``_vg/steps._to_circles``). None when the other is no circle."""
    from ruling.games._vg.selectors import CIRCLE_GROUPS

    if other is None:
        return None
    place = sel(other, r.v)
    if not place.zones or not set(place.zones) <= set(CIRCLE_GROUPS):
        return None
    if place.ref is not None or place.kinds or place.names or place.count is not None:
        return None
    moved = (A.Arg(A.Role.OBJECT, obj),) if obj is not None else ()
    mv = A.Action("move", (*moved, A.Arg(A.Role.GOAL, other)), A.Form.CAUSATIVE)
    ops = action(mv, r)
    if len(ops) != 1 or ops[0].verb != "move" or ops[0].dest not in CIRCLE_GROUPS:
        raise Unsupported("a swap with a circle of this shape")
    return [replace(ops[0], detail=(*ops[0].detail, ("exchange", True)))]


def _there_exchanged(sent: A.Sentence, prev: list[Op], r: Reading) -> list[Op] | None:
    """「…を同じ縦列の後列の(R)に移動させる。そこにユニットがいるなら、そのユニットと位置を入れ替え
    る。」: the sentence says how the move before it is done — the unit moved to the circle, and the
    unit on that circle (そこ, the place just named), if any, to the first one's at once: the move
    read as 「…を…の(R)と入れ替える」 (``exchange``, 7.8.1, 7.8.3; ``_swap_with_circle``). The
    steps of the sentence before (``prev``) with its one move to a circle so marked; None for
    another sentence."""
    from ruling.games._vg.selectors import CIRCLE_GROUPS

    if len(sent.steps) != 1:
        return None
    (st,) = sent.steps
    b, c = st.body, st.condition
    if not (
        isinstance(b, A.Action)
        and b.verb == "swap"
        and b.form is A.Form.FINAL
        and b.modal is None
        and c is not None
        and isinstance(c.clause, A.Action)
        and c.clause.verb == "exist"
        and c.clause.form is A.Form.FINAL
        and c.marker == "nara"
    ):
        return None
    args, cond = args_of(b), args_of(c.clause)
    if not (
        set(args) == {A.Role.WITH, A.Role.OBJECT}
        and _only_term(args[A.Role.WITH], A.Ref, "that_unit")
        and _only_term(args[A.Role.OBJECT], A.Word, "place")
        and set(cond) == {A.Role.GOAL, A.Role.SUBJECT}
        and _only_term(cond[A.Role.GOAL], A.Ref, "there")
        and _only_term(cond[A.Role.SUBJECT], A.CardKind, "unit")
    ):
        return None
    moves = [i for i, o in enumerate(prev) if o.verb == "move"]
    if len(moves) != 1 or prev[moves[0]].dest not in CIRCLE_GROUPS:
        raise Unsupported("「そこにユニットがいるなら、…と位置を入れ替える」 after these steps")
    i = moves[0]
    mv = prev[i]
    return [*prev[:i], replace(mv, detail=(*mv.detail, ("exchange", True))), *prev[i + 1 :]]


def _only_term(np: Any, kind: type, ident: str) -> bool:
    """Is ``np`` a noun phrase of one term, of that kind with that id?"""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], kind)
        and getattr(np.terms[0], "id", None) == ident
    )


# the values an increase may be measured by (「…の元々のパワー分」): read when it is made
MEASURED = ("power", "shield")


def _raise_value(b: A.Action, r: Reading) -> list[Op] | None:
    """「XのYをN増やす」: a value change by +N; 「XのYを、Zの(元々の)Y分、増やす」: by the value
    (the original value, 11.11.1.2) the card Z has when it is made (``detail`` ``by_value``)."""
    if b.verb != "raise" or b.form not in SET_FORMS:
        return None
    from ruling.cardtext.steps import stat_target

    args = args_of(b)
    who = args.pop(A.Role.OBJECT, None)
    time = args.pop(A.Role.TIME, None)
    n, m = args.pop(A.Role.NONE, None), args.pop(A.Role.MEASURE, None)
    same = _same_amount(n)
    if same is not None and m is None:
        # 「パワーをZのパワーと同じだけ増やす」: by Z's value, as 「Zのパワー分」 (11.11.4)
        n, m = None, same
    if args or who is None or (n is None) == (m is None):
        raise Unsupported("an increase of this shape")
    target, stat = stat_target(who, r)
    base: dict[str, Any] = {}
    if r.kind == "continuous":
        base["cond"] = during(time, r.v)
    else:
        base["until"] = until_of(time, r) if time is not None else "inherit"
    if n is not None:
        c = n.terms[0] if isinstance(n, A.NounPhrase) and len(n.terms) == 1 else None
        if exact_number(c, "none") is None:
            raise Unsupported("an increase by an amount of this shape")
        return [Op("stat", target=target, stat=stat, amount=c.number.value, **base)]
    by = (("by_value", _measure(m, r, "an increase")),)
    return [Op("stat", target=target, stat=stat, amount=0, detail=by, **base)]


SAME_AMOUNT = A.Word("only")


def _same_amount(n: Any, noun: A.Word = SAME_AMOUNT) -> Any:
    """「Zのパワーと同じだけ」 (an amount: as much as Z's value; ``noun`` 値: 「Zのパワーと同じ
    値」): Z's value's noun phrase, else None."""
    t = n.terms if isinstance(n, A.NounPhrase) else ()
    rel = t[0] if len(t) == 2 and t[1] == noun else None
    if not (
        isinstance(rel, A.Relative)
        and rel.clause.verb == "same"
        and [a.role for a in rel.clause.args] == [A.Role.WITH]
    ):
        return None
    return rel.clause.args[0].value


HALF = A.Unknown("半分")
# 「（端数切り捨て）」: the card's own word for how a half is rounded (the rules name none)
ROUNDED_DOWN = "端数切り捨て"


def _value_amount(b: A.Action, r: Reading) -> list[Op] | None:
    """「このユニットのパワー＋Zのパワーと同じ値」 / 「パワー＋Zのパワーの半分（端数切り捨て）」: a
    change by a value term (``ir.Value``) read when it is made (11.11.4) — Z's value, or half of
    it with the remainder dropped (the rounding the card prints, checked by ``compile_ability``).
    None for another signed value (「＋…×1000」); a continuous ability's is refused."""
    if not (
        b.verb == "stat_change"
        and isinstance(b.amount, A.Amount)
        and b.amount.number.variable == "value"
    ):
        return None
    from ruling.cardtext.steps import stat_target

    args = args_of(b)
    m = args.pop(A.Role.MEASURE, None)
    who, time = args.pop(A.Role.NONE, None), args.pop(A.Role.TIME, None)
    same = _same_amount(m, A.Word("sum"))
    div = 1
    if same is not None:
        m = same
    elif isinstance(m, A.NounPhrase) and len(m.terms) > 2 and m.terms[-1] == HALF:
        if m.links[-1] != "の":
            return None
        m, div = A.NounPhrase(m.terms[:-1], m.links[:-1], m.span), 2
    else:
        return None
    if args or who is None or b.more or b.amount.sign != "+" or b.form is not A.Form.NOMINAL:
        raise Unsupported("a change by a value of this shape")
    if r.kind == "continuous":
        raise Unsupported("a change by a value kept up to date (a continuous ability)")
    target, stat = stat_target(who, r)
    by = replace(_measure(m, r, "a change"), div=div)
    if stat != by.stat.removeprefix("original_"):
        raise Unsupported(f"a {stat} changed by a {by.stat}")
    until = until_of(time, r) if time is not None else "inherit"
    return [Op("stat", target=target, stat=stat, until=until, detail=(("by_value", by),))]


def _measure(m: Any, r: Reading, what: str) -> Value:
    """「Zの(元々の)パワー」, the value a change is measured by: a value term of the card Z
    (``original_<stat>`` for its original value); one card's (a value of several is refused, as
    what it would be is not said)."""
    if not (isinstance(m, A.NounPhrase) and len(m.terms) >= 2 and isinstance(m.terms[-1], A.Stat)):
        raise Unsupported(f"{what} by a measure of this shape")
    terms, links = m.terms[:-1], m.links[:-1]
    original = terms[-1] == A.Word("originally")
    if original:
        terms, links = terms[:-1], links[:-1]
    mstat = r.v.stats.get(m.terms[-1].id)
    if mstat not in MEASURED or not terms or m.links[-1] != "の":
        raise Unsupported(f"{what} by a measure of this shape")
    of = sel(A.NounPhrase(terms, links[:-1] if len(links) == len(terms) else links), r.v)
    if of.count not in (None, 1) or of.bound == "all" or of.alts:
        raise Unsupported(f"{what} by the values of several cards")
    if of.count == 1 and of.kinds != ("vanguard",):
        # 「相手のヴァンガード1枚の」: the one there is; 「リアガード1枚の」 would be a choice
        raise Unsupported(f"{what} by the value of one of several cards")
    return Value(replace(of, count=None), f"original_{mstat}" if original else mstat)


UNTIL_SAME = A.Word("until")


def _same_value_goal(b: A.Action) -> A.Action:
    """「XのYを、ZのYと同じ値にする」 (a 「…にする」 whose goal is 「Zと同じ値」) as the step
    「XのYをZのYと同じにする」 says (``make_same`` with Z its WITH); any other step unchanged."""
    if b.verb != "do":
        return b
    goals = [a for a in b.args if a.role is A.Role.GOAL]
    if len(goals) != 1:
        return b
    g = goals[0].value
    if not (
        isinstance(g, A.NounPhrase)
        and len(g.terms) == 2
        and isinstance(g.terms[0], A.Relative)
        and g.terms[1] == A.Word("sum")
        and g.terms[0].clause.verb == "same"
        and [x.role for x in g.terms[0].clause.args] == [A.Role.WITH]
    ):
        return b
    with_ = g.terms[0].clause.args[0]
    args = tuple(with_ if a is goals[0] else a for a in b.args)
    return replace(b, verb="make_same", args=args)


def _same_value(b: A.Action, r: Reading) -> list[Op] | None:
    """A value made equal to another card's, in its three wordings: 「XのYをZのYと同じにする」 and
    「XのYは(が)ZのYと同じになる」 — the value set to the one Z has when it is made (11.11.1.9,
    as 「…をNにする」, N read then); 「XのYを、ZのYと同じになるまで増減する」 — changed by the
    difference at that moment, fixed from then on (11.11.4.1). A period before it (「そのバトル中、」)
    is how long; none: as long as the effect's own (as 「＋5000」). A continuous ability's (a value
    that would follow Z's) is refused by name. 「XのYをZのYと同じ値にする」 is the first wording
    (the value the goal, 「…と同じ値」)."""
    b = _same_value_goal(b)
    if b.verb not in ("make_same", "become_same", "adjust") or b.form not in SET_FORMS:
        return None
    from ruling.cardtext.steps import stat_target

    who = other = time = None
    for a in b.args:
        v = a.value
        if a.role is A.Role.TIME and isinstance(v, A.NounPhrase) and v.terms[-1:] == (UNTIL_SAME,):
            # 「ZのYと同じになるまで」: the clause of 増減する's goal
            rel = v.terms[0] if len(v.terms) == 2 else None
            if not (
                b.verb == "adjust"
                and isinstance(rel, A.Relative)
                and rel.clause.verb == "become_same"
                and [x.role for x in rel.clause.args] == [A.Role.WITH]
            ):
                raise Unsupported("a change until a value of this shape")
            other = rel.clause.args[0].value
        elif a.role is A.Role.TIME and time is None:
            time = v
        elif a.role is A.Role.WITH and b.verb != "adjust" and other is None:
            other = v
        elif (
            (a.role is A.Role.OBJECT or (a.role is A.Role.TOPIC and b.verb == "adjust"))
            and b.verb != "become_same"
            and who is None
        ):
            # 「XのYを…増減する」, 「XのYは…増減する」 (11.8.6's example)
            who = v
        elif a.role in (A.Role.TOPIC, A.Role.SUBJECT) and b.verb == "become_same" and who is None:
            who = v
        else:
            raise Unsupported("a value made equal to another's, of this shape")
    if who is None or other is None:
        raise Unsupported("a value made equal to another's, of this shape")
    if r.kind == "continuous":
        raise Unsupported("a value kept equal to another's (a continuous ability)")
    original = (
        isinstance(who, A.NounPhrase)
        and len(who.terms) >= 3
        and who.terms[-2] == A.Word("originally")
        and b.verb == "make_same"
    )
    if original:
        # 「Xの元々のパワーを、Yの元々のパワーと同じにする」: X's original value set to the one
        # Y's has then (11.11.1.2, as 「元々のパワーを15000にする」)
        who = A.NounPhrase((*who.terms[:-2], who.terms[-1]), (*who.links[:-2], who.links[-1]))
    target, stat = stat_target(who, r)
    by = _measure(other, r, "a value made equal")
    if stat not in MEASURED or stat != by.stat.removeprefix("original_"):
        raise Unsupported(f"a {stat} made equal to a {by.stat}")
    until = until_of(time, r) if time is not None else "inherit"
    detail: tuple[Any, ...] = (("by_value", by),) + ((("original", True),) if original else ())
    if b.verb == "adjust":
        return [
            Op("stat", target=target, stat=stat, until=until, detail=(*detail, ("to_equal", True)))
        ]
    return [Op("stat", target=target, stat=stat, set_to=True, until=until, detail=detail)]


def _in_chosen_order(b: A.Action, r: Reading) -> list[Op] | None:
    """「残りを山札の下に望む順で置く」: the grammar folds the object and the place into a clause
    of 「望む順で」; the cards are put there in the order the master chooses (``detail``
    ``order``)."""
    m = next((a.value for a in b.args if a.role is A.Role.MEANS), None)
    if b.verb in ("put", "return") and favourite_order(m):
        # 「好きな順番で山札の上に置く / 戻す」: the same order, chosen by the master
        rest = tuple(a for a in b.args if a.role is not A.Role.MEANS)
        ops = action(replace(b, args=rest), r)
        if len(ops) != 1 or ops[0].verb != "move" or ops[0].dest != "deck":
            raise Unsupported("a put in a chosen order of this shape")
        return read([replace(ops[0], detail=(*ops[0].detail, ("order", "chosen")))], *OPTIONAL)
    if not (
        b.verb == "put"
        and isinstance(m, A.NounPhrase)
        and len(m.terms) == 2
        and isinstance(m.terms[0], A.Relative)
        and m.terms[0].clause.verb == "wish"
        and isinstance(m.terms[1], A.Word)
        and m.terms[1].id == "order"
    ):
        return None
    inner = m.terms[0].clause
    if inner.form is not A.Form.FINAL or {a.role for a in inner.args} - {
        A.Role.OBJECT,
        A.Role.GOAL,
    }:
        raise Unsupported("a put in a chosen order of this shape")
    rest = tuple(a for a in b.args if a.role is not A.Role.MEANS)
    (op,) = action(replace(b, args=(*rest, *inner.args)), r)
    if op.verb != "move" or op.dest != "deck":
        raise Unsupported("a put in a chosen order of this shape")
    # the shared action reader read the form (plain or optional, 〜てよい)
    return read([replace(op, detail=(*op.detail, ("order", "chosen")))], *OPTIONAL)


def _wear_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「(ユニット A)を(ユニット B)に着装する」 (6.9.2): A, or the units just chosen when the
    object is left unsaid, 着装 on the unit B names (``detail`` ``on``)."""
    if b.verb != "equip" or b.form is A.Form.PASSIVE_PROG:
        return None
    args = args_of(b)
    goal, obj = args.pop(A.Role.GOAL, None), args.pop(A.Role.OBJECT, None)
    if args or goal is None:
        raise Unsupported("a 着装 of this shape")
    target = sel(obj, r.v) if obj is not None else Sel(ref="implied")
    return [Op("wear", target=target, detail=(("on", sel(goal, r.v)),))]


_EQUIP_NOUN = A.NounPhrase((A.Unknown("装備"),))
_OVERDRESS_NOUN = A.NounPhrase((A.Unknown("オーバードレス"),))


_GROWTH_ORIGIN_NOUN = A.NounPhrase((A.Unknown("成長元"),))
_LEFT_NOUN = A.NounPhrase((A.Unknown("残"),))
_THIS_REAR_CIRCLE = A.NounPhrase((A.Ref("this"), A.Zone("rear_circle", 1)), ("",))


def _leave_growth_origins_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「成長元をこのリアガードサークルに残して、(特定ユニット)を(特定領域)に戻す」 (17.16.6.7): the
    te-form step before the move it qualifies — the unit moved alone, its 成長元 a unit again on
    this circle (``Op`` ``leave_growth_origins``, read by the move after it; ``_vg/growth``).
    None for another step."""
    if b.verb != "do" or A.Arg(A.Role.NONE, _LEFT_NOUN) not in b.args:
        return None
    args = args_of(b)
    args.pop(A.Role.NONE)
    obj, goal = args.pop(A.Role.OBJECT, None), args.pop(A.Role.GOAL, None)
    if (
        args
        or obj != _GROWTH_ORIGIN_NOUN
        or goal != _THIS_REAR_CIRCLE
        or b.modal is not None
        or b.form is not A.Form.TE
    ):
        raise Unsupported("成長元を残して of this shape")
    return [Op("leave_growth_origins", target=Sel(ref="this"))]


def _overdress_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「(カード A)を(リアガードサークルのユニット B)にオーバードレスする」 (6.7.2): A, or the cards
    just chosen when the object is left unsaid, overDressed onto the unit the goal names
    (``detail`` ``on``) — B becomes A's dress origin (6.7.2.1, 6.7.2.2), B's own origins A's
    (6.7.2.2.1). None for another step."""
    if b.verb != "do" or A.Arg(A.Role.NONE, _OVERDRESS_NOUN) not in b.args:
        return None
    args = args_of(b)
    args.pop(A.Role.NONE)
    goal, obj = args.pop(A.Role.GOAL, None), args.pop(A.Role.OBJECT, None)
    if args or goal is None or b.modal is not None or b.form not in _EQUIP_FORMS[:3]:
        raise Unsupported("an overDress of this shape")
    target = sel(obj, r.v) if obj is not None else Sel(ref="implied")
    on = sel(goal, r.v)
    if on.ref is None and not on.zones and not on.kinds:
        # 「あなたの「X」に」: a unit on a rear-guard circle, the only one 6.7.2 overDresses onto
        on = replace(on, kinds=("rearguard",))
    return [Op("overdress", target=target, detail=(("on", on),))]


def _equip_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「(装備オーダー)を(ヴァンガード)に装備する」 (17.8.4): the order, or the cards just chosen /
    searched for when the object is left unsaid, put on the circle of the unit the goal names
    and associated with it (``detail`` ``on``; 17.8.4.1: not done when that unit does not have
    the card name the order's equip ability names). None for another step."""
    if b.verb != "do" or A.Arg(A.Role.NONE, _EQUIP_NOUN) not in b.args:
        return None
    args = args_of(b)
    args.pop(A.Role.NONE)
    goal, obj = args.pop(A.Role.GOAL, None), args.pop(A.Role.OBJECT, None)
    if args or goal is None or b.modal is not None or b.form not in _EQUIP_FORMS:
        raise Unsupported("an equip of this shape")
    target = sel(obj, r.v) if obj is not None else Sel(ref="implied")
    return [Op("equip", target=target, detail=(("on", sel(goal, r.v)),))]


def _storage_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「(カード)を基地にスカウトする」 / 「…を庭園にエンゲージする」 (17.11.1.2, 17.11.1.3): the
    storage process of the subtype the goal names (``store``, ``_vg/storage``). None for another
    step."""
    from ruling.games._vg.storage import ACTS

    if b.verb != "do":
        return None
    verb = next(
        (
            t.text
            for a in b.args
            if a.role is A.Role.NONE
            for t in a.value.terms
            if isinstance(t, A.Unknown) and t.text in ACTS
        ),
        None,
    )
    if verb is None:
        return None
    args = args_of(b)
    args.pop(A.Role.NONE)
    goal, obj = args.pop(A.Role.GOAL, None), args.pop(A.Role.OBJECT, None)
    if (
        args
        or goal is None
        or obj is None
        or b.modal is not None
        or b.form not in _EQUIP_FORMS
        or len(goal.terms) != 1
        or not isinstance(goal.terms[0], A.Unknown)
    ):
        raise Unsupported("a storage process of this shape")
    return [
        Op(
            "store",
            target=sel(obj, r.v),
            detail=(("subtype", goal.terms[0].text), ("act", verb)),
        )
    ]


_EQUIP_FORMS = (
    A.Form.FINAL,
    A.Form.CONTINUATIVE,
    A.Form.TE,
    A.Form.CAUSATIVE,  # 「装備させる」, as 17.8.4 says it
    A.Form.CAUSATIVE_CONT,
)


DRIVE_CHECK = A.NounPhrase((A.Word("drive_check"),))  # ドライブチェック
# 「Xがアタックしたバトルでも / で / では」: the battles a drive check is made in
_BATTLE_ROLES = (A.Role.EVEN, A.Role.MEANS, A.Role.IN_CASE)


def _drive_check_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「(そのターン中、)あなたは(あなたの)リアガードがアタックしたバトルでもドライブチェックを
    行う」 / 「あなたのリアガードのアタックしたバトルでも…」: for the period, every rear-guard of
    the fighter that attacks makes a drive check (10.6.1.2, 10.6.1.2.1: 「何らかの効果により
    ドライブチェックを行うリアガード」) — the fighter's, not the units' there now (a unit
    called later is one too); 「そのバトル中、このユニットはドライブチェックを行う」 / 「その
    ユニットがアタックしたバトルではドライブチェックを行う」 / 【永】「アタックしたバトルでは、
    ドライブチェックを行う」: those units, when they attack (a unit drive checks only in a battle it
    attacks in, 10.6.1.2.1). Read at the drive step (``battle.drives``). None for another
    step."""
    if b.verb != "perform":
        return None
    args = {a.role: a.value for a in b.args}
    if args.get(A.Role.OBJECT) != DRIVE_CHECK:
        return None
    extra = set(args) - {A.Role.OBJECT, A.Role.TIME, A.Role.TOPIC, *_BATTLE_ROLES}
    if extra or len(set(args) & set(_BATTLE_ROLES)) > 1:
        raise Unsupported("a drive check with " + ", ".join(sorted(x.value for x in extra)))
    topic = args.get(A.Role.TOPIC)
    battle = next((args[x] for x in _BATTLE_ROLES if x in args), None)
    attacker: Any = None  # who attacks in the battles said, when said
    if battle is not None:
        t = battle.terms if isinstance(battle, A.NounPhrase) else ()
        rel = t[0] if len(t) == 2 and t[1] == A.Word("battle") else None
        if not isinstance(rel, A.Relative) or not isinstance(rel.clause, A.Action):
            raise Unsupported("a drive check in battles of this shape")
        inner = rel.clause
        iargs = {a.role: a.value for a in inner.args}
        if (
            inner.verb != "attack"
            or inner.form is not A.Form.PAST
            or set(iargs) - {A.Role.SUBJECT, A.Role.SUBJECT_NO}
            or len(iargs) > 1
        ):
            raise Unsupported("a drive check in battles of this shape")
        attacker = next(iter(iargs.values()), None)
    time = args.get(A.Role.TIME)
    until = until_of(time, r) if time is not None else None
    player = (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 1
        and isinstance(topic.terms[0], A.Owner)
    )
    if player or (topic is None and attacker is not None and sel(attacker, r.v).ref is None):
        # the fighter's rear-guards: 「あなたは…」 (a fighter only), the attackers a kind
        who = topic.terms[0].who if player else "you"  # type: ignore[union-attr]
        a = sel(attacker, r.v) if attacker is not None else None
        if (
            who != "you"
            or a is None
            or a.owner not in (None, "you")
            or replace(a, owner=None) != Sel(kinds=("rearguard",))
        ):
            raise Unsupported("a fighter's drive check in battles of this shape")
        if r.kind == "continuous":
            if time is not None:
                raise Unsupported("a continuous drive check with a period")
            return [Op("drive_check")]
        return [Op("drive_check", until=until or "inherit")]
    target = sel(topic, r.v) if topic is not None else None
    if attacker is not None:
        a = sel(attacker, r.v)
        if a.ref is None or (target is not None and a != target):
            raise Unsupported("a unit's drive check in battles of another unit")
        target = target or a
    target = target or Sel(ref="implied")
    if target.count is not None and target.bound != "all":
        raise Unsupported("a drive check of counted units")
    if r.kind == "continuous":
        if time is not None:
            raise Unsupported("a continuous drive check with a period")
        return [Op("drive_check", target=target)]
    return [Op("drive_check", target=target, until=until or "inherit")]


# 「ツインドライブを行う」 (7.46): the action, typed as a word the lexicon does not know
_TWIN_DRIVE_ACT = ("ツインドライブ",)


def _twin_drive_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「そのバトル中、このユニットはツインドライブを行う」 (7.46.1): for the period, the unit the
    topic names (else the one just chosen) drive checks in the battle it attacks in even as a
    rear-guard (7.46.1.1), as if its drive were 2 whatever it is (7.46.1.2). Read at the drive
    step (``battle.drives``, ``values.drive``). None for another step."""
    if b.verb != "perform":
        return None
    args = args_of(b)
    o = args.get(A.Role.OBJECT)
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and isinstance(o.terms[0], A.Unknown)
        and o.terms[0].text in _TWIN_DRIVE_ACT
    ):
        return None
    if set(args) - {A.Role.OBJECT, A.Role.TOPIC, A.Role.TIME} or b.form not in PLAIN_FORMS:
        raise Unsupported("a twin drive performed in this shape")
    if r.kind == "continuous":
        raise Unsupported("a twin drive performed by a continuous ability")
    topic = args.get(A.Role.TOPIC)
    target = sel(topic, r.v) if topic is not None else Sel(ref="implied")
    if target.ref is None:
        raise Unsupported("a twin drive performed by units of this description")
    time = args.get(A.Role.TIME)
    until = until_of(time, r) if time is not None else None
    return [Op("twin_drive", target=target, until=until or "inherit")]


# the information one unit may gain from another (7.14.4: a numeric value, added; 7.14.5: a
# card name, held beside its own) that the runtime reads
_GAINED_INFO = {A.Stat("power"): "power", A.Word("card_name"): "card_name"}


def _gain_info_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「そのターン中、(ユニットA)は(ユニットB)のパワーを得る」 (7.14.4: B's power is added to A's)
    / 「…のカード名を得る」 (7.14.5: A holds B's name besides its own), for the period. None for
    another step."""
    if b.verb != "gain" or b.form not in PLAIN_FORMS:
        return None
    args = args_of(b)
    o = args.get(A.Role.OBJECT)
    if (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 2
        and o.terms[0] == A.Word("card_name")
        and isinstance(o.terms[1], A.Name)
        and o.links == ("",)
    ):
        # 「そのターン中、(ユニット)はカード名「X」を得る」: a card name said in 「」 (2.1.2), held
        # beside the unit's own for the period (7.14.5)
        if set(args) - {A.Role.OBJECT, A.Role.TOPIC, A.Role.TIME} or r.kind == "continuous":
            raise Unsupported("a card name gained in this shape")
        who = args.get(A.Role.TOPIC)
        time = args.get(A.Role.TIME)
        return [
            Op(
                "gain_info",
                target=sel(who, r.v) if who is not None else Sel(ref="implied"),
                until=(until_of(time, r) if time is not None else None) or "inherit",
                detail=(("info", "card_name"), ("name", o.terms[1].text)),
            )
        ]
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) > 1
        and o.links[-1] == "の"
        and isinstance(o.terms[-1], A.Stat | A.Word)
    ):
        return None
    info = _GAINED_INFO.get(o.terms[-1])  # type: ignore[call-overload]
    if info is None:
        if isinstance(o.terms[-1], A.Stat):
            raise Unsupported(f"gaining another card's {o.terms[-1].id}")
        return None
    if set(args) - {A.Role.OBJECT, A.Role.TOPIC, A.Role.TIME} or r.kind == "continuous":
        raise Unsupported("information gained in this shape")
    source = sel(A.NounPhrase(o.terms[:-1], o.links[:-1]), r.v)
    who = args.get(A.Role.TOPIC)
    target = sel(who, r.v) if who is not None else Sel(ref="implied")
    time = args.get(A.Role.TIME)
    until = until_of(time, r) if time is not None else None
    return [
        Op(
            "gain_info",
            target=target,
            until=until or "inherit",
            detail=(("info", info), ("source", source)),
        )
    ]


PERSONA_RIDE = A.NounPhrase((A.Word("persona_ride"),))  # ペルソナライド


def _persona_ride_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「（あなたは）ペルソナライドを発動する」 (7.15.1.4): the fighter named (the master when
    unsaid) does what a persona ride does — draws one (7.15.1.4.1), front-row units +10000 this
    turn (7.15.1.4.2), and ‘persona rode’ happens (7.15.1.4.3). None for another step."""
    if b.verb != "activate" or b.form not in PLAIN_FORMS:
        return None
    args = args_of(b)
    if args.get(A.Role.OBJECT) != PERSONA_RIDE:
        return None
    who = args.get(A.Role.TOPIC)
    if set(args) - {A.Role.OBJECT, A.Role.TOPIC} or r.kind == "continuous":
        raise Unsupported("a persona ride activated in this shape")
    performer = "you"
    if who is not None:
        if not (
            isinstance(who, A.NounPhrase)
            and len(who.terms) == 1
            and isinstance(who.terms[0], A.Owner)
            and who.terms[0].who in ("you", "opponent")
        ):
            raise Unsupported("a persona ride activated by a fighter of this description")
        performer = who.terms[0].who
    return [Op("persona_ride", performer=performer)]


def _boost_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「(ユニットA)は、(ユニットB)をブーストする」 (7.47.1): A, the unit the topic names, boosts
    B, the unit the object names (each one unit: this unit, that unit …) — from any circle; a
    rested A or a B not attacking: nothing (7.47.1.1). None for another step."""
    if b.verb != "boost" or b.form not in PLAIN_FORMS:
        return None
    args = args_of(b)
    if set(args) != {A.Role.TOPIC, A.Role.OBJECT} or r.kind == "continuous":
        raise Unsupported("a boost instruction of this shape")
    booster, boosted = sel(args[A.Role.TOPIC], r.v), sel(args[A.Role.OBJECT], r.v)
    return [Op("boost", target=booster, detail=(("boosted", boosted),))]


SEPARATE = A.Word("separate")  # 別々の


def _separate_circles(b: A.Action, r: Reading) -> list[Op] | None:
    """「…を２枚まで選び、別々の(R)にコールする」: the cards called at once go to different
    circles, none chosen twice — what the rules do with every call of several cards at once
    (6.2.3.2.1; too few circles: as many as can be, 6.2.3.2.1.1), so the word restates the
    call's own reading: the call without it. None for another step."""
    if b.verb != "call" or (b.form not in PLAIN_FORMS and b.form not in OPTIONAL):
        return None
    out = []
    found = False
    for a in b.args:
        v = a.value
        if (
            a.role is A.Role.GOAL
            and isinstance(v, A.NounPhrase)
            and len(v.terms) > 1
            and v.terms[0] == SEPARATE
        ):
            found = True
            a = replace(a, value=A.NounPhrase(v.terms[1:], v.links[1:]))
        out.append(a)
    if not found:
        return None
    ops = action(replace(b, args=tuple(out)), r)
    for op in ops:
        if op.verb == "call" and op.dest in ("guardian",):
            raise Unsupported("calls to separate guardian circles")
    return read(ops, b.form) if b.form not in PLAIN_FORMS else ops


def _damage_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「相手のヴァンガードにNダメージを与える」: the specific action 'deal damage' (7.35.1) to
    the vanguard named; the damage is applied by the rule processes later (7.35.2.2, 13.6).
    After a choice of a vanguard, 「（それに）Nダメージを与える」 and the rules' own notation
    「…を1枚選び、(数値)ダメージ」 (14.19.1.1, a count of damage alone) deal it to the card
    chosen. 「相手のヴァンガードに(数値)ダメージ。」 is that vanguard 「…に(数値)ダメージを与え
    る。」 (7.35.2): the op carries ``detail`` ``("shorthand", True)`` so that the step cites it."""
    if b.verb == "be" and (
        b.form is not A.Form.NOMINAL
        or [a.role for a in b.args] not in ([A.Role.PREDICATE], [A.Role.GOAL, A.Role.PREDICATE])
    ):
        return None
    if b.verb not in ("be", "give") or (b.verb == "give" and b.form is not A.Form.FINAL):
        return None
    args = args_of(b)
    shorthand = False
    if (
        b.verb == "be"
        and b.form is A.Form.NOMINAL
        and A.Role.PREDICATE in args
        and isinstance(args[A.Role.PREDICATE], A.NounPhrase)
        and len(args[A.Role.PREDICATE].terms) == 1
        and isinstance(args[A.Role.PREDICATE].terms[0], A.Count)
        and args[A.Role.PREDICATE].terms[0].unit == "damage"
    ):
        # 「(数値)ダメージ。」 (7.35.2): to the vanguard named (「相手のヴァンガードに」), else to
        # the card the step before chose (no noun: ``implied``)
        goal = args.get(A.Role.GOAL, A.NounPhrase((A.Ref("it"),)))
        b = replace(
            b,
            verb="give",
            form=A.Form.FINAL,
            args=(
                A.Arg(A.Role.GOAL, goal),
                A.Arg(A.Role.OBJECT, args[A.Role.PREDICATE]),
            ),
        )
        args = args_of(b)
        shorthand = True
    if b.verb != "give" or b.form is not A.Form.FINAL:
        return None
    if set(args) == {A.Role.OBJECT}:
        # 「Nダメージを与える」 with no one named: to the card the step before chose
        args = {**args, A.Role.GOAL: A.NounPhrase((A.Ref("it"),))}
    obj = args.get(A.Role.OBJECT)
    each = A.Ref("each")
    if isinstance(obj, A.NounPhrase) and len(obj.terms) == 2 and obj.terms[0] == each:
        # 「…に、それぞれ１ダメージを与える」: each unit named takes that damage (12.7.1 は
        # 「につき」; それぞれ distributes the amount to each one named)
        obj = A.NounPhrase(obj.terms[1:], obj.links[1:])
        args = {**args, A.Role.OBJECT: obj}
    also: Sel | None = None
    if (
        A.Role.WITH in args
        and A.Role.GOAL in args
        and isinstance(obj, A.NounPhrase)
        and len(obj.terms) == 1
        and isinstance(obj.terms[0], A.Count)
        and obj.terms[0].unit == "damage"
    ):
        # 「あなたのヴァンガードと相手のヴァンガードに…ダメージ」: both units named (the grammar's
        # と read as 'with'), each a vanguard
        also = sel(args.pop(A.Role.WITH), r.v)
        if also.kinds != ("vanguard",):
            raise Unsupported("damage of this shape")
    if (
        set(args) != {A.Role.GOAL, A.Role.OBJECT}
        or not isinstance(obj, A.NounPhrase)
        or len(obj.terms) != 1
        or not isinstance(obj.terms[0], A.Count)
        or obj.terms[0].unit != "damage"
    ):
        return None
    n = obj.terms[0].number
    goal = sel(args[A.Role.GOAL], r.v)
    if n.variable is not None or obj.terms[0].bound != "exact":
        raise Unsupported("damage of this shape")
    if goal.kinds != ("vanguard",) and not (
        goal.ref in ("that", "implied") and goal == Sel(ref=goal.ref)
    ):
        raise Unsupported("damage of this shape")
    if also is not None:
        # the two fighters' vanguards: every vanguard (either owner), as 「お互いのヴァンガード」
        if replace(also, owner=None) != replace(goal, owner=None) or {also.owner, goal.owner} != {
            "you",
            "opponent",
        }:
            raise Unsupported("damage to two units of this shape")
        goal = replace(goal, owner=None)
    return [
        Op("damage", target=goal, n=n.value, detail=(("shorthand", True),) if shorthand else ())
    ]


def _keyword_step(b: A.Action, r: Reading) -> list[Op] | None:
    """A keyword standing for part of an effect, with its number (``STEP_MEANINGS``: 「救援１」,
    14.19.1.1): the steps its definition says, read as the steps of this effect. The ops carry
    the keyword (``detail`` ``keyword``) so that a ruling cites its clause."""
    from grammar.keywords import lookup
    from grammar.parse import parse_card
    from ruling.cardtext.steps import step as shared_step

    # 「救援１。」 (a nominal), 「救援１し、…」 / 「救援１する」 (する), 「救援２を行う」 (行う)
    shapes = {
        "be": ([A.Role.PREDICATE], (A.Form.NOMINAL,)),
        "do": ([A.Role.NONE], (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE)),
        "perform": ([A.Role.OBJECT], (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE)),
    }
    shape = shapes.get(b.verb)
    if shape is None or [a.role for a in b.args] != shape[0] or b.form not in shape[1]:
        return None
    np = b.args[0].value
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2:
        return None
    word, count = np.terms
    # 「救援１」, the rules' own notation with its number in brackets 「救援(2)」 (14.19.1.1
    # ‘救援(数値)’), or the keyword's label so 「【救援】(1)」
    if not isinstance(count, A.Count):
        return None
    if isinstance(word, A.Label) and word.kind == "keyword":
        text, unit = word.name, "paren"
    elif isinstance(word, A.Unknown):
        text, unit = word.text, count.unit if count.unit == "paren" else "none"
    else:
        return None
    k = lookup("vg", text)
    if k is None or k.id not in STEP_MEANINGS:
        return None
    n = count.number
    if n is None or n.variable is not None or count.bound != "exact" or count.unit != unit:
        raise Unsupported(f"the keyword {text} with this number")
    card = parse_card(STEP_MEANINGS[k.id].format(n=n.value), "vg").card
    assert card is not None and len(card.abilities) == 1
    eff = card.abilities[0].effect
    assert eff is not None and len(eff.sentences) == 1
    ops: list[Op] = []
    for st in eff.sentences[0].steps:
        ops += shared_step(st, r)
    return [replace(op, detail=(*op.detail, ("keyword", k.id))) for op in ops]


INVALID = A.NounPhrase((A.Word("invalid"),))
# 「（ドライブ|ダメージ）チェックの」 before 「トリガー（の）効果」: the checks whose trigger is meant
CHECK_WORDS = {"drive_check": "drive", "damage_check": "damage"}


def _checked_out(t: tuple[Any, ...]) -> tuple[Any, ...]:
    """「相手のドライブチェックで出たトリガーの効果」: the trigger that came out of that fighter's
    check (a relative 「（チェック）で出た」 before 「トリガーの効果」) read as 「相手のドライブチェックの
    トリガーの効果」 — the cards the check put into the trigger zone (10.6.1.2.3, 11.10.4.2). Other
    terms as they are."""
    if len(t) != 3 or not isinstance(t[0], A.Relative):
        return t
    c = t[0].clause
    if not isinstance(c, A.Action) or c.verb not in ("come_out", "come_out_kanji") or c.modal:
        return t
    if c.form is not A.Form.PAST or len(c.args) != 1 or c.args[0].role is not A.Role.MEANS:
        return t
    np = c.args[0].value
    if not isinstance(np, A.NounPhrase) or not 1 <= len(np.terms) <= 2:
        return t
    return (*np.terms, *t[1:])


def _void_triggers(b: A.Action, r: Reading) -> list[Op] | None:
    """「相手のドライブチェックのトリガーの効果は無効にする」 / 「…を無効にする」 / 「…は無効になる」 /
    「相手のトリガー効果は無効にする」: the trigger abilities of the cards that fighter's checks (of
    the kind said, else drive and damage) put into the trigger zone are not played (11.10.4.2);
    those played before it is in force keep what they did (11.10.4.2.1). A continuous ability
    while it applies; an effect for its period (``Op("void_triggers")``, the fighter as
    ``performer``, the check as ``skill``). None for another step."""
    if b.verb not in ("do", "become") or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if args.get(A.Role.GOAL) != INVALID:
        return None
    what = args.get(A.Role.OBJECT) if b.verb == "do" else None
    what = what or args.get(A.Role.TOPIC)
    if not isinstance(what, A.NounPhrase):
        return None
    t = _checked_out(what.terms)
    if len(t) < 3 or t[-2:] != (A.Word("trigger"), A.CardKind("effect")):
        return None
    if not isinstance(t[0], A.Owner) or t[0].who not in ("you", "opponent"):
        raise Unsupported("trigger effects nullified of no one fighter")
    middle = t[1:-2]
    if len(middle) > 1 or (
        middle and not (isinstance(middle[0], A.Word) and middle[0].id in CHECK_WORDS)
    ):
        raise Unsupported("trigger effects nullified, of checks of this shape")
    if set(args) - {A.Role.OBJECT, A.Role.TOPIC, A.Role.GOAL, A.Role.TIME}:
        raise Unsupported("trigger effects nullified, with more said")
    if b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE):
        raise Unsupported("trigger effects nullified, in a form other than the plain step")
    check = CHECK_WORDS[middle[0].id] if middle else None  # type: ignore[union-attr]
    base: dict[str, Any] = {}
    if r.kind != "continuous":
        time = args.get(A.Role.TIME)
        base["until"] = until_of(time, r) if time is not None else "inherit"
    elif A.Role.TIME in args:
        # 「あなたのターン中、相手の…トリガーの効果は無効にする」: a continuous ability's period is
        # whose turn it is — the ability applies while that holds (a condition, as of any
        # continuous step; another period refuses)
        base["cond"] = during(args[A.Role.TIME], VOCAB)
    return [Op("void_triggers", performer=t[0].who, skill=check, **base)]


AUTO_ABILITY = A.Named("自動", A.CardKind("ability"))  # 自動能力


def _quoted_event(q: A.Quote, r: Reading) -> str | None:
    """『アタックした時』 / 『登場した時』: the event of the trigger condition quoted (no subject:
    the card whose ability it is), else None."""
    if len(q.abilities) != 1 or q.abilities[0].effect is None:
        return None
    sents = q.abilities[0].effect.sentences
    if len(sents) != 1 or len(sents[0].steps) != 1:
        return None
    w = sents[0].steps[0].body
    if not (isinstance(w, A.Action) and w.verb == "when" and len(w.args) == 1):
        return None
    np = w.args[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Relative)
        and isinstance(np.terms[0].clause, A.Action)
        and not np.terms[0].clause.args
    ):
        return None
    c = np.terms[0].clause
    return r.v.events.get((c.verb, c.form.value))


@functools.cache
def _condition_quoted(text: str) -> A.Quote | None:
    """The quote 『text』 as the grammar reads it in 「『text』の自動能力は発動しない」, else None."""
    from ruling.abilities import _parser

    parse = _parser()
    if parse is None or any(ch in text for ch in "『』「」"):
        return None
    try:
        card = parse(f"【永】：『{text}』の自動能力は発動しない。", "vg").card
        body = card.abilities[0].effect.sentences[0].steps[0].body
        np = body.args[0].value
    except (AttributeError, IndexError, TypeError):
        return None
    got = np.terms[-2] if isinstance(np, A.NounPhrase) and len(np.terms) > 1 else None
    return got if isinstance(got, A.Quote) else None


def _autos_not_activated(b: A.Action, r: Reading) -> list[Op] | None:
    """【永】「（カード）の『（誘発条件）』の自動能力は発動しない」 (7.15.1.3.2): the automatic
    abilities of the cards described whose trigger condition is the one quoted do not become
    pending for it while the ability applies. None for another step."""
    if b.verb != "activate" or b.form is not A.Form.NEGATIVE:
        return None
    args = args_of(b)
    t = args.get(A.Role.TOPIC)
    if (
        isinstance(t, A.NounPhrase)
        and len(t.terms) > 2
        and t.terms[-1] == AUTO_ABILITY
        and isinstance(t.terms[-2], A.Name)
        and t.terms[-2].text.endswith("時")
        and (q := _condition_quoted(t.terms[-2].text)) is not None
    ):
        # 「相手のユニットの「登場した時」の自動能力」: a trigger condition quoted in 「…」 (the
        # grammar reads 「…」 as a card name) is the condition 『…時』
        t = replace(t, terms=(*t.terms[:-2], q, t.terms[-1]))
    if not (
        isinstance(t, A.NounPhrase)
        and len(t.terms) > 2
        and t.terms[-1] == AUTO_ABILITY
        and isinstance(t.terms[-2], A.Quote)
        and t.links[-2:] == ("の", "の")
    ):
        return None
    one_shot = r.kind != "continuous" and set(args) == {A.Role.TOPIC, A.Role.TIME}
    if not one_shot and (set(args) != {A.Role.TOPIC} or r.kind != "continuous"):
        raise Unsupported("automatic abilities kept from activating, in this shape")
    event = _quoted_event(t.terms[-2], r)  # type: ignore[arg-type]
    if event is None:
        raise Unsupported("automatic abilities kept from activating, of this trigger condition")
    cards = sel(A.NounPhrase(t.terms[:-2], t.links[:-2]), r.v)
    # in an effect, 「そのターン中、…は発動しない」: a continuous effect for the period (11.3.1.2),
    # on the cards so described then and later (``_vg/steps``, ``autos._kept_from_activating``)
    until = until_of(args[A.Role.TIME], r) if one_shot else None
    op = Op("no_activation", target=cards, detail=(("event", event),), until=until)
    return read([op], A.Form.NEGATIVE)


ATTACK_TARGET = A.Word("attack_target")
THAT_BATTLE = (A.Ref("that"), A.Word("battle"))  # そのバトル


def _change_attack_target(b: A.Action, r: Reading) -> list[Op] | None:
    """「（相手の）アタックしているユニットのアタック先を、（あなたの）前列のリアガード１枚に変更する」 /
    「…を、このユニットに変更する」 (7.38.1): the attacking unit described, if it is the one attacking
    now, attacks the unit named instead — only that one (7.38.1.1), chosen when counted
    (``Op("change_target")``: the attacking units as ``target``, the new one in ``detail`` ``to``,
    its count as ``n``). None for another step."""
    if b.verb != "change_to" or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    what, to = args.get(A.Role.OBJECT), args.get(A.Role.GOAL)
    if not isinstance(what, A.NounPhrase) or what.terms[-1:] != (ATTACK_TARGET,):
        return None
    if set(args) - {A.Role.OBJECT, A.Role.GOAL} or not isinstance(to, A.NounPhrase):
        raise Unsupported("an attack target changed, with more said")
    if b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE) or r.kind == "continuous":
        raise Unsupported("an attack target changed, in a form other than the plain step")
    if what.terms[:-1] == THAT_BATTLE and what.links[-1:] == ("の",):
        # 「そのバトルのアタック先」: the battle's attack target is the attacking unit's (10.2.2)
        attackers = Sel(kinds=("unit",), states=("attacking",))
    else:
        attackers = sel(A.NounPhrase(what.terms[:-1], what.links[:-1]), r.v)
    new = sel(to, r.v)
    n = new.count
    if n not in (None, 1) or new.bound != "exact":
        raise Unsupported("an attack target changed to more than one unit")
    return [
        Op(
            "change_target",
            target=attackers,
            n=n,
            detail=(("to", replace(new, count=None, bound="exact")),),
        )
    ]


# 「コストではなく効果の一部で‘…を払う’指示」: the clause of each blast paid so (``_step_hook``)
PAID_IN_EFFECT = {
    "counter_blast": ("7.24.3",),
    "soul_blast": ("7.25.3",),
}


def _paid_act(b: A.Action) -> A.Action | None:
    """「【カウンターブラスト】(2)を払う」 / 「【ソウルブラスト】(1)を払ってよい」: a payment printed in
    an effect, not a cost (7.24.3 / 7.25.3 / 7.49.2 「コストではなく効果の一部で‘…を払う’指示」) is
    that keyword action done as a step — the same as 「【カウンターブラスト】(2)する」 (the grammar's
    する with the phrase), with its form (optional: 「払ってよい」). None for another payment."""
    if b.verb != "pay":
        return None
    # 「あなたは…を払ってよい」: the fighter named is the effect's master, who pays it anyway
    # (7.24.3 「その効果で指定されたファイター…は」, 11.8.5.1)
    args = [
        a
        for a in b.args
        if not (a.role in (A.Role.TOPIC, A.Role.SUBJECT) and a.value == _YOU_TOPIC)
    ]
    if len(args) != 1 or args[0].role is not A.Role.OBJECT:
        return None
    np = args[0].value
    if _keyword_act(np) is None or _charge_of(np) is not None:
        return None
    return replace(b, verb="do", args=(replace(args[0], role=A.Role.NONE),))


# 「N枚ソウルブラストする」 / 「N枚カウンターブラストする」: the blast spelled as a verb with its
# count (7.24.4.1, 7.25.4.1), cited where it is done (``Op.detail`` ``said``)
_YOU_TOPIC = A.NounPhrase((A.Owner("you"),))
SPELLED_BLAST = {
    "counter_blast": ("7.24.4.1",),
    "soul_blast": ("7.25.4.1",),
}


def _into_own_prison(b: A.Action) -> A.Action | None:
    """「…を１枚選び、あなたの監獄に収容する」: the prison named is the one 17.5.1.1 puts the card in —
    the prison of the fighter carrying the instruction out — so the step is 「…を収容する」; a
    prison of another fighter (「相手は…あなたの監獄に収容する」) is left as printed (refused)."""
    if b.verb != "imprison":
        return None
    goals = [a for a in b.args if a.role is A.Role.GOAL]
    doer = [a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SUBJECT)]
    if len(goals) != 1 or doer:
        return None
    if goals[0].value not in (
        A.NounPhrase((A.Word("prison"),)),
        A.NounPhrase((A.Owner("you"), A.Word("prison")), ("の",)),
    ):
        return None
    return replace(b, args=tuple(a for a in b.args if a is not goals[0]))


def _spelled_blast(b: A.Action) -> A.Action | None:
    """「２枚ソウルブラストし、…」 / 「１枚カウンターブラストしてよい」: ‘(数値)枚ソウルブラストする’
    (7.25.4.1; 7.24.4.1 for the counter blast) — the blast of that many cards, the same step as
    「【ソウルブラスト】(2)する」 (the keyword and its number in brackets), with its form. None for
    any other action."""
    # 「あなたは２枚カウンターブラストする」: the master named as the one who does it, as it is
    # without the name (11.8.5.1: the master carries out the effect)
    args = [a for a in b.args if not (a.role is A.Role.TOPIC and a.value == _YOU_TOPIC)]
    if b.verb not in SPELLED_BLAST or len(args) != 1:
        return None
    arg = args[0]
    np = arg.value
    if arg.role not in (A.Role.NONE, A.Role.OBJECT) or not isinstance(np, A.NounPhrase):
        return None
    if len(np.terms) != 1 or not isinstance(n := np.terms[0], A.Count):
        return None
    if n.unit != "card" or n.bound != "exact" or n.number is None or n.number.value is None:
        return None
    keyword = A.NounPhrase((A.Word(b.verb), replace(n, unit="paren")), ("",))
    return replace(b, verb="do", args=(A.Arg(A.Role.NONE, keyword),))


# 「あなたのヴァンガード」: the unit a ride by an effect goes onto (6.3.3: onto the vanguard)
_YOUR_VANGUARD = Sel(owner="you", kinds=("vanguard",))


def _ride_onto_unit(st: A.Step, r: Reading) -> list[Op] | None:
    """「…を１枚選び、このユニットにライドする」 / 「あなたのヴァンガードにライドする」 (and
    「…このユニットに超越する」, a stride, 6.5.1, onto the same circle): a ride
    names the unit it is made upon — the master's vanguard (6.3.3: the card is put on the
    vanguard circle, the vanguard there goes to the soul, 6.3.3.5). Read as the ride onto the
    vanguard circle, the unit named kept (``upon``): this unit, or the fighter's vanguard; at
    resolution a unit named that is not its master's vanguard then is no ride (1.3.2: what cannot
    be done is not done)."""
    b = st.body
    if not (isinstance(b, A.Action) and b.verb in ("ride", "stride")):
        return None
    goals = [a for a in b.args if a.role is A.Role.GOAL]
    if len(goals) != 1:
        return None
    upon = sel(goals[0].value, r.v)
    if upon not in (Sel(ref="this"), _YOUR_VANGUARD):
        return None
    from ruling.cardtext.steps import step as shared_step

    circle = A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("vanguard_circle"),)))
    body = replace(b, args=tuple(circle if a is goals[0] else a for a in b.args))
    ops = shared_step(replace(st, body=body), r)
    rides = [i for i, op in enumerate(ops) if op.verb == b.verb and op.dest == "vanguard"]
    if len(rides) != 1:
        raise Unsupported(f"a {b.verb} onto a unit of this shape")
    i = rides[0]
    ops = list(ops)
    ops[i] = replace(ops[i], detail=(*ops[i].detail, ("upon", upon)))
    return ops


def _step_hook(st: A.Step, r: Reading) -> list[Op] | None:
    b = st.body
    if not isinstance(b, A.Action):
        return None
    _refused_action(b, step=True)
    paid = _paid_act(b) or _spelled_blast(b) or _into_own_prison(b)
    if paid is None and b.verb == "ride":
        # 「…を１枚選び、ヴァンガードにライドする」: a ride onto the vanguard is onto its circle
        # (6.3.3.3: the vanguard circle; 4.9.2.6: the vanguard is the unit on it)
        goal = [a for a in b.args if a.role is A.Role.GOAL]
        if len(goal) == 1 and goal[0].value == A.NounPhrase((A.CardKind("vanguard"),), ()):
            circle = A.NounPhrase((A.Zone("vanguard_circle", 1),), ())
            paid = replace(
                b, args=tuple(replace(a, value=circle) if a is goal[0] else a for a in b.args)
            )
    if paid is not None:
        from ruling.cardtext.steps import read as read_as
        from ruling.cardtext.steps import step as shared_step

        # the step read as 「…する」 (its form and modal with it; its condition as any step's);
        # a blast printed 「…を払う」 in an effect, not a cost, carries the clause that says so
        # (7.24.3 / 7.25.3), cited where it is done (``Op.detail`` ``said``)
        ops = shared_step(replace(st, body=paid), r)
        said = PAID_IN_EFFECT if b.verb == "pay" else SPELLED_BLAST if b.verb != "ride" else {}
        ops = [
            replace(o, detail=(*o.detail, ("said", said[o.verb]))) if o.verb in said else o
            for o in ops
        ]
        return read_as(ops, b.form, modal=b.modal is not None)
    onto = _ride_onto_unit(st, r)
    if onto is not None:
        return onto
    readers = (
        declare.declare_step,
        _autos_not_activated,
        _void_triggers,
        _change_attack_target,
        _keyword_step,
        _look_up_to,
        _named_state_step,
        _gift_step,
        _legion_step,
        _world_step,
        _circle_attribute,
        _fighter_state_step,
        _order_limit_step,
        _gauge_step,
        _gauge_move_step,
        _put_locked,
        _wear_step,
        _equip_step,
        _storage_step,
        _overdress_step,
        _leave_growth_origins_step,
        _in_chosen_order,
        _set_value,
        _raise_value,
        _value_amount,
        _same_value,
        _face_step,
        _swap_step,
        _top_or_bottom,
        _one_of_places,
        _damage_step,
        _drive_check_step,
        _twin_drive_step,
        _boost_step,
        _persona_ride_step,
        _gain_info_step,
        _separate_circles,
        _described_joint_choice,
        _beast_fusion_step,
        _put_marker_step,
    )
    for reader in readers:
        ops = reader(b, r)
        if ops is not None:
            return ops
    limit = _deck_limit(st, r)
    if limit is not None:
        return limit
    if st.lead == "instead" and r.kind == "continuous" and not _plain_condition(st):
        # 「…する際、かわりに…」: a replacement effect; 「Xなら、かわりに…」 after a sentence is the
        # sentence replaced (shared ``sentence_replaced``)
        return [_replacement(st, r.v)]
    got = _nominal_action(st, r)
    if got is not None:
        return got
    args = {a.role: a.value for a in b.args}
    ban = _unit_ban(st, r)
    if ban is not None:
        return ban
    each = each_also_verb(b)
    if each is not None:
        # 「このユニットはアタックもブーストもできない」: each action prohibited, as 「アタックできず、
        # ブーストできない」 (1.3.3)
        bans = [_unit_ban(replace(st, body=x), r) for x in each]
        if all(x is not None for x in bans):
            return read([op for x in bans for op in x], *_CANNOT, *_NOT_DONE)  # type: ignore[union-attr]
        raise Unsupported("several actions with も of this shape")
    if b.verb == "choose" and b.form in (A.Form.PASSIVE_NEG, A.Form.PASSIVE_NEG_CONT):
        # 「このユニットは相手のカードの効果で選ばれない」: not to be chosen, the passive of the
        # choice prohibition 「…で選べない」 (7.50.2) — read as it, in either voice
        cannot = A.Form.CANNOT if b.form is A.Form.PASSIVE_NEG else A.Form.CANNOT_CONT
        # 「相手の効果に選ばれない」: the passive's agent marked by に — the effect that would
        # choose, as 「相手の効果で」 names it (7.50.2)
        agent = (OPPONENT_EFFECTS, OPPONENT_EFFECTS_BARE, OPPONENT_ABILITIES)
        b = replace(
            b,
            args=tuple(
                replace(a, role=A.Role.MEANS) if a.role is A.Role.GOAL and a.value in agent else a
                for a in b.args
            ),
        )
        active = replace(st, body=replace(b, form=cannot))
        return read(
            [_prohibition(active, r)],
            A.Form.PASSIVE_NEG,
            A.Form.PASSIVE_NEG_CONT,
            condition=_unless_at_once(active, active.body) is not None,
        )
    if b.form in (A.Form.CANNOT, A.Form.CANNOT_CONT):
        return read(
            [_prohibition(st, r)],
            A.Form.CANNOT,
            A.Form.CANNOT_CONT,
            condition=_unless_at_once(st, b) is not None,
        )
    if b.verb == "have" and b.form is A.Form.CAN:
        # 【永】「あなたは時刻印ゲージを持てる」, or in an effect 「そのターン中、あなたは…を持てる」
        # (a period effect, 11.3.1.2)
        return read([_may_have(st, r)], A.Form.CAN)
    if (
        b.verb == "intercept"
        and b.form in (A.Form.CAN, A.Form.CAN_CONT)
        and r.kind == "continuous"
        and set(args) - {A.Role.TOPIC} == {A.Role.EVEN_FROM}
        and args[A.Role.EVEN_FROM] == A.NounPhrase((A.Zone("back_stage"),))
    ):
        # このユニットは後列からでもインターセプトできる: a permission the text gives over the
        # rule's front row (14.4.2, 1.3.1)
        who = args.get(A.Role.TOPIC)
        target = sel(who, r.v) if who is not None else Sel(ref="implied")
        return read([Op("intercept_from_back", target=target)], A.Form.CAN, A.Form.CAN_CONT)
    if (
        b.verb == "attack"
        and b.form in (A.Form.CAN, A.Form.CAN_CONT)
        and b.modal is None
        and len(set(args) & {A.Role.SOURCE, A.Role.EVEN_FROM}) == 1
        and set(args) - {A.Role.TOPIC, A.Role.TIME}
        <= {A.Role.SOURCE, A.Role.EVEN_FROM, A.Role.GOAL}
        and (args.get(A.Role.SOURCE) or args.get(A.Role.EVEN_FROM)) == BACK_STAGE
    ):
        # 「そのターン中、(そのユニットは)後列から(でも)アタックできる」: an effect letting each
        # unit attack from the back row for its duration, over the rule's front row (10.4.1.3,
        # 1.3.1; read at the attack as ``battle.granted`` ``back_row_attack``)
        who = args.get(A.Role.TOPIC)
        target = sel(who, r.v) if who is not None else Sel(ref="implied")
        if target.count is not None:
            raise Unsupported("a permission to attack from the back row of counted units")
        # 「後列からリアガードにアタックできる」 (10.4.1.8's example): rear-guards only, not the
        # vanguard (``battle._target_refused``); 「相手のリアガードに」 the same (10.4.1.6)
        goal = args.get(A.Role.GOAL)
        detail: tuple[tuple[str, Any], ...] = ()
        if goal is not None:
            if goal not in (
                A.NounPhrase((A.CardKind("rearguard"),)),
                A.NounPhrase((A.Owner("opponent"), A.CardKind("rearguard")), ("の",)),
            ):
                raise Unsupported("a permission to attack from the back row, at units of this kind")
            detail = (("only", "rearguard"),)
        time = args.get(A.Role.TIME)
        if r.kind == "continuous":
            # 【永】「このユニットは後列からアタックできる」: while the ability applies
            # (``battle.granted`` reads it), no period of its own
            if time is not None:
                raise Unsupported(
                    "a continuous permission to attack from the back row with a period"
                )
            op = Op("back_row_attack", target=target, detail=detail)
            return read([op], A.Form.CAN, A.Form.CAN_CONT)
        op = Op(
            "back_row_attack", target=target, until=until_of(time, r) or "inherit", detail=detail
        )
        return read([op], A.Form.CAN, A.Form.CAN_CONT)
    if b.verb == "retire" and (
        b.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
        or (b.form is A.Form.PASSIVE_NEG and A.Role.MEANS in args)
    ):
        # 「このユニットは相手のカードの効果で退却しない」: the opponent's card effects cannot
        # retire it (1.3.3; 7.18.2: nor put it from the field into the drop)
        # 「相手のユニットの効果で退却しない」 / 「相手のヴァンガードの効果で」: only effects whose
        # source is so described (11.5.1.1, 11.5.3.1: a unit's ability makes that unit the
        # source; an order's, the order card)
        # 「このユニットはカードの効果で退却しない」: any card's effect, its own master's too
        # (1.3.3), not a rule of the game (a call over it, 6.2.3.4)
        # 「…相手のカードの効果で退却されない」 (G-era wording): the unit undergoing the retire
        # its topic, the same prohibition; with no means said (「このユニットは退却されない」: a
        # retire by a rule too?) it stays refused
        # 「相手の(グレード３以上のユニットの)能力で」: every effect is an ability's (11.1.1), the
        # effects of the abilities of the cards so described
        means, said = _abilities_as_effects(args.get(A.Role.MEANS))
        any_card = means == ANY_CARD_EFFECTS
        source = (Sel(),) if any_card else _effect_source(means, r)
        if (
            r.kind != "continuous"
            or set(args) - {A.Role.TOPIC, A.Role.TIME} != {A.Role.MEANS}
            or not source
        ):
            raise Unsupported("a retire prohibition of this shape")
        # 「相手のターン中、…退却されない」: while it is that turn (a continuous ability's period,
        # asked at each retire: restrictions.unretirable ``holds(rt, op.cond)``)
        turn = during(args[A.Role.TIME], r.v) if A.Role.TIME in args else None
        if A.Role.TIME in args and turn is None:
            raise Unsupported("a retire prohibition for a period")
        who = args.get(A.Role.TOPIC)
        target = sel(who, r.v) if who is not None else Sel(ref="implied")
        detail: tuple[tuple[str, Any], ...] = () if any_card else (("by", "opponent"),)
        if not any_card and source[0] != Sel(owner="opponent"):
            detail += (("source", replace(source[0], owner=None)),)
        detail += said
        op = Op("unretirable", target=target, detail=detail, cond=turn)
        return read([op], A.Form.NEGATIVE, A.Form.NEGATIVE_CONT, A.Form.PASSIVE_NEG)
    if (
        b.verb == "receive"
        and b.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
        and r.kind == "continuous"
        and set(args) == {A.Role.TOPIC, A.Role.OBJECT}
        and args[A.Role.OBJECT]
        == A.NounPhrase((*OPPONENT_EFFECTS.terms, A.Word("influence")), ("の", "の", "の"))
    ):
        # 「このユニットは相手のカードの効果の影響を受けない」 (12.5.1): its opponent's card
        # effects do not choose it, change its zone or state (nor modify its values)
        target = sel(args[A.Role.TOPIC], r.v)
        op = Op("unaffected", target=target, detail=(("by", "opponent"),))
        return read([op], A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
    if (
        b.verb == "receive"
        and b.form is A.Form.NEGATIVE
        and r.kind != "continuous"
        and set(args) - {A.Role.TIME} == {A.Role.TOPIC, A.Role.OBJECT}
        and args[A.Role.OBJECT]
        == A.NounPhrase((*OPPONENT_EFFECTS.terms, A.Word("influence")), ("の", "の", "の"))
    ):
        # in an effect, 「そのターン中、このユニットは相手のカードの効果の影響を受けない」: for the
        # duration (11.3.1.2) the units named are not affected by their opponent's card effects
        # (12.5.1), as the continuous ability's; a time said before in the sentence holds for it
        target = sel(args[A.Role.TOPIC], r.v)
        if target.ref is None and target.bound != "all":
            raise Unsupported("an unaffected effect on units not named")
        until = until_of(args[A.Role.TIME], r) if A.Role.TIME in args else "inherit"
        op = Op("unaffected", target=target, detail=(("by", "opponent"),), until=until)
        return read([op], A.Form.NEGATIVE)
    if (
        b.verb == "ride"
        and b.form is A.Form.CAN
        and r.kind == "continuous"
        and _ride_only(b, r.v)
        and st.condition is None
    ):
        return read([_ride_only_op(b, r)], A.Form.CAN)
    if b.verb == "belong" and r.kind == "continuous" and b.form is A.Form.FINAL:
        return [_belong_step(b, r)]
    if b.verb == "treat" and r.kind == "continuous" and b.form is A.Form.FINAL:
        # このカードは「X」として扱う: its name is X (11.11.1.6); 「としても扱う」: X besides its
        # own (the card has both names, 12.6.2) — the shared identity (``cardtext.identity``)
        got = treated_as(b)
        group = _treated_group(b, r)
        if group is not None:
            return [group]
        # the name in 「」 (VG quotes card names so, 2.1.2)
        quoted = [t for x in b.args if isinstance(x.value, A.NounPhrase) for t in x.value.terms]
        if (
            got is None
            or got.until is not None
            or st.condition is not None
            or not any(isinstance(t, A.Name) for t in quoted)
        ):
            raise Unsupported("a continuous treat")
        detail = (("also", True),) if got.also else ()
        return [Op("treat", target=Sel(ref="this"), name=got.name, detail=detail)]
    if b.verb in ("gain", "lose") and b.form in (A.Form.FINAL, A.Form.TE, A.Form.CONTINUATIVE):
        got_skill = _gain(b, r)
        if got_skill is not None:
            return got_skill
    if b.verb == "hit" and b.form is A.Form.PASSIVE_NEG:
        if A.Role.GOAL in args and A.Role.IN_CASE in args:
            raise Unsupported("ヒットされない by cards of this kind")
        if set(args) - {A.Role.TOPIC, A.Role.GOAL, A.Role.IN_CASE} != {A.Role.TIME} or args[
            A.Role.TIME
        ] != A.Duration("this_battle"):
            raise Unsupported("ヒットされない for a time other than this battle")
        # 「そのバトル中、相手のカードにヒットされない」: hit by what — only the opponent's cards
        # (the unit a battle compares it with is its attacker, 10.7.1.2); 「相手のユニットの
        # アタックではヒットされない」: the same — what hits is the attack of the opponent's
        # attacking unit (10.7.1.2), said by the attack
        by = args.get(A.Role.GOAL)
        if A.Role.IN_CASE in args:
            if args[A.Role.IN_CASE] not in OPPONENT_ATTACKS:
                raise Unsupported("ヒットされない by cards of this kind")
            by = OPPONENT_CARDS
        if by is not None and by != OPPONENT_CARDS:
            raise Unsupported("ヒットされない by cards of this kind")
        # 「そのバトル中、このユニットはヒットされない」: the unit the topic names, else the one
        # the step before chose
        who = args.get(A.Role.TOPIC)
        target = sel(who, r.v) if who is not None else Sel(ref="implied")
        detail = (("by", "opponent"),) if by is not None else ()
        return read(
            [Op("no_hit", target=target, until="battle", detail=detail)], A.Form.PASSIVE_NEG
        )
    if b.verb == "choose" and args.get(A.Role.OBJECT) == A.NounPhrase(
        (A.Owner("you"), A.CardKind("vanguard"), A.CardKind("auto_ability"), A.CardKind("ability")),
        ("の", "の", ""),
    ):
        # あなたのヴァンガードの【自】能力を１つ選び: an ability is chosen (11.8.4)
        if set(args) != {A.Role.OBJECT, A.Role.NONE} or args[A.Role.NONE] != A.NounPhrase(
            (A.Count(A.Number(1), "item", "exact"),)
        ):
            raise Unsupported("a choice of abilities of this shape")
        return [Op("choose_ability", target=Sel(owner="you", kinds=("vanguard",)), n=1)]
    if b.verb == "choose" and args.get(A.Role.OBJECT) == A.NounPhrase((A.Position("column"),)):
        # 縦列を１つ選び (4.9.1.1): columns are chosen, not cards; 「その縦列の…」 reads them
        nb = bare_count(args.get(A.Role.NONE))
        if set(args) != {A.Role.OBJECT, A.Role.NONE} or nb is None or not nb[0]:
            raise Unsupported("a choice of columns of this shape")
        if nb[1] != "exact" or not 1 <= nb[0] <= 3:
            raise Unsupported("a choice of columns of this shape")
        return [Op("choose", n=nb[0], detail=(("what", "column"),))]
    if b.verb == "decrease" and b.form is A.Form.FINAL:
        return [_cost_down(b, r)]
    nominal = as_next_act_decrease(b)
    if nominal is not None:
        # 「あなたの次のカウンターブラストのコスト-1」: 「あなたが次に行う【カウンターブラスト】は１減る」
        # (7.28.1, 7.28.2; the shared reading, ``cardtext.next_act``)
        return [_cost_down(nominal, r)]
    if b.verb == "waive" and b.form is A.Form.FINAL:
        return [_cost_waived(b, r)]
    if b.verb == "call" and A.Role.OBJECT not in args and A.Role.GOAL in args:
        from ruling.cardtext.steps import _lift_object

        _lift_object(args)  # 「プラント・トークンを１枚、このユニットがいた(R)に」
    o = args.get(A.Role.OBJECT)
    if (
        b.verb == "call"
        and isinstance(o, A.NounPhrase)
        and len(o.terms) == 2
        and isinstance(o.terms[0], A.Name)
        and o.terms[1] == A.Named("・", A.CardKind("token"))
    ):
        # 「「見習い兵」・トークン」: the token's name quoted, as 「見習い兵・トークン」 (15.4.6.1)
        o = args[A.Role.OBJECT] = A.NounPhrase(
            (A.Named(o.terms[0].text + "・", A.CardKind("token")),), ()
        )
    if (
        b.verb == "call"
        and isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and isinstance(o.terms[0], A.Named)
        and o.terms[0].head == A.CardKind("token")
        and set(args) == {A.Role.OBJECT, A.Role.GOAL}
        and _chosen_rear_circle(args[A.Role.GOAL], r) is not None
    ):
        # 「(R)を１つ選び、「X」・トークンを(そこに)コールする」 (``_chosen_circle_there``): one token
        # on the circle chosen, of the fighter whose circle it is (15.2.2.1)
        if b.modal is not None:
            raise Unsupported("a token call of this shape")
        place = _chosen_rear_circle(args[A.Role.GOAL], r)
        assert place is not None
        return [
            Op(
                "token",
                name=o.terms[0].text.rstrip("・"),
                n=1,
                bound="exact",
                dest="rear",
                detail=(("token_owner", place.owner or "you"), ("token_states", place.states)),
            )
        ]
    if (
        b.verb == "call"
        and isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and isinstance(o.terms[0], A.Named)
        and o.terms[0].head == A.CardKind("token")
    ):
        # プラント・トークンを１枚(R)にコールする (15.4.6.1): its values come from the reminder
        from ruling.cardtext.steps import was_on

        if set(args) - {A.Role.OBJECT, A.Role.GOAL, A.Role.NONE}:
            raise Unsupported("a token call of this shape")
        nb = bare_count(args.get(A.Role.NONE))
        goal = args.get(A.Role.GOAL)
        # 「プラント・トークンを１枚、このユニットがいた(R)にコールする」: the circle this unit is
        # on, or last was on (11.13.1), as a card's call to it reads it (``dest_was``);
        # 「そのユニットがいた(R)」: the one card 「その」 names (the trigger's: 「…が(R)から離れた
        # 時」), where it is or last was
        was = was_on(goal, r, refs=("that",)) if goal is not None else None
        if (
            sel(was[1] if was is not None else goal, r.v) != Sel(zones=("rear",))
            or nb is None
            or not nb[0]
            or nb[1] not in ("exact", "up_to")
            or (was is not None and nb != (1, "exact"))
        ):
            raise Unsupported("a token call of this shape")
        # 「プラント・トークンを２枚まで」: as many as the master says, none to two
        detail = (("dest_was", was[0]),) if was is not None else ()
        return [Op("token", name=o.terms[0].text.rstrip("・"), n=nb[0], bound=nb[1], detail=detail)]
    if b.verb == "call" and A.Role.GOAL in args:
        from ruling.cardtext.steps import _lift_object, was_on

        if A.Role.OBJECT not in args:
            _lift_object(args)  # 「このカードをユニットのいない(R)に」
        was = was_on(
            args[A.Role.GOAL], r, r.v.was_on_refs
        )  # 「このユニットのいた(R)に」: its words
        g = sel(was[1] if was is not None else args[A.Role.GOAL], r.v)
        # (R), 後列の(R), 前列の(R), 中央後列の(R) — 「ユニットのいない」 ones (4.9.2.5)
        if g == Sel(zones=("guardian",)):
            return None  # 「…を(G)にコールする」 by an effect: _vg/steps._guardian_call
        if g.zone not in CALL_PLACES or g.ref or g.owner or g.kinds or set(g.states) - {"empty"}:
            raise Unsupported("a call to this place")
    return None


def _chosen_rear_circle(goal: Any, r: Reading) -> Sel | None:
    """The place of a call that is the rear-guard circle a choice before it named (「あなたの
    リアガードサークル」, 「相手のユニットのいないリアガードサークル」, ``_chosen_circle_there``): its
    selector (owner, 「ユニットのいない」 ``empty``); None for another place."""
    if not isinstance(goal, A.NounPhrase) or not goal.terms:
        return None
    if goal.terms[-1] != A.Zone("rear_circle", 1):
        return None  # 「(R)に」: a call's place of its own (``CALL_PLACES``)
    g = sel(goal, r.v)
    if g.zones != ("rear",) or g.ref or g.kinds or set(g.states) - {"empty"}:
        raise Unsupported("a token call to a chosen circle of this shape")
    if g.owner not in (None, "you", "opponent"):
        raise Unsupported("a token call to a chosen circle of this shape")
    return g


# the rear-guard circles a call may name (the groups of ``LABEL_ZONES``); a row named alone
# (「前列にコールする」 / 「後列に」) is its rear-guard circles: a call puts a unit on a rear-guard
# circle (6.2.1.1), the runtime picks among the open ones of the group (6.2.3.2)
CALL_PLACES = ("rear", "back", "front_rear", "center_back", "front")


def _gain(b: A.Action, r: Reading) -> list[Op] | None:
    """『ブースト』を得る: a skill gained (by a continuous ability: while it applies, 11.11.1.5;
    by an effect: for its duration, 7.14.1); 『ブースト』を失う: lost by an effect (7.14.2).
    『ブースト』と『インターセプト』を得る: each skill so (``steps.joined_quotes``)."""
    from ruling.cardtext.steps import joined_quotes

    args = args_of(joined_quotes(b))
    time = args.pop(A.Role.TIME, None)
    who = args.pop(A.Role.TOPIC, None) or args.pop(A.Role.SUBJECT, None)
    o = args.pop(A.Role.OBJECT, None)
    if not isinstance(o, A.NounPhrase) or len(o.terms) != 1 or not isinstance(o.terms[0], A.Quote):
        return None
    qs = o.terms[0].abilities
    drives = [_drive_ability(q) for q in qs]
    kws = [
        d or (q.keyword.id if q.keyword is not None else None)
        for q, d in zip(qs, drives, strict=True)
    ]
    skills = [
        d is not None or (kw in SKILLS and q.effect is None and not q.labels)
        for q, kw, d in zip(qs, kws, drives, strict=True)
    ]
    if not qs or not any(skills):
        return None  # abilities, not skills: the shared reading gives them
    if not all(skills):
        raise Unsupported("a skill and an ability gained together")
    if args:
        raise Unsupported("gaining an ability with further words")
    target = sel(who, r.v) if who is not None else Sel(ref="implied")
    out: list[Op] = []
    for kw in kws:
        skill = KEYWORDS.get(kw, kw)  # type: ignore[arg-type]
        if b.verb == "lose" and r.kind == "continuous":
            # 『インターセプト』を失う by a continuous ability: while it applies the unit is as if
            # it had not the icon (7.14.2), applied with the gains (11.11.1.5;
            # ``abilities.lost_skills``)
            from ruling.cardtext.conditions import during

            out.append(Op("lose", target=target, skill=skill, cond=during(time, r.v)))
        elif b.verb == "lose":
            # 『ブースト』を失う by an effect: as if the unit had not the icon for the effect's
            # duration (7.14.2)
            out.append(Op("lose", target=target, skill=skill, until=until_of(time, r) or "inherit"))
        elif r.kind == "continuous":
            from ruling.cardtext.conditions import during

            out.append(Op("gain", target=target, skill=skill, cond=during(time, r.v)))
        else:
            out.append(Op("gain", target=target, skill=skill, until=until_of(time, r) or "inherit"))
    return out


def _bare_step(ab: A.Ability) -> A.Action | None:
    """The one step of an ability that is that step and nothing more — no cost, trigger or
    condition, one sentence of one step with no connector, cost or condition of its own —
    else None."""
    if ab.cost or ab.trigger or ab.condition or ab.effect is None:
        return None
    sents = ab.effect.sentences
    if len(sents) != 1 or len(sents[0].steps) != 1:
        return None
    st = sents[0].steps[0]
    if st.condition or st.lead or st.cost or not isinstance(st.body, A.Action):
        return None
    return st.body


DRIVE_NP = A.NounPhrase((A.Stat("drive"),))


def _drive_ability(q: A.Ability) -> str | None:
    """『ドライブ＋１』 / 『ドライブ－１』: an ability that modifies the drive of the unit that has it,
    as ツインドライブ!! is one that modifies it by +1 (14.3.3.1) — the skill ``drive+N`` /
    ``drive-N`` (``values.drive`` adds it; the same one from two sources counts once, as the
    skills are a set); None for any other quoted ability."""
    if q.labels or q.keyword:
        return None
    b = _bare_step(q)
    if b is None:
        return None
    if b.verb != "stat_change" or b.amount is None or b.amount.number.variable is not None:
        return None
    if [(a.role, a.value) for a in b.args] != [(A.Role.NONE, DRIVE_NP)]:
        return None
    return f"drive{b.amount.sign}{b.amount.number.value}"


def _may_have(st: A.Step, r: Reading) -> Op:
    """あなたは時刻印ゲージを持てる (7.40.7) / あなたはエネルギーを10個まで持てる (3.1.3.1)."""
    b = st.body
    assert isinstance(b, A.Action)
    args = args_of(b)
    o, n = args.get(A.Role.OBJECT), args.get(A.Role.NONE)
    if args.get(A.Role.TOPIC) != A.NounPhrase((A.Owner("you"),)) or st.condition is not None:
        raise Unsupported("a have ability of this shape")
    if r.kind != "continuous":
        # 「そのターン中、あなたは時刻印ゲージを持てる」 in an effect: the permission of 7.40.7 as a
        # continuous effect for the period printed (11.3.1.2); with no period, not read
        time = args.pop(A.Role.TIME, None)
        until = until_of(time, r) if time is not None else None
        if (
            until is None
            or set(args) != {A.Role.TOPIC, A.Role.OBJECT}
            or not isinstance(o, A.NounPhrase)
            or len(o.terms) != 1
            or (gauge := _gauge_name(o.terms[0])) is None
        ):
            raise Unsupported("a have permission in an effect of this shape")
        return Op("may_have_gauge", name=gauge, until=until)
    if (
        set(args) == {A.Role.TOPIC, A.Role.OBJECT}
        and isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and (gauge := _gauge_name(o.terms[0])) is not None
    ):
        # 「あなたは時刻印ゲージを持てる」 / 「あなたは詩譜ゲージを持てる」: any gauge name (4.15.4)
        return Op("may_have_gauge", name=gauge)
    if (
        set(args) == {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE}
        and o == A.NounPhrase((A.Word("energy"),))
        and isinstance(n, A.NounPhrase)
        and len(n.terms) == 1
        and isinstance(n.terms[0], A.Count)
        and n.terms[0].bound == "up_to"
        and n.terms[0].number is not None
        and n.terms[0].number.value is not None
    ):
        return Op("energy_limit", n=n.terms[0].number.value)
    raise Unsupported("a have ability of this shape")


# a unit prohibited from an action (1.3.3): the verb in its form 「…できない」 / 「…できず」 (what
# the unit does) or 「…されない」 / 「…されず」 (what is done to it), and the action the runtime
# checks (``abilities.banned``)
_CANNOT = (A.Form.CANNOT, A.Form.CANNOT_CONT)
_NOT_DONE = (A.Form.PASSIVE_NEG, A.Form.PASSIVE_NEG_CONT)
# the unit an attack is prohibited on: 「ヴァンガードに / リアガードにアタックできない」
ATTACK_GOALS = {
    **{A.NounPhrase((A.CardKind(k),)): k for k in ("vanguard", "rearguard")},
    # 「前列 / 後列のリアガードにアタックできない」: a rear-guard in that row only (4.9.1;
    # _vg/battle reads the attacked unit's circle)
    **{
        A.NounPhrase((A.Zone(z), A.CardKind("rearguard")), ("の",)): f"{row}_rearguard"
        for z, row in (("center_stage", "front"), ("back_stage", "back"))
    },
}
# 「【レスト】している / 【スタンド】しているユニットにアタックできない」: a unit in that state
# (5.2.1: レスト状態, a state of the card, not its information); _vg/battle reads the attacked
# unit's state when it is chosen (10.4.1.6)
ATTACK_STATES = ("rest", "stand")


def _attack_goal_state(goal: Any, r: Reading) -> str | None:
    """The state of 「(state)しているユニットにアタックできない」's goal (``ATTACK_STATES``), the
    ban's suffix; None for a goal described otherwise."""
    g = sel(goal, r.v)
    if g.kinds == ("unit",) and len(g.states) == 1 and g.states[0] in ATTACK_STATES:
        if replace(g, kinds=(), states=()) == Sel():
            return g.states[0]
    return None


UNIT_BANS = {
    **{(v, f): v for v in ("attack", "intercept", "boost") for f in _CANNOT},
    # 「次の相手のスタンドフェイズ中、そのユニットは【スタンド】しない / できない」: the unit is not
    # stood (9.2.3 overridden, 1.3.3) — an effect's, for a stand phase (``_unit_ban``)
    **{("stand", f): "stand" for f in (*_CANNOT, A.Form.NEGATIVE)},
    **{(v, f): f"{v}ed" for v in ("attack", "boost") for f in _NOT_DONE},
}


def _unit_ban(st: A.Step, r: Reading) -> Read | None:
    """「このユニットはアタックできず」, 「そのターン中、そのユニットはインターセプトできない」,
    「このユニットはアタックされない」, 「このユニットはブーストされず」: the units named are
    prohibited from the action (1.3.3) — by a continuous ability while it applies (its 「…中」 a
    condition), by an effect for its duration. The unit may be left unsaid (the one just chosen,
    else this unit, 11.8.5.3); a player named (「相手は…できない」) is not a unit: not read here."""
    b = st.body
    assert isinstance(b, A.Action)
    action = UNIT_BANS.get((b.verb, b.form))
    if action is None or b.modal is not None:
        return None
    args = args_of(b)
    who = args.pop(A.Role.TOPIC, None) or args.pop(A.Role.SUBJECT, None)
    time = args.pop(A.Role.TIME, None)
    if action in ("attack", "boost") and A.Role.MEANS in args and b.form in _CANNOT:
        # 「あなたはそのユニットでアタックできない」 / 「…でブーストできない」: a fighter attacks
        # (boosts) with a unit (10.2.1.2, 7.47.1); the player's prohibition with those units
        # is theirs (1.3.3) — the units named by で, of the master (「あなたは」; another
        # player with them is not read here)
        units = sel(args.pop(A.Role.MEANS), r.v)
        if who != A.NounPhrase((A.Owner("you"),)) or units.owner not in (None, "you"):
            return None
        who = None
        target = units
    else:
        target = None
    goal = args.pop(A.Role.GOAL, None) if action in ("attack", "stand") else None
    if action == "stand" and goal is not None:
        # 「そのユニットは相手の次のスタンドフェイズに【スタンド】しない」: the stand phase named
        # with に is the period, as 「次の相手のスタンドフェイズ中、」 says it
        time = _next_stand_phase(goal) if time is None else None
        if time is None:
            return None
        goal = None
    if action == "attack" and goal is not None and who is not None and target is None:
        attacked = _attacked_by_every(who, goal, r)
        if attacked is not None:
            # 「相手のユニットはこのユニットにアタックできない」: no unit of the opponent may
            # attack it — the unit is not attacked, as 「このユニットはアタックされない」 (1.3.3;
            # the attacked unit chosen, 10.4.1.6)
            action, target, who, goal = "attacked", attacked, None, None
    goal_owner = None
    if (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) >= 2
        and isinstance(goal.terms[0], A.Owner)
        and goal.links[0] == "の"
    ):
        # 「このユニットは相手の(前列の)ヴァンガードにアタックできない」: a unit attacks its
        # opponent's units only (10.4.1.6), so the owner said is that opponent — checked below
        goal_owner = goal.terms[0].who
        goal = A.NounPhrase(goal.terms[1:], goal.links[1:])
    if goal is not None:
        # 「このユニットはヴァンガード / リアガードにアタックできない」: only an attack on a unit
        # of that kind is prohibited (1.3.3; the attacked unit chosen, 10.4.1.6)
        kind = ATTACK_GOALS.get(goal)
        if kind is None:
            kind = _attack_goal_state(goal, r)
        if kind is None:
            return None
        action = f"attack:{kind}"
    if args:
        return None
    if target is None:
        target = sel(who, r.v) if who is not None else Sel(ref="implied")
    if goal_owner is not None:
        mine = target.ref == "this" or target.owner == "you"
        if not (
            (goal_owner == "opponent" and mine)
            or (goal_owner == "you" and target.owner == "opponent")
        ):
            # 「そのユニットは相手のヴァンガードに…」 with the unit's side unknown: whose
            # vanguard 「相手の」 names depends on it — not read
            raise Unsupported("an attack prohibition on the units of this side")
    if target.owner is not None and target == Sel(owner=target.owner):
        return None  # a player: 「相手はインターセプトできない」
    if target.count is not None:
        raise Unsupported("a prohibition on counted units")
    if action == "stand" and (
        r.kind == "continuous"
        or not isinstance(time, A.Duration)
        or time.id
        not in (
            "during_opponent_next_stand_phase",
            "during_your_next_stand_phase",
            "during_this_stand_phase",
        )
    ):
        # 「【スタンド】しない」 only as an effect for a stand phase, where the rules would stand the
        # unit (9.2.3); with another period (or a continuous ability's) whether an effect's
        # 【スタンド】 is barred too is not said
        raise Unsupported("a unit not standing, for a period other than a stand phase")
    if r.kind == "continuous":
        op = Op("ban", target=target, stat=action, cond=during(time, r.v))
    else:
        op = Op("ban", target=target, stat=action, until=until_of(time, r) or "inherit")
    negative = (A.Form.NEGATIVE,) if action == "stand" else ()  # 「【スタンド】しない」
    return read([op], *_CANNOT, *_NOT_DONE, *negative)


def _attacked_by_every(who: Any, goal: Any, r: Reading) -> Sel | None:
    """「相手のユニットは（このユニット|あなたのヴァンガード）にアタックできない」: the units named
    by に, when the topic is every unit of their opponent (「相手のユニット（すべて）」, 「相手」) and
    they are the master's; else None (a narrower topic leaves other attackers free)."""
    w = sel(who, r.v)
    if replace(w, bound="exact") not in (
        Sel(owner="opponent", kinds=("unit",)),
        Sel(owner="opponent"),
    ):
        return None
    g = sel(goal, r.v)
    if g.count is not None or not (g.ref == "this" or (g.owner == "you" and g.ref is None)):
        return None
    return g


def _during_dropped(np: Any) -> Any:
    """「相手の次のスタンドフェイズ中に」: a phase and 「中」 (during it) before に — the phase itself, as
    「…スタンドフェイズに」 names it (the period the same: that phase, 9.2); another noun phrase as
    it is."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.terms[-1] == A.Word("during")
        and np.links[-1:] == ("",)
    ):
        return A.NounPhrase(np.terms[:-1], np.links[:-1], np.span)
    return np


def _next_stand_phase(np: Any) -> A.Duration | None:
    """「相手の / あなたの次のスタンドフェイズ」 / 「次の相手のスタンドフェイズ」 (に) as the duration 「次の相手の / あなたのスタンド
    フェイズ中」; 「このスタンドフェイズ」 as the stand phase going on (9.2: an ability triggered at its
    start resolves before 9.2.3 stands the units); None for another noun phrase."""
    np = _during_dropped(np)
    if np == A.NounPhrase((A.Ref("this"), A.Word("stand_phase")), ("",)):
        return A.Duration("during_this_stand_phase")
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 3
        and np.terms[2] == A.Word("stand_phase")
        and A.Ref("next") in np.terms[:2]
    ):
        return None
    # 「相手の次の」 / 「次の相手の」
    owner = next((t for t in np.terms[:2] if isinstance(t, A.Owner)), None)
    if owner is None or owner.who not in ("opponent", "you"):
        return None
    # the durations' ids: during_opponent_… / during_your_… (「あなたの次の」: before, read as
    # during_you_…, which no reader knows — refused as another period)
    return A.Duration(f"during_{'your' if owner.who == 'you' else owner.who}_next_stand_phase")


# 「ガーディアンとして」: as a guardian — a unit on the guardian circle (4.9.2.6)
_AS_GUARDIAN = A.NounPhrase((A.CardKind("guardian"), A.Word("as")), ("",))
_TO_GUARDIAN_CIRCLE = A.NounPhrase((A.Zone("guardian_circle"),))


def _as_guardian(b: A.Action) -> A.Action:
    """「…をガーディアンとしてコールする」: the call to the guardian circle, 「…を(G)にコールする」 — a
    guardian is the unit on the guardian circle (4.9.2.6); any other action as it is."""
    if b.verb != "call" or any(a.role is A.Role.GOAL for a in b.args):
        return b
    args = tuple(
        replace(a, role=A.Role.GOAL, value=_TO_GUARDIAN_CIRCLE)
        if a.role is A.Role.NONE and a.value == _AS_GUARDIAN
        else a
        for a in b.args
    )
    return replace(b, args=args)


def _prohibition(st: A.Step, r: Reading) -> Op:
    """Prohibitions (1.3.3): 「このカードはプレイできない」, 「あなたは「X」を含まないグレード３以上に
    ライドできず」, 「そのターン中、あなたはこのカードと同名のカードをドロップからバインドできない」."""
    b = st.body
    assert isinstance(b, A.Action)
    b = _as_guardian(b)
    st = replace(st, body=b)
    most = _at_once_ban(b)
    if most is not None:
        return _most_at_once(replace(st, body=most[0]), most[1], r)
    args = args_of(b)
    at_once = _unless_at_once(st, b)
    if at_once is not None:
        call, n = at_once
        op = _guard_call_ban(args_of(call), r)
        return replace(op, detail=(*op.detail, ("at_once", n)))
    guard_ban = b.verb == "call" and {A.Role.TOPIC, A.Role.GOAL} <= set(args)
    # 【永】「(…なら、 / あなたのターン中、)このユニットは相手の(カードの)効果で選べない」: its
    # runtime asks the condition whenever the opponent's effect would choose (restrictions:
    # ``holds(rt, op.cond)``), so a condition or a turn of a continuous one is read (7.50.2)
    # 「相手のGユニットの能力で選ばれない」: only the effects whose source is so described
    # (11.1.1: an effect is an ability's; 11.5.1.1, 11.5.3.1), as 「…の効果で退却しない」
    means, said_means = _abilities_as_effects(args.get(A.Role.MEANS))
    chooser_source = _effect_source(means, r) if b.verb == "choose" else None
    unchoosable = (
        b.verb == "choose"
        and r.kind == "continuous"
        and set(args) - {A.Role.TIME} == {A.Role.TOPIC, A.Role.MEANS}
        and sel(args[A.Role.TOPIC], r.v) == Sel(ref="this")
        and chooser_source is not None
    )
    if (
        st.condition is not None
        and (r.kind == "continuous" or st.condition.marker != "nara")
        and not (r.kind == "continuous" and (guard_ban or unchoosable))
    ):
        # in an effect, 「…なら、そのバトル中、相手は…できない」: the condition decides whether the
        # prohibition is made (the shared reader puts it on the step, 11.2.3); a continuous
        # ability's is read only for a guardian-call prohibition, whose runtime asks its
        # condition at each call to (G) (restrictions: ``holds(rt, op.cond)``): 【永】「このユニット
        # がアタックしたバトル中、相手は…(G)にコールできない」 bars the calls while it holds
        raise Unsupported(f"a prohibition with a condition ({b.verb})")
    if unchoosable:
        # 「このユニットは相手のカードの効果で選べない」 (7.50.2); 「相手の効果で」 says the same (an
        # effect is a card's, 11.1.1); 「あなたのターン中、」: while it is that turn
        turn = during(args[A.Role.TIME], r.v) if A.Role.TIME in args else None
        # 「相手の能力で」: every effect of the opponent's is an ability's (11.1.1: the kinds of
        # ability, order abilities among them), so it says what 「相手の効果で」 says
        assert chooser_source is not None
        source = (
            (("source", replace(chooser_source[0], owner=None)),)
            if chooser_source[0] != Sel(owner="opponent")
            else ()
        )
        return Op(
            "unchoosable",
            target=Sel(ref="this"),
            detail=(("by", "opponent"), *source, *said_means),
            cond=turn,
        )
    if (
        b.verb == "choose"
        and r.kind != "continuous"
        and set(args) - {A.Role.TIME, A.Role.TOPIC} == {A.Role.MEANS}
        and args[A.Role.MEANS] == OPPONENT_EFFECTS
    ):
        # 「そのターン中、このユニットは相手のカードの効果で選べない」 in an effect: the units
        # named cannot be chosen by an effect of their opponent's cards for the duration (7.50.2,
        # 11.3.1.2); a time said before in the sentence holds for it. 「あなたのリアガードを１枚
        # 選び、そのターン中、相手のカードの効果で選ばれない」: no unit named, the ones the step
        # before chose (as a change after a choice names none)
        target = sel(args[A.Role.TOPIC], r.v) if A.Role.TOPIC in args else Sel(ref="implied")
        if target.ref is None and target.bound != "all":
            raise Unsupported("a choice prohibition on units not named")
        until = until_of(args[A.Role.TIME], r) if A.Role.TIME in args else "inherit"
        return Op("unchoosable", target=target, detail=(("by", "opponent"),), until=until)
    who = args.get(A.Role.TOPIC)
    verb = b.verb
    if verb == "do" and args.get(A.Role.NONE) == A.NounPhrase((A.Word("normal_call"),)):
        # 「相手はノーマルコールできない」: the act named by its noun (6.2.2.1), a player's
        # action as the others below; the calls it bars are the rules' own (9.9.2.1.1,
        # 10.5.1.2.2.1), not a superior call by an effect (6.2.2.2)
        verb = "normal_call"
        args = {k: v for k, v in args.items() if k is not A.Role.NONE}
    if (
        verb in PLAYER_BANS
        and r.kind != "continuous"
        and who in (A.NounPhrase((A.Owner("opponent"),)), A.NounPhrase((A.Owner("you"),)))
        and A.Role.TOPIC in args
        and set(args) - {A.Role.TIME, A.Role.TOPIC} <= PLAYER_BANS[verb][1]
    ):
        # そのターン中 / そのバトル中、相手はインターセプトできない (1.3.3 over 14.4.2), 「あなたは
        # ライドできない」 (6.3.3), 「相手はオーダーをプレイできない」 (11.8.2): the player named may
        # not do the action for the period; a time said before in the sentence holds for it
        if A.Role.OBJECT in args and sel(args[A.Role.OBJECT], r.v).kinds != ("order",):
            raise Unsupported(f"a {verb} prohibition of cards described")
        until = until_of(args[A.Role.TIME], r) if A.Role.TIME in args else "inherit"
        owner = who.terms[0].who  # type: ignore[union-attr]
        return Op("prohibit", stat=PLAYER_BANS[verb][0], performer=owner, until=until)
    if guard_ban:
        return _guard_call_ban(args, r)
    if b.verb == "play" and args == {A.Role.TOPIC: A.NounPhrase((A.Ref("this_card"),))}:
        if r.kind != "continuous":
            raise Unsupported("a step in form cannot")
        return Op("no_play", target=Sel(ref="this"))
    if b.verb == "ride" and r.kind == "continuous":
        if set(args) != {A.Role.TOPIC, A.Role.GOAL} or args[A.Role.TOPIC] != A.NounPhrase(
            (A.Owner("you"),)
        ):
            raise Unsupported("a ride prohibition of this shape")
        g = sel(args[A.Role.GOAL], r.v)
        if g.ref or g.owner or g.zones or g.count is not None or g.kinds:
            raise Unsupported("a ride prohibition of this shape")
        return Op("no_ride", target=g)
    if (
        b.verb == "bind"
        and set(args) == {A.Role.TIME, A.Role.TOPIC, A.Role.WITH, A.Role.OBJECT, A.Role.SOURCE}
        and args[A.Role.TIME] == A.Duration("this_turn")
        and args[A.Role.TOPIC] == A.NounPhrase((A.Owner("you"),))
        and sel(args[A.Role.WITH], r.v) == Sel(ref="this")
        and args[A.Role.OBJECT] == A.NounPhrase((A.Ref("same_name"), A.CardKind("card")), ("の",))
        and sel(args[A.Role.SOURCE], r.v) == Sel(zones=("drop",))
    ):
        return Op("prohibit", stat="bind", dest="drop", until="turn")
    raise Unsupported(f"a step in form {b.form.value}")


# 「（相手|あなた）は…できない」 in an effect: the player's action so named, prohibited for the
# period (1.3.3) — verb -> (the action, the roles it may name besides the player and the time)
PLAYER_BANS: dict[str, tuple[str, set[A.Role]]] = {
    "intercept": ("intercept", set()),
    "ride": ("ride", set()),
    "play": ("play_order", {A.Role.OBJECT}),  # 「オーダーをプレイできない」: any order
    "normal_call": ("normal_call", set()),  # 「ノーマルコールできない」 (6.2.2.1)
}


def _unless_at_once(st: A.Step, b: A.Action) -> tuple[A.Action, int] | None:
    """「相手は手札から(G)にコールする際、２枚以上同時にコールしない限りコールできない」: a call
    (its player, place from and to in the clause of 際) barred unless N or more cards are called
    at once — (that clause, N), else None. The step's own verb names no argument; the
    condition is the chain of 「…する際」 and 「…しない限り」 of the same verb."""
    c = st.condition
    if b.args or c is None or c.marker != "chain" or len(c.parts) != 2:
        return None
    sai, kagiri = c.parts
    if (sai.marker, kagiri.marker) != ("sai", "kagiri"):
        return None
    if not (isinstance(sai.clause, A.Action) and isinstance(kagiri.clause, A.Action)):
        return None
    if not (sai.clause.verb == kagiri.clause.verb == b.verb == "call"):
        return None
    if sai.clause.form is not A.Form.FINAL or kagiri.clause.form is not A.Form.NEGATIVE:
        return None
    k = args_of(kagiri.clause)
    if set(k) != {A.Role.NONE, A.Role.GOAL} or k[A.Role.GOAL] != A.NounPhrase(
        (A.Word("simultaneous"),)
    ):
        return None
    got = bare_count(k[A.Role.NONE])
    if got is None or got[1] != "at_least" or not got[0] or got[0] < 2:
        raise Unsupported("a call barred unless made at once, of this shape")
    return sai.clause, got[0]


def _at_once_ban(b: A.Action) -> tuple[A.Action, int] | None:
    """「相手はグレード１以上のカードを２枚以上同時に(G)にコールできない」: a call barred when N or
    more of the cards described are called at once — (the clause without 「N枚以上」 and 「同時
    に」, N), else None."""
    if b.verb != "call" or b.form not in (A.Form.CANNOT, A.Form.CANNOT_CONT):
        return None
    at = [
        a
        for a in b.args
        if a.role is A.Role.GOAL and a.value == A.NounPhrase((A.Word("simultaneous"),))
    ]
    many = [a for a in b.args if a.role is A.Role.NONE]
    if len(at) != 1 or len(many) != 1:
        return None
    got = bare_count(many[0].value)
    if got is None or got[1] != "at_least" or not got[0] or got[0] < 2:
        raise Unsupported("a call barred when made at once, of this shape")
    return replace(b, args=tuple(a for a in b.args if a not in (at[0], many[0]))), got[0]


def _most_at_once(st: A.Step, n: int, r: Reading) -> Op:
    """The guardian-call prohibition of ``st`` (``_guard_call_ban``) barring only a call that puts
    ``n`` or more of the cards it describes on (G) at once (1.3.3 over 10.5.1.2.2: one call of
    the hand cards chosen): ``detail`` ``most_at_once``."""
    op = _prohibition(st, r)
    if op.verb != "guard_ban" or "at_once" in dict(op.detail):
        raise Unsupported("a prohibition barred when made at once, other than a guardian call")
    return replace(op, detail=(*op.detail, ("most_at_once", n)))


def _guard_call_ban(args: dict[A.Role, Any], r: Reading) -> Op:
    """「そのバトル中、相手は手札からグレード１以上を(G)にコールできない」 / 【永】「あなたのターン中、
    相手は手札から(G)にコールできない」: the player may not call cards (of that description) from
    hand to the guardian circle (1.3.3 over 10.5.1.2.2) — for the duration, or while the
    continuous ability applies. Without 「手札から」 it bars a call to (G) from anywhere, which the
    engine makes only from the hand."""
    who = sel(args.pop(A.Role.TOPIC), r.v)
    if who != Sel(owner=who.owner) or who.owner not in ("you", "opponent"):
        raise Unsupported("a call prohibition of something other than a player")
    goal = sel(args.pop(A.Role.GOAL), r.v)
    if goal != Sel(zones=("guardian",)):
        raise Unsupported("a call prohibition to a place other than (G)")
    src = args.pop(A.Role.SOURCE, None)
    # no 「手札から」: a call to (G) from anywhere — the calls to (G) the engine makes are those
    # from the hand (10.5.1.2.2; a call to (G) by an effect is refused at compile time), so it
    # bars the same calls; a call to (G) by an effect, once read, must ask guard_call_banned too
    if src is not None and replace(sel(src, r.v), owner=None) != Sel(zones=("hand",)):
        raise Unsupported("a guardian-call prohibition from a place other than the hand")
    obj = args.pop(A.Role.OBJECT, None)
    cards = sel(obj, r.v) if obj is not None else Sel()
    from ruling.games._vg.restrictions import GUARD_BAN_FIELDS

    # what it may describe of the cards it bars (the runtime keeps it in the effect); 「宣言された
    # グレードの」: the grade declared, a value filter once the step runs (``declare.bind``)
    said = tuple(d for d in cards.detail if d != (declare.DECLARED, "grade"))
    if replace(cards, detail=said, **{f: () for f in GUARD_BAN_FIELDS}) != Sel():
        raise Unsupported("a guardian-call prohibition of cards of this description")
    time = args.pop(A.Role.TIME, None)
    if args:
        raise Unsupported("a guardian-call prohibition of this shape")
    base: dict[str, Any] = {"target": cards, "performer": who.owner}
    if r.kind == "continuous":
        return Op("guard_ban", cond=during(time, r.v), **base)
    return Op("guard_ban", until=until_of(time, r) if time is not None else "inherit", **base)


OPPONENT_CARDS = A.NounPhrase((A.Owner("opponent"), A.CardKind("card")), ("の",))
# 「相手のユニットのアタックでは」 / 「相手のアタックでは」: by the opponent's attack (10.7.1.2)
OPPONENT_ATTACKS = (
    A.NounPhrase((A.Owner("opponent"), A.CardKind("unit"), A.Word("attack")), ("の", "の")),
    A.NounPhrase((A.Owner("opponent"), A.Word("attack")), ("の",)),
)
OPPONENT_EFFECTS = A.NounPhrase(
    (A.Owner("opponent"), A.CardKind("card"), A.CardKind("effect")), ("の", "の")
)


def _effect_source(np: Any, r: Reading) -> tuple[Sel] | None:
    """「相手のカードの効果」 / 「相手の効果」 / 「相手のユニットの効果」 / 「相手のヴァンガードの効果」:
    the effects of the opponent's cards so described — the description of their source card
    (one-tuple, ``Sel(owner="opponent")`` for any card); None for another phrase."""
    if np in (OPPONENT_EFFECTS, OPPONENT_EFFECTS_BARE):
        return (Sel(owner="opponent"),)
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 3
        and np.terms[0] == A.Owner("opponent")
        and np.terms[-1] == A.CardKind("effect")
        and np.links[-1] == "の"
    ):
        return None
    got = sel(A.NounPhrase(np.terms[:-1], np.links[:-1]), r.v)
    if got.owner != "opponent" or got.ref is not None or got.count is not None:
        return None
    return (got,)


def _abilities_as_effects(np: Any) -> tuple[Any, tuple[tuple[str, Any], ...]]:
    """「相手の能力」 / 「相手のXの能力」 as a means: the effects of those abilities — every effect
    of a card is an ability's (11.1.1), so the phrase says what 「相手の(Xの)効果」 says; with the
    clause it rests on (``Op.detail`` said). Any other phrase as it is, nothing said."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.terms[0] == A.Owner("opponent")
        and np.terms[-1] == A.CardKind("ability")
        and np.links[-1] == "の"
    ):
        return A.NounPhrase((*np.terms[:-1], A.CardKind("effect")), np.links), (
            ("said", ("11.1.1",)),
        )
    return np, ()


# 「カードの効果」: the effects of any card, either fighter's (11.5.1.1)
ANY_CARD_EFFECTS = A.NounPhrase((A.CardKind("card"), A.CardKind("effect")), ("の",))
# 「相手の効果」: the opponent's effects — its cards', said without 「カード」
OPPONENT_EFFECTS_BARE = A.NounPhrase((A.Owner("opponent"), A.CardKind("effect")), ("の",))
# 「相手の能力」: the abilities of the opponent's cards, whose effects all are (11.1.1)
OPPONENT_ABILITIES = A.NounPhrase((A.Owner("opponent"), A.CardKind("ability")), ("の",))


# the ability kinds a cost reduction may name (「…の【自】能力のコスト」), as program kinds
ABILITY_KINDS = {"auto_ability": "auto", "activated_ability": "activated"}
# what a cost reduction takes off: 「払う【カウンターブラスト】」 (7.28.1) or 「除外するカード」 (the
# number of cards a removal in the cost takes)
REDUCED = {("pay", "counter_blast"): "counter_blast", ("remove", "card"): "remove"}


def _cost_waived(b: A.Action, r: Reading) -> Op:
    """7.21.1 「コストを‘なくす’」: 「そのターン中、(カード)の(【起】|【自】)能力のコストをなくす」 —
    for the period the cost of those abilities of the cards named (as they are now) is not
    done; a reduction of every item of it (``cost_down`` of stat ``all``, read by
    ``costs._reduced``)."""
    args = args_of(b)
    time, obj = args.pop(A.Role.TIME, None), args.pop(A.Role.OBJECT, None)
    if args or time != A.Duration("this_turn") or not isinstance(obj, A.NounPhrase):
        raise Unsupported("a cost waived of this shape")
    terms, links = obj.terms, obj.links
    part = "all"
    if terms and isinstance(terms[-1], A.Word) and terms[-1].id in WAIVED_PARTS:
        # 「…のコストの【カウンターブラスト】をなくす」: that part of the cost only (7.21.1)
        part, terms = WAIVED_PARTS[terms[-1].id], terms[:-1]
    if not terms or terms[-1] != A.Stat("cost"):
        raise Unsupported("a cost waived of this shape")
    terms, kinds = terms[:-1], ()
    if terms and terms[-1] == A.CardKind("ability"):
        terms = terms[:-1]  # 「【起】能力のコスト」 / 「【起】のコスト」
    if terms and isinstance(terms[-1], A.CardKind) and terms[-1].id in ABILITY_KINDS:
        kinds, terms = (ABILITY_KINDS[terms[-1].id],), terms[:-1]
    if not terms or (not kinds and obj.terms[-2:] != (A.CardKind("ability"), A.Stat("cost"))):
        raise Unsupported("a cost waived of this shape")
    target = sel(A.NounPhrase(terms, links[: len(terms) - 1]), r.v)
    return Op(
        "cost_down",
        target=target,
        stat=part,
        n=0,
        until="turn",
        detail=(("next", False), ("kinds", kinds)) + ((("waive", True),) if part != "all" else ()),
    )


# the parts of a cost 「…のコストの【カウンターブラスト】をなくす」 names (7.21.1), as ``costs.WAIVABLE``
WAIVED_PARTS = {"counter_blast": "counter_blast", "soul_blast": "soul_blast"}


def _cost_down(b: A.Action, r: Reading) -> Op:
    """A cost reduced (7.28.1): 「そのターン中、次にそのコストで払う【カウンターブラスト】は(1)減る」
    (the ability chosen before); 「そのターン中、次にそのユニットが元々持つ【起】能力のコストで払う
    【カウンターブラスト】は(1)減る」, 「そのユニットの能力のコストで除外するカードは１枚減る」,
    「そのユニットが元々持つ【自】能力のコストは【カウンターブラスト】(1)減る」 (the abilities of the
    cards named, of a kind, printed only: 元々持つ); 【永】「「X」を含むあなたのリアガードの【自】能力の
    コストで払う【カウンターブラスト】は(1)減る」 (while it applies). 「次に」: the next such payment
    only (7.28.2); without it, every one for the duration."""
    args = args_of(b)
    topic, nb = args.pop(A.Role.TOPIC, None), args.pop(A.Role.NONE, None)
    # そのターン中, on the step itself or (below) on the clause the grammar hung it on
    found: dict[A.Role, Any] = {A.Role.TIME: args.pop(A.Role.TIME)} if A.Role.TIME in args else {}
    if args or not isinstance(topic, A.NounPhrase) or not isinstance(nb, A.NounPhrase):
        raise Unsupported("a decrease of this shape")

    def lift(c: A.Action) -> dict[A.Role, Any]:
        # そのターン中 / 次に stand on whichever clause the grammar hung them
        got = args_of(c)
        for role in (A.Role.TIME, A.Role.GOAL):
            if role in got and role not in found:
                found[role] = got.pop(role)
        return got

    amount: tuple[Any, ...] = nb.terms
    costs: tuple[Any, ...] = topic.terms
    links: tuple[str, ...] = topic.links
    what: str | None = None
    done = _next_act_down(topic, nb, r, found.get(A.Role.TIME))
    if done is not None:
        return done
    if len(costs) == 2 and isinstance(costs[0], A.Relative):
        # 「…のコストで払う【カウンターブラスト】」 / 「…のコストで除外するカード」
        c = costs[0].clause
        head = costs[1]
        key = (c.verb, getattr(head, "id", None))
        if key not in REDUCED or c.form is not A.Form.FINAL:
            raise Unsupported("a decrease of this shape")
        what = REDUCED[key]
        got = args_of(c)
        occ = got.get(A.Role.GOAL)
        if (
            isinstance(occ, A.NounPhrase)
            and len(occ.terms) == 2
            and occ.terms[1] == A.Word("occasion")
            and isinstance(occ.terms[0], A.Relative)
            and occ.terms[0].clause.verb == "play"
        ):
            return _play_cost_down(c, occ.terms[0].clause, what, nb, r, found.get(A.Role.TIME))
        inner = lift(c)
        means = inner.pop(A.Role.MEANS, None)
        if inner or not isinstance(means, A.NounPhrase):
            raise Unsupported("a decrease of this shape")
        costs, links = means.terms, means.links
    elif len(amount) == 2 and amount[0] == A.Word("counter_blast"):
        # 「…のコストは【カウンターブラスト】(1)減る」
        what, amount = "counter_blast", amount[1:]
    if what is None or not costs or costs[-1] != A.Stat("cost") or len(amount) != 1:
        raise Unsupported("a decrease of this shape")
    n = amount[0]
    unit = "paren" if what == "counter_blast" else "card"
    if not isinstance(n, A.Count) or n.unit != unit or n.bound != "exact" or n.number is None:
        raise Unsupported("a decrease of this shape")
    if not n.number.value:
        raise Unsupported("a decrease of this shape")
    costs = costs[:-1]
    detail: tuple[Any, ...] = ()
    target: Sel | None = None
    if costs != (A.Ref("that"),):
        kinds: tuple[str, ...] = ()
        while costs and isinstance(costs[-1], A.CardKind) and costs[-1].id == "ability":
            costs = costs[:-1]
            if costs and isinstance(costs[-1], A.CardKind) and costs[-1].id in ABILITY_KINDS:
                kinds, costs = (ABILITY_KINDS[costs[-1].id],), costs[:-1]
            break
        else:
            raise Unsupported("a decrease of this shape")
        cards: Any = None
        if len(costs) == 1 and isinstance(costs[0], A.Relative) and costs[0].clause.verb == "have":
            # 「そのユニットが元々持つ」: its printed abilities (not those given it)
            h = lift(costs[0].clause)
            if set(h) != {A.Role.SUBJECT, A.Role.NONE} or h[A.Role.NONE] != A.NounPhrase(
                (A.Word("originally"),)
            ):
                raise Unsupported("a decrease of this shape")
            cards, detail = h[A.Role.SUBJECT], (*detail, ("original", True))
        elif costs:
            cards = A.NounPhrase(costs, links[: len(costs) - 1])
        if cards is None:
            raise Unsupported("a decrease of this shape")
        target = sel(cards, r.v)
        detail = (*detail, ("kinds", kinds))
    time, nxt = found.pop(A.Role.TIME, None), found.pop(A.Role.GOAL, None)
    if nxt is not None and nxt != A.NounPhrase((A.Ref("next"),)):
        raise Unsupported("a decrease of this shape")
    if target is None and (what != "counter_blast" or nxt is None):
        raise Unsupported("a decrease of this shape")  # 「そのコスト」: the ability chosen before
    detail = (("next", nxt is not None), *detail)
    if r.kind == "continuous":
        if time is not None or nxt is not None:
            raise Unsupported("a decrease of this shape")
        return Op("cost_down", target=target, stat=what, n=n.number.value, detail=detail)
    if time != A.Duration("this_turn"):
        raise Unsupported("a decrease of this shape")
    return Op("cost_down", target=target, stat=what, n=n.number.value, until="turn", detail=detail)


# the keyword actions whose number a reduction of 「あなたが次に行う【X】」 takes off (7.28.1)
NEXT_ACTS = {"counter_blast": "counter_blast", "soul_blast": "soul_blast"}


def _next_act_down(topic: A.NounPhrase, nb: A.NounPhrase, r: Reading, time: Any) -> Op | None:
    """「そのターン中、あなたが次に行う【カウンターブラスト】は１減る」: the number of the next such
    action the fighter named performs — as a cost or in an effect; 「次にあなたが払う…」: as a cost
    only — is less (7.28.1; 「次の」:
    the next time it is actually done, 7.28.2; several add up, 7.28.2.1). ``detail``
    ``performer``: you / opponent. None for another subject of 減る."""
    t = topic.terms
    if not (
        len(t) == 2
        and isinstance(t[0], A.Relative)
        and t[0].clause.verb in ("perform", "pay")
        and isinstance(t[1], A.Word)
        and t[1].id in NEXT_ACTS
    ):
        return None
    args = args_of(t[0].clause)
    if t[0].clause.verb == "pay" and args.get(A.Role.MEANS) == A.NounPhrase((A.Stat("cost"),)):
        # 「次にあなたがコストで払う【カウンターブラスト】」: 「コストで」 says what 「払う」 already
        # means (a cost paid, 11.7), naming no card's cost
        args = {k: v for k, v in args.items() if k is not A.Role.MEANS}
    if t[0].clause.verb == "pay" and set(args) != {A.Role.SUBJECT, A.Role.GOAL}:
        return None  # 「…のコストで払う【カウンターブラスト】」: a reduction of the costs named
    who = args.get(A.Role.SUBJECT)
    n = nb.terms[0] if len(nb.terms) == 1 else None
    if (
        r.kind == "continuous"
        or t[0].clause.form is not A.Form.FINAL
        or set(args) != {A.Role.SUBJECT, A.Role.GOAL}
        or args[A.Role.GOAL] != A.NounPhrase((A.Ref("next"),))
        or not isinstance(who, A.NounPhrase)
        or len(who.terms) != 1
        or not isinstance(who.terms[0], A.Owner)
        or who.terms[0].who not in ("you", "opponent")
        or time not in (A.Duration("this_turn"), None)
        or not isinstance(n, A.Count)
        or n.unit not in ("none", "paren")
        or n.bound != "exact"
        or n.number is None
        or not n.number.value
    ):
        raise Unsupported("a decrease of this shape")
    return Op(
        "cost_down",
        stat=NEXT_ACTS[t[1].id],
        n=n.number.value,
        # no duration written (「あなたの次のカウンターブラストのコスト-1」): kept until that action
        # is next done, whatever the turn (7.28.2)
        until="turn" if time is not None else None,
        # 「次にあなたが払う【カウンターブラスト】」: the next one paid, as a cost (11.7); 「行う」
        # every one the fighter does, an effect's too
        detail=(
            ("next", True),
            ("performer", who.terms[0].who),
            *((("cost_only", True),) if t[0].clause.verb == "pay" else ()),
        ),
    )


def _play_cost_down(
    pay: A.Action, play: A.Action, what: str, nb: A.NounPhrase, r: Reading, time: Any = None
) -> Op:
    """「そのターン中、あなたが次に「X」をプレイする際にコストで払う【カウンターブラスト】は(1)減る」:
    the counter blast of the next play of a card so named this turn (7.28.1, 7.28.2); そのターン中
    on whichever clause the grammar hung it (``time``: on the step's)."""
    pargs, args = args_of(pay), args_of(play)
    if time is not None and A.Role.TIME not in args:
        args[A.Role.TIME] = time
    n = nb.terms[0] if len(nb.terms) == 1 else None
    o = args.get(A.Role.OBJECT)
    if (
        r.kind == "continuous"
        or what != "counter_blast"
        or set(pargs) != {A.Role.GOAL, A.Role.MEANS}
        or pargs[A.Role.MEANS] != A.NounPhrase((A.Stat("cost"),))
        or play.form is not A.Form.FINAL
        or set(args) != {A.Role.TIME, A.Role.SUBJECT, A.Role.GOAL, A.Role.OBJECT}
        or args[A.Role.TIME] != A.Duration("this_turn")
        or args[A.Role.SUBJECT] != A.NounPhrase((A.Owner("you"),))
        or args[A.Role.GOAL] != A.NounPhrase((A.Ref("next"),))
        or not isinstance(o, A.NounPhrase)
        or len(o.terms) != 1
        or not isinstance(o.terms[0], A.Name)
        or not isinstance(n, A.Count)
        or n.unit != "paren"
        or n.bound != "exact"
        or n.number is None
        or not n.number.value
    ):
        raise Unsupported("a decrease of this shape")
    return Op(
        "cost_down",
        target=Sel(names=(o.terms[0].text,)),
        stat=what,
        n=n.number.value,
        until="turn",
        detail=(("next", True), ("play", True)),
    )


# 「…する際」 events a replacement can name: the action verbs of the game
REPLACEABLE = {"retire": "retire", "bind": "bind", "discard": "discard"}
REPLACING_ZONES = ("soul", "bind", "hand", "drop", "deck")


def _plain_condition(st: A.Step) -> bool:
    """A step's own 「…なら、」 (not 「…する際」)."""
    return st.condition is not None and st.condition.marker == "nara"


def _replacement(st: A.Step, v: Vocab, probe: bool = False) -> Op:
    """【永】「このユニットが退却する際、かわりにソウルに置く」: a replacement effect (11.3.1.3.1)
    — the event (``stat``: an action verb) done to the cards of ``target`` is replaced by a move
    to ``dest`` (``pos``: top / bottom) or another action (``dest`` ``do:<verb>``)."""
    c = st.condition
    b = st.body
    if c is None or c.marker != "sai" or not isinstance(c.clause, A.Action):
        raise Unsupported("a replacement of this shape")
    ev = c.clause
    eargs = args_of(ev)
    if (
        ev.verb not in REPLACEABLE
        or ev.form is not A.Form.FINAL
        or not {A.Role.SUBJECT} <= set(eargs) <= {A.Role.SUBJECT, A.Role.MEANS}
    ):
        raise Unsupported("a replacement of this event")
    target = sel(eargs[A.Role.SUBJECT], v)
    if target != Sel(ref="this"):
        raise Unsupported("a replacement for other cards")
    # 「（相手の|あなたの）カードの効果で退却する際」: only the event an effect of a card (of that
    # player) makes is replaced (11.12.1 applies to the event the replacement names)
    by = _effect_means(eargs.get(A.Role.MEANS))
    detail = (("by", by),) if by else ()
    if probe:
        return Op("replace", target=target, stat=REPLACEABLE[ev.verb], detail=detail)
    assert isinstance(b, A.Action)
    args = args_of(b)
    # 「かわりに手札に戻す」: a move to the hand, as 「手札に置く」 (戻す names no other act)
    if b.verb in ("put", "return") and b.form is A.Form.FINAL and set(args) == {A.Role.GOAL}:
        dest = sel(args[A.Role.GOAL], v)
        if dest.ref or dest.kinds or dest.owner or dest.zone not in REPLACING_ZONES:
            raise Unsupported("a replacement to this place")
        return Op(
            "replace",
            target=target,
            stat=REPLACEABLE[ev.verb],
            dest=dest.zone,
            pos=dest.pos or "top",
            detail=detail,
        )
    if b.verb in ("bind", "remove") and b.form is A.Form.FINAL and not args:
        return Op(
            "replace",
            target=target,
            stat=REPLACEABLE[ev.verb],
            dest=f"do:{b.verb}",
            detail=detail,
        )
    raise Unsupported("a replacing action of this shape")


# 「（相手の|あなたの）カードの効果で」: the means of an event a replacement names — an effect of
# a card of the card's opponent / master (``opponent`` / ``you``), of any card (``any``)
EFFECT_MEANS = {
    A.NounPhrase(
        (A.Owner("opponent"), A.CardKind("card"), A.CardKind("effect")), ("の", "の")
    ): "opponent",
    A.NounPhrase((A.Owner("you"), A.CardKind("card"), A.CardKind("effect")), ("の", "の")): "you",
    A.NounPhrase((A.CardKind("card"), A.CardKind("effect")), ("の",)): "any",
    # 「相手の効果で」: an effect whose master is the opponent, of a card or not (``*_effect``:
    # 11.12.1 applies to the event the replacement names)
    A.NounPhrase((A.Owner("opponent"), A.CardKind("effect")), ("の",)): "opponent_effect",
    A.NounPhrase((A.Owner("you"), A.CardKind("effect")), ("の",)): "you_effect",
}


def _effect_means(np: Any) -> str | None:
    """The player whose card's effect a replaced event must be made by (``EFFECT_MEANS``); None
    with no means; any other means refused."""
    if np is None:
        return None
    plain = (
        A.NounPhrase(
            tuple(replace(t, variant=0) if hasattr(t, "variant") else t for t in np.terms),
            np.links,
        )
        if isinstance(np, A.NounPhrase)
        else np
    )
    if plain not in EFFECT_MEANS:
        raise Unsupported("a replaced event made by a means of this kind")
    return EFFECT_MEANS[plain]


def _when_as_event(eff: A.Effect | None) -> A.Effect | None:
    """「このユニットが…する時、かわりに…してよい。」: the grammar reads 「…する時、」 as a step of its
    own (the noun 時 of a relative clause, ``when`` nominal) before the step かわりに opens; it is
    the event the replacement names, as 「…する際、」 is (11.12.3 writes the optional replacement
    「～する時、かわりに～してよい。そうしたら、～する」). Returned with the two steps made one with
    that condition; any other effect as it is."""
    if eff is None or not eff.sentences or len(eff.sentences[0].steps) != 2:
        return eff
    when, step = eff.sentences[0].steps
    w = when.body
    if not (
        isinstance(w, A.Action)
        and w.verb == "when"
        and w.form is A.Form.NOMINAL
        and len(w.args) == 1
        and when.condition is None
        and when.lead is None
        and step.lead == "instead"
        and step.condition is None
    ):
        return eff
    np = w.args[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Relative)
        and isinstance(np.terms[0].clause, A.Action)
    ):
        return eff
    merged = replace(step, condition=A.Condition(np.terms[0].clause, "sai"))
    first = replace(eff.sentences[0], steps=(merged,))
    return replace(eff, sentences=(first, *eff.sentences[1:]))


# 「（あなたは）手札からN枚捨ててよい」: the choice of an optional replacement made as one act
# (``_vg/specific.hand_discard``)
_HAND = A.NounPhrase((A.Zone("hand"),))


def _hand_discard_choice(fb: A.Action, v: Vocab) -> tuple[str, int] | None:
    """(``hand_discard``, N) of 「（あなたは）手札からN枚捨て(てよい)」, else None."""
    if fb.verb != "discard" or len({a.role for a in fb.args}) != len(fb.args):
        return None
    args = args_of(fb)
    topic = args.pop(A.Role.TOPIC, None)
    if topic is not None and sel(topic, v) != Sel(owner="you"):
        return None
    src, n = args.pop(A.Role.SOURCE, None), args.pop(A.Role.NONE, None)
    src_np = (
        A.NounPhrase(tuple(t for t in src.terms if not isinstance(t, A.Owner)))
        if isinstance(src, A.NounPhrase)
        else None
    )
    nb = bare_count(n) if isinstance(n, A.NounPhrase) else None
    if args or src_np is None or src_np.terms != _HAND.terms or nb is None or nb[1] != "exact":
        return None
    if nb[0] is None:
        return None
    return "hand_discard", nb[0]


def _optional_replacement(eff: A.Effect, v: Vocab) -> Op:
    """「このユニットが退却する際、かわりに【ソウルブラスト】(1)してよい。そうしたら、このユニットを
    【レスト】する。」: an optional replacement (11.3.1.3.2) — the choice (a blast or charge, or a
    discard of hand cards) made, the action after そうしたら replaces the event (11.12.3: not when
    the choice cannot be made)."""
    eff = _when_as_event(eff)  # type: ignore[assignment]
    if len(eff.sentences) != 2 or [len(s.steps) for s in eff.sentences] != [1, 1]:
        raise Unsupported("an optional replacement of this shape")
    first, then = eff.sentences[0].steps[0], eff.sentences[1].steps[0]
    head = _replacement(replace(first, body=A.Action("put", (), A.Form.FINAL)), v, probe=True)
    fb = first.body
    if not isinstance(fb, A.Action):
        raise Unsupported("an optional replacement of this shape")
    r = Reading(v, "continuous")
    discarded = _hand_discard_choice(fb, v)
    if discarded is not None:
        paid: Any = CostItem(*discarded)
    elif fb.verb == "do":
        np = args_of(fb).get(A.Role.NONE)
        paid = word_cost(np, r) if isinstance(np, A.NounPhrase) else None
    else:
        raise Unsupported("an optional replacement of this shape")
    if paid is None or then.lead != "if_done" or then.condition:
        raise Unsupported("an optional replacement of this shape")
    b = then.body
    if not isinstance(b, A.Action) or b.verb not in ("rest", "stand") or b.form is not A.Form.FINAL:
        raise Unsupported("a replacing action of this shape")
    args = args_of(b)
    if set(args) != {A.Role.OBJECT} or sel(args[A.Role.OBJECT], v) != Sel(ref="this"):
        raise Unsupported("a replacing action of this shape")
    return Op(
        "replace",
        target=head.target,
        stat=head.stat,
        dest=f"do:{b.verb}",
        skill=paid.what,
        n=paid.n,
        optional=True,
        detail=head.detail,
    )


def _is_optional_replacement(eff: A.Effect | None) -> bool:
    eff = _when_as_event(eff)
    first = eff.sentences[0].steps[0] if eff and eff.sentences and eff.sentences[0].steps else None
    return (
        first is not None
        and first.lead == "instead"
        and isinstance(first.body, A.Action)
        and first.body.form is A.Form.OPTIONAL
    )


# ------------------------------------------------------------------ sentences


# 「あなたが【超越】のコストを払う際」: the condition of a permission on that payment
STRIDE_COST_PAID = A.Condition(
    A.Action(
        "pay",
        (
            A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Owner("you"),))),
            A.Arg(
                A.Role.OBJECT, A.NounPhrase((A.Label("超越", "keyword"), A.Stat("cost")), ("の",))
            ),
        ),
        A.Form.FINAL,
    ),
    "sai",
)


def _on_stride_cost(st: A.Step) -> bool:
    c = st.condition
    return c is not None and replace(c, span=STRIDE_COST_PAID.span) == STRIDE_COST_PAID


def _stride_grade(st: A.Step, r: Reading) -> Op:
    """【永】【手札】「あなたが【超越】のコストを払う際、このカードをグレードNとして捨ててよい。」: in
    the stride cost (「グレードの合計がM以上になるように…捨てる」, 14.12.3) this card may count as
    grade N (the text over the rule's total of grades, 1.3.1)."""
    b = st.body
    if not isinstance(b, A.Action) or b.verb != "discard" or b.form is not A.Form.OPTIONAL:
        raise Unsupported("a permission on the stride cost of this shape")
    args = args_of(b)
    o, n = args.pop(A.Role.OBJECT, None), args.pop(A.Role.NONE, None)
    if (
        args
        or r.kind != "continuous"
        or st.lead
        or st.cost
        or sel(o, r.v) != Sel(ref="this")
        or not isinstance(n, A.NounPhrase)
        or len(n.terms) != 2
        or n.terms[1] != A.Word("as")
        or not isinstance(n.terms[0], A.StatFilter)
        or n.terms[0].stat != A.Stat("grade")
        or n.terms[0].cmp != "eq"
        or n.terms[0].value.value is None
    ):
        raise Unsupported("a permission on the stride cost of this shape")
    return Op("stride_grade", target=Sel(ref="this"), n=n.terms[0].value.value)


def _free_play(st: A.Step, nxt: A.Step, r: Reading) -> Op:
    """【永】「Xなら、この能力はコストを払わずにプレイできる。」 (an order's, before its play text on
    the same line): while it applies, the order's 「…ことでプレイできる！」 is played without its
    cost (11.7.2: a cost that is nothing is paid by declaring it; the text over the rule, 1.3.1);
    its requirement still holds."""
    b, nb = st.body, nxt.body
    if (
        r.kind != "continuous"
        or not isinstance(b, A.Action)
        or b.args
        != (
            A.Arg(A.Role.TOPIC, A.NounPhrase((A.Ref("this_ability"),))),
            A.Arg(A.Role.OBJECT, A.NounPhrase((A.Stat("cost"),))),
        )
        or nb != A.Action("play", (), A.Form.CAN)
        or st.lead
        or st.cost
        or nxt.lead
        or nxt.cost
        or nxt.condition
    ):
        raise Unsupported("a step in form without")
    cond = condition(st.condition, r.v) if st.condition is not None else None
    return Op("free_play", target=Sel(ref="this"), cond=cond)


BATTLE = A.NounPhrase((A.Word("battle"),))


def _on_attack_parts(st: A.Step) -> tuple[A.Condition | None, tuple[A.Condition, ...]]:
    """The 「…する際」 condition of a step and the conditions printed beside it (「このターンに
    【D-双闘】したなら、このユニットがアタックする際、」: two conditions on one step)."""
    c = st.condition
    if c is None or c.marker != "chain":
        return c, ()
    sai = [p for p in c.parts if p.marker == "sai"]
    if len(sai) != 1:
        return None, ()
    return sai[0], tuple(p for p in c.parts if p is not sai[0])


def _on_attack(st: A.Step) -> bool:
    """「このユニットが…アタックする際、…とバトルする」: a step doing battle on an attack."""
    c, b = _on_attack_parts(st)[0], st.body
    return (
        c is not None
        and c.marker == "sai"
        and isinstance(c.clause, A.Action)
        and c.clause.verb == "attack"
        and isinstance(b, A.Action)
        and b.verb == "do"
        and args_of(b).get(A.Role.NONE) == BATTLE
    )


def _battle_with(st: A.Step, r: Reading) -> Op:
    """【永】「このユニットが(リアガードに)アタックする際、相手の前列のユニットすべてとバトルする」
    / 「…そのユニットと同じ縦列の相手のリアガードすべてとバトルする」: when this unit attacks (a
    unit the goal describes, if it says one), the units the with-phrase names (「そのユニット」:
    the unit it attacks) are attacked too — an effect changing the units attacked, applied once
    the attack's target is set (10.4.1.8, 10.4.1.9.3). ``detail``: ``whom`` (the units),
    ``against`` (what the attacked unit must be, or None)."""
    (c, others), b = _on_attack_parts(st), st.body
    assert c is not None and isinstance(c.clause, A.Action) and isinstance(b, A.Action)
    if r.kind != "continuous":
        raise Unsupported("a battle with more units outside a continuous ability")
    eargs, args = args_of(c.clause), args_of(b)
    if (
        c.clause.form is not A.Form.FINAL
        or set(eargs) - {A.Role.GOAL} != {A.Role.SUBJECT}
        or sel(eargs[A.Role.SUBJECT], r.v) != Sel(ref="this")
        or set(args) != {A.Role.WITH, A.Role.NONE}
        or b.form is not A.Form.FINAL
        or b.modal is not None
        or st.lead
        or st.cost
    ):
        raise Unsupported("a battle with more units of this shape")
    whom = sel(args[A.Role.WITH], r.v)
    if whom.owner != "opponent" or whom.bound != "all" or whom.ref or whom.count is not None:
        raise Unsupported("a battle with units of this description")
    if whom.column is not None and (whom.column != "of" or whom.column_of != Sel(ref="that")):
        raise Unsupported("a battle with units of this column")
    against = sel(eargs[A.Role.GOAL], r.v) if A.Role.GOAL in eargs else None
    if against is not None and (against.ref or against.owner or against.count is not None):
        raise Unsupported("an attack against units of this description")
    return Op(
        "battle_with",
        target=Sel(ref="this"),
        cond=both(*(condition(x, r.v) for x in others)),
        detail=(("whom", whom), ("against", against)),
    )


def _special(st: A.Step, last: bool) -> bool:
    b = st.body
    if isinstance(b, A.Action) and b.verb == "pay" and b.form is A.Form.WITHOUT:
        return True
    return (
        _on_stride_cost(st)
        or _on_attack(st)
        or isinstance(b, A.Action)
        and (
            (b.verb in ("normal_ride", "ride") and b.form is A.Form.CONCESSIVE)
            or _ride_only_then(st)
            or _in_back_row_even(b)
            or b.form is A.Form.PROGRESSIVE_NEG_CONCESSIVE
            or (b.verb == "resolve" and b.form is A.Form.TE)
            or b.verb == "or"
            or (b.verb == "stat_change" and _pair_with(b) is not None)
            or (b.verb in PAIR_MOVES and {a.role for a in b.args} >= {A.Role.WITH, A.Role.OBJECT})
        )
    )


THERE = A.NounPhrase((A.Ref("there"),))  # そこ
_ONE_ITEM = A.NounPhrase((A.Count(A.Number(1), "item", "exact"),))  # １つ
_CIRCLE_ZONES = ("rear_circle", "vanguard_circle", "guardian_circle")


def _chosen_circle_there(sent: A.Sentence, r: Reading) -> list[Op] | None:
    """「相手のリアガードサークルを１つ選び、相手の山札の上から１枚をそこに呪縛カードとして置く」: a
    circle chosen first in the sentence, then 「そこに」 — the step that follows puts its card on
    the circle chosen. Read as that step with the circle as its place (one circle of the group,
    chosen when the card is put), marked ``dest_chosen``: the choice is the effect's, made by
    its master (11.8.3.1.1) — the effect says where, so a locked card's owner does not pick
    (7.30.5.1 「効果などによって指示がされていないなら」). None (the other hooks) for another
    sentence."""
    steps = list(sent.steps)
    for i in range(min(1, len(steps) - 1)):
        st, nxt = steps[i], steps[i + 1]
        b, nb = st.body, nxt.body
        if not (
            isinstance(b, A.Action)
            and b.verb == "choose"
            and b.form is A.Form.CONTINUATIVE
            and st.condition is None
            and st.cost is None
            and isinstance(nb, A.Action)
        ):
            continue
        args = {a.role: a.value for a in b.args}
        place = args.get(A.Role.OBJECT)
        if not any(a.role is A.Role.GOAL and a.value == THERE for a in nb.args):
            # 「あなたのリアガードサークルを１つ選び、「見習い兵」・トークンをコールする」: a call
            # naming no place after a circle was chosen is to that circle, as 「そこに」 says
            if not (
                nb.verb == "call"
                and not any(a.role is A.Role.GOAL for a in nb.args)
                and isinstance(place, A.NounPhrase)
                and place.terms
                and place.terms[-1] in (A.Zone("rear_circle", 1), A.Zone("rear_circle"))
            ):
                continue
            nb = replace(nb, args=(*nb.args, A.Arg(A.Role.GOAL, THERE)))
        if (
            set(args) != {A.Role.OBJECT, A.Role.NONE}
            or args[A.Role.NONE] != _ONE_ITEM
            or not isinstance(place, A.NounPhrase)
            or not isinstance(place.terms[-1], A.Zone)
            or place.terms[-1].id not in _CIRCLE_ZONES
        ):
            raise Unsupported("「そこに」 after a choice of this shape")
        goal = tuple(replace(a, value=place) if a.value == THERE else a for a in nb.args)
        merged = replace(nxt, body=replace(nb, args=goal), lead=nxt.lead or st.lead)
        rest = replace(sent, steps=(*steps[:i], merged, *steps[i + 2 :]))
        got = _sentence_hook(rest, r)
        ops = got if got is not None else list(shared.sentence_steps(rest.steps, r))
        if not ops or ops[0].dest is None:
            raise Unsupported("「そこに」 after a choice of this shape")
        return [replace(ops[0], detail=(*ops[0].detail, ("dest_chosen", True))), *ops[1:]]
    return None


def _choose_then_do(sent: A.Sentence) -> tuple[A.Step, A.Step, A.Action, A.Action] | None:
    """A sentence of two steps, 「…を選び」 then 「…にする」 (a choice, then ``do`` on what was
    chosen): the steps and their bodies, read by the circle readers below; None otherwise."""
    steps = list(sent.steps)
    if len(steps) != 2:
        return None
    st, nxt = steps
    b, nb = st.body, nxt.body
    if not (
        isinstance(b, A.Action)
        and b.verb == "choose"
        and isinstance(nb, A.Action)
        and nb.verb == "do"
    ):
        return None
    return st, nxt, b, nb


_STAGE = A.NounPhrase((A.Unknown("ステージ"),))  # 「ステージにする」's goal


def _chosen_circle_made_stage(sent: A.Sentence, r: Reading) -> list[Op] | None:
    """「あなたの前列のリアガードサークルを１つ選び、ステージにする」 (7.41.1): a circle chosen by the
    effect's master (11.8.3.1.1) among the circles the words name, made a stage — it gains the
    attribute (7.41.1.1) and the accel gift markers of the other circles move onto it (7.41.1.2,
    ``_vg/stage``). ``Op("stage")``: ``target`` whose circles, ``dest`` the circle group
    (``selectors.in_group``). None for another sentence."""
    got = _choose_then_do(sent)
    if got is None:
        return None
    st, nxt, b, nb = got
    if not ([a.role for a in nb.args] == [A.Role.GOAL] and nb.args[0].value == _STAGE):
        return None
    args = {a.role: a.value for a in b.args}
    place = args.get(A.Role.OBJECT)
    if (
        b.form is not A.Form.CONTINUATIVE
        or st.condition is not None
        or st.cost is not None
        or nxt.condition is not None
        or set(args) != {A.Role.OBJECT, A.Role.NONE}
        or args[A.Role.NONE] != _ONE_ITEM
        or not isinstance(place, A.NounPhrase)
        or not isinstance(place.terms[-1], A.Zone)
        or place.terms[-1].id != "rear_circle"
    ):
        raise Unsupported("a circle made a stage (7.41) of this shape")
    said = sel(place, r.v)
    if said.owner not in ("you", "opponent") or len(said.zones) != 1:
        raise Unsupported("a circle made a stage (7.41) of this shape")
    return read([Op("stage", target=Sel(owner=said.owner), dest=said.zones[0])], nb.form)


# the rear-guard circles a choice names by row (4.9.1.1), as ``selectors.in_group`` groups them
_ROW_GROUPS = {(): "rear", ("back_stage",): "back", ("center_stage",): "front_rear"}


def _chosen_circle_attribute(sent: A.Sentence, r: Reading) -> list[Op] | None:
    """「あなたのリアガードサークルを１つ選び、そのターン中、星域にする」 (17.3.1): a rear-guard circle
    chosen (7.50.1) gains an attribute in addition to its own (4.9.2) for the effect's period
    (11.3.1.2) — the step after the choice names no circle: it is the one chosen. Read as
    ``_circle_attribute``'s operation with the circle picked by the effect's master when it
    resolves (``dest_chosen``; ``dest`` the group chosen from). None for another sentence."""
    got = _choose_then_do(sent)
    if got is None or got[2].form is not A.Form.CONTINUATIVE:
        return None
    st, nxt, b, nb = got
    # the step after the choice names a goal (「…にする」); another step (「そのユニットはアタックも
    # インターセプトもできない」, two 「も」 arguments) is none of this reader's
    if sum(a.role is A.Role.GOAL for a in nb.args) != 1:
        return None
    nargs = args_of(nb)
    goal = nargs.get(A.Role.GOAL)
    if not (
        isinstance(goal, A.NounPhrase)
        and goal.terms
        and isinstance(goal.terms[0], A.Zone)
        and goal.terms[0].id in CIRCLE_ATTRIBUTES
        and goal.terms[1:] in ((), (A.Unknown("属性"),))
    ):
        return None
    args = {a.role: a.value for a in b.args}
    place = args.get(A.Role.OBJECT)
    if (
        st.condition is not None
        or st.cost is not None
        or nxt.condition is not None
        or set(args) != {A.Role.OBJECT, A.Role.NONE}
        or args[A.Role.NONE] != _ONE_ITEM
        or not isinstance(place, A.NounPhrase)
        or not place.terms
        or not isinstance(place.terms[0], A.Owner)
        or place.terms[-1] not in (A.Zone("rear_circle", 1), A.Zone("rear_circle"))
        or set(nargs) - {A.Role.GOAL, A.Role.TIME}
        or nb.form not in PLAIN_FORMS
        or r.kind == "continuous"
    ):
        raise Unsupported("a circle attribute given to a circle chosen, in this shape")
    rows = tuple(t.id for t in place.terms[1:-1] if isinstance(t, A.Zone))
    group = _ROW_GROUPS.get(rows)
    who = r.v.owner(place.terms[0].who)
    if group is None or len(rows) != len(place.terms) - 2 or who not in ("you", "opponent"):
        raise Unsupported("a circle attribute given to a circle chosen, in this shape")
    until = until_of(nargs.get(A.Role.TIME), r)
    if until is None:
        raise Unsupported("a circle attribute given with no period")
    op = Op(
        "circle_attribute",
        target=Sel(owner=who),
        dest=group,
        name=goal.terms[0].id,
        until=until,
        detail=(("dest_chosen", True),),
    )
    return read([op], nb.form)


def _sentence_hook(sent: A.Sentence, r: Reading) -> list[Op] | None:
    steps = list(sent.steps)
    if not any(_special(st, i + 1 == len(steps)) for i, st in enumerate(steps)):
        return None  # the shared reading
    out: list[Op] = []
    special = False
    i = 0
    while i < len(steps):
        st = steps[i]
        b = st.body
        if (
            isinstance(b, A.Action)
            and b.verb in ("normal_ride", "ride")
            and b.form is A.Form.CONCESSIVE
            and r.kind == "continuous"
            and i + 1 < len(steps)
        ):
            out.append(_persona_from(st, steps[i + 1], r))
            i += 2
            special = True
            continue
        if _ride_only_then(st) and r.kind == "continuous" and i + 2 < len(steps):
            # 「このカードはXからのみライドでき、それ(ら)からノーマルライドしてもペルソナライドに
            # なる」: the restriction (1.3.3, 6.3.3) and the persona ride from X (1.3.1, 6.3.8) —
            # 「それ / それら」 names X, the place the ride before it is from
            nb = steps[i + 1].body
            if not (
                isinstance(nb, A.Action)
                and nb.verb in ("normal_ride", "ride")
                and nb.form is A.Form.CONCESSIVE
                and len(nb.args) == 1
                and nb.args[0].role is A.Role.SOURCE
                and nb.args[0].value in THAT_SOURCE
                and steps[i + 1].condition is None
            ):
                raise Unsupported("a step in form can_cont")
            assert isinstance(b, A.Action)
            out.append(_ride_only_op(b, r))
            said = tuple(a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SOURCE))
            again = replace(steps[i + 1], body=replace(nb, args=said))
            out.append(_persona_from(again, steps[i + 2], r))
            i += 3
            special = True
            continue
        if isinstance(b, A.Action) and b.form is A.Form.PROGRESSIVE_NEG_CONCESSIVE:
            # 「このユニットの『ヒットした時』の能力は、ヒットしていなくても発動する」 (10.7.1.8)
            if i + 1 >= len(steps):
                raise Unsupported("a step in form progressive_neg_concessive")
            out.append(_works_even_if_not(st, steps[i + 1], r))
            i += 2
            special = True
            continue
        if _in_back_row_even(b) and i + 1 < len(steps):
            # 「このユニットは後列にいてもアタックできる」: as 「後列からでもアタックできる」
            out += _even_from_back(st, steps[i + 1], r)
            i += 2
            special = True
            continue
        if isinstance(b, A.Action) and b.verb == "pay" and b.form is A.Form.WITHOUT:
            if i + 1 >= len(steps):
                raise Unsupported("a step in form without")
            out.append(_free_play(st, steps[i + 1], r))
            i += 2
            special = True
            continue
        if _on_stride_cost(st):
            out.append(_stride_grade(st, r))
            i += 1
            special = True
            continue
        if _on_attack(st):
            out.append(_battle_with(st, r))
            i += 1
            special = True
            continue
        if isinstance(b, A.Action) and b.verb == "resolve" and b.form is A.Form.TE:
            if r.kind != "continuous":
                raise Unsupported("a step in form te")
            # …解決していても解決できる: exactly 「〜ても」 then 「解決できる」, nothing else
            tail = [x.body for x in steps[i + 1 :]]
            if tail != [
                A.Action("exist", (), A.Form.CONCESSIVE),
                A.Action("resolve", (), A.Form.CAN),
            ] or any(x.condition or x.cost or x.lead for x in steps[i + 1 :]):
                raise Unsupported("a continuous resolve")
            out.append(_regalis_exempt(st, r))
            i = len(steps)
            special = True
            continue
        if (
            isinstance(b, A.Action)
            and b.verb == "or"
            and (i + 1 == len(steps) or steps[i + 1].condition is None)
        ):
            out.append(_either(st, r))
            i += 1
            special = True
            continue
        if isinstance(b, A.Action) and b.verb == "or" and i + 1 < len(steps):
            cond = _or_condition(st, steps[i + 1], r.v)
            from ruling.cardtext.steps import step

            (op, *more) = step(replace(steps[i + 1], condition=None), r)
            out += [replace(op, cond=both(cond, op.cond)), *more]
            i += 2
            special = True
            continue
        if isinstance(b, A.Action) and b.verb == "stat_change" and _pair_with(b) is not None:
            out += _stat_pair(st, r)
            i += 1
            special = True
            continue
        if (
            isinstance(b, A.Action)
            and b.verb in PAIR_MOVES
            and {a.role for a in b.args} >= {A.Role.WITH, A.Role.OBJECT}
        ):
            from ruling.cardtext.steps import step

            try:
                out += step(st, r)  # a reading of its own (「AとBを」 as one description) first
            except Unsupported:
                out += _move_pair(st, r)
            i += 1
            special = True
            continue
        from ruling.cardtext.steps import step

        out += step(st, r)
        i += 1
    return out if special else None


def _in_back_row_even(b: Any) -> bool:
    """「（このユニットは）後列にいても、…」: a concessive 「いる」 at the back row."""
    return (
        isinstance(b, A.Action)
        and b.verb == "exist"
        and b.form is A.Form.CONCESSIVE
        and any(a.role is A.Role.GOAL and a.value == BACK_STAGE for a in b.args)
    )


def _even_from_back(st: A.Step, nxt: A.Step, r: Reading) -> list[Op]:
    """「このユニットは後列にいてもアタック / インターセプトできる」: the unit may do it from the back
    row, as 「後列からでも…できる」 says it (10.4.1.3 / 14.4.2 overridden, 1.3.1) — the next step's
    verb with the unit and the place of this one."""
    from ruling.cardtext.steps import step

    b, nb = st.body, nxt.body
    assert isinstance(b, A.Action)
    args = args_of(b)
    if (
        set(args) - {A.Role.TOPIC, A.Role.TIME} != {A.Role.GOAL}
        or not isinstance(nb, A.Action)
        or nb.verb not in ("attack", "intercept")
        or nb.form not in (A.Form.CAN, A.Form.CAN_CONT)
        or {a.role for a in nb.args} & {A.Role.TOPIC, A.Role.SOURCE, A.Role.EVEN_FROM}
        or st.condition is not None
        or st.cost is not None
        or st.lead is not None
    ):
        raise Unsupported("a step in form concessive")
    who = tuple(a for a in b.args if a.role in (A.Role.TOPIC, A.Role.TIME))
    merged = replace(nb, args=(*who, A.Arg(A.Role.EVEN_FROM, BACK_STAGE), *nb.args))
    return step(replace(nxt, body=merged), r)


# the events of a trigger condition an effect makes work without it (「…の『X時』の能力は、Xして
# いなくても発動する」): the hit event, 10.7.1.8 (``battle._hit_even_if_not``); no other has a rule
EVEN_IF_NOT = {"hit": "hit_even_if_not"}


def _works_even_if_not(st: A.Step, nxt: A.Step, r: Reading) -> Op:
    """【永】「（ユニット）の『Xした時』の能力は、Xしていなくても発動する」 (10.7.1.8): the abilities
    of the units described triggered by the event X become pending though X did not happen — for
    the hit event, once at 10.7.1.8 in each battle the unit attacks (``battle._hit_even_if_not``
    reads ``Op("hit_even_if_not")`` with the unit as its target). The concessive's verb is the
    quoted condition's; the next step is a bare 「発動する」. Unsupported for another shape."""
    b, nb = st.body, nxt.body
    assert isinstance(b, A.Action)
    args = args_of(b)
    t = args.get(A.Role.TOPIC)
    if (
        r.kind != "continuous"
        or set(args) != {A.Role.TOPIC}
        or not isinstance(nb, A.Action)
        or nb.verb != "activate"
        or nb.form is not A.Form.FINAL
        or nb.args
        or nb.modal is not None
        or any(x.condition or x.cost or x.lead for x in (st, nxt))
        or not isinstance(t, A.NounPhrase)
        or len(t.terms) < 3
        or t.terms[-1] != A.CardKind("ability")
        or not isinstance(t.terms[-2], A.Quote)
        or t.links[-2:] != ("の", "の")
    ):
        raise Unsupported("a step in form progressive_neg_concessive")
    event = _quoted_event(t.terms[-2], r)
    if event is None or r.v.events.get((b.verb, A.Form.PAST.value)) != event:
        raise Unsupported("an ability made to work without its event, of another event")
    verb = EVEN_IF_NOT.get(event)
    if verb is None:
        raise Unsupported("an ability made to work without its event, of this event")
    return Op(verb, target=sel(A.NounPhrase(t.terms[:-2], t.links[:-2]), r.v))


# 「それからノーマルライドしても」 / 「それらから…」: the place of the ride said before it
THAT_SOURCE = (A.NounPhrase((A.Ref("it"),)), A.NounPhrase((A.Ref("those"),)))


def _ride_only(b: A.Action, v: Vocab) -> bool:
    """「このカードは…からのみライドできる / でき」: the topic this card, a place, 「のみ」."""
    args = args_of(b)
    return (
        b.verb == "ride"
        and set(args) == {A.Role.TOPIC, A.Role.SOURCE, A.Role.NONE}
        and sel(args[A.Role.TOPIC], v) == Sel(ref="this")
        and args[A.Role.NONE] == A.NounPhrase((A.Word("only_that"),))
    )


def _ride_only_then(st: A.Step) -> bool:
    """「このカードはXからのみライドでき、…」: the restriction in the continuative form, a step
    following it (the persona ride from X, ``_sentence_hook``)."""
    b = st.body
    return (
        isinstance(b, A.Action)
        and b.verb == "ride"
        and b.form is A.Form.CAN_CONT
        and A.Word("only_that")
        in [t for a in b.args if isinstance(a.value, A.NounPhrase) for t in a.value.terms]
        and st.condition is None
        and st.cost is None
    )


def _ride_only_op(b: A.Action, r: Reading) -> Op:
    """「このカードは「X」を含むグレード３からのみライドできる」: riding it on any other vanguard
    is prohibited (1.3.3, 6.3.3)."""
    if not _ride_only(b, r.v):
        raise Unsupported("a ride restriction of this shape")
    g = sel(args_of(b)[A.Role.SOURCE], r.v)
    if g.ref or g.owner or g.zones or g.count is not None:
        raise Unsupported("a ride restriction of this shape")
    return Op("ride_only_from", target=g)


def _persona_from(st: A.Step, nxt: A.Step, r: Reading) -> Op:
    """「このカードは…からノーマルライドしてもペルソナライドになる」: a normal ride of this card
    upon a vanguard matching ``target`` is a persona ride too (text over the rules, 1.3.1);
    「…からライドしても」: any ride of it so (``detail`` ``any_ride``)."""
    args = args_of(st.body)  # type: ignore[arg-type]
    nb = nxt.body
    if (
        set(args) != {A.Role.TOPIC, A.Role.SOURCE}
        or sel(args[A.Role.TOPIC], r.v) != Sel(ref="this")
        or not isinstance(nb, A.Action)
        or nb.verb != "become"
        or nb.args != (A.Arg(A.Role.GOAL, A.NounPhrase((A.Word("persona_ride"),))),)
        or st.condition is not None
        or nxt.condition is not None
    ):
        raise Unsupported("a step in form concessive")
    src = sel(args[A.Role.SOURCE], r.v)
    if src.ref or src.owner or src.zones or src.count is not None:
        raise Unsupported("a persona ride from units of this description")
    if st.body.verb == "ride":  # type: ignore[union-attr]
        # 「…からライドしても」: any ride of this card upon such a vanguard (6.3.2: a normal or
        # a superior ride), not a normal ride from the hand alone (6.3.8's)
        return Op("persona_from", target=src, detail=(("any_ride", True),))
    return Op("persona_from", target=src)


def _regalis_exempt(st: A.Step, r: Reading) -> Op:
    """「このカードの【自】能力は、このファイト中にあなたが【レガリスピース】能力を解決していても
    解決できる」."""
    b = st.body
    assert isinstance(b, A.Action)
    want = {
        A.Role.TOPIC: A.NounPhrase(
            (A.Ref("this_card"), A.CardKind("auto_ability"), A.CardKind("ability")), ("の", "")
        ),
        A.Role.GOAL: A.NounPhrase((A.Ref("this"), A.Word("fight"), A.Word("during")), ("", "")),
        A.Role.SUBJECT: A.NounPhrase((A.Owner("you"),)),
        A.Role.OBJECT: A.NounPhrase((A.Word("regalis_piece"), A.CardKind("ability")), ("",)),
    }
    if args_of(b) != want or st.condition is not None or st.cost is not None:
        raise Unsupported("a continuous resolve")
    return Op("regalis_exempt", skill="auto")


def _either(st: A.Step, r: Reading) -> Op:
    """「残りをソウルに置くか、捨てる」: one of two actions, the master's pick (11.8.4); an
    action with no object of its own acts on the first one's."""
    from grammar.render import render_action

    b = st.body
    assert isinstance(b, A.Action)
    alts = alternatives(b, "a choice of actions of this shape")
    if len(alts) != 2 or st.condition is not None or st.cost is not None:
        raise Unsupported("a choice of actions of this shape")
    progs: list[tuple[str, Program]] = []
    first: Sel | None = None
    for alt in alts:
        # 「公開して手札に加える」: an action of several steps, in order
        parts = (
            alternatives(alt, "a choice of actions of this shape") if alt.verb == "and" else [alt]
        )
        ops: list[Op] = []
        for part in parts:
            (op,) = action(part, r)
            if op.optional or op.cond is not None:
                raise Unsupported("a choice of actions of this shape")
            ops.append(op)
        if first is None:
            first = ops[0].target
        elif ops[0].target == Sel(ref="implied") and first != Sel(ref="implied"):
            ops[0] = replace(ops[0], target=first)  # 捨てる: the same cards
        progs.append((render_action(alt), Program("item", steps=tuple(ops))))
    return Op("modes", n=1, modes=tuple(progs), skill="either", target=first)


def _or_condition(st: A.Step, nxt: A.Step, v: Vocab) -> Cond:
    """「公開したか、あなたのヴァンガードがアイチアイコンを持つグレード３以上なら」: the grammar
    gives a step 「A か B」 (two relative clauses) and puts the rest of B (グレード３以上なら) on
    the next step's condition. The two joined: A or B."""
    b = st.body
    if not isinstance(b, A.Action) or len(b.args) != 2 or nxt.condition is None:
        raise Unsupported("an or-condition of this shape")
    rels = alternatives(b, "an or-condition of this shape")
    tail = nxt.condition.clause
    if not isinstance(tail, A.Action) or tail.verb != "be" or tail.form is not A.Form.NOMINAL:
        raise Unsupported("an or-condition of this shape")
    targs = {a.role: a.value for a in tail.args}
    pred = targs.get(A.Role.PREDICATE)
    if set(targs) != {A.Role.PREDICATE} or not isinstance(pred, A.NounPhrase):
        raise Unsupported("an or-condition of this shape")
    first = condition(rels[0], v)
    joined = A.NounPhrase((A.Relative(rels[1]), *pred.terms), ("", *pred.links))
    second = condition(A.Action("be", (A.Arg(A.Role.PREDICATE, joined),), A.Form.NOMINAL), v)
    return Cond("or", parts=(first, second))


# moves that 「AとBを…」 may give two objects of (the grammar reads A as ``with``)
PAIR_MOVES = ("call", "put", "retire", "bind", "discard", "return_hand")


def _move_pair(st: A.Step, r: Reading) -> list[Op]:
    """「AとBを(R)にコールする」: the grammar gives A as ``with`` and B as the object; the move is
    done to A, then to B, each a step of its own in the order written (11.8.3.1.1), with the
    other arguments (the place) shared — the condition before the first covers the sentence
    (11.2.2). Each of A and B is one card the text names (a reference), never a description
    that could name the same card twice."""
    from ruling.cardtext.steps import step

    b = st.body
    assert isinstance(b, A.Action)
    w = next(a for a in b.args if a.role is A.Role.WITH)
    o = next(a for a in b.args if a.role is A.Role.OBJECT)
    refs = [x.value for x in (w, o)]
    if (
        b.more
        or sum(a.role in (A.Role.WITH, A.Role.OBJECT) for a in b.args) != 2
        or not all(
            isinstance(v, A.NounPhrase) and len(v.terms) == 1 and isinstance(v.terms[0], A.Ref)
            for v in refs
        )
        or refs[0] == refs[1]
    ):
        raise Unsupported(f"a {b.verb} with with")
    rest = tuple(a for a in b.args if a.role not in (A.Role.WITH, A.Role.OBJECT))
    one = replace(st, body=replace(b, args=(A.Arg(A.Role.OBJECT, w.value), *rest)))
    two = replace(
        st,
        body=replace(b, args=(A.Arg(A.Role.OBJECT, o.value), *rest)),
        condition=None,
        cost=None,
        lead=None,
    )
    return step(one, r) + step(two, r)


# acts whose 「Xと」 is no partner of the act (nobody calls or chooses a unit *with* a unit): in
# 「このユニットと登場したそのユニットのパワー＋N」 / 「選んだユニットとコールしたユニットの…」 the
# grammar hangs 「Xと」 on the relative clause opening B; it is the A of 「AとB」 (battle, a
# partner's act, keeps its 「と」: 「このユニットとバトルしているユニット」)
_NO_PARTNER = frozenset({"appear", "call", "choose", "ride", "put", "retire", "stand", "reveal"})


def _hoisted(b: A.Action) -> A.Action:
    """「AとBのパワー＋N」 with 「Aと」 hung on a relative clause opening B (a clause of an act in
    ``_NO_PARTNER``): the stat change with A as its argument of role ``with``, as the grammar
    gives 「AとBの」 otherwise; the action unchanged when it is not of this shape."""
    if b.verb != "stat_change" or any(a.role is A.Role.WITH for a in b.args):
        return b
    for i, a in enumerate(b.args):
        np = a.value
        if a.role not in (A.Role.NONE, A.Role.OBJECT) or not isinstance(np, A.NounPhrase):
            continue
        first = np.terms[0] if np.terms else None
        if not isinstance(first, A.Relative) or first.clause.verb not in _NO_PARTNER:
            continue
        withs = [x for x in first.clause.args if x.role is A.Role.WITH]
        if len(withs) != 1:
            return b
        rel = A.Relative(
            replace(first.clause, args=tuple(x for x in first.clause.args if x is not withs[0]))
        )
        inner = replace(np, terms=(rel, *np.terms[1:]))
        args = list(b.args)
        args[i] = replace(a, value=inner)
        return replace(b, args=(A.Arg(A.Role.WITH, withs[0].value), *args))
    return b


def _pair_with(b: A.Action) -> A.Arg | None:
    """The 「Aと」 of 「AとBのパワー＋N」: the one argument of role ``with`` that is not the card a
    「同名の / 別名の…につき」 compares names with (``steps.per_comparand``); None if there is none
    (two such are refused by the reading). 「Aと」 hung on a clause opening B (``_hoisted``)
    counts."""
    from ruling.cardtext.steps import name_comparand

    b = _hoisted(b)

    got = name_comparand(b, VOCAB)
    comparand = got[0] if got is not None else None
    pairs = [a for a in b.args if a.role is A.Role.WITH and a is not comparand]
    if len(pairs) > 1:
        raise Unsupported("a stat change with two arguments of role with")
    return pairs[0] if pairs else None


def _stat_pair(st: A.Step, r: Reading) -> list[Op]:
    """「AとBのパワー＋N」: the grammar gives A as ``with`` and 「Bのパワー」; one change each, in
    that order (the condition, before the first, covers the sentence, 11.2.2)."""
    from ruling.cardtext.steps import name_comparand, step

    assert isinstance(st.body, A.Action)
    b = _hoisted(st.body)
    st = replace(st, body=b)
    pair = _pair_with(b)
    assert pair is not None
    w = pair.value
    # 「Bのパワー＋N」, or 「Bのパワーを＋Nする」 (the value marked by を)
    n = next((a for a in b.args if a.role is A.Role.NONE), None) or next(
        (a for a in b.args if a.role is A.Role.OBJECT), None
    )
    if (
        not isinstance(w, A.NounPhrase)
        or n is None
        or not isinstance(n.value, A.NounPhrase)
        or not n.value.terms
        or not isinstance(n.value.terms[-1], A.Stat)
        or b.more
    ):
        raise Unsupported("a stat change with with")
    stat = n.value.terms[-1]
    first = A.NounPhrase((*w.terms, stat), (*w.links, "の"))
    rest = tuple(a for a in b.args if a is not pair and a is not n)
    # 「AとXと同名の…すべてのパワー」: the 「Xと」 of B's 同名 stays with B, not with A
    got = name_comparand(b, VOCAB)
    own = got[0] if got is not None and got[1] is n.role else None
    one_args = tuple(a for a in rest if a is not own)
    one = replace(st, body=replace(b, args=(*one_args, A.Arg(n.role, first))))
    two = replace(st, body=replace(b, args=(*rest, n)), condition=None, cost=None, lead=None)
    ops = step(one, r) + step(two, r)
    for op in ops:
        if op.verb != "stat" or op.target is None or op.target.count is not None:
            raise Unsupported("a stat change with with")
    return ops


# --------------------------------------------------------------------------- triggers


# an action printed as its keyword and する (「あなたのＧユニットが【超越】した時」): the verb the
# events table reads it as
LABEL_VERBS = {"超越": "stride"}


def _label_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「あなたのターンにあなたのＧユニットが【超越】した時」: the event of that action (the G unit
    put on the vanguard circle by striding, 6.5.1.1)."""
    from ruling.cardtext.triggers import clause

    e = t.event
    inner = when_inner(e) if isinstance(e, A.Action) else None
    if inner is None or inner.verb != "do" or inner is e:
        return None
    nones = [a for a in inner.args if a.role is A.Role.NONE]
    if len(nones) != 1:
        return None
    np = nones[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Label)
        and np.terms[0].name in LABEL_VERBS
    ):
        return None
    rest = tuple(a for a in inner.args if a.role is not A.Role.NONE)
    return clause(A.Action(LABEL_VERBS[np.terms[0].name], rest, inner.form), v)


# 「…のドライブチェック / ダメージチェックで出た時」: the check that put the card in the trigger
# zone (7.16.1)
CHECKS = {"drive_check": "drive_check", "damage_check": "damage_check"}


def _means_of_the_check(e: A.Action) -> A.Action | None:
    """「あなたのドライブチェックで「X」を含むカードが出た時」: the grammar hangs 「…で」 on the
    clause 「「X」を含む」 that describes the card; it says where the card came out. Read as
    「「X」を含むカードがあなたのドライブチェックで出た時」."""
    np = e.args[0].value if e.verb == "when" and len(e.args) == 1 else None
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and all(isinstance(x, A.Relative) for x in np.terms)
        and np.links == ("",)
    ):
        return None
    desc, out = (x.clause for x in np.terms)  # type: ignore[union-attr]
    means = [a for a in desc.args if a.role is A.Role.MEANS]
    subj = [a for a in out.args if a.role is A.Role.SUBJECT]
    if (
        out.verb != "come_out_kanji"
        or len(means) != 1
        or len(subj) != 1
        or not isinstance(subj[0].value, A.NounPhrase)
        or any(a.role is A.Role.MEANS for a in out.args)
    ):
        return None
    desc = replace(desc, args=tuple(a for a in desc.args if a is not means[0]))
    card = subj[0].value
    described = A.NounPhrase((A.Relative(desc), *card.terms), ("", *card.links))
    args = tuple(A.Arg(A.Role.SUBJECT, described) if a is subj[0] else a for a in out.args)
    came = replace(out, args=(A.Arg(A.Role.MEANS, means[0].value), *args))
    return replace(e, args=(replace(e.args[0], value=A.NounPhrase((A.Relative(came),))),))


def _check_named(m: Any, v: Vocab) -> tuple[str | None, str, Sel | None] | None:
    """The check a trigger's 「…で」 names, as (whose, which, unit): 「ドライブチェック」 /
    「ダメージチェック」 (nobody named: None), 「あなたの / 相手のドライブチェック」, 「このユニットの /
    あなたのヴァンガードのドライブチェック」 (the check made for that unit's attack, 10.6.1.2),
    「トリガー」 (a trigger unit's coming out in either check, 7.16.1: ``check``); None when the
    noun names no check."""
    if not isinstance(m, A.NounPhrase) or not m.terms:
        return None
    last = m.terms[-1]
    if last in (A.Word("trigger"), A.Word("trigger_check")) and len(m.terms) == 1:
        # 「トリガーチェックで」: the older name of the checks, a drive check or a damage check
        # (10.6.1.2, 13.6.3; the rules have no such term) — either, as 「トリガーで」
        return None, "check", None
    if not (isinstance(last, A.Word) and last.id in CHECKS):
        return None
    if len(m.terms) == 1:
        return None, CHECKS[last.id], None
    if len(m.terms) == 2 and isinstance(m.terms[0], A.Owner) and m.links == ("の",):
        who = v.owner(m.terms[0].who)
        if who not in ("you", "opponent"):
            raise Unsupported("a check trigger of this shape")
        return who, CHECKS[last.id], None
    unit = _unit_check(m, v)
    if unit is None:
        raise Unsupported("a check trigger of this shape")
    return unit.owner or "you", CHECKS[last.id], unit


# the clauses of a card coming out in a check (7.16.1): 「出た」, 「公開された」 (10.6.1.2.3 /
# 13.6.3: the check puts the card face up into the trigger zone), 「トリガーゾーンに置かれた」
_CHECK_VERBS = {
    ("come_out_kanji", A.Form.PAST),
    ("reveal", A.Form.PASSIVE_PAST),
    ("put", A.Form.PASSIVE_PAST),
}


def _one_unit(args: dict[A.Role, Any], v: Vocab) -> bool:
    """The subject of 「…が山札から登場しているなら」 is one unit the ability names (this one, the
    one the trigger was about, the one it chose, the boosted one) — not a description, whose
    「このターンに…登場している」 is the turn's history."""
    subj = args.get(A.Role.SUBJECT)
    if subj is None:
        return False
    try:
        who = sel(subj, v)
    except Unsupported:
        return False
    return who.ref in ("this", "that", "acted:choose") or (
        who.states == ("boosted",) and who.kinds == ("unit",) and who.ref is None
    )


def _checked_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """A card put into the trigger zone by a check (7.16.1), in every shape the texts print:
    the card (「このカードが」, or a description 「トリガーユニットが」 「「X」を含むカードが」), the
    check (「ドライブチェックで」 「ダメージチェックで」 「あなたの / 相手の…チェックで」 「このユニットの
    ドライブチェックで」 「トリガーで」), the verb (「出た」 「公開された」 「トリガーゾーンに置かれた」).
    A check whose fighter is not named is this card's master's when the card is this one (a
    check puts its master's own deck's top card, 10.6.1.2.3 / 13.6.3); of a description it is
    refused (whose check is not said). None when the clause is not of a check."""
    e = t.event
    if isinstance(e, A.Action):
        e = _means_of_the_check(e) or e
    inner = when_inner(e) if isinstance(e, A.Action) else None
    if inner is None or inner is e:
        return None
    inner = _check_as_passive(inner, v)
    negated = inner.verb == "come_out_kanji" and inner.form is A.Form.NEGATIVE_PAST
    if negated:
        inner = replace(inner, form=A.Form.PAST)
    if (inner.verb, inner.form) not in _CHECK_VERBS:
        if inner.verb == "come_out_kanji":
            raise Unsupported("a check trigger of this shape")
        return None
    means_args = [a.value for a in inner.args if a.role is A.Role.MEANS]
    named = _check_named(means_args[0], v) if len(means_args) == 1 else None
    if named is None and not means_args and inner.verb == "come_out_kanji" and not negated:
        # 「あなたのトリガーユニットが出た時」: no check named — 7.16.1 says what 出る is, put into
        # the trigger zone by a drive check or a damage check (either, ``check``), its fighter's
        # whose card it is (a check puts its own deck's top card, 10.6.1.2.3 / 13.6.3)
        subj = args_of(inner).get(A.Role.SUBJECT)
        owner = sel(subj, v).owner if subj is not None else None
        if owner in ("you", "opponent"):
            named = (owner, "check", None)
    if named is None:
        return None
    args = args_of(inner)
    # 「相手のターン中、相手のドライブチェックで…公開された時」: the time the event is in
    during_ = take_during(args, v)
    rest = set(args) - {A.Role.SUBJECT, A.Role.MEANS}
    if inner.verb == "put":
        goal = args.get(A.Role.GOAL)
        if goal is None or sel(goal, v) != Sel(zones=("trigger",)):
            raise Unsupported("a check trigger of this shape")
        rest -= {A.Role.GOAL}
    if rest:
        raise Unsupported("a check trigger of this shape")
    who, means, unit = named
    # 「【自】：ドライブチェックで出た時」: the card that came out left unsaid is the one with the
    # ability, as an event's unsaid subject is (「アタックした時」: autos._about)
    subject = sel(args[A.Role.SUBJECT], v) if A.Role.SUBJECT in args else Sel(ref="this")
    if subject.ref not in (None, "this") or subject.zones or subject.count is not None:
        raise Unsupported("a check trigger of this shape")
    if means == "check":
        # 「このカードがトリガーで出た時」: a trigger unit put into the trigger zone by a check
        # of its master's, drive or damage (7.16.1: that is what a trigger unit's 出る is)
        if subject.ref != "this" and (who is None or not means_args and subject.ref is not None):
            raise Unsupported("a check trigger of this shape")
        if subject.ref == "this" and means_args != [A.NounPhrase((A.Word("trigger_check"),))]:
            # (「このカードがトリガーチェックで公開された時」: any card a check reveals)
            subject = replace(subject, kinds=(*subject.kinds, "trigger_unit"))
    if negated:
        # 「…でトリガーユニットが出なかった時」: a check puts one card (10.6.1.2.3, 13.6.3), so
        # none of the description came out of it when the card it put is not one: the card
        # checked, described as 「…以外」
        if subject.ref is not None or subject == Sel():
            raise Unsupported("a check trigger of this shape")
        subject = Sel(but=(subject,))
    if who is None:
        if subject.ref != "this":
            # 「ドライブチェックでグレード３が出た時」: whose check is not said, nor follows
            raise Unsupported("a check trigger of this shape")
        who = "you"
    return Trig("checked", subject=subject, means=means, owner=who, by=unit, during=during_)


def _face_history(act: A.Action, v: Vocab) -> Trig | None:
    """「このターン中にあなたのダメージゾーンのカードが２枚以上裏になっていたなら」: the event of a
    history condition (``conditions._history``, the time and the count taken off) that is a card
    turned face up / down (7.3.1) — read as the trigger 「…が裏になった時」 reads it
    (``_face_event``), so the turn's record is searched for such turns. None for any other
    event."""
    if act.verb != "become" or act.form is not A.Form.PAST:
        return None
    g = args_of(act).get(A.Role.GOAL)
    if not (
        isinstance(g, A.NounPhrase)
        and len(g.terms) == 1
        and isinstance(g.terms[0], A.Word)
        and g.terms[0].id in FACES_BECOME
    ):
        return None
    when = A.Action("when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(act),))),), A.Form.NOMINAL)
    return _face_event(A.Trigger(event=when), v)


def _checked_history(act: A.Action, v: Vocab) -> Trig | None:
    """「このターン中にあなたのダメージチェックでトリガーユニットが出ていないなら」 / 「そのバトル中に
    あなたのドライブチェックでクリティカルトリガーが出ていたなら」 / 「そのターンにあなたの
    ヴァンガードのドライブチェックでヒールトリガーが公開されていたなら」: the event of a history condition
    (``conditions._history``, the time taken off) that is a card put into the trigger zone by a
    check (7.16.1) — read as the trigger 「…が出た時」 reads it (``_checked_event``), so the turn's
    (or the battle's) record is searched for such checks. None for any other event."""
    if act.verb not in ("come_out_kanji", "put_out", "reveal") and act.verb not in CHECKS:
        return None
    when = A.Action("when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(act),))),), A.Form.NOMINAL)
    return _checked_event(A.Trigger(event=when), v)


def _check_as_passive(inner: A.Action, v: Vocab) -> A.Action:
    """「あなたがドライブチェックでクリティカルトリガーを出した時」: the fighter who checks as the
    subject and the card as the object (出す) — the same event as 「あなたのドライブチェックで
    クリティカルトリガーが出た時」 (7.16.1), read so; 「このユニットが(トリガーチェックで)ドライブチェック
    された時」 (the older printing): the card the check put into the trigger zone (10.6.1.2.3,
    13.6.3), the check the verb itself — 「トリガーチェックで」 names no other (the rules have no
    such term; it is the older name of the check the verb says) — read as 「…がドライブチェックで
    出た時」; any other clause as it is."""
    if inner.verb in CHECKS and inner.form is A.Form.PASSIVE_PAST:
        args = args_of(inner)
        m = args.get(A.Role.MEANS)
        if set(args) <= {A.Role.SUBJECT, A.Role.MEANS} and (
            m is None or m == A.NounPhrase((A.Word("trigger_check"),))
        ):
            rest = tuple(a for a in inner.args if a.role is A.Role.SUBJECT)
            check = A.NounPhrase((A.Word(inner.verb),))
            return A.Action("come_out_kanji", (*rest, A.Arg(A.Role.MEANS, check)), A.Form.PAST)
        return inner
    if inner.verb != "put_out" or inner.form not in (A.Form.PAST, A.Form.NEGATIVE_PAST):
        return inner
    args = args_of(inner)
    who, m = args.get(A.Role.SUBJECT), args.get(A.Role.MEANS)
    if (
        set(args) != {A.Role.SUBJECT, A.Role.MEANS, A.Role.OBJECT}
        or not isinstance(who, A.NounPhrase)
        or len(who.terms) != 1
        or not isinstance(who.terms[0], A.Owner)
        or not isinstance(m, A.NounPhrase)
        or len(m.terms) != 1
        or not isinstance(m.terms[0], A.Word)
        or m.terms[0].id not in CHECKS
    ):
        return inner
    check = A.NounPhrase((who.terms[0], m.terms[0]), ("の",))
    form = A.Form.PAST if inner.form is A.Form.PAST else A.Form.NEGATIVE_PAST
    return A.Action(
        "come_out_kanji",
        (A.Arg(A.Role.SUBJECT, args[A.Role.OBJECT]), A.Arg(A.Role.MEANS, check)),
        form,
    )


def _unit_check(m: Any, v: Vocab) -> Sel | None:
    """「このユニットのドライブチェック」 / 「あなたのヴァンガードのドライブチェック」: the unit whose
    attack the drive check is made for (a description of one unit, not a player), else None."""
    if not (
        isinstance(m, A.NounPhrase)
        and len(m.terms) >= 2
        and m.terms[-1] == A.Word("drive_check")
        and m.links[-1] == "の"
        and not (len(m.terms) == 2 and isinstance(m.terms[0], A.Owner))
    ):
        return None
    unit = sel(A.NounPhrase(m.terms[:-1], m.links[:-1]), v)
    if unit.ref not in (None, "this") or unit.zones or unit.count is not None:
        raise Unsupported("a check trigger of this shape")
    return unit


FACES_BECOME = {"face_up": "turned_face_up", "face_down": "turned_face_down"}


def _face_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「このカードが表になった時」 / 「…が裏になった時」: the card was turned face up / down
    (7.3.1); None for any other trigger."""
    c = when_clause(t.event)
    if c is None:
        return None
    if c.verb == "lock" and c.form is A.Form.PASSIVE_PAST:
        # 「相手のリアガードが呪縛された時」 / 「相手のカードが呪縛された時」 (7.30.1): a unit on a
        # circle was locked, turned face down there — described as it was (a unit, a rear-guard
        # on its circle: 7.30.1.2, it is a locked card now)
        args = args_of(c)
        if set(args) != {A.Role.SUBJECT}:
            raise Unsupported("a lock trigger of this shape")
        s = sel(args[A.Role.SUBJECT], v)
        if (
            s.ref is not None
            or s.count is not None
            or s.zones
            or not set(s.kinds) <= {"card", "unit", "rearguard"}
            or replace(s, owner=None, kinds=()) != Sel()
        ):
            raise Unsupported("a lock trigger of this shape")
        return Trig("locked", subject=s)
    if c.verb == "unlock" and c.form in (A.Form.PASSIVE_PAST, A.Form.PAST):
        # 「このユニットが解呪された / 解呪した時」 (7.31.1)
        args = args_of(c)
        if set(args) != {A.Role.SUBJECT}:
            raise Unsupported("an unlock trigger of this shape")
        return Trig("unlocked", subject=_unlocked_subject(args[A.Role.SUBJECT], v))
    if c.verb != "become" or c.form is not A.Form.PAST:
        return None
    args = args_of(c)
    g = args.get(A.Role.GOAL)
    if not isinstance(g, A.NounPhrase):
        return None
    origin = _dress_origin_of(g)
    if origin is not None and set(args) == {A.Role.SUBJECT, A.Role.GOAL}:
        # 「このカードがオーバードレスのドレス元になった時」: a card the subject names was made a
        # dress origin (6.7.2.1, 6.8.3.2) by that dress (any, 「ドレス元になった時」)
        return Trig(
            "became_origin", subject=sel(args[A.Role.SUBJECT], v), detail=(("kind", origin),)
        )
    name = _state_name(g)
    if name is not None and set(args) == {A.Role.SUBJECT, A.Role.GOAL}:
        # 「このユニットが♪♪状態になった時」 / 「あなたのユニットが精神汚染状態になった時」: a card
        # the subject names was put in the named state (5.2.2; 14.36.1.3)
        return Trig(
            "state_entered", subject=sel(args[A.Role.SUBJECT], v), detail=(("state", name),)
        )
    if len(g.terms) != 1 or not isinstance(g.terms[0], A.Word):
        return None
    face = FACES_BECOME.get(g.terms[0].id)
    if face is None:
        return None
    locked = (
        sel(args[A.Role.SUBJECT], v).kinds == ("locked_card",) if A.Role.SUBJECT in args else False
    )
    if face == "turned_face_up" and (args.get(A.Role.SOURCE) == LOCKED_CARD or locked):
        # 「このユニットが呪縛カードから表になった時」 / 「あなたの呪縛カードが表になった時」: the card
        # left the locked state face up (7.30.2: 解呪, 7.31.1) — the card it is now (a new
        # one, 7.31.1.1) is what the subject names, 呪縛カード being what it was
        if set(args) - {A.Role.SOURCE} != {A.Role.SUBJECT, A.Role.GOAL}:
            raise Unsupported("a face-change trigger of this shape")
        return Trig("unlocked", subject=_unlocked_subject(args[A.Role.SUBJECT], v))
    # 「あなたのターン中、…が表になった時」: only in that fighter's turn (``Trig.during``)
    during_ = take_during(args, v)
    if set(args) != {A.Role.SUBJECT, A.Role.GOAL}:
        raise Unsupported("a face-change trigger of this shape")
    return Trig(face, subject=sel(args[A.Role.SUBJECT], v), during=during_)


LOCKED_CARD = A.NounPhrase((A.CardKind("locked_card"),))  # 呪縛カード
# 「ドレス元」 as the grammar types it (ドレス + 元); the dresses a card is made the origin of
_ORIGIN = (A.Unknown("ドレス"), A.Word("original"))
_DRESS_KINDS = {"オーバードレス": "overdress", "クロスオーバードレス": "cross_overdress"}


def _dress_origin_of(g: A.NounPhrase) -> str | None:
    """「ドレス元」 (6.7.2.1, 6.8.3.2): ``any``; 「オーバードレスのドレス元」 / 「クロスオーバードレス
    のドレス元」: the dress that made it one (6.8.5: the two apart); None for another phrase."""
    if g.terms[-2:] != _ORIGIN or g.links[-1:] != ("",):
        return None
    if len(g.terms) == 2:
        return "any"
    t = g.terms[0]
    if len(g.terms) == 3 and g.links[0] == "の" and isinstance(t, A.Unknown | A.Keyword):
        return _DRESS_KINDS.get(t.text if isinstance(t, A.Unknown) else t.name)
    return None


def _unlocked_subject(np: Any, v: Vocab) -> Sel:
    """The card a 解呪 trigger names, as it is after it (7.31.1.1): 「このユニット」 this card,
    「あなたの呪縛カード」 a card of yours (呪縛カード is what it was)."""
    s = sel(np, v)
    if "locked_card" in s.kinds:
        s = replace(s, kinds=tuple(k for k in s.kinds if k != "locked_card"))
    return s


def _over_a_unit(t: A.Trigger, v: Vocab) -> Trig | None:
    """「このユニットが(…の能力で)(他の)ユニットのいる(R)に登場した時」: it appeared on a circle a
    unit other than it was on — called over that unit, which is retired (6.2.3.4; 7.17.1 登場).
    The grammar reads 「Xが…ユニットのいる」 as one clause (X the subject of いる) before
    「(R)に登場した」; X and the means are the appearance's, the unit the circle's (``target``
    state ``occupied``, read from the call's event, ``autos``). Else None."""
    e = t.event
    if not (isinstance(e, A.Action) and e.verb == "when" and len(e.args) == 1):
        return None
    np = e.args[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.links == ("",)
        and all(isinstance(x, A.Relative) for x in np.terms)
    ):
        return None
    there, came = np.terms[0].clause, np.terms[1].clause  # type: ignore[union-attr]
    if there.verb != "exist" or there.form is not A.Form.FINAL or came.verb != "appear":
        return None
    a, b = args_of(there), args_of(came)
    unit = a.get(A.Role.SUBJECT_NO)
    if (
        came.form is not A.Form.PAST
        or set(b) != {A.Role.GOAL}
        or A.Role.SUBJECT not in a
        or not set(a) <= {A.Role.SUBJECT, A.Role.SUBJECT_NO, A.Role.MEANS}
        or unit
        not in (
            A.NounPhrase((A.CardKind("unit"),)),
            A.NounPhrase((A.Ref("other"), A.CardKind("unit")), ("の",)),
        )
    ):
        return None
    goal = b[A.Role.GOAL]
    if not (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Zone)
        and goal.terms[0].id == "rear_circle"
    ):
        return None
    args = tuple(x for x in there.args if x.role is not A.Role.SUBJECT_NO) + came.args
    got = trigger_clause(A.Action("appear", args, A.Form.PAST), v)
    if got.event != "appear" or got.target is not None or got.dst != ("rear",):
        raise Unsupported("an appearance over a unit of this shape")
    return replace(got, target=Sel(zones=("rear",), states=("occupied",)))


# the zones a state trigger may name (11.9.8): a fighter's zones of cards off the field
STATE_ZONES = ("hand", "deck", "drop", "soul", "damage", "bind")


def _state_event(t: A.Trigger) -> Trig | None:
    """「あなたの手札にカードがない時、」: a state trigger (11.9.8, its example) — the event
    ``state``, the zone whose cards it reads (``subject``), ``form`` ``none`` / ``some``
    (_vg/autos.state_triggers)."""
    return state_trig(state_clause(t.event), t, ZONES, STATE_ZONES)


HEARTS_NP = A.NounPhrase((A.CardKind("hearts"),))


GAUGE_ZONE_NP = A.NounPhrase((A.Zone("gauge_zone"),))


def _gauge_put_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「このカードが(あなたの)詩譜ゲージとして置かれた時」 / 「…が(R)から詩譜ゲージとして置かれた
    時」: the card put as gauge (7.40.1, to the gauge zone) of that name (7.40.3), associated with
    the player 「あなたの」 names (7.40.7.2) — the put trigger to the gauge zone, ``target``
    ``Sel(gauge=name)`` (read on the move's data, ``autos._put_as_gauge``). None for another
    trigger."""
    e = t.event
    if not isinstance(e, A.Action):
        return None
    c = when_inner(e)
    if c is e or c.verb != "put" or c.form is not A.Form.PASSIVE_PAST:
        return None
    found = [a for a in c.args if a.role is A.Role.NONE and _gauge_as(a.value, v) is not None]
    if len(found) != 1:
        return None
    of, name, face = _gauge_as(found[0].value, v)  # type: ignore[misc]
    if of is not None or face is not None or name is None:
        raise Unsupported("a put trigger as a gauge of this shape")
    whose = found[0].value.terms[0] if isinstance(found[0].value, A.NounPhrase) else None
    owner = v.owner(whose.who) if isinstance(whose, A.Owner) else None
    args = []
    for a in c.args:
        if a is found[0]:
            continue
        # 「あなたのターンに」: a time, which the goal added below must not take the place of
        args.append(replace(a, role=A.Role.TIME) if a.role is A.Role.GOAL else a)
    inner = replace(c, args=(*args, A.Arg(A.Role.GOAL, GAUGE_ZONE_NP)))
    got = trigger_clause(inner, v)
    if got.dst != ("gauge",) or got.target is not None:
        raise Unsupported("a put trigger as a gauge of this shape")
    return replace(got, target=Sel(gauge=name, owner=owner))


ABILITY = A.CardKind("ability")
ACTIVATED_ABILITY = A.CardKind("activated_ability")


def _activated_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「あなたがオーダーゾーンの魔法の【起】能力を発動した時」: to activate an activated ability is
    to play it and resolve it (7.15.1.2) — the event ``activated`` once it has resolved, by the
    fighter the subject names (its master, who played it: 11.8.2), of a card the description
    before 「の【起】能力」 names (``target``; none printed: any card's); 「あなたのバトルフェイズに」:
    only then (``during``). An ability whose kind is not said (「【ファントムスキル】能力」: an
    automatic one is activated when it triggers, 7.15.1.3) or another subject is refused. None
    for another trigger."""
    e = t.event
    if not isinstance(e, A.Action) or e.verb != "when" or t.during is not None:
        return None
    c = when_inner(e)
    if c is e or c.verb != "activate" or c.form is not A.Form.PAST or c.modal is not None:
        return None
    args = args_of(c)
    obj = args.get(A.Role.OBJECT)
    if set(args) - {A.Role.SUBJECT, A.Role.OBJECT, A.Role.GOAL} or not isinstance(
        obj, A.NounPhrase
    ):
        raise Unsupported("an ability activated, of this shape")
    terms, links = obj.terms, obj.links
    if terms[-2:] != (ACTIVATED_ABILITY, ABILITY) or links[-1:] != ("",):
        raise Unsupported("an ability activated, its kind not said")
    target = None
    if len(terms) > 2:
        if links[-2] != "の":
            raise Unsupported("an ability activated, of this shape")
        target = sel(A.NounPhrase(terms[:-2], links[:-2]), v)
        if target.ref is not None or target.count is not None:
            raise Unsupported("an ability activated, of this shape")
    who = sel(args[A.Role.SUBJECT], v) if A.Role.SUBJECT in args else Sel(owner="you")
    if who.owner not in ("you", "opponent") or replace(who, owner=None) != Sel():
        raise Unsupported("an ability activated by this subject")
    during = None
    if A.Role.GOAL in args:
        ph = phase_time(args[A.Role.GOAL], v)
        if ph is None:
            raise Unsupported("an ability activated, of this shape")
        owner, phase = ph
        during = f"{owner or '*'}:{phase}" if phase != "turn" else (owner or "*")
    return Trig("activated", subject=who, target=target, during=during)


def _hearts_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「このユニットがハーツになった時」: the unit is made a hearts card (ハーツ化, 6.5.2.2 — the
    vanguard a G unit strides over, 6.5.1.2), the event ``hearts`` about it; its ability has its
    text as a unit's until it has resolved (11.9.6.1.5). None for another trigger."""
    e = t.event
    if not isinstance(e, A.Action) or t.during is not None:
        return None
    c = when_inner(e)
    if c is e or c.verb != "become" or c.form is not A.Form.PAST:
        return None
    args = args_of(c)
    if args.get(A.Role.GOAL) != HEARTS_NP or set(args) != {A.Role.GOAL, A.Role.SUBJECT}:
        return None
    who = sel(args[A.Role.SUBJECT], v)
    if who != Sel(ref="this"):
        raise Unsupported("a unit made a hearts card, described this way")
    return Trig("hearts", subject=who)


def _attack_guarded(c: A.Action) -> A.Action:
    """「このユニットのアタックがガードされた時」: the attack the subject of the passive — the
    attack guarded against, as 「このユニットのアタックにガードされた時」 says it (10.4.1.10: a
    guardian guards the unit that attack is made against); the clause with that subject as the
    attack printed with に. Else as is."""
    if c.verb != "guard" or c.form is not A.Form.PASSIVE_PAST:
        return c
    if any(a.role is A.Role.GOAL for a in c.args):
        return c
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if len(subj) != 1 or not isinstance(np := subj[0].value, A.NounPhrase):
        return c
    if not np.terms or np.terms[-1] != A.Word("attack"):
        return c
    return replace(
        c, args=tuple(replace(a, role=A.Role.GOAL) if a is subj[0] else a for a in c.args)
    )


def _guard_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「あなたがガードした時」 / 「相手のヴァンガードのアタックにあなたがガードした時」: a fighter
    guarded — a unit whose master it is was put on the guardian circle and guards an attacked
    unit (10.4.1.10 「そのガーディアンはその選択したユニットをガードします」; the guard step is the
    step in which the defender guards by putting guardians there, 10.5.1). The subject is the
    fighter (``subject``: ``Sel(owner=…)``); the attack printed with に (「Xのアタックに」), the
    battle's attacking unit X (``target``). One event per guardian that begins to guard (each
    guardian guards, 10.4.1.10). None for any other clause; the passive (「…にガードされた時」),
    the negative, and another subject are left to the shared reading (refused)."""
    if not isinstance(t.event, A.Action) or t.event.verb != "when" or len(t.event.args) != 1:
        return None
    np = t.event.args[0].value
    c = sole_relative(np)
    if (
        c is None
        and isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.links == ("",)
        and all(isinstance(x, A.Relative) for x in np.terms)
    ):
        # 「このユニットがブーストしたアタックに相手がガードした時」, typed as two relative clauses
        # in a row, the first before the guard's bare 「アタックに」: that clause is the attack's
        # (「このユニットがブーストしたアタック」)
        c = _attack_guarded(np.terms[1].clause)
        bare = A.NounPhrase((A.Word("attack"),))
        # 「このユニットがブーストしたユニットのアタックに」: the unit boosted is the attacking unit
        # (10.4.1.12), its attack the attack boosted
        boosted = A.NounPhrase((A.CardKind("unit"), A.Word("attack")), ("の",))
        first = np.terms[0].clause
        goals = [a for a in c.args if a.role is A.Role.GOAL]
        if len(goals) != 1 or not (
            goals[0].value == bare or (goals[0].value == boosted and first.verb == "boost")
        ):
            return None
        act = A.NounPhrase((np.terms[0], A.Word("attack")), ("",))
        c = replace(c, args=tuple(replace(a, value=act) if a is goals[0] else a for a in c.args))
    if not isinstance(c, A.Action) or c.verb != "guard":
        return None
    c = _attack_guarded(c)
    if c.form not in (A.Form.PAST, A.Form.PASSIVE_PAST) or c.modal is not None or c.more:
        return None
    roles = [a.role for a in c.args]
    if len(set(roles)) != len(roles) or not set(roles) <= {A.Role.SUBJECT, A.Role.GOAL}:
        return None
    subj = next((a.value for a in c.args if a.role is A.Role.SUBJECT), None)
    if c.form is A.Form.PASSIVE_PAST:
        # 「…のアタックにガードされた時」: the attack guarded, by whichever fighter's guardian (the
        # defending fighter's, 10.5.1); a subject of the passive (the attack) is not read
        if subj is not None or A.Role.GOAL not in roles:
            return None
    elif not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 1
        and isinstance(subj.terms[0], A.Owner)
        and subj.terms[0].who in ("you", "opponent")
    ):
        return None
    target: Sel | None = None
    role: str | None = None
    goal = next((a.value for a in c.args if a.role is A.Role.GOAL), None)
    if goal is not None:
        # 「このユニットのアタック」 / 「このユニットがブーストしたアタック」: the unit whose act
        # it is, in its role (the attacking unit, the booster: 10.4.1.12)
        act = act_subject(goal, v)
        if act is None or act[0] is None or act[1] not in ("attack", "boost"):
            return None
        target, role = sel(act[0], v), act[1]
    who = Sel(owner=subj.terms[0].who) if subj is not None else None
    return Trig("guard", subject=who, target=target, role=role)


def _trigger_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """このユニットが「X」から / グレード０からライドして登場した時: the appear trigger of a ride,
    and which vanguard it rode upon (``target``); a state trigger (``_state_event``); a unit made
    a hearts card (``_hearts_event``)."""
    state = (
        _state_event(t)
        or _guard_event(t, v)
        or _hearts_event(t, v)
        or _value_change_event(t, v)
        or _gauge_put_event(t, v)
        or _activated_event(t, v)
    )
    if state is not None:
        return state
    if isinstance(t.event, A.Action):
        _refused_action(when_inner(t.event))
    labelled = _label_event(t, v) or _checked_event(t, v) or _face_event(t, v) or _over_a_unit(t, v)
    if labelled is not None:
        return labelled
    e = t.event
    numbered = _numbered_battle_event(e, v) or _ridden_by(e, v)
    if numbered is not None:
        return numbered
    if not isinstance(e, A.Action) or e.verb != "and":
        return None
    timed = timed_event(e, v)  # 「あなたのバトルフェイズ中、…した時」
    if timed is not None:
        return timed
    if len(e.args) != 2:
        raise Unsupported("a trigger of this shape")
    ride, when = (sole_relative(x.value) for x in e.args)
    if ride is None or when is None:
        raise Unsupported("a trigger of this shape")
    in_battle = _in_a_battle(ride, when, v) or _in_a_turn(ride, when, v)
    if in_battle is not None:
        return in_battle
    unboosted = _unboosted_attack(ride, when, v)
    if unboosted is not None:
        return unboosted
    boosted = _boosted_attack(ride, when, v)
    if boosted is not None:
        return boosted
    ride = _subject_out_of_filter(ride)
    args = args_of(ride)
    if (
        ride.verb != "ride"
        or ride.form is not A.Form.TE
        or set(args) - {A.Role.SOURCE} != {A.Role.SUBJECT}
        or sel(args[A.Role.SUBJECT], v) != Sel(ref="this")
    ):
        raise Unsupported("a trigger of this shape")
    inner = when_inner(when)
    if inner.verb != "appear" or inner.form is not A.Form.PAST:
        raise Unsupported("a trigger of this shape")
    # 「ライドして(V)に登場した時」: the place a ride puts the unit (6.3.4: the vanguard circle),
    # printed or not; any other place is not the ride's appearance
    if any(
        x.role is not A.Role.GOAL or sel(x.value, v) != Sel(zones=("vanguard",)) for x in inner.args
    ):
        raise Unsupported("a trigger of this shape")
    if A.Role.SOURCE not in args:
        # 「このユニットがライドして登場した時」: its appearance on the vanguard circle by a ride
        # (6.3.4), whatever it rode from — not by a stride (6.6.2) or another act (means ``ride``)
        return Trig("appear", subject=Sel(ref="this"), dst=("vanguard",), means="ride")
    source = args[A.Role.SOURCE]
    if _a_zone(source):
        # 「ライドデッキからライドして」 / 「手札からライドして」: the zone the ridden card came
        # from (6.3.3.1, 6.3.3.2; the ride's ``from``)
        return Trig("appear", subject=Sel(ref="this"), dst=("vanguard",), src=sel(source, v).zones)
    src = sel(source, v)
    if src.ref or src.owner or src.zones or src.count is not None or src.icons:
        raise Unsupported("a ride from a unit of this description")
    return Trig("appear", subject=Sel(ref="this"), dst=("vanguard",), target=src)


def _value_change_event(t: A.Trigger, v: Vocab) -> Trig | None:
    """「このユニットのパワーが増加した時」 / 「…が減少した時」: a value of the cards the subject names
    went up / down — changed to a higher / lower value, whatever the instruction said (1.3.6,
    1.3.6.1; ``_vg/steps._values_changed``). None for any other event."""
    e = t.event
    if not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = when_inner(e)
    if c.form is not A.Form.PAST or c.modal is not None or c.verb not in ("do", "decrease_by"):
        return None
    if len({a.role for a in c.args}) != len(c.args):
        return None
    args = args_of(c)
    subj = args.pop(A.Role.SUBJECT, None)
    if c.verb == "do" and args.get(A.Role.NONE) == A.NounPhrase((A.Word("increase"),)):
        way = "up"
        del args[A.Role.NONE]
    elif c.verb == "decrease_by":
        way = "down"
    else:
        return None
    if (
        args
        or not isinstance(subj, A.NounPhrase)
        or len(subj.terms) < 2
        or not isinstance(subj.terms[-1], A.Stat)
        or subj.links[-1] != "の"
    ):
        return None
    from ruling.games._vg.steps import WATCHED_VALUES

    stat = subj.terms[-1].id
    if stat not in WATCHED_VALUES:
        raise Unsupported("a change of a value of this kind")
    who = sel(A.NounPhrase(subj.terms[:-1], subj.links[:-1]), v)
    return Trig("value_changed", subject=who, detail=(("stat", stat), ("dir", way)))


def _a_zone(np: Any) -> bool:
    """A noun phrase that is one zone and nothing else (ライドデッキ, 手札)."""
    return isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Zone)


def _subject_out_of_filter(c: A.Action) -> A.Action:
    """「このユニットが「X」を含むユニットからライドして」: the grammar hangs the subject on the
    filter opening the source (「このユニットが「X」を含む」 as one clause); it is the ride's — taken
    out to the clause, the filter left describing the source. The clause unchanged otherwise."""
    if any(a.role is A.Role.SUBJECT for a in c.args):
        return c
    out = list(c.args)
    for i, a in enumerate(out):
        np = a.value
        if a.role is not A.Role.SOURCE or not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
            continue
        first = np.terms[0]
        if not isinstance(first, A.Relative) or first.clause.verb not in (
            "contain",
            "have",
            "belong",
        ):
            continue
        f = first.clause
        subj = [x for x in f.args if x.role is A.Role.SUBJECT]
        if len(subj) != 1:
            continue
        rest = replace(f, args=tuple(x for x in f.args if x is not subj[0]))
        out[i] = replace(a, value=replace(np, terms=(replace(first, clause=rest), *np.terms[1:])))
        return replace(c, args=(subj[0], *out))
    return c


def _ridden_by(e: Any, v: Vocab) -> Trig | None:
    """「このユニットに「X」を含むグレード１がライドした時」: a card so described rode upon this
    unit — this unit was ridden (6.3.4, 11.9.6.1.4), as 「このユニットが「X」を含むグレード１に
    ライドされた時」 says (event ``ridden``, the new vanguard the ``target``). None for another
    trigger (「あなたがライドした時」: a player rode, ``rode``)."""
    from ruling.cardtext.triggers import event, origin_of

    if not (
        isinstance(e, A.Action)
        and e.verb == "when"
        and len(e.args) == 1
        and isinstance(e.args[0].value, A.NounPhrase)
        and e.args[0].value.terms
        and isinstance(e.args[0].value.terms[-1], A.Relative)
        and e.args[0].value.terms[-1].clause.verb == "ride"
        and e.args[0].value.terms[-1].clause.form is A.Form.PAST
    ):
        return None
    trig = event(e, v)
    s = trig.subject
    if (
        trig.event != "rode"
        or trig.target != Sel(ref="this")
        or s is None
        or s.owner is not None
        or s.ref is not None
        or s == Sel()
    ):
        return None
    if trig.src or trig.dst or trig.means or trig.during or trig.detail:
        raise Unsupported("a ride on this unit described further")
    # 「このユニットにライドデッキのグレード１がライドした時」: the place of the unit riding is
    # where it rode from (``origin_of``, 6.3.2.1)
    target, src = origin_of(s, ())
    return Trig("ridden", subject=Sel(ref="this"), target=target, src=src, form="passive")


def _numbered_battle_event(e: Any, v: Vocab) -> Trig | None:
    """「このユニットがそのターンの３回目以降のバトルでアタックした時」: the event, in the battle of
    this turn so counted (``Trig.detail`` ``in_battle`` ``battle_number``, 10.3.1.3; read as the
    event happens, 11.1.1.2.1). None for another trigger."""
    from ruling.cardtext.triggers import event

    inner = when_clause(e)
    if inner is None:
        return None
    numbered = _numbered_battle_means(inner)
    if numbered is None:
        return None
    n, rest = numbered
    plain = replace(e, args=(replace(e.args[0], value=A.NounPhrase((A.Relative(rest),))),))
    trig = event(plain, v)
    if trig.parts or any(k == "in_battle" for k, _ in trig.detail):
        raise Unsupported("a trigger in a numbered battle of this shape")
    return replace(trig, detail=(*trig.detail, ("in_battle", n)))


def _in_a_battle(first: A.Action, when: A.Action, v: Vocab) -> Trig | None:
    """「このユニットがブーストしたバトル中、相手のリアガードが退却した時」 / 「このユニットがアタック
    したバトル中、相手がガーディアンをコールした時」: the event, in a battle named by what happens
    in it — that battle state holds when the event happens (11.1.1.2.1: else the trigger
    condition is not met), ``Trig.detail`` ``in_battle``. None for another pair of clauses."""
    from ruling.cardtext.conditions import battle_state
    from ruling.cardtext.triggers import event

    preds = [x for x in first.args if x.role is A.Role.PREDICATE]
    if first.verb != "be" or first.form is not A.Form.NOMINAL or len(first.args) != 1 or not preds:
        return None
    state = battle_state(preds[0].value, v)
    if state is None:
        return None
    trig = event(when, v)
    if trig.parts or any(k == "in_battle" for k, _ in trig.detail):
        raise Unsupported("a trigger in a battle of this shape")
    return replace(trig, detail=(*trig.detail, ("in_battle", condition(state, v))))


def _in_a_turn(first: A.Action, when: A.Action, v: Vocab) -> Trig | None:
    """「このユニットがドロップから登場したターン中、このユニットのアタックがヒットした時」: the
    event, in a turn named by what happened in it — this turn is one in which it happened when
    the event happens (11.1.1.2.1: else the trigger condition is not met); ``Trig.detail``
    ``in_turn``, the history 「このターンに…しているなら」 (``conditions.turn_state``). None for
    another pair of clauses."""
    from ruling.cardtext.conditions import turn_state
    from ruling.cardtext.triggers import event

    preds = [x for x in first.args if x.role is A.Role.PREDICATE]
    if first.verb != "be" or first.form is not A.Form.NOMINAL or len(first.args) != 1 or not preds:
        return None
    state = turn_state(preds[0].value)
    if state is None:
        return None
    trig = event(when, v)
    if trig.parts or any(k in ("in_battle", "in_turn") for k, _ in trig.detail):
        raise Unsupported("a trigger in a turn of this shape")
    return replace(trig, detail=(*trig.detail, ("in_turn", condition(state, v))))


def _boosted_attack(first: A.Action, when: A.Action, v: Vocab) -> Trig | None:
    """「このユニットがブーストされてアタックした時」: the unit attacks (10.4.1.5.3) and is boosted
    in that attack (10.4.1.12); both hold from the ‘ブーストされた’ event of the attacking unit
    (10.4.1.12.2, only an attacking unit is boosted), read as 「このユニットがブーストされた時」. None
    for any other pair of clauses; an attack with more said of it is refused."""
    if first.verb != "boost" or first.form is not A.Form.PASSIVE_TE:
        return None
    inner = when_inner(when)
    if (
        set(args_of(first)) != {A.Role.SUBJECT}
        or inner.verb != "attack"
        or inner.form is not A.Form.PAST
        or inner.args
    ):
        raise Unsupported("「…ブーストされて…した時」 of this shape")
    trig = trigger_clause(replace(first, form=A.Form.PASSIVE_PAST), v)
    if trig.event != "boosted":
        raise Unsupported("「…ブーストされて…した時」 of this shape")
    return trig


def _unboosted_attack(first: A.Action, when: A.Action, v: Vocab) -> Trig | None:
    """「このユニットがブーストされないでグレード３以上にアタックした時」: the attack event of
    the subject of 「ブーストされないで」 (10.4.1.5.3) when the attack is not boosted (10.4.1.12);
    None for any other pair of clauses."""
    if first.verb != "boost" or first.form is not A.Form.PASSIVE_NEG_TE:
        return None
    args = args_of(first)
    inner = when_inner(when)
    if (
        set(args) != {A.Role.SUBJECT}
        or inner.verb != "attack"
        or inner.form is not A.Form.PAST
        or any(x.role in (A.Role.SUBJECT, A.Role.TOPIC) for x in inner.args)
    ):
        raise Unsupported("「…されないで…した時」 of this shape")
    subject = next(x for x in first.args if x.role is A.Role.SUBJECT)
    trig = trigger_clause(replace(inner, args=(subject, *inner.args)), v)
    if trig.event != "attack":
        raise Unsupported("「…されないで…した時」 of this shape")
    return replace(trig, without="boosted")


# --------------------------------------------------------------------------- costs


def _soul_charge_cost(body: A.Action, args: dict[A.Role, Any]) -> A.Action | None:
    """[【ソウルチャージ】(2)] as a cost (V series): the act it names, 7.27.1 / 7.27.2.1 — the
    number of cards from the top of the deck put into the soul, paid as the D series' 「山札の
    上から２枚をソウルに置く」 (all of them or the cost is not paid). Other charges in a cost
    stay refused."""
    np = args.get(A.Role.PREDICATE)
    if not (
        body.verb == "be"
        and body.form is A.Form.NOMINAL
        and set(args) == {A.Role.PREDICATE}
        and _charge_of(np) == "soul_charge"
    ):
        return None
    n = np.terms[1]
    if n.unit != "paren" or n.number is None or n.number.value is None:
        return None
    top = A.NounPhrase((A.Zone("deck"), A.Position("top")), ("の",))
    count = A.NounPhrase((A.Count(A.Number(n.number.value), "card", "exact"),), ())
    return A.Action(
        "put",
        (
            A.Arg(A.Role.SOURCE, top),
            A.Arg(A.Role.OBJECT, count),
            A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("soul"),), ())),
        ),
        A.Form.FINAL,
    )


def _face_cost(body: A.Action, args: dict[A.Role, Any], r: Reading) -> CostItem | None:
    """[あなたのＧゾーンから裏の「X」を１枚選び、表にする] / [表のＧゾーンから同名のカードを１枚
    裏向きにする] (7.3.1 as a cost, 11.7.1): that many of the cards named, of the other face,
    turned to the face said — the cards and their count read as those of any act on cards
    (「…を１枚【レスト】する」); None for any other item."""
    g = args.get(A.Role.GOAL)
    if (
        body.verb != "do"
        or not isinstance(g, A.NounPhrase)
        or len(g.terms) != 1
        or not isinstance(g.terms[0], A.Word)
        or g.terms[0].id not in FACES
    ):
        return None
    if body.form not in (A.Form.FINAL, A.Form.STEM) or set(args) - {
        A.Role.GOAL,
        A.Role.OBJECT,
        A.Role.SOURCE,
        A.Role.NONE,
        A.Role.WITH,
    }:
        raise Unsupported("a turn face up or down as a cost of this shape")
    rest = tuple(a for a in body.args if a.role is not A.Role.GOAL)
    (op,) = action(A.Action("rest", rest, A.Form.FINAL), r)
    if op.verb != "rest" or op.target is None or op.dest is not None or op.target.ref == "implied":
        raise Unsupported("a turn face up or down as a cost of this shape")
    return CostItem(
        "act",
        n=op.n if op.n is not None else 1,
        bound=op.bound or "exact",
        verb="face",
        sel=op.target,
        face=g.terms[0].id,
    )


def _cost_hook(body: A.Action, r: Reading) -> CostItem | None:
    """[手札から１枚時刻印ゲージとして表で置く]: as the master's named gauge (7.40.7);
    [バインドゾーンから２枚山札の下に望む順で置く]: the cards put in the order the payer
    wishes (11.8.5.1; the grammar folds the cards and the place into a clause of 「望む順で」, as
    in a step: ``_in_chosen_order``)."""
    args = {a.role: a.value for a in body.args}
    face = _face_cost(body, args, r)
    if face is not None:
        return face
    soul = _soul_charge_cost(body, args)
    if soul is not None:
        from ruling.cardtext.costs import item

        return item(soul, r)
    m = args.get(A.Role.MEANS)
    if (
        body.verb == "put"
        and isinstance(m, A.NounPhrase)
        and len(m.terms) == 2
        and isinstance(m.terms[0], A.Relative)
        and m.terms[0].clause.verb == "wish"
        and isinstance(m.terms[1], A.Word)
        and m.terms[1].id == "order"
    ):
        from ruling.cardtext.costs import item

        inner = m.terms[0].clause
        if inner.form is not A.Form.FINAL or {a.role for a in inner.args} - {
            A.Role.OBJECT,
            A.Role.GOAL,
            A.Role.SOURCE,
            A.Role.NONE,
        }:
            raise Unsupported("a put in a chosen order of this shape")
        rest = tuple(a for a in body.args if a.role is not A.Role.MEANS)
        got = item(replace(body, args=(*rest, *inner.args)), r)
        if got.what != "act" or got.verb != "move" or got.dest != "deck":
            raise Unsupported("a put in a chosen order of this shape")
        return replace(got, order="chosen")
    gauge = _gauge_of(m, r) if body.verb == "put" and m is not None else None
    if gauge is not None:
        # 「[手札から１枚詩譜ゲージとして表で置く]」 / 「[このユニットをあなたのヴァンガードの冠ゲージ
        # として裏で置く]」 (7.40.1–7.40.3, 7.40.7): the cards the rest names (as a discard names
        # them: its object, else a place and a count), put as that gauge
        from ruling.cardtext.costs import item

        of, name, face = gauge
        rest = tuple(a for a in body.args if a.role is not A.Role.MEANS)
        got = item(replace(body, verb="discard", args=rest), r)
        if got.what != "act" or got.verb != "discard" or got.sel is None or got.bound != "exact":
            raise Unsupported("a put cost of this shape")
        return replace(got, verb="gauge", dest="gauge", face=face, pos=name, host=of)
    return None


# --------------------------------------------------------------------------- abilities


def _cost_down_if(preamble: tuple[A.Sentence, ...], v: Vocab) -> tuple[Any, ...] | None:
    """「[Xなら、]このコストで払う【ソウルブラスト】は(1)減る。」 before the trigger: when X holds,
    the ability's cost pays N fewer of that payment (7.28.1; its text beats the rules, 1.3.1).
    Returns ``("cost_down_if", condition, payment, N, per)`` (``per``: the cards 「…１枚につき」
    counts, N fewer for each, else None), or None for another sentence."""
    if len(preamble) != 1 or len(preamble[0].steps) != 1:
        return None
    st = preamble[0].steps[0]
    b = st.body
    if not (isinstance(b, A.Action) and b.verb == "decrease" and b.form is A.Form.FINAL):
        return None
    args = args_of(b)
    topic, amount = args.get(A.Role.TOPIC), args.get(A.Role.NONE)
    this_cost = A.NounPhrase((A.Ref("this"), A.Stat("cost")), ("",))
    per: Sel | None = None
    if (
        isinstance(topic, A.NounPhrase)
        and topic.terms
        and isinstance(topic.terms[0], A.Relative)
        and isinstance(topic.terms[0].clause, A.Action)
        and topic.terms[0].clause.args[:1]
        and topic.terms[0].clause.args[0].role is A.Role.PER
    ):
        # 「あなたのダメージゾーン１枚につき、このコストで払う【エネルギーブラスト】は(1)減る」:
        # the grammar hangs 「…につき」 on 払う; it counts the reduction (N per card, 12.7.1)
        clause = topic.terms[0].clause
        per = sel(clause.args[0].value, v)
        if per.count != 1 or per.bound != "exact" or per.ref is not None:
            raise Unsupported("a cost reduction per a count of this shape")
        per = replace(per, count=None)
        topic = A.NounPhrase(
            (A.Relative(replace(clause, args=clause.args[1:])), *topic.terms[1:]), topic.links
        )
    if (
        set(args) != {A.Role.TOPIC, A.Role.NONE}
        or not isinstance(topic, A.NounPhrase)
        or len(topic.terms) != 2
        or not isinstance(topic.terms[0], A.Relative)
        or topic.terms[0].clause != A.Action("pay", (A.Arg(A.Role.MEANS, this_cost),), A.Form.FINAL)
        or not isinstance(topic.terms[1], A.Word)
        or topic.terms[1].id not in PAYMENTS
        or st.lead is not None
        or st.cost is not None
    ):
        raise Unsupported("a cost reduction of this shape")
    t = amount.terms[0] if isinstance(amount, A.NounPhrase) and len(amount.terms) == 1 else None
    if exact_number(t, "paren") is None:
        raise Unsupported("a cost reduction of this amount")
    cond = condition(st.condition, v) if st.condition is not None else None
    return ("cost_down_if", cond, PAYMENTS[topic.terms[1].id], t.number.value, per)


def _cost_waiver(preamble: tuple[A.Sentence, ...]) -> Cond:
    """「このユニットが手札からライドしたなら、このコストはなくなる。」 before the trigger: when the
    unit appeared by a ride from the hand, the ability's 【コスト】 (11.1.1.2.2) is nothing."""
    if len(preamble) != 1 or len(preamble[0].steps) != 2:
        raise Unsupported("a sentence before the trigger")
    first, second = preamble[0].steps
    b, c = first.body, first.condition
    if (
        not isinstance(b, A.Action)
        or b.verb != "exist_thing"
        or b.form is not A.Form.NEGATIVE_CONT
        or b.args != (A.Arg(A.Role.TOPIC, A.NounPhrase((A.Ref("this"), A.Stat("cost")), ("",))),)
        or c is None
        or not isinstance(c.clause, A.Action)
        or c.clause.verb != "ride"
        or c.clause.form is not A.Form.PAST
        or not isinstance(second.body, A.Action)
        or second.body.verb != "become"
        or second.body.args
    ):
        raise Unsupported("a sentence before the trigger")
    args = args_of(c.clause)
    if set(args) != {A.Role.SUBJECT, A.Role.SOURCE} or sel(args[A.Role.SUBJECT], VOCAB) != Sel(
        ref="this"
    ):
        raise Unsupported("a sentence before the trigger")
    if sel(args[A.Role.SOURCE], VOCAB) != Sel(zones=("hand",)):
        raise Unsupported("a sentence before the trigger")
    return Cond("rode_from", verb="hand")


def _label_hook(lab: A.Label, h: shared.Header, v: Vocab) -> bool:
    if lab.kind != "zone" and lab.keyword is None and lab.name in LABEL_ZONES:
        # 【ライドデッキ置場】: a zone's name (chapter 4) the grammar did not type as a zone label
        h.zones += LABEL_ZONES[lab.name]
        return True
    if lab.kind == "icon" and lab.name in ICON_LABELS:
        h.icons += (ICON_LABELS[lab.name],)
        return True
    if lab.kind == "icon" and lab.name in PRINTED_TRIGGER_ICONS:
        # 【前】（トリガーで出たら、…）: the card's trigger icon printed as text (2.8.1), the trigger
        # ability it stands for the icon's (11.10.1, 11.10.2.x; its reminder has no effect)
        h.icons += (PRINTED_TRIGGER_ICONS[lab.name],)
        return True
    word = lab.keyword.id if lab.keyword is not None else ABILITY_WORDS.get(lab.name)
    if word in ABILITY_WORDS.values() and not (lab.keyword and lab.keyword.params):
        # 【自】【(R)】【魔装合体】：…: an ability word as a label (the ability carries it)
        if h.keyword not in (None, word):
            raise Unsupported(f"two keywords on one ability (【{lab.name}】)")
        h.keyword = word
        return True
    if lab.kind == "icon" and lab.name in KEYWORD_ICONS:
        # 「…として扱う。【レガリスピース】（…）」: the card's keyword printed after an ability on
        # its line, like an icon (14.51)
        h.keyword = KEYWORD_ICONS[lab.name]
        return True
    return False


# the timings a stride skill may name (14.12.2 ‘(タイミング)’), as the turn's steps
STRIDE_TIMINGS = {"stride_step": "stride"}


def _stride_cost(n: int, owned: bool = False, direct: bool = False) -> A.Action:
    """「手札からグレードの合計がN以上になるように１枚以上選び、捨てる」 as the grammar types it;
    ``owned``: the hand printed as 「あなたの手札から」 (the same hand: a cost is paid by the
    ability's master with what it is master of, 11.7.1; 14.12.3); ``direct``: printed with no
    「選び、」 (「…１枚以上捨てる」)."""
    at_least = A.NounPhrase((A.Count(A.Number(n), "none", "at_least"),))
    total = A.Action(
        "become",
        (
            A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Stat("grade"), A.Word("total")), ("の",))),
            A.Arg(A.Role.GOAL, at_least),
        ),
        A.Form.FINAL,
    )
    hand = (
        A.NounPhrase((A.Owner("you"), A.Zone("hand")), ("の",))
        if owned
        else A.NounPhrase((A.Zone("hand"),))
    )
    choose = A.Action(
        "choose",
        (
            A.Arg(A.Role.SOURCE, hand),
            A.Arg(A.Role.GOAL, A.NounPhrase((A.Relative(total), A.Word("manner")), ("",))),
            A.Arg(A.Role.NONE, A.NounPhrase((A.Count(A.Number(1), "card", "at_least"),))),
        ),
        A.Form.CONTINUATIVE,
    )
    if direct:
        # 「手札からグレードの合計がN以上になるように１枚以上捨てる」 (the G era's printing, with
        # no 「選び、」): the same cost — the cards discarded are the ones chosen
        return replace(choose, verb="discard", form=A.Form.FINAL)
    return A.Action(
        "and",
        (
            A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(choose),)), True),
            A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(A.Action("discard", (), A.Form.FINAL)),))),
        ),
        A.Form.NOMINAL,
    )


STRIDE_EFFECT = A.Action(
    "do",
    (
        A.Arg(
            A.Role.OBJECT,
            A.NounPhrase((A.Word("face_down", 1), A.Ref("this_card")), ("の",)),
        ),
        A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("vanguard_circle"),))),
        A.Arg(A.Role.NONE, A.NounPhrase((A.Label("超越", "keyword"),))),
    ),
    A.Form.FINAL,
)


# 「裏のこのカードを(G)にコールする」: what a G guardian skill does (14.16.1)
G_GUARDIAN_EFFECT = A.Action(
    "call",
    (
        A.Arg(
            A.Role.OBJECT,
            A.NounPhrase((A.Word("face_down", 1), A.Ref("this_card")), ("の",)),
        ),
        A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("guardian_circle"),))),
    ),
    A.Form.FINAL,
)
# 「裏のこのカードを表にして(G)にコールする」: the same call in 10.5.1.2.3's words (「それを表向きにして
# ガーディアンサークルにスペリオルコールする」): the face-up turn is the rules' process's own
G_GUARDIAN_FACE_UP_EFFECT = (
    A.Action(
        "do",
        (
            A.Arg(
                A.Role.OBJECT,
                A.NounPhrase((A.Word("face_down", 1), A.Ref("this_card")), ("の",)),
            ),
            A.Arg(A.Role.GOAL, A.NounPhrase((A.Word("face_up", 1),))),
        ),
        A.Form.TE,
    ),
    A.Action(
        "call",
        (A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("guardian_circle"),))),),
        A.Form.FINAL,
    ),
)


def _g_guardian_skill(node: A.Ability) -> Program:
    """「【Ｇガーディアン】-相手ターンのガードステップ-【コスト】[…]ことで、裏のこのカードを(G)に
    コールする。」 (14.16.1): a continuous ability that lets its card be called from the G zone in
    the guard step (14.16.2, 10.5.1.2.3: the call itself is the rules' process, the ``g_guard``
    action of ``_vg/battle``), the cost its text names paid for it. Read: the timing (only the
    opponent's turn's guard step, the one the rules name) and the cost's items as any cost's;
    any other timing or further text refuses."""
    from ruling.cardtext.costs import cost_items

    kw = node.labels[0].keyword
    assert kw is not None
    _only_step(node, G_GUARDIAN_EFFECT, "a G guardian skill", (G_GUARDIAN_FACE_UP_EFFECT,))
    timing = kw.arg("timing")
    if timing is not None and timing != A.Word("opponent_turn_guard_step"):
        raise Unsupported("a G guardian skill's timing of this kind")
    if node.cost is None:
        raise Unsupported("a G guardian skill with no cost printed")
    items = cost_items(node.cost, Reading(VOCAB, "continuous"))
    return Program("keyword", keyword="g_guardian", cost=items, params=(("timing", "guard"),))


def _only_step(
    node: A.Ability, body: Any, what: str, spelled: tuple[tuple[Any, ...], ...] = ()
) -> None:
    """A keyword skill whose text is its one label and the one step ``body`` it prescribes, with
    nothing else printed (no trigger, condition, preamble, further sentence or step part);
    anything more refuses it, named ``what``. ``spelled``: other spellings of the same step,
    each the sequence of step bodies it is printed as (「裏のこのカードを表にして(G)にコールする」).
    The step may be left out (「【Ｇガーディアン】【コスト】[…]」, 「【超越】」: the label with its cost
    or alone, no text after it): the skill's step is then the one the rules' definition prints
    (14.16.1, 14.12.2 — the text only explains the rules' process, 14.12.3)."""
    steps: tuple[A.Step, ...] = (
        node.effect.sentences[0].steps
        if node.effect is not None and len(node.effect.sentences) == 1
        else ()
    )
    bodies = tuple(st.body for st in steps) if node.effect is not None else (body,)
    if (
        len(node.labels) != 1
        or node.keyword is not None
        or node.trigger is not None
        or node.condition is not None
        or node.preamble
        or any(st.condition or st.cost or st.lead for st in steps)
        or (bodies != (body,) and bodies not in spelled)
    ):
        raise Unsupported(f"{what} with further text")


def _stride_skill(node: A.Ability) -> Program:
    """「【超越】-(タイミング)-【コスト】[…]ことで、裏のこのカードを(V)に【超越】する。」 (14.12.2): a
    continuous ability that tells the timing and the cost of the card's normal stride (14.12.3);
    the stride itself is the rules' process (6.6.2). Read: the timing (a step of the turn) and
    the cost 「手札からグレードの合計がN以上になるように１枚以上選び、捨てる」 (its N); printed
    without them, the stride step and N = 3 (14.12.3.1). Any other cost or further text refuses."""
    kw = node.labels[0].keyword
    assert kw is not None
    _only_step(node, STRIDE_EFFECT, "a stride skill")
    timing = kw.arg("timing")
    step = "stride"
    if timing is not None:
        if not isinstance(timing, A.Word) or timing.id not in STRIDE_TIMINGS:
            raise Unsupported("a stride skill's timing of this kind")
        step = STRIDE_TIMINGS[timing.id]
    total = 3
    count = 0
    if node.cost is not None:
        if len(node.cost.items) != 1 or not isinstance(node.cost.items[0].body, A.Action):
            raise Unsupported("a stride skill's cost of this shape")
        body = node.cost.items[0].body
        got = _grade_total(body)
        count = _discard_count(body) if got is None else 0
        if count:
            # 「[【コスト】[手札からカードをN枚捨てる]]」: the cost the skill shows (14.12.3) is N
            # hand cards discarded, whatever their grades
            total = 0
        elif got is None or body not in (
            _stride_cost(got, owned, direct) for owned in (False, True) for direct in (False, True)
        ):
            raise Unsupported("a stride skill's cost of this shape")
        else:
            total = got
    # 「【究極超越】-(タイミング)-[(コスト)]…」 (14.13.2.1): an ultimate stride skill, a stride
    # skill too (6.6.3.4), played by 6.6.3 and its exceptions (``turn.stride``)
    ultimate = kw.id == "ultimate_stride"
    return Program(
        "keyword",
        keyword="stride_skill",
        params=(("timing", step), ("grade_total", total))
        + ((("discard_count", count),) if count else ())
        + ((("ultimate", True),) if ultimate else ()),
    )


@functools.lru_cache(maxsize=8)
def _discard_cost(n: int, owned: bool) -> A.Action | None:
    """「（あなたの）手札からカードをN枚捨てる」 as the grammar types it, as a cost item."""
    from grammar.parse import parse_card

    hand = "あなたの手札" if owned else "手札"
    card = parse_card(f"【起】：【コスト】[{hand}からカードを{n}枚捨てる]、１枚引く。", "vg").card
    if card is None or card.abilities[0].cost is None:
        return None
    body = card.abilities[0].cost.items[0].body
    return body if isinstance(body, A.Action) else None


def _discard_count(body: A.Action) -> int:
    """N when a stride skill's cost is 「手札からカードをN枚捨てる」 (1 to 9), else 0."""
    for n in range(1, 10):
        if body in (_discard_cost(n, False), _discard_cost(n, True)):
            return n
    return 0


def _grade_total(body: A.Action) -> int | None:
    """The N of 「グレードの合計がN以上になるように」 in a stride skill's cost, if there is one."""
    from grammar.ast import walk

    for n in walk(body):
        if isinstance(n, A.Action) and n.verb == "become":
            for a in n.args:
                if a.role is A.Role.GOAL and isinstance(a.value, A.NounPhrase):
                    t = a.value.terms
                    if len(t) == 1 and isinstance(t[0], A.Count) and t[0].number is not None:
                        return t[0].number.value
    return None


# keyword abilities the rules define by what they mean (chapter 14), as the ability they mean in
# the printed style, compiled as card text: a line 「【永】【(R)】：拘束」 (with or without its
# reminder, 2.11.3), and a unit the scenario gives the keyword (``skills: [restraint]``,
# ``keyword_abilities``) run this one ability (the keyword's clauses are cited through
# ``selectors.KEYWORD_MEANING_CLAUSES``): 14.6.2 拘束, 14.8.2 先駆, 14.9.2 盟主 (「共通するクランが
# ない」: a unit of another clan, ``Sel.clan_with``), 14.15.1 抵抗, 14.22.2 天啓－(サークル), 14.23.1
# 竜炎, 14.24.1 残影, 14.26.1 暴喰, 14.52.2 ドレスアップ - (名称) (in every zone, 14.52.2.1)
MEANINGS = {
    "restraint": "【永】：このユニットはアタックできない。",
    "lord": "【永】：このユニットと違うクランのあなたのユニットがいるなら、このユニットはアタックできない。",
    "forerunner": "【自】：このユニットがライドされた時、このカードを(R)にコールしてよい。",
    "resist": "【永】：このユニットは相手のカードの効果で選べない。",
    "revelation": (
        "【自】：このユニットが{circle}に登場した時、山札の上から１枚見て、そのカードをソウルに"
        "置いてよい。置いた場合、あなたのスタンド状態のリアガードを１枚選び、【レスト】する。"
    ),
    "afterimage": (
        "【自】：バインドゾーンのカードが相手の手札に加えられた時、あなたの手札が６枚以下なら、"
        "このユニットを手札に戻してよい。"
    ),
    # 14.23.1: the state 竜炎 (a named state other text reads, 5.2.2)
    "blaze": (
        "【自】：あなたのアタックステップの開始時、あなたのリアガードが相手のリアガードより多いなら、"
        "そのターン中、あなたのヴァンガードを竜炎状態にする。"
    ),
    # 14.26.1: the retire is an effect (14.26.2)
    "overeat": (
        "【自】：このユニットがアタックした時、他のあなたのリアガードを１枚以上選び、退却させてよい。"
        "１枚以上退却させたら、そのターン中、このユニットは暴喰状態になる。"
    ),
    "dress_up": "【永】：このカードは「{name}」としても扱う。",
    # 14.31.1 / 14.35.1: a named state set by the ability, acted on by the rules where its clause
    # says (_vg/keyword_states.STATE_RULES: 14.31.2 the deck bottom at the end of a battle it
    # took part in; 14.35.1 「そうしたなら、ターン終了時、…すべて退却させる」). The circle icon of
    # both clauses is lost in the extracted text (「…効果で  に登場した時」): the rear-guard circle
    # the cards print (「突撃（このユニットが効果で(R)に登場した時…）」)
    "charge": "【自】：このユニットが効果で(R)に登場した時、そのターン中、このユニットを突撃状態にしてよい。",
    "hollow": "【自】：このユニットが(R)に登場した時、このユニットを亡霊状態にしてよい。",
    # 14.46.1, 14.46.1.1: while another unit of yours is in this unit's column, both are in the
    # state 友達 (14.46.2; 「“友達”」 a text reads is a unit in that state, 14.46.2.1)
    "friend": (
        "【永】：このユニットと同じ縦列にあなたの他のユニットがいるなら、このユニットは友達状態になる。"
        "このユニットと同じ縦列にいるあなたの他のユニットは友達状態になる。"
    ),
    # 14.36.1: the two units paired in the state (keyword_states.PAIRED_STATES: it holds while
    # both are on the field under one master; not set if one left before it resolves, 14.36.1.1)
    "harmony": (
        "【自】：他のあなたのユニットが同じ縦列に登場した時、そのターン中、このユニットとその登場した"
        "ユニットを♪♪状態にする。"
    ),
}
# what a definition says of its trigger that the wording above leaves out: 14.8.2 「自身と同じ
# クランのユニットにライドされた時」 (the unit that rides shares a clan with this one)
MEANING_RIDDEN_BY = {"forerunner": Sel(kinds=("unit",), clan_with="same")}
# keywords standing for part of an effect, with their number (14.19.1.1 救援(数値): 「…を(数値)枚
# 選び、それを回復し、あなたのヴァンガードを1枚選び、(数値)ダメージ」): the steps they mean
STEP_MEANINGS = {
    "rescue": (
        "あなたのダメージゾーンからカードを{n}枚選び、それを回復し、あなたのヴァンガードを１枚選び、"
        "{n}ダメージ。"
    ),
}
CIRCLE_TEXT = {"vanguard_circle": "(V)", "rear_circle": "(R)", "guardian_circle": "(G)"}
# automatic keyword abilities the rules define by their trigger alone (‘…時’に誘発する自動能力),
# printed before the effect they have: 「【自】【(R)】：闘魂（…）－そのターン中、…」 — the
# ability is the trigger its clause states and the effect printed (14.29.1 闘魂)
TRIGGER_MEANINGS = {"rush": "あなたのカードの効果で、このユニットが【スタンド】した時"}
# automatic keyword abilities whose clause states the shape of their trigger and leaves the card
# to say which unit and where, in the reminder printed after the keyword: 14.40.1 開花
# ‘他のあなたの特定のユニットが指定した領域に登場した時’ — 「開花（他のあなたの〈X〉が(R)に登場した
# 時）－…」; the reminder's trigger is read as printed (the grammar's, compiled as any other)
TRIGGER_SHAPES = {
    "bloom": re.compile(r"他のあなたの.+が.+に登場した時"),
    # 17.14.3 二刀開眼 ‘このユニットが特定のユニットをブーストした時’ / ‘…にブーストされた時’
    "nitou_kaigan": re.compile(r"このユニットが.+(?:を|に)ブースト(?:した|された)時"),
}
# the events of that shape, when the card prints the trigger as the ability's own, and the
# unit the shape names as its subject (None: any the card says)
SHAPE_EVENTS = {"bloom": ("appear",), "nitou_kaigan": ("boost", "boosted")}
SHAPE_SUBJECTS = {"nitou_kaigan": "this"}


@functools.lru_cache(maxsize=16)
def _meaning_trigger(kid: str) -> A.Trigger:
    """The trigger ``TRIGGER_MEANINGS`` states for keyword ``kid``, read by the grammar."""
    from grammar.parse import parse_card

    card = parse_card(f"【自】：{TRIGGER_MEANINGS[kid]}、１枚引く。", "vg").card
    assert card is not None and card.abilities[0].trigger is not None, kid
    return card.abilities[0].trigger


# a trigger icon's name as the grammar types it (Word) -> the icon (11.10.2.x)
TRIGGER_WORDS = {
    "critical_trigger": "trigger:critical",
    "draw_trigger": "trigger:draw",
    "heal_trigger": "trigger:heal",
    "stand_trigger": "trigger:stand",
    "front_trigger": "trigger:front",
    "over_trigger": "trigger:over",
}


_REMINDED_POWER = re.compile(r"パワー[＋+]([0-9]+)")


# the icons whose name the grammar reads as a verb, printed as a line of their own: the skill
# the icon gives (2.13.3: ペルソナライドアイコン — the card may make a persona ride, 6.3.8)
ICON_VERBS = {"persona_ride": "persona_ride"}


def _icon_name_line(node: A.Ability) -> Program | None:
    """「ペルソナライド（同名のカードにライドしたら、…）」: an icon printed as its name on a line of
    its own (2.13.3) — the card has the skill the icon gives (``skills``), its reminder having no
    effect on the game (2.11.3). None for any other line."""
    if node.labels or node.prefix or node.kind not in (A.AbilityKind.EVENT, A.AbilityKind.KEYWORD):
        return None
    b = _bare_step(node)
    if (
        b is None
        or b.verb not in ICON_VERBS
        or b.args
        or b.form is not A.Form.STEM
        or b.amount is not None
        or b.modal is not None
        or b.more
    ):
        return None
    return Program("keyword", keyword=ICON_VERBS[b.verb])


def _trigger_icon_line(node: A.Ability) -> Program | None:
    """「【☆】クリティカルトリガー＋10000（パワーはあなたのユニット１枚に、…）」: the card's trigger
    icon printed as a line (2.8.1; 11.10.2.x 「テキスト中では…で表されます」) with its name and
    the value under it (11.10.5) — the trigger ability the icon stands for (its reminder has no
    effect, 2.11.3), the printed value the power it gives (``params`` ``trigger_power``, read by
    ``triggers.trigger_power``). The icon and the name must agree; None for any other line."""
    if node.labels or node.kind not in (A.AbilityKind.EVENT, A.AbilityKind.KEYWORD):
        return None
    b = _bare_step(node)
    if b is None or b.modal:
        return None
    if len(b.args) != 1 or not isinstance(b.args[0].value, A.NounPhrase):
        return None
    terms = b.args[0].value.terms
    if len(terms) != 2 or not isinstance(terms[0], A.Label) or not isinstance(terms[1], A.Word):
        return None
    icon = PRINTED_TRIGGER_ICONS.get(terms[0].name)
    named = TRIGGER_WORDS.get(terms[1].id)
    if icon is None or named is None:
        return None
    if icon != named:
        raise Unsupported("a trigger icon printed with another trigger's name")
    if b.verb == "be" and b.form is A.Form.NOMINAL and b.amount is None:
        # 「【引】ドロートリガー（パワー＋5000をあなたのユニット１枚に、…）」: the value said in its
        # reminder; none said, the runtime's (the scenario's, else +10000 said as an assumption)
        said = {int(m) for r in node.reminders for m in _REMINDED_POWER.findall(r.text)}
        if len(said) > 1:
            raise Unsupported("a trigger icon's reminder with two powers")
        power = (("trigger_power", said.pop()),) if said else ()
        return Program("keyword", icons=(icon,), params=power)
    if b.verb == "stat_change" and b.amount is not None and b.amount.sign == "+":
        n = b.amount.number
        if n.variable is not None:
            return None
        return Program("keyword", icons=(icon,), params=(("trigger_power", n.value),))
    return None


def _trigger_keyword(node: A.Ability, items: tuple[A.Ability, ...]) -> Program | None:
    """An automatic keyword ability printed with its effect (``TRIGGER_MEANINGS``: 「闘魂－…」):
    the effect under the trigger the keyword's clause states; the card has the keyword. Printed
    with no effect, or on an ability of another kind, it is refused."""
    k = node.keyword
    if k is None or (k.id not in TRIGGER_MEANINGS and k.id not in TRIGGER_SHAPES):
        return None
    if (
        node.prefix is not None
        and getattr(lookup_keyword("vg", _prefix_word(node.prefix.rstrip("-－ "))), "id", None)
        == k.id
    ):
        # 「闘魂-【自】【(R)】：…時、…」: the keyword printed before the markers — the same
        # keyword as printed before the colon
        node = replace(node, prefix=None)
    if k.id in TRIGGER_SHAPES and node.trigger is not None and node.effect is not None:
        # 「【自】【(R)】開花：あなたの他のユニットが(R)に登場した時、…」: the keyword as the
        # ability's head and the trigger its clause leaves to the card printed as the ability's
        # own (14.40.1) — an ability of that trigger, which the keyword names
        prog = compile_ability(replace(node, keyword=None, keyword_first=False), items)
        if (
            prog.trigger is None
            or prog.trigger.event not in SHAPE_EVENTS[k.id]
            or (
                k.id in SHAPE_SUBJECTS
                and (
                    prog.trigger.subject is None or prog.trigger.subject.ref != SHAPE_SUBJECTS[k.id]
                )
            )
        ):
            raise Unsupported(f"the keyword {k.name} with a trigger of another shape")
        return replace(prog, keyword=k.id)
    if k.id in TRIGGER_MEANINGS and node.trigger is not None and node.effect is not None:
        # 「【自】【(R)】闘魂：このユニットがあなたのカードの効果で【スタンド】した時、…」: the
        # keyword printed with the trigger its clause states (14.29.1) — an ability of that
        # trigger, which the keyword names; a trigger of another shape is refused
        bare = replace(node, keyword=None, keyword_first=False)
        prog = compile_ability(bare, items)
        said = compile_ability(replace(bare, trigger=_meaning_trigger(k.id)), items)
        if prog.trigger != said.trigger:
            raise Unsupported(f"the keyword {k.name} with a trigger of another shape")
        return replace(prog, keyword=k.id)
    if node.effect is None or node.trigger is not None:
        raise Unsupported(f"the keyword {k.name} without the effect it has")
    if node.kind in (A.AbilityKind.EVENT, A.AbilityKind.KEYWORD) and not node.labels:
        # 「闘魂－…」 printed without its marker: the keyword is an automatic ability (14.29.1,
        # 14.40.1), as the rules print it
        node = replace(node, kind=A.AbilityKind.AUTO)
    if node.kind is not A.AbilityKind.AUTO:
        raise Unsupported(f"the keyword {k.name} on an ability of another kind")
    if k.id in TRIGGER_MEANINGS:
        trig = _meaning_trigger(k.id)
        rest = node.reminders
    else:
        said = node.reminders[0].text.strip() if node.reminders else ""
        if not TRIGGER_SHAPES[k.id].fullmatch(said):
            raise Unsupported(
                f"the keyword {k.name} without the unit and the zone its reminder names"
            )
        trig = _reminder_trigger(said)
        rest = node.reminders[1:]
    # 「【自】【(R)】闘魂：…」: the keyword printed before the colon, as validity keywords are
    prog = compile_ability(
        replace(node, keyword=None, keyword_first=False, trigger=trig, reminders=rest), items
    )
    return replace(prog, keyword=k.id)


@functools.lru_cache(maxsize=64)
def _reminder_trigger(text: str) -> A.Trigger:
    """The trigger a keyword's reminder states (``TRIGGER_SHAPES``), read by the grammar."""
    from grammar.parse import parse_card

    card = parse_card(f"【自】：{text}、１枚引く。", "vg").card
    if card is None or not card.abilities or card.abilities[0].trigger is None:
        raise Unsupported(f"the trigger {text}")
    return card.abilities[0].trigger


def _keyword_meaning(node: A.Ability, items: tuple[A.Ability, ...]) -> Program | None:
    """A line of a keyword ability the rules spell out (``MEANINGS``: 「【永】【(R)】：抵抗」,
    「【ドレスアップ】－「X」」): the ability its definition states, compiled as printed, under the
    zone labels of the line; the card has the keyword."""
    k = node.keyword
    zones = tuple(lab for lab in node.labels if lab.kind == "zone")
    if k is None and len(node.labels) == 1 and node.labels[0].kind == "keyword":
        k, zones = node.labels[0].keyword, ()
    elif k is not None and len(zones) != len(node.labels):
        return None
    if k is None or k.id not in MEANINGS or node.effect is not None or node.cost is not None:
        return None
    if node.condition or node.prefix or node.preamble:
        return None
    template = MEANINGS[k.id]
    name, where = k.arg("name"), k.arg("circle")
    if (
        ("{name}" in template) != isinstance(name, A.Name)
        or ("{circle}" in template) != (isinstance(where, A.Zone) and where.id in CIRCLE_TEXT)
        or len(k.args) > 1
    ):
        raise Unsupported(f"the keyword {k.name} with these parameters")
    text = template.format(
        name=name.text if isinstance(name, A.Name) else "",
        circle=CIRCLE_TEXT[where.id] if isinstance(where, A.Zone) else "",
    )
    prog = meaning_program(text, zones, items)
    if node.kind.value != prog.kind and not (node.kind.value == "keyword" and not zones):
        # 「【永】：先駆」: the keyword is an ability of another kind (14.8.1: automatic)
        raise Unsupported(f"the keyword {k.name} on an ability of another kind")
    if k.id in MEANING_RIDDEN_BY and prog.trigger is not None:
        prog = replace(prog, trigger=replace(prog.trigger, target=MEANING_RIDDEN_BY[k.id]))
    return replace(prog, keyword=k.id)


@functools.lru_cache(maxsize=256)
def keyword_abilities(skills: tuple[str, ...]) -> tuple[Any, ...]:
    """The abilities of the keywords a scenario gives a card as ``skills`` (``lord``, or as
    printed, ``盟主``) that the rules define by what they mean (``MEANINGS``, a keyword with no
    parameter): each the same ability as its card-text line 「【永】：盟主」 — one rule, two
    spellings. Other skills (boost, intercept …) are read by the rules that use them."""
    from grammar.keywords import by_id, lookup
    from ruling.abilities import _abilities

    out = []
    for i, sk in enumerate(skills):
        k = by_id("vg", sk) or lookup("vg", sk)
        if k is None or k.id not in MEANINGS or "{" in MEANINGS[k.id]:
            continue
        marker = MEANINGS[k.id][:3]  # the kind of the ability it means: 【永】 / 【自】
        for ab in _abilities("vg", f"{marker}：{k.names[0]}", None):
            out.append(replace(ab, index=SKILL_PART + i))
    return tuple(out)


# the index of an ability a scenario's ``skills`` gives (``keyword_abilities``): apart from the
# printed ones (and from an order's part, continuous.ORDER_PART)
SKILL_PART = 700


def meaning_program(
    text: str, zones: tuple[A.Label, ...] = (), items: tuple[A.Ability, ...] = ()
) -> Program:
    """The one ability ``text`` (a keyword's meaning, in the printed style) compiled, under the
    zone labels ``zones`` of the line that printed the keyword."""
    from grammar.parse import parse_card

    card = parse_card(text, "vg").card
    assert card is not None and len(card.abilities) == 1, text
    meant = card.abilities[0]
    meant = replace(meant, labels=(*zones, *meant.labels))
    return compile_ability(meant, items)


THIS_ABILITY = A.NounPhrase((A.Ref("this_ability"),))
ONE_TURN = A.NounPhrase((A.Count(A.Number(1), "turn", "exact"),))
ONLY = A.NounPhrase((A.Word("only"),))
DURING = A.NounPhrase((A.Word("during"),))  # 「１ターン中に」


TURN_DURING = A.NounPhrase((A.Word("turn"), A.Word("during")), ("",))  # 「ターン中に」


def _is_this_turn(value: object) -> bool:
    """「そのターン中」 / 「このターン中」: the duration of the turn it is."""
    return isinstance(value, A.Duration) and value.id == "this_turn"


def _trigger_cap(node: A.Ability) -> tuple[str, int, A.Ability] | None:
    """「【自】…。この能力は１ターンに２回まで発動する。」 / 「…１ターンに１回だけ発動する。」 /
    「…ターン中に１回だけ発動する。」: the last sentence of an automatic ability limits how many
    times a turn it triggers (an automatic ability 発動する when it triggers and becomes pending,
    7.15.1.3) — ``("triggers_per_turn", N, the ability without it)``; 「【起】…。この能力は
    ターン中に１回だけ使える。」 / 「…１ターンに２回まで使える」 / 「…１回しか使えない」: how many
    times a turn the activated ability may be used, played (12.2.1.1: past it, it is 使えない and
    cannot be played) — ``("uses_per_turn", N, …)``. None for any other ability; the sentence on
    another kind of ability is refused (発動する of an activated ability, 使える of an automatic
    one: which act is counted the text does not say)."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2:
        return None
    # the sentence says what the ability is, not a step of its effect: printed last, or before a
    # sentence of the effect (「…【スタンド】させる。この能力はターン中に１回だけ発動する。
    # 【スタンド】させたなら、…」) — a sentence after it that reads the one before reads the
    # effect's sentence before it (11.2.3, 11.2.4)
    for i in range(len(eff.sentences) - 1, 0, -1):
        got = _cap_sentence(node, eff.sentences[i])
        if got is not None:
            key, n = got
            sents = eff.sentences[:i] + eff.sentences[i + 1 :]
            return key, n, replace(node, effect=replace(eff, sentences=sents))
    return None


def _not_triggered_in(node: A.Ability, v: Vocab) -> tuple[str, A.Ability] | None:
    """「【自】…。この能力はあなたのドローフェイズには発動しない。」: a sentence of an automatic
    ability (after its first) that says when it does not trigger — an automatic ability 発動する
    when its trigger condition is met and it becomes pending (7.15.1.3, 11.1.1.2): the trigger's
    time turned round, ``during`` ``!you:draw`` (not in that player's phase, or turn), and the
    ability without the sentence. None for any other ability."""
    eff = node.effect
    if node.kind is not A.AbilityKind.AUTO or eff is None or len(eff.sentences) < 2:
        return None
    for i in range(len(eff.sentences) - 1, 0, -1):
        sent = eff.sentences[i]
        if len(sent.steps) != 1:
            continue
        st = sent.steps[0]
        b = st.body
        if not (
            isinstance(b, A.Action)
            and b.verb == "activate"
            and b.form is A.Form.NEGATIVE
            and b.modal is None
            and not b.more
            and st.lead is None
            and st.condition is None
            and st.cost is None
            and len(b.args) == 2
            and b.args[0] == A.Arg(A.Role.TOPIC, THIS_ABILITY)
            and b.args[1].role in (A.Role.GOAL, A.Role.TIME)
        ):
            continue
        ph = phase_time(b.args[1].value, v)
        if ph is None:
            continue
        owner, phase = ph
        when = f"{owner or '*'}:{phase}" if phase != "turn" else (owner or "*")
        sents = eff.sentences[:i] + eff.sentences[i + 1 :]
        return "!" + when, replace(node, effect=replace(eff, sentences=sents))
    return None


def _cap_sentence(node: A.Ability, last: A.Sentence) -> tuple[str, int] | None:
    """One sentence 「この能力は１ターンにN回まで発動する / 使える / 解決できる」 (``_trigger_cap``):
    the key and N; None for another sentence."""
    if len(last.steps) != 1:
        return None
    st = last.steps[0]
    b = st.body
    if not isinstance(b, A.Action):
        return None
    args = b.args
    if args[1:3] == (A.Arg(A.Role.NONE, ONE_TURN), A.Arg(A.Role.GOAL, DURING)):
        # 「１ターン中に」: as 「１ターンに」
        args = (args[0], A.Arg(A.Role.GOAL, ONE_TURN), *args[3:])
    if args[1:2] == (A.Arg(A.Role.GOAL, TURN_DURING),):
        # 「ターン中に」: as 「１ターンに」 (one turn, whichever it is)
        args = (args[0], A.Arg(A.Role.GOAL, ONE_TURN), *args[2:])
    if args[1:2] and args[1].role is A.Role.TIME and _is_this_turn(args[1].value):
        # 「そのターン中に」 / 「このターン中に」: the turn it is, as 「ターン中に」
        args = (args[0], A.Arg(A.Role.GOAL, ONE_TURN), *args[2:])
    if not (
        b.verb in ("activate", "use", "resolve")
        and b.form in (A.Form.FINAL, A.Form.CAN, A.Form.CANNOT, A.Form.NEGATIVE)
        and st.lead is None
        and st.condition is None
        and st.cost is None
        and args[:2] == (A.Arg(A.Role.TOPIC, THIS_ABILITY), A.Arg(A.Role.GOAL, ONE_TURN))
    ):
        return None
    rest = [a.value for a in args[2:]]
    times = rest[0] if rest else None
    c = times.terms[0] if isinstance(times, A.NounPhrase) and len(times.terms) == 1 else None
    if not (isinstance(c, A.Count) and c.unit == "times" and c.number is not None):
        return None
    if b.form in (A.Form.FINAL, A.Form.CAN):
        # 「N回まで発動する(できる)」 / 「N回だけ発動する(できる)」
        said = (c.bound == "up_to" and len(rest) == 1) or (
            c.bound == "exact" and rest[1:] == [ONLY]
        )
        said = said and all(a.role is A.Role.NONE for a in args[2:])
    else:
        # 「N回しか発動できない / 発動しない」: at most N times, as 「N回まで」; 「N回までしか使え
        # ない」 says the same with まで
        said = c.bound in ("exact", "up_to") and len(args) == 3 and args[2].role is A.Role.ONLY
    if not said or c.number.value is None:
        return None
    kinds = (A.AbilityKind.ACTIVATED, A.AbilityKind.AUTO)
    if b.verb in ("use", "resolve"):
        # 「N回だけ使える / 解決できる」 of an activated or automatic ability: past N plays this
        # turn it is 使えない (12.2.1: an activated one cannot be played, 12.2.1.1; an automatic
        # one does not trigger, 12.2.1.2.1, and a pending one is not played, 11.9.4) — both
        # play and resolve it (11.8.2, 11.9.4), so the plays are counted
        if node.kind not in kinds or b.form is A.Form.FINAL:
            raise Unsupported(
                "「この能力は１ターンにN回まで使える」 on an ability that is neither activated "
                "nor automatic"
            )
        key = "uses_per_turn"
    elif node.kind is A.AbilityKind.ACTIVATED:
        # 「【起】…この能力はターン中に１回だけ発動する」: an activated ability 発動する when it is
        # played and resolved (7.15.1.2): its plays are counted, as 「使える」
        key = "uses_per_turn"
    else:
        if node.kind is not A.AbilityKind.AUTO:
            raise Unsupported(
                "「この能力は１ターンにN回まで発動する」 on an ability that is not automatic"
            )
        key = "triggers_per_turn"
    return key, c.number.value


THIS_CARD_NP = A.NounPhrase((A.Ref("this_card"),))


def _out_of(c: A.Condition, topic: A.NounPhrase) -> A.Condition | None:
    """The condition with the topic ``topic`` the grammar hung on its clause (「この能力は、あなたの
    ソウルが８枚以上なければ」) taken out; None when the clause has no such topic."""
    cl = c.clause
    if not isinstance(cl, A.Action):
        return None
    hits = [a for a in cl.args if a.role is A.Role.TOPIC and a.value == topic]
    if len(hits) != 1:
        return None
    return replace(c, clause=replace(cl, args=tuple(a for a in cl.args if a is not hits[0])))


def _use_requirement(
    node: A.Ability, v: Vocab
) -> tuple[str, Cond, A.Ability, tuple[str, ...]] | None:
    """「【起】…。この能力は…なければ使えない。」 / 「…。Xなら、この能力は使えない。」 (the last
    sentence of an activated ability): it is 使えない, and cannot be played (12.2.1.1), unless X
    holds / when X holds — ``("use_requirement", the condition it needs, the ability without the
    sentence)``; 「このカードは…でなければプレイできない。…」 (the first sentence of an order): the
    requirement printed at the start of its text, apart from its effects (11.8.2.4.2) —
    ``("require", …)``; last, the clauses the word printed adds (「発動できない」: 7.15.1.2). None
    for another ability."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2:
        return None
    verbs: tuple[str, ...]
    if node.kind in (A.AbilityKind.ACTIVATED, A.AbilityKind.AUTO):
        # an automatic ability 使えない does not trigger (12.2.1.2.1), and is not played (11.9.4);
        # an activated ability 発動できない is not played: to activate it is to play and resolve
        # it (7.15.1.2) — 「この能力は、Xなら発動できない」 says what 「…使えない」 says of it
        k, topic, key = -1, THIS_ABILITY, "use_requirement"
        verbs = ("use", "activate") if node.kind is A.AbilityKind.ACTIVATED else ("use",)
    elif node.kind is A.AbilityKind.EVENT and not node.cost and not node.condition:
        k, verbs, topic, key = 0, ("play",), THIS_CARD_NP, "require"
    else:
        return None
    sent = eff.sentences[k]
    if len(sent.steps) != 1:
        return None
    st = sent.steps[0]
    b = st.body
    c = st.condition
    if not (
        isinstance(b, A.Action)
        and b.verb in verbs
        and b.form is A.Form.CANNOT
        and isinstance(c, A.Condition)
        and c.marker in ("unless", "nara", "baai")
        and st.lead is None
        and st.cost is None
        and b.modal is None
    ):
        return None
    if b.args == (A.Arg(A.Role.TOPIC, topic),):
        out = c
    elif not b.args:
        out = _out_of(c, topic)  # 「この能力はXなければ使えない」: the topic on the condition
    else:
        return None
    if out is None:
        return None
    cond = condition(replace(out, marker="nara"), v)
    if c.marker != "unless":
        cond = Cond("not", parts=(cond,))  # 「Xなら、この能力は使えない」: needs X not to hold
    sents = eff.sentences[:k] if k < 0 else eff.sentences[1:]
    said = ("7.15.1.2",) if b.verb == "activate" else ()
    return key, cond, replace(node, effect=replace(eff, sentences=sents)), said


def _use_permission(
    node: A.Ability, v: Vocab
) -> tuple[str, Cond, A.Ability, tuple[str, ...]] | None:
    """「【起】…。この能力はXの場合のみ使える / 使用できる」 (the normalised 「Xの時に使える」 /
    「X時にしか使えない」) / 「…はXなら使用できる / できない」 / 「…はYには使えない」 (the last
    sentence of an activated ability, read by the shared ``abilities.use_requirement``): it may be
    used only while X holds / is 使えない while X holds (12.2, 12.2.1.1) — ``("use_requirement",
    the condition it needs, the ability without the sentence)``, as ``_use_requirement`` reads
    「…なければ使えない」. None for another sentence."""
    need = shared.use_requirement(node)
    if need is None:
        return None
    rest, c, negated = need
    cond = condition(c, v)
    if negated:
        cond = Cond("not", parts=(cond,))  # 「Xなら使用できない」: needs X not to hold
    return "use_requirement", cond, rest, ()


THIS_CARD = A.NounPhrase((A.Ref("this_card"),))


def _topic_off(cond: A.Condition | None, topic: A.NounPhrase) -> A.Condition | None:
    """「この能力は／このカードは、Xが…なら(なければ)…」: the grammar hangs the sentence's topic
    on the condition before its verb; with a subject of its own there, the topic is the verb's
    (「Xが…なら、この能力は…」). The condition without it; None when it is not so printed."""
    if cond is None or cond.marker != "nara" or not isinstance(cond.clause, A.Action):
        return None
    c = cond.clause
    roles = [a.role for a in c.args]
    if roles.count(A.Role.TOPIC) != 1 or A.Role.SUBJECT not in roles:
        return None
    t = next(a for a in c.args if a.role is A.Role.TOPIC)
    if t.value != topic:
        return None
    return replace(cond, clause=replace(c, args=tuple(a for a in c.args if a is not t)))


def _play_unless(node: A.Ability, v: Vocab) -> tuple[Cond, A.Ability | None] | None:
    """An order's text opening with 「このカードはXが…ならプレイできる。」: X is the requirement to
    play it (11.8.2.4.2), as 「Xが…ならプレイできる。」 says (the topic the grammar hangs on the
    condition is the verb's; the negative 「…でなければプレイできない」: ``_use_requirement``).
    Returns the requirement and the rest of the text; None for another text."""
    eff = node.effect
    if node.kind is not A.AbilityKind.EVENT or eff is None or not eff.sentences:
        return None
    if len(eff.sentences[0].steps) != 1:
        return None
    st = eff.sentences[0].steps[0]
    b = st.body
    # the topic 「このカードは」 hung on the condition, or already the verb's (the shared reading of
    # a topic before a condition whose subject names its owner, 「このカードはあなたのヴァンガード
    # が…なら」: ``conditions._owner_named``)
    topic_on_verb = (
        bool(b.args)
        and isinstance(b, A.Action)
        and [(a.role, a.value) for a in b.args] == [(A.Role.TOPIC, THIS_CARD)]
    )
    if not (
        isinstance(b, A.Action)
        and b.verb == "play"
        and b.form is A.Form.CAN
        and (not b.args or topic_on_verb)
        and b.modal is None
        and st.lead is None
        and st.cost is None
        and not st.bang
    ):
        return None
    cond = st.condition if topic_on_verb else _topic_off(st.condition, THIS_CARD)
    if cond is None or cond.marker != "nara":
        return None
    got = condition(cond, v)
    rest = replace(eff, sentences=eff.sentences[1:]) if len(eff.sentences) > 1 else None
    return got, (replace(node, effect=rest) if rest is not None else None)


def _play_time(node: A.Ability, v: Vocab) -> tuple[Cond, A.Ability | None] | None:
    """An order's text opening with 「相手のターンにプレイできる。」 / 「あなたのバトルフェイズに
    プレイできる。」: a permission to play it at that time, printed apart from its effects — the
    time as a condition (read as 「相手のターンなら」 is), and the rest of the text; None for
    another text. A permission adds to when the rules let the order be played (9.9.2.3,
    10.5.1.2.5), it never takes away: the runtime (``order_time``) plays it at its type's timing
    and says when the time it names lies outside it."""
    eff = node.effect
    if node.kind is not A.AbilityKind.EVENT or eff is None or len(eff.sentences) < 2:
        return None
    if len(eff.sentences[0].steps) != 1:
        return None
    st = eff.sentences[0].steps[0]
    b = st.body
    if not (
        isinstance(b, A.Action)
        and b.verb == "play"
        and b.form is A.Form.CAN
        and len(b.args) == 1
        and b.args[0].role is A.Role.GOAL
        and b.modal is None
        and st.lead is None
        and st.condition is None
        and st.cost is None
        and not st.bang
    ):
        return None
    when = A.Condition(
        clause=A.Action("be", (A.Arg(A.Role.PREDICATE, b.args[0].value),), A.Form.NOMINAL),
        marker="nara",
    )
    got = condition(when, v)
    return got, replace(node, effect=replace(eff, sentences=eff.sentences[1:]))


# keywords whose meaning needs a mechanic the engine lacks: refused, naming it (never a no-op)
UNBUILT_KEYWORDS = {
    # 14.39.3: 達成 is a state trigger (11.9.8)
    "success": "達成 is a state trigger (11.9.8, 14.39.3), not implemented",
}


def _ability_hook(node: A.Ability, v: Vocab, items: tuple[A.Ability, ...]) -> Program | None:
    kind = node.kind.value
    for k in (node.keyword, *(lab.keyword for lab in node.labels)):
        if k is not None and k.id in UNBUILT_KEYWORDS:
            raise Unsupported(UNBUILT_KEYWORDS[k.id])
    meant = (
        _trigger_keyword(node, items)
        or _keyword_meaning(node, items)
        or _card_info_line(node)
        or _unit_condition_line(node)
        or _trigger_icon_line(node)
        or _icon_name_line(node)
    )
    if meant is not None:
        return meant
    if (
        node.labels
        and node.labels[0].keyword is not None
        and node.labels[0].keyword.id in ("stride_skill", "ultimate_stride")
        and node.prefix is None
    ):
        return _stride_skill(node)
    if (
        node.labels
        and node.labels[0].keyword is not None
        and node.labels[0].keyword.id == "g_guardian"
        and node.prefix is None
    ):
        return _g_guardian_skill(node)
    if node.prefix is not None:
        p = node.prefix.rstrip("-－ ")
        if p in GAME_LIMIT_PREFIXES:
            # 【ディヴァインスキル】－【自】… / 【ユニークスキル】【起】…: a limit icon printed before
            # the ability's kind icon, once per game over all its master's abilities with it
            # (12.3.3.1, 12.3.4.1; _vg/autos.GAME_LIMITS)
            if node.kind not in (A.AbilityKind.AUTO, A.AbilityKind.ACTIVATED):
                raise Unsupported(f"the prefix {node.prefix} on an ability of this kind")
            prog = compile_ability(replace(node, prefix=None), items)
            return replace(prog, game_limit=GAME_LIMIT_PREFIXES[p])
        word = ABILITY_WORDS.get(p.strip("【】—―"))
        if word is not None:
            # 「支配-【起】…」 / 「SweetLink－【永】…」 / 「【ファントムスキル】－【自】…」: an ability
            # word before the markers (the ability carries it, of whatever kind)
            kw = node.keyword if node.keyword is None or node.keyword.id != word else None
            prog = compile_ability(replace(node, prefix=None, keyword=kw), items)
            if prog.keyword not in (None, word):
                raise Unsupported(f"the prefix {node.prefix} on an ability with a keyword")
            return replace(prog, keyword=word)
        if (
            node.keyword is not None
            and node.keyword.kind == "condition"
            and node.keyword.id in VALIDITY
            and getattr(lookup_keyword("vg", _prefix_word(p)), "id", None) == node.keyword.id
        ):
            # 「白翼―【永】【(V)】：…」 (14.43.2: ‘(白翼/黒翼)―(能力種別アイコン)(効果)’): a validity
            # keyword printed before the markers, read as one printed before the colon (14.2)
            return compile_ability(replace(node, prefix=None, keyword_first=True), items)
        shared_prog = _shared_ability(node, p, items)
        if shared_prog is not None:
            return shared_prog
        if p in MARK_PREFIXES and node.kind in (A.AbilityKind.AUTO, A.AbilityKind.ACTIVATED):
            prog = compile_ability(replace(node, prefix=None), items)
            return replace(prog, keyword=MARK_PREFIXES[p])
        if p not in PREFIX_KEYWORDS or node.kind is not A.AbilityKind.CONTINUOUS:
            raise Unsupported(f"the prefix {node.prefix}")
        kw = node.keyword if node.keyword is None or node.keyword.id != PREFIX_KEYWORDS[p] else None
        prog = compile_ability(replace(node, prefix=None, keyword=kw), items)
        return replace(prog, keyword=PREFIX_KEYWORDS[p])
    spaced = _spaced_ability_word(node)
    if spaced is not None:
        # 「【自】【(R)】：影縫 このユニットの…時、…」 / 「【永】【(R)】：超爆 このユニットのパワーが…」:
        # an ability word printed at the head of the text after the colon with a space, not a
        # dash — the same word (14.27.1, 14.30.1: the keyword names the abilities)
        word, rest = spaced
        prog = compile_ability(rest, items)
        if prog.keyword not in (None, word):
            raise Unsupported(f"the ability word {word} on an ability with a keyword")
        return replace(prog, keyword=word)
    if (
        node.keyword is not None
        and node.keyword.id in ABILITY_WORDS.values()
        and not node.keyword.params
        and not (node.keyword_first and node.keyword.id in VALIDITY)
        and node.kind is not A.AbilityKind.KEYWORD
        and (node.trigger is not None or node.effect is not None)
    ):
        # 「【自】：時翔－このユニットが…時、…」 / 「【永】【(R)】：過充填－…」: an ability word heading
        # the text after the colon before a dash (the grammar's ``_keyword_dash_effect``), read as
        # the same word printed before the markers (「過充填－【永】…」) or as a label; printed
        # before the colon (「【起】【(V)】リライト【ターン1回】：…」, 「【自】魔装合体：…」 14.62.1.1)
        # the same: a keyword that names the ability (14.25.1, 14.27.1, 14.48.1, 14.58.1 …),
        # whose effect is the text printed — other text reads it (「リライトで登場した時」)
        word = node.keyword.id
        prog = compile_ability(replace(node, keyword=None, keyword_first=False), items)
        if prog.keyword not in (None, word):
            raise Unsupported(f"the keyword {node.keyword.name} on an ability with a keyword")
        return replace(prog, keyword=word)
    if _deck_rule_line(node):
        # 「このカードはデッキに１枚だけ入れられる。」 printed as a line of its own with no mark
        # (an order's, a ride deck crest's): a deck-construction condition of the card (8.1.3),
        # never part of the effect played — read as the text of a continuous ability states it
        return compile_ability(replace(node, kind=A.AbilityKind.CONTINUOUS), items)
    need = _use_requirement(node, v) or _use_permission(node, v)
    if need is not None:
        key, cond, rest, said = need
        prog = compile_ability(rest, items)
        if key == "require":
            if prog.params[:1] and prog.params[0][0] == "require":
                raise Unsupported("two requirements to play an order")
            return replace(prog, params=((key, cond), *prog.params))
        # the clauses the word printed adds (「発動できない」, 7.15.1.2) after the condition
        return replace(prog, params=(*prog.params, (key, cond, *((said,) if said else ()))))
    unless = _play_unless(node, v)
    if unless is not None:
        # 「このカードは…ならプレイできる。」: the order's requirement (11.8.2.4.2)
        need, rest = unless
        prog = compile_ability(rest, items) if rest is not None else Program("event")
        if prog.params:
            raise Unsupported("a play requirement on an order with other parameters")
        return replace(prog, params=(("require", need),))
    timed = _play_time(node, v)
    if timed is not None:
        # 「相手のターンにプレイできる。」: a permission on when the order is played (``order_time``)
        when, rest = timed
        prog = compile_ability(rest, items)
        if any(x[0] == "play_time" for x in prog.params):
            raise Unsupported("two times an order may be played at")
        return replace(prog, params=(*prog.params, ("play_time", when)))
    kept_out = _not_triggered_in(node, v)
    if kept_out is not None:
        when, rest = kept_out
        prog = compile_ability(rest, items)
        if prog.kind != "auto" or prog.trigger is None or prog.trigger.during is not None:
            raise Unsupported("a time an ability does not trigger in, on a trigger of this shape")
        return replace(prog, trigger=replace(prog.trigger, during=when))
    cap = _trigger_cap(node)
    if cap is not None:
        key, n, rest = cap
        prog = compile_ability(rest, items)
        return replace(prog, params=(*prog.params, (key, n)))
    eff = node.effect
    first = eff.sentences[0] if eff is not None and len(eff.sentences) > 1 else None
    if (
        node.kind is A.AbilityKind.ACTIVATED
        and not node.preamble
        and first is not None
        and len(first.steps) == 1
        and first.steps[0].condition is None
        and _alternative_cost(first, v) is not None
    ):
        # 【起】「[Xなら、]このコストは『…』でも払える。…【コスト】[…]ことで、…」: with no trigger
        # to end it, the sentence opens the effect; it says how the ability's cost may be paid,
        # as it does before an automatic ability's trigger (1.3.1, 11.7.1) — and the condition
        # the grammar reads as the ability's is that sentence's alone
        if node.condition is not None:
            first = replace(first, steps=(replace(first.steps[0], condition=node.condition),))
        node = replace(
            node,
            condition=None,
            preamble=(first,),
            effect=replace(eff, sentences=eff.sentences[1:]),  # type: ignore[arg-type]
        )
    if node.preamble:
        alts = [_alternative_cost(s, v) for s in node.preamble]
        if all(a is not None for a in alts):
            prog = compile_ability(replace(node, preamble=()), items)
            # 「このコスト」: the ability's cost, or the one cost printed on a step of it
            costs = len([op for op in prog.steps if op.cost is not None]) + bool(prog.cost)
            if costs != 1 or prog.kind not in ("auto", "activated"):
                raise Unsupported("an alternative cost on an ability without one cost")
            return replace(prog, params=(*prog.params, *alts))
        down = _cost_down_if(node.preamble, v)
        if down is not None:
            prog = compile_ability(replace(node, preamble=()), items)
            if prog.kind not in ("auto", "activated") or not any(
                it.what == down[2] for it in prog.cost
            ):
                raise Unsupported("a cost reduction of a payment the ability's cost does not hold")
            return replace(prog, params=(*prog.params, down))
        free_if = _cost_waiver(node.preamble)
        prog = compile_ability(replace(node, preamble=()), items)
        if prog.kind != "auto" or not prog.cost:
            raise Unsupported("a waived cost on an ability without one")
        return replace(prog, free_if=free_if)
    labels = node.labels
    if (
        kind == "event"
        and labels
        and labels[0].kind == "keyword"
        and labels[0].keyword is not None
        and labels[0].keyword.id in PREFIX_KEYWORDS.values()
    ):
        # 【レガリスピース】（…）<the order's effect>: the card has the keyword (14.51)
        prog = compile_ability(replace(node, labels=labels[1:]), items)
        return replace(prog, keyword=labels[0].keyword.id)
    if kind == "keyword":
        return _keyword_line(node)
    split = _order_text_after(node)
    if split is not None:
        # 【永】：…。あなたのヴァンガードが…なら、【コスト】[…]ことでプレイできる！…: a continuous
        # ability, then the order's own text (its play, 11.8.2.4.2) printed on the same line
        cont = compile_ability(split[0], items)
        order = compile_ability(split[1], items)
        return replace(cont, params=(*cont.params, ("order", order)))
    req = _play_requirement(node)
    if req is not None:
        cond_node, cost_node, rest = req
        r = Reading(v, "auto")
        cond = condition(cond_node, v) if cond_node is not None else None
        from ruling.cardtext.costs import cost_items

        cost = cost_items(cost_node, r) if cost_node is not None else ()
        try:
            prog = compile_ability(rest, items) if rest is not None else Program("event")
        except Unsupported as exc:
            # the rest refused: the play's requirement and cost, read on their own as the order
            # is played (11.8.2.4.2: checked before anything of its effect), still run — the
            # rest is refused where it would resolve (``rest_unsupported``)
            raise Unsupported(
                exc.reason,
                partial=Program(
                    "event", cost=cost, params=(("require", cond), ("rest_unsupported", exc.reason))
                ),
            ) from exc
        return replace(prog, cost=cost, params=(("require", cond),))
    if (
        kind == "event"
        and node.cost is not None
        and node.cost.tail == A.COST_NO_TAIL
        and node.trigger is None
        and not node.condition
        and node.effect is not None
    ):
        # an order's cost printed first, apart from its effect, the effect right after the
        # bracket (「[【カウンターブラスト】(2)] 相手の…」 / 「【コスト】[…]あなたの…」, the rules'
        # ‘[(コスト)](効果)’): paid as the order is played, the play cancelled when it cannot be
        # paid in full (11.8.2.4.2, 11.8.2.2) — a cost in an effect's sentence, 「[…]することで、」,
        # is paid or not as it resolves (11.8.2.4.3)
        from ruling.cardtext.costs import cost_items

        cost = cost_items(node.cost, Reading(v, "auto"))
        try:
            prog = compile_ability(replace(node, cost=None), items)
        except Unsupported as exc:
            raise Unsupported(
                exc.reason,
                partial=Program(
                    "event", cost=cost, params=(("require", None), ("rest_unsupported", exc.reason))
                ),
            ) from exc
        if prog.params:
            raise Unsupported("a head cost on an order whose text has parameters")
        return replace(prog, cost=cost, params=(("require", None),))
    if (
        node.keyword is not None
        and node.keyword.id == "homare"
        and node.keyword_first
        and not node.keyword.params
        and node.cost is not None
    ):
        # 「【起】【(R)】 誉：【コスト】[…]することで、…」: an ability whose cost is one of the
        # fighter's 誉 costs, paid once a turn over them all (17.14.2; _vg/costs.HOMARE)
        prog = compile_ability(replace(node, keyword=None, keyword_first=False), items)
        if prog.keyword is not None or not prog.cost:
            raise Unsupported("誉 on an ability with another keyword or without a cost")
        return replace(prog, keyword="homare")
    if (
        node.keyword is not None
        and node.keyword.id in STEP_MEANINGS
        and node.effect is None
        and node.trigger is None
    ):
        # 「【起】【(V)】【ターン1回】：救援１（…）」: the ability's whole effect the keyword with its
        # number, its reminder after it — the effect the keyword's clause gives the ability
        # (14.19.1.1 「その効果の一部に…という効果を持ちます」), read as 「救援１。」 is
        return compile_ability(_step_keyword_effect(node), items)
    if node.keyword is not None and not (
        node.keyword_first and node.keyword.kind == "condition" and node.keyword.id in VALIDITY
    ):
        kw = node.keyword.id
        if kind == "continuous" and kw in PLAIN_KEYWORDS and _zone_labels_only(node):
            # 「【永】【(V)】：C＋P＝X（…）」: with zone labels, working only there (11.4.4)
            return _keyword_line(node)
        if node.keyword.kind == "condition" and kw in VALIDITY and node.effect is not None:
            # 「【自】【(R)】：連波(２回目)－このユニットが…時、…」: a validity keyword heading the
            # ability's text after its markers, before a dash — the ability the keyword makes
            # valid (14.2.2 「能力種別アイコン…の前後等にそのキーワードがある」), as printed
            # before the colon
            return compile_ability(replace(node, keyword_first=True), items)
        if kind != "continuous" or kw not in SKILLS or node.keyword.args:
            raise Unsupported(f"the keyword {node.keyword.name}")
        if node.effect is not None or node.cost is not None or node.condition:
            raise Unsupported(f"{node.keyword.name} with further text")
        if any(lab.kind != "zone" for lab in node.labels):
            raise Unsupported(f"{node.keyword.name} with further text")
        # 「【永】【(R)】：ブースト」: the skill where its zone label says (11.4.4; ``gained_skills``)
        zones = shared.labels(node.labels, VOCAB).zones if node.labels else ()
        return Program("keyword", keyword=KEYWORDS[kw], zones=zones)
    if (
        kind == "event"
        and node.effect is not None
        and node.effect.sentences
        and node.effect.sentences[0].steps
        and node.effect.sentences[0].steps[0].lead == "additional_effect"
    ):
        # 追加効果－…: what an over trigger does in a drive check (11.10.2.9)
        if node.trigger or node.cost or node.condition or node.labels:
            raise Unsupported("an additional effect with further text")
        first = node.effect.sentences[0]
        eff = replace(
            node.effect,
            sentences=(
                replace(first, steps=(replace(first.steps[0], lead=None), *first.steps[1:])),
                *node.effect.sentences[1:],
            ),
        )
        prog = compile_ability(replace(node, effect=eff), items)
        return replace(prog, kind="extra")
    if kind == "continuous" and _is_optional_replacement(node.effect):
        if node.trigger or node.cost or node.condition or node.keyword:
            raise Unsupported("an optional replacement with further text")
        h = shared.labels(node.labels, v)
        if h.limit:
            raise Unsupported("an optional replacement with a limit")
        return Program(
            "continuous",
            zones=h.zones,
            steps=(_optional_replacement(node.effect, v),),  # type: ignore[arg-type]
            icons=h.icons,
        )
    return None


def _order_text_after(node: A.Ability) -> tuple[A.Ability, A.Ability] | None:
    """A continuous ability whose line goes on with 「…ことでプレイできる！」: the continuous
    ability (the sentences before) and the order's text (from that sentence on)."""
    eff = node.effect
    if node.kind is not A.AbilityKind.CONTINUOUS or eff is None or node.trigger or node.cost:
        return None
    for k, sent in enumerate(eff.sentences):
        first = sent.steps[0] if sent.steps else None
        if (
            k
            and first is not None
            and first.bang
            and isinstance(first.body, A.Action)
            and first.body.verb == "play"
            and first.body.form is A.Form.CAN
        ):
            cont = replace(node, effect=replace(eff, sentences=eff.sentences[:k]))
            order = A.Ability(A.AbilityKind.EVENT, effect=replace(eff, sentences=eff.sentences[k:]))
            return cont, order
    return None


def _play_requirement(
    node: A.Ability,
) -> tuple[A.Condition | None, A.Cost | None, A.Ability | None] | None:
    """An order's text opening with 「…ならプレイできる！」 / 「【コスト】[…]ことでプレイできる！」:
    the requirement and the cost of its play (11.8.2.4.2), and the rest of its text."""
    eff = node.effect
    if node.kind is not A.AbilityKind.EVENT or eff is None or not eff.sentences:
        return None
    first = eff.sentences[0].steps[0] if eff.sentences[0].steps else None
    if first is None or not isinstance(first.body, A.Action):
        return None
    b = first.body
    if not first.bang and not (
        # 「【コスト】[…]ことでプレイできる。」 / 「Xならプレイできる。」: the same sentence closed by
        # 「。」 — alone in its sentence, with the cost or the condition it permits the play by
        len(eff.sentences[0].steps) == 1
        and b.verb == "play"
        and b.form is A.Form.CAN
        and not b.args
        and (first.cost is not None or first.condition is not None)
    ):
        return None
    if b.verb != "play" or b.form not in (A.Form.CAN, A.Form.CAN_CONT):
        # 「１枚引く！」 (an over trigger's 追加効果, 11.10.2.9): a step with a 「！」 of emphasis,
        # no play permission
        return None
    if b.form is not A.Form.CAN or b.args or first.lead:
        raise Unsupported("a play permission of this shape")
    rest_steps = eff.sentences[0].steps[1:]
    sents = ((replace(eff.sentences[0], steps=rest_steps),) if rest_steps else ()) + tuple(
        eff.sentences[1:]
    )
    rest = replace(node, effect=replace(eff, sentences=sents)) if sents else None
    return first.condition, first.cost, rest


def _alternative_cost(sent: A.Sentence, v: Vocab) -> tuple[Any, ...] | None:
    """「[Xなら、]このコストは『…』でも払える。」 before the trigger: the ability's cost may be paid
    by these items instead (its text beats the rules, 1.3.1) — when X holds. Returns
    ``("alt_cost", condition, items)``, or None for another sentence."""
    if len(sent.steps) != 1:
        return None
    st = sent.steps[0]
    b = st.body
    if not (isinstance(b, A.Action) and b.verb == "pay" and b.form is A.Form.CAN):
        return None
    args = args_of(b)
    topic, even = args.get(A.Role.TOPIC), args.get(A.Role.EVEN)
    if (
        set(args) != {A.Role.TOPIC, A.Role.EVEN}
        or not isinstance(topic, A.NounPhrase)
        or [type(t) for t in topic.terms] != [A.Ref, A.Stat]
        or topic.terms[1] != A.Stat("cost")
        or not isinstance(even, A.NounPhrase)
        or len(even.terms) != 1
        or not isinstance(even.terms[0], A.Quote)
        or len(even.terms[0].abilities) != 1
        or st.lead is not None
        or st.cost is not None
    ):
        raise Unsupported("an alternative cost of this shape")
    q = even.terms[0].abilities[0]
    r = Reading(v, "auto")
    from ruling.cardtext.costs import cost_items, item

    if q.cost is not None:  # 『…,…』: the items as a cost
        items = cost_items(q.cost, r)
    elif q.effect is not None and len(q.effect.sentences) == 1:
        items = tuple(item(x.body, r) for x in q.effect.sentences[0].steps)  # type: ignore[arg-type]
    else:
        raise Unsupported("an alternative cost of this shape")
    cond = condition(st.condition, v) if st.condition is not None else None
    return ("alt_cost", cond, items)


def _belong_step(b: A.Action, r: Reading) -> Op:
    """【永】「このカードは《X》にも属する」: the card has clan / nation X besides its own (2.2.3.1:
    an effect adding what 《》 names, 2.2.3); 「…は《X》のみに属する」: X and no other. The cards are
    those the topic names (this card, or a description the runtime resolves); 「…に属する」 with
    neither も nor のみ does not say whether the card keeps its own: refused."""
    from ruling.cardtext.nouns import belong_filter

    topic = [a for a in b.args if a.role is A.Role.TOPIC]
    goal = [a for a in b.args if a.role is A.Role.GOAL]
    # 「《X》と《Y》にも属する」: the grammar reads 「《X》と」 as a partner (と); both are added
    both = [a for a in b.args if a.role is A.Role.WITH]
    if (
        len(topic) != 1
        or len(goal) != 1
        or len(b.args) != 2 + len(both)
        or len(both) > 1
        or goal[0].topic
    ):
        raise Unsupported("a continuous 属する of this shape")
    g = goal[0].value
    if both:
        w = both[0].value
        if not (isinstance(w, A.NounPhrase) and isinstance(g, A.NounPhrase)):
            raise Unsupported("a continuous 属する of this shape")
        if not all(isinstance(t, A.Trait) for t in w.terms):
            raise Unsupported("a continuous 属する of this shape")
        g = A.NounPhrase((*w.terms, *g.terms), (*w.links, "", *g.links))
    f = belong_filter(g)
    only = "traits_only" in f.states
    if f.alts or not f.traits:
        raise Unsupported("a continuous 属する to one of several")
    if only == goal[0].also:
        raise Unsupported(
            "a continuous 属する with both も and のみ"
            if only
            else "a continuous 属する with neither も nor のみ"
        )
    target = sel(topic[0].value, r.v)
    if target.count is not None and target.bound != "all":
        raise Unsupported("a continuous 属する of counted cards")
    return Op("belong", target=target, detail=(("traits", f.traits), ("only", only)))


def _gift_line(node: A.Ability) -> Program | None:
    """「イマジナリーギフト:フォース」 / 「【イマジナリーギフト】アクセル」: the card's imaginary gift
    icon (2.13.2) printed as a line of its own — the card has the gift of that crown type
    (2.13.2.2–2.13.2.4), ``Program.icons`` ``gift:<crown>``, which a ride carries out (6.3.7,
    16.3.1; ``gifts.gift_of``). None for any other line."""
    from ruling.games._vg.gifts import crown_id

    kws = [node.keyword] if node.keyword is not None else []
    kws += [lb.keyword for lb in node.labels if lb.keyword is not None]
    if not any(k.id == "imaginary_gift" for k in kws):
        return None
    (kw,) = kws if len(kws) == 1 else (None,)
    value = kw.arg("text") if kw is not None else None
    if (
        kw is None
        or len(node.labels) > (0 if node.keyword is not None else 1)
        or node.effect is not None
        or node.cost is not None
        or not isinstance(value, A.Name)
    ):
        raise Unsupported("an imaginary gift line of this shape")
    crown = crown_id(value.text)
    kind: tuple[tuple[str, int], ...] = ()
    m = _GIFT_KIND.fullmatch(value.text)
    if crown is None and m is not None:
        # 「イマジナリーギフト：フォースⅠ」: the crown type with its gift kind, which the texts
        # write as a Roman numeral (16.2.1.2.1) — the kind the process then takes as chosen
        # (16.3.1.3; ``gifts.gift_kind_of``)
        crown = crown_id(m.group(1))
        kind = (("gift_kind", 2 if m.group(2) in ("II", "Ⅱ") else 1),)
    if crown is None:
        raise Unsupported(f"the crown type {value.text}")
    return Program("keyword", keyword="imaginary_gift", icons=(f"gift:{crown}",), params=kind)


# a crown type and its gift kind printed after it, 「フォースⅠ」 / 「プロテクトII」 (16.2.1.2.1)
_GIFT_KIND = re.compile(r"(フォース|アクセル|プロテクト)(II|I|Ⅱ|Ⅰ)")


def _card_info_line(node: A.Ability) -> Program | None:
    """A keyword whose meaning is a procedure reading the card information printed after it
    (``keyword_states.CARD_INFO``: 「【永】：オーバードレス－「X」を含むリアガード」, 「【起】【(V)】：
    【D-双闘】「X」か「Y」」, 「クロスオーバードレス－「X」」): the card has the keyword, its names
    as ``params`` (``names``, ``contains``, ``d``) — what the scenario's card field gives. None
    for a line of another keyword."""
    from ruling.games._vg.keyword_states import CARD_INFO

    k = node.keyword
    if k is None and node.labels and node.labels[-1].kind == "keyword":
        # 【クロスオーバードレス】－「X」 / 【メイトユニット】－「X」: the keyword's label, the
        # name its parameter
        k = node.labels[-1].keyword
        node = replace(node, labels=node.labels[:-1], keyword=k)
    if k is None or k.id not in CARD_INFO or node.prefix is not None:
        return None
    spec = CARD_INFO[k.id]
    names = tuple(t.text for t in k.params if isinstance(t, A.Name))
    every = A.Word("join:all") in k.params
    words = [t.id for t in k.params if isinstance(t, A.Word) and t.id != "join:all"]
    if (
        node.kind.value not in spec.kinds
        or node.effect is not None
        or node.cost is not None
        or node.trigger is not None
        or node.condition is not None
        or any(lab.kind != "zone" for lab in node.labels)
        or len(names) + len(words) + every != len(k.params)
    ):
        raise Unsupported(f"{k.name} with further text")
    # 14.54.2 メイトユニット: 「あなたのヴァンガードが(名称)を含まないかぎり」 — a name it contains
    contains = bool(words) or k.id == "mate_unit"
    if words and (k.id != "overdress" or words != ["contains:rear_guard"]):
        raise Unsupported(f"{k.name}: a card condition of this shape ({words[0]})")
    if len(names) > 1 and spec.join != ("all" if every else "any"):
        raise Unsupported(
            f"{k.name} naming {'each' if every else 'one'} of several cards ({spec.join} read)"
        )
    params: tuple[tuple[str, Any], ...] = (("names", names), ("contains", contains))
    if k.name.startswith("D-"):
        params += (("d", True),)
    zones = shared.labels(node.labels, VOCAB).zones if node.labels else ()
    return Program("keyword", keyword=k.id, params=params, zones=zones)


def _unit_condition_line(node: A.Ability) -> Program | None:
    """「【永】：爆裂成長期－グレード１以下」 (17.16.6.1 ‘爆裂成長期-(ユニット条件)’): the card has the
    keyword, its unit condition (a stat filter) as ``params`` ``stat`` / ``cmp`` / ``value``
    (read by ``_vg/growth.condition``). None for a line of another keyword."""
    k = node.keyword
    if k is None or "unit" not in {a.slot for a in k.args}:
        return None
    if (
        node.kind.value != "continuous"
        or node.effect is not None
        or node.cost is not None
        or node.trigger is not None
        or node.condition is not None
        or node.prefix is not None
        or any(lab.kind != "zone" for lab in node.labels)
    ):
        raise Unsupported(f"{k.name} with further text")
    (f,) = (a.value for a in k.args if a.slot == "unit")
    assert isinstance(f, A.StatFilter)
    if f.value.value is None:
        raise Unsupported(f"{k.name} with a variable unit condition")
    params = (("stat", f.stat.id), ("cmp", f.cmp), ("value", f.value.value))
    return Program("keyword", keyword=k.id, params=params)


# keyword abilities that share the ability printed after them among the units that have the
# keyword (14.41 旋律: ‘旋律 - (指定能力) これは旋律を持つあなたのユニットすべてが共有する。’,
# 14.41.2: each unit with one gains every designated ability of its master's units, itself
# included): the keyword -> the meaning, a continuous ability of the units on the field giving
# the designated ability (『…』を得る, 11.11.1.5) to each of its master's units with the keyword
SHARING_MEANINGS = {
    "melody": "【永】【(V)/(R)】：あなたの【旋律】を持つユニットすべては『{ability}』を得る。"
}
# the sentence of the notation restating the rule (14.41.1.1), no ability of its own
_SHARED_NOTE = re.compile(r"これは.+を持つあなたのユニットすべてが共有する")


def _shared_ability(node: A.Ability, prefix: str, items: tuple[A.Ability, ...]) -> Program | None:
    """「旋律－【永】【(R)】：…。これは旋律を持つあなたのユニットすべてが共有する。」: the
    keyword (``SHARING_MEANINGS``) before the designated ability it shares; None for another
    prefix."""
    from grammar.render import render_ability

    k = node.keyword
    if k is None or k.id not in SHARING_MEANINGS:
        return None
    if getattr(lookup_keyword("vg", _prefix_word(prefix)), "id", None) != k.id:
        return None
    inner = replace(node, prefix=None, keyword=None)
    compile_ability(inner, items)  # the designated ability runs, or this is refused with it
    text = render_ability(inner, "vg")
    prog = meaning_program(SHARING_MEANINGS[k.id].format(ability=text), (), items)
    return replace(prog, keyword=k.id)


def _prefix_word(prefix: str) -> str:
    """The keyword a prefix before the markers names, without its frame and number
    (「リミットブレイク4」 / 「【儀式】(2)」 / 「連波2回目以降」 -> the keyword's name)."""
    number = r"\(?[0-9]+(?:~[0-9]+)?(?:回目(?:以降|のみ)?)?\)?$"
    return re.sub(number, "", prefix.strip("【】—―")).strip("【】")


def _zone_labels_only(node: A.Ability) -> bool:
    """The line's labels are zone labels only (【(V)】, 【(R)】), or it has none."""
    return all(lab.kind == "zone" for lab in node.labels)


def _keyword_line(node: A.Ability) -> Program:
    """A line that is only a keyword or an icon (【アイチアイコン】, 『ブースト』, 【煌求者】)."""
    gift = _gift_line(node)
    if gift is not None:
        return gift
    if len(node.labels) == 1 and node.keyword is None:
        lab = node.labels[0]
        k = lab.keyword
        if (
            lab.kind == "keyword"
            and k is not None
            and k.id in BARE_KEYWORDS
            and not k.args
            and node.effect is None
            and node.cost is None
        ):
            return Program("keyword", keyword=BARE_KEYWORDS[k.id])
    kw = node.keyword.id if node.keyword is not None else None
    if kw in PLAIN_KEYWORDS and node.keyword is not None and not node.keyword.args:
        if node.effect is not None or node.cost is not None or not _zone_labels_only(node):
            raise Unsupported(f"{node.keyword.name} with further text")
        # 【(V)】 printed with it: the ability works only on that circle (11.4.4, read by
        # ``selectors.works_in``); none: anywhere (11.4.4.1)
        zones = shared.labels(node.labels, VOCAB).zones if node.labels else ()
        return Program("keyword", keyword=PLAIN_KEYWORDS[kw], zones=zones)
    if node.keyword is not None and kw not in SKILLS:
        raise Unsupported(f"the keyword {node.keyword.name}")
    h = shared.labels(node.labels, VOCAB)
    if node.keyword is None and not h.icons and not h.keyword:
        raise Unsupported("a keyword line of this shape")
    if node.effect is not None or node.cost is not None or h.zones or h.limit:
        raise Unsupported("a keyword with further text")
    if h.keyword and (node.keyword is not None or h.icons):
        raise Unsupported("a keyword line of this shape")
    # a keyword printed as an icon on a line of its own (【ピックアップガチャ】（…）): the card
    # has it (its reminder has no effect on the game, 2.11.3)
    return Program("keyword", keyword=KEYWORDS.get(kw or "") or h.keyword, icons=h.icons)


# 「（プラントはグレード０/パワー5000/クリティカル１でブーストを持つ）」, or the values after a colon and
# the race after them (15.4.3.1: a token unit has a race; 15.4.3.1.2: named when it is called):
# 「（見習い兵：グレード０/パワー5000/クリティカル１/〈ヒューマン〉）」
TOKEN_REMINDER = re.compile(
    r"^(?P<name>.+?)(?:は|:)グレード(?P<grade>\d+)/パワー(?P<power>\d+)/クリティカル(?P<critical>\d+)"
    r"(?P<races>(?:/〈[^〉/]+〉)*)"
    r"(?:で『?(?P<skill>ブースト|インターセプト)』?を持つ)?$"
)
TOKEN_SKILLS = {"ブースト": "boost", "インターセプト": "intercept"}


def _with_tokens(steps: tuple[Op, ...], reminders: tuple[A.Reminder, ...]) -> tuple[Op, ...]:
    """A token's values (15.4.3.1) as the card's reminder states them: （プラントはグレード０/
    パワー5000/クリティカル１でブーストを持つ）; else as the rules document's appendix A1 lists
    them for that name (15.4.6.1: the name defines the token; ``_vg/tokens.py``)."""
    from ruling.games._vg.tokens import TOKENS

    out: list[Op] = []
    for op in steps:
        if op.verb == "token":
            for rem in reminders:
                m = TOKEN_REMINDER.match(rem.text.strip())
                if m and m["name"] == op.name:
                    skill = TOKEN_SKILLS.get(m["skill"] or "")
                    vals = (("grade", int(m["grade"])), ("power", int(m["power"])))
                    vals += (("critical", int(m["critical"])),)
                    races = tuple(re.findall(r"〈([^〉]+)〉", m["races"]))
                    detail = op.detail + ((("races", races),) if races else ())
                    op = replace(op, more=vals, skill=skill, detail=detail)
                    break
            else:
                if op.name not in TOKENS:
                    raise Unsupported("a token whose values the card does not state")
                g, p, c, skill = TOKENS[op.name]
                vals = (("grade", g), ("power", p), ("critical", c))
                op = replace(op, more=vals, skill=skill)
        out.append(op)
    return tuple(out)


def _markers_counted_only(x: Any) -> None:
    """Record markers (「無限鱗粉マーカー」, ``Sel.marker``) are no cards (15.8.1.2): the runtime
    reads them only where a condition counts them, of their master and column (15.8.2.3,
    15.8.2.3.1: selectors.resolve_sel); anywhere else a text naming them is refused."""
    from dataclasses import fields, is_dataclass

    if isinstance(x, tuple):
        for y in x:
            _markers_counted_only(y)
        return
    if not is_dataclass(x) or isinstance(x, type):
        return
    if isinstance(x, Cond) and x.what == "count" and x.sel is not None and x.sel.marker:
        said = replace(x.sel, owner=None, column=None, column_of=None, marker=None, on=None)
        if said != Sel() or x.than is not None:
            raise Unsupported("markers described further")
        return
    if isinstance(x, Op) and x.per is not None and x.per.marker:
        # 「あなたの龍樹マーカー１つにつき」: a count of them too (12.7.1)
        said = replace(x.per, owner=None, column=None, column_of=None, marker=None, on=None)
        if said != Sel():
            raise Unsupported("markers described further")
        x = replace(x, per=None)
    if isinstance(x, Sel) and x.marker:
        raise Unsupported("markers named elsewhere than in a count")
    if isinstance(x, Sel) and x.ref == "among":
        # 「その中に…」 left unnamed (no step before it in the effect dealt with cards)
        raise Unsupported("「その中」 with no cards dealt with before it")
    for f in fields(x):
        _markers_counted_only(getattr(x, f.name))


# 「置いたユニットがいた(R)」: the steps whose cards' places _vg/steps.run_op keeps (``was_at``)
WAS_AT_KEPT = ("acted:move", "acted:retire")


def _conds_in(x: Any) -> Iterator[Cond]:
    """Every condition a program holds, nested ones too."""
    if isinstance(x, Cond):
        yield x
    if isinstance(x, (tuple, list)):
        for y in x:
            yield from _conds_in(y)
    elif hasattr(x, "__dataclass_fields__"):
        for f in x.__dataclass_fields__:
            yield from _conds_in(getattr(x, f))


def _appeared_from_in_appear(prog: Program) -> None:
    """「このユニットが山札から登場したなら」 reads the 登場 the trigger was about: only in an
    ability that triggers on a 登場 (no other event keeps where the unit came from)."""
    t = prog.trigger
    if not any(c.what == "rode_from" and c.sel is not None for c in _conds_in(prog)):
        return
    if t is None or t.parts or t.event != "appear":
        raise Unsupported("where a unit appeared from, in an ability not triggered by it")


# the selector fields the shared readers may fill that VG's runtime (selectors.matches) does
# not read: a program holding one would run as if the words were not printed (``each``, 「AとB」
# of a 以外 or a choice, is read: its ``alts`` are)
_UNREAD_SEL = (
    "info_contains",
    "colors",
    "traits_any",
    "icons_any",
    "extreme",
    "same_trait",
)


def _unread_fields(x: Any) -> None:
    """Refuse a program holding a selector field VG's runtime does not read (``_UNREAD_SEL``),
    anywhere in it (steps, conditions, triggers, costs, abilities given): executable must mean
    read — before, such a field would have been dropped silently."""
    if isinstance(x, Sel):
        for f in _UNREAD_SEL:
            if getattr(x, f):
                raise Unsupported(f"a selector with {f}, which the runtime does not read")
    if isinstance(x, tuple | list):
        for y in x:
            _unread_fields(y)
    elif hasattr(x, "__dataclass_fields__"):
        for f in x.__dataclass_fields__:
            _unread_fields(getattr(x, f))


def _event_again_of_its_trigger(prog: Program) -> None:
    """「ソウルに置かれたなら」 (``Cond("event_is")``) reads the event that triggered the ability:
    only in an automatic ability whose trigger is on that event (one of its events)."""
    again = [c for c in conds_in(prog) if c.what == "event_is"]
    if not again:
        return
    t = prog.trigger
    events = {p.event for p in ((t.parts or (t,)) if t is not None else ())}
    if events:
        events.add("it")  # 「それが…によるなら」: the trigger's own event (autos.event_again)
    if any(c.event is None or c.event.event not in events for c in again):
        raise Unsupported("「…したなら」 on an event that is not this ability's trigger")


# 「（このターン中、同じ効果は発動できない）」 after a choice of list items: an item chosen once
# cannot be chosen again in that period, done or not (11.9.5.1.1)
_SAME_EFFECT = re.compile(
    r"(?:(このターン中|同じターン中)に?、?)?同じ効果は(?:発動でき|選べ)ない。?"
)


def _same_effect_once(node: A.Ability, prog: Program) -> Program:
    """The note 「（このターン中、同じ効果は発動できない）」 of an ability choosing list items: each
    modes step of it marked (``detail`` ``same_effect``: the period, the turn), read by
    _vg/steps.run_modes (11.9.5.1.1). Any other ability as it is."""
    said = [r for r in node.reminders if _SAME_EFFECT.fullmatch(r.text.strip())]
    if not said:
        return prog
    if not any(o.verb == "modes" and o.bound != "all" for o in prog.steps):
        raise Unsupported("「同じ効果は発動できない」 on an ability with no choice of items")
    steps = tuple(
        replace(o, detail=(*o.detail, ("same_effect", "turn")))
        if o.verb == "modes" and o.bound != "all"
        else o
        for o in prog.steps
    )
    return replace(prog, steps=steps)


def _moved_to_another(prog: Program) -> Program:
    """「このユニットが(R)から他の(R)に移動した時」: a move puts the unit on another circle than
    the one it is on (7.34.1), so 「他の(R)」 names the circles it may go to, as 「(R)に移動した
    時」 does — the trigger's destination. Any other trigger unchanged."""

    def one(t: Trig) -> Trig:
        p = t.target
        if t.event != "moved" or p is None or p != Sel(zones=p.zones, other=True):
            return t
        if t.dst and tuple(t.dst) != tuple(p.zones):
            return t
        return replace(t, target=None, dst=p.zones)

    t = prog.trigger
    if t is None:
        return prog
    return replace(
        prog, trigger=replace(t, parts=tuple(one(x) for x in t.parts)) if t.parts else one(t)
    )


def _domination_period(prog: Program) -> None:
    """「支配する」 (7.39.1) is run for this turn (「このターン中」 / 「そのターン中」) or, with no
    period printed, while its effect resolves (7.39.1.2; ``_vg/dominate``); another period (the
    battle, 7.39.1.2.1 …) is refused."""
    from ruling.games._vg.dominate import PERIODS

    for op in prog.steps:
        if op.verb == "dominate" and op.until not in PERIODS:
            raise Unsupported(f"支配する for the period {op.until} (7.39.1.2.1): not built")


# zones whose cards are not units on circles (4.1): a step moving cards from them onto a circle
# places new units there
OFF_CIRCLE_ZONES = frozenset(
    (
        "hand",
        "deck",
        "drop",
        "soul",
        "damage",
        "bind",
        "g_zone",
        "ride_deck",
        "order_zone",
        "removed",
        "trigger",
        "crest_zone",
        "gauge",
    )
)


def _program_hook(node: A.Ability, prog: Program) -> Program:
    """What a Vanguard program may hold, checked once it is read."""
    from ruling.games._vg.abilities import CIRCLE_GROUPS

    prog = _same_effect_once(node, prog)
    _markers_counted_only(prog)
    _appeared_from_in_appear(prog)
    _event_again_of_its_trigger(prog)
    _unread_fields(prog)

    prog = _moved_to_another(prog)
    _domination_period(prog)
    t = prog.trigger
    for part in (t.parts or (t,)) if t is not None else ():
        if part.means == "kw:intercept" and part.event == "appear":
            # 「インターセプトで(G)に登場した時」: an intercept moves a unit from a circle to a
            # circle (14.4.2, 7.34.1.1), which 7.17.1 does not call an appearance (the runtime's
            # reading: it never triggers) while the text says it is one — not read here.
            # 「インターセプト以外で」 (``not:kw:intercept``) is the same under either reading
            raise Unsupported("an appearance by the intercept")
        # a place described further (its target a place): whose it is (相手の手札に加えられた時),
        # and for the circle a unit appeared on or was called to, in this unit's column and / or
        # other than its own (autos._at_place), and a unit appearing where another unit was
        # (``occupied``, 6.2.3.4: _over_a_unit); nothing else
        p = part.target
        if p is not None and p.states == ("occupied",) and part.event == "appear":
            p = replace(p, states=())
        if (
            part.event == "looked"
            and p is not None
            and replace(p, owner=None, kinds=()) == Sel(zones=("deck",))
            and p.kinds in ((), ("card",))
        ):
            # 「あなたがカードの効果で山札を見た時」 / 「…山札のカードを見た時」: the deck's cards
            # looked at (7.7.1, autos)
            p = None
        if part.event == "activated":
            # 「オーダーゾーンの魔法の【起】能力を発動した時」: the card whose ability it is, in
            # that zone (_activated_event), not a place
            p = None
        if (
            p is not None
            and p.zones
            and (
                part.event not in ("appear", "called", "put")
                or replace(p, column=None, column_of=None, other=False, owner=None)
                != Sel(zones=p.zones)
                or p.owner not in (None, "you", "opponent")
                or ((p.column or p.other) and part.event == "put")
                or p.column not in (None, "this", "of")
            )
        ):
            raise Unsupported(f"a {part.event} trigger at a place described further")
    if t is not None and t.event == "damage_checked":
        # a fighter makes the damage check (13.6.3): 「あなた / 相手がダメージチェックした時」 only
        if t.subject is None or replace(t.subject, owner=None) != Sel() or t.by or t.means:
            raise Unsupported("a damage check of this subject")

    for it in (*prog.cost, *(c for op in prog.steps for c in op.cost or ())):
        if it.sel is not None and it.what not in ("act", "counter_blast", "soul_blast"):
            raise Unsupported(f"a {it.what} of described cards")
    steps = _with_tokens(prog.steps, node.reminders)
    for op in steps:
        by = dict(op.detail).get("by_value")
        if isinstance(by, Value) and by.div > 1:
            # 「…の半分」: read only with the card's own rounding, 「（端数切り捨て）」 (the rules
            # say none)
            if not any(rem.text.strip() == ROUNDED_DOWN for rem in node.reminders):
                raise Unsupported("a half with its rounding unsaid")
    icons = prog.icons + tuple(
        i for op in steps for _t, p in op.modes for i in p.icons if i not in prog.icons
    )
    looked = 0
    for op in steps:
        if (
            op.verb == "move"
            and op.dest in CIRCLE_GROUPS
            and op.target is not None
            and op.target.ref is None
            and op.target.zones
            and set(op.target.zones) <= OFF_CIRCLE_ZONES
        ):
            # 「あなたの手札から１枚を(R)に置く」: a card put onto a circle from a zone that is no
            # circle appears there (7.17.1) without being called (6.2.1.1 names the call by
            # 「コールする」) — what such a placement does beside the appearance (a unit already
            # on the circle, 6.2.3.4 is the call's) the rules do not say; the move step runs
            # units already on circles only (_to_circles)
            raise Unsupported(
                f"a card put onto a circle from the {'/'.join(op.target.zones)} (not a call)"
            )
        if "dest_was" in dict(op.detail) and op.verb not in ("call", "token"):
            raise Unsupported(f"a {op.verb} to the place a card was on")  # the call reads it
        if "dest_was" in dict(op.detail) and op.verb == "call" and op.dest != "rear":
            raise Unsupported(f"a {op.verb} to the place a card was on")  # the call reads it
        dw = dict(op.detail).get("dest_was")
        if op.verb == "token" and dw is not None and dw not in (Sel(ref="this"), Sel(ref="that")):
            raise Unsupported("a token call to the place these cards were on")
        if op.verb == "token":
            pass  # the token step reads where that one card is or last was (11.13.1)
        elif isinstance(dw, Sel) and dw.ref not in ("this", "that", *WAS_AT_KEPT):
            # the runtime keeps where a card was only for the steps that move it (``was_at``)
            raise Unsupported(f"the place the cards of {dw.ref} were on")
        if "dest_column" in dict(op.detail) and not (
            op.verb == "call" or (op.verb == "move" and op.dest in CIRCLE_GROUPS)
        ):
            raise Unsupported(f"a {op.verb} to a circle of a column")  # call / _to_circles
        if ("dest_other", True) in op.detail and (
            op.verb not in ("move", "call") or op.dest not in CIRCLE_GROUPS
        ):
            raise Unsupported(f"a {op.verb} to another place of this kind")  # _to_circles reads it
        states = dict(op.detail).get("dest_states")
        if states is not None and (
            op.verb not in ("call", "move")
            or set(states) - {"empty"}
            # 「ユニットのいない(R)に移動させる」: a circle group the runtime moves a unit to
            or (op.verb == "move" and op.dest not in CIRCLE_GROUPS)
        ):
            raise Unsupported(f"a {op.verb} to a place in the state {'/'.join(states)}")
        looked = (op.n or 0) if op.verb == "look" else looked
        if op.pos == "top_or_bottom" and not (
            (op.target is not None and op.target.ref in ("this", "that"))
            or (op.target == Sel(ref="looked") and looked == 1)
        ):
            # several cards: each where it is picked, or all together? in what order? refused
            raise Unsupported("several cards put on the top or the bottom")
        if op.set_to and (op.per is not None or op.instead or op.more):
            raise Unsupported("a value set with a multiplier or another amount")
        if (
            op.per_stat is not None
            and op.per_stat[0] not in ("grade", "cards", "total:grade")
            and not op.per_stat[0].startswith("kinds:")
        ):
            raise Unsupported(f"a change per the value {op.per_stat[0]}")
    if prog.kind == "continuous":
        if prog.limit:
            raise Unsupported("a continuous ability with a limit")
        steps = tuple(_one_unit_as_all(op) for op in steps)
        for op in steps:
            t = op.target
            if t is not None and (
                t.ref in ("chosen", "that", "called", "looked", "moved")
                or (t.ref or "").startswith("acted:")
            ):
                raise Unsupported("a continuous ability about chosen cards")
            if op.verb not in CONTINUOUS_OPS:
                raise Unsupported(f"a continuous {op.verb}")
            if t is not None and t.ref != "this" and op.verb == "stat" and t.bound != "all":
                # other units by a description: 「…すべて」 (the units that match while it
                # applies, 11.11.1.7); a count of them has no reading here
                raise Unsupported("a continuous change of other units")
    if any(op.verb == "no_play" for op in steps) and (
        prog.kind != "continuous"
        or prog.zones
        or prog.cond is not None
        # 「このカードはプレイできず、…なら、…を得る」: the prohibition holds as it is, whatever
        # the sentence after it says under its own condition (restrictions.no_play)
        or any(op.cond is not None or op.until is not None for op in steps if op.verb == "no_play")
    ):
        raise Unsupported("a prohibition on playing of this shape")
    return replace(prog, steps=steps, icons=icons)


def _one_unit_as_all(op: Op) -> Op:
    """A continuous change of units a description names with no count — 「あなたのヴァンガードの
    パワー＋5000」 (the unit on that circle, 4.9.2.6), 「ブーストされたユニットのパワー＋2000」 (the
    one unit boosted in the battle, 10.4.1.12), 「このユニットと同じ縦列にいるあなたのリアガードの
    パワー＋2000」, 「あなたの「仮面」を含むリアガードのパワー＋2000」 — is of the units that match
    while it applies (11.11.1.7), as 「…すべて」: a continuous ability is not played and
    resolved, so it chooses nothing (choosing is done resolving an effect, 11.8.4); a count
    printed (「１枚」) has no such reading and stays refused."""
    t = op.target
    if (
        op.verb == "stat"
        and t is not None
        and t.ref is None
        and t.count is None
        and t.bound == "exact"
        and t.kinds
        and set(t.kinds) <= _FIELD_UNITS
        and not t.zones
    ):
        return replace(op, target=replace(t, bound="all"))
    return op


# as ``VOCAB.placed_kinds``; a legion leader / mate is the one vanguard in that role (6.4.3)
VOCAB_PLACED = frozenset({"vanguard", "legion_leader", "legion_mate"})
UNKNOWN_WORDS = {"レギオンリーダー": "legion_leader", "レギオンメイト": "legion_mate"}
# the kinds of units on the field (4.9.2.6)
_FIELD_UNITS = frozenset({"vanguard", "rearguard", "unit", "guardian"})

BACK_STAGE = A.NounPhrase((A.Zone("back_stage"),))  # 後列

CONTINUOUS_OPS = (
    "named_state",
    "world",  # 【永】「…なら、あなたの世界は冥夜になる」 (``selectors.info_of``)
    "ban",
    "forbid_act",  # 【永】「相手はカードを引けない」 (``continuous.modal_prohibitions``)
    "guard_ban",
    "unchoosable",
    "unretirable",
    "unaffected",
    "deck_limit",
    "intercept_from_back",
    "back_row_attack",
    "stat",
    "gain",
    "lose",
    "grant",
    "treat",
    "belong",
    "no_ride",
    "ride_only_from",
    "no_play",
    "energy_limit",
    "may_have_gauge",
    "persona_from",
    "regalis_exempt",
    "replace",
    "cost_down",
    "stride_grade",
    "free_play",
    "battle_with",
    "drive_check",
    "void_triggers",
    "no_activation",
    "hit_even_if_not",
)


# 「X状態」 / 「【X】状態」: a named state (5.2.2) an effect gives a card — a keyword's
# (【精神汚染】 14.59.1, 【ユニゾンドレス】 14.53.1) or one the card names (5.2.2.2); the runtime
# reads it among the card's named groups (given by the scenario, like the “…” states of 5.2.2.1)
STATE = ("states", "named:{text}")


# the trigger icons a card text names as a description (【治】と【超】以外の, 【治】を持つ: 2.13.1,
# 11.10.2): ``Sel.icons`` ``trigger:<icon>``, read by selectors.has_icon from the card's icons
TRIGGER_ICONS = {
    spelling: f"trigger:{icon}"
    for icon, spellings in (
        ("critical", ("☆",)),
        ("draw", ("引",)),
        ("stand", ("醒",)),
        ("heal", ("治",)),
        ("front", ("前",)),
        ("over", ("超",)),
    )
    for spelling in spellings
}


# a trigger icon printed on a line of its own (2.8.1; 11.10.2.x: 「テキスト中では…で表されます」),
# by its character or its name, with or without 「トリガー」: 【☆】 【クリティカル】 【治トリガー】 —
# not 【スタンド】, the stand state's word (【醒】 / 【スタンドトリガー】 name the icon)
PRINTED_TRIGGER_ICONS = {
    **{s: icon for s, icon in TRIGGER_ICONS.items()},
    **{s + "トリガー": icon for s, icon in TRIGGER_ICONS.items()},
    **{
        name + suffix: f"trigger:{icon}"
        for icon, name in (
            ("critical", "クリティカル"),
            ("draw", "ドロー"),
            ("heal", "ヒール"),
            ("front", "フロント"),
            ("over", "オーバー"),
            ("stand", "スタンド"),
        )
        for suffix in ("", "トリガー")
        if name + suffix != "スタンド"
    },
}


# the acts a modal step may prohibit a fighter (``ruling.cardtext.modal``; 1.3.3), beside the
# ones read before it (``PLAYER_BANS``): a draw (7.6.4), an attack (10.1.1), an activated
# ability's play (9.9.2.4; 12.2.1.1 cited by the action)
MODAL_ACTIONS = {
    "draw": ModalAction("draw", ("7.6.4",), "カードを引けない", "cannot draw"),
    # 「あなたはそのカードと同名のカードをコールできない」: the call of the cards described (6.2.3;
    # ``steps._modal_where``); a call to (G) is the guardian call, read before (``_guard_call_ban``)
    "call": ModalAction("call", ("6.2.3",), "コールできない", "cannot call", filters=True),
    "attack": ModalAction("attack", ("10.1.1",), "アタックできない", "cannot attack", frozenset()),
    "activate": ModalAction(
        "activate",
        ("9.9.2.4",),
        "【起】能力を発動できない",
        "cannot activate abilities",
        frozenset({"activated_ability+ability", "ability"}),
        frozenset({"player", "card"}),  # 「そのユニットは【起】能力を発動できない」
        # 「あなたはこのカードと同名のカードの【起】能力を発動できない」: the cards whose abilities
        # (``steps._modal_where``)
        filters=True,
    ),
}

VOCAB = Vocab(
    game="vg",
    # 「カード名に「X」を含む」 (14.47.3.2) is the bare 「「X」を含む」: the card name
    contain_field="card_name",
    modal_actions=MODAL_ACTIONS,
    # 【永】「相手はカードを引けない」: in force while the ability is (``continuous.modal_prohibitions``)
    modal_in_force=True,
    zones=ZONES,
    kinds=KINDS,
    # set-order subtypes the lexicon names (2.9.4; プロダクト 17.12.1): a card's printed subtype,
    # given by the scenario as its categories (``groups``) like 作戦 / 魔法
    subtypes={"arena": "アリーナ", "product": "プロダクト"},
    stats=STATS,
    set_stats=frozenset({"power", "critical", "drive", "shield"}),
    infinite_stats=frozenset({"power"}),  # 17.17.12 (``values.Inf``)
    # 「パワーは２倍になる」: steps.run_op adds the value at resolution times N-1 (11.11.4.1.1)
    times_stats=frozenset({"power", "critical", "shield"}),
    # 「山札の一番上 / 一番下」: the top / the bottom of the deck (4.? as 「山札の上 / 下」)
    positions={
        "top": ("pos", "top"),
        "bottom": ("pos", "bottom"),
        "very_top": ("pos", "top"),
        "very_bottom": ("pos", "bottom"),
        # 「中央後列」: the one rear-guard circle behind the vanguard (4.9.1.1, 11.4.4's 【中央後列の
        # (R)】)
        "back_row_center": ("zones", "center_back"),
    },
    # 「そのリアガード」 / 「そのユニット」: その before a kind noun, as 「そのカード」 (the card the
    # trigger was about, else the cards just chosen)
    refs={"those": "chosen", "that": "that"},
    # 「持ち主の手札に戻す」: the zone of the card's owner, where a card goes anyway (4.1.13)
    # 「お互いのヴァンガード」: the cards of both fighters (either owner)
    owners={"owner": None, "all_players": None},
    words=WORDS,
    icons=TRIGGER_ICONS,
    # a card category printed before カード (クイーンズオーダーカード): a group the card belongs
    # to, given by the scenario (``groups``)
    # 「スタンド状態の」 / 「レスト状態なら」: the orientation states (4.3.2.1, 4.3.2.2)
    state_names={"スタンド": "stand", "レスト": "rest"},
    named={
        "token": ("names", "{text}"),
        "card": ("groups", "{text}"),
        # a word the lexicon does not know where a noun stands (作戦, 研究, 魔法, 極大魔法オーダー):
        # the card's subtype as printed (2.9.4), given by the scenario like the categories above
        "unknown": ("groups", "{text}"),
        "state": STATE,
        # 「プラントゲージ」 / 「自己改修ゲージ」: the gauge cards of that name (4.15.4.1)
        "gauge": ("gauge", "{text}"),
        # 「無限鱗粉マーカー」: the record markers of that name (15.1.2.1.1, 15.8)
        "marker": ("marker", "{text}"),
    },
    # 「手札とドロップからそれぞれ１枚選び」: the runtime takes that many from each (11.8.6)
    each_place=frozenset({"hand", "drop", "soul", "damage", "bind", "order_zone", "g_zone"}),
    # 「手札から１枚と、リアガードを１枚選び」: steps.run_op (choose) joins the second's cards to
    # the first's (7.50.1.1)
    joint_choice=True,
    durations={
        "this_turn": "turn",
        "this_battle": "battle",
        "fight_span": "game",
        # 11.3.1.2: a period ending with a player's next turn (_vg/steps.effect_until)
        "until_end_of_opponent_next_turn": "opponent_next_turn",
        "until_end_of_your_next_turn": "your_next_turn",
        # 11.3.1.2: a period that is a player's next stand phase (_vg/steps.effect_until; its
        # effects end as that phase ends, _vg/turn.stand_phase)
        "during_opponent_next_stand_phase": "opponent_next_stand_phase",
        "during_your_next_stand_phase": "your_next_stand_phase",
        # 「このスタンドフェイズに」: the stand phase going on (ends as it ends, 9.2.4)
        "during_this_stand_phase": "this_stand_phase",
        # 11.3.1.2: 「相手のターン中、…」 / 「あなたのターン中、…」 said of an effect (not of a continuous
        # ability's condition): a period that is that player's turn (_vg/steps.turn_period: in
        # another player's turn, 11.3.1.2.1 read both ways — the audit's turn_period_later)
        "during_opponent_turn": "opponent_turn",
        "during_your_turn": "your_turn",
    },
    # a continuous effect whose period is not said lasts the game (11.3.1.2: 「このゲーム中」)
    default_until="game",
    else_steps=True,  # 「違うなら」: run_program reads Op.lead ``else``
    instead_sentences=("11.3.1.3.4",),  # 「A。Xなら、かわりにB」: run_program decides X once
    # 「以下を２つまで行う」: up to that many items, none as well (11.8.4.1.1; steps.run_modes lets
    # the master stop choosing)
    modes_up_to=True,
    # 「相手は以下を１つ選ぶ。あなたは選ばれたものを行う」: the opponent chooses, the master does the
    # items (11.8.4; steps.run_modes asks the chooser)
    modes_chooser=True,
    # 「同じものを２回選んでもよい」: an item chosen again (steps.run_modes)
    modes_repeat=True,
    # 「以下から、このターンに選んでいないものを１つ行う」 (steps.run_modes, as the note 「同じ効果は
    # 発動できない」 keeps them)
    modes_unchosen=True,
    furthermore=("11.2.5",),  # 「さらに」: run_program skips it after a sentence that failed
    # 「あなたは『…』を得る」: the continuous value changes a player's ability makes
    # (continuous._working reads them from the effect that gave it)
    held_ops=frozenset({"stat"}),
    done_objects=frozenset(
        {"move", "retire", "stand", "rest", "remove", "discard", "call", "choose", "search", "draw"}
    ),
    # 「このコストで…したなら」: _vg/costs.pay_cost keeps the cards of each act and blast
    cost_objects=frozenset(
        {"retire", "rest", "stand", "remove", "discard", "move", "soul_blast", "counter_blast"}
    ),
    # 「その退却したカードを１枚選び」: selectors.resolve_sel gives the card 「その」 names (the
    # trigger's, or the one chosen before)
    choose_refs=frozenset({"that"}),
    # 「相手のヴァンガードを選び」 (no number): the units on that fighter's vanguard circle (4.9.2.6)
    choose_uncounted_kinds=frozenset({"vanguard"}),
    # 「コールする際、【レスト】ではなく【スタンド】でコールしてよい」: steps.run_op (call)
    manner_steps=frozenset({"call"}),
    phase_conditions=True,  # 「あなたのバトルフェイズ中、」: selectors.holds (phase)
    since_battle=True,  # 「このバトルで…していないなら」: selectors.happenings (since "this_battle")
    # 退却: from the field to the drop (7.18.1) — 「山札から退却させたユニットの…」: the step's place
    field_acts=frozenset({"retire"}),
    same_count=True,  # 「…と同じ枚数まで選ぶ」: abilities.run_op counts ``n_of``
    any_count=True,  # 「…を望む枚数選ぶ」: abilities.run_op lets the master stop at any card
    cost_ranges=True,  # 「…を１枚以上、２枚まで退却させる」: costs._pay_act (11.7.1, 7.50.1.1)
    placed_kinds=VOCAB_PLACED,
    field_kinds=_FIELD_UNITS,
    unknown_words=UNKNOWN_WORDS,  # 「相手のヴァンガードを…」: the unit there (4.9.2.6)
    # 「あなたの(R)にいる…ユニット」: a relative clause saying where the units are, as
    # 「あなたの(R)の…ユニット」 (nouns.sel: the circle's zone and owner)
    # 「(R)にいるユニット」, 「ソウルにあるカード」: where the cards are (いる / ある)
    place_verbs=frozenset({("exist", "final"), ("exist_thing", "final")}),
    excluding=True,
    every_distinct=True,
    first_step_cost=True,  # 「…することで１枚引く」: the ability's cost (11.8.2.3)  # 「…がすべて別名なら」: selectors.holds reads ``Cond("every")``
    # 「同じ枚数引く」 / 「置いた枚数と同じ枚数、山札の上から公開し（置き）」: steps.run_op counts
    # ``n_of``
    counted_steps=frozenset({"draw", "reveal", "move"}),
    # 「公開されたカード」 / 「コールしたユニット」: steps.run_op keeps each one's cards (acted:<op>)
    # 「そのユニットがいた(R)にコールする」: where the one card 「その」 names is or last was
    # (_vg/steps: the call's ``dest_was``, 11.13.1)
    was_on_refs=("that",),
    acted_refs=frozenset(
        {"move", "retire", "stand", "rest", "remove", "heal", "discard", "call", "reveal", "lock"}
        | {"unlock", "delete", "lock_put"}
        # 「表にしたカード」 (nouns._acted_do)
        | {"face"}
        # 「見たカード」: the cards a look step looked at (wherever they are now)
        | {"look"}
        # 「置いたユニットがいた(R)」: the circle a card moved left (steps._move ``was_at``)
        | {"was_on"}
        # 「選んだユニット」 / 「探したカード」 / 「引いたカード」
        | {"choose", "search", "draw"}
        # 「チャージしたカード」 / 「ソウルチャージしたカード」
        | {"charge", "soul_charge", "counter_charge"}
        # 「ソウルに置いたカード」 / 「ドロップに置かれたカード」: by the place they went to
        | {f"to:{z}" for z in ACTED_PLACES}
        # 「山札の下に置いたカード」: by the end of the deck they went to
        | {"to:deck:top", "to:deck:bottom"}
    ),  # 「X以外の…」: selectors.matches leaves out what X names (_left_out)
    unsaid_unit=("11.8.5.3",),  # 「パワー＋5000」 with no unit before it: this unit
    quoted_effects=True,
    turn_end=True,
    # 「ランダムに１枚選び」: steps._pick leaves the choice to chance (12.4.2)
    random_choice=True,
    this_in_zone=True,
    # 「１枚を可能な限り(R)にコールする」: steps leave out what cannot be done (1.3.2.4)
    as_possible=True,
    # 「…のカード名が４種類以上なら」: selectors.holds counts the different names (18.3.1)
    kinds_count=True,
    # 「…のカードのトリガーアイコンが２種類以上なら」: the icons the cards have (11.10.2.1.1)
    kinds_words={"trigger_icon": "trigger_icon"},
    all_items=True,  # 「以下すべてを行う」, 「Xの枚数により…」: steps.run_modes (11.8.3.1.2.1)  # 「『…』を行う」: abilities.run_modes carries out the one item
    # 「XにつきYする」: abilities.run_op does Y X times (12.7.1)
    per_steps=frozenset({"draw", *CHARGES.values()}),
    # 「あなたと相手は、それぞれ…」: abilities.run_op does it for each player, turn fighter first
    each_player=frozenset({"draw", "choose"}),
    during={"during_your_turn": "you", "during_opponent_turn": "opponent"},
    label_zones=LABEL_ZONES,
    verbs=VERBS,
    # 「このユニットは相手のヴァンガードにアタックする」: the specific action 'attack' (7.36.1)
    attack_instruction=True,
    verb_clauses=actions.verb_clauses(),
    reminder_clauses=("2.11.3",),
    delayed_periods=True,
    # 「次のあなたのターン開始時、そのカードを手札に戻す」 (11.9.7: ``abilities.delayed_trigger``)
    delayed_next_turn=True,
    dests=DESTS,
    # the states of the specific actions (chapter 7): ``_vg/actions.ACTIONS``
    states={
        **actions.states(),
        ("attack", "passive_prog"): "attacked",
        ("attack", "progressive"): "attacking",
        ("boost", "progressive"): "boosting",
        ("boost", "passive_prog"): "boosted",
        # 「魔獣合成されている」: the top of a 魔獣合成 bundle (6.10.6.1); 「このカードと…」: the
        # top of the bundle that card is in (``with_states``)
        ("beast_fusion", "passive_prog"): "fused",
        # 「あなたのヴァンガードが【超越】しているなら」: a G unit there by striding (6.5.1)
        ("stride", "progressive"): "strode",
        # 「…が【D-双闘】しているなら」 / 「【D-双闘】しているヴァンガード」: in that state now, with
        # its partner (6.4.2.2; する with the keyword action, ``KEYWORD_ACTS``)
        ("d_legion", "progressive"): "d_legion",
        ("legion", "progressive"): "legion",
        ("equip_order", "progressive"): "equipping",
    },
    # 「【レスト】していないリアガード」: selectors._in_state reads ``not:<state>``
    negated_states=True,
    entered_from_states=True,
    predicates={"second_player": "second", "first_player": "first"},
    player_info=PLAYER_INFO,
    # 7.43.2.1 lists the world names of the rules as they stand: a card may bring its own
    player_info_open=frozenset({"world"}),
    # 「あなたのエネルギーが５以上なら」: the player value energy (3.1.3)
    # 「あなたのフォーミュラカウントが３以上なら」: the player value formula_count (17.16.7.1)
    player_numbers={"energy": "energy", "formula_count": "formula_count"},
    keywords=KEYWORDS,
    events=EVENTS,
    phases=PHASES,
    cost_words=PAYMENTS,
    kind_zones={"crest": "crest_zone"},
    # events read back from the turn's record as a trigger reads them (moves, standing, plays)
    keyword_acts=KEYWORD_ACTS,
    # 「…手札に加えたカードの枚数が相手の手札の枚数以上なら」 (selectors.holds: ``than``)
    history_than=True,
    history_upto_trigger=True,
    history_events=frozenset(
        {
            # 「このターンにこの能力が発動していないなら」 (7.15.1.3): selectors.holds
            "self_triggered",
            # 「このターンにあなたのヴァンガードが【超越】していないなら」 (6.5.1)
            "stride",
            "persona_rode",
            "d_legion",
            "legion",
            # 「このターンにあなたが山札を３回以上シャッフルしているなら」 (7.5.1)
            "shuffled",
            "counter_charge",
            "counter_blast",
            "soul_blast",
            "energy_blast",
            "soul_charge",
            "soul_charged",
            "drive_checked",
            # 「そのバトル中に相手がダメージチェックを行っていたなら」: a card of a damage check
            # put into the trigger zone (13.6.3, 7.23.1), as the trigger reads it
            "damage_checked",
            # 「このターン中にあなたのダメージチェックでトリガーユニットが出ていないなら」 (7.16.1;
            # _checked_history)
            "checked",
            "revealed",
            # 「このターン中に…のカードが２枚以上裏になっていたなら」 (7.3.1; _face_history)
            "turned_face_up",
            "turned_face_down",
            "chosen",
            "moved",
            "called",
            "rested",
            "removed",
            "appear",
            "put",
            "retired",
            "bound",
            "discarded",
            "drew",
            "stood",
            "intercept",
            "play",
            "attack",
            # the attack and boost events carry both units (10.4.1.6, 10.4.1.12): read back with
            # either as the subject (「このターンにこのユニットがアタックされている / ブーストされて
            # いる / ブーストしているなら」)
            "attacked",
            "boost",
            "boosted",
            "hit",
            "not_hit",  # 10.7.1.7: 「このバトルでアタックがヒットしていないなら」
            "rode",
            "healed",
            # 「このターン中にあなたのバインドゾーンからカードが１枚も離れていないなら」: a card
            # left that place for any other (11.9.6, as the trigger 「…から離れた時」 reads it)
            "left",
            # 「このターン中に相手がダメージを受けていないなら」: the vanguard received damage
            # (7.35.1; the ``damaged`` mark, specific.deal_damage)
            "damaged",
        }
    ),
    # 「このターン中に相手が３ダメージ以上受けていたなら」: the damage each event dealt, summed
    # (7.35.1; the ``damaged`` mark's amount, selectors.holds)
    amount_events=frozenset({"damaged"}),
    # the events about the card that is their subject (the trigger matcher reads it with
    # ``_about``): read per card in a selector (「このターンに(R)に登場したユニット」)
    dest_events=frozenset({"put"}),
    # autos._at_once_fires counts the cards a moment moved (「２枚以上同時に退却した時」)
    at_once_events=frozenset({"appear", "put", "retired", "bound", "discarded", "left", "removed"}),
    # autos._fires: 「そのユニット」 of an attack / boost trigger about this unit is the unit
    # attacked (10.4.1.6) / boosted (10.4.1.12)
    event_others=frozenset({"attack", "boost"}),
    # 「あなたがグレード３以上からライドした」: the vanguard ridden upon (6.3.4; autos._fires)
    from_card_events=frozenset({"rode"}),
    # 「このユニットがライドされた時」's card (``that``) is the unit riding (autos: the ride's new
    # vanguard, 6.3.5): 「(その)ライドしたユニット」 names it (round 47)
    agent_events={"ridden": "rode"},
    origin_targets=frozenset({"ridden"}),
    owner_act_events=frozenset({"discarded", "called", "play"}),
    # 「ダメージを回復した」: the object names the event (7.20.1)
    event_objects={"healed": "damage", "damaged": "damage", "given": "ability"},
    # 「…選び、それぞれについて、…」: _vg/steps.run_op runs Op("for_each")
    for_each=True,
    # 「XにつきAを選び、B」: _vg/steps.run_op runs Op("per_group") (12.7.1, 12.7.3)
    per_group=True,
    # 「そのターン中、この能力は使えなくなる。」: _vg/autos reads the limit (11.2.1.1.1, 11.2.1.2.1)
    said_limit=True,
    # 「元々のパワー / シールド」 in a condition (5.1.3; ``selectors.stat_of`` reads
    # ``values.original``, 11.11.1.2)
    original_stats=frozenset({"power", "shield"}),
    # 「…が元のパワーの２倍以上なら」 / 「…が…のパワーより15000以上大きいなら」: a value term
    # (``Cond.value``) — selectors.value_now reads it when the condition is tested
    value_terms=True,
    # 「このユニットが「X」の能力でコールされているなら」: selectors.happenings (since "stay")
    stay_history=True,
    # 「…を１枚選び、ユニットカードなら…」: the description is of the cards just dealt with
    unsaid_subject=True,
    # 「相手は自分のリアガードを１枚選び、退却させる」: the opponent does both (11.8.5.1)
    sentence_performer=True,
    # 「相手は自分の手札を１枚選び、自分のリアガードサークルに呪縛カードとして置く」: and puts it
    performed_verbs=frozenset({"lock_put"}),
    # 「相手のリアガードが０枚になったなら」: steps.run_program keeps the value from the start
    became=True,
    # 「…置かれた時、…ソウルに置かれたなら」: autos.card_trigger keeps whether the event that
    # triggered the ability met each such condition (``event_again``)
    redescribed_events=True,
    # 「このターンにあなたが【ソウルブラスト】を３枚以上しているなら」: each blast's record says how
    # many cards it moved (7.24.4.1, 7.25.4.1; selectors.holds sums them)
    counted_events=frozenset({"counter_blast", "soul_blast"}),
    instead_filter=True,
    # 「あなたの手札が相手の手札より２枚以上多いなら」: selectors.holds reads ``Cond.margin``
    count_margin=True,
    # 「あなたのソウルのカードのグレードの合計が１０以上なら」: selectors.holds sums the values
    stat_totals=True,
    # 「グレードの合計が３以下になるように…選び」: steps._pick keeps the choice within it
    choice_goals=True,
    # 「１枚ではなく２枚引く」, 「(1)ではなく(2)」 after a charge or a blast: their runtime reads
    # ``Op.instead`` (_vg/steps.replaced_count)
    instead_counts={
        "draw": "card",
        **{verb: "paren" for verb in (*CHARGES.values(), *PAYMENTS.values())},
    },
    # 「あなたの(R)がすべて / ５つ埋まっているなら」: selectors._empty_circles counts circles
    filled_circles=True,
    # 「…が登場した時、登場したユニットを１枚選び」: the unit the trigger was about
    bare_event_refs=True,
    card_events=frozenset(
        {
            "moved",
            "called",
            "rested",
            "removed",
            "appear",
            "put",
            "retired",
            "bound",
            "discarded",
            "drew",
            "stood",
            "intercept",
            "attack",
            "attacked",
            "boost",
            "boosted",
            # 「ドライブチェックでトリガーユニットが２枚以上出ていたなら」: a check puts one card
            # into the trigger zone (10.6.1.2.3, 13.6.3), each counted
            "checked",
            # 「…のカードが２枚以上裏になっていたなら」: each card turned (7.3.1)
            "turned_face_up",
            "turned_face_down",
        }
    ),
    # 「このユニットのアタックがヒットした時」 / 「このユニットがブーストしたアタック」 (10.7.1.6):
    # autos._fires reads the role of the unit the event is about
    acts={"attack": "attack"},
    # 「このユニットのアタックで相手のリアガードが退却した時」: the runtime reads the attack as the
    # means of the retirement it makes (battle.py 10.7.1.10, autos._by_ok)
    act_means=frozenset({"attack"}),
    # 「オーバードレスで登場した時」 / 「リライトで登場した時」 / 「…の暴喰で退却した時」: the keyword
    # actions the runtime marks with their kind (overDress 6.7, cross overDress 6.8 — apart,
    # 6.8.5), and the keywords an ability carries that the runtime reads as its effect's
    # (autos._by_ok ``by_keyword``): an ability word printed before the colon or after it
    # (14.25–14.63, ``ABILITY_WORDS``), an automatic keyword ability run by its meaning
    # (``MEANINGS``, 14.26.2: 暴喰's retire is an effect)
    # 「ライド以外でソウルに置かれた」 (14.32.4): any move but a ride's (autos._by_ok ``not:ride``)
    except_means={"ライド": "not:ride"},
    # 「ノーマルライドで登場した時」 / 「スペリオルライドで登場した時」: the ride's kind (6.3.2.1,
    # 6.3.2.2; ``autos._by_ok``)
    # 「ライドで登場した時」: as 「ライドして登場した時」 (any ride, 6.3.4)
    # 「スペリオルコールで」 / 「ノーマルコールで」: the call's kind (6.2.2.1, 6.2.2.2; ``autos._by_ok``)
    word_means={
        "normal_ride": "ride:normal",
        "superior_ride": "ride:superior",
        "ライド": "ride",
        "normal_call": "call:normal",
        "superior_call": "call:superior",
    },
    # 「スペリオルコールする」 / 「スペリオルコールされた時」: a call that is no normal call
    # (6.2.2.2) — an effect's call is one (6.2.2.1: a normal call is made by no effect)
    # 「スペリオルライドする」: a ride that is no normal ride (6.3.2.2; an effect's ride is one)
    manner_verbs={
        "superior_call": ("call", "superior_call"),
        "superior_ride": ("ride", "superior_ride"),
    },
    # 「そのカードにライドする」 / 「「X」にライドする」: the card ridden (16.3.1.1 「カードにライドし」)
    goal_card_verbs=frozenset({"ride"}),
    # 「このユニットが…からコールされていたなら」: the call that put it on its circle (6.2.1.2)
    perfect_passive_verbs=frozenset({"call"}),
    # 「あなたのヴァンガードがヒットされた時」: a unit's attack hit it (10.7.1.6.1, the unit attacked)
    goal_passives={"hit": ("unit", "attack")},
    # 「そのターン中、そのユニットはすべての能力を失う」 (7.14.2; ``_vg/steps`` lose_all)
    lose_all=True,
    # 「…。Xなら、この能力は無効。」 (11.4.2)
    void_under="11.4.2",
    keyword_means=frozenset(
        {
            "overdress",
            "crossover_dress",
            "time_leap",
            "stride_skill",
            # 「インターセプト以外で(G)に登場した」: not by the intercept's move (14.4.2;
            # battle.intercept marks it ``kind`` ``intercept``)
            "intercept",
            *ABILITY_WORDS.values(),
        }
        | {k for k, text in MEANINGS.items() if text.startswith("【自】")}
    ),
    battle_states=frozenset({"attacked", "attacking", "boosting", "boosted"}),
    with_states=frozenset({"fused"}),
    validity=VALIDITY,
    act_events=frozenset({"hit", "not_hit"}),
    # read at the close step by ``autos`` (10.8.1.1): who attacked / boosted / was attacked in
    # the battle, whether the attack hit (10.7.1.6, 10.7.1.7)
    battle_events=frozenset({"attack", "boost", "attacked", "hit", "not_hit"}),
    compile=lambda node: compile_ability(node),
    hooks={
        "ability": (_ability_hook,),
        "label": (_label_hook,),
        "condition": (_cond_hook,),
        "trigger": (_trigger_hook,),
        # 「このターン中に…チェックで…が出ているなら」: conditions._history
        "history_event": (_checked_history, _face_history),
        "trigger_part": (_activated_event,),
        "sentence": (
            _chosen_circle_there,
            _chosen_circle_made_stage,
            _chosen_circle_attribute,
            _sentence_hook,
        ),
        "amend": (_there_exchanged,),
        "step": (_step_hook,),
        "cost": (_cost_hook,),
        "sel": (
            declare.declared_sel,
            _revealed,
            _circle_behind,
            _row_circles,
            _worn,
            _markers_on,
            _on_marked_circles,
            _locked_bracketed,
            _equipping_this,
            _equipped_by_this,
            _dress_origins,
            _card_gauge,
            _vanguards_hearts,
            _stat_than_by,
            _check_revealed,
            _that_subtype,
        ),
    },
)


def _step_keyword_effect(node: A.Ability) -> A.Ability:
    """An ability printed as a keyword of ``STEP_MEANINGS`` with its number alone (and its
    reminder): the same ability with the effect 「<keyword><n>。」 (``_keyword_step``)."""
    from grammar.parse import parse_card

    k = node.keyword
    assert k is not None
    if len(k.params) != 1 or not isinstance(k.params[0], A.Number):
        raise Unsupported(f"the keyword {k.name} with these parameters")
    n = k.params[0]
    if n.variable is not None or not isinstance(n.value, int):
        raise Unsupported(f"the keyword {k.name} with this number")
    card = parse_card(f"【起】：{k.name}{n.value}。", "vg").card
    if card is None or len(card.abilities) != 1 or card.abilities[0].effect is None:
        raise Unsupported(f"the keyword {k.name} as an effect")
    return replace(
        node, keyword=None, keyword_first=False, effect=card.abilities[0].effect, reminders=()
    )


THAT_CIRCLE = A.NounPhrase((A.Ref("that"), A.Zone("rear_circle")), ("",))  # その(R)
# the verbs of a step that takes units off their circles to another zone (7.4.1: 置く; 戻す)
_LEAVE_CIRCLE = ("put", "return")
_ON_CIRCLES = (A.CardKind("rearguard"), A.CardKind("unit"))


def _units_named(np: Any) -> bool:
    """A noun phrase of units on circles (「あなたのリアガード」, 「ブーストしたユニット」)."""
    return isinstance(np, A.NounPhrase) and bool(np.terms) and np.terms[-1] in _ON_CIRCLES


def that_circle_left(node: A.Ability) -> A.Ability:
    """「あなたのリアガードを１枚選び、ソウルに置き、…を１枚選び、その(R)にコールする」: 「その(R)」 after
    a step that took units off their circles is the circle they were on — read as 「置いたユニット
    がいた(R)」 (the step's verb; the runtime keeps the circle a moved card left, ``was_on``).
    Any other ability as it is."""
    mover: str | None = None
    chosen: Any = None

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        nonlocal mover, chosen
        b = st.body
        if not isinstance(b, A.Action):
            return None
        args = {a.role: a.value for a in b.args}  # read only: a repeated role is not refused here
        if b.verb == "choose":
            chosen = args.get(A.Role.OBJECT)
        elif b.verb in _LEAVE_CIRCLE and _units_named(args.get(A.Role.OBJECT, chosen)):
            mover = b.verb
        if b.verb != "call" or mover is None or args.get(A.Role.GOAL) != THAT_CIRCLE:
            return None
        moved = A.NounPhrase(
            (A.Relative(A.Action(mover, (), A.Form.PAST)), A.CardKind("unit")), ("",)
        )
        was = A.Relative(A.Action("exist", (A.Arg(A.Role.SUBJECT, moved),), A.Form.PAST))
        goal = A.NounPhrase((was, A.Zone("rear_circle")), ("",))
        new = tuple(replace(a, value=goal) if a.role is A.Role.GOAL else a for a in b.args)
        return (replace(st, body=replace(b, args=new)),), 1

    return shared._rewrite_steps(node, rule)


# an order's type as printed (2.9.6: the subtype beside the main type), bracketed at the head of
# its text by a writer who copied the type line into it: 「【ブリッツオーダー】相手の…」 — of the
# orders played for their effect (a set order's text is abilities with their markers, 17.1)
ORDER_TYPE_HEADS = ("ブリッツオーダー", "ノーマルオーダー")


def _order_type_head(node: A.Ability) -> A.Ability:
    """「【ブリッツオーダー】<効果>」: an order's text headed by its type in brackets — the card's type
    (2.9.3.2, 2.9.6), information of the card, not a word of its effect: the effect without it.
    Printed with a colon (「【ブリッツオーダー】：<効果>」) the type is the ability's one label: the
    same, the effect without it. Any other node as it is."""
    eff = node.effect
    if node.kind is not A.AbilityKind.EVENT or eff is None or not eff.sentences:
        return node
    if len(node.labels) == 1 and node.labels[0].colon and node.labels[0].name in ORDER_TYPE_HEADS:
        return replace(node, labels=())
    first = eff.sentences[0]
    if not first.steps or not isinstance(first.steps[0].body, A.Action):
        return node
    body = first.steps[0].body
    if not body.args or not isinstance(np := body.args[0].value, A.NounPhrase):
        return node
    head = np.terms[0] if np.terms else None
    if not isinstance(head, A.Label) or head.name not in ORDER_TYPE_HEADS:
        return node
    if len(np.terms) == 1 and body.args[0].role is A.Role.NONE and len(body.args) > 1:
        # 「【ブリッツオーダー】そのバトル中、…」: the head an argument of its own (a duration after
        # it): the step without that argument
        body = replace(body, args=body.args[1:])
    elif len(np.terms) > 1 and np.links[0] == "":
        rest = replace(np, terms=np.terms[1:], links=np.links[1:])
        body = replace(body, args=(replace(body.args[0], value=rest), *body.args[1:]))
    else:
        return node
    step = replace(first.steps[0], body=body)
    first = replace(first, steps=(step, *first.steps[1:]))
    return replace(node, effect=replace(eff, sentences=(first, *eff.sentences[1:])))


def compile_ability(node: A.Ability, items: tuple[A.Ability, ...] = ()) -> Program:
    """Compile one ability of a Vanguard card; ``items``: the ``・`` lines after it."""
    from grammar.render import render_ability

    fuse = _fuse_instruction(node)
    if fuse is not None:
        return fuse
    node = _keyword_before_trigger(_order_type_head(node))
    node = that_circle_left(shared.that_deck_named(_cost_may_be_paid(_without_shared_note(node))))
    # 「このユニットは、…なら、インターセプトできない」: the topic before the condition is the
    # sentence's (the shared construction)
    node = shared.qualified_self(shared.event_in_period(topic_before_condition(node)))
    prog = shared.compile_ability(node, VOCAB, items, render=lambda it: render_ability(it, "vg"))
    return _program_hook(node, prog)


def _fuse_instruction(node: A.Ability) -> Program | None:
    """An order's 「このカードをプレイする際、(カード)を1枚選び、このカードに魔合成してよい」: the
    instruction to 魔合成 order card B into this order card A as it is played (7.44.1) — a
    program of no step whose ``fuse`` parameter is the cards B may be (read by the shared noun
    reader: where from, which kind), run by ``specific.play_order`` (7.44.1.1-7.44.1.4). None for
    any other ability."""
    e = node.effect
    if (
        node.kind != "event"
        or node.trigger is not None
        or node.cost is not None
        or node.condition
        or e is None
        or len(e.sentences) != 1
        or len(e.sentences[0].steps) != 2
    ):
        return None
    pick, fuse = e.sentences[0].steps
    fb = fuse.body
    if not (
        isinstance(fb, A.Action)
        and fb.verb == "do"
        and fb.form is A.Form.OPTIONAL
        and [x.role for x in fb.args] == [A.Role.GOAL, A.Role.NONE]
        and isinstance(word := fb.args[1].value, A.NounPhrase)
        and [getattr(t, "text", None) for t in word.terms] == ["魔合成"]
        and fuse.condition is None
    ):
        return None
    v = VOCAB
    c = pick.condition
    b = pick.body
    if (
        sel(fb.args[0].value, v) != Sel(ref="this")
        or c is None
        or c.marker != "sai"
        or not isinstance(c.clause, A.Action)
        or c.clause.verb != "play"
        or [x.role for x in c.clause.args] != [A.Role.OBJECT]
        or sel(c.clause.args[0].value, v) != Sel(ref="this")
        or not isinstance(b, A.Action)
        or b.verb != "choose"
        or b.form is not A.Form.CONTINUATIVE
    ):
        raise Unsupported("a 魔合成 instruction of this shape")
    args = args_of(b)
    if set(args) != {A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE} or sel(args[A.Role.NONE], v) != Sel(
        count=1
    ):
        raise Unsupported("a 魔合成 of other than one card chosen")
    src, obj = sel(args[A.Role.SOURCE], v), sel(args[A.Role.OBJECT], v)
    if src.owner != "you" or src.zones != ("hand",) or obj.zones or obj.owner is not None:
        raise Unsupported("a 魔合成 of a card from elsewhere than one's hand")
    return Program("event", params=(("fuse", replace(obj, owner="you", zones=("hand",))),))


# the keywords that are a trigger condition (17.12.3 「キーワード‘稼働’は‘このカードが稼働した時’の
# 誘発条件を持つ一連の自動能力を持つキーワード」), printed before the condition they name:
# keyword -> (verb, form) of that condition
TRIGGER_KEYWORDS = {"稼働": ("operate", "past")}


def _keyword_before_trigger(node: A.Ability) -> A.Ability:
    """「【自】【オーダーゾーン】：稼働 このカードが稼働した時、…」: the keyword printed before the
    trigger condition it names (``TRIGGER_KEYWORDS``; the grammar reads it as an unknown word
    before 「このカード」) is that condition's name — the condition is read without it."""
    t = node.trigger
    if t is None or not isinstance(t.event, A.Action) or len(t.event.args) != 1:
        return node
    np = t.event.args[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Relative)
        and isinstance(np.terms[0].clause, A.Action)
    ):
        return node
    c = np.terms[0].clause
    subj = next((a for a in c.args if a.role is A.Role.SUBJECT), None)
    if subj is None or not isinstance(subj.value, A.NounPhrase):
        return node
    sv = subj.value
    if not (
        len(sv.terms) == 2
        and isinstance(sv.terms[0], A.Unknown)
        and TRIGGER_KEYWORDS.get(sv.terms[0].text) == (c.verb, c.form.value)
        and sv.terms[1] == A.Ref("this_card")
        and sv.links == ("",)
    ):
        return node
    bare = replace(subj, value=A.NounPhrase(sv.terms[1:], ()))
    c2 = replace(c, args=tuple(bare if a is subj else a for a in c.args))
    np2 = replace(np, terms=(replace(np.terms[0], clause=c2),))
    ev = replace(t.event, args=(replace(t.event.args[0], value=np2),))
    return replace(node, trigger=replace(t, event=ev))


_PAY_THE_COST = A.Action(
    "pay",
    (A.Arg(A.Role.OBJECT, A.NounPhrase((A.Stat("cost"),), ())),),
    A.Form.OPTIONAL,
)
_PAID = A.Action("pay", (), A.Form.PAST)
_BY_YOU = (A.Arg(A.Role.TOPIC, A.NounPhrase((A.Owner("you"),), ())),)


def _cost_may_be_paid(node: A.Ability) -> A.Ability:
    """An automatic ability printed 「[コスト] (テキスト)」 whose text opens 「(…なら、)コストを払って
    よい。払ったら、…」: the cost the bracket shows, paid on resolution if its master chooses, the
    rest done only if paid (11.1.1.2.2, 11.9.5, 11.9.5.1 — the same as 「[コスト]することで、…」):
    read as the ability with that cost and the text after 「払ったら、」, a condition on the
    payment the ability's condition. An activated ability so printed (the original era's
    「【起】：[コスト] (Xなら、)コストを払ってよい。払ったら、Y」) the same: the bracket its cost, paid
    as it is played (11.1.1.1.1, 11.8.2.3), X the requirement of its effect (11.2.1.1), as
    「【起】：Xなら、【コスト】[…]ことで、Y」. Any other ability unchanged."""
    eff = node.effect
    if (
        node.kind not in (A.AbilityKind.AUTO, A.AbilityKind.ACTIVATED)
        or node.cost is None
        or eff is None
        or len(eff.sentences) < 2
        or len(eff.sentences[0].steps) != 1
    ):
        return node
    pay, then = eff.sentences[0].steps[0], eff.sentences[1].steps[0]
    if (
        isinstance(pay.body, A.Action)
        and pay.body.args[:1] in (_BY_YOU, tuple(replace(a, role=A.Role.SUBJECT) for a in _BY_YOU))
        and replace(pay.body, args=pay.body.args[1:]) == _PAY_THE_COST
    ):
        # 「あなたはコストを払ってよい。払ったら、…」: the payer named, the ability's master, who
        # pays its cost anyway (11.9.5: the master of an automatic ability pays its cost on
        # resolution) — the same cost as printed without 「あなたは」
        pay = replace(pay, body=_PAY_THE_COST)
    # 「払ったら、Xなら、Y」: the condition X after the payment stays on the step, read when the
    # step is done, after the cost is paid (11.9.5)
    after: A.Condition | None = None
    tc = then.condition
    if (
        tc is not None
        and tc.marker == "chain"
        and len(tc.parts) == 2
        and tc.parts[0].marker == "tara"
        and tc.parts[0].clause == _PAID
        and tc.parts[1].marker != "tara"
    ):
        then, after = replace(then, condition=tc.parts[0]), tc.parts[1]
    if (
        pay.body != _PAY_THE_COST
        or pay.lead is not None
        or pay.cost is not None
        or then.lead is not None
        or then.condition is None
        or then.condition.marker != "tara"
        or then.condition.clause != _PAID
    ):
        return node
    cond = node.condition
    if pay.condition is not None:
        if cond is not None:
            raise Unsupported("a condition on paying the cost after the ability's condition")
        cond = pay.condition
    rest = replace(
        eff.sentences[1], steps=(replace(then, condition=after), *eff.sentences[1].steps[1:])
    )
    return replace(node, condition=cond, effect=replace(eff, sentences=(rest, *eff.sentences[2:])))


def _without_shared_note(node: A.Ability) -> A.Ability:
    """A sharing keyword's line (``SHARING_MEANINGS``) without its last sentence restating the
    rule (「これは旋律を持つあなたのユニットすべてが共有する。」, 14.41.1.1): no ability of its
    own. Any other ability unchanged."""
    k = node.keyword
    eff = node.effect
    if k is None or k.id not in SHARING_MEANINGS or node.prefix is None or eff is None:
        return node
    last = eff.sentences[-1] if eff.sentences else None
    body = last.steps[0].body if last is not None and len(last.steps) == 1 else None
    if isinstance(body, A.Action) and body.verb == "share" and last is not None:
        # typed since round 33 (共有する, これ in the lexicon): the sentence as printed
        from grammar.render import render_step

        text = render_step(last.steps[0])
    elif isinstance(body, A.Unparsed):
        text = body.text
    else:
        return node
    if not _SHARED_NOTE.fullmatch(text.rstrip("。")):
        return node
    if len(eff.sentences) == 1:
        raise Unsupported(f"{k.name} without the ability it shares")
    return replace(node, effect=replace(eff, sentences=eff.sentences[:-1]))


def compile_item(node: A.Ability, kind: str) -> Program:
    return shared.compile_item(node, kind, VOCAB)


def trigger_of(t: A.Trigger) -> Trig:
    from ruling.cardtext.triggers import trigger

    return trigger(t, VOCAB)


def _unused(*_: Any) -> None:  # keep imports that document the shared parts used
    return None
