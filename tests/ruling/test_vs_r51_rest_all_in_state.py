"""Round 51 (s48vsC), issue 12: 「相手のベンチのスタンドしているカードをすべてレストする」 — every card of
that bench in the state named, and only those, put in the other state (4.9.1.2 「スタンド状態のカードを
レスト状態にする事を特に「レストする」と呼びます」; 4.9.1.1 for 「レストしているカードをすべてスタンド
する」): a reversed card (4.9.1.3) is left as it is. Before: refused as 「what the noun phrase
(opponent bench card) names」 (cards_r50 RSQ/008)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[ベンチ][このカードをレストする]相手のベンチのスタンドしているカードをすべてレストする。"


def test_the_compiled_step() -> None:
    (op,) = vs_program(_TEXT).ops
    assert (op.kind, op.who, op.states) == ("rest_all_bench", "opp_bench", ("stand",))
    (plain,) = vs_program(_TEXT.replace("スタンドしている", "")).ops
    assert (plain.kind, plain.states) == ("rest_all_bench", ())


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, level: 1, ap: 2000, dp: 3000}
    bench:
      left: {name: 春香, level: 1, ap: 1000, dp: 1000}
      center: {name: 雪歩, level: 1, ap: 1000, dp: 1000, state: reverse}
actions:
  - {do: use, card: 律子}
ask: [春香.state, 雪歩.state]
"""


def test_rests_only_the_standing_cards() -> None:
    r = resolve(loads(_BOARD % _TEXT))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["春香.state"], st["雪歩.state"]) == ("rest", "reverse")
    assert "4.9.1.2" in r.decided_by
