"""Monster Collection (mc), round 28 (s24mc), issue 12: where a unit is, and a value bounded in
MC's own notation — one reading for a condition 「対象 / このユニットが<place>に存在する場合」 and
for the same place in 〈対象:…〉 (a relative clause of a target is a filter like any other, 10.10.2),
each run on a board with the neighbour that must not change (docs/cardtext.md "MC round 28").

1. Places (``cardtext._place``): the terrain of the battle going on (「戦闘中の地形」, 「(この)戦闘が
   行われている / 発生している地形」: 8.2.3), a headquarters (「本陣」 either side's, 5.1.2.8),
   「本陣以外の地形」, 「「属性:X」の地形」 (5.1.2.4, 4.7.5), and 「自軍 / 敵軍パーティに存在する」 in a
   target (that side's units on the ability's terrain, 4.4.1).
2. 「「攻撃力:2」以下」 / 「「レベル:2」以上」 / 「「防御力:3」未満」 / 「「レベル:2以下」」: a value with no sign
   in MC's notation (4.6.1) bounded (4.1.14), in a target and in a condition.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _ab(text: str, card_type: str = "unit") -> Any:
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), card_type)
    return ab


def _unsupported(r: Any) -> list[Any]:
    return [w for w in r.warnings() if w.kind == "unsupported"]


def _use(text: str, *, target: str = "ゴブリン", where: str = "c2") -> Any:
    """A's 術士 (the text under test) on ``where`` (c2 with A's 兵, or c1: A's headquarters) uses
    its ability on ``target`` in A's main phase; B's ゴブリン (level 1, attack 1, defence 4) is on
    c3 (水), B's 骸骨 (level 3, attack 2, defence 2) in B's headquarters c4."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    a = mc_area("c2", "平原", 8, soldier, *((unit,) if where == "c2" else ()))
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=a,
        b=mc_area(
            "c3",
            "湖",
            6,
            "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}",
        ),
        rest=f"actions:\n  - {{do: use, card: 術士, target: {target}}}\n"
        "ask: [兵.attack, ゴブリン.attack, 骸骨.attack]\n",
    )
    if where == "c1":
        scn = scn.replace(
            "      c1: [{name: 本陣, type: terrain, hq: true}]",
            f"      c1: [{{name: 本陣, type: terrain, hq: true}}, {unit}]",
        )
    scn = scn.replace(
        "      c4: [{name: 本陣, type: terrain, hq: true}]",
        "      c4: [{name: 本陣, type: terrain, hq: true}, "
        "{name: 骸骨, type: unit, level: 3, attack: 2, defense: 2}]",
    )
    return resolve(loads(scn))


# --- 1. where a unit is: a condition on 「このユニット」 / 「対象」 ---------------------------------

_HEAD = "◎[メイン]鼓舞\\n〈対象:ユニット1体〉\\n"

# (condition, where 術士 is, met)
_THIS_PLACES = [
    ("このユニットが本陣に存在する場合、", "c1", True),
    ("このユニットが本陣に存在する場合、", "c2", False),
    ("このユニットが本陣にいる場合、", "c1", True),
    ("このユニットが自軍本陣に存在する場合、", "c1", True),
    ("このユニットが敵軍本陣に存在する場合、", "c1", False),
    ("このユニットが本陣に存在しない場合、", "c2", True),
    ("このユニットが本陣以外の地形に存在する場合、", "c2", True),
    ("このユニットが本陣以外の地形に存在する場合、", "c1", False),
    ("このユニットが戦闘中の地形に存在する場合、", "c2", False),  # no battle going on
]


@pytest.mark.parametrize(("cond", "where", "met"), _THIS_PLACES)
def test_where_this_unit_is(cond: str, where: str, met: bool) -> None:
    text = _HEAD + cond + "対象を「攻撃力:+2」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _use(text, target="兵", where=where)
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.attack"] == (3 if met else 1)


# (condition on the target, target, met)
_TARGET_PLACES = [
    ("対象が本陣に存在する場合、", "骸骨", True),
    ("対象が本陣に存在する場合、", "ゴブリン", False),
    ("対象が本陣以外の地形に存在する場合、", "ゴブリン", True),
    ("対象が本陣以外の地形に存在する場合、", "骸骨", False),
    ("対象が「属性:水」の地形に存在する場合、", "ゴブリン", False),  # 湖 has no attribute given
]


@pytest.mark.parametrize(("cond", "target", "met"), _TARGET_PLACES)
def test_where_the_target_is(cond: str, target: str, met: bool) -> None:
    text = _HEAD + cond + "対象を「攻撃力:+2」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _use(text, target=target)
    base = {"骸骨": 2, "ゴブリン": 1}[target]
    assert r.outcome["state"][f"{target}.attack"] == (base + 2 if met else base)


def test_the_side_of_a_headquarters_said_of_the_target_is_refused() -> None:
    """「対象が自軍本陣にいる場合」: whose 自軍 it is depends on the target chosen — refused by
    name, never guessed."""
    ab = _ab(_HEAD + "対象が自軍本陣にいる場合、対象を「攻撃力:+2」する。")
    assert not ab.supported


# --- 1b. the same places in 〈対象:…〉 -------------------------------------------------------------

# (target text, target named, proper)
_FILTERS = [
    ("本陣に存在しない敵軍ユニット1体", "ゴブリン", True),
    ("本陣に存在しない敵軍ユニット1体", "骸骨", False),
    ("本陣以外の地形に存在する敵軍ユニット1体", "ゴブリン", True),
    ("本陣に存在する敵軍ユニット1体", "骸骨", True),
    ("本陣に存在する敵軍ユニット1体", "ゴブリン", False),
    ("本陣にいるユニット1体", "骸骨", True),
]


@pytest.mark.parametrize(("target", "named", "proper"), _FILTERS)
def test_a_place_in_a_target(target: str, named: str, proper: bool) -> None:
    text = f"◎[メイン]呪い\\n〈対象:{target}〉\\n対象を「攻撃力:-1」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _use(text, target=named)
    base = {"骸骨": 2, "ゴブリン": 1}[named]
    assert r.outcome["state"][f"{named}.attack"] == (base - 1 if proper else base)
    if not proper:
        assert r.main.outcome.get("rejected") or "10.10.3" in r.decided_by


@pytest.mark.parametrize(
    "target",
    [
        "戦闘中の地形に存在するユニットすべて",
        "この戦闘が行われている地形に存在するユニットすべて",
        "戦闘が発生している地形に存在するユニットすべて",
        "戦闘が行われている地形のユニット1体",
    ],
)
def test_the_battles_terrain_in_a_target(target: str) -> None:
    """The units of the battle's terrain: the battle going on's units (8.2.3)."""
    ab = _ab(f"□[普通]崩落\\n〈対象:{target}〉\\n対象に【1】ダメージを与える。")
    assert ab.supported, ab.reason
    assert ("in_battle", ()) in ab.program.target.where


def _party(text: str) -> Any:
    """A's 術士 (○, the text under test) on c2 with A's 兵 (種族:インセクト) and B's 蟲 (種族:
    インセクト); A's 羽虫 (種族:インセクト) on c3."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            8,
            unit,
            "{name: 兵, type: unit, level: 1, attack: 1, defense: 3, race: [インセクト]}",
        )
        + mc_area(
            "l2",
            "丘",
            8,
            "{name: 羽虫, type: unit, level: 1, attack: 1, defense: 3, race: [インセクト]}",
        ),
        b=mc_area(
            "c3",
            "湖",
            6,
            "{name: 蟲, type: unit, level: 1, attack: 1, defense: 4, race: [インセクト]}",
        ),
        rest="actions: []\nask: [兵.attack, 羽虫.attack, 蟲.attack, 術士.attack]\n",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(
    "target",
    [
        "自軍パーティに存在する「種族:インセクト」のユニットすべて",
        "自軍パーティにいる「種族:インセクト」のユニットすべて",
    ],
)
def test_own_party_in_a_target(target: str) -> None:
    """A's units on 術士's terrain of that race: 兵 only — not 羽虫 (another terrain, another
    party, 4.4.1), not 術士 (no race), not B's 蟲."""
    text = f"○群れの号令\\n〈対象:{target}〉\\n対象に「攻撃力:+1」を付与する。"
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _party(text)
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.attack"] == 2
    assert r.outcome["state"]["羽虫.attack"] == 1
    assert r.outcome["state"]["術士.attack"] == 1


def test_enemy_party_in_a_target_reads_the_other_side() -> None:
    ab = _ab(
        "●[戦闘]X\\n〈発揮:戦闘開始時/対象:敵軍パーティにいるユニット1体〉\\n対象に【1】ダメージを与える。"
    )
    assert ab.supported, ab.reason
    assert ab.program.target.owner == "enemy" and ab.program.target.here


# --- 2. a value bounded in MC's notation -------------------------------------------------------

# (target text, target named, proper): 骸骨 level 3 attack 2 defence 2, ゴブリン level 1 attack 1
_BOUNDS = [
    ("「攻撃力:2」以上の敵軍ユニット1体", "骸骨", True),
    ("「攻撃力:2」以上の敵軍ユニット1体", "ゴブリン", False),
    ("「レベル:2」以下の敵軍ユニット1体", "ゴブリン", True),
    ("「レベル:2」以下の敵軍ユニット1体", "骸骨", False),
    ("「レベル:2以下」の敵軍ユニット1体", "ゴブリン", True),
    ("「防御力:3」未満の敵軍ユニット1体", "骸骨", True),
    ("「防御力:3」未満の敵軍ユニット1体", "ゴブリン", False),
]


@pytest.mark.parametrize(("target", "named", "proper"), _BOUNDS)
def test_a_quoted_value_bounded_in_a_target(target: str, named: str, proper: bool) -> None:
    text = f"◎[メイン]呪い\\n〈対象:{target}〉\\n対象を「攻撃力:-1」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _use(text, target=named)
    base = {"骸骨": 2, "ゴブリン": 1}[named]
    assert r.outcome["state"][f"{named}.attack"] == (base - 1 if proper else base)


@pytest.mark.parametrize(
    ("cond", "named", "met"),
    [
        ("対象が「レベル:2」以下の場合、", "ゴブリン", True),
        ("対象が「レベル:2以下」の場合、", "骸骨", False),
        ("対象が「レベル:3」以上の場合、", "骸骨", True),
    ],
)
def test_a_quoted_value_bounded_in_a_condition(cond: str, named: str, met: bool) -> None:
    text = _HEAD + cond + "対象を「攻撃力:+2」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _use(text, target=named)
    base = {"骸骨": 2, "ゴブリン": 1}[named]
    assert r.outcome["state"][f"{named}.attack"] == (base + 2 if met else base)


def test_a_signed_quoted_value_is_no_bound() -> None:
    """「攻撃力:+2」 with a sign is a change (4.6.2), not a value to bound: not read as a filter."""
    ab = _ab(
        "◎[メイン]呪い\\n〈対象:「攻撃力:+2」以上の敵軍ユニット1体〉\\n対象を「攻撃力:-1」する。"
    )
    assert not ab.supported


# --- 3. 「…してもよい」: any step this compiler reads, chosen by the player (10.1.14) -------------


def _may(text: str, answer: str | None, *, target: str = "兵", ask: str = "兵.attack") -> Any:
    """A's 術士 uses the ability (the text under test) on ``target`` in A's main phase; A answers
    the choice 「…してもよい」 with ``answer`` (None: not given, both branches run)."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    hand: 2\n",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest=f"actions:\n  - {{do: use, card: 術士, target: {target}}}\nask: [{ask}]\n"
        + (f"choices: [{{player: A, at: may_do, choose: {answer}}}]\n" if answer else ""),
    )
    return resolve(loads(scn))


_MAY_UNIT = [
    "対象を「攻撃力:+2」してもよい。",
    "対象に「攻撃力:+2」を付与してもよい。",
    "対象に「攻撃力:+2」を付与してよい。",
    "対象は「攻撃力:+2」してもよい。",
]


@pytest.mark.parametrize("step", _MAY_UNIT)
@pytest.mark.parametrize(("answer", "attack"), [("yes", 3), ("no", 1)])
def test_an_optional_step_on_the_target(step: str, answer: str, attack: int) -> None:
    text = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n" + step
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _may(text, answer)
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.attack"] == attack
    if answer == "no":
        assert "4.1.15" in r.decided_by


def test_an_optional_step_unanswered_branches_on_the_players_choice() -> None:
    r = _may("◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+2」してもよい。", None)
    assert r.branched and r.outcome["choice"] == "may_do"
    got = {b["choices"][0]: b["outcome"]["state"]["兵.attack"] for b in r.outcome["branches"]}
    assert got == {"yes": 3, "no": 1}


def test_the_plain_step_is_not_asked() -> None:
    """The neighbour: 「…する」 is done with no choice asked (an unanswered choice would branch)."""
    r = _may("◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+2」する。", None)
    assert not r.branched and r.outcome["state"]["兵.attack"] == 3


@pytest.mark.parametrize(
    "step",
    [
        "対象はカードを1枚補充してもよい。",
        "カードを1枚補充してもよい。",
        "対象は山札からカードを1枚引いてもよい。",
    ],
)
@pytest.mark.parametrize(("answer", "hand"), [("yes", 3), ("no", 2)])
def test_an_optional_step_on_the_players_cards(step: str, answer: str, hand: int) -> None:
    text = "◎[メイン]補給\\n〈対象:自軍プレイヤー〉\\n" + step
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _may(text, answer, target="A", ask="A.hand")
    assert not _unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


@pytest.mark.parametrize(("answer", "attack"), [("yes", 3), ("no", 1)])
def test_after_an_optional_step_declined_what_follows_is_not_brought_about(
    answer: str, attack: int
) -> None:
    """「そうした場合 / 効果適用後、」 after a step declined: that step was not applied (4.1.15),
    so what follows is not brought about (4.1.11)."""
    text = (
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
        "対象を行動完了にしてもよい。効果適用後、対象を「攻撃力:+2」する。"
    )
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _may(text, answer)
    assert r.outcome["state"]["兵.attack"] == attack


def test_an_optional_step_in_a_continuous_ability_is_refused() -> None:
    """A ○ ability's effect is in force while its timing holds (14.5.4), never brought about
    with a choice (10.1.14): refused by name."""
    ab = _ab("○鼓舞\\n〈対象:このユニット〉\\n対象を「攻撃力:+2」してもよい。")
    assert not ab.supported


# --- 4. 「Xの場合、この効果は無効である」 and its wordings (10.19.2) -------------------------------

_INVALID = [
    "この効果は無効である",
    "この効果は無効となる",
    "この効果は無効になる",
    "この効果は無効とする",
    "この効果を無効にする",
    "この効果は発揮されない",  # the neighbour already read (10.12.2)
]


def _acted(text: str, state: str) -> Any:
    """A's 術士 uses the ability on A's 兵, upright or acted (``state``: stand / rest)."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            8,
            unit,
            f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, state: {state}}}",
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.attack]\n",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize("cancel", _INVALID)
@pytest.mark.parametrize(("state", "attack"), [("stand", 3), ("rest", 1)])
def test_an_effect_invalid_under_a_condition(cancel: str, state: str, attack: int) -> None:
    text = (
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
        f"対象を「攻撃力:+2」する。対象が行動完了の場合、{cancel}。"
    )
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _acted(text, state)
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.attack"] == attack
    if state == "rest" and "無効" in cancel:
        assert "10.19.2" in r.decided_by


def test_invalid_first_with_the_abilitys_condition() -> None:
    """The cancel printed first, its condition the ability's leading one."""
    text = (
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
        "対象が行動完了の場合、この効果は無効である。対象を「攻撃力:+2」する。"
    )
    ab = _ab(text)
    assert ab.supported, ab.reason
    assert _acted(text, "rest").outcome["state"]["兵.attack"] == 1
    assert _acted(text, "stand").outcome["state"]["兵.attack"] == 3


def test_another_effect_invalid_is_not_this_cancel() -> None:
    """「対象の効果を無効にする」 is a step on a card in use (10.15.1), not this cancel: the
    sentence about 「この効果」 only."""
    ab = _ab(
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
        "対象を「攻撃力:+2」する。対象が行動完了の場合、その効果は無効である。"
    )
    assert not ab.supported


# --- 5. 「ランダムに」 is 「無作為に」 (1.3.6) ----------------------------------------------------


@pytest.mark.parametrize(
    "step",
    [
        "対象は手札をランダムに1枚破棄する。",
        "対象は手札を1枚ランダムに破棄する。",
        "対象の手札を1枚ランダムに選び、破棄する。",
        "敵軍プレイヤーは手札をランダムに1枚破棄する。",
        "対象は手札を無作為に1枚破棄する。",
    ],
)
def test_a_random_discard_however_worded(step: str) -> None:
    text = "◎[メイン]略奪\\n〈対象:敵軍プレイヤー〉\\n" + step
    ab = _ab(text)
    assert ab.supported, ab.reason
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        b_top="    deck: 20\n    hand: [{name: 剣, type: item}, {name: 盾, type: item}]\n",
        a=mc_area("c2", "平原", 8, unit),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 術士, target: B}\nask: [B.hand, B.discard]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    assert "1.3.6" in r.decided_by
    # whichever card the random pick takes (1.3.6), one leaves the hand for the discard pile
    assert r.outcome["state"] == {"B.hand": 1, "B.discard": 1}


def test_a_chosen_discard_from_a_hidden_hand_stays_refused() -> None:
    """The neighbour: 「対象の手札を1枚選び、破棄する」 — who picks from a hidden hand is not said
    (5.1.4.3): refused, as before."""
    ab = _ab("◎[メイン]略奪\\n〈対象:敵軍プレイヤー〉\\n対象の手札を1枚選び、破棄する。")
    assert not ab.supported


# --- 6. 「対象が同じ「種族」のユニットだけで構成されている場合」 (4.4.1, 10.17.2) -------------------


def _same(text: str, second: str, *, use: bool = True) -> Any:
    """A's 竜王 (種族:ドラゴン, 属性:火; the text under test) on c2 with A's 飛竜 (ドラゴン, 火) and
    a third unit ``second`` (its race / attribute fields)."""
    king = (
        "{name: 竜王, type: unit, level: 3, attack: 3, defense: 3, race: ドラゴン, attribute: 火, "
        f'text: "{text}"}}'
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            10,
            king,
            "{name: 飛竜, type: unit, level: 2, attack: 2, defense: 2, race: ドラゴン, attribute: 火}",
            f"{{name: 三体目, type: unit, level: 1, attack: 1, defense: 2{second}}}",
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest=("actions:\n  - {do: use, card: 竜王}\n" if use else "actions: []\n")
        + "ask: [飛竜.defense]\n",
    )
    return resolve(loads(scn))


_SAME = "対象が同じ「種族」のユニットだけで構成されている場合、対象に「防御力:+2」を付与する。"


@pytest.mark.parametrize(
    ("second", "met"),
    [
        (", race: ドラゴン", True),
        (", race: [ドラゴン, レプタイル]", False),  # 10.17.2: all its races must match
        (", race: レプタイル", False),
        ("", False),  # no race: nothing to match (4.1.13)
    ],
)
def test_a_party_of_one_race(second: str, met: bool) -> None:
    text = "◎[メイン]竜の結束\\n〈対象:自軍パーティ〉\\n" + _SAME
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _same(text, second)
    assert not _unsupported(r)
    assert r.outcome["state"]["飛竜.defense"] == (4 if met else 2)
    assert "10.17.2" in r.decided_by


@pytest.mark.parametrize(
    "cond",
    [
        "対象がすべて同じ「種族」のユニットだけで構成されている場合、",
        "対象が同じ「種族」のユニットのみで構成されている場合、",
    ],
)
def test_a_party_of_one_race_other_wordings(cond: str) -> None:
    text = "◎[メイン]竜の結束\\n〈対象:自軍パーティ〉\\n" + cond + "対象に「防御力:+2」を付与する。"
    assert _same(text, ", race: ドラゴン").outcome["state"]["飛竜.defense"] == 4
    assert _same(text, ", race: レプタイル").outcome["state"]["飛竜.defense"] == 2


def test_a_party_of_one_attribute() -> None:
    text = (
        "◎[メイン]炎の結束\\n〈対象:自軍パーティ〉\\n"
        "対象が同じ「属性」のユニットだけで構成されている場合、対象に「防御力:+2」を付与する。"
    )
    assert _same(text, ", attribute: 火").outcome["state"]["飛竜.defense"] == 4
    assert _same(text, ", attribute: [火, 水]").outcome["state"]["飛竜.defense"] == 2


def test_a_party_of_one_race_in_a_continuous_ability() -> None:
    text = "○竜の結束\\n〈対象:自軍パーティ〉\\n" + _SAME
    assert _same(text, ", race: ドラゴン", use=False).outcome["state"]["飛竜.defense"] == 4
    assert _same(text, ", race: レプタイル", use=False).outcome["state"]["飛竜.defense"] == 2


def test_the_make_up_of_one_unit_is_refused() -> None:
    """Asked of 〈対象:自軍ユニット1体〉 (no party): refused by name."""
    assert not _ab("◎[メイン]X\\n〈対象:自軍ユニット1体〉\\n" + _SAME).supported


# --- 7. 〈コスト:なし〉: no cost added (10.11.6) -----------------------------------------------------


@pytest.mark.parametrize(
    "head",
    [
        "〈コスト:なし/対象:自軍ユニット1体〉",
        "〈コスト:無し/対象:自軍ユニット1体〉",
        "〈対象:自軍ユニット1体/コスト:なし〉",
    ],
)
def test_no_cost_is_the_ability_without_one(head: str) -> None:
    """The same use as with no 〈コスト:…〉: 兵 gets +2, no card leaves A's hand."""
    text = f"◎[メイン]鼓舞\\n{head}\\n対象を「攻撃力:+2」する。"
    ab = _ab(text)
    assert ab.supported, ab.reason
    plain = _ab("◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+2」する。")
    assert ab.program == plain.program
    r = _may(text, None, ask="兵.attack, A.hand")
    assert not r.branched
    assert r.outcome["state"] == {"兵.attack": 3, "A.hand": 2}


def test_no_cost_beside_another_cost_is_refused() -> None:
    """「なし」 joined to a cost item is no reading of 10.11.6: refused, never half-paid."""
    ab = _ab(
        "◎[メイン]鼓舞\\n〈コスト:なし&手札1枚破棄/対象:自軍ユニット1体〉\\n対象を「攻撃力:+2」する。"
    )
    assert not ab.supported


# --- 3b. 「…してもよい」 in a ● ability (the ● runner, ``play.fire``) ---------------------------


def _auto(step: str, answer: str | None, target: str = "このユニット") -> Any:
    """A's 兵 (● [自軍ターン] at 「メインフェイズ開始時」, the step under test) on c2; A's turn from
    the first hand phase into the main phase; A answers 「…してもよい」 with ``answer``."""
    unit = (
        "{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "
        f'"●[自軍ターン]自傷\\n〈発揮:メインフェイズ開始時/対象:{target}〉\\n{step}"}}'
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a_top="    deck: 20\n    hand: 2\n",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: main_phase}\nask: [兵.damage, A.hand]\n"
        + (f"choices: [{{player: A, at: may_do, choose: {answer}}}]\n" if answer else ""),
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(("answer", "damage"), [("yes", 1), ("no", 0)])
def test_an_optional_step_of_an_auto_ability_on_its_target(answer: str, damage: int) -> None:
    r = _auto("対象に【1】ダメージを与えてもよい。", answer)
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.damage"] == damage


@pytest.mark.parametrize(("answer", "hand"), [("yes", 3), ("no", 2)])
def test_an_optional_step_of_an_auto_ability_on_the_players_cards(answer: str, hand: int) -> None:
    r = _auto("対象はカードを1枚補充してもよい。", answer, target="自軍プレイヤー")
    assert not _unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


# --- 8. 「対象が「弱点:x」 / 「耐性:x」を持つ場合」 (x: any; 13.1.8.1, 13.1.7.1) ----------------------


def _holding(cond: str, printed: str) -> int:
    """A's 術士 uses 「◎ …cond 対象を「攻撃力:+2」する」 on A's 兵 (``printed``: its text)."""
    text = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n" + cond + "対象を「攻撃力:+2」する。"
    ab = _ab(text)
    assert ab.supported, ab.reason
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3"
    soldier += f', text: "{printed}"}}' if printed else "}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, soldier),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    return int(r.outcome["state"]["兵.attack"])


@pytest.mark.parametrize(
    ("cond", "printed", "attack"),
    [
        ("対象が「耐性:x」を持つ場合、", "「耐性:火炎」", 3),
        ("対象が「耐性:x」を持つ場合、", "「弱点:火炎(+2ダメージ)」", 1),
        ("対象が「耐性:x」を持つ場合、", "", 1),
        ("対象が「弱点:x」を持つ場合、", "「弱点:火炎(+2ダメージ)」", 3),
        ("対象が「弱点:y」を持つ場合、", "「耐性:火炎」", 1),
        ("対象が「耐性:x」を持たない場合、", "", 3),
        ("対象が「耐性:x」を持たない場合、", "「耐性:火炎」", 1),
    ],
)
def test_any_weakness_or_resistance(cond: str, printed: str, attack: int) -> None:
    assert _holding(cond, printed) == attack


def test_a_named_resistance_is_the_neighbour() -> None:
    """「耐性:火炎」 named: that one only (as before)."""
    assert _holding("対象が「耐性:冷気」を持つ場合、", "「耐性:火炎」") == 1
    assert _holding("対象が「耐性:火炎」を持つ場合、", "「耐性:火炎」") == 3
