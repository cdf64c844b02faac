"""vg rules found by the round-26 blind set moved into development (round 26, s22rulesC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 10.7.1.6.1 「‘(特定のユニット)にアタックしてヒットしている’事象」: the trigger
# 「このユニットがリアガードにアタックしてヒットした時」 (the te-form act, then its result) is read as
# 「このユニットのアタックがリアガードにヒットした時」, played at 10.7.1.9 before the hit rear-guard
# retires (10.7.1.10)

HIT = """\
game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットが%sにアタックして%s時、１枚引く。"}
    hand: 0
    deck: [{name: 駆, type: normal}, {name: 引札, type: normal}, 8]
  B:
    vanguard: {name: 騎士, grade: 3, power: %d}
    left_front: {name: 乙, type: normal, grade: 2, power: 8000}
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: %s}
ask: [A.hand, 乙.zone]
"""


def test_a_hit_on_the_rearguard_attacked_triggers_before_it_retires() -> None:
    r = resolve(loads(HIT % ("リアガード", "ヒットした", 13000, "left_front")))
    assert r.outcome["state"] == {"A.hand": 2, "乙.zone": "B.drop"}
    assert not r.outcome.get("may_depend_on_unsupported")
    assert "10.7.1.6.1" in r.decided_by
    steps = r.main.trace.steps
    played = next(s.index for s in steps if s.event == "play_ability")
    retired = next(s.index for s in steps if s.event == "retired")
    assert played < retired  # 10.7.1.9 before 10.7.1.10


@pytest.mark.parametrize(
    ("kind", "result", "power", "target", "hand"),
    [
        # the vanguard attacked, not a rear-guard: 10.7.1.6.1 is not met
        ("リアガード", "ヒットした", 8000, "vanguard", 1),
        # 「…にアタックしてヒットしなかった時」: the attack on the vanguard did not hit (10.7.1.7)
        ("ヴァンガード", "ヒットしなかった", 15000, "vanguard", 2),
    ],
)
def test_the_attacked_unit_and_the_result_are_read(
    kind: str, result: str, power: int, target: str, hand: int
) -> None:
    r = resolve(loads(HIT % (kind, result, power, target)))
    assert r.outcome["state"]["A.hand"] == hand
    assert not r.outcome.get("may_depend_on_unsupported")


# ---------------- 11.11.4 / 11.11.5: 「そのターン中、あなたのリアガードすべてはアタックできない」 — fixed
# on the units there when it arose, or a rule of the game binding a unit called later: a reading
# (group_prohibition_later_units), raised only where a unit arrives later

BAN = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 古兵, type: normal, grade: 1, power: 9000}
    hand: [{name: 新兵, type: normal, grade: 1, power: 9000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 1, power: 8000}
    damage: 0
    deck: 10
actions:
  - {do: main_phase, actions: [{do: resolve_text, player: A, text: "そのターン中、あなたのリアガードすべてはアタックできない。"}%s]}
  - {do: attack, attacker: %s}
ask: [B.damage]
"""


def test_a_group_prohibition_and_a_unit_called_later_is_a_reading() -> None:
    r = resolve(loads(BAN % (", {do: call, card: 新兵, circle: right_front}", "right_front")))
    assert r.outcome["state"] == {"B.damage": 1}  # the engine's: fixed on 古兵 (11.11.4)
    assert "11.11.5" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"B.damage": 0}]


def test_a_unit_there_when_it_arose_is_bound_under_either_reading() -> None:
    """Neighbour: 古兵 was a rear-guard when it arose — refused, no reading raised."""
    r = resolve(loads(BAN % ("", "left_front")))
    assert r.outcome["state"] == {"B.damage": 0}
    assert "readings" not in r.outcome


# ---------------- 8.1.4.2 「ライドデッキ構築の条件(付録D)に従った4枚以上のカード」, 付録D moved out of the
# document: a ride deck without a unit of each grade 0 to 3 is a reading (ride_deck_conditions_outside)

SETUP = """\
game: vg
title: t
turn: {player: A, number: 0}
players:
  A:
    ride_deck:
      - {name: 始まりの竜, type: normal, grade: 0}
      - {name: 一の竜, type: normal, grade: 1}
      - {name: 二の竜, type: normal, grade: 2}
      - {name: 四枚目, type: normal, grade: %d}
    deck:
      - {name: 突撃兵, type: trigger, grade: 0, trigger: critical, count: 4}
      - {name: 引き手, type: trigger, grade: 0, trigger: draw, count: 4}
      - {name: 治癒の乙女, type: trigger, grade: 0, trigger: heal, count: 4}
      - {name: 前衛, type: trigger, grade: 0, trigger: front, count: 4}
      - {type: normal, count: 34}
  B: {deck: [{name: 騎士見習い, type: normal, grade: 0}, 49]}
actions:
  - {do: game_setup, first: A, vanguard: {A: 始まりの竜, B: 騎士見習い}, shuffled: {A: [突撃兵, 引き手, 治癒の乙女, 前衛, 突撃兵]}, mulligan: {A: 0, B: 0}}
ask: [turn.number]
"""


def test_a_ride_deck_without_a_grade_line_is_a_reading_of_appendix_d() -> None:
    r = resolve(loads(SETUP % 1))
    assert r.outcome["state"] == {"turn.number": 1}  # the engine's: 「4枚以上」 only
    assert "8.1.4.2" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"turn.number": 0}]


def test_a_ride_deck_of_grades_0_to_3_raises_no_reading() -> None:
    r = resolve(loads(SETUP % 3))
    assert r.outcome["state"] == {"turn.number": 1}
    assert "readings" not in r.outcome


# ---------------- 7.35.2.1 「ヴァンガードが複数いるなら、それぞれのヴァンガードに」: a legion's mate is a
# vanguard of its own (6.4.3.2) and takes the damage too — no reading (the point legion_mate_takes_damage
# retired in round 49); a lone vanguard takes it alone

LEGION = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 相棒, type: normal, grade: 3, power: 13000}]
    damage: 0
    deck: [{name: 一, type: normal}, {name: 二, type: normal}, 8]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
%s  - {do: resolve_text, player: A, text: "あなたのヴァンガードに１ダメージを与える。"}
ask: [A.damage]
"""


def test_damage_to_a_legions_vanguards_goes_to_each() -> None:
    r = resolve(loads(LEGION % "  - {do: legion, card: 相棒, from: hand}\n"))
    assert r.outcome["state"] == {"A.damage": 2}  # each vanguard (7.35.2.1), the mate one (6.4.3.2)
    assert "readings" not in r.outcome
    assert {"7.35.2.1", "6.4.3.2"} <= set(r.decided_by)


def test_damage_to_a_lone_vanguard_raises_no_reading() -> None:
    r = resolve(loads(LEGION % ""))
    assert r.outcome["state"] == {"A.damage": 1}
    assert "readings" not in r.outcome


# ---------------- deciding clauses: the procedure run again (9.11.10), the step that finds nothing
# to do (10.6.1.2.6), a choice of fewer than asked (1.3.2), the play timing's menu (9.9.2), too few
# circles for a call (6.2.3.2.1.1)

BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000%s}
    hand: %s
    drop: %s
    deck: [{name: 引札, type: normal}, 9]
%s  B: {vanguard: {name: 騎士, grade: 3, power: 30000}, deck: 10}
actions:
%s
ask: [A.hand]
"""


def test_an_end_phase_run_again_cites_9_11_10() -> None:
    text = ', text: "【自】【(V)】：あなたのエンドフェイズ開始時、あなたのドロップから「兵」を１枚選び、(R)にコールする。"'
    drop = '[{name: 兵, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：あなたのエンドフェイズ開始時、１枚引く。"}]'
    r = resolve(loads(BOARD % (text, 0, drop, "", "  - {do: end_phase}")))
    assert r.outcome["state"] == {"A.hand": 1}
    assert {"9.11.10", "9.11.8"} <= set(r.decided_by)


def test_a_drive_checked_card_gone_from_the_trigger_zone_is_not_added() -> None:
    r = resolve(
        loads(
            BOARD.replace(
                "deck: [{name: 引札, type: normal}, 9]",
                'deck: [{name: 魂還り, type: normal, grade: 1, text: "【自】：このカードがあなたのドライブチェックで出た時、このカードをソウルに置く。"}, 9]',
            ).replace("phase: main, ", "")
            % ("", 0, 0, "", "  - {do: attack}")
        )
    )
    assert r.outcome["state"] == {"A.hand": 0}
    assert "10.6.1.2.6" in r.decided_by


def test_a_discard_of_two_with_one_card_discards_it_as_far_as_possible() -> None:
    hand = "[{name: 手札一, type: normal}]"
    act = '  - {do: resolve_text, player: A, text: "手札から２枚捨てる。１枚引く。"}'
    r = resolve(loads(BOARD % ("", hand, 0, "", act)))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "1.3.2" in r.decided_by


def test_an_activated_ability_out_of_the_main_phase_cites_its_menu() -> None:
    text = ', text: "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"'
    board = BOARD.replace("phase: main, ", "").replace(
        "    hand:", "    soul: [{name: 魂, type: normal}]\n    hand:"
    )
    act = "  - {do: attack}\n  - {do: activate, card: 覇竜, allowed: false}"
    r = resolve(loads(board % (text, 0, 0, "", act)))
    assert {"9.9.2", "9.9.2.4"} <= set(r.decided_by)


def test_a_call_with_no_empty_circle_leaves_the_card_where_it_was() -> None:
    units = "".join(
        f"    {c}: {{name: {n}, type: normal, grade: 1, power: 8000}}\n"
        for c, n in (("left_front", "一"), ("right_front", "二"), ("left_back", "三"))
        + (("center_back", "四"), ("right_back", "五"))
    )
    hand = "[{name: 控え, type: normal, grade: 1, power: 8000}]"
    act = '  - {do: resolve_text, player: A, text: "手札から１枚選び、ユニットのいない(R)にコールする。"}'
    r = resolve(loads(BOARD % ("", hand, 0, units, act)))
    assert r.outcome["state"] == {"A.hand": 1}
    assert {"6.2.3.2.1.1", "1.3.2"} <= set(r.decided_by)


# ---------------- 9.11.8 「このエンドフェイズ中に待機状態になったことがない」 and 4.1.8 (a new card): the
# kin of ws's turn_end_returned_card — a card whose ability was pending left and came back: a
# reading (end_phase_returned_card); a card arriving for the first time is none

ENDS = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：あなたのエンドフェイズ開始時、あなたの手札から「%s」を１枚選び、(R)にコールする。"}
    left_front: {name: 甲, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：あなたのエンドフェイズ開始時、このユニットを手札に戻す。"}
    hand: %s
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: pending_order, choose: 甲}
  - {player: A, choose: %s}
  - {player: A, at: circle, choose: right_front}
ask: [%s.zone]
"""


def test_a_vg_end_phase_card_back_on_a_circle_is_a_reading_of_9_11_8() -> None:
    r = resolve(loads(ENDS % ("甲", 0, "甲", "甲")))
    assert r.outcome["state"] == {"甲.zone": "A.hand"}  # the engine's: a new card (4.1.8)
    assert "9.11.8" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [
        {"甲.zone": "A.field.right_front"}
    ]


def test_a_vg_end_phase_card_arriving_for_the_first_time_raises_no_reading() -> None:
    hand = "[{name: 丙, type: normal, grade: 1, power: 8000, text: '【自】【(R)】：あなたのエンドフェイズ開始時、このユニットを手札に戻す。'}]"
    r = resolve(loads(ENDS % ("丙", hand, "丙", "丙")))
    assert r.outcome["state"] == {"丙.zone": "A.hand"}
    assert "readings" not in r.outcome
