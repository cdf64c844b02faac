"""The shared top of a shuffled deck (``ruling.hidden_order.top_card``; vg 4.5.2 / 7.5.1,
ws 3.2.2 / 3.2.4, vs 3.2.2): the game's words, clauses and records given as data."""

from __future__ import annotations

from typing import Any

from ruling.hidden_order import HiddenOrder, top_card
from ruling.rules import Choose, Option, Warn
from ruling.state import Card


def _card(uid: str, name: str, placed: int = 0) -> Card:
    return Card(uid, "A", name=name, placed=placed)


def _run(gen: Any, answer: Any = None) -> tuple[list[Any], Any]:
    out: list[Any] = []
    try:
        got = next(gen)
        while True:
            out.append(got)
            got = gen.send(answer)
    except StopIteration as stop:
        return out, stop.value


ORDER = HiddenOrder(
    "上のカード",
    "the top card",
    ("3.2.2",),
    lambda c: Option(c.uid, c.label, c.label, c.uid, sig=c.signature()),
    chance=True,
)


def test_hidden_top_is_branched_on_only_when_it_can_differ() -> None:
    deck = [_card("a", "X", 1), _card("b", "Y", 1)]
    # not shuffled: the listed top
    assert _run(top_card("A", deck, False, None, ORDER)) == ([], "a")
    # shuffled, the cards differ: a random result, over the hidden cards, citing the game's clause
    steps, got = _run(top_card("A", deck, True, None, ORDER), "b")
    assert got == "b" and len(steps) == 1
    ch = steps[0]
    assert isinstance(ch, Choose) and ch.kind == "deck_order" and ch.chance
    assert ch.clauses == ("3.2.2",) and [o.key for o in ch.options] == ["a", "b"]
    # alike cards: no branch
    same = [_card("a", "X", 1), _card("b", "X", 1)]
    assert _run(top_card("A", same, True, None, ORDER)) == ([], "a")
    # a card put on top after the shuffle (step 5) is known
    known = [_card("c", "Z", 7), *deck]
    assert _run(top_card("A", known, True, 5, ORDER)) == ([], "c")
    # below it, only the cards placed before the shuffle are offered
    steps, _ = _run(top_card("A", [*deck, _card("d", "W", 9)], True, 5, ORDER), "a")
    assert [o.key for o in steps[0].options] == ["a", "b"]
    # the card does not matter: the listed order, said, no choice
    warn = Warn("assumption", "順番", "order", ("3.2.2",))
    listed = HiddenOrder("j", "e", ("3.2.2",), ORDER.option, listed=warn)
    assert _run(top_card("A", deck, True, None, listed)) == ([warn], "a")
    assert _run(top_card("A", [], True, None, ORDER)) == ([], None)
