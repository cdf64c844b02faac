"""Round 53 (s50wcvR): a triggered ability's target (4.2.13), chosen as it resolves, may be
addressed ``at: target`` as well as ``at: choose_target`` (docs/scenarios.md, co)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 7, phase: turn_start}
players:
  A:
    hp: 10
    deck: 5
    field:
      - {name: 射手, type: character, gender: 男性, ap: 2, dp: 2, text: "ターン開始時に、対象のキャラクター1体に1点のダメージを与える。"}
      - {name: 兵, type: character, gender: 男性, ap: 1, dp: 1}
  B:
    hp: 5
    deck: 5
actions:
  - {do: turn_start}
choices:
  - {player: A, at: AT, choose: 兵}
expect:
  state: {兵.zone: A.dustbox}
"""


@pytest.mark.parametrize("at", ["target", "choose_target"])
def test_target_choice_addressed(at: str) -> None:
    r = resolve(loads(BOARD.replace("AT", at), "t.yaml"))
    assert not check_expect(r)
