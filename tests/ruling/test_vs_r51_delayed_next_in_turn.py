"""Round 51 (s48vsC), issue 12: 「このターン中、次に<事象>した時、…」 in a technique's effect — a
delayed trigger (8.6.8 「なんらかの効果により、以降の特定の時点で誘発条件が発生する自動能力が作成さ
れることがあります」) waiting for the next such event only (次に: once, 8.6.8 「一度だけ」), within the
period printed (this turn). The shared reader (``ruling.cardtext.abilities.next_in_period``) lifts
both 次に and the period off the event clause; the delay carries the period (``until``) and the
mark ``NEXT_ONLY``. Before: refused as 「a attack trigger with time」."""

from __future__ import annotations

from ruling.cardtext.abilities import NEXT_ONLY, next_in_period
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = (
    "[ベンチ][このカードをレストする]このターン中、次にあなたのリングのカードがアタックした時、"
    "あなたは1枚引く。"
)


def test_the_delay_keeps_its_period() -> None:
    (delay,) = vs_program(_TEXT).ops
    tag, steps, _text, period = delay.value
    assert (delay.kind, tag, period) == ("delay", "your_attacks", "turn")
    assert [s.kind for s in steps] == ["draw"]
    # without the period: the delay of 「次に…した時」 as before (no period element)
    (plain,) = vs_program(_TEXT.replace("このターン中、", "")).ops
    assert len(plain.value) == 3
    # a (key, value) pair as every ``detail`` entry (round 62: ``dict(op.detail)`` reads it)
    assert NEXT_ONLY == ("next_only", True) and callable(next_in_period)


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "%s"}
      center: {name: 春香, level: 1, ap: 1000, dp: 1000}
      right: {name: 雪歩, level: 1, ap: 1000, dp: 1000}
  B: {deck: 9, ring: {name: 美希, level: 1, ap: 2000, dp: 9000}}
actions:
  - {do: use, card: 律子}
  - {do: attack, support: 春香}
  - {do: attack, support: 雪歩}
ask: [A.hand]
"""


def test_draws_once_over_two_attacks() -> None:
    r = resolve(loads(_BOARD % _TEXT))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == 1
    assert "8.6.8" in r.decided_by
