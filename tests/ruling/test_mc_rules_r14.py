"""Monster Collection (mc): constructions and rules added against the known failures of the r13
blind set, each on a minimal case of its own (the scenarios in tests/scenarios/mc/ are the
writers')."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import problems as _problems

_NEGATIVE_ADVANCE = mc_scenario(
    title="a negative level in an advance's total",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 10}
        - {name: 重兵, type: unit, level: 3, attack: 3, defense: 3}
        - {name: 呪われた兵, type: unit, level: 1, attack: 1, defense: 1}
      l2: [{name: 森, type: terrain, limit: %d}]
""",
    rest="""\
effects:
  - {target: 呪われた兵, stat: level, op: add, value: -2, until: game, source: "「レベル:-2」"}
actions:
  - do: main_phase
    actions:
      - {do: advance, units: [重兵, 呪われた兵], to: l2, allowed: %s}
expect:
  state: %s
  decided_by: ["12.2.3.2"%s]
""",
)


def test_a_negative_level_counts_as_it_is_in_an_advance() -> None:
    """12.2.3.2 with 4.6.1 / 4.6.2: the advance's total is 3 + (-1) = 2, not 3 + 0 — it fits a
    limit of 2; the limit adjustment right after counts the negative level as 0 (4.6.2, 11.3.2):
    3 > 2, so 重兵 is discarded whichever unit A picks first."""
    fits = _NEGATIVE_ADVANCE % (2, "true", "{重兵.zone: A.discard}", ', "4.6.2", "11.3.2.2"')
    assert _problems(fits) == []
    # a limit of 1 is below the total 2 even so: refused
    over = _NEGATIVE_ADVANCE % (1, "false", "{重兵.zone: A.field.c2}", "")
    assert _problems(over) == []


_HERO = """\
game: mc
title: hero points given as a number
turn: {player: A, number: 4, phase: summon}
players:
  A:
    deck: [{name: 槍兵, type: unit, level: 1}, {name: 弓兵, type: unit, level: 1}, %d]
    hand: [{name: アーサー, type: unit, level: 3, attack: 4, defense: 4, hero: %s}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B: {deck: 20}
actions:
  - {do: summon, card: A.アーサー, area: c1, allowed: %s}
expect:
  state: %s
  decided_by: ["15.1.2"]
"""


def test_hero_points_given_as_a_number() -> None:
    """``hero: 2`` (the scenario's form of 【英雄】2): the summon's cost discards 2 from the deck's
    top (15.1.2); with 1 card in the deck it cannot be paid (12.2.7.4.3)."""
    paid = _HERO % (3, "2", "true", "{A.deck: 3, A.discard: [弓兵, 槍兵]}")
    assert _problems(paid) == []
    short = _HERO.replace(", %d]", "]") % ("3", "false", "{A.deck: 2}")
    assert _problems(short) == []


def test_hero_field_of_another_kind_is_refused_by_the_loader() -> None:
    """``hero`` is true / false or a number: anything else is an input error naming both."""
    import pytest

    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="expected bool or int"):
        loads(_HERO % (3, "two", "true", "{A.deck: 3}"))


_TERRAIN = mc_scenario(
    title="a terrain placed outside the main phase",
    turn="{player: A, number: 6, phase: %s, first_player: A}",
    a_top="    deck: 20\n    hand: [{name: 草原, type: terrain, limit: 6}]\n",
    rest="""\
actions:
  - {do: %s, actions: [{do: place_terrain, card: 草原, area: l1, allowed: %s}]}
expect:
  state: {A.hand: %s}
  decided_by: [%s]
""",
)


def test_terrain_placement_is_a_main_phase_action() -> None:
    """12.1.1.1 / 7.3.3 a: placing a terrain is an action of the main phase's normal play step;
    the summon phase's play step (7.4.4) does not list it, so it is refused there."""
    main = _TERRAIN % ("main", "main_phase", "true", "0", '"12.1.1.2.5"')
    assert _problems(main) == []
    summon = _TERRAIN % ("summon", "summon_phase", "false", "[草原]", '"12.1.1.1", "7.4.4"')
    assert _problems(summon) == []


_WON_THEN_PLACED = mc_scenario(
    title="a terrain placed beside a terrain just won",
    a_top="    deck: 20\n    hand: [{name: 丘陵, type: terrain, limit: 6}]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 4, defense: 3}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: advance, units: [戦士], to: c3, dice: {A: 5, B: 2}}
      - {do: place_terrain, card: 丘陵, area: r3}
ask: [丘陵.zone]
expect:
  state: {丘陵.zone: A.field.r3}
  decided_by: ["8.4.2", "12.1.1.2.5"]
""",
)


def test_a_terrain_placed_beside_a_won_terrain_cites_the_win() -> None:
    """12.1.1.2.5 b: r3 is an empty area beside c3, which is A's own-controlled terrain because
    the advance into it succeeded (8.4.2): the placement rests on that step too."""
    assert _problems(_WON_THEN_PLACED) == []


_MIXED_ABILITY = mc_scenario(
    title="an ability's steps on the player's cards and on its target",
    a_top="    deck: %d\n    hand: 1\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 術者, type: unit, level: 1, attack: 1, defense: %d, text: "◎[メイン]術\\n〈対象:このユニット〉\\n%s"}
""",
    rest="""\
actions:
  - {do: use, card: 術者, target: 術者}
expect:
  state: %s
  decided_by: [%s]
""",
)


def _mixed(deck: int, defense: int, text: str, state: str, cited: str) -> str:
    return _MIXED_ABILITY % (deck, defense, text, state, cited)


def test_an_ability_replenishes_then_grants_its_target() -> None:
    """4.1.11 in an ability: 「カードを1枚補充する。効果適用後、対象に…を付与する。」 — the
    replenish applied, so the grant follows; from an empty deck nothing is replenished, the
    effect is not applied (12.3.1.4) and the grant is not brought about."""
    text = "カードを1枚補充する。効果適用後、対象に「防御力:+2」を付与する。"
    assert _problems(_mixed(5, 3, text, "{A.hand: 2, 術者.defense: 5}", '"4.1.11"')) == []
    not_applied = _mixed(0, 3, text, "{A.hand: 1, 術者.defense: 3}", '"4.1.11", "12.3.1.4"')
    assert _problems(not_applied) == []


def test_an_ability_whose_user_died_does_not_go_on() -> None:
    """4.1.11's second sentence: the damage applied, but it killed the unit that used the
    ability (11.3.1.2.1, an interrupting rule process, 11.1.2.1) before the part after
    「効果適用後、」: the replenish is not brought about. A unit that survives goes on."""
    text = "対象に【2】ダメージを与える。効果適用後、カードを2枚補充する。"
    dies = _mixed(10, 2, text, "{術者.zone: A.discard, A.hand: 1}", '"4.1.11", "11.3.1.2.1"')
    assert _problems(dies) == []
    lives = _mixed(10, 3, text, "{術者.damage: 2, A.hand: 3}", '"4.1.11"')
    assert _problems(lives) == []


def test_a_player_as_the_target_of_a_hand_limit_grant() -> None:
    """〈対象:自軍/敵軍プレイヤー〉 (10.10.1) with 「対象に「手札上限枚数:±n枚」を付与する」 (10.14.5):
    the step is on the player the target names; on units, or without such a target, refused."""
    from grammar.parse import parse_card
    from ruling.abilities import Unsupported
    from ruling.games._mc.cardtext import HandLimitStep, Target, compile_ability

    def compiled(text: str) -> object:
        card = parse_card(text, "mc").card
        assert card is not None
        return compile_ability(card.abilities[0])

    own = compiled("◎[メイン]術\n〈対象:自軍プレイヤー〉\n対象に「手札上限枚数:+1枚」を付与する。")
    enemy = compiled(
        "◎[メイン]術\n〈対象:敵軍プレイヤー〉\n対象に「手札上限枚数:-2枚」を付与する。"
    )
    assert own.target == Target("player", "own") and own.steps == (HandLimitStep(1, "own"),)  # type: ignore[attr-defined]
    assert enemy.steps == (HandLimitStep(-2, "enemy"),)  # type: ignore[attr-defined]
    import pytest

    with pytest.raises(Unsupported):
        compiled("◎[メイン]術\n〈対象:ユニット1体〉\n対象に「手札上限枚数:+1枚」を付与する。")


_PLAYER_TARGET = mc_scenario(
    title="a hand limit granted to the player an ability targets",
    turn="{player: A, number: 7, phase: main}",
    a_top="    deck: 20\n    hand: 3\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 書記, type: unit, level: 1, attack: 1, defense: 1, text: "◎[メイン]記録\\n〈対象:自軍プレイヤー〉\\n対象に「手札上限枚数:+1枚」を付与する。"}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 書記, target: %s, allowed: %s}
  - {do: summon_phase, actions: []}
  - {do: hand_phase, which: 2}
ask: [A.hand]
expect:
  state: {A.hand: 6}
  decided_by: [%s]
""",
)


def test_a_hand_limit_granted_to_the_targeted_player_ends_with_its_phase() -> None:
    """The grant on the player 〈対象:自軍プレイヤー〉 names lasts to the end of the main phase
    (10.14.6): A replenishes to 6 in the second hand phase. B is not 自軍プレイヤー: refused."""
    assert _problems(_PLAYER_TARGET % ("A", "true", '"10.14.6", "7.5.5"')) == []
    assert _problems(_PLAYER_TARGET % ("B", "false", '"10.10.3", "7.5.5"')) == []


_WORN = mc_scenario(
    title="an equipment's standing ability is its wearer's",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 衛兵, type: unit, level: 2, attack: 2, defense: 4}
        - {name: 盾, type: item, equipped_to: 衛兵, text: "%s"}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象に【火炎】【%d】ダメージを与える。", target: 衛兵}
ask: [衛兵.zone]
expect:
  state: {衛兵.zone: %s}
  decided_by: [%s]
""",
)


def test_an_equipments_resistance_and_weakness_are_the_wearers() -> None:
    """追加常備能力 (2.1.21.2, 12.2.8.9): 「耐性:火炎」 on the worn shield keeps 衛兵 alive against
    5 fire damage (13.1.7.1); 「弱点:火炎(+2ダメージ)」 on it turns 2 fire damage into 4, enough
    to kill it (13.1.8.1)."""
    res = _WORN % ("「耐性:火炎」", 5, "B.field.c3", '"13.1.7.1", "2.1.21.2"')
    assert _problems(res) == []
    weak = _WORN % ("「弱点:火炎(+2ダメージ)」", 2, "B.discard", '"13.1.8.1", "2.1.21.2"')
    assert _problems(weak) == []


_FORMATION = mc_scenario(
    title="a formation not given is the defender's choice",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 巨人, type: unit, level: 4, attack: 4, defense: 6}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 弱兵, type: unit, level: 1, attack: 1, defense: 1}
        - {name: 重兵, type: unit, level: 3, attack: 1, defense: 5}
""",
    rest="""\
actions:
  - {do: advance, units: [巨人], to: c3, dice: {A: 6, B: 1}}
%s
ask: [弱兵.zone]
expect:
  %s
  decided_by: ["8.3.3.10"]
""",
)


def test_a_formation_not_given_is_the_players_choice() -> None:
    """8.3.3.10: the defending side decides its formation. Not given, the ruling branches on
    it (弱兵 in front dies, behind 重兵 it lives): it depends on B; answered with
    ``at: formation`` it is decided — an answer without ``at:`` is not read as the formation."""
    assert _problems(_FORMATION % ("", "outcome: {depends_on: B}")) == []
    front = "choices:\n  - {player: B, at: formation, choose: 重兵}"
    assert _problems(_FORMATION % (front, "state: {弱兵.zone: B.field.c3}")) == []
    dies = "choices:\n  - {player: B, at: formation, choose: 弱兵}"
    assert _problems(_FORMATION % (dies, "state: {弱兵.zone: B.discard}")) == []


_NO_DEFENDER = mc_scenario(
    title="an advance into an enemy terrain nobody holds - no battle",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 3, attack: 3, defense: 3}
""",
    b_top=(
        "    deck: 20\n"
        "    hand: [{name: 近衛, type: unit, level: 2, attack: 2, defense: 4, instant: true}]\n"
    ),
    b="      c3: [{name: 荒野, type: terrain, limit: 8}]\n",
    rest="""\
actions:
  - {do: main_phase, actions: [{do: advance, units: [戦士], to: c3, instant: {B: [近衛]}}]}
ask: [近衛.zone, 戦士.zone]
expect:
  state: {近衛.zone: B.hand, 戦士.zone: A.field.c3}
  decided_by: ["8.1.1", "8.3.2.8"]
""",
)


def test_no_battle_where_no_defender_stands() -> None:
    """8.1.1 / 12.2.5.1.7: B's terrain c3 holds no unit, so the advance into it is no battle,
    and there is no instant summon timing for B's 近衛 (8.3.2.8): it stays in the hand."""
    assert _problems(_NO_DEFENDER) == []


def test_an_advance_into_a_terrain_whose_limit_is_not_given_says_so() -> None:
    """12.2.3.2 with the destination's limit left out: the advance is taken to fit it, stated as
    an assumption naming 12.2.3.2 (not a silent pass)."""
    text = mc_scenario(
        title="limit not given",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 騎士, type: unit, level: 4, attack: 3, defense: 4}
      l2: [{name: 古戦場, type: terrain}]
""",
        rest="""\
actions:
  - {do: main_phase, actions: [{do: advance, units: [騎士], to: l2}]}
ask: [騎士.zone]
expect:
  state: {騎士.zone: A.field.l2}
  decided_by: ["12.2.3.2"]
""",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert any(
        w.kind == "assumption" and "12.2.3.2" in w.clauses and "limit" in w.en for w in r.warnings()
    )


_AUTO_SWAP = mc_scenario(
    title="a battle-start swap of attack and defence",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 剣士, type: unit, level: 3, attack: 3, defense: 5}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 鏡兵, type: unit, level: 3, attack: 4, defense: 2, text: "%s"}
""",
    rest="""\
actions:
  - {do: advance, units: [剣士], to: c3, dice: {A: 6, B: 2}}
ask: [鏡兵.zone]
expect:
  state: {鏡兵.zone: %s}
  decided_by: [%s]
""",
)


def test_a_battle_start_auto_ability_swaps_two_values() -> None:
    """● [戦闘] 〈発揮:戦闘開始時〉 「対象の「攻撃力」と「防御力」を入れ替える」 (14.7, 4.6.5: ±n on each
    value): 4/2 becomes 2/4, so A's 3 damage does not kill it; without the ability it dies."""
    text = "●[戦闘]構え\\n〈発揮:戦闘開始時/対象:このユニット〉\\n対象の「攻撃力」と「防御力」を入れ替える。"
    assert _problems(_AUTO_SWAP % (text, "B.field.c3", '"4.6.5"')) == []
    assert _problems(_AUTO_SWAP % ("", "B.discard", '"11.3.1.2.1"')) == []
