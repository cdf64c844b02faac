"""Round 64 (s61vgR4): 「【永】【(V)】：C＋P＝X（…）」 — the keyword line with a zone label (the
development cards D-PR/1675, 1681, 1682): the ability works only on that circle (11.4.4), so the
calls count (17.16.7.2) while the card is the vanguard, not while it is a rear-guard."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

LINE = "【永】【(V)】：C＋P＝X（あなたのメインフェイズに、ユニットをコールするかオーダーをプレイするたび、次の相手のターン終了時まで、フォーミュラカウントを＋１）"
BOARD = """game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 園長, type: normal, grade: 3, power: 13000, text: "{v}"}}
    left_front: {{name: 妖精, type: normal, grade: 2, power: 9000, text: "{r}"}}
    hand:
      - {{name: イチ, type: normal, grade: 1, power: 8000}}
    formula_count: 0
    deck: 15
  B:
    vanguard: {{name: 番人, type: normal, grade: 3, power: 13000}}
    deck: 15
actions:
  - {{do: call, player: A, card: イチ, circle: right_front}}
expect:
  state:
    A.formula_count: {n}
"""


def test_on_the_vanguard_it_counts() -> None:
    r = resolve(loads(BOARD.format(v=LINE, r="", n=1), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "17.16.7.2" in cited(r)


def test_on_a_rear_guard_it_does_not_work() -> None:
    r = resolve(loads(BOARD.format(v="", r=LINE, n=0), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "17.16.7.2" not in cited(r)
