"""Round 60 (s57vsmcC), issue 12: 「…のカードのパートナーの性別に♥（♠）があるなら」 — the card's
information パートナーの性別 (2.8: printed 「♠」 for male, 「♥」 for female, 2.8.1; several, 2.8.2)
holds that gender, read as 「称号に“X”を含む」 is (2.14.7). Before: 「性別」 was an unknown word
(「the term Unknown」)."""

from __future__ import annotations

import pytest

from ruling.games._vs.techniques import _cond_clauses
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[ベンチ]あなたのリングのカードのパートナーの性別に%sがあるなら、あなたのリングのカードは+500/+0される。"


@pytest.mark.parametrize(("sign", "gender"), [("♥", "女"), ("♠", "男")])
def test_the_compiled_condition(sign: str, gender: str) -> None:
    prog = vs_program(_TEXT % sign)
    assert prog.condition == ("match", "your_ring", (), (("partner_gender", gender),), ())
    assert {"2.8.1", "2.8.2"} <= set(_cond_clauses(prog.condition))


_BOARD = """
game: vs
title: t
turn: {player: B, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, level: 1, ap: 2000, dp: 3000%s}
    bench:
      left: {name: 伊織, level: 1, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 10, ring: {name: 美希, level: 1, ap: 2000, dp: 3000}}
actions: []
ask: [千早.ap]
"""


@pytest.mark.parametrize(
    ("sign", "partner", "ap"),
    [
        ("♥", ", partner_gender: 女", 2500),
        ("♥", ", partner_gender: ♥", 2500),  # given as its sign (2.8.1)
        ("♥", ", partner_gender: 男", 2000),
        ("♠", ", partner_gender: 男/女", 2500),  # one of several (2.8.2)
        ("♠", ", partner_gender: 女", 2000),
    ],
)
def test_the_ring_cards_partner_gender(sign: str, partner: str, ap: int) -> None:
    r = resolve(loads(_BOARD % (partner, _TEXT % sign)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
