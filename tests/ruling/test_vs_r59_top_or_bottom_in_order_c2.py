"""Round 59 (s56vsC2): 「…上から2枚を見て、好きな順番で山札の上か下に置く」 — each card looked at on
top or under the deck, the master's pick (8.1.1.5), the cards of each end in the order it chooses
(1.3.1 over 3.2.2); the opponent's deck's cards back into their owner's deck (3.1.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

PEEK = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
      right: {name: 真, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手は1枚引く。"}
  B:
    deck: [{name: 上一}, {name: 上二}, {name: 上三}, 7]
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}, {do: use, card: 真}]}
choices: %s
ask: [上一.zone, 上二.zone, 上三.zone, A.deck, B.deck]
"""

TEXT = "あなたは相手の山札の上から2枚を見て、好きな順番で山札の上か下に置く。"


@pytest.mark.parametrize(
    ("choices", "drawn"),
    [
        # 上一 under the deck, 上二 stays on top: B draws 上二
        ("[{player: A, at: dest, choose: bottom}, {player: A, at: dest, choose: top}]", "上二"),
        # both on top, 上二 put on top of 上一: B draws 上二
        (
            "[{player: A, at: dest, choose: top}, {player: A, at: dest, choose: top},"
            " {player: A, at: order, choose: 上二}]",
            "上二",
        ),
        # both under the deck: B draws 上三
        ("[{player: A, at: dest, choose: bottom}, {player: A, at: dest, choose: bottom}]", "上三"),
    ],
)
def test_each_card_to_either_end(choices: str, drawn: str) -> None:
    r = resolve(loads(PEEK % (TEXT, choices)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = r.outcome["state"]
    assert [n for n in ("上一", "上二", "上三") if got[f"{n}.zone"] == "B.hand"] == [drawn]
    assert got["A.deck"] == 10  # nothing of B's in A's deck (3.1.4)
    assert got["B.deck"] == 9
    assert "8.1.1.5" in r.decided_by, r.decided_by


def test_one_card_still_place_looked() -> None:
    text = "あなたは相手の山札の上から1枚を見て、山札の上か下に置く。"
    r = resolve(loads(PEEK % (text, "[{player: A, at: dest, choose: deck@bottom}]")))
    assert r.outcome["state"]["上二.zone"] == "B.hand"
