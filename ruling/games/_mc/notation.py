"""The card-text notations the mc rules document defines, as data: each section of chapter 10's
notation sections (10.9-10.18), chapter 12's specific actions (12.2-12.7), chapter 13's standing
abilities (13.1.x), chapter 14's special-ability kinds (14.2-14.8) with the layouts each is printed
in, chapter 15's keywords and chapter 17's icons — with a minimal text printed in the rules' own
layout that the engine runs, or the named reason it refuses one, or why the section prints no
card text of its own.

``tests/ruling/test_mc_notation_r30.py`` lists the sections from the KB and checks that each has
an entry here, that each text runs (an ability the compiler reads, run on a board by the tests
named in ``tests``) and that each refused text is refused with its named reason (never silently).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Notation:
    title: str
    # minimal texts in the rules' layout (header / 〈…〉 fields / effect) that run
    texts: tuple[str, ...] = ()
    # a text of the notation the engine refuses, and the words its refusal names
    refused: tuple[tuple[str, str], ...] = ()
    # the card type the texts are printed on (a ◇ placement is a terrain's, 14.6.3.3)
    card_type: str = "unit"
    # why the section prints no card text of its own (a procedure, a list of pictures)
    no_text: str = ""


_T = "\n"  # the rules print one ability over lines (14.2.2 …): header, 〈…〉 fields, effect

# 10.9.3: the six timing notations (and 10.9.6's limited counter, 10.9.11 none) => the clause
# that defines it => the engine's timing (grammar.parse.MC_TIMINGS)
TIMINGS: dict[str, tuple[str, str]] = {
    "普通": ("10.9.4", "normal"),
    "対抗": ("10.9.5", "counter"),
    "イニシアチブ": ("10.9.7", "initiative"),
    "戦闘": ("10.9.8", "combat"),
    "メイン": ("10.9.9", "main"),
    "自軍ターン": ("10.9.10", "own_turn"),
}

# 14.1-14.8 (and 17.1's pictures of them): the special-ability kinds, their mark, their clause
# and the layouts the rules print them in (a. the timing before the name, b. after it)
SPECIAL_KINDS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "□": ("14.2", "完了型", ("a", "b")),
    "×": ("14.3", "自爆型", ("a", "b")),
    "◎": ("14.4", "宣言型", ("a", "b")),
    "○": ("14.5", "常動型", ("a", "b")),
    "◇": ("14.6", "手札型", ("a", "b")),
    "●": ("14.7", "自動型", ("a",)),
    "▽": ("14.8", "反転型", ("a",)),
}

# 10.11: the cost kinds 〈コスト:～〉 prints (10.11.8, 10.11.10-10.11.13, 14.2.3 / 14.3.3 / 14.8.3
# the kinds' own), each with a text that runs
COSTS: dict[str, str] = {
    "手札n枚破棄": "10.11.8",
    "山札n枚破棄": "10.11.10",
    "捨て山n枚除外": "10.11.11",
    "手札n枚破棄(～)": "10.11.12",
    "手札n枚除外": "10.11.13",
}

_DMG = "対象に【火炎:1】ダメージを与える。"

NOTATIONS: dict[str, Notation] = {
    # ---------------------------------------------------------------- chapter 10's notations
    "10.9": Notation(
        "タイミング表記",
        texts=(
            f"□[普通]一撃{_T}〈対象:敵軍ユニット1体〉{_T}{_DMG}",
            f"◎[対抗]守り{_T}〈コスト:手札1枚破棄/対象:このユニット〉{_T}対象に「防御力:+2」を付与する。",
            f"◎[対抗:戦闘スペル限定]打消{_T}〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉{_T}{_DMG}",
            f"◎[イニシアチブ]先制{_T}〈コスト:手札1枚破棄/対象:このユニット〉{_T}"
            "対象に「イニシアチブ:+1」を付与する。",
            f"○[戦闘]鼓舞{_T}〈対象:このユニット〉{_T}対象を「攻撃力:+1」する。",
            f"□[メイン]補給{_T}〈対象:自軍プレイヤー〉{_T}対象はカードを1枚補充する。",
            f"●[自軍ターン]号令{_T}〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉{_T}"
            "対象はカードを1枚補充する。",
            f"○守護{_T}〈対象:このユニット〉{_T}対象を「防御力:+1」する。",  # 10.9.11: none
        ),
    ),
    "10.10": Notation(
        "対象",
        texts=(
            f"□[普通]射撃{_T}〈対象:敵軍ユニット1体〉{_T}対象に【竜巻:2】ダメージを与える。",
            f"●[戦闘]咆哮{_T}〈発揮:戦闘開始時/対象:敵軍パーティ〉{_T}{_DMG}",
            f"□[普通]連射{_T}〈対象:敵軍ユニット2体まで〉{_T}{_DMG}",
        ),
    ),
    "10.11": Notation(
        "コスト",
        texts=(
            f"◎[普通]火球{_T}〈コスト:手札2枚破棄/対象:敵軍ユニット1体〉{_T}{_DMG}",
            f"◎[普通]献身{_T}〈コスト:山札2枚破棄/対象:このユニット〉{_T}対象に「攻撃力:+2」を付与する。",
            f"◎[普通]呪詛{_T}〈コスト:捨て山2枚除外/対象:敵軍ユニット1体〉{_T}{_DMG}",
            f"◎[普通]竜火{_T}〈コスト:手札1枚破棄(「種族:ドラゴン」のカード)/対象:敵軍ユニット1体〉{_T}"
            + _DMG,
            f"◎[普通]封印{_T}〈コスト:手札1枚除外/対象:敵軍ユニット1体〉{_T}{_DMG}",
        ),
    ),
    "10.12": Notation(
        "条件",
        texts=(
            f"□[普通]竜殺し{_T}〈対象:敵軍ユニット1体〉{_T}"
            "対象が「種族:ドラゴン」の場合、対象に【火炎:3】ダメージを与える。",
        ),
    ),
    "10.13": Notation(
        "「～中のユニット／～したユニット」",
        texts=(
            f"◎[対抗]妨害{_T}〈コスト:手札1枚破棄/対象:攻撃中のユニット1体〉{_T}対象を行動完了にする。",
            f"◎[対抗]妨害{_T}〈コスト:手札1枚破棄/対象:攻撃したユニット1体〉{_T}対象を行動完了にする。",
        ),
        refused=(
            (
                f"◎[対抗]妨害{_T}〈コスト:手札1枚破棄/対象:戦闘スペルを使用中のユニット1体〉{_T}"
                "対象を行動完了にする。",
                "10.13.1",
            ),
            (
                f"◎[対抗]妨害{_T}〈コスト:手札1枚破棄/対象:特殊能力を使用したユニット1体〉{_T}"
                "対象を行動完了にする。",
                "10.13.1",
            ),
        ),
    ),
    "10.14": Notation(
        "「対象に～を付与する」",
        texts=(
            f"□[普通]祝福{_T}〈対象:自軍ユニット1体〉{_T}対象に「種族:ドラゴン」を付与する。",
            f"□[普通]加護{_T}〈対象:自軍ユニット1体〉{_T}対象に「耐性:火」を付与する。",
            f"□[普通]強化{_T}〈対象:自軍ユニット1体〉{_T}対象に「攻撃力:+1」を付与する。",
        ),
    ),
    "10.15": Notation(
        "効果を打ち消す表記",
        texts=(
            f"◎[対抗]消去{_T}〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉{_T}"
            "対象が使用中の特殊能力の効果を1つ選んで消失させる。",
            f"□[普通]剥奪{_T}〈対象:敵軍ユニット1体〉{_T}対象は「耐性:火」を失う。",
            f"◎[対抗]破砕{_T}〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉{_T}"
            "対象が使用している戦闘スペルを1つ選び、破棄する。",
        ),
    ),
    "10.16": Notation(
        "「～に変更する」",
        texts=(
            f"□[普通]変身{_T}〈対象:敵軍ユニット1体〉{_T}対象を「種族:インセクト」に変更する。",
        ),
    ),
    "10.17": Notation(
        "数を問う効果",
        texts=(
            f"□[普通]群れ{_T}〈対象:敵軍ユニット1体〉{_T}"
            "対象に【自軍パーティに存在する「種族:インセクト」のユニット数】ダメージを与える。",
            f"○群体{_T}〈対象:このユニット〉{_T}"
            "対象を「攻撃力:+自軍パーティに存在する「種族:インセクト or プラント」のユニット数」する。",
        ),
    ),
    "10.18": Notation(
        "「行動完了にする」",
        texts=(f"□[普通]威圧{_T}〈対象:敵軍ユニット1体〉{_T}対象を行動完了にする。",),
    ),
    # ---------------------------------------------------------------- chapter 12's actions
    "12.2": Notation(
        "進軍",
        texts=(
            f"●[自軍ターン]突撃{_T}〈発揮:進軍宣言時/対象:このユニット〉{_T}"
            "対象は「属性:火」の地形に進軍してもよい。",
        ),
    ),
    "12.3": Notation(
        "補充", texts=(f"□[メイン]補給{_T}〈対象:自軍プレイヤー〉{_T}対象はカードを2枚補充する。",)
    ),
    "12.4": Notation(
        "破棄", texts=(f"□[普通]粉砕{_T}〈対象:敵軍ユニット1体〉{_T}対象を破棄する。",)
    ),
    "12.5": Notation(
        "ゲームから除外",
        texts=(f"□[普通]追放{_T}〈対象:敵軍ユニット1体〉{_T}対象をゲームから除外する。",),
    ),
    "12.6": Notation(
        "死亡する",
        texts=(
            f"□[普通]即死{_T}〈対象:敵軍ユニット1体〉{_T}対象を死亡させる。",
            f"□[普通]即死{_T}〈対象:敵軍ユニット1体〉{_T}対象は死亡する。",
        ),
    ),
    "12.7": Notation(
        "シャッフルする",
        texts=(f"□[メイン]撹拌{_T}〈対象:敵軍プレイヤー〉{_T}対象は山札をシャッフルする。",),
    ),
    # ---------------------------------------------------------------- chapter 13's standing
    "13.1.1": Notation("「イニシアチブ:x」", texts=("「イニシアチブ:+1」",)),
    "13.1.2": Notation("「アイテム:x」", texts=("「アイテム:1」",)),
    "13.1.3": Notation("「スペル:x」", texts=("「スペル:火」",)),
    "13.1.4": Notation(
        "", no_text="how a spell slot lost and regained comes back (13.1.3's slots): no notation"
    ),
    "13.1.5": Notation("「チャージ:x」", texts=("「チャージ:2」",)),
    "13.1.6": Notation("「ディフェンダー:x」", texts=("「ディフェンダー:1」",)),
    "13.1.7": Notation("「耐性:x」", texts=("「耐性:火」",)),
    "13.1.8": Notation(
        "「弱点:x」",
        texts=("「弱点:火(+1ダメージ)」",),
        refused=(("「弱点:火」", "the increase is not said"),),
    ),
    # ---------------------------------------------------------------- chapter 14's kinds
    "14.2": Notation(
        "完了型特殊能力",
        texts=(
            f"□[普通]斬撃{_T}〈対象:敵軍ユニット1体〉{_T}対象に【打撃:2】ダメージを与える。",
            f"□斬撃[普通]{_T}〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉{_T}対象に【打撃:2】ダメージを与える。",
        ),
    ),
    "14.3": Notation(
        "自爆型特殊能力",
        texts=(
            f"×[普通]自爆{_T}〈対象:敵軍パーティ〉{_T}対象に【火炎:2】ダメージを与える。",
            f"×自爆[普通]{_T}〈コスト:手札1枚破棄/対象:敵軍パーティ〉{_T}対象に【火炎:2】ダメージを与える。",
        ),
    ),
    "14.4": Notation(
        "宣言型特殊能力",
        texts=(
            f"◎[普通]治癒{_T}〈コスト:手札1枚破棄/対象:自軍ユニット1体〉{_T}対象に「防御力:+1」を付与する。",
            f"◎治癒[普通]{_T}〈コスト:手札1枚破棄/対象:自軍ユニット1体〉{_T}対象に「防御力:+1」を付与する。",
        ),
    ),
    "14.5": Notation(
        "常動型特殊能力",
        texts=(
            f"○[戦闘]士気{_T}〈対象:自軍パーティ〉{_T}対象を「攻撃力:+1」する。",
            f"○士気[戦闘]{_T}〈対象:自軍パーティ〉{_T}対象が「属性:土」の場合、対象を「防御力:+2」する。",
        ),
    ),
    "14.6": Notation(
        "手札型特殊能力",
        texts=(
            # a. (14.6.2): a 発揮時期 of a summon declaration, 15.4.7.2's words for the terrain
            f"◇[自軍ターン]奇襲{_T}〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉{_T}"
            "敵軍支配地形ではない地形に、対象は手札にあるこのカードを普通召喚してもよい。",
            f"◇[自軍ターン]奇襲{_T}〈発揮:普通召喚宣言時/コスト:手札1枚破棄{_T}/対象:自軍プレイヤー〉{_T}"
            "「属性:火」の地形に合致する敵軍支配地形ではない地形に、"
            "対象は手札にあるこのカードを普通召喚してもよい。",
            # b. (14.6.4.1): 〈対象:自軍プレイヤー〉 on a unit card summoning itself
            f"◇潜伏{_T}〈対象:自軍プレイヤー〉{_T}"
            "敵軍支配地形ではない地形に、対象はこのカードを普通召喚してもよい。",
        ),
    ),
    "14.6.4.2": Notation(
        "手札型特殊能力 b. (a terrain card placed)",
        texts=(
            f"◇隆起{_T}〈対象:地形1つ〉{_T}対象の存在するエリアに、このカードを配置してもよい。",
            f"◇侵食{_T}〈対象:地形1つ〉{_T}対象が「誰もいない地形」の場合、"
            "このカードを対象の存在するエリアに配置してもよい。",
        ),
        card_type="terrain",
    ),
    "14.7": Notation(
        "自動型特殊能力",
        texts=(f"●[戦闘]咆哮{_T}〈発揮:戦闘開始時/対象:敵軍パーティ〉{_T}{_DMG}",),
    ),
    "14.8": Notation(
        "反転型特殊能力",
        texts=(
            f"▽変転[普通]{_T}〈発動条件:この地形で戦闘が発生している/対象:敵軍ユニット1体〉{_T}"
            "対象に【津波:2】ダメージを与える。",
        ),
        card_type="terrain",
    ),
    # ---------------------------------------------------------------- chapter 15's keywords
    "15.1": Notation("英雄", texts=("【英雄:1】",)),
    "15.2": Notation(
        "チェイン",
        texts=(f"◎[普通|チェイン]連撃{_T}〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉{_T}{_DMG}",),
    ),
    "15.3": Notation(
        "対抗不可", texts=(f"□[普通|対抗不可]奇襲{_T}〈対象:敵軍ユニット1体〉{_T}{_DMG}",)
    ),
    "15.4": Notation("追加ルール", no_text="the kind of the keywords 15.4.3-15.4.11 (each below)"),
    "15.4.3": Notation("専用", texts=("専用「種族:錬金生物」",), card_type="item"),
    "15.4.4": Notation("装備制限", texts=("装備制限",)),
    "15.4.5": Notation("秘伝", texts=("秘伝「種族:エルフ」",), card_type="spell"),
    "15.4.6": Notation("強制配置", texts=("強制配置",), card_type="terrain"),
    "15.4.7": Notation(
        "普通召喚(アイコン)", texts=("普通召喚「「属性:火」の地形」", "普通召喚「属性:火の地形」")
    ),
    "15.4.8": Notation(
        "即時召喚(アイコン)", texts=("即時召喚「「属性:水」の地形」", "即時召喚「属性:水の地形」")
    ),
    "15.4.9": Notation(
        "時の歯車",
        texts=(
            "時の歯車『プレイヤーすべて「ダイス:+1D」』",
            "【時の歯車】『プレイヤーすべて「ダイス:+1D」』",
        ),
    ),
    "15.4.10": Notation(
        "特殊進軍",
        texts=("特殊進軍「「属性:風」の地形」", "特殊進軍「属性:風の地形」"),
    ),
    "15.4.11": Notation("装備禁止", texts=("装備禁止",)),
    "15.5": Notation("構築ルール", texts=("構築ルール:デッキに50枚まで組み込む。",)),
    "15.5.3": Notation("枚数制限解除", texts=("枚数制限解除",)),
    # ---------------------------------------------------------------- chapter 17's icons
    "17.1": Notation(
        "アイコン",
        no_text="a list of pictures: the attributes' (2.1.13.2), the item's (13.1.2) and the "
        "special-ability marks' (SPECIAL_KINDS), read where the text prints them",
    ),
}
