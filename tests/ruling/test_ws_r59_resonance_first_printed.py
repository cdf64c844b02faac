"""ws round 59 (s56wsR): 10.13.3.2 — a 共鳴 ability whose cost reveals nothing is used by the
「公開してよい」 first printed in its 共鳴 paragraph. A later reveal done while the first was never
reached (the step it follows not done) uses nothing: 「『共鳴』を使った時」 does not trigger, and the
ruling cites 10.13.3.2 for it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """
game: ws
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hand:
      - {name: 奏者, type: character, level: 0, cost: 0, power: 5000, soul: 1,
         text: "【自】 共鳴 このカードが手札から舞台に置かれた時、あなたは1枚引いてよい。そうしたら、あなたは自分の手札の「第一」を1枚公開してよい。その後、あなたは自分の手札の「第二」を1枚公開してよい。そうしたら、そのターン中、このカードのパワーを＋1000。"}
      - {name: 第二, type: character, level: 0, cost: 0, power: 2000, soul: 1}
    stage:
      left_front: {name: 聴き手, type: character, level: 0, cost: 0, power: 3000, soul: 1,
                   text: "【自】 あなたが『共鳴』を使った時、あなたは1枚引く。"}
    deck: DECK
  B:
    deck: 20
actions:
  - {do: play, card: 奏者, slot: center_front}
"""


def test_a_later_reveal_with_the_first_not_reached_is_not_resonance() -> None:
    # A declines the draw: the first reveal (under 「そうしたら」) is not reached; under the
    # reading that 「そうしたら」 reaches its next sentence only (if_done_reach), the second reveal
    # is done — it is not the first printed one: no 『共鳴』, no draw for 聴き手
    board = BOARD.replace("DECK", "10")
    expect = """choices:
  - {player: A, at: optional, choose: "no"}
  - {player: A, at: optional, choose: "yes"}
expect:
  readings:
    next_sentence_only: {state: {奏者.power: 6000, A.hand: 1}}
"""
    ruling = resolve(loads(board + expect))
    assert check_expect(ruling) == []
    (other,) = [leaf for leaf in ruling.alternates if leaf.outcome["state"]["奏者.power"] == 6000]
    # 聴き手's ability does not trigger, and the ruling says why with 10.13.3.2
    (why,) = [st for st in other.trace if st.event == "not_triggered"]
    assert "10.13.3.2" in why.clauses and "聴き手" in why.ja


def test_the_first_printed_reveal_uses_resonance() -> None:
    # the control: A draws 第一 and reveals it at the first 「公開してよい」 — 『共鳴』 is used,
    # 聴き手 draws
    board = BOARD.replace(
        "DECK",
        "[{name: 第一, type: character, level: 0}, {name: 余り, type: character, level: 0}, 8]",
    )
    expect = """choices:
  - {player: A, at: optional, choose: "yes"}
  - {player: A, at: optional, choose: "yes"}
  - {player: A, at: optional, choose: "no"}
expect:
  triggered: {聴き手: 1}
  state: {余り.zone: A.hand}
  decided_by: ["10.13.3.2"]
"""
    assert check_expect(resolve(loads(board + expect))) == []
