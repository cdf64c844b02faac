"""Round 50 (s47vsA), issue 12: 「あなたは自分の山札を上から3枚まで見て、好きな順番で山札の上に置く」
— a look up to N (4.11.3: the player may stop before each card, 4.11.3.1, or look at one more,
4.11.3.2, N at most, 4.11.3.3) followed by the cards seen put back on top in the order the
player chooses (1.3.1 over 3.2.2): what is put back is the cards seen, as many as the player
chose. Before: refused as 「a look up to N followed by other steps」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "あなたは自分の山札を上から3枚まで見て、好きな順番で山札の上に置く。"


def test_the_compiled_steps() -> None:
    look, reorder = vs_program("[ベンチ][このカードをレストする]" + _TEXT).ops
    assert (look.kind, look.amount, look.value) == ("look", 3, "up_to")
    assert reorder.kind == "reorder"


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 上一}, {name: 上二}, {name: 上三}, {name: 上四}, 6]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
      right: {name: 真, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}, {do: use, card: 真}]}
choices: %s
ask: [上一.zone, 上二.zone, 上三.zone, 上四.zone, A.deck]
"""


@pytest.mark.parametrize(
    ("choices", "drawn"),
    [
        # two looked at, the second put on top
        ("[{player: A, at: look, choose: 2}, {player: A, at: order, choose: 上二}]", "上二"),
        ("[{player: A, at: look, choose: 3}, {player: A, at: order, choose: 上三}]", "上三"),
        # none looked at: nothing put back, the deck as it was
        ("[{player: A, at: look, choose: 0}]", "上一"),
    ],
)
def test_the_cards_seen_are_put_back_in_the_order_chosen(choices: str, drawn: str) -> None:
    r = resolve(loads(_BOARD % (_TEXT, choices)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    got = r.outcome["state"]
    assert [n for n in ("上一", "上二", "上三", "上四") if got[f"{n}.zone"] == "A.hand"] == [drawn]
    assert got["A.deck"] == 9
    assert "4.11.3" in r.decided_by
