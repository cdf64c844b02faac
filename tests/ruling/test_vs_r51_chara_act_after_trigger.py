"""Round 51: the character phase's acts are done only while the resolution zone is empty
(6.5.1.2); an ability a play made trigger waits there until a check timing (3.8.3) and resolves
before the next act (4.7.1.3). A play whose trigger stands an energy again pays for the next
play with it (it was refused: the second play came before the trigger resolved)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 5, phase: chara}
players:
  A:
    deck: 10
    energy: [{name: E1, state: stand}, {name: E2, state: stand}]
    hand:
      - {name: 甲, level: 2, ap: 2000, dp: 2000, TEXT}
      - {name: 乙, level: 1, ap: 1000, dp: 1000}
    ring: {name: 丙, level: 1, ap: 2000, dp: 2000}
    bench: {left: empty, center: empty, right: empty}
  B: {deck: 10, ring: {name: 丁, level: 1, ap: 2000, dp: 3000}}
actions:
  - {do: play, card: 甲, to: left}
  - {do: play, card: 乙, to: center, allowed: ALLOWED}
expect:
  EXPECT
"""

STAND = 'text: "[ベンチ]このカードがプレイされた時、あなたのエネルギーを1枚選び、スタンドする。"'


def _run(text: str, allowed: str, expect: str) -> object:
    b = BOARD.replace("TEXT", text).replace("ALLOWED", allowed).replace("EXPECT", expect)
    return resolve(loads(b, "t.yaml"))


def test_the_trigger_resolves_before_the_next_play() -> None:
    r = _run(
        STAND,
        "true",
        "state: {乙.zone: A.bench.center, E1.state: rest, E2.state: rest}\n"
        '  decided_by: ["6.5.1.2", "3.8.3"]',
    )
    assert check_expect(r) == []


def test_with_nothing_triggered_the_next_play_is_refused() -> None:
    r = _run("text: null", "false", "state: {乙.zone: A.hand}")
    assert check_expect(r) == []
