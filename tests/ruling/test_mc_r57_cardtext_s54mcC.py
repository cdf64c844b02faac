"""Monster Collection (mc), round 57 (s54mcC): card-text constructions read from the blind sets
cards_r55 / cards_r56 (development material), each run on a minimal board.

1. 〈対象:～(…ユニットに限る)〉: a restriction in parentheses after the target phrase, said with
   「に限る」 and/or as a relative clause (「(このユニットと同じ地形に存在するユニットに限る)」) — the
   same description printed before the phrase (10.10.2: 〈対象:～〉's 「～」 is the condition a
   target meets; ``grammar.parse._mc_described``).
2. An item card's ability printed with neither mark nor timing that names the unit wearing it —
   「装備ユニットを「攻撃力:+1」する。」 with no 〈対象:…〉 (an effect on a unit not a target, 10.10.4), or
   〈対象:このユニット〉 (on an equipment the wearer, 4.7.2): in force while the item is worn, as an
   ability without a timing notation (10.9.11; ``cardtext._wearer_named_as_target``, ``_untimed``).
3. Words the rules do not have, refused with their clauses: a side other than 進軍側 / 守備側 (1.3.7,
   7.1.2.1), a battle's winner (8.4, 12.2.5.2.1: a battle ends in the advance's success or failure).
4. A consumable printed 「[普通]」 on a line of its own over 「◇」: the timing of the ◇ header below
   (14.6.2 a. 「◇[タイミング]特殊能力名」; ``grammar.parse._mc_groups``), used as the a. form is
   (14.6.3.1).
5. 「対象は「耐性:X」 / 「進軍タイプ:X」を得る」: the unit comes to have it — a grant (10.14.2,
   10.14.4), as 「対象に…を付与する」 (``cardtext._stat_canonical``).
6. A step's own 「この戦闘に「種族:X」の自軍ユニットが参加している場合、さらに…」: the units of that
   side in the battle going on (8.2.3) counted, as the same condition of the whole ability is.
7. 「…する。この効果は、このターン終了時まで持続する。」: the turn as the steps' duration, as
   「このターン終了時まで、…する」 printed before them (``cardtext._turn_duration``).
8. 「…する。Cでない場合、この戦闘スペル / この消耗品は効果を発揮しない。」: C the ability's condition
   (10.12.1, 10.12.2), as 「Cの場合、…する。」 (``cardtext._unless_not_brought_about``).
9. 「ダイスを1D振る」: the dice named, then 3.4.2's 「nD」 — the roll 「1Dを振る」 is (``cardtext._roll``).
10. 「出目が偶数の場合、このターン中、対象を…」: a step's own condition and its own duration together (the
    duration's reading keeps what the step's reading read, ``_step_hook``).
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


def _use(text: str, *, target: str) -> Any:
    """A's 術士 (the text under test) and 兵 on c2 (平原); B's ゴブリン (attack 1) on c3 (湖).
    A uses 術士's ability on ``target`` in A's main phase."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3, race: [ヒューマン]}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, soldier, unit),
        b=mc_area(
            "c3",
            "湖",
            6,
            "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4, race: [ゴブリン]}",
        ),
        rest=f"actions:\n  - {{do: use, card: 術士, target: {target}}}\n"
        "ask: [兵.attack, ゴブリン.attack]\n",
    )
    return resolve(loads(scn))


# --- 1. 〈対象:～(…に限る)〉 -------------------------------------------------------------------

_RESTRICTED = [
    # (the target, the unit chosen, whether it is an appropriate target)
    ("ユニット1体(このユニットと同じ地形に存在するユニットに限る)", "兵", True),
    ("ユニット1体(このユニットと同じ地形に存在するユニットに限る)", "ゴブリン", False),
    ("ユニット1体(「種族:ヒューマン」のユニットに限る)", "兵", True),
    ("ユニット1体(「種族:ヒューマン」のユニットに限る)", "ゴブリン", False),
]


@pytest.mark.parametrize(("target", "chosen", "ok"), _RESTRICTED)
def test_a_restriction_in_parentheses_limits_the_target(target: str, chosen: str, ok: bool) -> None:
    text = f"◎[メイン]鼓舞\\n〈対象:{target}〉\\n対象を「攻撃力:+2」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _use(text, target=chosen)
    assert r.outcome["state"][f"{chosen}.attack"] == (3 if ok else 1)
    assert bool(r.outcome.get("rejected")) is not ok  # 10.10.3: an appropriate target only


def test_a_restriction_reads_as_the_same_words_before_the_phrase() -> None:
    """The parenthesised restriction and the same description printed before the phrase compile
    to the same target (10.10.2)."""
    after = _ab(
        "◎[戦闘]鼓舞\\n〈対象:敵軍ユニット1体(この戦闘に参加していないユニットに限る)〉\\n対象を「攻撃力:+2」する。"
    )
    before = _ab(
        "◎[戦闘]鼓舞\\n〈対象:この戦闘に参加していない敵軍ユニット1体〉\\n対象を「攻撃力:+2」する。"
    )
    assert after.supported and before.supported
    assert after.program.target == before.program.target


# --- 2. an item's unmarked ability on the unit wearing it --------------------------------------


def _worn(item: str, *, worn: bool = True) -> Any:
    """A's 兵 (attack 1, defence 3) on c2, wearing 弓 (the text ``item``) when ``worn``, else 弓
    lies in A's hand; nothing happens: the values are asked as they stand."""
    bow = f'{{name: 弓, type: item, equipped_to: 兵, text: "{item}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3, item_slots: 1}"
    cards = (soldier, bow) if worn else (soldier,)
    hand = "" if worn else f'    hand: [{{name: 弓, type: item, text: "{item}"}}]\n'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, *cards),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="ask: [兵.attack, 兵.defense, ゴブリン.attack]\n",
        a_top="    deck: 20\n" + hand,
    )
    return resolve(loads(scn))


_WORN = [
    # (the item's text, the value asked, what it is worn)
    ("装備ユニットを「攻撃力:+1」する。", "兵.attack", 2),
    ("装備ユニットを「防御力:+2」する。", "兵.defense", 5),
    ("このユニットを「攻撃力:+2」する。", "兵.attack", 3),
    ("〈対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。", "兵.attack", 3),
]


@pytest.mark.parametrize(("text", "asked", "value"), _WORN)
def test_an_items_unmarked_ability_on_its_wearer(text: str, asked: str, value: int) -> None:
    assert _ab(text, "item").supported, _ab(text, "item").reason
    r = _worn(text)
    assert not _unsupported(r)
    assert r.outcome["state"][asked] == value
    assert r.outcome["state"]["ゴブリン.attack"] == 1  # the other side's unit: untouched
    kept = _worn(text, worn=False)  # in the hand, worn by no unit: no effect (10.9.11)
    assert kept.outcome["state"][asked] == {"兵.attack": 1, "兵.defense": 3}[asked]


def test_an_unmarked_ability_naming_another_unit_too_is_not_read_as_the_wearers() -> None:
    """A step on another unit beside the wearer: not the one unit — left to the rest of the
    compiler (here refused: which special ability it is is not said)."""
    ab = _ab("装備ユニットを「攻撃力:+1」する。敵軍ユニットすべてを「攻撃力:-1」する。", "item")
    assert not ab.supported


def test_the_wearers_ability_on_a_unit_card_is_not_read_so() -> None:
    """On a unit card 「このユニット」 is the card itself and no item is worn: not this reading."""
    ab = _ab("装備ユニットを「攻撃力:+1」する。", "unit")
    assert not ab.supported


# --- 3. words the rules do not have: refused with their clauses ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "○[戦闘]鼓舞\\n〈対象:このユニット〉\\nこの戦闘で自軍が防衛側の場合、対象を「攻撃力:+2」する。",
        "○[戦闘]鼓舞\\n〈対象:このユニット〉\\n自軍が攻撃側の場合、対象を「攻撃力:+2」する。",
        "×[対抗]殻\\n〈対象:このユニット〉\\n対象を「攻撃力:+2」する。"
        "この特殊能力は、自軍が防衛側の戦闘中にしか使用できない。",
    ],
)
def test_a_side_the_rules_do_not_name_is_refused_with_its_clauses(text: str) -> None:
    """A player's side is 進軍側 or 守備側 (1.3.7, 7.1.2.1): 「防衛側」 / 「攻撃側」 are not read."""
    ab = _ab(text)
    assert not ab.supported
    assert "1.3.7" in ab.reason and "7.1.2.1" in ab.reason


def test_the_rules_own_side_is_read() -> None:
    """The same condition with the rules' word (守備側) runs: A is the advancing side in A's turn,
    so 「自軍が守備側」 is false (1.3.7)."""
    text = "◎[メイン]鼓舞\\n〈対象:ユニット1体〉\\n自軍が守備側の場合、対象を「攻撃力:+2」する。"
    assert _ab(text).supported
    assert _use(text, target="兵").outcome["state"]["兵.attack"] == 1


def test_a_battles_winner_is_refused_with_its_clauses() -> None:
    """A battle has no winner in the rules: its result is the advance's success or failure (8.4,
    12.2.5.2.1); 勝利 is the game's (1.2.2.1)."""
    ab = _ab(
        "●[戦闘]王の咆哮\\n〈発揮:戦闘終了タイミング開始時/対象:敵軍ユニットすべて〉\\n"
        "この戦闘で自軍が勝利した場合、対象を「防御力:-1」する。"
    )
    assert not ab.supported
    assert "12.2.5.2.1" in ab.reason and "1.2.2.1" in ab.reason


# --- 4. a timing printed on the line over the mark -------------------------------------------


_ADVANCE_AND_USE = """\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {A: 6, B: 1}
        first_normal:
          - {do: use, card: 火薬壺, unit: 魔術師, target: 門番}
"""


def _consumable(text: str, race: str = "ヒューマン", ask: str = "門番.zone") -> Any:
    """A's 魔術師 (one item slot, of the race ``race``) advances into B's c3 and uses 火薬壺
    (``text``) from the hand on 門番 (defence 3) in its first normal timing."""
    return resolve(
        loads(
            mc_scenario(
                turn="{player: A, number: 7, phase: main}",
                a_top=f'    deck: 20\n    hand:\n      - {{name: 火薬壺, type: item, text: "{text}"}}\n',
                a=mc_area(
                    "c2",
                    "平原",
                    8,
                    "{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, item_slots: 1, "
                    f"race: [{race}]}}",
                ),
                b=mc_area(
                    "c3", "森", 6, "{name: 門番, type: unit, level: 1, attack: 1, defense: 3}"
                ),
                rest=_ADVANCE_AND_USE + f"ask: [{ask}]\n",
            )
        )
    )


@pytest.mark.parametrize(
    "head", ["分類:消耗品\\n[普通]\\n◇", "分類:消耗品\\n◇[普通]", "分類:消耗品\\n[普通]\\n◇爆裂"]
)
def test_a_timing_over_the_mark_is_the_headers(head: str) -> None:
    text = head + "\\n〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージを与える。"
    abs_ = _abilities("mc", text.replace("\\n", "\n"), "item")
    assert len(abs_) == 2 and all(a.supported for a in abs_), [a.reason for a in abs_]
    r = _consumable(text)
    assert not _unsupported(r)
    assert r.outcome["state"]["門番.zone"] == "B.discard"


def test_a_timing_over_a_mark_with_its_own_is_not_moved() -> None:
    """A mark whose header has its own timing: the bracket above stays a line of its own."""
    from grammar.parse import parse_card

    text = "分類:消耗品\n[普通]\n◇[対抗]\n〈対象:敵軍ユニット1体〉\n対象に【3】ダメージを与える。"
    card = parse_card(text, "mc").card
    assert card is not None
    marked = [a for a in card.abilities if any(lb.kind == "mark" for lb in a.labels)]
    assert [[lb.name for lb in a.labels if lb.kind == "timing"] for a in marked] == [["対抗"]]


# --- 5. 「対象は「耐性:X」を得る」 ------------------------------------------------------------------

_SHELL = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        '{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}',
        '{name: 戦士, type: unit, level: 1, attack: 1, defense: 1, text: "%s"}',
    ),
    rest="actions:\n  - {do: use, card: 術士, target: 戦士}\nask: [戦士.zone]\n",
)


@pytest.mark.parametrize(
    ("shell", "attr", "zone"),
    [
        ("○硬い甲殻\\n〈対象:このユニット〉\\n対象は「耐性:地震」を得る。", "地震", "A.field.c2"),
        ("○硬い甲殻\\n〈対象:このユニット〉\\n対象は「耐性:地震」を得る。", "火炎", "A.discard"),
        (
            "○硬い甲殻\\n〈対象:このユニット〉\\n対象に「耐性:地震」を付与する。",
            "地震",
            "A.field.c2",
        ),
    ],
)
def test_a_resistance_gained_is_held(shell: str, attr: str, zone: str) -> None:
    """「○ 〈対象:このユニット〉 対象は「耐性:地震」を得る」 on 戦士 (defence 1): 【地震:2】 does not
    make it die (13.1.7.1), 【火炎:2】 does — as the grant 「対象に「耐性:地震」を付与する」."""
    use = f"◎[メイン]揺れ\\n〈対象:ユニット1体〉\\n対象に【{attr}:2】ダメージを与える。"
    assert _ab(shell.replace("\\n", "\n")).supported
    r = resolve(loads(_SHELL % (use, shell)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"戦士.zone": zone}


# --- 6. a step's own 「この戦闘に…ユニットが参加している場合」 -------------------------------------


@pytest.mark.parametrize(("race", "attack"), [("ヒューマン", 2), ("ゴブリン", 1)])
def test_a_step_under_who_takes_part_in_the_battle(race: str, attack: int) -> None:
    """A consumable used by 魔術師 in its battle: 「対象を「攻撃力:+1」する。この戦闘に「種族:ヒューマン」
    の自軍ユニットが参加している場合、さらに対象を「攻撃力:+1」する。」 — the second step only when
    one of A's units in the battle is a ヒューマン (8.2.3, 4.7.5)."""
    text = (
        "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘に参加している自軍ユニットすべて〉\\n"
        "対象を「攻撃力:+1」する。この戦闘に「種族:ヒューマン」の自軍ユニットが参加している場合、"
        "さらに対象を「攻撃力:+1」する。"
    )
    assert all(a.supported for a in _abilities("mc", text.replace("\\n", "\n"), "item"))
    r = _consumable(text, race=race, ask="魔術師.attack")
    assert not _unsupported(r)
    # the +1s last to the battle's end (4.6.9): counted as they are made, in the battle
    raised = [
        s for s in r.main.trace.steps if s.event == "addeffect" and "魔術師 の攻撃力+1" in s.ja
    ]
    assert len(raised) == attack


# --- 7. 「この効果は、このターン終了時まで持続する」 ------------------------------------------------


@pytest.mark.parametrize("grant", ["対象を「攻撃力:+2」する。", "対象に「攻撃力:+2」を付与する。"])
def test_this_turns_end_said_after_the_effect(grant: str) -> None:
    """The duration said after the effect is the one printed before it."""
    head = "◎[メイン]鼓舞\\n〈対象:ユニット1体〉\\n"
    after = head + grant + "この効果は、このターン終了時まで持続する。"
    before = head + "このターン終了時まで、" + grant
    a, b = _ab(after), _ab(before)
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program.steps == b.program.steps
    r = _use(after, target="兵")
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.attack"] == 3


def test_a_use_limit_on_a_continuous_ability_is_refused_with_its_clause() -> None:
    """A ○ ability is in force (14.5.1), never used: 「1ターンに1回しか使用できない」 limits nothing."""
    ab = _ab(
        "○[戦闘]遠矢\\n〈対象:このユニット〉\\n対象を「攻撃力:+1」する。"
        "この特殊能力は1ターンに1回しか使用できない。"
    )
    assert not ab.supported and "14.5.1" in ab.reason


# --- 8. 「Cでない場合、この戦闘スペルは効果を発揮しない」 -------------------------------------------


def test_not_brought_about_unless_is_the_abilitys_condition() -> None:
    head = "[対抗]\n〈対象:この戦闘に参加している敵軍ユニットすべて〉\n"
    unless = _ab(
        head
        + "対象を「攻撃力:-1」する。この戦闘で敵軍が進軍側でない場合、この戦闘スペルは効果を発揮しない。",
        "spell",
    )
    plain = _ab(head + "この戦闘で敵軍が進軍側の場合、対象を「攻撃力:-1」する。", "spell")
    assert unless.supported and plain.supported, unless.reason
    assert unless.program == plain.program


@pytest.mark.parametrize(("side", "raised"), [("進軍側", 1), ("守備側", 0)])
def test_not_brought_about_unless_on_a_board(side: str, raised: int) -> None:
    """A (advancing, 1.3.7) uses the consumable in its battle: 「自軍が進軍側でない場合、…効果を発揮し
    ない」 lets the +1 come; 「自軍が守備側でない場合」 does not."""
    text = (
        "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘に参加している自軍ユニットすべて〉\\n"
        f"対象を「攻撃力:+1」する。この戦闘で自軍が{side}でない場合、この消耗品は効果を発揮しない。"
    )
    assert all(a.supported for a in _abilities("mc", text.replace("\\n", "\n"), "item"))
    r = _consumable(text, ask="魔術師.attack")
    assert not _unsupported(r)
    made = [s for s in r.main.trace.steps if s.event == "addeffect" and "魔術師 の攻撃力+1" in s.ja]
    assert len(made) == raised


def test_not_brought_about_with_a_positive_condition_is_left() -> None:
    """「Cの場合、…効果を発揮しない」 (C positive): its negation is not this reading — left refused."""
    ab = _ab(
        "[対抗]\n〈対象:この戦闘に参加している敵軍ユニットすべて〉\n"
        "対象を「攻撃力:-1」する。この戦闘で敵軍が進軍側の場合、この戦闘スペルは効果を発揮しない。",
        "spell",
    )
    assert not ab.supported


# --- 9. 「ダイスを1D振る」 -----------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2])
def test_dice_named_then_nd(n: int) -> None:
    head = "◎[メイン]博打\n〈対象:敵軍ユニット1体〉\n"
    then = "出目が4以上の場合、対象に【2】ダメージを与える。"
    a, b = _ab(head + f"ダイスを{n}D振る。" + then), _ab(head + f"{n}Dを振る。" + then)
    assert a.supported and b.supported, a.reason
    assert a.program == b.program


@pytest.mark.parametrize(("die", "zone"), [(4, "B.discard"), (3, "B.field.c3")])
def test_dice_named_then_nd_on_a_board(die: int, zone: str) -> None:
    """The roll's result decides (3.4.5): 4 or more deals the 【4】 damage to ゴブリン (defence 4)."""
    text = "◎[メイン]博打\\n〈対象:敵軍ユニット1体〉\\nダイスを1D振る。出目が4以上の場合、対象に【4】ダメージを与える。"
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest=f"actions:\n  - {{do: use, card: 術士, target: ゴブリン, dice: [{die}]}}\n"
        "ask: [ゴブリン.zone]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    assert r.outcome["state"]["ゴブリン.zone"] == zone


# --- 10. a step's own condition with its own duration -----------------------------------------


@pytest.mark.parametrize(("die", "attack", "defense"), [(4, 3, 3), (3, 1, 5)])
def test_a_dice_condition_with_the_turns_duration(die: int, attack: int, defense: int) -> None:
    """「1Dを振る。出目が偶数の場合、このターン中、対象を「攻撃力:+2」する。出目が奇数の場合、このターン中、
    対象を「防御力:+2」する。」 on 兵 (attack 1, defence 3): the parity of the roll decides (3.4.5)."""
    text = (
        "◎[メイン]賽\\n〈対象:自軍ユニット1体〉\\n1Dを振る。出目が偶数の場合、このターン中、"
        "対象を「攻撃力:+2」する。出目が奇数の場合、このターン中、対象を「防御力:+2」する。"
    )
    assert _ab(text.replace("\\n", "\n")).supported
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, soldier, unit),
        rest=f"actions:\n  - {{do: use, card: 術士, target: 兵, dice: [{die}]}}\n"
        "ask: [兵.attack, 兵.defense]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"兵.attack": attack, "兵.defense": defense}
