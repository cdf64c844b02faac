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
