"""Monster Collection (mc), round 36 (s32mctext), issue 12: constructions the validation
categories named, each in the family of wordings a writer prints for the same meaning, and what
each does on a board.

1. 「～してよい」 read as the rules' 「～してもよい」 (10.1.7, 10.1.14): a step left to the player's
   choice, in either spelling, for every reading of the permission (a ◇ summon of its own card,
   14.6.3.2; an advance permitted, 15.4.10.2; …).
2. A condition on a dice result (3.4.2, 3.4.5) in each form a writer prints it: its subject
   (「出目 / 出た目 / 目 / ダイスの目 / 結果 / ダイス結果」, each with 「…の合計」, or 「合計」), its
   numbers (「n以上 / n以下 / n」, 「nかm / nまたはm」, a range 「n~m / n～m / nからm」, 「偶数 / 奇数」),
   after a roll 「ダイスをn個振る / nDを振る / nDする」 (3.4.2: 「nDする」 is a roll).
3. A notation with its value printed without its 「」 (10.14.2 characteristics, chapter 13's
   standing abilities with a value, 2.1.19 advance types): 「対象に進軍タイプ:飛行を付与する」,
   「対象が種族:ドラゴンの場合」, a bare line 「進軍タイプ:長距離飛行」 — typed as the rules print it
   (grammar.mcvalue.bare_notation_spans), in either colon width.
4. 「スペル:x」's spell-slot icons (13.1.3.1) as a printer sets them: bare or each in a bracket,
   with separators, 「火×2」, 「火属性」; what is not an icon (a number, another kanji) refused
   naming it.
5. A ● ability whose steps move or change a card (14.7.3): 「対象を破棄する」 (12.4.1), 「死亡させる」
   (11.3.3.1), 「手札に戻す」 (5.1.4.1), 「「チャージ:x」を失わせる / 失う」 (10.15.2.1), 「…に変更
   する」 — run as any effect's steps (``play.apply_step``), under a step's own condition too.
6. Conditions on the game state in the forms a writer prints them: a zone's count (hand 5.1.4.3,
   deck 5.1.3.6, discard pile 5.1.5.6) with 「ある / 存在する」, 「…がない」 as 0; 「…がn体のみ /
   このユニット1体のみ」 (a count exactly n; the one this unit, 8.2.3); 「自軍 / 敵軍が先攻(側) /
   後攻(側)」 (8.3.4.8); 「(この)戦闘が自軍本陣で行われている」 (8.2.3, 5.1.2.8).
7. 「○<sentence>。」: a mark followed at once by its sentence (no name): the sentence is the
   effect, not a name — a ○ death replacement (10.8.2), its event also in 11.3.3.2's own words
   「…に死亡効果が適用される / 適用された場合、代わりに」, its step 「(このユニットを)自軍手札に戻す」
   of the ability's own unit the same as 「持ち主の手札に戻す」 (5.1.4.5, 5.1.1.4).
8. The rules' acts in the causative: 「対象に手札を1枚破棄させる / カードを1枚補充させる / 引かせる /
   選ばせ、破棄させる」 — the player made to act does it (12.3.1, 12.4.1); 「対象を破棄させる /
   手札に戻させる / 行動完了にさせる / 未行動にさせる」 — the act itself (10.18.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import MC_SIDE, mc_area, mc_read, mc_scenario
from tests.ruling.test_mc_cardtext_r25 import _board, _rolled
from tests.ruling.test_mc_cardtext_r27 import _battle, _summoned

get_game("mc")  # registers mc's card-text compiler


def _program(text: str, card_type: str = "unit") -> Any:
    (a,) = _abilities("mc", text.replace("\\n", "\n"), card_type)
    assert a.supported, a.reason
    return a.program


def _same(texts: list[str], card_type: str = "unit") -> None:
    """Every wording compiles, all to the same program."""
    first = _program(texts[0], card_type)
    for t in texts[1:]:
        assert _program(t, card_type) == first, t


# --- 1. 「～してよい」 / 「～してもよい」 (10.1.7, 10.1.14) -------------------------------------------

_PERMITTED = [
    (
        "◇韋駄天 〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉 対象はこのカードを即時召喚してもよい。",
        "◇韋駄天 〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉 対象はこのカードを即時召喚してよい。",
        "◇韋駄天\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n対象は、このカードを即時召喚して良い。",
        "◇韋駄天〈発揮：即時召喚宣言時／対象：自軍プレイヤー〉対象はこのカードを即時召喚しても良い。",
    ),
    (
        "◇海からの来訪〈対象:自軍プレイヤー〉対象は、「属性:水」の地形に手札にあるこのカードを普通召喚してもよい。",
        "◇海からの来訪〈対象:自軍プレイヤー〉対象は、「属性:水」の地形に手札にあるこのカードを普通召喚してよい。",
    ),
    (
        "●[自軍ターン]風渡り〈発揮:進軍宣言時/対象:このユニット〉対象は「誰もいない地形(敵軍本陣を除く)」へ進軍してもよい。",
        "●[自軍ターン]風渡り〈発揮:進軍宣言時/対象:このユニット〉対象は「誰もいない地形(敵軍本陣を除く)」へ進軍してよい。",
    ),
]


@pytest.mark.parametrize("variants", _PERMITTED)
def test_a_permission_in_either_spelling(variants: tuple[str, ...]) -> None:
    _same(list(variants))


def test_a_permitted_summon_in_the_short_spelling_on_a_board() -> None:
    """The ◇ summon printed 「…してよい」 summons its card at once into the battle (14.6.3.2),
    as 「…してもよい」 does (test_mc_cardtext_r27)."""
    r = _battle(
        "◇韋駄天\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n対象はこのカードを即時召喚してよい。"
    )
    assert _summoned(r), [w.en for w in r.warnings()]
    assert {"14.6.3.2", "12.2.7.4.3"} <= set(r.decided_by)


# --- 2. a condition on a dice result (3.4.2, 3.4.5) ------------------------------------------------

_ROLL_HEAD = "◎[メイン]博打\\n〈対象:敵軍ユニット1体〉\\n"


@pytest.mark.parametrize(
    "variants",
    [
        [  # a range: each number from one end to the other (both included)
            "1Dを振り、出目が1か2か3の場合、対象に【2】ダメージを与える。",
            "1Dを振り、出目が1~3の場合、対象に【2】ダメージを与える。",
            "1Dを振り、出目が1～3の場合、対象に【2】ダメージを与える。",
            "1Dを振り、出目が1〜3の場合、対象に【2】ダメージを与える。",
            "1Dを振り、出目が1から3の場合、対象に【2】ダメージを与える。",
            "1Dを振り、ダイスの目が1~3の場合、対象に【2】ダメージを与える。",
            "ダイスを1個振る。目が1～3の場合、対象に【2】ダメージを与える。",
            "ダイスを1個振る。出た目が1~3なら、対象に【2】ダメージを与える。",
        ],
        [  # the subject said otherwise
            "1Dを振り、出目が6の場合、対象に【2】ダメージを与える。",
            "1Dを振り、ダイスの目が6の場合、対象に【2】ダメージを与える。",
            "1Dを振り、目が6の場合、対象に【2】ダメージを与える。",
            "1Dを振る。ダイス結果が6の場合、対象に【2】ダメージを与える。",
        ],
        [  # a sum of two dice (3.4.2), the roll said 「2Dする」 as 3.4.2 prints it
            "2Dを振り、出目の合計が8以上の場合、対象に【2】ダメージを与える。",
            "2Dする。ダイス結果の合計が8以上の場合、対象に【2】ダメージを与える。",
            "2Dをする。合計が8以上の場合、対象に【2】ダメージを与える。",
            "ダイスを2個振る。ダイス結果が8以上の場合、対象に【2】ダメージを与える。",
            "2Dを振る。出目が8以上の場合、対象に【2】ダメージを与える。",
        ],
        [
            "1Dを振る。出目が偶数の場合、対象に【2】ダメージを与える。",
            "1Dを振る。ダイス結果が偶数の場合、対象に【2】ダメージを与える。",
            "ダイスを1個振り、出た目が偶数なら、対象に【2】ダメージを与える。",
        ],
    ],
)
def test_a_dice_condition_in_each_wording(variants: list[str]) -> None:
    _same([_ROLL_HEAD + v for v in variants])


def test_a_range_and_a_parity_are_not_each_other() -> None:
    even = _program(_ROLL_HEAD + "1Dを振る。出目が偶数の場合、対象に【2】ダメージを与える。")
    odd = _program(_ROLL_HEAD + "1Dを振る。出目が奇数の場合、対象に【2】ダメージを与える。")
    low = _program(_ROLL_HEAD + "1Dを振る。出目が1~3の場合、対象に【2】ダメージを与える。")
    assert len({repr(even), repr(odd), repr(low)}) == 3


@pytest.mark.parametrize(
    ("effect", "die", "hurt"),
    [
        ("1Dを振り、出目が1~3の場合、対象に【2】ダメージを与える。", 1, 2),
        ("1Dを振り、出目が1~3の場合、対象に【2】ダメージを与える。", 3, 2),
        ("1Dを振り、出目が1~3の場合、対象に【2】ダメージを与える。", 4, 0),
        ("1Dを振り、出目が2から5の場合、対象に【2】ダメージを与える。", 1, 0),
        ("1Dを振り、出目が2から5の場合、対象に【2】ダメージを与える。", 5, 2),
        ("1Dを振る。出目が偶数の場合、対象に【2】ダメージを与える。", 4, 2),
        ("1Dを振る。出目が偶数の場合、対象に【2】ダメージを与える。", 3, 0),
        ("1Dを振る。出目が奇数の場合、対象に【2】ダメージを与える。", 3, 2),
        ("1Dを振る。ダイスの目が6の場合、対象に【2】ダメージを与える。", 6, 2),
        ("1Dを振る。ダイスの目が6の場合、対象に【2】ダメージを与える。", 5, 0),
    ],
)
def test_a_dice_condition_on_a_board(effect: str, die: int, hurt: int) -> None:
    """The die rolled at the declaration (10.1.8); the step done when its result meets the
    condition (3.4.5, 10.12.1), not otherwise."""
    assert _rolled(_ROLL_HEAD + effect, die, asked="術士.zone")["ゴブリン.damage"] == hurt


def test_the_sum_of_two_dice_on_a_board() -> None:
    """「2Dする。ダイス結果の合計が8以上の場合、…」: the two dice summed (3.4.2): 3 + 5 = 8 deals
    the 2; 3 + 4 = 7 does not."""
    text = _ROLL_HEAD + "2Dする。ダイス結果の合計が8以上の場合、対象に【2】ダメージを与える。"
    assert _rolled(text, [3, 5], asked="術士.zone")["ゴブリン.damage"] == 2  # type: ignore[arg-type]
    assert _rolled(text, [3, 4], asked="術士.zone")["ゴブリン.damage"] == 0  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "effect",
    [
        "1Dを振り、出目が3~1の場合、対象に【2】ダメージを与える。",  # a range printed backwards
        "1Dを振り、出目が1-3の場合、対象に【2】ダメージを与える。",  # 1-3: a range or minus 3
        "出目が1~3の場合、対象に【2】ダメージを与える。",  # no roll before it
    ],
)
def test_a_dice_condition_not_of_these_forms_is_refused(effect: str) -> None:
    (a,) = _abilities("mc", (_ROLL_HEAD + effect).replace("\\n", "\n"), "unit")
    assert not a.supported and a.reason


# --- 3. a notation printed without its 「」 (10.14.2, 13.1, 2.1.19) --------------------------------

_GRANT_HEAD = "◎[メイン]付与〈対象:自軍ユニット1体〉"


@pytest.mark.parametrize(
    "variants",
    [
        [
            f"{_GRANT_HEAD}対象に「進軍タイプ:飛行」を付与する。",
            f"{_GRANT_HEAD}対象に進軍タイプ:飛行を付与する。",
            f"{_GRANT_HEAD}対象に進軍タイプ：飛行を付与する。",
        ],
        [
            f"{_GRANT_HEAD}対象に「進軍タイプ:長距離飛行」を付与する。",
            f"{_GRANT_HEAD}対象に進軍タイプ:長距離飛行を付与する。",
        ],
        [
            f"{_GRANT_HEAD}対象に「イニシアチブ:+1」を付与する。",
            f"{_GRANT_HEAD}対象にイニシアチブ:+1を付与する。",
            f"{_GRANT_HEAD}対象にイニシアチブ：＋１を付与する。",
        ],
        [
            f"{_GRANT_HEAD}対象に「耐性:猛毒」を付与する。",
            f"{_GRANT_HEAD}対象に耐性:猛毒を付与する。",
        ],
        [
            f"{_GRANT_HEAD}対象が「種族:ドラゴン」の場合、対象に「攻撃力:+1」を付与する。",
            f"{_GRANT_HEAD}対象が種族:ドラゴンの場合、対象に「攻撃力:+1」を付与する。",
            f"{_GRANT_HEAD}対象が種族：ドラゴンの場合、対象に「攻撃力:+1」を付与する。",
        ],
    ],
)
def test_a_bare_notation_in_a_sentence(variants: list[str]) -> None:
    _same(variants)


@pytest.mark.parametrize("value", ["飛行", "長距離飛行"])
def test_a_bare_characteristic_line(value: str) -> None:
    """「進軍タイプ:長距離飛行」 printed bare as a line: the card's advance type (2.1.19), typed
    as 「進軍タイプ:長距離飛行」 (no text left untyped)."""
    from grammar.parse import parse_card

    rest = "\n◎[メイン]x〈対象:自軍ユニット1体〉対象を「攻撃力:+1」する。"
    for line in (f"進軍タイプ:{value}", f"進軍タイプ：{value}", f"「進軍タイプ:{value}」"):
        text = (line + rest).replace("\\n", "\n")
        assert not parse_card(text, "mc").unparsed, line
        first, _ = _abilities("mc", text, "unit")
        assert first.supported and first.program.text == value, line


def test_what_is_not_a_bare_notation_is_left_as_printed() -> None:
    """Inside 「」 (already the notation), after another colon (an item's 「追加常備能力:…」
    field), or a value that runs on into a word (no particle after it): nothing is added."""
    from grammar.mcvalue import bare_notation_spans

    assert bare_notation_spans("対象に「進軍タイプ:飛行」を付与する。") == []
    assert bare_notation_spans("追加常備能力:耐性:猛毒") == []
    assert bare_notation_spans("〈対象:自軍ユニット1体〉") == []
    assert bare_notation_spans("対象に耐性:猛毒を付与する。") == [(3, 8)]


# --- 4. spell-slot icons however printed (13.1.3.1) -------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "icons"),
    [
        ("「スペル:火水」", "火水"),
        ("「スペル:火 水」", "火水"),
        ("「スペル:火・水」", "火水"),
        ("「スペル:火、水」", "火水"),
        ("「スペル:火/水」", "火水"),
        ("「スペル:【火】【水】」", "火水"),
        ("「スペル:[火][水]」", "火水"),
        ("「スペル:(火)(水)」", "火水"),
        ("「スペル:{火}{水}」", "火水"),
        ("スペル:【火】【水】", "火水"),
        ("「スペル:火×2」", "火火"),
        ("「スペル:火属性」", "火"),
        ("「スペル:聖＊」", "聖*"),
    ],
)
def test_spell_slot_icons_however_printed(printed: str, icons: str) -> None:
    prog = _program(printed)
    assert (prog.id, prog.text) == ("spell", icons)


@pytest.mark.parametrize(
    ("printed", "named"),
    [
        ("「スペル:雷」", "「雷」 is not a spell-slot icon"),
        ("「スペル:火雷」", "「雷」 is not a spell-slot icon"),
        ("「スペル:2」", "a number, not spell-slot icons"),
        ("スペル:1", "a number, not spell-slot icons"),
        ("「スペル:闇属性」", "is not a spell-slot icon"),
    ],
)
def test_what_is_not_a_spell_slot_icon_is_refused_by_name(printed: str, named: str) -> None:
    (a,) = _abilities("mc", printed, "unit")
    assert not a.supported and named in a.reason, a.reason


def test_a_spell_cost_in_brackets_is_the_same_cost() -> None:
    head = "◇[普通]火球〈コスト:スペル:{}/対象:ユニット1体〉対象に【火炎:3】ダメージを与える。"
    _same([head.format("火"), head.format("【火】"), head.format("[火]")], "spell")
    (a,) = _abilities("mc", head.format("炎"), "spell")
    assert not a.supported and "「炎」 is not a spell-slot icon" in a.reason


# --- 5. a ● ability that moves or changes a card (14.7.3) -------------------------------------------


def _battle_end(effect: str, at: str = "戦闘終了タイミング開始時") -> Any:
    """A's 狩人 (attack 3, its ● ability the text under test) advances into B's c3: the goblin
    (defence 4) strikes first for 1 and lives through 狩人's 3; then the ● ability triggers."""
    text = f"●[戦闘]試\\n〈発揮:{at}/対象:この地形に存在する敵軍ユニットすべて〉\\n{effect}"
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            f'{{name: 狩人, type: unit, level: 2, attack: 3, defense: 4, text: "{text}"}}',
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 1, B: 6}}\n"
        "ask: [ゴブリン.zone]\n",
    )
    return mc_read(loads(scn))


@pytest.mark.parametrize(
    ("effect", "zone", "clauses"),
    [
        ("対象を破棄する。", "B.discard", {"12.4.1", "14.7.3"}),
        ("対象を死亡させる。", "B.discard", {"11.3.3.1", "12.6.1"}),
        ("対象を持ち主の手札に戻す。", "B.hand", {"5.1.4.1"}),
        ("対象の防御力が4以下の場合、対象を破棄する。", "B.discard", {"12.4.1"}),
        ("対象の防御力が3以下の場合、対象を破棄する。", "B.field.c3", {"10.12.2"}),
    ],
)
def test_an_automatic_ability_moves_a_card(effect: str, zone: str, clauses: set[str]) -> None:
    r = _battle_end(effect)
    assert r.outcome["state"]["ゴブリン.zone"] == zone, r.outcome
    assert clauses <= set(r.decided_by), sorted(r.decided_by)


def test_an_automatic_ability_may_move_a_card() -> None:
    """「対象を手札に戻してもよい」: the ability's player decides (10.1.14) — the ruling branches
    on A's choice: yes, the goblin goes to B's hand (5.1.4.1); no, it stays."""
    r = _battle_end("対象を手札に戻してもよい。")
    assert r.outcome["depends_on"] == "A"
    got = {b["choices"][0]: b["outcome"]["state"]["ゴブリン.zone"] for b in r.outcome["branches"]}
    assert got == {"yes": "B.hand", "no": "B.field.c3"}


@pytest.mark.parametrize(
    "variants",
    [
        [
            "●[戦闘]胞子の霧〈発揮:戦闘の開始時/対象:この地形に存在するユニットすべて〉対象の「チャージ:x」を失わせる。",
            "●[戦闘]胞子の霧〈発揮:戦闘の開始時/対象:この地形に存在するユニットすべて〉対象から「チャージ:x」を失わせる。",
            "●[戦闘]胞子の霧〈発揮:戦闘の開始時/対象:この地形に存在するユニットすべて〉対象は「チャージ:x」を失う。",
        ],
    ],
)
def test_an_automatic_ability_takes_a_standing_ability(variants: list[str]) -> None:
    _same(variants)


# --- 6. conditions on the game state (5.1.3.6, 5.1.4.3, 5.1.5.6, 8.3.4.8, 8.2.3) -----------------

_HIT_HEAD = "◎[メイン]博打\\n〈対象:敵軍ユニット1体〉\\n"
_HIT = "対象に【1】ダメージを与える。"


@pytest.mark.parametrize(
    "variants",
    [
        ["自軍手札が0枚の場合、", "自軍手札がない場合、", "自軍の手札がない場合、"],
        [
            "自軍捨て山に「種族:アンデッド」のカードが3枚以上ある場合、",
            "自軍捨て山に「種族:アンデッド」のカードが3枚以上存在する場合、",
        ],
        ["自軍山札が10枚以下の場合、", "自軍の山札が10枚以下の場合、"],
        [
            "自軍パーティのユニットが1体の場合、",
            "自軍パーティのユニットが1体のみの場合、",
            "自軍パーティのユニットが1体だけの場合、",
        ],
        ["自軍が先攻側の場合、", "自軍が先攻の場合、"],
        ["このユニットが先攻側の場合、", "このユニットが先攻の場合、"],
        [
            "自軍本陣が戦闘中の場合、",
            "この戦闘が自軍本陣で行われている場合、",
            "戦闘が自軍本陣で行われている場合、",
            "自軍本陣で戦闘が行われている場合、",
            "この戦闘が自軍本陣で発生している場合、",
        ],
    ],
)
def test_a_state_condition_in_each_wording(variants: list[str]) -> None:
    _same([_HIT_HEAD + v + _HIT for v in variants])


@pytest.mark.parametrize(
    "cond",
    [
        "自軍パーティのユニットが1体のみの場合、",
        "自軍パーティのユニットがこのユニット1体のみの場合、",
        "自軍が後攻側の場合、",
        "敵軍が先攻の場合、",
    ],
)
def test_those_not_said_the_same_are_not_the_same(cond: str) -> None:
    """「…がこのユニット1体のみ」 asks also that the one be this unit; 後攻 is not 先攻; 敵軍 is not
    自軍."""
    others = {
        "自軍パーティのユニットが1体のみの場合、": "自軍パーティのユニットがこのユニット1体のみの場合、",
        "自軍パーティのユニットがこのユニット1体のみの場合、": "自軍パーティのユニットが1体のみの場合、",
        "自軍が後攻側の場合、": "自軍が先攻側の場合、",
        "敵軍が先攻の場合、": "自軍が先攻の場合、",
    }
    assert _program(_HIT_HEAD + cond + _HIT) != _program(_HIT_HEAD + others[cond] + _HIT)


@pytest.mark.parametrize(("deck", "hurt"), [(10, 1), (11, 0)])
def test_a_deck_count_on_a_board(deck: int, hurt: int) -> None:
    """「自軍山札が10枚以下の場合」: A's deck counted (5.1.3.6: its count is public)."""
    text = _HIT_HEAD + "自軍山札が10枚以下の場合、" + _HIT
    scn = _board(text, asked="術士.zone").replace("    deck: 20\n", f"    deck: {deck}\n", 1)
    r = mc_read(loads(scn))
    assert r.outcome["state"]["ゴブリン.damage"] == hurt
    assert "5.1.3.6" in r.decided_by


@pytest.mark.parametrize(("hand", "hurt"), [("[]", 1), ("[{name: 兵2, type: unit}]", 0)])
def test_no_hand_on_a_board(hand: str, hurt: int) -> None:
    """「自軍手札がない場合」: A's hand holds no card (5.1.4.3)."""
    text = _HIT_HEAD + "自軍手札がない場合、" + _HIT
    scn = _board(text, asked="術士.zone").replace(
        "    deck: 20\n", f"    deck: 20\n    hand: {hand}\n", 1
    )
    assert mc_read(loads(scn)).outcome["state"]["ゴブリン.damage"] == hurt


@pytest.mark.parametrize(("dice_a", "dice_b", "zone"), [(6, 1, "B.discard"), (1, 6, "B.field.c3")])
def test_the_first_side_on_a_board(dice_a: int, dice_b: int, zone: str) -> None:
    """○[戦闘] 「自軍が先攻の場合、対象を「攻撃力:+2」する」 on 狩人 (attack 2): A first (6 against
    1, 8.3.4.8) makes it 4 and the goblin (defence 4) dies; B first, it stays."""
    text = "○[戦闘]先手必勝\\n〈対象:このユニット〉\\n自軍が先攻の場合、対象を「攻撃力:+2」する。"
    r = mc_read(loads(MC_SIDE % (text, dice_a, dice_b)))
    assert r.outcome["state"]["ゴブリン.zone"] == zone


# --- 7. 「○<sentence>。」 and a death replacement in 11.3.3.2's words (10.8.2) ----------------------


@pytest.mark.parametrize(
    "variants",
    [
        [
            "このユニットが死亡する場合、代わりに持ち主の手札に戻す。",
            "○このユニットが死亡する場合、代わりに持ち主の手札に戻す。",
            "○このユニットが死亡する場合、代わりにこのユニットを持ち主の手札に戻す。",
            "○このユニットに死亡効果が適用される場合、代わりに持ち主の手札に戻す。",
            "○このユニットに死亡効果が適用された場合、代わりにこのユニットを自軍手札に戻す。",
        ],
        [
            "このユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。",
            "○このユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。",
        ],
    ],
)
def test_a_marked_replacement_without_a_name(variants: list[str]) -> None:
    _same(variants)


def test_a_marked_name_is_still_a_name() -> None:
    """「○鉄壁」 / 「○鉄壁〈対象:このユニット〉…」: a name (no 「、」 / 「。」) stays the ability's name."""
    prog = _program("○[戦闘]鉄壁\\n〈対象:このユニット〉\\n対象を「防御力:+1」する。")
    assert prog.name == "鉄壁"


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        (
            "○このユニットに死亡効果が適用された場合、代わりにこのユニットを自軍手札に戻す。",
            "B.hand",
        ),
        ("○このユニットが死亡する場合、代わりに持ち主の手札に戻す。", "B.hand"),
        ("", "B.discard"),  # the neighbour without it dies
    ],
)
def test_a_marked_death_replacement_on_a_board(text: str, zone: str) -> None:
    """A's 雷術士 deals 【電撃】【3】 to B's 兵 (defence 2): it would die (11.3.1.2.1); the ○
    replacement sends it to B's hand instead (10.8.2, 10.8.3, 11.3.3.2)."""
    a = mc_area(
        "c2",
        "平原",
        10,
        "{name: 雷術士, type: unit, level: 2, attack: 1, defense: 2, "
        'text: "◎[メイン]雷撃〈対象:ユニット1体〉対象に【電撃】【3】ダメージを与える。"}',
    )
    printed = f', text: "{text}"' if text else ""
    b = mc_area(
        "c3", "森", 6, f"{{name: 兵, type: unit, level: 2, attack: 1, defense: 2{printed}}}"
    )
    rest = "actions:\n  - {do: use, card: 雷術士, target: 兵}\nask: [兵.zone]\n"
    r = mc_read(loads(mc_scenario(a=a, b=b, rest=rest, turn="{player: A, number: 8, phase: main}")))
    assert r.outcome["state"]["兵.zone"] == zone
    if text:
        assert "10.8.2" in r.decided_by


# --- 8. the rules' acts in the causative (12.3.1, 12.4.1, 10.18.1) ---------------------------------

_ENEMY = "◎[メイン]命令〈対象:敵軍プレイヤー〉"
_UNIT = "◎[メイン]命令〈対象:敵軍ユニット1体〉"


@pytest.mark.parametrize(
    "variants",
    [
        [
            f"{_ENEMY}対象は手札を1枚破棄する。",
            f"{_ENEMY}対象に手札を1枚破棄させる。",
            f"{_ENEMY}敵軍プレイヤーに手札を1枚破棄させる。",
            f"{_ENEMY}対象に手札を1枚選ばせ、破棄させる。",
        ],
        [f"{_ENEMY}対象はカードを1枚補充する。", f"{_ENEMY}対象にカードを1枚補充させる。"],
        [f"{_ENEMY}対象は山札を1枚破棄する。", f"{_ENEMY}対象に山札を1枚破棄させる。"],
        [f"{_UNIT}対象を破棄する。", f"{_UNIT}対象を破棄させる。"],
        [f"{_UNIT}対象を手札に戻す。", f"{_UNIT}対象を手札に戻させる。"],
        [f"{_UNIT}対象を行動完了にする。", f"{_UNIT}対象を行動完了にさせる。"],
        [f"{_UNIT}対象を未行動にする。", f"{_UNIT}対象を未行動にさせる。"],
    ],
)
def test_an_act_in_the_causative(variants: list[str]) -> None:
    _same(variants)


def test_a_causative_not_of_these_acts_is_refused() -> None:
    """「対象を進軍させる」: an advance is the player's declaration (12.2.1, 12.2.5), not an act an
    effect makes — left refused."""
    (a,) = _abilities("mc", "◎[メイン]号令〈対象:自軍ユニット1体〉対象を進軍させる。", "unit")
    assert not a.supported


@pytest.mark.parametrize(("hand", "left"), [(2, 1), (0, 0)])
def test_a_player_made_to_discard_on_a_board(hand: int, left: int) -> None:
    """「対象に手札を1枚破棄させる」 used on B: B discards one card of its hand (12.4.1); with none
    there is nothing to discard (4.1.15)."""
    text = f"{_ENEMY}対象に手札を1枚破棄させる。"
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}',
        ),
        b_top=f"    deck: 20\n    hand: {hand}\n",
        rest="actions:\n  - {do: use, card: 術士, target: B}\nask: [B.hand]\n",
        turn="{player: A, number: 7, phase: main}",
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"]["B.hand"] == left
