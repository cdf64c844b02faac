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
from ruling.resolve import resolve
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
    """Whether 隼 left the hand into the battle (the check in the first normal timing holds)."""
    return not r.main.outcome.get("rejected") and not [
        w for w in r.warnings() if w.kind in ("check_failed", "unsupported")
    ]


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
