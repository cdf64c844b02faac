"""Round 58 (lead): co.unsettled ``left_field_same_card`` (4.2.12, 4.2.5, 3.7.2, 4.2.7) is run under
both readings: a card that left the field and comes back within the duration of an effect it had
is a new card (the effect lost: the engine's own reading) or the same card (the effect on it again
for the rest of its duration). Before: the point was only flagged, the second reading not run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import zones_across_readings

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {{name: 呪, type: spell, cost: 1, text: "使い捨て\\n{period}、対象のキャラクターに「+0:−1」の修正を与える。"}}
      - {{name: 火, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに1点のダメージを与える。"}}
  B:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {{name: 笛, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターを手札に戻す。"}}
    field:
      - {{name: 影, type: character, gender: その他, cost: 1, ap: 1, dp: 2, text: "All Turnでプレイしてもよい"}}
actions:
  - {{do: play, card: 呪, target: 影}}
  - {{do: play, player: B, card: 笛, target: 影}}
  - {{do: play, player: B, card: 影}}
  - {{do: play, card: 火, target: 影}}
ask: [影.zone]
"""


def _zones(period: str) -> list[str]:
    r = resolve(loads(BOARD.format(period=period), "t.yaml"))
    return zones_across_readings(r, "影")


def test_both_readings_are_run() -> None:
    zones = _zones("ターン終了時まで")
    # the new card keeps DP 2 and survives the damage; the same card has DP 1 and crashes
    assert zones == ["B.dustbox", "B.field"]
