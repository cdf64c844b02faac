"""Monster Collection (mc), round 23 (s19mc), issue 12: the card-text input accepts the printed
layout the rules document describes (2.1.8.4, 14.2.2-14.8.2) in general form — several abilities on
one line, a standing ability before or after an ability on its line — and the value classes of an
ability's header fields. Each construction from a minimal text, run on a board
(docs/cardtext.md "MC round 23 (s19mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

# --- the layout: several abilities on one line (14.2.2 …: each ability's parts in order) ---------

_BOLT = "◎[メイン]雷撃〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉対象に【2】ダメージを与える。"
_SKIN = "○[戦闘]硬い皮〈対象:このユニット〉対象は「防御力:+1」する。"
_DRAW = (
    "●[自軍ターン]祈り〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉対象は手札を1枚補充する。"
)


@pytest.mark.parametrize(
    ("text", "apart"),
    [
        (_BOLT + _SKIN + _DRAW, (_BOLT, _SKIN, _DRAW)),  # three on one line
        (_BOLT + " " + _SKIN, (_BOLT, _SKIN)),  # a space between them
        (_SKIN + "\n" + _BOLT + _DRAW, (_SKIN, _BOLT, _DRAW)),  # one line, then two on the next
        ("「耐性:火炎」" + _BOLT, ("「耐性:火炎」", _BOLT)),  # a quoted standing ability first
        ("耐性:火炎" + _BOLT, ("耐性:火炎", _BOLT)),  # a bare one
        (_BOLT + "「チャージ:1」「耐性:猛毒」", (_BOLT, "「チャージ:1」「耐性:猛毒」")),  # after
    ],
)
def test_abilities_on_one_line_are_read_as_on_lines_of_their_own(
    text: str, apart: tuple[str, ...]
) -> None:
    """Each ability read as when printed on a line of its own: the same count, every one
    compiled, each text its own span, each the same kind."""
    alone = _abilities("mc", "\n".join(apart), "unit")
    together = _abilities("mc", text, "unit")
    assert [a.supported for a in together] == [True] * len(alone) == [a.supported for a in alone]
    assert [a.text for a in together] == [a.text for a in alone]
    assert [a.kind for a in together] == [a.kind for a in alone]


def test_a_mark_inside_a_sentence_is_no_new_ability() -> None:
    """「○○に合致する」 (15.4.7.2's placeholder) inside a sentence is text, not a mark: one
    ability (refused for its own reason, not cut in two)."""
    abs_ = _abilities("mc", "○盾〈対象:このユニット〉対象は○○に合致する地形に進軍できる。", "unit")
    assert len(abs_) == 1


def test_two_abilities_on_one_line_both_run_on_a_board() -> None:
    """術士 prints 雷撃 and 硬い皮 on one line: 雷撃 is used (10.1) and deals its 【2】 to 鬼."""
    scen = mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % (_BOLT + _SKIN)),
        b=mc_area("c3", "森", 8, "{name: 鬼, type: unit, level: 1, attack: 1, defense: 2}"),
        a_top="    deck: 20\n    hand: [火球]\n",
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.zone]\n",
    )
    r = resolve(loads(scen))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["鬼.zone"] == "B.discard"


# --- 〈発揮:…〉: a moment of the turn, with or without a side (7.1.1, 7.1.2.1, 7.6.2) -----------


def _self_harm(player: str, moment: str, timing: str, do: str, phase: str) -> str:
    """A's 兵 (defence 3) with a ● ability dealing 【1】 to itself at ``moment``; the turn is
    ``player``'s (number 7), the scenario runs ``do`` from ``phase``."""
    unit = (
        f'{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "●{timing}自傷\\n'
        f'〈発揮:{moment}/対象:このユニット〉\\n対象に【1】ダメージを与える。"}}'
    )
    return mc_scenario(
        turn=f"{{player: {player}, number: 7, phase: {phase}, first_player: A}}",
        a=mc_area("c2", "平原", 8, unit),
        rest=f"actions:\n  - {{do: {do}}}\nask: [兵.damage]\n",
    )


@pytest.mark.parametrize(
    ("player", "moment", "timing", "dealt"),
    [
        ("A", "自軍ターン開始時", "[自軍ターン]", 1),
        ("A", "自軍のターン開始時", "[自軍ターン]", 1),
        ("B", "自軍ターン開始時", "", 0),  # the opponent's turn: not this side's moment
        ("B", "敵軍ターン開始時", "", 1),
        ("A", "敵軍ターン開始時", "", 0),
        ("A", "ターン開始時", "[自軍ターン]", 1),
    ],
)
def test_the_turns_start_with_a_side(player: str, moment: str, timing: str, dealt: int) -> None:
    """「(自軍|敵軍)ターン開始時」: at the start of the turn's first phase (7.1.1, the engine's
    reading, flagged mc turn_start_moment), only in the turn of the side named (7.1.2.1)."""
    r = resolve(loads(_self_harm(player, moment, timing, "hand_phase", "hand1")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["兵.damage"] == dealt
    if dealt:
        assert {"7.1.1", "10.5.3"} <= set(r.decided_by)
        assert any(w.kind == "ambiguity" and "ターン開始時" in w.ja for w in r.warnings())
    if moment.startswith(("自軍", "敵軍")):
        assert "7.1.2.1" in r.decided_by


def test_the_turns_start_is_not_a_later_phases_start() -> None:
    """A scenario starting at the main phase: the turn began before it, 「自軍ターン開始時」 does
    not come again (7.3.2 raises 「メインフェイズ開始時」 only)."""
    r = resolve(loads(_self_harm("A", "自軍ターン開始時", "[自軍ターン]", "main_phase", "main")))
    assert r.outcome["state"]["兵.damage"] == 0


@pytest.mark.parametrize(
    ("player", "moment", "dealt"),
    [("A", "ターン終了時", 1), ("A", "自軍ターン終了時", 1), ("B", "自軍ターン終了時", 0)],
)
def test_the_turns_end(player: str, moment: str, dealt: int) -> None:
    """「ターン終了時」: 7.6.2 (「ターン終了時に発揮される効果がある場合、この段階で誘発します」);
    with 自軍 only in the owner's turn (7.1.2.1)."""
    r = resolve(loads(_self_harm(player, moment, "", "end_phase", "end")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["兵.damage"] == dealt
    assert "7.6.2" in r.decided_by


@pytest.mark.parametrize(
    ("moment", "why"),
    [
        ("戦闘終了タイミングの終了時", "8.3.8.2"),  # no step raises it
        ("戦闘終了タイミング終了時", "8.3.8.2"),
        ("自軍戦闘開始時", "a side before a moment other than a turn's"),
    ],
)
def test_moments_the_procedure_lacks_are_refused_by_name(moment: str, why: str) -> None:
    (ab,) = _abilities(
        "mc",
        f"●[戦闘]x\n〈発揮:{moment}/対象:このユニット〉\n対象に「攻撃力:+1」を付与する。",
        "unit",
    )
    assert not ab.supported and why in ab.reason


def test_an_own_turn_ability_at_the_opponents_turn_is_refused() -> None:
    """[自軍ターン] (14.7.3.2) with 〈発揮:敵軍ターン開始時〉: it would never trigger — refused."""
    (ab,) = _abilities(
        "mc",
        "●[自軍ターン]x\n〈発揮:敵軍ターン開始時/対象:このユニット〉\n対象に【1】ダメージを与える。",
        "unit",
    )
    assert not ab.supported and "14.7.3.2" in ab.reason


# --- 〈コスト:…〉: the zone and the count wherever the words put them (10.11.8, 10.11.11) -----------


def _cost_use(cost: str, hand: str = "[火球]", discard: str = "[]") -> str:
    text = f"◎[メイン]雷撃\\n〈コスト:{cost}/対象:敵軍ユニット1体〉\\n対象に【2】ダメージを与える。"
    return mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % text),
        b=mc_area("c3", "森", 8, "{name: 鬼, type: unit, level: 1, attack: 1, defense: 2}"),
        a_top=f"    deck: 20\n    hand: {hand}\n    discard: {discard}\n",
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.zone, A.hand]\n",
    )


@pytest.mark.parametrize(
    "cost",
    ["手札1枚破棄", "手札1枚を破棄", "手札を1枚破棄する", "手札から1枚破棄", "自軍手札1枚破棄"],
)
def test_a_hand_discard_cost_in_any_word_order(cost: str) -> None:
    """Each wording is 〈コスト:手札1枚破棄〉: the card paid leaves the hand (10.11.8) and the
    effect takes place (10.1.14); with an empty hand the cost cannot be paid, the use is not
    declared (10.11.1)."""
    r = resolve(loads(_cost_use(cost)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"鬼.zone": "B.discard", "A.hand": 0}
    assert "10.11.8" in r.decided_by
    empty = resolve(loads(_cost_use(cost, hand="[]")))
    assert empty.outcome["state"]["鬼.zone"] == "B.field.c3"


def test_a_removal_from_the_game_written_out() -> None:
    """「捨て山1枚をゲームから除外」 is 〈コスト:捨て山1枚除外〉 (10.11.11)."""
    scen = _cost_use("捨て山1枚をゲームから除外", hand="[]", discard="[古書]")
    r = resolve(loads(scen.replace("ask: [鬼.zone, A.hand]", "ask: [鬼.zone, 古書.zone]")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"鬼.zone": "B.discard", "古書.zone": "A.removed"}


@pytest.mark.parametrize(
    "cost",
    [
        # 「手札1枚破棄&山札1枚破棄」 (before, read as the deck's alone) runs since round 24 as a
        # cost of two items (10.11.9; test_mc_cardtext_r24.test_a_cost_of_two_items)
        "手札1枚破棄またはゲームから除外",  # an alternative: before, read as a removal
        # 「手札1枚破棄、山札1枚破棄」 runs since round 64 as the same two items joined by 「&」
        # (10.11.9; test_mc_r64_cost_items_comma)
    ],
)
def test_a_cost_of_several_parts_is_refused_not_read_in_part(cost: str) -> None:
    (ab,) = _abilities(
        "mc",
        f"◎[普通]x\n〈コスト:{cost}/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。",
        "unit",
    )
    assert not ab.supported and "コスト" in ab.reason


# --- 〈対象:…〉 leaving out 「このユニット」: 以外 / 他の / を除く (4.7.2, 10.10.2) ---------------------


def _use_on_group(target: str) -> str:
    text = f"◎[メイン]雷撃\\n〈コスト:手札1枚破棄/対象:{target}〉\\n対象に【1】ダメージを与える。"
    return mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            MC_CASTER % text,
            "{name: 戦士, type: unit, level: 1, attack: 1, defense: 3}",
        ),
        a_top="    deck: 20\n    hand: [火球]\n",
        rest="actions:\n  - {do: use, card: 術士}\nask: [術士.damage, 戦士.damage]\n",
    )


@pytest.mark.parametrize(
    ("target", "own"),
    [
        ("このユニット以外の自軍ユニットすべて", 0),
        ("他の自軍ユニットすべて", 0),
        ("このユニットを除く自軍ユニットすべて", 0),
        ("このユニットと同じ地形に存在するこのユニット以外のユニットすべて", 0),
        ("自軍ユニットすべて(このユニットを除く)", 0),  # printed after it, in parentheses
        ("自軍ユニットすべて", 1),  # the neighbour without the exclusion: 術士 too
    ],
)
def test_a_group_target_but_this_unit(target: str, own: int) -> None:
    """The units 〈対象:～〉 takes in but the one 「このユニット」 names (4.7.2): 術士 uses the
    ability and takes none of its damage; 戦士 takes 【1】."""
    r = resolve(loads(_use_on_group(target)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"術士.damage": own, "戦士.damage": 1}
    assert ("4.7.2" in r.decided_by) == (not own)


def test_an_automatic_ability_on_the_others() -> None:
    """● [自軍ターン] at 「メインフェイズ開始時」 on 「他の自軍ユニットすべて」: 戦士, not 隊長."""
    text = "●[自軍ターン]号令\\n〈発揮:メインフェイズ開始時/対象:他の自軍ユニットすべて〉\\n対象に【1】ダメージを与える。"
    unit = f'{{name: 隊長, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scen = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area(
            "c2", "平原", 8, unit, "{name: 戦士, type: unit, level: 1, attack: 1, defense: 3}"
        ),
        rest="actions:\n  - {do: main_phase}\nask: [隊長.damage, 戦士.damage]\n",
    )
    r = resolve(loads(scen))
    assert r.outcome["state"] == {"隊長.damage": 0, "戦士.damage": 1}


def test_the_exclusion_in_a_continuous_ability_runs() -> None:
    # refused until round 54; the unit left out is now left out where a ○ ability is read on a
    # unit (s51mcT: ``common.continuous_on``; board test test_mc_r54_but_this_continuous.py)
    (ab,) = _abilities(
        "mc", "○[戦闘]x\n〈対象:他の自軍ユニットすべて〉\n対象は「攻撃力:+1」する。", "unit"
    )
    assert ab.supported and ab.program.target.but_this


def test_a_parenthesis_other_than_an_exclusion_stays_refused() -> None:
    (ab,) = _abilities(
        "mc",
        "◎[普通]x\n〈対象:自軍ユニットすべて(重複しない)〉\n対象に【1】ダメージを与える。",
        "unit",
    )
    assert not ab.supported


# --- 「…の場合」: the condition's forms (10.12.1; 4.7.5 or, 4.10.1, 4.1.14, 13.1) ------------------


def _conditioned(cond: str, enemy: str) -> str:
    """A's 術士 uses a ◎ ability dealing 【5】 to B's 鬼 (``enemy``: its fields) if ``cond``."""
    text = f"◎[メイン]審判\\n〈対象:敵軍ユニット1体〉\\n{cond}、対象に【5】ダメージを与える。"
    return mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % text),
        b=mc_area(
            "c3", "森", 8, f"{{name: 鬼, type: unit, level: 2, attack: 1, defense: 3{enemy}}}"
        ),
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.zone]\n",
    )


@pytest.mark.parametrize(
    ("cond", "enemy", "met"),
    [
        # either part (4.7.5), of one kind or two
        ("対象が「種族:ドラゴン」または「種族:レプタイル」の場合", ", race: レプタイル", True),
        ("対象が「種族:ドラゴン」または「種族:レプタイル」の場合", ", race: エルフ", False),
        ("対象が「種族:ドラゴン」か「属性:火」の場合", ", race: エルフ, attribute: 火", True),
        ("対象が「種族:ドラゴン」か「属性:火」の場合", ", race: エルフ, attribute: 水", False),
        # a characteristic the card 「持つ」: as 「対象が「種族:X」の場合」
        ("対象が「種族:ドラゴン」を持つ場合", ", race: ドラゴン", True),
        ("対象が「種族:ドラゴン」を持つ場合", ", race: エルフ", False),
        # 「…を持たない」: the positive does not hold (13.1.7 resistance)
        ("対象が「耐性:火炎」を持たない場合", "", True),
        ("対象が「耐性:火炎」を持たない場合", ', text: "「耐性:火炎」"', False),
        # 「行動完了している」 is 行動完了 (4.10.1.1)
        ("対象が行動完了している場合", ", state: rest", True),
        ("対象が行動完了している場合", "", False),
        # a level read as the other values are (4.1.14)
        ("対象のレベルが2以下の場合", "", True),
        ("対象のレベルが1以下の場合", "", False),
    ],
)
def test_a_condition_form(cond: str, enemy: str, met: bool) -> None:
    """Met, the 【5】 kills 鬼 (defence 3); not met, the effect is not applied (10.12.2)."""
    r = resolve(loads(_conditioned(cond, enemy)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["鬼.zone"] == ("B.discard" if met else "B.field.c3")


# --- 〈対象:…n体〉 / 〈対象:…n体まで〉: several targets (10.10.10) ----------------------------------


def _several(target: str, targets: str) -> str:
    text = f"◎[メイン]連撃\\n〈コスト:手札1枚破棄/対象:{target}〉\\n対象に【1】ダメージを与える。"
    unit = "{{name: {}, type: unit, level: 1, attack: 1, defense: 3}}"
    return mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % text),
        b=mc_area("c3", "森", 8, *(unit.format(n) for n in ("鬼", "竜", "蛇"))),
        a_top="    deck: 20\n    hand: [火球]\n",
        rest=f"actions:\n  - {{do: use, card: 術士, targets: {targets}}}\n"
        "ask: [鬼.damage, 竜.damage, 蛇.damage]\n",
    )


@pytest.mark.parametrize(
    ("target", "targets", "hit"),
    [
        ("敵軍ユニット2体", "[鬼, 竜]", ("鬼", "竜")),
        ("敵軍ユニット2体", "[鬼]", None),  # exactly two
        ("敵軍ユニット2体", "[鬼, 鬼]", None),  # none twice
        ("敵軍ユニット2体まで", "[鬼]", ("鬼",)),  # one to two
        ("敵軍ユニット2体まで", "[鬼, 竜, 蛇]", None),
    ],
)
def test_several_targets(target: str, targets: str, hit: tuple[str, ...] | None) -> None:
    """Each unit chosen is a target of its own and takes the 【1】 (10.10.10); a choice of the
    wrong number is no proper declaration (10.10.3)."""
    r = resolve(loads(_several(target, targets)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert bool(r.outcome.get("rejected")) == (hit is None)
    assert r.outcome["state"] == {f"{n}.damage": int(n in (hit or ())) for n in ("鬼", "竜", "蛇")}
    assert "10.10.10" in r.decided_by or hit is None


def test_several_targets_outside_a_use_are_refused() -> None:
    (ab,) = _abilities(
        "mc",
        "●[戦闘]x\n〈発揮:戦闘開始時/対象:敵軍ユニット2体〉\n対象に【1】ダメージを与える。",
        "unit",
    )
    assert not ab.supported and "n体" in ab.reason


# --- 〈コスト:このユニットを行動完了にする〉 on a ◎ ability: □'s cost written out (14.2.3, 10.11.6) ----


def _rest_cost(cost: str, state: str = "") -> str:
    text = f"◎[メイン]渾身\\n〈コスト:{cost}/対象:敵軍ユニット1体〉\\n対象に【3】ダメージを与える。"
    caster = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3{state}, text: "{text}"}}'
    return mc_scenario(
        a=mc_area("c2", "平原", 8, caster),
        b=mc_area("c3", "森", 8, "{name: 鬼, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.zone, 術士.state]\n",
    )


@pytest.mark.parametrize(
    "cost", ["このユニットを行動完了にする", "未行動のこのユニットを行動完了にする"]
)
def test_a_rest_cost_on_a_declared_ability(cost: str) -> None:
    """The unit becomes acted as the cost (10.1.13) and the effect is applied; an acted unit
    cannot pay it, the use is not declared (10.11.1)."""
    r = resolve(loads(_rest_cost(cost)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"鬼.zone": "B.discard", "術士.state": "rest"}
    assert "10.11.6" in r.decided_by
    acted = resolve(loads(_rest_cost(cost, ", state: rest")))
    assert acted.outcome.get("rejected")
    assert acted.outcome["state"]["鬼.zone"] == "B.field.c3"


def test_a_rest_cost_on_an_equipment_is_refused() -> None:
    """On an item 「このユニット」 is its wearer (4.7.2): not the card the runner would rest."""
    from ruling.abilities import _abilities as abilities

    text = "◎[普通]x\n〈コスト:このユニットを行動完了にする/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"
    (ab,) = abilities("mc", text, "item")
    assert not ab.supported and "行動完了" in ab.reason


@pytest.mark.parametrize(
    "target",
    ["自軍捨て山の「種族:アンデッド」のユニットカード1枚", "敵軍手札1枚"],
)
def test_a_target_in_a_zone_is_refused_with_the_clauses_naming_what_may_be_targeted(
    target: str,
) -> None:
    (ab,) = _abilities("mc", f"◎[メイン]x\n〈対象:{target}〉\n対象を自軍手札に加える。", "unit")
    assert not ab.supported and "10.10.7" in ab.reason
