"""mc card text, round 18 (s14mc, issue 12): constructions taken by how many abilities they
cover across the composed card sets tests/blind/cards_r14 … cards_r17 — each a minimal ability
text and what it does on a board, with its neighbours (docs/cardtext.md "MC round 18")."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported, abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import problems as _problems
from tests.ruling.test_mc_cardtext_r13 import EQUIP
from tests.ruling.test_mc_rules_r15 import _SPELL, _spell_battle

# --- 「アイテム:x」 with x as 「i」 icons (13.1.2.1) ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "cost", "done"),
    [
        ("「アイテム:i i」", 2, True),  # two 「i」: two item slots (13.1.2.1)
        ("「アイテム:ii」", 2, True),
        ("「アイテム:i」", 2, False),  # one slot: a cost of 2 is not paid (12.2.8.3)
        ("「アイテム:i」", 1, True),
        # two standing abilities printed side by side: each is held (2.1.20.1)
        ("「イニシアチブ:+1」「アイテム:i」", 1, True),
        ("「イニシアチブ:+1」「アイテム:i」", 2, False),
    ],
)
def test_item_icons_are_the_units_item_slots(text: str, cost: int, done: bool) -> None:
    r = resolve(loads(EQUIP % (cost, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["剣.zone"] != "A.hand") is done


def test_keywords_side_by_side_are_each_held() -> None:
    from ruling.games._mc.cardtext import standing

    card = Card("x", "x", text="「イニシアチブ:+1」「アイテム:i」")
    assert [k.value for k in standing(card, "initiative")] == [1]
    assert [k.value for k in standing(card, "item")] == [1]


@pytest.mark.parametrize(
    "text", ["「アイテム:x」", "「アイテム:i 2」", "「イニシアチブ:+1」「スペル:雷」"]
)
def test_item_and_spell_values_that_are_not_icons_are_refused(text: str) -> None:
    (ab,) = abilities_of("mc", Card("x", "x", text=text))
    assert not ab.supported


# --- 「スペル:x」 printed on a unit, 〈コスト:スペル:x〉 printed on a battle spell (13.1.3.1) -------


def _printed_slots(slots: str) -> str:
    """_spell_battle with 魔術師's slots printed as its 「スペル:x」 instead of given."""
    return _spell_battle("火", False).replace('spell_slots: "火"}', f'text: "「スペル:{slots}」"}}')


@pytest.mark.parametrize("slots", ["火", "水 火", "*"])
def test_a_printed_spell_keyword_pays_a_battle_spell(slots: str) -> None:
    """13.1.3.1: 魔術師's printed 「スペル:火」 (or a 「*」) pays 火球's 火: the spell's 3 damage
    kills 門番."""
    assert _problems(_printed_slots(slots)) == []


def test_a_printed_spell_keyword_of_another_icon_does_not_pay() -> None:
    refused = _printed_slots("水").replace("allowed: true", "allowed: false")
    refused = refused.replace("{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}")
    assert _problems(refused) == []


def _printed_cost(icons: str, slots: str) -> str:
    """_spell_battle with 火球's cost printed as 〈コスト:スペル:icons〉 (none given) and 魔術師's
    slots ``slots``."""
    printed = _SPELL.replace("〈対象:", f"〈コスト:スペル:{icons}/対象:")
    text = _spell_battle("火", False).replace(_SPELL, printed).replace("spell_cost: 火, ", "")
    return text.replace('spell_slots: "火"', f'spell_slots: "{slots}"')


@pytest.mark.parametrize(("icons", "slots"), [("火", "火"), ("火", "*"), ("水 水", "水水")])
def test_a_printed_spell_cost_is_paid_by_the_users_slots(icons: str, slots: str) -> None:
    assert _problems(_printed_cost(icons, slots)) == []


@pytest.mark.parametrize(("icons", "slots"), [("火", "水"), ("水 水", "水")])
def test_a_printed_spell_cost_the_slots_do_not_pay_is_refused(icons: str, slots: str) -> None:
    refused = _printed_cost(icons, slots).replace("allowed: true", "allowed: false")
    refused = refused.replace("{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}")
    assert _problems(refused) == []


@pytest.mark.parametrize(
    "text",
    [
        # an icon 13.1.3.1 does not list
        "◇[普通]a\n〈コスト:スペル:雷/対象:ユニット1体〉\n対象に【1】ダメージを与える。",
        # whose slots a unit's own ◎ ability would spend is not said
        "◎[普通]a\n〈コスト:スペル:火/対象:ユニット1体〉\n対象に【1】ダメージを与える。",
        "「スペル:氷 氷」",
    ],
)
def test_spell_costs_not_read_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


# --- the terrain's attribute in other words (8.2.5, 5.1.2.4, 2.1.13.1) ------------------------------

from tests.ruling.test_mc_cardtext_r15 import _LAKE  # noqa: E402


@pytest.mark.parametrize(
    "subject",
    [
        "戦闘が行われている地形が",  # the wording read before
        "戦闘している地形が",
        "戦闘が発生している地形が",  # the rules' own words (8.3.2.9)
        "戦闘している地形の属性が",
    ],
)
@pytest.mark.parametrize(("attribute", "zone"), [("水", "B.discard"), ("土", "B.field.c3")])
def test_the_battles_terrain_in_other_words(subject: str, attribute: str, zone: str) -> None:
    """「○[戦闘] 〈対象:このユニット〉 <the battle's terrain>が「属性:水」の場合、対象は「攻撃力:+2」
    する」: on a 水 terrain 狩人 attacks with 4 and the goblin (defence 4) falls; on 土 it stays."""
    text = f"○[戦闘]寒冷適応\\n〈対象:このユニット〉\\n{subject}「属性:水」の場合、対象は「攻撃力:+2」する。"
    r = resolve(loads(_LAKE % (text, attribute)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert "8.2.5" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


_HERE = """
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
      c2:
        - {name: 湖, type: terrain, limit: 6, attribute: %s}
        - {name: 魔女, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
  B: {deck: 20, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
ask: [魔女.attack]
"""


@pytest.mark.parametrize("subject", ["この地形が", "この地形の属性が"])
@pytest.mark.parametrize(("attribute", "attack"), [("水", 3), ("土", 1), ("水 or 火", 3)])
def test_this_terrains_attribute(subject: str, attribute: str, attack: int) -> None:
    """「○冬の女王 〈対象:このユニット〉 この地形が「属性:水」の場合、対象に「攻撃力:+2」を付与
    する」: 「この地形」 is the terrain the card is on (5.1.2.4) — 湖 of that attribute: 魔女's
    attack 1 + 2."""
    text = f"○冬の女王\\n〈対象:このユニット〉\\n{subject}「属性:水」の場合、対象に「攻撃力:+2」を付与する。"
    r = resolve(loads(_HERE % (attribute.replace(" or ", ", ").join("[]"), text)))
    assert r.outcome["state"] == {"魔女.attack": attack}
    # the condition read either way; not met, it is the reason nothing is added (10.12.2)
    assert "5.1.2.4" in r.decided_by
    assert ("10.12.2" in r.decided_by) == (attack == 1)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_this_terrain_from_the_hand_is_refused() -> None:
    with pytest.raises(Unsupported, match="この地形"):
        _ability(
            "◇[普通]a\n〈対象:ユニット1体〉\nこの地形が「属性:水」の場合、対象に【1】ダメージを与える。"
        )
