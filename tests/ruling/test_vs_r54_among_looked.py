"""Round 54 (s51vsT2), issue 12: 「（山札の上からN枚を見る。）その中に…のカードが（M枚以上）あるなら」
— among the cards the look before it showed (4.11.2), how many are so described (《X》 2.15.1,
「…を含む」 2.14.7, 「レベルN」 2.2.1), read as the step is reached (8.6.5). The shared reader names
「その中」 the cards looked at when the step before is a look (``abilities._among_named``); vs says
its runtime reads them (``Vocab.among_looked``): ``("among_looked", attributes, info, stats, cmp,
n)``. Before: 「「その中に」 in a game whose runtime does not keep those cards」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

LEVEL = (
    "[ベンチ][このカードをレストする]あなたは自分の山札の上から3枚を見る。"
    "その中にレベル1のカードがあるなら、あなたは1枚引く。"
)
ATTR = (
    "[ベンチ][このカードをレストする]あなたは自分の山札の上から2枚を見る。"
    "その中に《茶道》を持つカードが2枚あるなら、あなたは1枚引く。"
)


def test_compiled() -> None:
    look, draw = vs_program(LEVEL).ops
    assert (look.kind, look.amount) == ("look", 3)
    assert draw.cond == ("among_looked", (), (), (("level", "eq", 1),), "ge", 1)
    assert vs_program(ATTR).ops[1].cond == ("among_looked", ("茶道",), (), (), "eq", 2)


def test_refused_with_no_look_before() -> None:
    """「その中」 after a step other than a look names no cards this runtime keeps: refused."""
    assert vs_refused(
        "[ベンチ][このカードをレストする]あなたは自分の山札の上から2枚を控え室に置く。"
        "その中にレベル1のカードがあるなら、あなたは1枚引く。"
    )


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [%s, 7]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [A.hand]
"""
_T = '{name: %s, level: %d, text: "【点前】《%s》[リング]このカードは+0/+0される。"}'


def _deck(*cards: tuple[str, int, str]) -> str:
    return ", ".join(_T % c for c in cards)


@pytest.mark.parametrize(
    ("deck", "drawn"),
    [
        # the third card looked at is level 1
        (_deck(("上一", 2, "笛"), ("上二", 3, "笛"), ("上三", 1, "笛")), 1),
        (_deck(("上一", 2, "笛"), ("上二", 3, "笛"), ("上三", 2, "笛")), 0),
    ],
)
def test_level_among_the_cards_looked_at(deck: str, drawn: int) -> None:
    r = resolve(loads(_BOARD % (deck, LEVEL)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn
    assert {"4.11.2", "2.2.1", "8.6.5"} <= set(r.decided_by)


@pytest.mark.parametrize(
    ("deck", "drawn"),
    [
        (_deck(("上一", 2, "茶道"), ("上二", 3, "茶道")), 1),
        # only one of the two looked at; the third card (not looked at) does not count
        (_deck(("上一", 2, "茶道"), ("上二", 3, "笛"), ("上三", 3, "茶道")), 0),
    ],
)
def test_attribute_count_among_the_cards_looked_at(deck: str, drawn: int) -> None:
    r = resolve(loads(_BOARD % (deck, ATTR)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn
    assert {"4.11.2", "2.15.1"} <= set(r.decided_by)
