"""vg rules found by the round-33 blind set moved into development (round 33, s29rulesVG), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: %s, first_player: A}
players:
"""

# ---------------- デリート 7.32: turned face up (7.32.4), changed while deleted (7.32.6, 7.32.6.1),
# ridden upon (7.32.8)

DELETED = (
    HEAD % "%s"
    + """\
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000%s}
    hand: [{name: 後継, type: normal, grade: 3, power: 13000}]
    deck: [{name: 引札, type: normal}, 9]
  B: {vanguard: {name: 使者, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: B, text: "相手のヴァンガードをデリートする。"}
%s"""
)
NOT_DELETED = DELETED.replace(
    '  - {do: resolve_text, player: B, text: "相手のヴァンガードをデリートする。"}\n', ""
)
PLUS = '  - {do: resolve_text, player: A, text: "あなたのヴァンガードを１枚選び、そのターン中、パワー＋3000。"}\n'
UP = '  - {do: resolve_text, player: A, text: "あなたのヴァンガードを表にする。"}\n'


def test_deleted_unit_power_changed_as_usual_7_32_6() -> None:
    r = resolve(loads(DELETED % ("main", "", PLUS) + "ask: [王.power]\n"))
    assert r.outcome["state"]["王.power"] == 3000
    assert {"7.32.6", "7.32.2"} <= set(r.decided_by)


def test_undeleted_power_change_cites_no_deletion_neighbour() -> None:
    r = resolve(loads(NOT_DELETED % ("main", "", PLUS) + "ask: [王.power]\n"))
    assert r.outcome["state"]["王.power"] == 16000
    assert "7.32.6" not in r.decided_by


def test_deleted_unit_turned_face_up_keeps_modification_7_32_4() -> None:
    r = resolve(loads(DELETED % ("main", "", PLUS + UP) + "ask: [王.power, 王.face]\n"))
    assert r.outcome["state"]["王.power"] == 16000
    assert r.outcome["state"]["王.face"] == "up"
    assert {"7.32.4", "7.32.6.1"} <= set(r.decided_by)


def test_deleted_unit_turned_face_up_without_modification() -> None:
    r = resolve(loads(DELETED % ("main", "", UP) + "ask: [王.power]\n"))
    assert r.outcome["state"]["王.power"] == 13000
    assert "7.32.4" in r.decided_by and "7.32.6.1" not in r.decided_by


RIDE = "  - {do: ride_phase, card: 後継}\n  - {do: check_timing}\n"


def test_ride_on_deleted_vanguard_puts_it_face_up_into_soul_7_32_8() -> None:
    r = resolve(loads(DELETED % ("ride", "", RIDE) + "ask: [王.zone, 王.face]\n"))
    assert r.outcome["state"]["王.zone"] == "A.soul"
    assert r.outcome["state"]["王.face"] == "up"
    assert "7.32.8" in r.decided_by


def test_ridden_trigger_of_deleted_vanguard_raises_the_point_both_readings() -> None:
    text = ', text: "【自】：このユニットにライドされた時、１枚引く。"'
    r = resolve(loads(DELETED % ("ride", text, RIDE) + "ask: [引札.zone]\n"))
    assert r.outcome["state"]["引札.zone"] == "A.deck"  # the engine's reading: its text was lost
    assert "7.32.8" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"]["引札.zone"] for x in r.outcome["readings"]] == ["A.hand"]


def test_ridden_trigger_of_undeleted_vanguard_neighbour() -> None:
    text = ', text: "【自】：このユニットにライドされた時、１枚引く。"'
    r = resolve(loads(NOT_DELETED % ("ride", text, RIDE) + "ask: [引札.zone]\n"))
    assert r.outcome["state"]["引札.zone"] == "A.hand"
    assert "7.32.8" not in r.decided_by
    assert "depends_on_reading" not in r.outcome


# ---------------- 記録型マーカー 15.8: counted by name (「あなたの龍樹マーカー１つにつき」), on a unit
# (「このユニットに龍樹マーカーが置かれているなら」 / 「このユニットに置かれている…１つにつき」): they
# follow the unit (15.8.4.3), are erased when it leaves the circles (15.8.4.4)

MARK = (
    HEAD % "main"
    + """\
  A:
    vanguard: {name: 主, type: normal, grade: 3, power: 13000,
      text: "【永】【(V)】：あなたの龍樹マーカー１つにつき、このユニットのパワー＋2000。"}
    left_front: {name: 槍兵, type: normal, grade: 1, power: 7000,
      text: "【永】【(R)】：このユニットに龍樹マーカーが置かれているなら、このユニットのパワー＋5000。"}
    right_front: {name: 弓兵, type: normal, grade: 1, power: 7000}
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: marker, name: 龍樹, unit: %s, player: A}
%s  - {do: check_timing}
ask: [主.power, 槍兵.power]
"""
)


def test_markers_counted_per_marker_and_on_the_unit() -> None:
    r = resolve(loads(MARK % ("槍兵", "")))
    assert r.outcome["state"]["主.power"] == 15000
    assert r.outcome["state"]["槍兵.power"] == 12000


def test_marker_on_another_unit_is_not_on_this_one_neighbour() -> None:
    r = resolve(loads(MARK % ("弓兵", "")))
    assert r.outcome["state"]["主.power"] == 15000
    assert r.outcome["state"]["槍兵.power"] == 7000


def test_marker_follows_its_unit_15_8_4_3() -> None:
    r = resolve(loads(MARK % ("槍兵", "  - {do: move, card: 槍兵, to: left_back}\n")))
    assert r.outcome["state"]["槍兵.power"] == 12000
    assert "15.8.4.3" in r.decided_by


def test_marker_erased_when_its_unit_retires_15_8_4_4() -> None:
    r = resolve(loads(MARK % ("槍兵", "  - {do: retire, card: 槍兵}\n")))
    assert r.outcome["state"]["主.power"] == 13000
    assert "15.8.4.4" in r.decided_by


LEFT = (
    HEAD % "main"
    + """\
  A:
    vanguard: {name: 主, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 1, power: 7000,
      text: "【自】：このユニットがリアガードサークルから退却した時、このユニットに置かれている龍樹マーカー１つにつき、１枚引く。"}
    deck: [{name: 一, type: normal}, {name: 二, type: normal}, 8]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
%s  - {do: retire, card: 槍兵}
  - {do: check_timing}
ask: [二.zone]
"""
)


def test_markers_erased_on_leaving_counted_is_a_reading_point() -> None:
    put = "  - {do: marker, name: 龍樹, unit: 槍兵, player: A}\n"
    r = resolve(loads(LEFT % (put * 2)))
    assert r.outcome["state"]["二.zone"] == "A.deck"  # the engine's reading: none left
    assert "15.8.4.4" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"]["二.zone"] for x in r.outcome["readings"]] == ["A.hand"]


def test_no_marker_erased_no_reading_neighbour() -> None:
    r = resolve(loads(LEFT % ""))
    assert r.outcome["state"]["二.zone"] == "A.deck"
    assert "depends_on_reading" not in r.outcome


# ---------------- an ability word heading the text after the colon, set off by a space (「影縫 …」
# 14.27.1, 「超爆 …」 14.30.1): read as the word printed before a dash — the ability carries it


def _program(text: str) -> object:
    from ruling.abilities import _abilities

    (ab,) = _abilities("vg", text, None)
    assert ab.program is not None, ab.reason
    return ab.program


def test_spaced_ability_word_on_a_trigger_14_27_1() -> None:
    p = _program(
        "【自】【(R)】：影縫 このユニットのヴァンガードへのアタックがヒットしなかった時、１枚引く。"
    )
    assert p.keyword == "shadow_stitch" and p.trigger.event == "not_hit"


def test_spaced_ability_word_on_a_condition_14_30_1() -> None:
    p = _program(
        "【永】【(R)】：超爆 このユニットのパワーが30000以上なら、このユニットのクリティカル＋1。"
    )
    assert p.keyword == "burst" and p.cond.what == "stat"


def test_unknown_word_that_is_no_ability_word_is_still_refused_neighbour() -> None:
    from ruling.abilities import _abilities

    (ab,) = _abilities(
        "vg",
        "【永】【(R)】：謎語 このユニットのパワーが30000以上なら、このユニットのクリティカル＋1。",
        None,
    )
    assert ab.program is None


SHADOW = (
    HEAD % "battle"
    + """\
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    left_front: {name: 影法師, type: normal, grade: 2, power: 9000,
      text: "【自】【(R)】：影縫 このユニットのヴァンガードへのアタックがヒットしなかった時、１枚引く。"}
    deck: [{name: 引札, type: normal}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: %d}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
ask: [引札.zone]
"""
)


def test_shadow_stitch_not_hit_draws() -> None:
    r = resolve(loads(SHADOW % 13000))
    assert r.outcome["state"]["引札.zone"] == "A.hand"
    assert "14.27.1" in r.decided_by


def test_shadow_stitch_hit_does_not_draw_neighbour() -> None:
    r = resolve(loads(SHADOW % 5000))
    assert r.outcome["state"]["引札.zone"] == "A.deck"


# ---------------- 「…を１枚選び、ヴァンガードにライドする」: a ride onto the vanguard circle (6.3.3.3)

RIDE_ONTO = (
    HEAD % "main"
    + """\
  A:
    vanguard: {name: 旧竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 新竜, type: normal, grade: 3, power: 13000}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの手札からグレード３のカードを１枚選び、%sにライドする。"}
ask: [新竜.zone, 旧竜.zone]
"""
)


def test_ride_onto_the_vanguard_by_an_effect() -> None:
    r = resolve(loads(RIDE_ONTO % "ヴァンガード"))
    assert r.outcome["state"] == {"新竜.zone": "A.field.vanguard", "旧竜.zone": "A.soul"}


def test_ride_onto_the_vanguard_circle_neighbour() -> None:
    r = resolve(loads(RIDE_ONTO % "ヴァンガードサークル"))
    assert r.outcome["state"] == {"新竜.zone": "A.field.vanguard", "旧竜.zone": "A.soul"}
