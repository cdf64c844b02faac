"""Round 58 (s55vsR): 「山札の上から1枚を、あなたの手札に加える」 while 「…はカードを引けない」 is in
force for that player — a draw the prohibition stops (4.10.2's very move; 1.3.3) or another of
the moves deck → hand (4.10.1 「行動の一つ」)? The audit's ``deck_top_to_hand_draw``, raised only
where such a prohibition is in force: both readings run, the engine's (not a draw) first."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
%s
players:
  A:
    deck: [{name: 小萩, level: 1, ap: 1000, dp: 1000}, 9]
    hand: 0
    ring: {name: 菜摘, level: 2, ap: 2000, dp: 2000}
    bench: {left: {name: 藤乃, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたの山札の上から1枚を、あなたの手札に加える。"}}
  B: {deck: 10, ring: {name: 朱莉, level: 1, ap: 1000, dp: 2000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 藤乃}]}
ask: [A.hand, 小萩.zone]
"""
_BAN = """effects:
  - {target: A, stat: draw, op: prohibit, until: turn, source: "このターン、あなたはカードを引けない。"}"""


def test_under_a_draw_prohibition_both_readings() -> None:
    r = resolve(loads(_BOARD % _BAN))
    assert r.outcome["state"]["小萩.zone"] == "A.hand"
    assert [lf.outcome["state"]["小萩.zone"] for lf in r.alternates] == ["A.deck"]
    assert {"4.10.1", "1.3.3"} <= set(r.decided_by)


def test_no_prohibition_no_point() -> None:
    r = resolve(loads(_BOARD % ""))
    assert r.outcome["state"]["小萩.zone"] == "A.hand"
    assert not r.alternates
