"""The point ``own_hp_to_zero`` (4.1.2#li1: only 「対戦相手のHPを0にしたとき」 is a condition) asked
where the end of the game is found (``processes.apply_end``, round 55, s52coT2; issue 14), when
both players' HP are known: a player's own card bringing both players to 0 names 4.1.2#li3 too
(both at once, a draw, under the reading the engine takes first); alone at 0, it does not."""

from __future__ import annotations

from typing import Any

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

_BOARD = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 2
    energy: 3
    deck: 10
    hand:
      - {name: 業火, type: spell, cost: 3, text: "すべてのデュエルマスターに2点のダメージを与える。\\n使い捨て"}
  B: {hp: %d, deck: 10}
actions:
  - {do: play, player: A, card: 業火}
"""


def _run(b_hp: int) -> Any:
    return resolve(loads(_BOARD % b_hp, "t.yaml"))


def _raised(r: Any) -> list[tuple[str, ...]]:
    return [tuple(cl) for cl, _both in raised_points(r) if "4.1.2#li1" in cl]


def test_both_at_zero_names_the_draw_item() -> None:
    r = _run(2)
    assert r.outcome.get("draw") is True
    assert any("4.1.2#li3" in c for c in _raised(r))
    assert "4.1.2#li3" in r.decided_by


def test_alone_at_zero_names_only_the_opponent_item() -> None:
    r = _run(10)
    assert r.outcome.get("loser") == "A"
    assert _raised(r) and all("4.1.2#li3" not in c for c in _raised(r))
