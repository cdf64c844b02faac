"""A unit the scenario gives as deleted (`deleted: true`, 7.32.1) and a card marked
`from_ride_deck` (4.18.4) (round 59, lead). Before: both were unknown fields, so four
round-59 files could not be loaded.

- a deleted unit's power is less its printed power (7.32.2), and a change after that is applied
  as usual (7.32.6); it battles as any unit (7.32.3);
- its printed text is lost (7.32.2): its activated ability cannot be played, its 「退却した時」
  does not trigger when it leaves the field (read as it was there, 11.9.6.1.2);
- leaving the circles it is a new card (4.1.8): deleted no more and face up in the drop (4.7.2,
  7.32.4);
- `deleted` on a card that is not on a circle is an input error.
"""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError
from tests.ruling.boards import vg_run

RETIRE = "【自】【(R)】：このユニットが退却した時、１枚引く。"
ACT = "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]、１枚引く。"


def _attack(deleted: str, bonus: str = "") -> str:
    return f"""players:
  A:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 尖兵, type: normal, grade: 1, power: 8000}}
    deck: 10
  B:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000{deleted}}}
    left_front: {{name: 像, type: normal, grade: 2, power: 10000, deleted: true, text: "{RETIRE}"}}
    damage: 2
    hand: 0
    deck: 10
{bonus}actions:
  - {{do: attack, attacker: left_front, target: B.vanguard}}
"""


def test_deleted_vanguard_is_hit_by_a_smaller_unit() -> None:
    r = vg_run(_attack(", deleted: true"), phase="battle")
    # 0 (13000 less its printed 13000) against 8000: a hit, one damage (7.32.2, 7.32.3)
    assert len(r.main.final.players["B"].zones["damage"]) == 3
    assert {"7.32.2", "7.32.3"} <= set(r.decided_by)


def test_power_added_to_a_deleted_unit_counts() -> None:
    bonus = "effects:\n  - {target: B.vanguard, stat: power, value: 10000}\n"
    body = _attack(", deleted: true", bonus) + "expect: {state: {B.damage: 2}}\n"
    r = vg_run(body, phase="battle")
    # 0 + 10000 against 8000: no hit (7.32.6)
    assert len(r.main.final.players["B"].zones["damage"]) == 2
    assert "7.32.6" in r.decided_by


def test_the_same_vanguard_not_deleted_is_not_hit() -> None:
    r = vg_run(_attack(""), phase="battle")
    assert len(r.main.final.players["B"].zones["damage"]) == 2
    assert "7.32.3" not in r.decided_by


def test_deleted_rear_guard_retired_does_not_draw_and_turns_face_up() -> None:
    body = _attack("").replace("target: B.vanguard", "target: B.left_front")
    r = vg_run(body, phase="battle")
    final = r.main.final
    drop = final.players["B"].zones["drop"]
    assert [c.name for c in drop] == ["像"]
    assert drop[0].face_up and not drop[0].states.get("deleted")
    assert final.players["B"].zones["hand"] == []
    assert "7.32.4" in r.decided_by


def test_deleted_vanguard_cannot_play_its_printed_activated_ability() -> None:
    body = f"""players:
  A:
    vanguard: {{name: 竜帝, type: normal, grade: 3, power: 13000, deleted: true, text: "{ACT}"}}
    damage: 2
    deck: 10
  B:
    vanguard: {{name: 拳士, type: normal, grade: 3, power: 13000}}
    deck: 10
actions:
  - {{do: activate, card: 竜帝, allowed: false}}
"""
    r = vg_run(body)
    assert "7.32.2" in r.decided_by


def test_deleted_off_a_circle_is_an_input_error() -> None:
    body = """players:
  A:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 札, type: normal, grade: 1, deleted: true}]
    deck: 10
  B:
    vanguard: {name: 拳士, type: normal, grade: 3, power: 13000}
    deck: 10
actions: []
"""
    with pytest.raises(ScenarioError, match="deleted"):
        vg_run(body)


def test_a_soul_card_from_the_ride_deck_returns_to_the_ride_deck_zone() -> None:
    text = "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]、あなたのソウルから１枚選び、山札に戻し、シャッフルする。"
    body = f"""players:
  A:
    vanguard: {{name: 賢竜, type: normal, grade: 3, power: 13000, text: "{text}"}}
    soul: [{{name: 始原, type: normal, grade: 0, from_ride_deck: true}}]
    ride_deck: []
    damage: 2
    deck: 10
  B:
    vanguard: {{name: 拳士, type: normal, grade: 3, power: 13000}}
    deck: 10
actions:
  - {{do: activate, card: 賢竜}}
"""
    r = vg_run(body)
    ride = r.main.final.players["A"].zones["ride_deck"]
    assert [c.name for c in ride] == ["始原"] and ride[0].face_up
    assert "4.18.4" in r.decided_by
