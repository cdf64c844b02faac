"""「あなたが（このカード以外の）《X》の技を使った時」 (round 38, issue 12): the technique used
(8.12.1: one resolved) must have the attribute named (2.15.1) and, with 「このカード以外の」, be of
another card — read on the card and the technique the resolution names."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: vs
title: t
turn: {{player: A, number: 4, phase: ability}}
players:
  A:
    deck: 10
    hand: 0
    ring: {{name: 千早, ap: 2000, dp: 2000, text: "[リング]あなたがこのカード以外の《唄》の技を使った時、あなたは1枚引く。"}}
    bench: {{left: {{name: 律, ap: 1000, dp: 1000, text: "【{name}】《{attr}》[ベンチ][このカードをレストする]あなたは1枚引く。"}}}}
  B:
    deck: 10
    ring: {{name: 美希, ap: 1000, dp: 3000}}
actions:
  - do: ability_phase
    actions:
      - {{do: use, card: 律}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("attr", "hand"), [("唄", 2), ("踊", 1)])
def test_only_a_technique_of_the_attribute_named_triggers_it(attr: str, hand: int) -> None:
    r = resolve(loads(BOARD.format(name="子守唄", attr=attr)))
    assert r.outcome["state"] == {"A.hand": hand}


def test_the_filter_is_kept_in_the_program() -> None:
    from tests.ruling.boards import vs_ability

    other = vs_ability("[リング]あなたがこのカード以外の《唄》の技を使った時、あなたは1枚引く。")
    assert other.program.trigger_used == (("唄",), True, (), ())
    plain = vs_ability("[リング]相手が技を使った時、あなたは1枚引く。")
    assert plain.program.trigger_used is None
