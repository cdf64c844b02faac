"""Round 49: a boost by an instruction (7.47.1) is deemed done once for the pair (7.47.1.2.1); a
boost begun by A on B makes 'A boosted B' and 'B was boosted by A' happen (1.3.7.3): 「ブーストされた
時」 triggers on it, and its step cites those clauses. No boost (a rested booster, 7.47.1.1), no
event."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """\
game: vg
title: t
turn: {player: A, number: 7, first_player: A}
players:
  A:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがブーストされた時、１枚引く。"}
    left_back: {name: 支援竜, type: normal, grade: 1, power: 8000, skills: [boost], STATE text: "【自】【(R)】：あなたのヴァンガードがアタックした時、このユニットはあなたのヴァンガードをブーストする。"}
    hand: 0
    deck: 10
  B: {vanguard: {name: 黒鉄の騎士, type: normal, grade: 3, power: 18000}, deck: 10}
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
ask: [A.hand]
"""


def _triggered(r: object) -> list[tuple[str, ...]]:
    return [s.clauses for s in r.main.trace.steps if "誘発し" in (s.ja or "")]  # type: ignore[attr-defined]


def test_a_boost_by_instruction_makes_the_boosted_event() -> None:
    r = resolve(loads(BOARD.replace("STATE ", "")))
    assert r.outcome["state"]["A.hand"] == 2  # the drive check's card and the draw
    assert {"7.47.1.2.1", "1.3.7.3"} <= cited(r)
    assert any({"7.47.1.2.1", "1.3.7.3"} <= set(cl) for cl in _triggered(r))


def test_a_rested_booster_makes_no_boost_and_no_event() -> None:
    r = resolve(loads(BOARD.replace("STATE ", "state: rest, ")))
    assert r.outcome["state"]["A.hand"] == 1  # the drive check's card only
    assert "7.47.1.1" in cited(r)
    assert "1.3.7.3" not in cited(r)
