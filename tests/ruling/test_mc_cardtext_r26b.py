"""Monster Collection (mc), round 26 (s22mc2), issue 12: a relative clause filtering
〈対象:…〉's units, in general form (docs/cardtext.md "MC round 26b (s22mc2)").

1. The past of a verb whose result lasts on the unit, before the noun, is the state it left
   (the shared ``ruling.cardtext.nouns.resultant_state``): 「ダメージを受けた…」 = 「ダメージを
   受けている…」 (4.5.1), 「装備品 / アイテムを装備した…」 = 「…装備している…」 (13.1.2),
   「行動完了した…」 = 「行動完了している…」 (4.10.1.1). An act is no state: 「この地形に進軍した
   …」, 「死亡した…」, 「戦闘に参加した…」 stay refused.
2. A side word before such a clause is the unit's (the shared ``lift_owner_of_clause``):
   「敵軍のダメージを受けたユニット」 = 「ダメージを受けた敵軍ユニット」, 「自軍の装備品を装備して
   いるユニット」 = 「装備品を装備している自軍ユニット」 (damage and equipment are on a unit and its
   side's). Each is run on a board: a unit in the state is a proper target (10.10.2), one that
   is not is none and the use is refused.
3. A verbal noun with a light verb says the noun's act (the shared ``light_verb_clause``):
   「攻撃宣言を行った / 攻撃宣言をした…」 = 「攻撃を宣言した…」 (9.1, 10.10.8.1).
"""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported, _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_answered_attack, mc_area, mc_scenario
from tests.ruling.boards import mc_compile as _ability

get_game("mc")


def _use_on_oni(target: str, oni: str) -> dict[str, object]:
    """A's 術士 (「◎[メイン]石化の邪眼 〈対象:{target}〉 対象に【石化:5】ダメージを与える。」) on c2
    beside 戦士; B's 鬼 (level 1, defence 8 and ``oni``) on c3; A uses it on 鬼."""
    text = f"◎[メイン]石化の邪眼\\n〈対象:{target}〉\\n対象に【石化:5】ダメージを与える。"
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            MC_CASTER % text,
            "{name: 戦士, type: unit, level: 2, attack: 3, defense: 1}",
        ),
        b=mc_area("c3", "森", 8, f"{{name: 鬼, type: unit, level: 1, attack: 1, defense: 8{oni}}}"),
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.damage, 鬼.zone]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return {"damage": r.outcome["state"]["鬼.damage"], "rejected": bool(r.outcome.get("rejected"))}


# --- 1. the past of a lasting act is the state it left ----------------------------------------


@pytest.mark.parametrize(
    "target",
    [
        "ダメージを受けている敵軍ユニット1体",  # the neighbour every form must equal
        "ダメージを受けた敵軍ユニット1体",
        "ダメージを受けた敵軍のユニット1体",
        "ダメージを受けたユニット1体",
        "敵軍のダメージを受けたユニット1体",  # 2. the side word hung on the clause's object
    ],
)
@pytest.mark.parametrize(("oni", "proper"), [(", damage: 1", True), ("", False)])
def test_a_damaged_unit_however_printed(target: str, oni: str, proper: bool) -> None:
    """鬼 with 1 damage on it is a proper target and takes the 5 (1 + 5 = 6 < 8: it stays, 4.5.1);
    鬼 with none is no proper target (10.10.2): the use is refused, no damage dealt."""
    got = _use_on_oni(target, oni)
    assert got == ({"damage": 6, "rejected": False} if proper else {"damage": 0, "rejected": True})


def test_the_negated_state_is_the_other_way() -> None:
    """「ダメージを受けていない」 (the neighbour): the undamaged 鬼 is the proper target."""
    assert _use_on_oni("ダメージを受けていない敵軍ユニット1体", "") == {
        "damage": 5,
        "rejected": False,
    }
    assert _use_on_oni("ダメージを受けていない敵軍ユニット1体", ", damage: 1")["rejected"]


@pytest.mark.parametrize(
    "target",
    [
        "行動完了している敵軍ユニット1体",
        "行動完了した敵軍ユニット1体",
        "行動完了した敵軍のユニット1体",
    ],
)
@pytest.mark.parametrize(("oni", "proper"), [(", state: rest", True), ("", False)])
def test_an_acted_unit_however_printed(target: str, oni: str, proper: bool) -> None:
    """「行動完了した…」: the acted 鬼 (4.10.1.1) is a proper target; the unacted one is none."""
    got = _use_on_oni(target, oni)
    assert got == ({"damage": 5, "rejected": False} if proper else {"damage": 0, "rejected": True})


@pytest.mark.parametrize(
    ("target", "where"),
    [
        ("装備品を装備している自軍ユニットすべて", ("equipped", ())),
        ("装備品を装備した自軍ユニットすべて", ("equipped", ())),
        ("アイテムを装備した自軍ユニットすべて", ("equipped", ())),
        ("自軍の装備品を装備しているユニットすべて", ("equipped", ())),
        ("自軍のアイテムを装備したユニットすべて", ("equipped", ())),
        ("ダメージを受けた自軍ユニットすべて", ("damaged", (True,))),
        ("行動完了した自軍ユニットすべて", ("acted", (True,))),
    ],
)
def test_the_state_filters_a_group_target(target: str, where: tuple[object, ...]) -> None:
    """The same readings on every such unit of a side (a group target): the filter is the state,
    the side is the head's."""
    prog = _ability(f"◎[メイン]号令\n〈対象:{target}〉\n対象に「防御力:+1」を付与する。")
    assert prog.target.where == (where,)
    assert prog.target.owner == "own"


@pytest.mark.parametrize(
    "target",
    [
        "この地形に進軍したユニットすべて",  # an act, not a state: the advance of 12.2
        "死亡したユニットすべて",
        "戦闘に参加した自軍ユニット1体",
        "敵軍のダメージを受けた敵軍ユニット1体",  # the head has its own side: left as printed
    ],
)
def test_an_act_is_no_state_and_stays_refused(target: str) -> None:
    with pytest.raises(Unsupported, match="Relative"):
        _ability(f"◎[メイン]号令\n〈対象:{target}〉\n対象に「防御力:+1」を付与する。")


def test_unsupported_is_said_with_the_text() -> None:
    """A refused filter is never silent: the ability is reported unsupported with its reason."""
    (ab,) = _abilities(
        "mc",
        "◎[メイン]号令\n〈対象:死亡したユニットすべて〉\n対象に「防御力:+1」を付与する。",
        "unit",
    )
    assert not ab.supported and "Relative" in ab.reason


# --- 3. a verbal noun with a light verb: 「攻撃宣言を行った」 = 「攻撃を宣言した」 ----------------------

_ANSWER = mc_answered_attack(
    "an answer to the attack's declarers",
    (1, 1),
    "attack: 0, defense: 9",
    '{name: 呪術師, type: unit, level: 1, attack: 0, defense: 9, text: "%s"}',
    "%s",
    "槍兵.zone",
)


@pytest.mark.parametrize(
    "target",
    [
        "攻撃を宣言したユニット1体",  # the neighbour every form must equal
        "攻撃宣言を行ったユニット1体",
        "攻撃宣言をしたユニット1体",
        "攻撃宣言を行った敵軍ユニット1体",
    ],
)
@pytest.mark.parametrize(("chosen", "zone"), [("槍兵", "A.discard"), ("岩人", "A.field.c2")])
def test_the_attacks_declarers_however_printed(target: str, chosen: str, zone: str) -> None:
    """Answering A's attack: 槍兵, one of the units that declared it (9.1, 10.10.8.1), takes 2 and
    dies; B's own 岩人 is no proper target (10.10.2): the use is refused."""
    text = f"◎[対抗:攻撃限定]石化の呪い\\n〈対象:{target}〉\\n対象に【2】ダメージを与える。"
    r = resolve(loads(_ANSWER % (text, chosen)))
    assert r.outcome["state"]["槍兵.zone"] == zone
    assert bool(r.outcome.get("rejected")) == (chosen == "岩人")


def test_another_verbal_noun_is_left_as_printed() -> None:
    """「進軍宣言を行ったユニット」: no verbal noun mc reads so — refused as before, never a guess."""
    with pytest.raises(Unsupported):
        _ability(
            "◎[メイン]号令\n〈対象:進軍宣言を行ったユニットすべて〉\n対象に「防御力:+1」を付与する。"
        )
