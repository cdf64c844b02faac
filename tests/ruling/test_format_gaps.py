"""Scenario-format points blind-set writers could not find (round 12 `# FORMAT:` lines), each on a
minimal case: co's gain_energy and an action in the turn-start step (3.1, 4.3.1), a reduction that
names its source and an increase in the reduction window (4.3.10.2, 4.3.10.3), a card of the
opponent's in co's aside zone (`owner:`, 4.2.12)."""

from __future__ import annotations

import pytest

from ruling.render import ruling_data
from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import mc_scenario

CO = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, energy: 0, hand: [{name: 矢, type: spell, cost: 0, text: "対象のキャラクターに2点のダメージを与える。"}]}
  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 3}]}
actions:
%s
expect:
%s
"""


def ok(actions: str, expect: str) -> dict:
    r = resolve(loads(CO % (actions, expect)))
    assert check_expect(r) == []
    return ruling_data(r, "en")


def test_turn_start_step_energy_may_be_gained_no_play() -> None:
    """3.1: no card is played at the start of the turn; 4.3.1: energy may be gained whenever it
    is not forbidden. An action listed after `turn_start` is taken in that step."""
    ok(
        "  - {do: turn_start}\n"
        "  - {do: gain_energy, player: A, amount: 1, allowed: true}\n"
        "  - {do: play, card: 矢, target: 兵, allowed: false}",
        "  state: {A.energy: 1, 兵.zone: B.field}\n  decided_by: ['3.1', '4.3.1']",
    )


def test_a_reduction_names_its_source() -> None:
    data = ok(
        "  - {do: damage, to: 兵, amount: 3, reduce: [{do: reduce_damage, player: B, amount: 1, source: 盾}]}",
        "  state: {兵.zone: B.field}\n  decided_by: ['4.3.10.2', '4.3.10.3']",
    )
    assert any("(盾)" in s["text"] for s in data["trace"]), data["trace"]


def test_an_increase_in_the_reduction_window() -> None:
    """4.3.10.2: 「ダメージを軽減(増加)するカード」 in the reduction window; 4.3.10.3: the damage
    dealt less what was reduced — 2 increased by 1 reaches 兵's DP 3 (4.3.9)."""
    ok(
        "  - {do: damage, to: 兵, amount: 2, reduce: [{do: increase_damage, player: A, amount: 1, source: 怒り}]}",
        "  state: {兵.zone: B.dustbox}\n  decided_by: ['4.3.10.2']",
    )
    # outside a damage's window it is refused
    ok("  - {do: increase_damage, amount: 1, allowed: false}", "  outcome: {rejected: true}")


ASIDE = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, energy: 1, hand: 0, aside: [{name: 矢, type: spell, cost: 1, owner: %s, text: "対象のキャラクターに2点のダメージを与える。"}]}
  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 5}]}
actions:
  - {do: play, card: 矢, target: 兵}
expect:
  state: {矢.zone: B.dustbox, A.dustbox: 0}
"""


def test_a_card_of_the_opponent_in_the_aside_zone() -> None:
    """4.2.1: played as if from the hand; 4.2.12: a card goes to its owner's dustbox."""
    r = resolve(loads(ASIDE % "B"))
    assert check_expect(r) == []


def test_owner_must_be_a_player() -> None:
    with pytest.raises(ScenarioError, match="owner"):
        loads(ASIDE % "C")


MC_AFTER_ATTACK = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 術師
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "◎[普通]呪詛\\n〈対象:ユニット1体〉対象に【2】ダメージを与える。"
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: トロール, type: unit, level: 3, attack: 1, defense: 3}
""",
    rest="""\
actions:
  - do: advance
    units: [術師]
    to: c3
    dice: {A: 6, B: 1}
    %s
""",
)


def test_mc_the_first_side_uses_an_ability_after_its_own_attack() -> None:
    """8.3.5.6: the first side attacks (1 damage to トロール); 8.3.5.7: it is given a battle play
    step again, for [普通] abilities — 2 more damage reach トロール's defence 3 (11.3.1.2.1)."""
    r = resolve(
        loads(
            MC_AFTER_ATTACK % "first_after_attack: [{do: use, card: 術師, target: トロール}]\n"
            "expect:\n  state: {B.discard: [トロール]}\n"
            "  order: ['play:術師', 'move:トロール:B.discard']\n  decided_by: ['8.3.5.7']"
        )
    )
    assert check_expect(r) == []
    # the use comes after the attack's declaration (8.3.5.6)
    steps = [(s.index, s.clauses) for s in r.main.trace.steps]
    attack = min(i for i, cl in steps if "8.3.5.6" in cl)
    use = min(i for i, cl in steps if "8.3.5.7" in cl)
    assert attack < use
    # without it the attack's 1 damage alone leaves トロール alive
    r = resolve(loads(MC_AFTER_ATTACK % "\nexpect:\n  state: {B.c3: [森, トロール]}"))
    assert check_expect(r) == []
