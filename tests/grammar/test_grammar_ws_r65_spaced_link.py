"""WS 「【永】 リンク 星屑」 — a link in the rules' notation (10.17.2 『リンク (名称)』, no icon
brackets) reads as the icon form 「【永】【リンク】 星屑」: a keyword label with its bare name
(round 65, s62wsR). A name holding punctuation, or a word that only begins like a keyword, is not
read so."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card


def _link_label(text: str) -> A.Label | None:
    card = parse_card(text, "ws").card
    assert card is not None and len(card.abilities) == 1
    ab = card.abilities[0]
    labels = [lb for lb in ab.labels if lb.keyword is not None and lb.keyword.id == "link"]
    return labels[0] if labels else None


@pytest.mark.parametrize("text", ["【永】 リンク 星屑", "【永】 【リンク】 星屑"])
def test_spaced_link_reads_as_the_icon_form(text: str) -> None:
    lb = _link_label(text)
    assert lb is not None
    assert lb.keyword is not None
    assert [(a.slot, a.value) for a in lb.keyword.args] == [("name", A.Name("星屑"))]


def test_a_sentence_is_not_a_link() -> None:
    assert _link_label("【永】 リンク星屑を持つ他のあなたのキャラすべてに、パワーを＋500。") is None
