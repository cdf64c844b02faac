"""Format gaps the blind writers of round 13 reported (issue 14, "a scenario format that can say
what a situation needs"), each on a minimal scenario of its own: docs/scenarios.md describes
each key."""

from __future__ import annotations

import re

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import MC_GUARDED_ADVANCE, mc_scenario, problems

# ------------------------------------------------ 1. expect.readings keyed by clauses

MC_READINGS = MC_GUARDED_ADVANCE

DIES = "{state: {騎士.zone: B.discard}}"
LIVES = "{state: {騎士.zone: B.c3}}"


def test_readings_keyed_by_a_clause() -> None:
    """11.3.1.2.1 / 8.3.8.4 (mc damage_outlasts_battle): one reading has 騎士 die, the other
    keeps it: a writer names the point by a clause and states an outcome one reading gives."""
    assert problems(MC_READINGS % f'readings: {{"11.3.1.2.1": {DIES}}}') == []
    assert problems(MC_READINGS % f'readings: {{"8.3.8.4": {LIVES}}}') == []


def test_readings_as_a_list_of_clauses_and_outcomes() -> None:
    text = MC_READINGS % (
        "readings:\n"
        '    - {clauses: ["11.3.1.2.1", "8.3.8.4"], state: {騎士.zone: B.discard}}\n'
        '    - {clauses: ["11.3.1.2.1"], outcome: {game_over: false}, state: {騎士.zone: B.c3}}'
    )
    assert problems(text) == []


def test_a_clause_no_raised_point_names_fails_clearly() -> None:
    got = problems(MC_READINGS % f'readings: {{"4.6.9": {DIES}}}')
    assert len(got) == 1 and "no unsettled point the ruling raises names 4.6.9" in got[0]
    assert "11.3.1.2.1" in got[0]  # the points it did raise


def test_an_outcome_no_reading_gives_fails() -> None:
    got = problems(MC_READINGS % 'readings: {"11.3.1.2.1": {state: {騎士.zone: A.hand}}}')
    assert len(got) == 1 and "no reading gives what is expected" in got[0]


def test_ambiguous_names_the_same_points() -> None:
    """``expect.ambiguous`` holds for the clauses a raised reading point names, as readings do."""
    assert problems(MC_READINGS % 'ambiguous: ["11.3.1.2.1", "8.3.8.4"]') == []
    got = problems(MC_READINGS % 'ambiguous: ["4.6.9"]')
    assert len(got) == 1 and "4.6.9" in got[0]


# ------------------------------------------------ 2. co: reduce on damage dealt to a player

CO_PLAYER_DAMAGE = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 剣士, type: character, ap: 3, dp: 2}]}
  B: {hp: 10, deck: 10}
actions:
  - %s
expect:
  state: {B.hp: %d}
  ambiguous: ["4.3.10"]
"""


@pytest.mark.parametrize(
    "act,hp",
    [
        ("{do: damage, to: B, amount: 3, reduce: [{do: reduce_damage, player: B, amount: 2}]}", 9),
        ("{do: damage, to: B, amount: 2, reduce: [{do: reduce_damage, player: B, amount: 2}]}", 10),
        (
            "{do: attack, attacker: 剣士, defender: none,"
            " reduce: {B: [{do: reduce_damage, player: B, amount: 1}]}}",
            8,
        ),
    ],
)
def test_reduce_on_damage_to_a_player(act: str, hp: int) -> None:
    """4.3.10.2's window for a player's damage (a card's text, 4.2.9): a `damage` to a player
    and an undefended attacker's damage (3.4.5.4) with `reduce:` keyed by the player. Since
    round 15 the window for a player's damage is the unsettled point co.player_damage_reduction
    (4.3.10 gives it to a character's damage only): the state is the reading with the window,
    and the ruling says it rests on 4.3.10."""
    assert problems(CO_PLAYER_DAMAGE % (act, hp)) == []


def test_no_reduce_no_window() -> None:
    text = CO_PLAYER_DAMAGE % ("{do: damage, to: B, amount: 3}", 7)
    assert [p for p in problems(text) if "ambiguous" in p]  # no reduction, nothing flagged


# ------------------------------------------------ 3. mc: the dice forms

MC_DICE = MC_READINGS % "state: {騎士.zone: B.c3}"


@pytest.mark.parametrize("form", ["{A: 6, B: 1}", "{A: [6], B: [1]}", "{A: '6', B: [1]}"])
def test_initiative_dice_forms_accepted(form: str) -> None:
    """8.3.4.5's die per player, given as a number or a list of one: the same ruling."""
    r = resolve(loads(MC_DICE.replace("dice: {A: 6, B: 1}", f"dice: {form}")))
    assert r.outcome == resolve(loads(MC_DICE)).outcome


@pytest.mark.parametrize("form", ["{A: [6, 2], B: 1}", "{A: 7, B: 1}", "{A: six, B: 1}"])
def test_initiative_dice_bad_form_is_an_input_error(form: str) -> None:
    with pytest.raises(ScenarioError) as exc:
        resolve(loads(MC_DICE.replace("dice: {A: 6, B: 1}", f"dice: {form}")))
    assert "a die result is a number from 1 to 6" in str(exc.value.diagnostics[0].message)


# ------------------------------------------------ 4. vs: a "set" effect in an attack; a card put
# into the surprise zone by an effect

VS_ATTACK = """
game: vs
title: t
turn: {player: A, number: 4, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
    hand: [雪歩]
actions:
  - do: attack
    support: 春香
    after_support: [%s]
expect:
  state: %s
"""


def test_set_attack_to_zero_after_the_support() -> None:
    """「攻撃力を0にする」 as `effect` with `op: set` in the support step (7.1.3.4): no damage
    (7.1.5.3.1); without it 美希 takes 3000 and is retired (9.4)."""
    text = VS_ATTACK % (
        "{do: effect, card: 千早, ap: 0, op: set}",
        "{美希.damage: 0, 美希.zone: B.ring, 千早.ap: 0}",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert "7.1.5.3.1" in r.decided_by
    text = VS_ATTACK % ("{do: effect, card: 千早, ap: 500, op: add}", "{美希.zone: B.retire}")
    assert problems(text) == []


def test_an_effect_puts_a_hand_card_into_the_surprise_zone() -> None:
    """`put {card, to: surprise}`: face down (3.9.4), whoever's turn it is."""
    text = VS_ATTACK % (
        "{do: put, card: 雪歩, to: surprise}",
        "{B.surprise: [雪歩], 雪歩.face: down, B.hand: 0}",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert "3.9.4" in r.decided_by


# ------------------------------------------------ 2. co: a phase taken up at a step; the upkeep

CO_UPKEEP = """
game: co
title: t
turn: {player: A, number: 6, %s}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field:
      - {name: 甲, type: character, ap: 1, dp: 5, text: "維持費2"}
      - {name: 乙, type: character, ap: 1, dp: 5, text: "維持費2"}
  B: {hp: 20, deck: 10}
actions:
  - %s
choices:
  - {player: A, at: upkeep, choose: pay}
expect:
  %s
"""

# both upkeeps paid (energy gained in the upkeep step)
CO_UPKEEP2 = CO_UPKEEP.replace("choices:\n", "choices:\n  - {player: A, at: upkeep, choose: pay}\n")


@pytest.mark.parametrize("order,kept,gone", [("[甲, 乙]", "甲", "乙"), ("[乙, 甲]", "乙", "甲")])
def test_upkeep_order_key(order: str, kept: str, gone: str) -> None:
    """3.6.2: the turn player resolves the upkeeps one by one in the order chosen: with energy
    for one, the first is paid and the second cannot be (it crashes)."""
    text = CO_UPKEEP % (
        "phase: main",
        f"{{do: end_phase, upkeep_order: {order}}}",
        f"state: {{A.field: [{kept}], {gone}.zone: A.dustbox, A.energy: 0}}",
    )
    assert problems(text) == []


def test_upkeep_order_not_given_is_the_turn_players_choice() -> None:
    text = CO_UPKEEP % ("phase: main", "{do: end_phase}", "outcome: {game_over: false}")
    r = resolve(loads(text))
    assert r.branched and {c.kind for lf in r.leaves for c in lf.choices} >= {"upkeep_order"}
    assert "3.6.2" in r.decided_by


def test_upkeep_order_naming_no_due_card_is_an_input_error() -> None:
    text = CO_UPKEEP % ("phase: main", "{do: end_phase, upkeep_order: [甲]}", "{}")
    with pytest.raises(ScenarioError) as exc:
        resolve(loads(text))
    assert "leaves out 乙" in str(exc.value)


def test_start_in_the_upkeep_step_then_go_on() -> None:
    """`turn: {phase: end, step: upkeep}`: the end phase's start step is not run again; an
    action listed before `end_phase` is taken in the upkeep step before the payments (3.6.2: no
    play or use there, energy may be gained)."""
    text = CO_UPKEEP2 % (
        "phase: end, step: upkeep",
        "{do: gain_energy, player: A, amount: 2}\n  - {do: end_phase, upkeep_order: [甲, 乙]}",
        "state: {A.field: [甲, 乙], A.energy: 0}",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert not any("end phase starts" in s.text("en") for s in r.main.trace.steps)


def test_in_upkeep_actions_before_the_payments() -> None:
    text = CO_UPKEEP2 % (
        "phase: main",
        "{do: end_phase, upkeep_order: [甲, 乙], in_upkeep: [{do: gain_energy, player: A,"
        " amount: 2}]}",
        "state: {A.field: [甲, 乙], A.energy: 0}",
    )
    assert problems(text) == []


def test_start_in_the_untap_start_step_then_go_on() -> None:
    """`turn: {phase: untap, step: start}` then `untap_phase`: the untap step (3.2.2) and the
    end step follow; `from:` names another step, an unknown one is an input error."""
    base = """
game: co
title: t
turn: {player: A, number: 6, phase: untap, step: start}
players:
  A: {hp: 20, energy: 2, deck: 10, field: [{name: 甲, type: character, ap: 1, dp: 5, state: rest}]}
  B: {hp: 20, deck: 10}
actions:
  - %s
expect:
  state: %s
"""
    assert problems(base % ("{do: untap_phase}", "{A.energy: 0, 甲.state: stand}")) == []
    assert problems(base % ("{do: untap_phase, from: end}", "{A.energy: 2}")) == []
    with pytest.raises(ScenarioError) as exc:
        resolve(loads(base % ("{do: untap_phase, from: upkeep}", "{}")))
    assert "no step of the untap phase" in str(exc.value)


# ------------------------------------------------ 2. co: allowed on a defence declaration

CO_DEFENCE = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 鷲, type: character, ap: 3, dp: 2, text: "飛行"}]}
  B:
    hp: 3
    deck: 10
    field: [{name: 兵, type: character, ap: 2, dp: 4}, {name: 鳥, type: character, ap: 1, dp: 1, text: "飛行"}]
actions:
  - {do: attack, attacker: 鷲, defender: %s}
"""


def test_defence_declaration_allowed() -> None:
    """3.4.5.7: a character without 飛行 cannot defend a flying attacker — `defender: {card,
    allowed: false}` asserts the refusal (then no defence: the damage goes to B); a flying one
    can (`allowed: true`)."""
    r = resolve(loads(CO_DEFENCE % "{card: 兵, allowed: false}"))
    assert check_expect(r) == [] and r.outcome.get("winner") == "A"
    assert problems(CO_DEFENCE % "{card: 鳥, allowed: true}") == []
    got = problems(CO_DEFENCE % "{card: 兵, allowed: true}")
    assert len(got) == 1 and "expected to be carried out, but it was refused" in got[0]
    got = problems(CO_DEFENCE % "{card: 鳥, allowed: false}")
    assert len(got) == 1 and "expected to be refused" in got[0]


def test_defence_declaration_bad_form_is_an_input_error() -> None:
    with pytest.raises(ScenarioError) as exc:
        resolve(loads(CO_DEFENCE % "{card: 兵, allowd: false}"))
    assert "a defence is a card, none, or {card: X, allowed" in str(exc.value)


# ------------------------------------------------ 2. co: a card the opponent set on my character

CO_SET_BY_OPPONENT = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, energy: 3, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 2}]}
  B: {hp: 20, deck: 10, field: [{name: 呪い, type: item, set_on: %s, text: "維持費1"}]}
actions:
  - %s
expect:
  %s
"""


def test_a_card_set_by_the_opponent_on_my_character() -> None:
    """`set_on` names a card on either field: B's item listed in B's field (B controls it,
    4.2.12) set on A's 兵 crashes with it (4.2.4), to its owner's dustbox (4.2.3)."""
    text = CO_SET_BY_OPPONENT % (
        "兵",
        "{do: damage, to: 兵, amount: 2}",
        "state: {兵.zone: A.dustbox, 呪い.zone: B.dustbox}",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert "4.2.4" in r.decided_by


def test_upkeep_of_a_card_set_on_the_opponents_character_is_flagged() -> None:
    """co 3.6.2 / 4.2.12 (``upkeep_card_on_opponents_character``): whose field is B's card on?
    In A's end phase the ruling says the text does not settle it."""
    text = CO_SET_BY_OPPONENT % ("兵", "{do: end_phase}", 'ambiguous: ["3.6.2", "4.2.12"]')
    assert problems(text) == []


def test_set_on_no_card_is_an_input_error() -> None:
    text = CO_SET_BY_OPPONENT % ("誰か", "{do: end_phase}", "{}")
    with pytest.raises(ScenarioError) as exc:
        resolve(loads(text))
    assert "set_on: no card '誰か' on any field" in str(exc.value)


# ------------------------------------------------ 3. mc: the instant summon timing's entries

MC_INSTANT = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 3, defense: 3}
""",
    b_top="""\
    deck: 20
    hand:
      - {name: ホブゴブリン, type: unit, level: 2, attack: 2, defense: 3, instant: true}
      - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1}
      - {name: 魔法の剣, type: item, equip_cost: 1, attack_bonus: 2}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: コボルド, type: unit, level: 1, attack: 2, defense: 2, item_slots: 1}
""",
    rest="""\
actions:
  - {do: advance, units: [オーク], to: c3, dice: {A: 1, B: 6}, instant: {B: %s}}
expect:
  %s
""",
)


def test_instant_timing_equips_an_item_naming_its_unit() -> None:
    """8.3.2.9: `{card, unit}` equips the item to that unit in the instant summon timing."""
    text = MC_INSTANT % (
        "[{card: 魔法の剣, unit: コボルド}]",
        "state: {B.hand: 2, 魔法の剣.zone: B.c3}",
    )
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert "8.3.2.9" in r.decided_by


def test_instant_timing_allowed_per_entry() -> None:
    """8.3.2.8: a unit that may not be summoned at once is refused (`allowed: false` holds);
    the one that may is summoned beside it."""
    text = MC_INSTANT % (
        "[{card: ゴブリン, allowed: false}, {card: ホブゴブリン, allowed: true}]",
        "state: {ゴブリン.zone: B.hand, ホブゴブリン.zone: B.c3}",
    )
    assert problems(text) == []
    got = problems(MC_INSTANT % ("[{card: ホブゴブリン, allowed: false}]", "{}"))
    # said once per branch of B's formation (not given: B's choice, 8.3.3.10); the step's number
    # is not the point (round 17: the battle's record of deaths, ac04802a, added two steps before it)
    assert got and all(
        re.search(r"'B summon' \(step \d+\) was expected to be refused", g) for g in got
    )


def test_instant_timing_bad_entry_is_an_input_error() -> None:
    with pytest.raises(ScenarioError) as exc:
        resolve(loads(MC_INSTANT % ("[{card: 魔法の剣, on: コボルド}]", "{}")))
    assert "an entry is a unit card's name" in str(exc.value)


# ------------------------------------------------ 3. mc: deck cards paid as a use's cost

MC_DECK_COST = """
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: %s
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 竜
          type: unit
          level: 1
          attack: 1
          defense: 1
          text: "◎[メイン]竜鳴印\\n〈コスト:山札2枚破棄/対象:このユニット〉\\n対象に「防御力:+2」を付与する。"
  B:
    deck: 20
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
actions:
  - {do: use, card: 竜, target: 竜, %s}
expect:
  %s
"""


def test_use_pays_deck_cards_named_in_cost_cards() -> None:
    """〈コスト:山札2枚破棄〉: `cost_cards` names the deck cards paid (to the discard pile via the
    effect zone, 10.11.8); which ones no clause says, stated as an assumption."""
    deck = "[{name: 甲, type: item}, {name: 乙, type: item}, {name: 丙, type: item}, 5]"
    text = MC_DECK_COST % (
        deck,
        "cost_cards: [乙, 丙], allowed: true",
        "state: {竜.defense: 3, 乙.zone: A.discard, 丙.zone: A.discard, 甲.zone: A.deck}\n"
        '  assumptions: ["山札n枚破棄"]',
    )
    assert problems(text) == []


def test_deck_cost_with_too_few_cards_is_refused() -> None:
    """10.11.10: fewer than n cards in the deck — the declaration cannot be made."""
    text = MC_DECK_COST % ("[{name: 甲, type: item}]", "allowed: false", "state: {竜.defense: 1}")
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert "10.11.10" in r.decided_by
