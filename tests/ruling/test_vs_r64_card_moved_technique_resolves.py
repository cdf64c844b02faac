"""8.6.10 cited where an automatic technique resolves though its card changed zones after it was
put in the resolution zone (round 64, s61vswsR2): a face-up surprise sent to the waiting room by
the attacker's trigger first still resolves its -2000/+0."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 5, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 鉄色, level: 2, ap: 3000, dp: 2000, text: "[リング]このカードがアタックした時、相手のサプライズ置場のカードを相手の控え室に置く。"}
    bench: {left: {name: 藤鼠, level: 1, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 黒鳶, level: 2, ap: 1000, dp: 2000}
    surprise: {name: 丁子, level: 1, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→相手のリングのカードを選び、-2000/+0。"}
actions:
  - {do: attack, support: 藤鼠}
choices:
  - {player: B, at: surprise, choose: "yes"}
expect:
  state: {鉄色.ap: 1000}
"""


def test_moved_card_technique_still_resolves_citing_8_6_10() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    steps = [s for s in r.main.trace.steps if s.en.startswith("丁子 has changed zones")]
    assert len(steps) == 1 and steps[0].clauses == ("8.6.10",)
    assert "8.6.10" in r.decided_by
