"""vg round 45: both fighters choosing at once (1.3.4: the turn fighter first) — cards of a
non-public zone (the hand) are chosen by the turn fighter without revealing them, then by the other
(1.3.4.1); a choice among public cards cites 1.3.4 alone."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run

BODY = """players:
  A:
    vanguard: {name: 蒼竜, grade: 3, power: 13000}
    left_front: {name: 甲, grade: 1, power: 8000}
    hand: [{name: 手A, grade: 1}]
    deck: 10
  B:
    vanguard: {name: 黒竜, grade: 3, power: 13000}
    left_front: {name: 乙, grade: 1, power: 8000}
    hand: [{name: 手B, grade: 1}]
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
"""


def test_choosing_from_the_hand() -> None:
    r = vg_run(BODY.replace("TEXT", "お互いのファイターは、自分の手札から１枚選び、捨てる。"))
    assert {"1.3.4", "1.3.4.1"} <= cited(r)


def test_choosing_on_the_field() -> None:
    r = vg_run(
        BODY.replace("TEXT", "お互いのファイターは、自分のリアガードを１枚選び、退却させる。")
    )
    got = cited(r)
    assert "1.3.4" in got and "1.3.4.1" not in got
