"""Spans relative to their frame (``grammar.ast.FRAMES``) and the sentence memo built on them.

A sentence's typed content depends on its text alone, so one typed sentence is shared by every
card that prints it (no copy); its offset in a card is kept once, on the ``Sentence`` (and the
``Trigger``, ``Condition``, ``CostItem``) node. Sharing needs the nodes to be immutable: they
are (frozen under the tests), so no caller can change what another card reads.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pytest

from grammar import ast as A
from grammar import parse as P
from grammar.build import absolute_span, frame_base
from grammar.check import to_jsonable


def _spans(node: object, base: int = 0) -> Iterator[tuple[object, A.Span]]:
    """Every node with a position, with its span in the card's text (frames resolved)."""
    if isinstance(node, tuple):
        for x in node:
            yield from _spans(x, base)
        return
    fields = getattr(node, "__dataclass_fields__", None)
    if not fields or isinstance(node, A.Span):
        return
    span = getattr(node, "span", None)
    if isinstance(span, A.Span) and span.end > span.start:
        yield node, absolute_span(span, base)
    frame = A.FRAMES.get(type(node))
    for name in fields:
        if name != "span":
            inner = frame_base(node, base) if name == frame else base
            yield from _spans(getattr(node, name), inner)


def test_a_sentence_printed_twice_is_typed_once_and_shared() -> None:
    P.clear_caches()
    line = "このカードのパワーを＋1000。"
    a = P.parse_card(f"【永】 {line}", "ws").card
    b = P.parse_card(f"【自】 このカードがアタックした時、{line}", "ws").card
    assert a is not None and b is not None
    sa = a.abilities[0].effect.sentences[0]  # type: ignore[union-attr]
    sb = b.abilities[0].effect.sentences[0]  # type: ignore[union-attr]
    assert sa.span.start != sb.span.start  # printed at other offsets
    assert all(x is y for x, y in zip(sa.steps, sb.steps, strict=True))  # shared, not moved
    assert sa.steps[0].span == A.Span(0, len(line) - 1)  # relative to the sentence
    for card, s in ((a, sa), (b, sb)):  # check-card's JSON gives the card's offsets
        sentence = to_jsonable(card)["abilities"][0]["effect"]["sentences"][0]  # type: ignore[index]
        assert sentence["span"] == [s.span.start, s.span.end]
        assert sentence["steps"][0]["span"] == [s.span.start, s.span.end]
    P.clear_caches()


def test_nodes_shared_by_the_memo_cannot_be_changed() -> None:
    """A caller that assigns a field of a returned node (here: of a step two cards share)
    fails, and the memo still gives the fresh typing."""
    P.clear_caches()
    text = "【永】 このカードのパワーを＋1000。"
    card = P.parse_card(text, "ws").card
    assert card is not None and A.FROZEN
    step = card.abilities[0].effect.sentences[0].steps[0]  # type: ignore[union-attr]
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.span = A.Span(5, 6)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.body.span.start = 7  # type: ignore[misc, union-attr]
    again = P.parse_card("【起】［(1)］ このカードのパワーを＋1000。", "ws").card
    P.clear_caches()
    fresh = P.parse_card("【起】［(1)］ このカードのパワーを＋1000。", "ws").card
    assert again is not None and fresh is not None
    assert to_jsonable(again) == to_jsonable(fresh)
    P.clear_caches()


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_every_span_lies_in_its_card_and_frame(
    game: str, corpus: Callable[[str], list[dict]]
) -> None:
    """Over a corpus sample: each position, resolved through its frames, lies inside the card
    text, a sentence's covers its text, and each untyped part's covers exactly its text."""
    P.clear_caches()
    for rec in corpus(game)[::4]:
        res = P.parse_card(rec["text"], game)
        if res.card is None:
            continue
        text = res.normalised.text
        for node, span in _spans(res.card):
            assert 0 <= span.start <= span.end <= len(text), (node, span, rec["text"])
            if isinstance(node, A.Unparsed) and node.text.strip():
                assert text[span.start : span.end] == node.text, (node, span, rec["text"])
        for u in res.unparsed:
            if u.span.end > u.span.start:
                assert text[u.span.start : u.span.end] == u.text, (u, rec["text"])
    P.clear_caches()


def test_a_quoted_ability_sits_in_its_sentence_frame() -> None:
    """A quoted ability's labels and sentences are in the frame of the sentence quoting it:
    moved to the card's text through that sentence's start."""
    text = "【自】 このカードがアタックした時、そのターン中、このカードは次の能力を得る。『【自】 このカードがリバースした時、あなたは1枚引く。』"
    res = P.parse_card(text, "ws")
    assert res.card is not None
    norm = res.normalised.text
    found = [
        (node, span)
        for node, span in _spans(res.card)
        if isinstance(node, A.Sentence) and "1枚引く" in norm[span.start : span.end]
    ]
    inner = [s for n, s in found if norm[s.start : s.end].startswith("あなたは1枚引く")]
    assert inner, found
