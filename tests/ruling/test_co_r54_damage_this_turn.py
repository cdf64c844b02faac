"""CO's turn history of damage (round 54, s51coT2; issue 12): 「このターン中に『X』がキャラクターに
ダメージを与えていない場合」 and 「…が(戦闘で)ダメージを受けていない場合」 — damage of more than 0 put on
a character this turn (4.3.9; reduced to 0 none is dealt, 4.3.10) by X / to X, 「戦闘で」 only a battle's
exchange (3.4.5.4), not an effect's; read on the turn's record, not given when the record does not
cover the turn (the ruling branches on the condition)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

DEALT = (
    "エンドフェイズ開始時、このターン中に『朧』がキャラクターにダメージを与えていない場合、"
    "『朧』に2点のダメージを与える。"
)
TAKEN_IN_BATTLE = (
    "エンドフェイズ開始時、このターン中に『朧』が戦闘でダメージを受けていない場合、"
    "あなたは1枚カードを引く。"
)

BOARD = """
turn: {{player: A, number: 4, phase: {phase}}}
players:
  A:
    hp: 20
    energy: 5
    deck: 10
    field: [{{name: 朧, type: character, ap: 1, dp: 3, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 壁, type: character, ap: 1, dp: 5}}]
actions:
{acts}
  - {{do: end_phase}}
ask: [朧.damage, A.hand]
"""

START = "  - {do: untap_phase}\n  - {do: draw_phase}\n  - {do: main_phase}\n"
BATTLE = "  - {do: attack, attacker: 朧, defender: 壁}\n"
EFFECT = "  - {do: damage, to: 朧, amount: 1}\n"


def test_compiles_as_a_history_of_damage() -> None:
    ab = co_ability(DEALT)
    assert ab.supported, ab.reason
    (h,) = ab.program.ops[0].cond.parts
    assert (h.what, h.event.event, h.event.means) == ("history", "co:dealt_this_turn", None)
    ab = co_ability(TAKEN_IN_BATTLE)
    assert ab.supported, ab.reason
    (h,) = ab.program.ops[0].cond.parts
    assert (h.event.event, h.event.means) == ("co:damaged_this_turn", "battle")


@pytest.mark.parametrize(("acts", "damage"), [(START + BATTLE, 1), (START, 2)])
def test_dealt_no_damage_this_turn(acts: str, damage: int) -> None:
    # 朧 attacked 壁 (dealt 1, took 1): the condition fails, 朧 keeps the battle's 1 damage;
    # no battle: it dealt none, takes 2 at the end phase's start (damage is reset at turn end, 3.7)
    state = co_run(
        BOARD.format(phase="turn_start", text=DEALT, acts="  - {do: turn_start}\n" + acts)
    ).outcome["state"]
    assert state["朧.damage"] == damage


@pytest.mark.parametrize(("acts", "drawn"), [(START + BATTLE, 0), (START + EFFECT, 1), (START, 1)])
def test_battle_damage_told_from_an_effects(acts: str, drawn: int) -> None:
    # damage from a battle fails 「戦闘でダメージを受けていない」; damage from an effect (a
    # scenario's damage, no battle) does not
    state = co_run(
        BOARD.format(phase="turn_start", text=TAKEN_IN_BATTLE, acts="  - {do: turn_start}\n" + acts)
    ).outcome["state"]
    assert state["A.hand"] == 1 + drawn  # the draw phase's card, and the text's


def test_not_given_when_the_record_does_not_cover_the_turn() -> None:
    r = co_run(BOARD.format(phase="main", text=TAKEN_IN_BATTLE, acts=""))
    assert r.outcome["by_unknown"]
    assert sorted(b["outcome"]["state"]["A.hand"] for b in r.outcome["branches"]) == [0, 1]
