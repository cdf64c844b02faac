"""「共鳴 あなたは自分の手札の「X」を2枚まで公開してよい。公開したカード1枚につき、…」 (round 65,
s62wsR): a reveal from the hand of up to N (8.6.3.1.1), the cards revealed counted after it. One
revealed: 共鳴 used (10.13.3.2), one card to the stock. None revealed after saying yes: the point
ws.resonance_revealed_none (10.13.3.2 「指定通りに」 / 10.13.1), both run; declined: not used."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: B}
players:
  A:
    level: 1
    stock: 1
    hand:
      - {name: 祈り, type: event, level: 0, cost: 0, text: "共鳴 あなたは自分の手札の「巫女」を2枚まで公開してよい。公開したカード1枚につき、あなたは自分の山札の上から1枚を、ストック置場に置く。"}
      - {name: 巫女, type: character, level: 1, power: 5000, soul: 1}
    deck: 10
    stage:
      center_front: {name: 舞い手, type: character, level: 1, power: 4500, soul: 1, text: "【自】 あなたが『共鳴』を使った時、そのターン中、このカードのパワーを＋1500。"}
  B:
    deck: 10
actions:
  - {do: play, card: 祈り}
choices:
CHOICES
expect:
EXPECT
"""


@pytest.mark.parametrize(
    ("choices", "expect"),
    [
        (
            ["{player: A, at: optional, choose: yes}", "{player: A, choose: 巫女}"],
            "  state: {A.stock: 2, 舞い手.power: 6000}",
        ),
        (
            ["{player: A, at: optional, choose: no}"],
            "  state: {A.stock: 1, 舞い手.power: 4500}",
        ),
        (
            ["{player: A, at: optional, choose: yes}", "{player: A, choose: 0}"],
            "  state: {A.stock: 1}\n"
            '  ambiguous: ["10.13.3.2"]\n'
            "  readings:\n"
            '    - {clauses: ["10.13.3.2", "8.6.3.1.1"], state: {舞い手.power: 6000}}\n'
            '    - {clauses: ["10.13.3.2", "10.13.1"], state: {舞い手.power: 4500}}',
        ),
    ],
    ids=["one-revealed", "declined", "none-revealed"],
)
def test_resonance_reveal_up_to(choices: list[str], expect: str) -> None:
    text = BOARD.replace("CHOICES", "\n".join(f"  - {c}" for c in choices)).replace(
        "EXPECT", expect
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
