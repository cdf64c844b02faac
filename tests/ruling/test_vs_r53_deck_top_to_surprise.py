"""Round 53 (s50vsT2), issue 12: 「山札の1番上のカードを裏向き状態でサプライズ置場に置いてよい」 — the
deck's top card put in the surprise zone, face down (3.9.4: 「裏向き状態で」 restates it; the zone
holds one card, 3.9.2, so one card only is read), and 「…にカードが無いなら」 with 無い in kanji (the
normaliser folds 「が無い」 to 「がない」, as it folds other spellings). Before: 「a put of the deck's
top cards to a zone of this kind」 and 「text the grammar could not type」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

_TEXT = (
    "[リング]このカードがアタックした時、あなたのサプライズ置場にカードが無いなら、"
    "山札の1番上のカードを裏向き状態でサプライズ置場に置いてよい。"
)


def test_the_compiled_step() -> None:
    prog = vs_program(_TEXT)
    (op,) = prog.ops
    assert (op.kind, op.who, op.value, op.optional) == ("deck_top", "you", "surprise", True)
    assert prog.condition == ("count", "your_surprise", "eq", 0)


def test_two_cards_stay_refused() -> None:
    assert vs_refused("[リング]このカードがアタックした時、山札の上から2枚をサプライズ置場に置く。")


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 真, ap: 1000, dp: 1000}}
%s
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 真}
choices:
  - {player: A, at: optional, choose: "yes"}
ask: [A.deck, A.surprise]
"""
_SET = "    surprise: [{name: 罠, ap: 1000, dp: 1000}]"


@pytest.mark.parametrize(("surprise", "deck"), [("", 9), (_SET, 10)])
def test_on_a_board(surprise: str, deck: int) -> None:
    r = resolve(loads(_BOARD % (_TEXT, surprise)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["A.deck"], st["A.surprise"]) == (deck, 1)
    if deck == 9:
        assert "3.9.4" in set(r.decided_by)
        (card,) = r.main.final.zone("A", "surprise")
        assert not card.face_up
