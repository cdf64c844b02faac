"""Monster Collection (mc), round 62 (s59mcR): a count of units by race read as the effect takes
effect, and a race given as 「X/Y」.

1. A scenario's ``race: X/Y`` (or ``attribute:``) is several values, split as the card's own
   「種族:X/Y」 line is (each held, 2.1.22.2 / 2.1.13.3); a unit with both is counted once
   (10.17.1).
2. 【自軍パーティに存在する「種族:XorY」のユニット数】 is counted when the effect takes effect: a race
   changed since the declaration (an answer in the counter chain, 10.16.1) is read as it is then
   (4.1.14), and the ruling cites it.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

USER = (
    "◎[普通]群生の棘〈対象:ユニット1体〉対象に【自軍パーティに存在する「種族:インセクトorプラント」"
    "のユニット数】ダメージを与える。"
)


def _board(answer: bool, both: str = "インセクト/プラント") -> Any:
    respond = (
        """
        respond:
          - {do: use, player: B, card: 呪い師, target: 甲虫兵}"""
        if answer
        else ""
    )
    scn = f"""game: mc
title: count by race
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: 15
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 蟲の森, type: terrain, limit: 9}}
        - {{name: 甲虫兵, type: unit, level: 2, attack: 0, defense: 3, race: インセクト, text: "{USER}"}}
        - {{name: 蟲草, type: unit, level: 1, attack: 0, defense: 3, race: {both}}}
  B:
    deck: 15
    field:
      c3:
        - {{name: 沼地, type: terrain, limit: 8}}
        - {{name: 大蛇, type: unit, level: 3, attack: 0, defense: 9}}
        - {{name: 呪い師, type: unit, level: 1, attack: 0, defense: 9, text: "◎[対抗]変容の呪い〈対象:ユニット1体〉対象を「種族:アンデッド」に変更する。"}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: advance
    units: [甲虫兵, 蟲草]
    to: c3
    dice: {{A: 6, B: 1}}
    first_normal:
      - do: use
        player: A
        card: 甲虫兵
        target: 大蛇{respond}
ask: [大蛇.damage, 蟲草.race]
"""
    return resolve(loads(scn))


@pytest.mark.parametrize("both", ["インセクト/プラント", "[インセクト, プラント]"])
def test_a_unit_of_both_races_counts_once(both: str) -> None:
    r = _board(False, both)
    assert r.outcome["state"]["大蛇.damage"] == 2
    assert sorted(r.outcome["state"]["蟲草.race"]) == ["インセクト", "プラント"]
    assert "4.1.14" not in r.decided_by


def test_a_race_changed_in_the_chain_is_read_at_the_effect() -> None:
    r = _board(True)
    assert r.outcome["state"]["大蛇.damage"] == 1
    assert {"4.1.14", "10.16.1", "10.17.1"} <= set(r.decided_by)
