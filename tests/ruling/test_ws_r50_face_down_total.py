"""Round 50: a total of a number over the level zone (「あなたのレベル置場のカードのレベルの合計が
N以上なら」) reads a face-down card there as a blank card with no information (3.9.2.2.1), its
level 0 (2.19.1: 「それが本来数値である場合は 0…を参照します」) — not its printed level. The
condition cites both clauses where it is read (ws/r50_017)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "【永】 あなたのレベル置場のカードのレベルの合計が2以上なら、このカードのパワーを＋1000。"


def _board(face: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level:
      - {{name: 表, type: character, level: 1, color: red}}
      - {{name: 伏, type: character, level: 1, color: red, face: {face}}}
    stage:
      center_front: {{name: 数え手, type: character, level: 1, power: 3000, soul: 1, text: "{TEXT}"}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
"""


def test_face_down_level_card_counts_zero() -> None:
    y = _board("down") + (
        'expect:\n  state: {数え手.power: 3000}\n  decided_by: ["3.9.2.2.1", "2.19.1", "8.3.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_face_up_level_cards_count_their_levels() -> None:
    y = _board("up") + 'expect:\n  state: {数え手.power: 4000}\n  not_decided_by: ["2.19.1"]\n'
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
