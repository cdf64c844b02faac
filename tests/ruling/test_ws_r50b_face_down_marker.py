"""Round 50 (s47wsB): a condition naming a face-down marker's information — the point
face_down_marker_information (3.7.2 against 3.7.2.1; no blank-card rule for a marker as 3.9.2.2.1 /
3.12.2.2.1 are for the level zone and the memory).

Raised once, at a check timing, where a face-down marker lies and a card on the stage has an ability
describing markers by their information; both readings run: ``read`` (the engine's: the card is
what it is) and ``hidden`` (3.7.2: no player may see it, so it matches no name). A face-up marker,
or a condition that only counts markers (3.7.4), raises nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

NAMED = "【永】 このカードの下に「竜の卵」のマーカーがあるなら、このカードのパワーを＋2000。"
COUNTED = "【永】 このカードの下にマーカーがあるなら、このカードのパワーを＋2000。"


def _board(text: str, face: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 宝物庫, type: character, level: 1, power: 4000, soul: 1, text: "{text}"}}
    markers: {{center_front: [{{name: 竜の卵, type: character, face: {face}}}]}}
    deck: 10
  B: {{deck: 10}}
"""


def test_face_down_named_marker_runs_both_readings() -> None:
    y = (
        _board(NAMED, "down")
        + """expect:
  ambiguous: ["3.7.2"]
  readings:
    read: {state: {宝物庫.power: 6000}}
    hidden: {state: {宝物庫.power: 4000}}
  decided_by: ["3.7.2"]
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_face_up_marker_is_read() -> None:
    y = (
        _board(NAMED, "up")
        + """expect:
  state: {宝物庫.power: 6000}
  not_decided_by: ["3.7.2"]
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not any("3.7.2" in w.clauses for w in r.warnings())


def test_counted_marker_raises_nothing() -> None:
    y = (
        _board(COUNTED, "down")
        + """expect:
  state: {宝物庫.power: 6000}
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not any("3.7.2" in w.clauses for w in r.warnings())
