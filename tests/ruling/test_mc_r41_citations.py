"""mc (round 41): the clauses a step rests on beyond the one it carries out, each on a minimal board.

A terrain placement cites the definitions the item of 12.1.1.2.5 it falls under is written in
(5.1.2.11 自軍支配地形, 5.1.2.13 誰もいない地形, 5.1.2.14 自軍配置地形, 5.1.2.18 隣接, 5.1.2.7 空き地); a
destination outside the advance range is refused at the step choosing it (12.2.5.1.3); a ● ability
made waiting by a battle timing's moment is played at the check step that follows (8.3.2.3 …
8.3.8.3); a waiting ability whose card has left fails (10.5.6), a step about that card. A declaration
cites the timing its notation allows it in (10.9.4, 10.9.9); a cost card's move cites the zone it goes
to (5.1.6.2 / 12.5.1, 5.1.5.2 / 12.4.1); losing every ability loses the ○ effects in force (14.5.4.4,
4.6.6); 「効果適用後、」 on one target cites 4.1.11. The deck-out judgement read cites its rule
process (11.2.1.2); a refusal inside passing equipment cites the phase's list of actions (7.3.3); a
turn whose position changed but whose own acts were only those 1.2.4.1.2's second sentence lists
raises same_position_only_listed_acts."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state, mc_area, mc_scenario

UNIT = "{name: 兵, type: unit, level: 1, attack: 1, defense: 2}"


def _run(text: str) -> object:
    return resolve(loads(text, "t.yaml"))


@pytest.mark.parametrize(
    ("a", "area", "terms"),
    [
        # b: an empty area beside the own-held headquarters
        ("", "c2", {"5.1.2.11", "5.1.2.18", "5.1.2.7"}),
        # c: an own-placed terrain nobody is on, nothing held beside it
        (mc_area("r2", "荒地", 6), "r2", {"5.1.2.13", "5.1.2.14"}),
    ],
)
def test_a_placement_cites_the_terms_of_its_item(a: str, area: str, terms: set[str]) -> None:
    r = _run(
        mc_scenario(
            a,
            rest=f"actions:\n  - {{do: place_terrain, card: 草原, area: {area}}}\n"
            f"ask: [A.{area}]\n",
            a_top="    deck: 20\n    hand: [{name: 草原, type: terrain, limit: 6}]\n",
        ).replace(
            "      c1: [{name: 本陣, type: terrain, hq: true}]\n",
            f"      c1:\n        - {{name: 本陣, type: terrain, hq: true}}\n        - {UNIT}\n",
        )
    )
    assert main_state(r, f"A.{area}")[0] == "草原"
    assert terms <= decided(r)


@pytest.mark.parametrize("to", ["c3", "r3"])
def test_a_destination_outside_the_range_is_refused_at_its_step(to: str) -> None:
    # c3: no terrain (an 空き地, 5.1.2.7); r3: a terrain not adjacent to a walking unit
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 6, UNIT) + mc_area("r3", "丘", 6),
            rest=f"actions:\n  - {{do: advance, units: [兵], to: {to}}}\nask: [兵.zone]\n",
        )
    )
    assert main_state(r, "兵.zone") == "A.field.c2"
    assert {"12.2.2.2", "12.2.5.1.3"} <= decided(r)


HERO = "●[戦闘]凱歌\\n〈発揮:{moment}/対象:このユニット〉\\nカードを1枚補充する。"


@pytest.mark.parametrize(
    ("moment", "check"),
    [("即時召喚タイミング開始時", "8.3.2.3"), ("戦闘終了タイミング開始時", "8.3.8.3")],
)
def test_a_battle_moments_ability_is_played_at_its_check_step(moment: str, check: str) -> None:
    hero = (
        "{name: 勇者, type: unit, level: 3, attack: 4, defense: 4, "
        f'text: "{HERO.format(moment=moment)}"}}'
    )
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, hero),
            mc_area("c3", "森", 6, "{name: 鬼, type: unit, level: 1, attack: 1, defense: 2}"),
            "actions:\n  - {do: advance, units: [勇者], to: c3, dice: {A: 6, B: 1}}\n"
            "ask: [A.hand]\n",
            a_top="    deck: 10\n    hand: 2\n",
        )
    )
    assert main_state(r, "A.hand") == 3
    assert check in decided(r)


def test_an_ability_whose_card_left_fails_and_decides_that_cards_zone() -> None:
    # the advancing side's ● first (14.7.3.8): its damage kills the defender before the
    # defender's own ● is played, which fails (10.5.6)
    curse = (
        "{name: 呪, type: unit, level: 2, attack: 2, defense: 4, text: "
        '"●[戦闘]呪詛\\n〈発揮:即時召喚タイミング開始時/対象:敵軍パーティ〉\\n対象に【2】ダメージを与える。"}'
    )
    wall = (
        "{name: 盾, type: unit, level: 2, attack: 1, defense: 2, text: "
        '"●[戦闘]鉄壁\\n〈発揮:即時召喚タイミング開始時/対象:このユニット〉\\n対象に「防御力:+2」を付与する。"}'
    )
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, curse),
            mc_area("c3", "森", 6, wall),
            "actions:\n  - {do: advance, units: [呪], to: c3, dice: {A: 3, B: 4}}\nask: [盾.zone]\n",
        )
    )
    assert main_state(r, "盾.zone") == "B.discard"
    assert {"10.5.6", "14.7.3.8"} <= decided(r)


def _sword(cost: str) -> str:
    return mc_area(
        "c2",
        "平原",
        8,
        "{name: 剣, type: unit, level: 2, attack: 2, defense: 3, text: "
        f'"◎[メイン]鼓舞\\n〈コスト:手札1枚{cost}/対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"}}',
    )


@pytest.mark.parametrize(
    ("cost", "zone", "cl"),
    [("除外", "A.removed", {"5.1.6.2", "12.5.1"}), ("破棄", "A.discard", {"5.1.5.2", "12.4.1"})],
)
def test_a_used_ability_cites_its_timing_and_where_its_cost_goes(
    cost: str, zone: str, cl: set[str]
) -> None:
    r = _run(
        mc_scenario(
            _sword(cost),
            rest="actions:\n  - {do: use, card: 剣, target: 剣, cost_cards: [石]}\n"
            "ask: [石.zone, 剣.attack]\n",
            a_top="    deck: 20\n    hand: [{name: 石, type: item}]\n",
        )
    )
    assert (main_state(r, "石.zone"), main_state(r, "剣.attack")) == (zone, 3)
    # a [メイン] ability declared in the main phase's play step (10.9.9); the card paid goes to
    # the zone its wording names, its owner's
    assert {"10.9.9", *cl} <= decided(r)


def test_lost_abilities_take_their_continuous_bonus_and_the_damage_after_follows() -> None:
    seal = (
        "{name: 呪, type: unit, level: 2, attack: 1, defense: 3, text: "
        '"◎[メイン]封印\\n〈対象:ユニット1体〉\\n対象はすべての特殊能力を失う。効果適用後、対象に【2】ダメージを与える。"}'
    )
    tree = (
        "{name: 樹, type: unit, level: 2, attack: 1, defense: 2, text: "
        '"○加護\\n〈対象:このユニット〉\\n対象を「防御力:+2」する。"}'
    )
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, seal),
            mc_area("c3", "森", 6, tree),
            "actions:\n  - {do: use, card: 呪, target: 樹}\nask: [樹.zone]\n",
        )
    )
    assert main_state(r, "樹.zone") == "B.discard"  # defence 2 again: 2 damage kills it
    assert {"14.5.4.4", "4.6.6", "4.1.11"} <= decided(r)


def test_a_deck_again_after_both_ran_out_reads_the_rule_process_too() -> None:
    r = _run(
        mc_scenario(
            rest="actions:\n  - {do: end_phase}\nask: [game_over]\n",
            turn="{player: A, number: 11, phase: hand2, first_player: A}",
            a_top="    deck: 1\n    deck_out_turn: 9\n    hand: 6\n",
            b_top="    deck: 0\n    deck_out_turn: 10\n    hand: 6\n",
        )
    )
    assert not r.main.outcome["game_over"]
    # 1.2.3.1.1 ends the judgement; the judgement read is also the rule process 11.2.1.2
    assert {"1.2.3.1", "1.2.3.1.1", "11.2.1.2"} <= decided(r)


def test_a_refusal_inside_passing_equipment_cites_the_phases_list_of_actions() -> None:
    r = _run(
        mc_scenario(
            mc_area(
                "c2",
                "平原",
                8,
                "{name: 騎, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}",
                "{name: 剣, type: item, equip_cost: 1, attack_bonus: 2, equipped_to: 騎}",
                "{name: 農, type: unit, level: 1, attack: 1, defense: 1}",
            ),
            rest="actions:\n  - {do: pass_equipment, player: A, card: 剣, to: 農}\nask: [剣.state]\n",
        )
    )
    assert r.main.rejected
    assert {"12.2.6.2.1", "7.3.3"} <= decided(r)


def _repetition(hand: int, to: str) -> object:
    # A: 2 same turns in a row, B 3; A's only act is an advance from c2 to ``to``
    return _run(
        mc_scenario(
            mc_area("c2", "平原", 6, "{name: 戦, type: unit, level: 2, attack: 2, defense: 3}")
            + mc_area("c3", "荒野", 6)
            + mc_area("l3", "砦", 6, "{name: 斥, type: unit, level: 1, attack: 1, defense: 1}"),
            rest="actions:\n  - {do: hand_phase, which: 1}\n"
            f"  - {{do: main_phase, actions: [{{do: advance, units: [戦], to: {to}}}]}}\n"
            "  - {do: summon_phase, actions: []}\n  - {do: hand_phase, which: 2}\n"
            "  - {do: end_phase}\nask: [game_over]\n",
            turn="{player: A, number: 11, phase: hand1, first_player: A}",
            a_top=f"    same_position_turns: 2\n    deck: 10\n    hand: {hand}\n",
            b_top="    same_position_turns: 3\n    deck: 10\n    hand: 6\n",
        ).replace(
            "      c1: [{name: 本陣, type: terrain, hq: true}]\n",
            "      c1:\n        - {name: 本陣, type: terrain, hq: true}\n"
            "        - {name: 見, type: unit, level: 1, attack: 1, defense: 2}\n",
            1,
        )
    )


def test_a_changed_hand_with_only_an_own_advance_runs_both_readings() -> None:
    r = _repetition(5, "c1")  # the hand phase replenishes: 5 → 6
    assert "1.2.4.1.2" in r.outcome.get("depends_on_reading", [])
    assert r.main.outcome["game_over"]  # the engine's reading: the second sentence
    (other,) = [x for x in r.outcome["readings"] if x["reading"] == ["changed"]]
    assert not other["outcome"]["game_over"]


@pytest.mark.parametrize(("hand", "to"), [(6, "c3"), (5, "c3")])
def test_no_point_when_the_acts_are_not_only_the_listed_ones(hand: int, to: str) -> None:
    # c3 is nobody's terrain: an advance there is no 「自軍支配地形へ進軍」; with a full hand
    # nothing changes anyway
    r = _repetition(hand, to)
    assert "depends_on_reading" not in r.outcome


# older development files' clauses (round 41): the definition or procedure a step rests on


def test_no_proxy_terrain_from_an_empty_deck_rests_on_what_a_proxy_is() -> None:
    r = _run(
        mc_scenario(
            rest="actions:\n  - {do: place_terrain, proxy: true, area: c2}\nask: [A.c2]\n",
            a_top="    deck: 0\n    deck_out_turn: 5\n",
        )
    )
    assert r.main.rejected
    assert {"5.1.2.20.1", "5.1.2.20.3"} <= decided(r)  # 代理地形 is the deck's top card


def test_a_battle_continuous_ability_outside_a_battle_rests_on_its_notation() -> None:
    guard = (
        "{name: 守, type: unit, level: 2, attack: 1, defense: 3, text: "
        '"○[戦闘]鉄壁\\n〈対象:このユニット〉\\n対象に「防御力:+2」を付与する。"}'
    )
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, guard),
            rest="actions:\n  - {do: damage, to: 守, amount: 3, source: 罠}\nask: [守.zone]\n",
        )
    )
    assert main_state(r, "守.zone") == "A.discard"
    assert {"14.5.4.1", "10.9.8"} <= decided(r)


def test_a_cost_paid_cites_that_costs_are_carried_out_at_once() -> None:
    r = _run(
        mc_scenario(
            _sword("破棄"),
            rest="actions:\n  - {do: use, card: 剣, target: 剣, cost_cards: [石]}\nask: [石.zone]\n",
            a_top="    deck: 20\n    hand: [{name: 石, type: item}]\n",
        )
    )
    assert main_state(r, "石.zone") == "A.discard"
    assert {"10.1.13", "10.11.3"} <= decided(r)


def test_a_selective_replacement_not_carried_out_rests_on_what_a_replacement_is() -> None:
    shield = (
        "{name: 盾, type: unit, level: 2, attack: 1, defense: 3, text: "
        '"○身代わり\\nこのユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。"}'
    )
    r = _run(
        mc_scenario(
            b=mc_area("c3", "森", 6, shield),
            rest="actions:\n  - {do: damage, to: 盾, amount: 3, source: 罠}\n"
            "choices:\n  - {player: B, choose: yes}\nask: [盾.zone]\n",
            b_top="    deck: 20\n    hand: []\n",
        )
    )
    assert main_state(r, "盾.zone") == "B.discard"  # no hand card: the replacement is not applied
    assert {"10.8.5", "10.8.2"} <= decided(r)


def test_units_acted_already_after_a_simultaneous_attack_stay_so() -> None:
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, "{name: 戦, type: unit, level: 2, attack: 2, defense: 5}"),
            mc_area("c3", "森", 6, "{name: 衛, type: unit, level: 1, attack: 1, defense: 5}"),
            "actions:\n  - {do: advance, units: [戦], to: c3, dice: {A: 3, B: 3}}\n"
            "ask: [衛.state]\n",
        )
    )
    assert main_state(r, "衛.state") == "rest"
    assert {"8.3.7.4", "8.3.7.6"} <= decided(r)


@pytest.mark.parametrize(("slot", "zone"), [("水", "A.hand"), ("*", "A.discard")])
def test_a_spell_cost_the_slots_cannot_pay_lets_no_declaration_be_made(
    slot: str, zone: str
) -> None:
    spell = (
        "{name: 火球, type: spell, spell_cost: 火, "
        'text: "◇[普通]火球\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}'
    )
    mage = f'{{name: 術, type: unit, level: 2, attack: 1, defense: 3, spell_slots: "{slot}"}}'
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 6, mage),
            mc_area("c3", "森", 6, "{name: 霊, type: unit, level: 1, attack: 1, defense: 2}"),
            "actions:\n  - {do: advance, units: [術], to: c3, dice: {A: 6, B: 1}, "
            "first_normal: [{do: use, card: 火球, unit: 術, target: 霊}]}\nask: [火球.zone]\n",
            a_top=f"    deck: 20\n    hand: [{spell}]\n",
        )
    )
    assert main_state(r, "火球.zone") == zone
    # refused: the cost cannot be carried out (10.11.1); paid by 「*」: declared in the first
    # side's normal timing, which its [普通] allows (10.9.4)
    assert ({"10.11.1"} if slot == "水" else {"10.9.4", "13.1.3.1"}) <= decided(r)


POTION = (
    "{{name: 薬, uid: {uid}, type: item, "
    'text: "◇[メイン]回復薬\\n〈対象:このユニット〉対象に「防御力:+1」を付与する。"}}'
)


@pytest.mark.parametrize("slots", [1, 2])
def test_a_slot_spent_outside_a_battle_raises_its_point_only_when_it_matters(slots: int) -> None:
    r = _run(
        mc_scenario(
            mc_area(
                "c2",
                "平原",
                8,
                f"{{name: 戦, type: unit, level: 2, attack: 2, defense: 3, item_slots: {slots}}}",
            ),
            rest="actions:\n  - {do: use, card: 薬1, unit: 戦}\n  - {do: use, card: 薬2, unit: 戦}\n"
            "ask: [戦.defense]\n",
            a_top="    deck: 20\n    hand:\n"
            f"      - {POTION.format(uid='薬1')}\n      - {POTION.format(uid='薬2')}\n",
        )
    )
    if slots == 2:  # an unspent slot is left: no point, both used
        assert "depends_on_reading" not in r.outcome
        assert main_state(r, "戦.defense") == 5
        return
    assert "13.1.2.5" in r.outcome.get("depends_on_reading", [])
    assert main_state(r, "戦.defense") == 4  # as printed: the slot stays spent
    (other,) = [x for x in r.outcome["readings"] if x["reading"] == ["free"]]
    assert other["outcome"]["state"]["戦.defense"] == 5


def test_a_unit_summoned_in_a_failed_battle_with_no_confirmed_terrain_runs_both_readings() -> None:
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, "{name: 戦, type: unit, level: 2, attack: 2, defense: 2}"),
            mc_area("c3", "森", 8, "{name: 鬼, type: unit, level: 3, attack: 4, defense: 5}"),
            "actions:\n  - {do: advance, units: [戦], to: c3, instant: {A: [伏]}, "
            "dice: {A: 1, B: 6}}\n"
            "choices:\n  - {player: A, at: formation, choose: 戦}\nask: [伏.zone, 戦.zone]\n",
            a_top="    deck: 20\n    hand: [{name: 伏, type: unit, level: 1, attack: 1, "
            "defense: 5, instant: true}]\n",
        )
    )
    # 戦 dies; 伏 (summoned in the battle) is left with 鬼: the advance fails (8.4.4)
    assert main_state(r, "戦.zone") == "A.discard"
    assert "8.4.6" in r.outcome.get("depends_on_reading", [])
    assert main_state(r, "伏.zone") == "A.field.c2"  # the engine's: where the advance started
    (other,) = [x for x in r.outcome["readings"] if x["reading"] == ["discarded"]]
    assert other["outcome"]["state"]["伏.zone"] == "A.discard"


@pytest.mark.parametrize(("printed", "grant", "point"), [("+2", "-2", True), ("+2", "+1", False)])
def test_a_negative_charge_granted_runs_both_readings(
    printed: str, grant: str, point: bool
) -> None:
    rider = (
        f'{{name: 騎, type: unit, level: 2, attack: 2, defense: 4, text: "「チャージ:{printed}」"}}'
    )
    witch = (
        "{name: 魔, type: unit, level: 2, attack: 1, defense: 3, text: "
        '"◎[イニシアチブ]泥濘\\n〈対象:敵軍ユニット1体〉\\n'
        f'対象に「チャージ:{grant}」を付与する。"}}'
    )
    r = _run(
        mc_scenario(
            mc_area("c2", "平原", 8, rider),
            mc_area("c3", "沼", 6, witch),
            "actions:\n  - {do: advance, units: [騎], to: c3, dice: {A: 6, B: 1}, "
            "at_initiative: [{do: use, player: B, card: 魔, target: 騎}]}\nask: [魔.zone]\n",
        )
    )
    assert ("13.1.5.1" in r.outcome.get("depends_on_reading", [])) == point
    if point:  # summed: 2 + 2 - 2 = 2 < 3; as no x: 4 ≥ 3
        assert main_state(r, "魔.zone") == "B.field.c3"
        (other,) = [x for x in r.outcome["readings"] if x["reading"] == ["not_a_value"]]
        assert other["outcome"]["state"]["魔.zone"] == "B.discard"


@pytest.mark.parametrize(
    ("side", "target", "n", "hand"),
    [("a", "自軍", "+1", 7), ("b", "敵軍", "-1", 5), ("b", "自軍", "+1", 6)],
)
def test_a_continuous_hand_limit_change_given_to_a_player(
    side: str, target: str, n: str, hand: int
) -> None:
    sage = mc_area(
        "c2" if side == "a" else "c3",
        "平原",
        8,
        "{name: 学, type: unit, level: 1, attack: 0, defense: 2, text: "
        f'"○博識\\n〈対象:{target}プレイヤー〉対象に「手札上限枚数:{n}枚」を付与する。"}}',
    )
    r = _run(
        mc_scenario(
            sage if side == "a" else "",
            sage if side == "b" else "",
            "actions:\n  - {do: hand_phase, which: 1}\nask: [A.hand]\n",
            turn="{player: A, number: 6, phase: hand1}",
            a_top="    deck: 20\n    hand: 5\n",
        )
    )
    # while the ○ ability is in force its player's limit is 6 ± n (10.14.5, 14.5.4.2); B's
    # own +1 is B's limit, not A's
    assert main_state(r, "A.hand") == hand
    if hand != 6:
        assert {"10.14.5", "14.5.4.2", "7.2.5"} <= decided(r)


@pytest.mark.parametrize("armour", [True, False])
def test_losing_a_resistance_held_twice_runs_both_readings(armour: bool) -> None:
    worn = (
        '{name: 鎧, type: item, equip_cost: 1, equipped_to: 蜥, text: "耐性:火炎/電撃"}'
        if armour
        else ""
    )
    lizard = mc_area(
        "c3",
        "森",
        6,
        '{name: 蜥, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1, text: "耐性:火炎"}',
        *((worn,) if armour else ()),
    )
    r = _run(
        mc_scenario(
            mc_area(
                "c2",
                "平原",
                8,
                "{name: 解, type: unit, level: 2, attack: 1, defense: 2, text: "
                '"◎[メイン]解呪\\n〈対象:ユニット1体〉対象は「耐性:火炎」を失う。"}',
            ),
            lizard,
            "actions:\n  - {do: use, card: 解, target: 蜥}\n"
            "  - {do: damage, to: 蜥, amount: 3, attribute: 火炎, origin: 特殊能力}\n"
            "ask: [蜥.zone]\n",
        )
    )
    assert main_state(r, "蜥.zone") == "B.discard"  # the engine's: lost as such
    assert ("13.1.7.6" in r.outcome.get("depends_on_reading", [])) == armour
    if armour:
        (other,) = [x for x in r.outcome["readings"] if x["reading"] == ["that_ability"]]
        assert other["outcome"]["state"]["蜥.zone"] == "B.field.c3"  # the armour's stays
