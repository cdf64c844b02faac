"""呪縛 paid as a cost (round 62): 「【コスト】[あなたのリアガードを１枚呪縛する]」 locks the card paid as an
effect's 呪縛 does (7.30.1, 7.30.1.1, 7.30.1.2; 11.7.1) — a token so locked is erased (15.4.3.3) — and a
delayed ability made after a step that records a flag (a shuffle) keeps only the cards acted on."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

LOCK = """
game: vg
title: a rear-guard locked for a cost
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 王
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】【ターン1回】：【コスト】[あなたのリアガードを１枚呪縛する]、１枚引く。"
    left_front: UNIT
    hand: [{name: 手, type: normal, grade: 1, power: 8000}]
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 王, ability: 1}
"""


def _final(unit: str):
    r = resolve(loads(LOCK.replace("UNIT", unit), "lock_cost.yaml"))
    return r, r.leaves[0].final


def test_a_unit_paid_is_locked_face_down_and_standing() -> None:
    r, st = _final("{name: 兵, type: normal, grade: 1, power: 8000, state: rest}")
    (c,) = st.players["A"].zones["field.left_front"]
    assert c.states.get("locked") and not c.face_up and c.orientation == "stand"
    assert len(st.players["A"].zones["hand"]) == 2  # the ability resolved: one card drawn
    assert {"7.30.1", "7.30.1.1", "11.7.1"} <= set(r.decided_by)


def test_a_token_paid_is_erased_and_frees_its_circle() -> None:
    r, st = _final("{name: 兵, type: token, grade: 0, power: 5000}")
    assert not st.players["A"].zones.get("field.left_front")
    assert "15.4.3.3" in r.decided_by


DELAY = """
game: vg
title: a delayed bind after a call and a shuffle
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 王
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】【ターン1回】：あなたの山札からグレード１以下のカードを１枚まで探し、(R)にコールし、山札をシャッフルする。そのターンの終了時、そのユニットをバインドする。"
    deck: [{name: 兵, type: normal, grade: 1, power: 8000}, 5]
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 王, ability: 1}
  - {do: end_phase}
choices:
  - {player: A, at: search, choose: 兵}
  - {player: A, at: circle, choose: left_front}
"""


def test_a_delayed_ability_after_a_shuffle_acts_on_the_unit_called() -> None:
    r = resolve(loads(DELAY, "delay_after_shuffle.yaml"))
    st = r.leaves[0].final
    assert [c.name for c in st.players["A"].zones["bind"]] == ["兵"]
