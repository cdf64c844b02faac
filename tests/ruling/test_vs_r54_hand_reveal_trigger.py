"""Round 54 (s51vsT), issue 12: 「（あなた|相手）が手札からカードを公開した時」 / 「（あなた|相手）のカードが
手札から公開された時」 — a card of that player's hand revealed (4.12 手札から公開する: as a cost 4.12.1 /
3.1.6, by an effect 4.12.2 / 3.1.7; a [手札] technique's card 4.4.1.1), the card staying in the hand
(3.1.8): a trigger (8.1.1.2) of the player whose hand it is (``your_reveals_hand``) and of its
opponent (``opp_reveals_hand``), and a surprise's [condition] (12.3.1). Once for each act of
revealing. Before: 「the trigger reveal.past」 / 「the trigger reveal.passive_past」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("[リング]あなたが手札からカードを公開した時、あなたは1枚引く。", "your_reveals_hand"),
        ("[リング]相手が手札からカードを公開した時、あなたは1枚引く。", "opp_reveals_hand"),
        ("[リング]相手のカードが手札から公開された時、あなたは1枚引く。", "opp_reveals_hand"),
        ("①[相手のカードが手札から公開された時]→あなたは1枚引く。", "opp_reveals_hand"),
    ],
)
def test_the_compiled_trigger(text: str, trigger: str) -> None:
    assert vs_program(text).trigger == trigger


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 手1, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [A.hand, B.hand]
"""

_MINE = "[リング]あなたが手札からカードを公開した時、あなたは1枚引く。"
_THEIRS = "[リング]相手が手札からカードを公開した時、あなたは1枚引く。"


@pytest.mark.parametrize(
    "use",
    [
        # by an effect (4.12.2)
        "[ベンチ][このカードをレストする]あなたは手札を1枚選び、公開する。",
        # as a cost (4.12.1)
        "[ベンチ][手札を1枚公開する]あなたはこのカードをレストする。",
    ],
)
def test_a_hand_card_revealed_triggers_both_sides(use: str) -> None:
    r = resolve(loads(_BOARD % (_MINE, use, _THEIRS)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == 2  # 手1 (still in the hand, 3.1.8) and the draw
    assert r.outcome["state"]["B.hand"] == 1
    assert "4.12" in set(r.decided_by)


def test_no_reveal_no_trigger() -> None:
    use = "[ベンチ][このカードをレストする]あなたは1枚引く。"
    r = resolve(loads(_BOARD % (_MINE, use, _THEIRS)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == 2  # 手1 and the technique's draw only
    assert r.outcome["state"]["B.hand"] == 0
