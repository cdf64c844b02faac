"""「追加コストとして、あなたの手札からカードを1枚クラッシュする。」 (round 64, s61coRC, from
cards_r63 U-1719): the label said as the sentence's lead is the same cost as 「追加コスト:…」 —
prepared with the energy (4.3.2.1 「代用コストや追加コストがあるときは、その分もまとめて用意
します」) and paid with it (4.3.2.3); with nothing to pay it with, the card is not played."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand:
      - {name: 呂色, type: spell, cost: 1, text: "使い捨て\\n追加コストとして、あなたの手札からカードを1枚クラッシュする。\\n対象のキャラクター1体をクラッシュする。"}
%s
  B:
    hp: 20
    deck: 10
    field: [{name: 巨人, type: character, ap: 4, dp: 4}]
actions:
  - {do: play, card: 呂色, target: 巨人}
ask: [巨人.zone, A.energy]
"""
FODDER = "      - {name: 札, type: event, cost: 1}"


def test_the_extra_cost_is_paid_from_the_hand() -> None:
    r = co_run(BOARD % FODDER)
    assert not r.main.rejected
    assert main_state(r, "巨人.zone") == "B.dustbox"
    assert main_state(r, "A.energy") == 2
    assert "4.3.2.1" in decided(r)
    assert any(c.name == "札" for c in r.leaves[0].final.players["A"].zones["dustbox"])


def test_without_a_hand_card_the_card_is_not_played() -> None:
    r = co_run(BOARD % "")
    assert r.main.rejected
    assert main_state(r, "巨人.zone") == "B.field"
    assert main_state(r, "A.energy") == 3
