"""Round 47 (issue 14): an 【起】【(R)】 ability of a unit on the vanguard circle is refused, citing
both 11.4.4 (an ability with a zone in 【】 works only there) and the activated ability's notation
(11.1.1.1.1: the zone in 【】 is where it may be played); nothing is paid. The same ability on a
rear-guard circle is played."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run

TEXT = "【起】【(R)】：[【カウンターブラスト】(1)] そのターン中、このユニットのパワー+5000。"
BOARD = """
players:
  A:
    %s: {name: 剣聖, grade: 3, power: 13000, text: "%s"}
    %s
    damage: [{name: 傷1, face: up}]
    deck: 10
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 剣聖}
"""


def test_on_the_vanguard_circle_it_is_refused() -> None:
    r = vg_run(BOARD % ("vanguard", TEXT, ""))
    assert r.outcome.get("rejected") is True
    assert {"11.4.4", "11.1.1.1.1"} <= cited(r)


def test_on_a_rear_guard_circle_it_is_played() -> None:
    r = vg_run(BOARD % ("left_front", TEXT, "vanguard: {name: 竜騎士, grade: 3, power: 13000}"))
    assert not r.outcome.get("rejected")
    assert "11.8.2.1" in cited(r)  # played (11.8.2.1), not refused
