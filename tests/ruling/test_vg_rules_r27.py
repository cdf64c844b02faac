"""vg rules found by the round-27 blind set moved into development (round 27, s23rulesC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 10.5.1.2.1.1 「…またはアタックされているユニットが存在しない場合、防御指定ファイター
# は自動的にパスを選択したことになります」: from the guard step's first play timing on (the attacked
# unit retired at the attack step's check timing, 10.4.1.13)

GONE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    left_front:
      {name: 刃兵, type: normal, grade: 2, power: 10000,
       text: "【自】【(R)】：このユニットがアタックした時、%s"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 盾兵, type: normal, grade: 1, power: 8000}
    hand: [{name: 大盾, type: normal, grade: 1, shield: 10000}]
    damage: 1
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.right_front, guard: [大盾]}
choices:
  - {player: A, choose: 盾兵}
ask: [大盾.zone, 盾兵.zone]
"""


def test_no_attacked_unit_at_the_guard_step_is_an_automatic_pass() -> None:
    r = resolve(loads(GONE % "相手のリアガードを１枚選び、退却させる。"))
    assert r.outcome["state"] == {"大盾.zone": "B.hand", "盾兵.zone": "B.drop"}
    assert "10.5.1.2.1.1" in r.decided_by
    assert not r.outcome.get("may_depend_on_unsupported")


def test_the_attacked_unit_still_there_may_be_guarded() -> None:
    """Neighbour: the ability does nothing to the attacked unit — the guard is called."""
    r = resolve(loads(GONE % "１枚引く。"))
    # called to (G), then put into the drop at the close step (10.8.1.2)
    assert r.outcome["state"] == {"大盾.zone": "B.drop", "盾兵.zone": "B.field.right_front"}
    assert "10.5.1.2.1.1" not in r.decided_by


# ---------------- 「同じ縦列の後列のユニットのいない(R)に移動する」: the column and the row said before
# 「ユニットのいない」 are the circle's (read as 「空いている同じ縦列の後列の(R)」); an order names no
# unit of its own (11.8.5.3 has none to name): the column is the moved unit's own (4.9.1.1)

MOVE = """\
game: vg
title: t
turn: {player: B, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 盾兵, type: normal, grade: 1, power: 8000}
%s    deck: 10
actions:
  - {do: resolve_text, player: B, text: "あなたの前列のリアガードを１枚選び、同じ縦列の後列のユニットのいない(R)に移動する。"}
choices:
  - {player: B, choose: 盾兵}
ask: [B.left_back, B.left_front]
"""


def test_an_order_moves_a_unit_back_in_its_own_column_to_an_empty_circle() -> None:
    r = resolve(loads(MOVE % ""))
    assert r.outcome["state"] == {"B.left_back": ["盾兵"], "B.left_front": []}
    assert not r.outcome.get("may_depend_on_unsupported")


def test_an_occupied_back_circle_of_the_column_is_no_destination() -> None:
    """Neighbour: a unit on the back circle of that column — no circle to move to."""
    r = resolve(loads(MOVE % "    left_back: {name: 後衛, type: normal, grade: 1, power: 6000}\n"))
    assert r.outcome["state"] == {"B.left_back": ["後衛"], "B.left_front": ["盾兵"]}


@pytest.mark.parametrize(
    "text",
    [
        "あなたの前列のリアガードを１枚選び、同じ縦列の後列のユニットのいない(R)に移動させる。",
        "あなたの前列のリアガードを１枚選び、同じ縦列のユニットのいない後列の(R)に移動させる。",
    ],
)
def test_the_word_orders_of_an_empty_circle_of_a_column_compile(text: str) -> None:
    from ruling import abilities
    from ruling.rules import get_game

    get_game("vg")
    (ab,) = abilities._abilities("vg", text, "blitz")
    assert ab.supported, ab.reason
    move = ab.program.steps[-1]
    assert dict(move.detail)["dest_states"] == ("empty",)
    assert "dest_column" in dict(move.detail)


# ---------------- 1.3.2 「…その一部のみ実行不可能な場合、可能な限りその行動を行います」: a counter
# charge of two with one face-down card turns that one, because of the principle

CHARGE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    damage: [{name: 裏傷, type: normal, face: down}, %s{name: 表二, type: normal}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "【カウンターチャージ】(2)。"}
ask: [裏傷.face]
"""


def test_a_counter_charge_beyond_the_face_down_cards_is_done_as_far_as_it_can() -> None:
    r = resolve(loads(CHARGE % "{name: 表一, type: normal}, "))
    assert r.outcome["state"] == {"裏傷.face": "up"}
    assert {"7.26.1", "1.3.2"} <= set(r.decided_by)


def test_a_counter_charge_with_enough_face_down_cards_needs_no_principle() -> None:
    """Neighbour: two face-down cards — both turned, 1.3.2 not cited."""
    r = resolve(loads(CHARGE % "{name: 裏二, type: normal, face: down}, "))
    assert r.outcome["state"] == {"裏傷.face": "up"}
    assert "1.3.2" not in r.decided_by


# ---------------- 1.3.2 and the heal trigger (11.10.2.6): 0 ≥ 0 holds and there is nothing to heal —
# not done; the power is given all the same (11.10.3.2)

HEAL = """\
game: vg
title: t
turn: {player: A, number: 4, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    damage: %d
    deck: [{name: 癒し手, type: trigger, grade: 0, trigger: heal, trigger_power: 10000}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: %d
    deck: 10
actions:
  - {do: attack, attacker: vanguard}
choices:
  - {player: A, choose: 竜王}
ask: [A.damage]
"""


def test_a_heal_with_no_damage_card_is_not_done_by_the_principle() -> None:
    r = resolve(loads(HEAL % (0, 0)))
    assert r.outcome["state"]["A.damage"] == 0
    assert {"11.10.2.6", "1.3.2"} <= set(r.decided_by)


def test_a_heal_condition_unmet_is_no_impossibility() -> None:
    """Neighbour: fewer damage cards than the opponent's — the condition fails, no 1.3.2."""
    r = resolve(loads(HEAL % (0, 1)))
    assert r.outcome["state"]["A.damage"] == 0
    assert "1.3.2" not in r.decided_by


# ---------------- 12.2.1.1 「起動能力が‘使えない’状態にある場合、該当する起動能力をプレイできません」:
# cited by the play refused (``ActionDef.prohibited_by``)

UNUSABLE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    left_front:
      {name: 魔導士, type: normal, grade: 2, power: 10000,
       text: "【起】【(R)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"}
    damage: [{name: 表傷, type: normal}, 1]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
%sactions:
  - {do: activate, card: 魔導士}
ask: [A.hand]
"""


def test_an_unusable_activated_ability_is_refused_citing_12_2_1_1() -> None:
    ban = "effects:\n  - {target: 魔導士, stat: activate, op: prohibit, until: turn, source: 使えない}\n"
    r = resolve(loads(UNUSABLE % ban))
    assert r.outcome["state"] == {"A.hand": 0}
    assert "12.2.1.1" in r.decided_by


def test_a_usable_activated_ability_is_played() -> None:
    """Neighbour: no prohibition — played, A draws."""
    r = resolve(loads(UNUSABLE % ""))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "12.2.1.1" not in r.decided_by


# ---------------- 10.8.1.3: a unit put on a circle during the close step holds a 「バトル終了時」
# ability never pending in it — 10.8.1.1 again, for that ability only

CLOSE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard:
      {name: 召喚竜, type: normal, grade: 3, power: 13000,
       text: "【自】【(V)】：このユニットがアタックしたバトル終了時、あなたの手札からカードを１枚選び、(R)にコールする。"}
    hand:
      - {name: 後詰, type: normal, grade: 1, power: 8000, text: "%s"}
    deck: [{name: 外れ, type: normal, grade: 1}, {name: 引札, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: attack, attacker: vanguard}
choices:
  - {player: A, choose: 後詰}
  - {player: A, at: circle, choose: left_back}
ask: [引札.zone]
"""


def test_a_unit_called_in_the_close_step_gets_its_battle_end_ability() -> None:
    r = resolve(
        loads(CLOSE % "【自】【(R)】：あなたのヴァンガードがアタックしたバトル終了時、１枚引く。")
    )
    assert r.outcome["state"] == {"引札.zone": "A.hand"}
    assert {"10.8.1.3", "10.8.1.1"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_unit_called_in_the_close_step_with_another_ability_triggers_nothing() -> None:
    """Neighbour: its ability is no battle-end one — nothing is drawn, the calling ability does
    not become pending again."""
    r = resolve(loads(CLOSE % "【自】【(R)】：このユニットがアタックした時、１枚引く。"))
    assert r.outcome["state"] == {"引札.zone": "A.deck"}
    pend = [s for s in r.main.trace.steps if s.event == "pending"]
    assert len(pend) == 1


# ---------------- 9.5.1 「ライドデッキがあるプレイヤー」 with every card of the ride deck gone from its
# zone (`ride_deck: []`): the zone or the fighter who built one — the audit's ride_deck_emptied

ASSIST = """\
game: vg
title: t
turn: {player: A, number: 7, phase: draw, first_player: A}
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
%s    hand: [{name: 兵, type: normal, grade: 0, power: 5000}, {name: 盾, type: normal, grade: 1, power: 8000}]
    deck: [{name: 引札, type: normal, grade: 1}, {name: 覇竜, type: normal, grade: 3, power: 13000}, 8]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: draw_phase, g_assist: 覇竜, g_assist_remove: [兵, 盾]}
ask: [覇竜.zone]
"""


def test_an_emptied_ride_deck_zone_is_a_reading_of_9_5_1() -> None:
    r = resolve(loads(ASSIST % "    ride_deck: []\n"))
    assert r.outcome["state"] == {"覇竜.zone": "A.hand"}  # the zone reading: G assist
    assert "9.5.1" in r.outcome["depends_on_reading"]
    other = next(x["outcome"] for x in r.outcome["readings"] if "built_one" in x["reading"])
    assert other["state"] == {"覇竜.zone": "A.deck"}


def test_no_ride_deck_given_is_a_g_assist_with_no_reading() -> None:
    """Neighbour: the file gives no ride deck — the step is carried out, nothing raised."""
    r = resolve(loads(ASSIST % ""))
    assert r.outcome["state"] == {"覇竜.zone": "A.hand"}
    assert "depends_on_reading" not in r.outcome


def test_a_ride_deck_with_cards_skips_the_step() -> None:
    """Neighbour: cards in the ride deck zone — skipped under either reading, no point raised."""
    r = resolve(loads(ASSIST % "    ride_deck: [{name: 大竜, type: normal, grade: 3}]\n"))
    assert r.outcome["state"] == {"覇竜.zone": "A.deck"}
    assert "depends_on_reading" not in r.outcome


# ---------------- audit of the close step (round 27): a card whose battle-end ability was pending in
# this close step left its zone and came back — the audit's close_step_returned_card (the kin of
# end_phase_returned_card): the new card's ability (pending again, the engine's reading) or the
# same one

RETURNED = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard:
      {name: 召喚竜, type: normal, grade: 3, power: 13000,
       text: "【自】【(V)】：このユニットがアタックしたバトル終了時、あなたのリアガードを１枚選び、手札に戻す。その後、あなたの手札からカードを１枚選び、(R)にコールする。"}
    left_back: {name: 後詰, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：あなたのヴァンガードがアタックしたバトル終了時、１枚引く。"}
    hand: 0
    deck: [{name: 外れ, type: normal, grade: 1}, {name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: attack, attacker: vanguard}
choices:
  - {player: A, choose: 召喚竜}
  - {player: A, choose: 後詰}
  - {player: A, choose: 後詰}
  - {player: A, at: circle, choose: left_back}
ask: [A.hand]
"""


def test_a_card_back_in_the_close_step_is_a_reading_of_10_8_1_3() -> None:
    r = resolve(loads(RETURNED))
    assert {"10.8.1.3", "4.1.8"} <= set(r.outcome["depends_on_reading"])
    same = next(x["outcome"] for x in r.outcome["readings"] if "same_ability" in x["reading"])
    assert same["state"]["A.hand"] == r.outcome["state"]["A.hand"] - 1
