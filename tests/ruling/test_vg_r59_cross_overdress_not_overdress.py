"""Round 59 (s56vgR): 「このユニットがオーバードレスで登場した時」 on a unit that appears by cross
overDress does not trigger (6.8.5 「クロスオーバードレスにより登場することはオーバードレスにより登場す
ることではありません」), and the ruling says so citing 6.8.5; 「(R)に登場した時」 triggers (6.8.3.3).
The overDress case itself: tests/ruling/test_vg_keyword_means_r33.py."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

BODY = """\
players:
  A:
    vanguard: {name: 指揮者, type: normal, grade: 3}
    left_front: {name: 歌い手, type: normal, grade: 1}
    left_back: {name: 奏者, type: normal, grade: 1}
    hand: [{name: 歌姫, type: normal, grade: 3, cross_over_dress: [歌い手, 奏者], text: "TEXT"}]
    soul: 1
    deck: 10
  B: {vanguard: {name: 守人, type: normal, grade: 3}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: cross_overdress, card: 歌姫, circle: left_front, origins: [歌い手, 奏者]}]}
"""


def test_cross_overdress_is_no_overdress_appearance() -> None:
    r = vg_run(BODY.replace("TEXT", "【自】：このユニットがオーバードレスで登場した時、１枚引く。"))
    assert zone_names(r, "A", "field.left_front")[0] == "歌姫"
    assert zone_names(r, "A", "hand") == []
    assert "6.8.5" in r.main.decided_by  # the reason nothing triggered


def test_cross_overdress_is_an_appearance_on_a_rear_guard_circle() -> None:
    r = vg_run(BODY.replace("TEXT", "【自】：このユニットが(R)に登場した時、１枚引く。"))
    assert len(zone_names(r, "A", "hand")) == 1
