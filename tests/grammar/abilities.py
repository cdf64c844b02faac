"""Helpers shared by the grammar tests: one ability parsed from a constructed sentence (fully
typed, round trip exact), and the steps of an ability's effect in order."""

from __future__ import annotations

from grammar import ast as A
from grammar.normalise import normalise
from grammar.parse import parse_card
from grammar.render import render


def one_ability(text: str, game: str) -> A.Ability:
    """The one ability of ``text`` parsed for ``game``: parsed with no diagnostics, nothing left
    unparsed, and rendered back to the normalised text exactly."""
    res = parse_card(text, game)
    assert res.ok, res.diagnostics
    assert res.card is not None and len(res.card.abilities) == 1
    assert not res.unparsed, res.unparsed
    assert render(res.card) == normalise(text).text
    return res.card.abilities[0]


def steps(ab: A.Ability) -> list[A.Step]:
    """The steps of an ability's effect, sentence by sentence."""
    assert ab.effect is not None
    return [s for sent in ab.effect.sentences for s in sent.steps]
