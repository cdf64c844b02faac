"""Monster Collection (mc), round 62 (s59mcR): a use refused at 10.1.4 for its card's place
(8.2.2: in a battle only the battle terrain's cards) says its timing notation's refusal too when
that refuses it as well — a [メイン] ability in a battle (10.9.9.1) — and not when the timing
allows it.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _board(timing: str) -> Any:
    scn = f"""game: mc
title: refused for two reasons
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: 15
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 陣屋, type: terrain, limit: 8}}
        - {{name: 若武者, type: unit, level: 2, attack: 3, defense: 3}}
        - {{name: 軍師, type: unit, level: 2, attack: 0, defense: 2, text: "◎[{timing}]鼓舞〈対象:ユニット1体〉対象に「攻撃力:+2」を付与する。"}}
  B:
    deck: 15
    field:
      c3:
        - {{name: 城門, type: terrain, limit: 8}}
        - {{name: 鎧武者, type: unit, level: 3, attack: 1, defense: 5}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: advance
    units: [若武者]
    to: c3
    dice: {{A: 6, B: 1}}
    first_normal:
      - {{do: use, player: A, card: 軍師, target: 若武者, allowed: false}}
ask: [鎧武者.zone]
"""
    return resolve(loads(scn))


@pytest.mark.parametrize(("timing", "also"), [("メイン", True), ("普通", False)])
def test_the_timing_is_said_when_it_refuses_too(timing: str, also: bool) -> None:
    r = _board(timing)
    assert "8.2.2" in r.decided_by
    assert ("10.9.9.1" in r.decided_by) is also
