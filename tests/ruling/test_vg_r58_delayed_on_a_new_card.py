"""Round 58 (s55vgR2): what a delayed ability (11.9.7) does not do is a check on the card.

- 「そのバトル終了時、このユニットを(R)にコールする」 resolved after the guardian was retired: the card
  in the drop is a new card (4.1.8), not 「このユニット」 — a step of its own (``steps._this_is_new``)
  touching the card, so a ruling on where it is rests on it (and on the delayed ability, 11.9.7).
- 「そのバトル終了時、そのユニットを退却させる」 on a unit that became unaffected by its opponent's card
  effects meanwhile (12.5.1): the effect's source is the creator's (11.5.3.2); the step leaving the
  unit out touches it and its circle (``restrictions.unaffected_left_out``)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, vg_run

GUARD = """players:
  A:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: [{name: 詩人, type: normal, grade: 1, trigger: none}, 8]
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 盾, type: normal, grade: 1, power: 8000, shield: 10000, text: "%s"}
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [盾]}
ask: [盾.zone]
"""


def test_delayed_self_call_finds_a_new_card() -> None:
    r = vg_run(
        GUARD
        % "【自】：このユニットが(G)に登場した時、そのバトル終了時、このユニットを(R)にコールする。",
        "battle",
    )
    assert main_state(r, "盾.zone") == "B.drop"
    assert {"11.9.7", "4.1.8", "10.7.1.10"} <= decided(r)


def test_no_delayed_ability_no_new_card_cited() -> None:
    r = vg_run(GUARD % "", "battle")
    assert main_state(r, "盾.zone") == "B.drop"
    assert not {"11.9.7", "4.1.8"} & decided(r)


UNAFFECTED = """players:
  A:
    vanguard: {name: 魔導王, type: normal, grade: 3, power: 13000}
    left_front:
      name: 魔女
      type: normal
      grade: 2
      power: 12000
      text: "【自】【(R)】：このユニットがアタックした時、相手のリアガードを１枚選び、そのバトル終了時、そのユニットを退却させる。"
    deck: 10
  B:
    vanguard: {name: 長老, type: normal, grade: 3, power: 10000}
    right_front:
      name: 隠者
      type: normal
      grade: 2
      power: 10000
      text: "【永】【(R)】：あなたのダメージゾーンのカードが%d枚以上なら、このユニットは相手のカードの効果の影響を受けない。"
    damage: 3
    deck: [{name: 籠, type: normal, grade: 1, trigger: none}, 9]
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
choices:
  - {player: A, choose: 隠者}
ask: [隠者.zone]
"""


@pytest.mark.parametrize("at", [4, 5])
def test_delayed_retire_left_out_by_unaffected(at: int) -> None:
    r = vg_run(UNAFFECTED % at, "battle")
    if at == 4:
        # the hit brings B to 4 damage: unaffected when the delayed ability resolves
        assert main_state(r, "隠者.zone") == "B.field.right_front"
        assert {"11.9.7", "11.5.3.2", "12.5.1"} <= decided(r)
    else:
        assert main_state(r, "隠者.zone") == "B.drop"
        assert "12.5.1" not in decided(r)
