"""Round 60 (s57vsmcC), issue 12: 「（この|その）カードの技が《X》なら」 — the card's techniques hold the
technique attribute X — read as 「（この|その）カードが《X》なら」 (2.15.1 「「《ヒーロー》技を持つカード」は単に
《ヒーロー》と表される」: a card holds the attributes its techniques print, or are added, 2.15.2).
Before: refused as 「what the noun phrase (that technique) names」. 「相手の技が《X》」 (a technique,
not a card's) is not read so."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.games._vs.cardtext import _rewrite
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability

_TEXT = (
    "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、相手の控え室に置く。"
    "%sが《怪談》なら、あなたは2枚引く。"
)


def _cond(text: str) -> A.Action:
    card = _rewrite(parse_card(text, "vs").card)
    return card.abilities[0].effect.sentences[-1].steps[0].condition.clause


def test_read_as_the_card_described() -> None:
    got = _cond(_TEXT % "そのカードの技")
    want = _cond(_TEXT % "そのカード")
    assert got == want


def test_an_opponents_technique_is_not_a_card() -> None:
    text = (
        "[ベンチ][このカードをレストする]あなたは1枚引く。相手の技が《怪談》なら、あなたは1枚引く。"
    )
    subj = _cond(text).args[0].value
    assert subj.terms[-1] == A.CardKind("technique")


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 甲, level: 1, ap: 1000, dp: 1000, state: stand, text: "%s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 1000%s}
actions:
  - {do: use, card: 甲}
ask: [A.hand, 雪歩.zone]
"""


@pytest.mark.parametrize(
    ("extra", "hand"),
    [
        (", attribute: 怪談", 2),
        (', text: "【怪談話】《怪談》[ベンチ]あなたのリングのカードは+500/+0される。"', 2),
        (', text: "【落語】《落語》[ベンチ]あなたのリングのカードは+500/+0される。"', 0),
        ("", 0),
    ],
)
def test_the_chosen_cards_techniques(extra: str, hand: int) -> None:
    assert vs_ability(_TEXT % "そのカードの技").supported
    r = resolve(loads(_BOARD % (_TEXT % "そのカードの技", extra)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["雪歩.zone"] == "B.waiting"
    assert r.outcome["state"]["A.hand"] == hand
