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


# --- 〈発揮:Xの開始時〉: the moment 「X開始時」 written with の (8.3.1 「戦闘の開始」) -----------------

from tests.ruling.boards import MC_SIDE, mc_read  # noqa: E402


@pytest.mark.parametrize("moment", ["戦闘開始時", "戦闘の開始時"])
def test_a_moment_written_with_no(moment: str) -> None:
    """「●[戦闘]麻痺 〈発揮:戦闘の開始時/対象:敵軍パーティ〉 対象を行動完了にする」 on 狩人: the
    defending goblin becomes acted at the battle's start, as with 「戦闘開始時」."""
    text = f"●[戦闘]麻痺\\n〈発揮:{moment}/対象:敵軍パーティ〉\\n対象を行動完了にする。"
    scn = (MC_SIDE % (text, 6, 1)).replace("ask: [ゴブリン.zone]", "ask: [ゴブリン.state]")
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"ゴブリン.state": "rest"}
    assert "10.18.1" in r.decided_by


@pytest.mark.parametrize(
    "moment", ["戦闘の終了時", "終了宣言フェイズの開始時", "戦闘終了タイミングの終了時"]
)
def test_a_moment_the_procedures_do_not_make_stays_refused_with_no(moment: str) -> None:
    with pytest.raises(Unsupported):
        _ability(f"●[戦闘]a\n〈発揮:{moment}/対象:このユニット〉\n対象に【1】ダメージを与える。")


# --- 「最前列 / 最後列」 (8.3.3.2), 「…この効果は発揮されない」 (10.12.2), 「このユニットが…の場合」 (4.7.2)

from tests.ruling.boards import mc_scenario  # noqa: E402


def _formation(text: str, order: str) -> str:
    """A's 鬼 (attack 6) attacks B's 弓兵 (defence 1) and 盾兵 (defence 5, its text ``text``) on
    c3, B's formation ``order`` (front first)."""
    return mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 鬼, type: unit, level: 3, attack: 6, defense: 9}
""",
        b=f"""\
      c3:
        - {{name: 砦, type: terrain, limit: 8}}
        - {{name: 弓兵, type: unit, level: 1, attack: 1, defense: 1}}
        - {{name: 盾兵, type: unit, level: 1, attack: 1, defense: 5, text: "{text}"}}
""",
        rest=f"""\
actions:
  - {{do: advance, units: [鬼], to: c3, dice: {{A: 6, B: 1}}, formation: {{B: [{order}]}}}}
ask: [盾兵.zone, 盾兵.damage]
""",
    )


@pytest.mark.parametrize(
    ("row", "order", "zone"),
    [
        ("最前列", "盾兵, 弓兵", "B.field.c3"),  # in front: defence 5 + 2 takes the 6 and stays
        ("最前列", "弓兵, 盾兵", "B.discard"),  # behind: no +2
        ("最後列", "弓兵, 盾兵", "B.field.c3"),
        ("最後列", "盾兵, 弓兵", "B.discard"),
    ],
)
def test_a_condition_on_the_units_row(row: str, order: str, zone: str) -> None:
    """「○[戦闘]鉄壁 〈対象:このユニット〉 対象が最前列の場合、対象に「防御力:+2」を付与する」: 盾兵 in
    front of its party's formation (8.3.3.2) has defence 7 and survives 鬼's 6."""
    text = (
        f"○[戦闘]鉄壁\\n〈対象:このユニット〉\\n対象が{row}の場合、対象に「防御力:+2」を付与する。"
    )
    r = resolve(loads(_formation(text, order)))
    assert r.outcome["state"]["盾兵.zone"] == zone
    assert "8.3.3.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_party_of_one_is_its_own_front_row() -> None:
    """8.3.3.3: the unit alone in its party is the front row and the back row."""
    text = (
        "○[戦闘]鉄壁\\n〈対象:このユニット〉\\n対象が最後列の場合、対象に「防御力:+2」を付与する。"
    )
    scn = _formation(text, "盾兵").replace(
        "        - {name: 弓兵, type: unit, level: 1, attack: 1, defense: 1}\n", ""
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["盾兵.zone"] == "B.field.c3"
    assert "8.3.3.3" in r.decided_by


from tests.ruling.test_mc_cardtext_r15 import _SELF  # noqa: E402


@pytest.mark.parametrize("verb", ["発揮されない", "適用されない"])
@pytest.mark.parametrize(("race", "zone"), [("ドラゴン", "A.field.c2"), ("ビースト", "A.discard")])
def test_this_effect_is_not_brought_about_if(verb: str, race: str, zone: str) -> None:
    """「◎[メイン]a 〈対象:ユニット1体〉 対象に【1】ダメージを与える。対象が「種族:ドラゴン」の場合、
    この効果は発揮されない。」: a dragon 戦士 (defence 1) takes nothing (10.12.2); another dies."""
    text = (
        "◎[メイン]竜避け\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"
        f"対象が「種族:ドラゴン」の場合、この効果は{verb}。"
    )
    scn = (_SELF % text).replace(
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}",
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1, race: " + race + "}",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert "10.12.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_this_effect_is_not_brought_about_if_first() -> None:
    text = (
        "◎[メイン]竜避け\\n〈対象:ユニット1体〉\\n対象が「種族:ドラゴン」の場合、この効果は発揮されない。"
        "対象に【1】ダメージを与える。"
    )
    scn = (_SELF % text).replace("defense: 1}", "defense: 1, race: ドラゴン}")
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == "A.field.c2"


@pytest.mark.parametrize(("state", "zone"), [(", state: rest", "A.discard"), ("", "A.field.c2")])
def test_a_condition_on_this_unit(state: str, zone: str) -> None:
    """「◎[メイン]a 〈対象:ユニット1体〉 このユニットが行動完了の場合、対象に【1】ダメージを与える」:
    read on 聖騎士, the unit 「このユニット」 names (4.7.2), not on the target 戦士."""
    text = "◎[メイン]a\\n〈対象:ユニット1体〉\\nこのユニットが行動完了の場合、対象に【1】ダメージを与える。"
    scn = (_SELF % text).replace(f'text: "{text}"}}', f'text: "{text}"{state}}}')
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert "4.7.2" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        # (a value condition on this unit is read on it since round 26: test_mc_cardtext_r26)
        # 「発揮されない」 beside another leading condition
        "◎[メイン]a\n〈対象:ユニット1体〉\n対象が「種族:X」の場合、対象に【1】ダメージを与える。対象が最前列の場合、この効果は発揮されない。",
        "◇[普通]a\n〈対象:ユニット1体〉\nこのユニットが行動完了の場合、対象に【1】ダメージを与える。",
    ],
)
def test_conditions_on_this_unit_not_read_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


@pytest.mark.parametrize(("defense", "hand"), [(4, 1), (1, 2)])
def test_an_auto_ability_on_a_player_with_a_condition_on_this_unit(defense: int, hand: int) -> None:
    """「●[戦闘]掠め取り 〈発揮:戦闘終了タイミング開始時/対象:敵軍プレイヤー〉 このユニットが戦闘で
    死亡していない場合、対象は手札を1枚選んで破棄する」 on A's 狩人: alive at the battle end timing,
    B discards one of its 2 cards; 狩人 (defence 1) dead against the goblin's 1, it is off the
    battlefield and does not trigger (14.7.1)."""
    from tests.ruling.boards import mc_area

    text = (
        "●[戦闘]掠め取り\\n〈発揮:戦闘終了タイミング開始時/対象:敵軍プレイヤー〉\\n"
        "このユニットが戦闘で死亡していない場合、対象は手札を1枚選んで破棄する。"
    )
    hunter = f'{{name: 狩人, type: unit, level: 2, attack: 2, defense: {defense}, text: "{text}"}}'
    scn = mc_scenario(
        a=mc_area("c2", "平原", 6, hunter),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        b_top="    deck: 20\n    hand: [x1, x2]\n",
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\nask: [B.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"B.hand": hand}
    if hand == 1:
        assert {"4.7.2", "4.5.2"} <= set(r.decided_by)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


# --- a ● ability printed without a timing notation (10.9.11) ------------------------------------

_REGEN = """
game: mc
title: t
turn: {player: %s, number: 7}
players:
  A:
    deck: 10
    hand: 6
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 5, damage: 2, text: "%s"}
  B:
    deck: 10
    hand: 6
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase, which: 1, discard: []}
ask: [兵.damage]
"""


@pytest.mark.parametrize(
    ("timing", "turn", "damage"),
    [
        ("", "A", 1),
        ("", "B", 1),  # no timing: in either player's turn (10.9.11)
        ("[自軍ターン]", "A", 1),
        ("[自軍ターン]", "B", 2),  # [自軍ターン]: its owner's turn only (14.7.3.2)
    ],
)
def test_an_auto_ability_without_a_timing(timing: str, turn: str, damage: int) -> None:
    """「●再生 〈発揮:手札調整フェイズ開始時/対象:このユニット〉 対象の受けているダメージを1点回復
    する」: without a timing notation the ability works whenever its 発揮時期 comes while its card
    is on the battlefield (10.9.11) — in the opponent's hand phase too."""
    text = f"●{timing}再生\\n〈発揮:手札調整フェイズ開始時/対象:このユニット〉\\n対象の受けているダメージを1点回復する。"
    r = resolve(loads(_REGEN % (turn, text)))
    assert r.outcome["state"] == {"兵.damage": damage}
    if not timing:
        assert "10.9.11" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


# --- 「対象に「A」と「B」を付与する」 with parts of different kinds --------------------------------


def test_a_value_and_a_resistance_granted_together() -> None:
    """「○竜鱗 〈対象:このユニット〉 対象に「防御力:+2」と「耐性:火炎」を付与する」: 魔女's defence is
    3 + 2 and a 【火炎:3】 damage is kept off (13.1.7.1); each part as it is alone."""
    text = "○竜鱗\\n〈対象:このユニット〉\\n対象に「防御力:+2」と「耐性:火炎」を付与する。"
    scn = (_HERE % ("[水]", text)).replace(
        "ask: [魔女.attack]",
        'actions:\n  - {do: resolve_text, player: B, text: "対象に【火炎:3】ダメージを与える。", '
        "target: 魔女}\nask: [魔女.defense, 魔女.damage]",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"魔女.defense": 5, "魔女.damage": 0}
    assert "13.1.7.1" in r.decided_by


def test_a_value_and_an_initiative_granted_together() -> None:
    prog = _ability(
        "○剛剣\n〈対象:このユニット〉\n対象に「攻撃力:+3」と「イニシアチブ:-1」を付与する。"
    )
    assert [(s.stat, s.amount) for s in prog.steps] == [("attack", 3), ("initiative", -1)]


def test_a_grant_with_a_part_of_a_kind_not_read_is_refused() -> None:
    with pytest.raises(Unsupported):
        # corrected (round 29): 「アイテム:i」 is granted now (13.1.2.4); 「装備禁止」 is not read
        _ability("◎[普通]a\n〈対象:ユニット1体〉\n対象に「攻撃力:+1」と「装備禁止」を付与する。")


# --- units counted on this terrain / in a party (5.1.2.4, 4.4.1) -----------------------------------

_PACK = """
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 10
    hand: 3
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 9}
        - {name: 狼, type: unit, level: 1, attack: 1, defense: 3, race: ビースト, text: "%s"}
%s  B: {deck: 20, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
%s"""

_BEAST = "        - {name: 仔狼, type: unit, level: 1, attack: 1, defense: 3, race: %s}\n"


@pytest.mark.parametrize(
    ("condition", "other", "attack"),
    [
        ("自軍パーティに「種族:ビースト」のユニットが自身以外に存在する場合", "ビースト", 3),
        ("自軍パーティに「種族:ビースト」のユニットが自身以外に存在する場合", "エルフ", 1),
        ("自軍パーティに「種族:ビースト」のユニットが自身以外に存在する場合", None, 1),
        ("自軍パーティに「種族:ビースト」のユニットが2体以上存在する場合", "ビースト", 3),
        ("自軍パーティに「種族:ビースト」のユニットが2体以上存在する場合", "エルフ", 1),
        ("この地形に「種族:エルフ or ビースト」の自軍ユニットが2体以上存在する場合", "エルフ", 3),
        ("この地形に敵軍ユニットが存在しない場合", None, 3),
        ("自軍パーティに「種族:エルフ」のユニットが存在しない場合", "エルフ", 1),
    ],
)
def test_units_counted_on_this_terrain(condition: str, other: str | None, attack: int) -> None:
    """「○群狼 〈対象:このユニット〉 自軍パーティに「種族:ビースト」のユニットが自身以外に存在する
    場合、対象に「攻撃力:+2」を付与する」: 狼 (itself a beast) counts the units of its side on its
    terrain (4.4.1, 5.1.2.4) of that race, itself left out for 「自身以外に」."""
    text = f"○群狼\\n〈対象:このユニット〉\\n{condition}、対象に「攻撃力:+2」を付与する。"
    r = resolve(loads(_PACK % (text, _BEAST % other if other else "", "ask: [狼.attack]\n")))
    assert r.outcome["state"] == {"狼.attack": attack}
    assert "5.1.2.4" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(("other", "hand"), [("エルフ", 4), ("ドラゴン", 3)])
def test_units_here_with_a_race_on_an_auto_ability_on_a_player(other: str, hand: int) -> None:
    """「●[自軍ターン]木漏れ日 〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉 この地形に「種族:
    エルフ or プラント」の自軍ユニットが存在する場合、対象は手札を1枚補充する」: read on 狼's
    terrain as the ability resolves (10.12.1)."""
    text = (
        "●[自軍ターン]木漏れ日\\n〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉\\n"
        "この地形に「種族:エルフ or プラント」の自軍ユニットが存在する場合、対象は手札を1枚補充する。"
    )
    scn = _PACK % (text, _BEAST % other, "actions:\n  - {do: main_phase}\nask: [A.hand]\n")
    r = resolve(loads(scn.replace("phase: main,", "phase: hand1,")))
    assert r.outcome["state"] == {"A.hand": hand}
    assert "4.7.5" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "カードを1枚補充する。",
        "手札を1枚補充する。",
        "自軍は手札を1枚補充する。",
        "自軍プレイヤーは手札を1枚補充する。",
    ],
)
def test_replenishing_the_hand_in_other_words(text: str) -> None:
    """12.3.1: 「手札をn枚補充する」 is the hand replenished by n (7.2.5's words), and 「自軍プレイヤー
    は」 the player 「自軍は」 names."""
    scn = _PACK % (
        "",
        "",
        f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\nask: [A.hand]\n',
    )
    r = resolve(loads(scn.replace(', text: ""', "")))
    assert r.outcome["state"] == {"A.hand": 4}
    assert "12.3.1" in r.decided_by


# --- a cost's (～) naming a card type (10.11.12, 2.1.6.1) ------------------------------------------


@pytest.mark.parametrize(
    ("restriction", "hand", "zone"),
    [
        ("戦闘スペルカード", "{name: 炎, type: spell}", "A.discard"),
        ("戦闘スペルカード", "{name: 炎, type: unit}", "A.field.c2"),
        ("ユニットカード", "{name: 炎, type: unit}", "A.discard"),
        ("地形カード", "{name: 炎, type: spell}", "A.field.c2"),
        ("アイテムカード", "{name: 炎, type: item}", "A.discard"),
        # a race and a type: both (an item of that race does not pay for a unit card)
        (
            "「種族:ドラゴン」のユニットカード",
            "{name: 炎, type: item, race: ドラゴン}",
            "A.field.c2",
        ),
        (
            "「種族:ドラゴン」のユニットカード",
            "{name: 炎, type: unit, race: ドラゴン}",
            "A.discard",
        ),
        # any of the values (4.7.5), not only the first
        (
            "「種族:エルフ or ドラゴン」のカード",
            "{name: 炎, type: unit, race: ドラゴン}",
            "A.discard",
        ),
    ],
)
def test_a_cost_restricted_to_a_card_type(restriction: str, hand: str, zone: str) -> None:
    """「◎[メイン]a 〈コスト:手札1枚破棄(戦闘スペルカード)/対象:ユニット1体〉 対象に【1】ダメージを
    与える」: the card discarded must be of that type (10.11.12); with none in the hand the use
    cannot be declared (10.11.1) and 戦士 (defence 1) stays."""
    text = f"◎[メイン]a\\n〈コスト:手札1枚破棄({restriction})/対象:ユニット1体〉\\n対象に【1】ダメージを与える。"
    scn = (_SELF % text).replace("    deck: 20\n", f"    deck: 20\n    hand: [{hand}]\n", 1)
    scn = scn.replace("target: 戦士}", "target: 戦士, cost_cards: [炎]}")
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == zone
    if zone == "A.field.c2":
        assert "10.11.12" in r.decided_by


# --- 「対象が「チャージ:x」 / 「ディフェンダー:x」を持つ場合」 (13.1.5.1, 13.1.6.1) -----------------


@pytest.mark.parametrize(
    ("kw", "printed", "attack"),
    [
        ("チャージ", "「チャージ:+1」", 2),
        ("チャージ", "「ディフェンダー:+1」", 1),
        ("ディフェンダー", "「ディフェンダー:+2」", 2),
        ("チャージ", "", 1),
    ],
)
def test_a_condition_on_holding_charge_or_defender(kw: str, printed: str, attack: int) -> None:
    """「○疾風 〈対象:このユニット〉 対象が「チャージ:x」を持つ場合、対象に「攻撃力:+1」を付与する」:
    狼 holding a printed 「チャージ:+1」 (any x) gets +1 (outside a battle the charge itself adds
    nothing, 13.1.5.2)."""
    text = (printed + "\\n" if printed else "") + (
        f"○疾風\\n〈対象:このユニット〉\\n対象が「{kw}:x」を持つ場合、対象に「攻撃力:+1」を付与する。"
    )
    r = resolve(loads(_PACK % (text, "", "ask: [狼.attack]\n")))
    assert r.outcome["state"] == {"狼.attack": attack}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(
    ("order", "archer", "shield"), [("盾兵, 弓兵", "B.discard", 0), ("弓兵, 盾兵", "B.field.c3", 1)]
)
def test_a_target_at_the_back_row(order: str, archer: str, shield: int) -> None:
    """「●[戦闘]突風 〈発揮:隊列変更タイミング終了時/対象:最後列の敵軍ユニットすべて〉 対象に【竜巻:1】
    ダメージを与える」 on 鬼 (attack 0): at the formation's end the unit at the back of B's party
    (8.3.3.2) takes 1 — 弓兵 (defence 1) dies, or 盾兵 keeps 1 damage."""
    text = (
        "●[戦闘]突風\\n〈発揮:隊列変更タイミング終了時/対象:最後列の敵軍ユニットすべて〉\\n"
        "対象に【竜巻:1】ダメージを与える。"
    )
    scn = _formation("", order).replace(', text: ""', "")
    scn = scn.replace("attack: 6, defense: 9}", f'attack: 0, defense: 9, text: "{text}"}}')
    scn = scn.replace("ask: [盾兵.zone, 盾兵.damage]", "ask: [弓兵.zone, 盾兵.damage]")
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"弓兵.zone": archer, "盾兵.damage": shield}
    assert "8.3.3.2" in r.decided_by


# --- 「ダメージを取り除く」: the damage taken off, as healed (grammar verb take_away) -------------

from tests.ruling.test_mc_cardtext_r17b import _HURT  # noqa: E402


@pytest.mark.parametrize(
    ("heal", "after"),
    [
        ("対象のダメージをすべて取り除く。", 1),
        ("対象のダメージを1点取り除く。", 2),
        ("対象のダメージを1取り除く。", 2),
        ("対象の受けているダメージを2点取り除く。", 1),
    ],
)
def test_damage_taken_off(heal: str, after: int) -> None:
    """「対象のダメージをすべて取り除く」 as 「…回復する」: 兵 (defence 3, 2 damage) has its damage
    taken off, then takes A's 1 — as the healing does (test_mc_cardtext_r17b)."""
    r = resolve(loads(_HURT % (2, "", heal)))
    assert r.outcome["state"] == {"兵.zone": "B.field.c3", "兵.damage": after}


# --- 「対象がダメージを受けている場合」 (4.5.1), 「自軍手札がn枚以下の場合」 (5.1.4.3) -------------


@pytest.mark.parametrize(
    ("damage", "phrase", "zone", "after"),
    [
        (1, "受けている", "B.discard", 3),  # 1 + 1 (met) + A's 1: defence 3 reached
        (0, "受けている", "B.field.c3", 1),  # not met: A's 1 only
        (0, "受けていない", "B.field.c3", 2),
        (1, "受けていない", "B.field.c3", 2),
    ],
)
def test_a_condition_on_damage_received(damage: int, phrase: str, zone: str, after: int) -> None:
    text = f"対象がダメージを{phrase}場合、対象に【1】ダメージを与える。"
    r = resolve(loads(_HURT % (damage, "", text)))
    state = r.outcome["state"]
    assert state["兵.zone"] == zone
    if zone != "B.discard":
        assert state["兵.damage"] == after
    assert "4.5.1" in r.decided_by


@pytest.mark.parametrize(
    ("hand", "cond", "zone"),
    [
        ("[x1, x2]", "自軍手札が2枚以下", "A.discard"),
        ("[x1, x2, x3]", "自軍手札が2枚以下", "A.field.c2"),
        ("[x1, x2, x3]", "自軍の手札が3枚以上", "A.discard"),
    ],
)
def test_a_condition_on_the_hand_count(hand: str, cond: str, zone: str) -> None:
    """「◎[メイン]a 〈対象:ユニット1体〉 自軍手札が2枚以下の場合、対象に【1】ダメージを与える」: A's
    hand (public, 5.1.4.3) counted as the effect takes effect."""
    text = f"◎[メイン]a\\n〈対象:ユニット1体〉\\n{cond}の場合、対象に【1】ダメージを与える。"
    scn = (_SELF % text).replace("    deck: 20\n", f"    deck: 20\n    hand: {hand}\n", 1)
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert "5.1.4.3" in r.decided_by


def test_a_hand_not_given_is_said() -> None:
    text = (
        "◎[メイン]a\\n〈対象:ユニット1体〉\\n自軍手札が2枚以下の場合、対象に【1】ダメージを与える。"
    )
    r = resolve(loads(_SELF % text))
    assert any(w.key == "not_given_taken_as" for w in r.warnings())


# --- spell slots an equipment prints or a ○ ability gives (2.1.21.2, 13.1.3.2) --------------------


def _staff(text: str) -> str:
    """_spell_battle with 魔術師's slots none of its own, wearing 杖 (text ``text``)."""
    scn = _spell_battle("火", False).replace('spell_slots: "火"}', "item_slots: 1}")
    return scn.replace(
        "item_slots: 1}\n",
        f'item_slots: 1}}\n        - {{name: 杖, type: item, equipped_to: 魔術師, text: "{text}"}}\n',
        1,
    )


@pytest.mark.parametrize(
    "text",
    [
        "○魔力循環\\n〈対象:装備ユニット〉\\n対象に「スペル:火」を付与する。",  # given by ○ (13.1.3.2)
        "「スペル:火」",  # printed on the equipment: the wearer's (2.1.21.2)
    ],
)
def test_spell_slots_given_by_an_equipment_pay(text: str) -> None:
    assert _problems(_staff(text)) == []


def test_spell_slots_of_another_icon_given_do_not_pay() -> None:
    refused = _staff("○魔力循環\\n〈対象:装備ユニット〉\\n対象に「スペル:水」を付与する。")
    refused = refused.replace("allowed: true", "allowed: false")
    refused = refused.replace("{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}")
    assert _problems(refused) == []


def test_spell_slots_given_by_a_one_shot_effect_are_refused() -> None:
    with pytest.raises(Unsupported):
        _ability("◎[普通]a\n〈対象:自軍ユニット1体〉\n対象に「スペル:火」を付与する。")
