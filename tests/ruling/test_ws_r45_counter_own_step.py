"""ws round 45: the turn player playing a counter event in its own counter step is refused — that
play timing is given to the non-turn player alone (7.4.1.2, and what a play timing is, 4.5.1); the
non-turn player's play of it is not refused."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1}}
    hand: [HAND_A]
    deck: [{name: 札, type: character, trigger: none}, 5]
  B:
    stage: {center_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}}
    hand: [HAND_B]
    deck: [{name: 受1, type: character, trigger: none}, 5]
actions:
  - do: attack
    slot: center_front
    kind: front
    counter: [{do: play, player: WHO, card: 奮起}]
"""
EVENT = (
    '{name: 奮起, type: event, level: 0, cost: 0, text: "【カウンター】 あなたは自分のキャラを1枚選び、'
    'そのターン中、パワーを＋2000。"}'
)


def _run(who: str) -> object:
    a, b = (EVENT, "") if who == "A" else ("", EVENT)
    src = FILE.replace("HAND_A", a).replace("HAND_B", b).replace("WHO", who)
    return resolve(loads(src))


def test_the_turn_player_is_refused() -> None:
    r = _run("A")
    assert r.main.rejected  # type: ignore[attr-defined]
    assert {"7.4.1.2", "4.5.1"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_the_non_turn_player_plays_it() -> None:
    r = _run("B")
    assert not r.main.rejected  # type: ignore[attr-defined]
