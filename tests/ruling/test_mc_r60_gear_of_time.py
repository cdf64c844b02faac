"""mc round 60 (s57mcX): 【時の歯車】『プレイヤーすべて「ダイス：+1D」』 (15.4.9.2), an additional rule
(15.4.9.1; 15.4.1: no ability, no effect). It is in force for each player to whom its card is
public information (15.4.2): on the battlefield face up (5.1.2.3), in a discard pile (5.1.5.6) —
for both players; in a deck (5.1.3.6) or the enemy's hand (5.1.4.3) — not. A card in the
player's own hand is the unsettled point ``additional_rule_own_hand`` (5.1.4.3 against 4.11.1.2):
both readings run. In force, the player's initiative die is 「+1D」 (2D, 3.4.2; the dice given
``dice: {A: [3, 4]}``). An effect's dice in a battle with it possibly in force are refused (not
run yet), not rolled without the +1D."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile, mc_scenario, problems

GEAR = "【時の歯車】『プレイヤーすべて「ダイス：+1D」』"


@pytest.mark.parametrize(
    "text",
    [
        GEAR,
        "【時の歯車】プレイヤーすべて「ダイス:+1D」",
        # the rules' own notation (15.4.9.2: **時の歯車**の次に『…』): the name unbracketed
        "時の歯車『プレイヤーすべて「ダイス:+1D」』",
    ],
)
def test_gear_compiles_as_the_additional_rule(text: str) -> None:
    got = mc_compile(text)
    assert (got.id, got.value) == ("gear_of_time", 1)


def test_gear_of_another_text_is_refused() -> None:
    with pytest.raises(Unsupported, match="時の歯車"):
        mc_compile("【時の歯車】『プレイヤーすべて「ダイス：+2D」』")


def _board(where: str, dice: str, expect: str, extra_b: str = "", choices: str = "") -> str:
    """A's 兵 (attack 4, defence 3) advances into B's c3 held by 番兵 (attack 3, defence 3): the
    higher initiative result attacks first and kills the other (8.3.4.8). The card with the gear
    sits ``where``: ``a_hand``, ``b_hand``, ``b_field`` (B's terrain in c3), ``a_deck``."""
    gear = f'{{name: 歯車の札, type: unit, level: 1, attack: 1, defense: 1, text: "{GEAR}"}}'
    a_top = "    deck: 20\n" + (f"    hand: [{gear}]\n" if where == "a_hand" else "")
    if where == "a_deck":
        a_top = f"    deck: [{gear}]\n"
    b_top = "    deck: 20\n" + (f"    hand: [{gear}]\n" if where == "b_hand" else "")
    terrain = (
        f'{{name: 丘, type: terrain, limit: 6, text: "{GEAR}"}}'
        if where == "b_field"
        else "{name: 丘, type: terrain, limit: 6}"
    )
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=a_top,
        b_top=b_top,
        a="""\
      c2:
        - {name: 草原, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 2, attack: 4, defense: 3}
""",
        b=f"""\
      c3:
        - {terrain}
        - {{name: 番兵, type: unit, level: 2, attack: 3, defense: 3}}
{extra_b}""",
        rest=f"""\
{choices}actions:
  - {{do: advance, units: [兵], to: c3, dice: {dice}}}
ask: [兵.zone, 番兵.zone]
expect:
{expect}""",
    )


A_WINS = "{兵.zone: A.field.c3, 番兵.zone: B.discard}"
B_WINS = "{兵.zone: A.discard, 番兵.zone: B.field.c3}"


def test_gear_on_the_battlefield_adds_a_die_for_both() -> None:
    # public to both (5.1.2.3): A 1 + 6 = 7 against B 3 + 3 = 6 — A first
    text = _board(
        "b_field",
        "{A: [1, 6], B: [3, 3]}",
        f"  state: {A_WINS}\n  decided_by: ['15.4.2', '5.1.2.3', '15.4.9.2', '8.3.4.8']\n",
    )
    assert problems(text) == []


def test_gear_on_the_battlefield_a_single_die_given_is_refused_as_one_die_short() -> None:
    # the extra die not given is asked (a chance choice): A 1 + ? against B 3 + 3
    r = resolve(loads(_board("b_field", "{A: [1], B: [3, 3]}", "  state: {}\n")))
    assert any(c.kind == "dice" for lf in r.leaves for c in lf.choices)


def test_gear_in_own_hand_is_the_point_both_readings_run() -> None:
    # under in_force A 3 + 4 = 7 > 5; under not_in_force A 3 < 5 (the second die not rolled)
    text = _board(
        "a_hand",
        "{A: [3, 4], B: 5}",
        "  ambiguous: ['15.4.2']\n  readings:\n"
        f"    - {{clauses: ['15.4.2', '5.1.4.3', '15.4.9.2'], state: {A_WINS}}}\n"
        f"    - {{clauses: ['15.4.2', '4.11.1.2'], state: {B_WINS}}}\n",
    )
    assert problems(text) == []


@pytest.mark.parametrize(("reading", "state"), [("in_force", A_WINS), ("not_in_force", B_WINS)])
def test_gear_in_own_hand_each_reading_answered(reading: str, state: str) -> None:
    text = _board(
        "a_hand",
        "{A: [3, 4], B: 5}",
        f"  state: {state}\n",
        choices=f"choices: [{{player: A, at: reading, choose: {reading}}}]\n",
    )
    assert problems(text) == []


def test_gear_in_the_enemy_hand_is_not_in_force() -> None:
    # in B's hand: hidden to A (5.1.4.3) — A rolls one die, no point raised for A; for B (his
    # own hand) it is the point: under in_force B 2 + 3 = 5 > 4, under not_in_force 2 < 4
    text = _board(
        "b_hand",
        "{A: 4, B: [2, 3]}",
        "  ambiguous: ['15.4.2']\n  readings:\n"
        f"    - {{clauses: ['15.4.2', '5.1.4.3'], state: {B_WINS}}}\n"
        f"    - {{clauses: ['15.4.2', '4.11.1.2'], state: {A_WINS}}}\n",
    )
    assert problems(text) == []


def test_gear_in_a_deck_is_not_in_force() -> None:
    # hidden to all (5.1.3.6): one die each, no point; a second die given is refused
    assert problems(_board("a_deck", "{A: 3, B: 5}", f"  state: {B_WINS}\n")) == []
    with pytest.raises(Exception, match="3.4.2"):
        resolve(loads(_board("a_deck", "{A: [3, 4], B: 5}", f"  state: {B_WINS}\n")))


def test_an_effect_die_in_a_battle_with_the_gear_is_refused() -> None:
    text = mc_scenario(
        turn="{player: A, number: 8, phase: main}",
        a_top="    deck: 20\n    hand: [{name: 砂, type: item}]\n",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 術師, type: unit, level: 2, attack: 0, defense: 3, text: "「イニシアチブ:+6」\\n◎[イニシアチブ]刻\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象を「防御力:-2Dして高い目1つ」する。"}
""",
        b=f"""\
      c3:
        - {{name: 広場, type: terrain, limit: 6, text: "{GEAR}"}}
        - {{name: 門番, type: unit, level: 2, attack: 0, defense: 4}}
""",
        rest="""\
actions:
  - do: advance
    units: [術師]
    to: c3
    dice: {A: [3, 1], B: [3, 1]}
    at_initiative:
      - {do: use, player: A, card: 術師, target: 門番, cost_cards: [砂], dice: [2, 3, 1]}
ask: [門番.zone]
""",
    )
    with pytest.raises(Exception, match="時の歯車"):
        resolve(loads(text))
