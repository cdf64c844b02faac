"""Round 47 (issue 14): 「山札の上からN枚を…に置く」 with N > 1 moves the deck's cards one at a time,
N times (7.6.2, 4.5.3), the ruling citing it; when the deck holds fewer, the moves it has no card
for are not done (1.3.2) and the empty deck loses at the next check timing (13.2.3)."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    deck: [{name: 残1}, {name: 残2}%s]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "あなたの山札の上から3枚をドロップゾーンに置く。"}
"""


def test_three_from_a_deck_of_four_cites_the_repeated_move() -> None:
    r = vg_run(BOARD % ", {name: 残3}, {name: 残4}")
    assert sorted(zone_names(r, "A", "drop")) == ["残1", "残2", "残3"]
    assert {"7.6.1", "7.6.2", "4.5.3"} <= cited(r)
    assert "1.3.2" not in cited(r)
    assert r.outcome.get("loser") is None


def test_three_from_a_deck_of_two_moves_two_and_loses() -> None:
    r = vg_run(BOARD % "")
    assert sorted(zone_names(r, "A", "drop")) == ["残1", "残2"]
    assert {"7.6.2", "1.3.2", "13.2.3"} <= cited(r)
    assert r.outcome.get("loser") == "A"
