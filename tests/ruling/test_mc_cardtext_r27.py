"""Monster Collection (mc), round 27 (s23mc), issue 12: families read in general form, each run
on a board with the neighbour that must not change (docs/cardtext.md "MC round 27 (s23mc)").

1. A ◇ ability that summons or places its own card (14.6.3.2, 14.6.3.3; the keywords that mean
   such a text, 15.4.6.2): used by the summon / placement procedure (12.2.7.4.3 checks its
   timing notation, 発揮時期 and summon condition), its 〈コスト:…〉 an additional cost
   (12.2.7.4.5), the terrain / area it names where the card goes, 「召喚後、…」 the player's
   steps after it, 「召喚コストを支払わずに」 no hero points (15.1.2). The points the text leaves
   open are branched on (mc.unsettled.yaml: diamond_timing_at_declaration,
   diamond_summon_destination) or flagged (diamond_summon_at_declaration).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _ab(text: str, card_type: str = "unit") -> Any:
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), card_type)
    return ab


def _unit(text: str, name: str = "隼", extra: str = "") -> str:
    return f'{{name: {name}, type: unit, level: 1, attack: 2, defense: 2{extra}, text: "{text}"}}'


def _battle(
    text: str,
    entry: str = "{card: 隼}",
    *,
    warrior: str = "",
    terrain: str = "{name: 森, type: terrain, limit: 8}",
    hand: str = "",
    turn: str = "{player: A, number: 8, phase: main}",
) -> Any:
    """A's 戦士 (on c2) advances into B's c3; in the instant summon timing A summons 隼 (the
    text under test; no 「即時召喚可能」 of its own) from the hand."""
    scn = mc_scenario(
        turn=turn,
        a_top=f"    deck: 20\n    hand: [{_unit(text)}{hand}]\n",
        a=mc_area(
            "c2", "平原", 8, f"{{name: 戦士, type: unit, level: 1, attack: 3, defense: 3{warrior}}}"
        ),
        b=f"      c3:\n        - {terrain}\n"
        "        - {name: 大亀, type: unit, level: 3, attack: 1, defense: 12}\n",
        rest=f"""actions:
  - do: advance
    units: [戦士]
    to: c3
    dice: {{A: 6, B: 1}}
    instant: {{A: [{entry}]}}
    first_normal: [{{do: check, state: {{A.hand: 0}}}}]
ask: [A.hand, A.discard]
""",
    )
    return resolve(loads(scn))


def _summoned(r: Any) -> bool:
    """Whether 隼 left the hand into the battle: the check in the first normal timing (A's hand
    empty) holds, nothing refused, nothing unsupported."""
    return (
        not r.main.outcome.get("rejected")
        and not check_expect(r)
        and not [w for w in r.warnings() if w.kind == "unsupported"]
    )


def _unsupported(r: Any) -> list[Any]:
    return [w for w in r.warnings() if w.kind == "unsupported"]


_INSTANT_FORMS = [
    "◇韋駄天\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n対象はこのカードを即時召喚してもよい。",
    "◇韋駄天\\n〈発揮:即時召喚宣言時〉\\nこのカードを即時召喚する。",
    "◇[戦闘]潜伏\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n"
    "戦闘が行われている地形に、対象は手札にあるこのカードを即時召喚してもよい。",
    "◇[自軍ターン]潜入\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n"
    "対象は手札にあるこのカードを即時召喚する。",
    "◇[戦闘]奇襲\\n〈発揮:即時召喚宣言時〉\\n戦闘中の地形に、このカードを即時召喚してもよい。",
]


@pytest.mark.parametrize("text", _INSTANT_FORMS)
def test_a_diamond_instant_summon_however_printed(text: str) -> None:
    """Each form compiles and summons 隼 at once into the battle (14.6.3.2), though 隼 prints no
    「即時召喚可能」 (2.1.12.3): the ability is the effect that summons it so; the summon
    declared is the ◇ one (12.2.7.4.3), the audit's point flagged."""
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _battle(text)
    assert _summoned(r), [w.en for w in r.warnings()]
    assert {"14.6.3.2", "12.2.7.4.3", "8.3.2.8"} <= set(r.decided_by)
    assert any(w.kind == "ambiguity" and "12.2.7.4.1" in w.en for w in r.warnings())


def test_the_neighbour_without_the_ability_is_not_summoned() -> None:
    """隼 with no such ability (a ◎ one): not an instant-summonable unit — refused (8.3.2.8)."""
    r = _battle("◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。")
    assert not _summoned(r)
    assert "2.1.12.3" in r.decided_by


def test_named_by_ability_in_the_entry() -> None:
    """``{card: 隼, do: summon}`` with the ability named works the same; a name it does not
    have is refused with a clear reason, never a traceback."""
    text = _INSTANT_FORMS[0]
    scn_ok = _battle(text, "{do: summon, card: 隼}")
    assert _summoned(scn_ok)


def test_an_own_turn_notation_on_the_other_players_turn() -> None:
    """[自軍ターン] (10.9.10): the advancing side's only — B, defending, cannot use it."""
    text = _INSTANT_FORMS[3]
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: main}",
        b_top=f"    deck: 20\n    hand: [{_unit(text)}]\n",
        a=mc_area("c2", "平原", 8, "{name: 戦士, type: unit, level: 1, attack: 3, defense: 3}"),
        b="      c3:\n        - {name: 森, type: terrain, limit: 8}\n"
        "        - {name: 大亀, type: unit, level: 3, attack: 1, defense: 12}\n",
        rest="""actions:
  - do: advance
    units: [戦士]
    to: c3
    dice: {A: 6, B: 1}
    instant: {B: [隼]}
ask: [B.hand]
""",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["B.hand"] == 1
    assert "10.9.10" in r.decided_by


# --- the summon condition (14.6.3.2: 「召喚条件」, checked at 12.2.7.4.3) ---

_DRAGON = (
    "◇孵化\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n"
    "自軍の戦場に「種族:ドラゴン」のユニットが存在する場合、このカードを即時召喚してもよい。"
)


@pytest.mark.parametrize(("race", "summoned"), [(", race: ドラゴン", True), ("", False)])
def test_the_summon_condition(race: str, summoned: bool) -> None:
    """A dragon of A's on the battlefield: summoned; none: refused at 12.2.7.4.3."""
    r = _battle(_DRAGON, warrior=race)
    assert _summoned(r) is summoned
    if not summoned:
        assert "12.2.7.4.3" in r.decided_by


@pytest.mark.parametrize(
    ("cond", "hand", "summoned"),
    [
        ("自軍手札が3枚以下の場合、", "", True),
        ("自軍手札が3枚以上の場合、", "", False),
        ("自軍手札が1枚以上の場合、", ", {name: 石, type: unit, level: 1}", True),
    ],
)
def test_a_hand_count_condition(cond: str, hand: str, summoned: bool) -> None:
    """「自軍手札がn枚以下 / 以上の場合」 read when the summon is checked (隼 itself in the hand)."""
    text = f"◇x\\n〈発揮:即時召喚宣言時〉\\n{cond}このカードを即時召喚してもよい。"
    r = _battle(text, hand=hand)
    if hand:
        assert not r.main.outcome.get("rejected")
        assert r.outcome["state"]["A.hand"] == 1
    else:
        assert _summoned(r) is summoned


# --- the terrain named ---

_WATER = (
    "◇[戦闘]浮上\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n"
    "「属性:水」の地形に、対象は手札にあるこのカードを即時召喚してもよい。"
)


@pytest.mark.parametrize(("attr", "summoned"), [(", attribute: 水", True), ("", False)])
def test_the_terrain_named_must_be_the_battles(attr: str, summoned: bool) -> None:
    """An instant summon goes onto the battle's terrain (8.3.2.8): it must be 「属性:水」."""
    r = _battle(_WATER, terrain=f"{{name: 湖, type: terrain, limit: 8{attr}}}")
    assert _summoned(r) is summoned


# --- the additional cost (12.2.7.4.5, 12.2.7.4.7) ---

_COSTLY = "◇[戦闘]潜入\\n〈発揮:即時召喚宣言時/コスト:手札1枚破棄〉\\nこのカードを即時召喚する。"


def test_the_cost_is_paid_with_the_summon() -> None:
    """The other hand card (石) is discarded as the cost; 隼 is summoned."""
    r = _battle(_COSTLY, hand=", {name: 石, type: unit, level: 1}")
    assert _summoned(r), [w.en for w in r.warnings()]
    assert r.outcome["state"]["A.discard"] == 1
    assert "12.2.7.4.7" in r.decided_by


def test_no_card_for_the_cost_no_summon() -> None:
    """Nothing else in the hand: the cost cannot be paid (10.11.10), 隼 stays."""
    r = _battle(_COSTLY)
    assert not _summoned(r)
    assert r.outcome["state"]["A.discard"] == 0


# --- the timing notation that never meets the declaration: both readings run ---


def test_a_normal_notation_is_a_point_left_open() -> None:
    """[普通] names the battle's normal timings (10.9.4); an instant summon is declared in the
    instant summon timing (8.3.2). Refused under the printed reading, summoned under the
    reading that the 発揮時期 alone decides — both outcomes given (the audit's point)."""
    text = "◇[普通]急降下\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\nこのカードを即時召喚してもよい。"
    r = _battle(text)
    assert r.outcome["state"]["A.hand"] == 1  # the engine's reading: refused
    other = {x["reading"][0]: x["outcome"]["state"] for x in r.outcome.get("readings", ())}
    assert other["moment"]["A.hand"] == 0  # the other: summoned
    assert "10.9.4" in r.outcome["depends_on_reading"]


def test_a_main_notation_is_never_used_in_a_battle() -> None:
    """[メイン] (10.9.9.1): not used in a battle — refused, settled (no reading)."""
    text = "◇[メイン]来客\\n〈発揮:即時召喚宣言時〉\\nこのカードを即時召喚してもよい。"
    r = _battle(text)
    assert not _summoned(r)
    assert "10.9.9.1" in r.decided_by


# --- normal summons: the terrain named, 「召喚後、…」, 「召喚コストを支払わずに」 ---


def _summon_phase(
    text: str, area: str, extra_a: str = "", *, hand: str = "", deck: int = 20
) -> Any:
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: {deck}\n    hand: [{text}{hand}]\n",
        a=extra_a,
        rest=f"""actions:
  - {{do: summon, card: 隼, area: {area}}}
ask: [A.hand, A.deck, A.discard]
""",
    )
    return resolve(loads(scn))


_PLANT = (
    "◇[自軍ターン]種子の散布\\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\\n"
    "「種族:プラント」の自軍ユニットが存在する地形に、対象は手札にあるこのカードを普通召喚してもよい。"
)


def test_a_normal_summon_onto_the_terrain_named_is_a_point_left_open() -> None:
    """c2 holds A's plant unit but is neither A's headquarters nor a terrain allowing a normal
    summon (7.4.5): under 「widens」 (as 15.4.7.2's 【普通召喚】) 隼 goes there, under
    「narrows」 it does not — both outcomes given."""
    area = mc_area("c2", "平原", 8, "{name: 蔦, type: unit, level: 1, race: プラント}")
    r = _summon_phase(_unit(_PLANT), "c2", area)
    assert r.outcome["state"]["A.hand"] == 0  # the engine's reading (widens): summoned
    other = {x["reading"][-1]: x["outcome"]["state"] for x in r.outcome.get("readings", ())}
    assert other["narrows"]["A.hand"] == 1
    assert "15.4.7.2" in r.decided_by


def test_the_headquarters_needs_no_ability() -> None:
    """Onto A's own headquarters the rules alone allow it (7.4.5): summoned, the ability not
    used (the neighbour)."""
    r = _summon_phase(_unit(_PLANT), "c1")
    assert r.outcome["state"]["A.hand"] == 0
    assert "14.6.3.2" not in r.decided_by


def test_a_terrain_not_named_is_refused() -> None:
    """c2 with no plant unit: neither 7.4.5 nor the ability lets 隼 go there."""
    area = mc_area("c2", "平原", 8, "{name: 兵, type: unit, level: 1}")
    r = _summon_phase(_unit(_PLANT), "c2", area)
    assert r.outcome["state"]["A.hand"] == 1


_MIRACLE = (
    "◇小さな奇跡\\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\\n"
    "自軍手札が3枚以下の場合、対象はこのカードを普通召喚する。召喚後、対象は手札を1枚補充する。"
)


def test_steps_after_the_summon() -> None:
    """「召喚後、対象は手札を1枚補充する」: summoned by the ability (named), then A replenishes
    1 (12.3): the hand 0 -> 1, the deck 20 -> 19."""
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: 20\n    hand: [{_unit(_MIRACLE)}]\n",
        rest="""actions:
  - {do: summon, card: 隼, area: c1, ability: 小さな奇跡}
ask: [A.hand, A.deck]
""",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 19}
    assert "14.6.3.2" in r.decided_by


def test_an_ability_named_that_is_not_there() -> None:
    """A name the card does not have: refused with the reason, no traceback."""
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: 20\n    hand: [{_unit(_MIRACLE)}]\n",
        rest="actions:\n  - {do: summon, card: 隼, area: c1, ability: 大奇跡}\nask: [A.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.main.outcome.get("rejected") is True
    assert r.outcome["state"]["A.hand"] == 1


def test_use_of_the_ability_is_the_summon() -> None:
    """``use`` of 隼's ◇ ability from the hand is its summon (14.6.3.2)."""
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: 20\n    hand: [{_unit(_MIRACLE)}]\n",
        rest="actions:\n  - {do: use, card: 隼, area: c1}\nask: [A.hand, A.deck]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 19}


_FREE = (
    "◇[自軍ターン]忍び足\\n〈発揮:普通召喚宣言時/対象:このカード〉\\n"
    "このカードを召喚コストを支払わずに普通召喚する。"
)


@pytest.mark.parametrize(("ability", "deck"), [(", ability: 忍び足", 20), ("", 18)])
def test_no_summon_cost_paid(ability: str, deck: int) -> None:
    """A hero of 英雄点2 (15.1.2: two cards off the deck's top as the summon's cost): by the
    ability 「召喚コストを支払わずに」 none is paid; summoned without it, two are."""
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: 20\n    hand: [{_unit(_FREE, extra=', hero: 2')}]\n",
        rest=f"actions:\n  - {{do: summon, card: 隼, area: c1{ability}}}\nask: [A.hand, A.deck]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.hand": 0, "A.deck": deck}


def test_a_summon_ability_with_another_effect_stays_refused() -> None:
    """〈発揮:普通召喚宣言時〉 whose effect draws a card: 14.6.3.2 says such an ability is the
    summon of its card — this one is refused with that reason, never run as something else."""
    ab = _ab(
        "◇調合\\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\\n対象は山札からカードを1枚引く。"
    )
    assert not ab.supported and "14.6.3.2" in ab.reason


# --- placements (14.6.3.3) and 【強制配置】 (15.4.6.2) ---


def _place(text: str, area: str, b_area: str, *, ability: str = "", name: str = "砦") -> Any:
    card = f'{{name: {name}, type: terrain, limit: 6, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: main}",
        a_top=f"    deck: 20\n    hand: [{card}]\n",
        b=b_area,
        rest=f"actions:\n  - {{do: place_terrain, card: {name}, area: {area}{ability}}}\n"
        f"ask: [A.hand, B.discard]\n",
    )
    return resolve(loads(scn))


_B_C3 = mc_area("c3", "森", 8, "{name: 大亀, type: unit, level: 3, attack: 1, defense: 12}")


@pytest.mark.parametrize(
    "text",
    [
        "強制配置",
        "◇強制配置\\n〈発揮:地形配置宣言時/対象:自軍プレイヤー〉\\n"
        "「地形（本陣を除く）」の存在するエリアに、対象はこのカードを配置してもよい。",
    ],
)
def test_forced_placement_onto_an_enemy_terrain(text: str) -> None:
    """【強制配置】 and the text it means (15.4.6.2): 砦 goes onto B's c3 (a terrain, no
    headquarters; not a place of 12.1.1.2.5 a–d), B's 森 discarded (12.1.1.2.7)."""
    assert _ab(text, "terrain").supported
    r = _place(text, "c3", _B_C3)
    assert r.outcome["state"]["A.hand"] == 0
    assert r.outcome["state"]["B.discard"] == 1
    assert "14.6.3.3" in r.decided_by


def test_forced_placement_not_onto_a_headquarters() -> None:
    """B's headquarters (c4): 12.1.1.2.5 forbids it, 「本陣を除く」 too."""
    r = _place("強制配置", "c4", _B_C3)
    assert r.outcome["state"]["A.hand"] == 1


def test_a_plain_terrain_cannot_go_there() -> None:
    """The neighbour: a terrain card with no such ability is refused at c3 (12.1.1.2.5)."""
    r = _place("", "c3", _B_C3)
    assert r.outcome["state"]["A.hand"] == 1
    assert "12.1.1.2.6" in r.decided_by


_STORM = (
    "◇[メイン]嵐の召来\\n〈発揮:地形配置宣言時/対象:自軍プレイヤー〉\\n"
    "対象はこのカードを敵軍本陣に隣接するエリアに配置してもよい。"
)


@pytest.mark.parametrize(
    ("area", "placed"), [("c3", True), ("l4", True), ("c2", True), ("r2", False)]
)
def test_an_area_next_to_the_enemy_headquarters(area: str, placed: bool) -> None:
    """「敵軍本陣に隣接するエリア」: c3 (B's terrain there discarded) and the empty l4, by the
    ability (14.6.3.3); c2 next to A's headquarters by 12.1.1.2.5 itself; r2 by neither."""
    assert _ab(_STORM, "terrain").supported
    r = _place(_STORM, area, _B_C3)
    assert (r.outcome["state"]["A.hand"] == 0) is placed


# --- 2. a card in use as the target (10.10.6) and its effect not brought about (10.15.1, 10.19.2)

_FIREBALL = "◇[普通]火球\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎:3】ダメージを与える。"


def _answered(counter: str, *, as_spell: bool, target: str = "") -> Any:
    """A's 魔術師 uses the battle spell 火球 (3 damage) on B's 門番 (defence 3); B answers with
    ``counter`` — printed on a battle spell of B's hand used by 門番 (``as_spell``) or on 門番
    itself (a ◎ / □ ability) — aimed at 火球 (``target``, else the only one in use)."""
    tgt = f", target: {target}" if target else ""
    if as_spell:
        b_hand = (
            f'    deck: 20\n    hand:\n      - {{name: 打ち消し, type: spell, spell_cost: 水, text: "{counter}"}}\n'
            "      - {name: 石, type: unit, level: 1}\n"
        )
        gate = '{name: 門番, type: unit, level: 1, attack: 1, defense: 3, spell_slots: "水"}'
        answer = f"{{do: use, card: 打ち消し, unit: 門番{tgt}}}"
    else:
        b_hand = "    deck: 20\n    hand: [{name: 石, type: unit, level: 1}]\n"
        gate = f'{{name: 門番, type: unit, level: 1, attack: 1, defense: 3, text: "{counter}"}}'
        answer = f"{{do: use, card: 門番{tgt}}}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    hand:\n"
        f'      - {{name: 火球, type: spell, spell_cost: 火, text: "{_FIREBALL}"}}\n',
        b_top=b_hand,
        a=mc_area(
            "c2",
            "平原",
            8,
            '{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, spell_slots: "火"}',
        ),
        b=f"      c3:\n        - {{name: 森, type: terrain, limit: 6}}\n        - {gate}\n",
        rest=f"""actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {{A: 6, B: 1}}
        first_normal:
          - do: use
            card: 火球
            unit: 魔術師
            target: 門番
            respond: [{answer}]
ask: [門番.zone, 火球.zone]
""",
    )
    return resolve(loads(scn))


_NEGATIONS = [
    ("◇[対抗:戦闘スペル限定]対抗呪文\\n〈対象:戦闘スペル1つ〉\\n対象の効果を発揮させない。", True),
    ("◇[対抗:戦闘スペル限定]呪文崩し\\n〈対象:戦闘スペル1枚〉\\n対象の効果を発揮しない。", True),
    ("◇[対抗:戦闘スペル限定]妖精の悪戯\\n〈対象:戦闘スペル1枚〉\\n対象の効果を無効にする。", True),
    (
        "◎[対抗:戦闘スペル限定]魔力障壁\\n〈コスト:手札1枚破棄/対象:戦闘スペル1枚〉\\n"
        "対象の効果を無効にする。",
        False,
    ),
    ("◎[対抗]結界\\n〈対象:使用中の戦闘スペル1つ〉\\n対象の効果を発揮させない。", False),
]


@pytest.mark.parametrize(("text", "as_spell"), _NEGATIONS)
def test_a_battle_spell_in_use_has_no_effect(text: str, as_spell: bool) -> None:
    """Each wording on a battle spell or a unit's ◎ ability: 火球, in use (the effect zone,
    10.10.6), brings its 3 damage about not at all (10.15.1 / 10.19.2): 門番 stays; 火球 goes to
    the discard pile as its use ends (10.1.15)."""
    ab = _ab(text, "spell" if as_spell else "unit")
    assert ab.supported, ab.reason
    r = _answered(text, as_spell=as_spell)
    assert r.outcome["state"]["門番.zone"] == "B.field.c3", r.outcome
    assert r.outcome["state"]["火球.zone"] == "A.discard"
    assert {"10.10.6", "10.15.1"} <= set(r.decided_by)
    assert not _unsupported(r)


def test_the_neighbour_without_an_answer_deals_the_damage() -> None:
    """No answer (a ◎ ability of another effect): 火球's 3 damage fells 門番 (defence 3)."""
    r = _answered(
        "◎[メイン]x\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。", as_spell=False
    )
    assert r.outcome["state"]["門番.zone"] == "B.discard"


def test_the_target_named_must_be_the_card_in_use() -> None:
    """``target`` naming a card that is not in use: no proper target (10.10.3, 10.10.6) — the
    answer is refused, 火球 deals its damage."""
    text = _NEGATIONS[0][0]
    r = _answered(text, as_spell=True, target="石")
    assert "10.10.6" in r.decided_by
    assert r.outcome["state"]["門番.zone"] == "B.discard"


@pytest.mark.parametrize(
    "text",
    [
        # no [対抗]: no card is in use when it could be declared (10.9.5, 5.1.7)
        "◎[メイン]x\\n〈対象:戦闘スペル1つ〉\\n対象の効果を発揮させない。",
        # a step other than the negation on a card in use
        "◎[対抗]x\\n〈対象:戦闘スペル1つ〉\\n対象を破棄する。",
        # the negation on a unit
        "◎[対抗]x\\n〈対象:敵軍ユニット1体〉\\n対象の効果を無効にする。",
    ],
)
def test_other_shapes_stay_refused(text: str) -> None:
    ab = _ab(text)
    assert not ab.supported and ab.reason


# --- 3. conditions: a battle going on, units in a headquarters / in this battle ---------------


@pytest.mark.parametrize(
    ("cond", "warrior", "summoned"),
    [
        ("戦闘中なら、", "", True),  # 8.2.3: the battle of the advance is going on
        ("自軍の本陣が戦闘中の場合、", "", False),  # the battle is on c3, not A's headquarters
        ("敵軍の本陣が戦闘中の場合、", "", False),  # nor on B's (c4)
        ("敵軍本陣に敵軍ユニットが存在しない場合、", "", True),  # B's c4 holds none
        ("敵軍本陣に敵軍ユニットが存在する場合、", "", False),
        ("この戦闘に「属性:聖」のユニットが参加している場合、", ", attribute: 聖", True),
        ("この戦闘に「属性:聖」のユニットが参加している場合、", "", False),
        ("この戦闘に「属性:聖」のユニットが参加していない場合、", "", True),
    ],
)
def test_conditions_of_the_battle_and_the_headquarters(
    cond: str, warrior: str, summoned: bool
) -> None:
    """Each condition read as the summon condition of a ◇ instant summon (12.2.7.4.3): what is
    on the board decides it, the neighbour with the other board does not summon."""
    text = (
        f"◇x\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n{cond}このカードを即時召喚してもよい。"
    )
    assert _ab(text).supported, _ab(text).reason
    r = _battle(text, warrior=warrior)
    assert _summoned(r) is summoned


@pytest.mark.parametrize(
    ("cond", "applied"),
    [("戦闘中なら、", False), ("自軍の本陣が戦闘中でない場合、", None), ("", True)],
)
def test_a_battle_condition_on_a_use_outside_a_battle(cond: str, applied: bool | None) -> None:
    """「戦闘中なら」 on a [メイン] use in the main phase (no battle, 8.2.3): not applied (10.12.2);
    the unconditioned neighbour is."""
    text = f"◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n{cond}対象を「攻撃力:+1」する。"
    ab = _ab(text)
    if applied is None:
        return  # a negated form: read or refused, never guessed
    assert ab.supported, ab.reason
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["兵.attack"] == (2 if applied else 1)


_B_FORMS = [
    "◇召喚の祈り\\n〈対象:自軍プレイヤー〉\\n対象はこのカードを即時召喚してもよい。",
    "◇来訪\\n〈対象:自軍プレイヤー〉\\n対象は、戦闘中の地形に手札にあるこのカードを即時召喚してもよい。",
]


@pytest.mark.parametrize("text", _B_FORMS)
def test_the_b_form_summons_its_card(text: str) -> None:
    """14.6.4.1: ◇ with 〈対象:自軍プレイヤー〉 and no 発揮時期 on a unit card is the effect of
    summoning it — instant here, in the battle."""
    assert _ab(text).supported, _ab(text).reason
    assert _summoned(_battle(text))


def test_the_b_form_needs_the_own_player() -> None:
    ab = _ab("◇x\\n〈対象:敵軍プレイヤー〉\\n対象はこのカードを即時召喚してもよい。")
    assert not ab.supported


_CONTROLLED = (
    "◇竜騎\\n〈対象:自軍プレイヤー〉\\n"
    "「種族:ドラゴン」のユニットが存在する自軍支配地形に、対象は手札にあるこのカードを普通召喚してもよい。"
)


@pytest.mark.parametrize(("race", "summoned"), [(", race: ドラゴン", True), ("", False)])
def test_a_controlled_terrain_with_a_dragon(race: str, summoned: bool) -> None:
    """「「種族:ドラゴン」のユニットが存在する自軍支配地形」: c2, A's (its unit there), with a
    dragon: 隼 goes there (the engine's reading of diamond_summon_destination); without: not."""
    area = mc_area("c2", "平原", 8, f"{{name: 竜, type: unit, level: 1{race}}}")
    r = _summon_phase(_unit(_CONTROLLED), "c2", area)
    assert (r.outcome["state"]["A.hand"] == 0) is summoned


# --- 4. the hero icon's points written after a colon (2.1.14.2, 15.1.2) ----------------------


@pytest.mark.parametrize(("text", "deck"), [("【英雄:2】", 18), ("英雄:3", 17), ("【英雄】2", 18)])
def test_hero_points_however_printed(text: str, deck: int) -> None:
    """「【英雄:2】」 / 「英雄:3」 as 「【英雄】2」: a hero whose points are paid as the summon's cost —
    that many cards off the deck's top (15.1.2, 12.2.7.4.5)."""
    ab = _ab(text)
    assert ab.supported, ab.reason
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: 20\n    hand: [{_unit(text)}]\n",
        rest="actions:\n  - {do: summon, card: 隼, area: c1}\nask: [A.hand, A.deck]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.hand": 0, "A.deck": deck}
    assert "15.1.2" in r.decided_by


# --- 5. card costs however written: the deck's top n, the (～) said inline (10.11.10-10.11.12) ---


def _cost_use(cost: str, discard: str = "[]") -> Any:
    text = f"◎[メイン]鼓舞\\n〈コスト:{cost}/対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。"
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=f"    deck: 20\n    discard: {discard}\n",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\n"
        "ask: [兵.attack, A.deck, A.discard, A.removed]\n",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(
    ("cost", "deck"),
    [("山札の上から1枚破棄", 19), ("自軍山札の上から2枚破棄", 18), ("山札1枚破棄", 19)],
)
def test_the_decks_top_cards_as_the_cost(cost: str, deck: int) -> None:
    """「(自軍)山札の上からn枚破棄」: the top n go to the discard pile, no choice (10.11.10); the
    plain 「山札1枚破棄」 (the neighbour) the same count."""
    r = _cost_use(cost)
    st = r.outcome["state"]
    assert (st["兵.attack"], st["A.deck"], st["A.discard"]) == (2, deck, 20 - deck)


_DEAD = "[{name: 骸骨, type: unit, level: 1, race: アンデッド}, {name: 兵士, type: unit, level: 1}]"


@pytest.mark.parametrize(
    "cost",
    [
        "自軍捨て山の「種族:アンデッド」のカード1枚を除外",
        "捨て山1枚除外(「種族:アンデッド」のカード)",  # the (～) as printed (the neighbour)
    ],
)
def test_the_restriction_said_inline(cost: str) -> None:
    """The (～) before the count is the same restriction (10.11.12): 骸骨 (undead) is removed,
    兵士 stays in the discard pile."""
    r = _cost_use(cost, _DEAD)
    st = r.outcome["state"]
    assert (st["兵.attack"], st["A.discard"], st["A.removed"]) == (2, 1, 1), r.outcome


def test_the_restriction_not_met_cannot_be_paid() -> None:
    r = _cost_use("自軍捨て山の「種族:ドラゴン」のカード1枚を除外", _DEAD)
    assert r.outcome["state"]["兵.attack"] == 1


# --- 6. 【特殊進軍】「○○の地形」: the ● ability it means (15.4.10.2) ----------------------------


def _special_advance(text: str, terrain: str, to: str = "r4") -> Any:
    """A's 飛竜 (text under test) on c2 advances to ``to`` (r4: out of a walker's range from c2,
    12.2.2.2), B's terrain ``terrain`` there, nobody on it."""
    unit = f'{{name: 飛竜, type: unit, level: 3, attack: 3, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit),
        b=f"      {to}: [{terrain}]\n" if terrain else "",
        rest=f"actions:\n  - {{do: advance, units: [飛竜], to: {to}}}\nask: [A.{to}]\n",
    )
    return resolve(loads(scn))


_WIND = "{name: 峠, type: terrain, limit: 6, attribute: 風}"
_PLAIN = "{name: 廃墟, type: terrain, limit: 6}"


@pytest.mark.parametrize(
    ("text", "terrain", "goes"),
    [
        ("特殊進軍「属性:風の地形」", _WIND, True),
        ("特殊進軍:「属性:風」の地形", _WIND, True),
        ("特殊進軍「属性:風の地形」", _PLAIN, False),  # not of that attribute
        ("特殊進軍:誰もいない地形", _PLAIN, True),
        (
            "●特殊進軍\\n〈発揮:進軍宣言時/対象:このユニット〉\\n"
            "対象は「属性:風」の地形に合致する敵軍本陣を除く地形に進軍してもよい。",
            _WIND,
            True,
        ),  # the text 15.4.10.2 says it means
        ("◎[メイン]x\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。", _WIND, False),
    ],
)
def test_special_advance(text: str, terrain: str, goes: bool) -> None:
    """The keyword in each printed form, and the text it means: 飛竜 may advance into the terrain
    it names beyond its range (2.1.8.4.2's permission, lost with the advance); a terrain not of
    it, or a unit without it (the neighbour), may not (12.2.2.2)."""
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _special_advance(text, terrain)
    here = [x.split("(")[0] for x in r.outcome["state"]["A.r4"]]
    assert (here == ["飛竜"]) is goes, r.outcome


def test_special_advance_not_into_the_enemy_headquarters() -> None:
    """「敵軍本陣を除く地形」: B's headquarters (c4) is never let in by it."""
    r = _special_advance("特殊進軍:誰もいない地形", "", "c4")
    assert not any("飛竜" in x for x in r.outcome["state"].get("A.c4") or [])


def test_special_advance_with_a_card_name_is_the_terrain_of_that_name() -> None:
    # changed in round 48: ○○ not a race / attribute is a card name (2.1.5.1), as the summon
    # icons read it (15.4.7.2, 15.4.8.2); tests/ruling/test_mc_r48_special_advance.py runs it
    ab = _ab("特殊進軍「沼地の地形」")
    assert ab.supported, ab.reason


# --- 7. 「対象が「属性:X」の地形で戦闘している場合」 (8.2.3, 8.2.5) ------------------------------


def _fight_on(text: str, attr: str) -> Any:
    """A's 戦士 (the text under test) advances from c2 into B's c3 (「属性」 ``attr``); its attack
    is checked in the first normal timing."""
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 戦士, type: unit, level: 1, attack: 3, defense: 3, text: "{text}"}}',
        ),
        b=f"      c3:\n        - {{name: 湖, type: terrain, limit: 8{attr}}}\n"
        "        - {name: 大亀, type: unit, level: 3, attack: 1, defense: 12}\n",
        rest="""actions:
  - do: advance
    units: [戦士]
    to: c3
    dice: {A: 6, B: 1}
    first_normal: [{do: check, state: {戦士.attack: 4}}]
""",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(
    "text",
    [
        "○[戦闘]潮の力\\n〈対象:このユニット〉\\n"
        "対象が「属性:水」の地形で戦闘している場合、対象を「攻撃力:+1」する。",
        "○[戦闘]潮の力\\n〈対象:このユニット〉\\n"
        "このユニットが「属性:水」の地形で戦闘している場合、対象を「攻撃力:+1」する。",
    ],
)
@pytest.mark.parametrize(("attr", "holds"), [(", attribute: 水", True), ("", False)])
def test_fighting_on_a_terrain_of_an_attribute(text: str, attr: str, holds: bool) -> None:
    """In the battle on a 「属性:水」 terrain the +1 is in force (14.5.4.1); on another terrain it
    is not (the check in the first normal timing fails)."""
    assert _ab(text).supported, _ab(text).reason
    r = _fight_on(text, attr)
    assert (not check_expect(r)) is holds, check_expect(r)


# --- 8. an effect lost when the counter chain ends (10.15.1.2, 10.15.2.1) --------------------


def _guarded(text: str, defence: int) -> Any:
    """A's オーク (attack 4) advances into c3; B's 騎士 (defence 3) answers the first attack with
    ``text`` on itself (MC_GUARDED_ADVANCE's board); after the attack, 騎士's defence is checked
    against ``defence``."""
    from tests.ruling.boards import MC_GUARDED_ADVANCE

    scn = (
        MC_GUARDED_ADVANCE.replace(
            "◎[対抗]盾構え\\n〈対象:このユニット〉対象に「防御力:+2」を付与する。", text
        )
        % "outcome: {game_over: false}"
    )
    scn = scn.replace(
        "    answer_first_attack:",
        f"    first_after_attack: [{{do: check, state: {{騎士.defense: {defence}}}}}]\n"
        "    answer_first_attack:",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(
    "tail",
    ["対抗連鎖終了後、この効果を消失させる。", "対抗連鎖が終了した場合、対象はこの効果を失う。"],
)
def test_an_effect_lost_when_the_chain_ends(tail: str) -> None:
    """「対象に「防御力:+3」を付与する。<tail>」 answering the attack: the +3 is in force while the
    chain resolves — the 4 damage is dealt on a defence of 6 (9.3) — and lost as the chain ends
    (10.15.1.2): after the attack 騎士's defence is 3 again."""
    text = f"◎[対抗]氷壁\\n〈対象:このユニット〉対象に「防御力:+3」を付与する。{tail}"
    ab = _ab(text)
    assert ab.supported, ab.reason
    r = _guarded(text, 3)
    assert not check_expect(r), check_expect(r)
    assert "10.15.1.2" in r.decided_by


def test_the_neighbour_lasting_to_the_battles_end() -> None:
    """Without the sentence the +3 lasts to the battle's end (4.6.9): defence 6 after the attack."""
    text = "◎[対抗]氷壁\\n〈対象:このユニット〉対象に「防御力:+3」を付与する。"
    assert not check_expect(_guarded(text, 6))
    assert check_expect(_guarded(text, 3))


def test_the_chain_end_sentence_needs_a_counter_use() -> None:
    ab = _ab(
        "◎[メイン]x\\n〈対象:このユニット〉\\n対象に「防御力:+3」を付与する。"
        "対抗連鎖終了後、この効果を消失させる。"
    )
    assert not ab.supported
