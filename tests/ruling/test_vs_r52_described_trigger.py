"""Round 52 (s49vsA): a trigger on the card of an event described by a technique attribute —
「あなたのベンチの《X》のカードがサポートした時」 (7.1.3.2.3; 2.15.1: a card with a 《X》 technique is
written 《X》), 「あなたの《X》のカードがアタックした時」, 「あなたのリングの《X》のカードがアタックされた
時」: triggered only when that card holds the attribute (printed or added, 2.15.2), as the texts
of its information are read (2.14.7, ``Program.trigger_info``).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000, attribute: %s,
           text: "[リング]%s、あなたは1枚引く。"}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, attribute: %s}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


def _hand(trigger: str, ring_attr: str, bench_attr: str) -> Any:
    r = resolve(loads(BOARD % (ring_attr, trigger, bench_attr)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]["A.hand"], r.decided_by


SUPPORTS = "あなたのベンチの《太鼓》のカードがサポートした時"
ATTACKS = "あなたの《太鼓》のカードがアタックした時"


def test_the_attributes_are_kept_in_the_program() -> None:
    prog = vs_program(f"[リング]{SUPPORTS}、あなたは1枚引く。")
    assert prog.trigger == "your_supports" and prog.trigger_attributes == ("太鼓",)


@pytest.mark.parametrize(("attr", "drawn"), [("太鼓", 1), ("笛", 0)])
def test_a_support_by_a_card_so_described(attr: str, drawn: int) -> None:
    hand, decided = _hand(SUPPORTS, "笛", attr)
    assert hand == drawn
    if drawn:
        assert "2.15.1" in decided


@pytest.mark.parametrize(("attr", "drawn"), [("太鼓", 1), ("笛", 0)])
def test_an_attack_by_a_card_so_described(attr: str, drawn: int) -> None:
    hand, _ = _hand(ATTACKS, attr, "笛")
    assert hand == drawn
