"""Round 55 (s52vgF): is a dress origin that goes to the drop with its unit a retired rear-guard?
(the point dress_origin_retired: 7.18.1 / 7.18.2 against 6.7.2.1 / 6.7.5.1). Raised in
``_vg/dress._origins_retire`` only where an automatic ability waits for a retire and the unit
goes from the field to the drop; under ``retired`` the origins go as units (6.7.5.1) and a
「リアガードが退却した時」 sees each."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run

WATCH = "【自】【(V)】：あなたのリアガードが退却した時、そのターン中、このユニットのパワー＋5000。"


def _board(text: str, act: str = "do: retire, card: 剣士") -> Any:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000, text: "{text}"}}
    left_front: {{name: 見習い, type: normal, grade: 1, power: 8000}}
    hand:
      - {{name: 剣士, type: normal, grade: 3, power: 13000, over_dress: [見習い], text: "【オーバードレス】－「見習い」"}}
    deck: 10
  B: {{vanguard: {{name: 魔王, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: overdress, card: 剣士, circle: left_front, effect: true}}
  - {{{act}}}
  - {{do: check_timing}}
ask: [王.power]
"""
    )


def test_both_readings_run() -> None:
    r = _board(WATCH)
    o = r.outcome
    assert {"7.18.2", "6.7.5.1"} <= set(o["depends_on_reading"])
    assert o["state"]["王.power"] == 18000  # the engine's reading: one retire (the unit's)
    other = {x["reading"][0]: x["outcome"] for x in o["readings"]}
    assert other["retired"]["state"]["王.power"] == 23000  # the origin retired too


def test_not_raised_without_a_retire_trigger() -> None:
    r = _board(
        "【自】【(V)】：あなたのリアガードが登場した時、そのターン中、このユニットのパワー＋5000。"
    )
    assert "depends_on_reading" not in r.outcome
    assert not r.reading_points()


def test_not_raised_for_a_move_to_the_hand() -> None:
    r = _board(WATCH, act="do: move, card: 剣士, to: hand")
    assert not r.reading_points()
