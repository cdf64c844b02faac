"""A damaged character that stays on the field has its reason (round 38, issue 14: a "no" has
reasons): after an event, the crash rule process (4.3.9 「DP以上のダメージを受けた場合、クラッシュ
します」) read and not met is a step of its own about that character, with its damage and DP
(``processes.near_crash``, the core's ``RuleProcess.near``)."""

from __future__ import annotations

from tests.ruling.boards import co_run

BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{{name: 弱体, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクター1体は「+0:{minus}」の修正を受ける。"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 門番, type: character, ap: 2, dp: 3, damage: {damage}}}]
actions:
  - {{do: play, player: A, card: 弱体, target: 門番}}
ask: [門番.zone]
"""


def _near(r: object) -> list[str]:
    return [s.en for s in r.main.trace.steps if "does not crash" in s.en]  # type: ignore[attr-defined]


def test_a_damaged_character_lowered_but_above_its_damage_stays_citing_4_3_9() -> None:
    r = co_run(BOARD.format(minus="-1", damage=1))
    assert r.outcome["state"] == {"門番.zone": "B.field"}
    assert "4.3.9" in r.decided_by
    assert any("1 damage and DP 2" in s for s in _near(r))


def test_neighbour_lowered_to_its_damage_it_crashes() -> None:
    r = co_run(BOARD.format(minus="-2", damage=1))
    assert r.outcome["state"] == {"門番.zone": "B.dustbox"}
    assert "4.3.9" in r.decided_by
    assert not any("DP 1" in s for s in _near(r))


def test_neighbour_an_undamaged_character_lowered_reads_the_dp_zero_condition() -> None:
    # round 52 (s49coA): no damage, so no damage step; its DP lowered by an effect came near
    # 4.3.9's other condition (「能力値への修正を受けるなどして、DPが0になった」), read and not met
    r = co_run(BOARD.format(minus="-1", damage=0))
    assert r.outcome["state"] == {"門番.zone": "B.field"}
    assert not any("damage and DP" in s for s in _near(r))
    assert any("DP 2 (lowered from its printed 3)" in s for s in _near(r))
    assert "4.3.9" in r.decided_by
