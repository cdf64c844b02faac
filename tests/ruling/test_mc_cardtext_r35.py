"""Monster Collection (mc), round 35 (s31mctext), issue 12: constructions the validation
categories named, each in the family of wordings a writer prints for the same meaning, and what
each does on a board.

- 「～を失う」 (10.15.2, 10.15.2.1) of a standing ability named with its category word
  (「常備能力「X」」 / 「常備能力の「X」」) or by its kind alone (「「弱点」」 / 「耐性」: every one of
  that kind the unit holds, 13.1.8.4 / 13.1.7.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler


def _program(text: str, card_type: str = "unit") -> Any:
    (a,) = _abilities("mc", text, card_type)
    assert a.supported, a.reason
    return a.program


def _same(texts: list[str], card_type: str = "unit") -> None:
    """Every wording compiles, all to the same program."""
    first = _program(texts[0], card_type)
    for t in texts[1:]:
        assert _program(t, card_type) == first, t


# --- 「～を失う」 of a standing ability named by its category or its kind (10.15.2.1) ------------

_HEAD = "◎[メイン]解呪〈対象:ユニット1体〉"


@pytest.mark.parametrize(
    "variants",
    [
        [
            f"{_HEAD}対象は「弱点」を失う。",
            f"{_HEAD}対象は常備能力「弱点」を失う。",
            f"{_HEAD}対象は常備能力の「弱点」を失う。",
            f"{_HEAD}対象は弱点を失う。",
            f"{_HEAD}対象は「弱点」をすべて失う。",
            f"{_HEAD}対象はすべての「弱点」を失う。",
            f"{_HEAD} 対象は 常備能力「弱点」を 失う。",
        ],
        [
            f"{_HEAD}対象は「耐性」を失う。",
            f"{_HEAD}対象は常備能力「耐性」を失う。",
            f"{_HEAD}対象は耐性を失う。",
            f"{_HEAD}対象は「耐性」をすべて失う。",
        ],
        [
            f"{_HEAD}対象は「アイテム:x」を失う。",
            f"{_HEAD}対象は常備能力「アイテム:x」を失う。",
            f"{_HEAD}対象は「アイテム」を失う。",
            f"{_HEAD}対象は常備能力の「アイテム:x」を失う。",
        ],
    ],
)
def test_a_lost_standing_ability_in_each_wording(variants: list[str]) -> None:
    _same(variants)


def test_a_lost_kind_is_every_one_of_it_and_a_named_one_is_not() -> None:
    """「「弱点」を失う」 names no attribute: not the program of 「「弱点:電撃」を失う」."""
    assert _program(f"{_HEAD}対象は「弱点」を失う。") != _program(
        f"{_HEAD}対象は「弱点:電撃」を失う。"
    )


def _weakness_board(lose: str, printed: str) -> Any:
    """A's 解呪師 uses ``lose`` on B's 氷像 (defence 4, ``printed``), then 雷術士 deals 【電撃】【3】
    to it."""
    a = mc_area(
        "c2",
        "平原",
        10,
        f'{{name: 解呪師, type: unit, level: 2, attack: 0, defense: 2, text: "{_HEAD}{lose}"}}',
        "{name: 雷術士, type: unit, level: 2, attack: 1, defense: 2, "
        'text: "◎[メイン]雷撃〈対象:ユニット1体〉対象に【電撃】【3】ダメージを与える。"}',
    )
    b = mc_area(
        "c3",
        "氷原",
        6,
        f'{{name: 氷像, type: unit, level: 2, attack: 1, defense: 4, text: "{printed}"}}',
    )
    rest = (
        "actions:\n  - {do: use, card: 解呪師, target: 氷像}\n"
        "  - {do: use, card: 雷術士, target: 氷像}\nask: [氷像.zone]\n"
    )
    r = resolve(loads(mc_scenario(a=a, b=b, rest=rest, turn="{player: A, number: 8, phase: main}")))
    assert not [w for w in r.main.warnings if w.kind == "unsupported"], r.main.warnings
    return r


@pytest.mark.parametrize(
    ("lose", "printed", "lives"),
    [
        ("対象は常備能力「弱点」を失う。", "「弱点:電撃(+2)」", True),  # 3 < 4: lost (13.1.8.4)
        ("対象は「弱点」をすべて失う。", "「弱点:電撃(+2)」\\n「弱点:火炎(+1)」", True),
        ("対象は「弱点:火炎」を失う。", "「弱点:電撃(+2)」", False),  # not the one held: 3+2 >= 4
    ],
)
def test_a_lost_weakness_on_a_board(lose: str, printed: str, lives: bool) -> None:
    r = _weakness_board(lose, printed)
    assert (r.outcome["state"]["氷像.zone"] == "B.field.c3") is lives, r.outcome
    if lives:
        assert "13.1.8.4" in r.decided_by and "10.15.2.1" in r.decided_by


# --- 「対象の種族 / 属性を…に変更する」: the item named as the target's (10.16.1) ----------------

_CURSE = "◎[メイン]変化の呪い〈対象:敵軍ユニット1体〉"


@pytest.mark.parametrize(
    "variants",
    [
        [
            f"{_CURSE}対象を「種族:アンデッド」に変更する。",
            f"{_CURSE}対象の種族を「種族:アンデッド」に変更する。",
            f"{_CURSE}対象の「種族」を「種族:アンデッド」に変更する。",
            f"{_CURSE}対象の種族を「アンデッド」に変更する。",
            f"{_CURSE} 対象の 種族を 「種族:アンデッド」に 変更する。",
        ],
        [
            f"{_CURSE}対象を「属性:闇」に変更する。",
            f"{_CURSE}対象の属性を「属性:闇」に変更する。",
            f"{_CURSE}対象の「属性」を「闇」に変更する。",
        ],
    ],
)
def test_a_changed_item_in_each_wording(variants: list[str]) -> None:
    _same(variants)


def test_a_change_to_another_items_value_is_refused() -> None:
    """「対象の種族を「属性:闇」に変更する」: the item and the value disagree — not read."""
    (a,) = _abilities("mc", f"{_CURSE}対象の種族を「属性:闇」に変更する。", "unit")
    assert not a.supported


@pytest.mark.parametrize(
    "step",
    ["対象の種族を「種族:アンデッド」に変更する。", "対象の「種族」を「アンデッド」に変更する。"],
)
def test_a_changed_species_on_a_board(step: str) -> None:
    """B's 騎士 (「種族:ヒューマン」) becomes 「種族:アンデッド」 only (10.16.1)."""
    a = mc_area(
        "c2",
        "平原",
        10,
        f'{{name: 呪術師, type: unit, level: 2, attack: 0, defense: 2, text: "{_CURSE}{step}"}}',
    )
    b = mc_area(
        "c3",
        "砦",
        6,
        "{name: 騎士, type: unit, level: 2, attack: 1, defense: 4, race: ヒューマン}",
    )
    rest = "actions:\n  - {do: use, card: 呪術師, target: 騎士}\nask: [騎士.race]\n"
    r = resolve(loads(mc_scenario(a=a, b=b, rest=rest, turn="{player: A, number: 8, phase: main}")))
    assert not [w for w in r.main.warnings if w.kind == "unsupported"], r.main.warnings
    assert r.outcome["state"]["騎士.race"] in (["アンデッド"], "アンデッド"), r.outcome
    assert "10.16.1" in r.decided_by


# --- 「対象が装備している装備品を1つ選び、破棄する」: one the target wears (12.2.8.9, 12.4.1) -------

_BREAK = "◎[メイン]破砕〈対象:敵軍ユニット1体〉"


def test_a_worn_equipment_discarded_in_each_wording() -> None:
    _same(
        [
            f"{_BREAK}対象が装備している装備品を1つ選び、破棄する。",
            f"{_BREAK}対象の装備品を1つ選び、破棄する。",
            f"{_BREAK}対象が装備している装備品1つを破棄する。",
            f"{_BREAK}対象が装備しているアイテムを1つ選び、破棄する。",
            f"{_BREAK}対象が装備中の装備品を1つ選んで破棄する。",
            f"{_BREAK}対象が装備している装備品を1つ選んで、破棄する。",
            f"{_BREAK} 対象が装備している装備品を1つ選び、 破棄する。",
        ]
    )


def test_a_worn_equipment_is_not_one_in_use() -> None:
    """「対象が使用している消耗品を1つ選び、破棄する」 (10.15.3) is another step; 「2つ」 is refused."""
    worn = _program(f"{_BREAK}対象が装備している装備品を1つ選び、破棄する。")
    assert worn != _program(f"{_BREAK}対象が使用している消耗品を1つ選び、破棄する。")
    (a,) = _abilities("mc", f"{_BREAK}対象が装備している装備品を2つ選び、破棄する。", "unit")
    assert not a.supported


@pytest.mark.parametrize("worn", [True, False])
def test_a_worn_equipment_discarded_on_a_board(worn: bool) -> None:
    """B's 戦士 wears 鉄槌 (or nothing): A's 破壊僧 discards it to B's discard pile (12.4.1); with
    none worn nothing moves (4.1.15)."""
    step = "対象が装備している装備品を1つ選び、破棄する。"
    a = mc_area(
        "c2",
        "平原",
        10,
        f'{{name: 破壊僧, type: unit, level: 2, attack: 1, defense: 4, text: "{_BREAK}{step}"}}',
    )
    gear = "{name: 鉄槌, type: item, equip_cost: 1, attack_bonus: 1, equipped_to: 戦士}"
    b = mc_area(
        "c3",
        "砦",
        8,
        "{name: 戦士, type: unit, level: 2, attack: 2, defense: 5, item_slots: 1}",
        *((gear,) if worn else ()),
    )
    b_top = "    deck: 20\n" + (
        "" if worn else f"    hand: [{gear.replace(', equipped_to: 戦士', '')}]\n"
    )
    rest = "actions:\n  - {do: use, card: 破壊僧, target: 戦士}\nask: [鉄槌.zone]\n"
    r = resolve(
        loads(
            mc_scenario(
                a=a, b=b, rest=rest, b_top=b_top, turn="{player: A, number: 8, phase: main}"
            )
        )
    )
    assert not [w for w in r.main.warnings if w.kind == "unsupported"], r.main.warnings
    assert r.outcome["state"]["鉄槌.zone"] == ("B.discard" if worn else "B.hand"), r.outcome
    assert ("12.4.1" in r.decided_by) is worn


# --- 【nD】 with n said by a sentence of its own (3.4.2, 3.4.6 and its example) -----------------

_FANG = "◎[メイン]群狼の牙〈対象:敵軍ユニット1体〉対象に【nD】ダメージを与える。"


def test_n_dice_defined_in_each_wording() -> None:
    _same(
        [
            f"{_FANG}nは自軍ユニットの数。",
            f"{_FANG}nは自軍のユニットの数。",
            f"{_FANG}nは自軍ユニット数。",
            f"{_FANG}nは自軍ユニットの数である。",
            f"{_FANG}nは自軍ユニットの数に等しい。",
            f"{_FANG}nは自軍ユニットの数とする。",
            f"{_FANG}ただし、nは自軍ユニットの数。",
            f"{_FANG}nは戦場に存在する自軍ユニットの数。",
            f"{_FANG}ｎは自軍ユニットの数。",
        ]
    )


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (_FANG, "n not said"),  # n never defined
        (
            "◎[メイン]牙〈対象:敵軍ユニット1体〉対象に【3】ダメージを与える。nは自軍ユニットの数。",
            "no 【nD】",
        ),
    ],
)
def test_n_dice_without_its_other_half_is_refused(text: str, why: str) -> None:
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported and why in a.reason, a.reason


def test_own_and_enemy_counts_differ() -> None:
    assert _program(f"{_FANG}nは自軍ユニットの数。") != _program(f"{_FANG}nは敵軍ユニットの数。")


@pytest.mark.parametrize(("wolves", "dies"), [(2, True), (0, False)])
def test_n_dice_on_a_board(wolves: int, dies: bool) -> None:
    """A's 群狼の長 with ``wolves`` more units: n = 1 + wolves dice of 3 each on B's 大熊 (defence 8) —
    9 kills it, 3 does not (3.4.2, 3.4.6)."""
    pack = [f"{{name: 狼{k}, type: unit, level: 1, attack: 1, defense: 1}}" for k in range(wolves)]
    a = mc_area(
        "c2",
        "平原",
        10,
        f'{{name: 群狼の長, type: unit, level: 3, attack: 1, defense: 3, text: "{_FANG}nは自軍ユニットの数。"}}',
        *pack,
    )
    b = mc_area("c3", "洞窟", 8, "{name: 大熊, type: unit, level: 4, attack: 1, defense: 8}")
    dice = ", ".join(["3"] * (1 + wolves))
    rest = f"actions:\n  - {{do: use, card: 群狼の長, target: 大熊, dice: [{dice}]}}\nask: [大熊.zone]\n"
    r = resolve(loads(mc_scenario(a=a, b=b, rest=rest, turn="{player: A, number: 8, phase: main}")))
    assert not [w for w in r.main.warnings if w.kind == "unsupported"], r.main.warnings
    assert (r.outcome["state"]["大熊.zone"] == "B.discard") is dies, r.outcome
    assert "3.4.6" in r.decided_by


# --- 〈対象:～〉's place said otherwise: 「Xにいる / ある」, 「X上の」, 「戦場の」 (5.1.2.4, 2.1.1.2) ---

_SMOKE = "●[自軍ターン]噴煙〈発揮:メインフェイズ開始時/対象:{}〉対象に【1】ダメージを与える。"


@pytest.mark.parametrize(
    "variants",
    [
        [
            "この地形に存在する敵軍ユニットすべて",
            "この地形にいる敵軍ユニットすべて",
            "この地形にある敵軍ユニットすべて",
            "この地形上の敵軍ユニットすべて",
            "この地形の敵軍ユニットすべて",
        ],
        [
            "ユニットすべて",
            "戦場のユニットすべて",
            "戦場に存在するユニットすべて",
            "戦場にいるユニットすべて",
        ],
        ["敵軍ユニット1体", "戦場の敵軍ユニット1体", "戦場に存在する敵軍ユニット1体"],
    ],
)
def test_a_targets_place_in_each_wording(variants: list[str]) -> None:
    _same([_SMOKE.format(v) for v in variants], "terrain")


@pytest.mark.parametrize("where", ["この地形上のユニットすべて", "この地形にいるユニットすべて"])
def test_a_targets_place_on_a_board(where: str) -> None:
    """A's 兵 deals 【1】 at the start of A's main phase to the units on its own terrain (5.1.2.4):
    兵 and 従者 there, not B's 弓兵 elsewhere."""
    unit = (
        f'{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{_SMOKE.format(where)}"}}'
    )
    a = mc_area("c2", "平原", 8, unit, "{name: 従者, type: unit, level: 1, attack: 1, defense: 3}")
    b = mc_area("c3", "砦", 6, "{name: 弓兵, type: unit, level: 1, attack: 1, defense: 3}")
    rest = "actions:\n  - {do: main_phase}\nask: [兵.damage, 従者.damage, 弓兵.damage]\n"
    r = resolve(
        loads(mc_scenario(a=a, b=b, rest=rest, turn="{player: A, number: 7, phase: hand1}"))
    )
    assert not [w for w in r.main.warnings if w.kind == "unsupported"], r.main.warnings
    got = r.outcome["state"]
    assert (got["兵.damage"], got["従者.damage"], got["弓兵.damage"]) == (1, 1, 0), got


# --- 「…を失わせる」: the causative of 「失う」, the target the one that loses (10.15.2) ----------

_BIND = "◎[メイン]影縫い〈対象:敵軍ユニット1体〉"


@pytest.mark.parametrize(
    "variants",
    [
        [
            f"{_BIND}対象は「耐性:火炎」を失う。",
            f"{_BIND}対象の「耐性:火炎」を失わせる。",
            f"{_BIND}対象から「耐性:火炎」を失わせる。",
            f"{_BIND}対象に「耐性:火炎」を失わせる。",
            f"{_BIND}対象が持つ「耐性:火炎」を失わせる。",
        ],
        [
            f"{_BIND}対象は「弱点」をすべて失う。",
            f"{_BIND}対象から「弱点」をすべて失わせる。",
            f"{_BIND}対象が持つ「弱点」をすべて失わせる。",
            f"{_BIND}対象の常備能力「弱点」を失わせる。",
        ],
        [f"{_BIND}対象は「チャージ:x」を失う。", f"{_BIND}対象の「チャージ:x」を失わせる。"],
    ],
)
def test_made_to_lose_in_each_wording(variants: list[str]) -> None:
    """The causative reads as the plain step: the same steps, the form its own (``read``)."""
    first = _program(variants[0])
    for v in variants[1:]:
        assert _program(v).steps == first.steps, v


def test_made_not_to_lose_is_refused() -> None:
    (a,) = _abilities("mc", f"{_BIND}対象の「弱点」を失わせない。", "unit")
    assert not a.supported


def test_made_to_lose_a_weakness_on_a_board() -> None:
    """「対象から「弱点」をすべて失わせる」 before 【電撃】【3】 on 氷像 (defence 4, 「弱点:電撃(+2)」):
    it lives (13.1.8.4)."""
    r = _weakness_board("対象から「弱点」をすべて失わせる。", "「弱点:電撃(+2)」")
    assert r.outcome["state"]["氷像.zone"] == "B.field.c3", r.outcome


# --- 〈対象:敵軍の戦闘スペル1つ〉 and 「対象の効果を消失させる / 打ち消す」 (10.10.6, 10.15.1) ---------

_SPELL_NEGATIONS = [
    "◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:敵軍の戦闘スペル1つ〉\\n対象の効果を消失させる。",
    "◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:戦闘スペル1つ〉\\n対象の効果を消失させる。",
    "◎[対抗]揺らぐ幻影\\n〈対象:敵軍の戦闘スペル1つ〉\\n対象の効果を打ち消す。",
    "◎[対抗]揺らぐ幻影\\n〈対象:敵軍の使用中の戦闘スペル1つ〉\\n対象の効果を発揮させない。",
]


@pytest.mark.parametrize("text", _SPELL_NEGATIONS)
def test_an_enemy_spell_negated_in_each_wording(text: str) -> None:
    """B's 門番 answers A's 火球 (in use, 10.10.6): its 3 damage is not brought about (10.15.1)."""
    from tests.ruling.test_mc_cardtext_r27 import _answered

    r = _answered(text, as_spell=False)
    assert not [w for w in r.main.warnings if w.kind == "unsupported"], r.main.warnings
    assert r.outcome["state"]["門番.zone"] == "B.field.c3", r.outcome
    assert "10.15.1" in r.decided_by


def test_an_own_spell_target_is_not_the_enemys() -> None:
    """〈対象:自軍の戦闘スペル1つ〉 on B's answer: A's 火球 is not B's — no proper target, 火球
    deals its damage."""
    from tests.ruling.test_mc_cardtext_r27 import _answered

    text = (
        "◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:自軍の戦闘スペル1つ〉\\n対象の効果を消失させる。"
    )
    r = _answered(text, as_spell=False)
    assert r.outcome["state"]["門番.zone"] == "B.discard", r.outcome


def test_an_effect_vanished_on_a_unit_target_stays_refused() -> None:
    """10.15.1's other meaning (a grant undone) on a unit: not read as the negation of a card."""
    (a,) = _abilities("mc", "◎[普通]x〈対象:ユニット1体〉対象の効果を消失させる。", "unit")
    assert not a.supported
