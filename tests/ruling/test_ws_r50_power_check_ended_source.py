"""Round 50: the power check (9.5.1) of a character whose power another card's continuous ability
kept above 0 cites why that change ended: the card left, in this run, the zone where its text is
in force (2.12.2.1), a continuous ability making its effect only while in force (8.1.1.3) — for a
『応援』 judged from the back-row slot it left (10.3.2, 3.6.5). ``continuous.ended_clauses`` read by
``processes.apply_power`` (ws/r50_004)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(slot: str, text: str, how: str) -> str:
    return f"""game: ws
title: t
turn: {{player: B, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    deck: 10
    stage:
      center_front: {{name: 支え手前, type: character, level: 0, power: 500, soul: 1}}
      {slot}: {{name: 支え, type: character, level: 1, power: 1500, soul: 1, text: "{text}"}}
  B: {{deck: 10}}
effects:
  - {{target: 支え手前, stat: power, op: add, value: -1000, until: turn, source: "そのターン中、パワーを－1000。"}}
actions:
  - {{do: resolve_text, player: B, text: "相手のキャラを1枚選び、{how}。"}}
choices:
  - {{player: B, at: choose, choose: 支え}}
"""


ASSIST = "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"
OTHERS = "【永】 他のあなたのキャラすべてに、パワーを＋1000。"


def test_assist_returned_to_hand() -> None:
    y = _board("right_back", ASSIST, "手札に戻す") + (
        "expect:\n  state: {支え手前.zone: A.waiting_room}\n"
        '  decided_by: ["9.5.1", "10.3.2", "3.6.5", "2.12.2.1", "8.1.1.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_other_continuous_source_put_into_waiting_room() -> None:
    y = _board("right_front", OTHERS, "控え室に置く") + (
        "expect:\n  state: {支え手前.zone: A.waiting_room}\n"
        '  decided_by: ["9.5.1", "2.12.2.1", "8.1.1.3"]\n  not_decided_by: ["10.3.2"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
