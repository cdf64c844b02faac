"""The shared pieces folded out of the game plug-ins (issue 12, s20fold): each tested on a
minimal case of its own, apart from any game."""

from __future__ import annotations

from ruling.choosing import chosen_order
from ruling.rules import Choose, Option


def _opt(x: str) -> Option:
    return Option(x, x, x, x)


def _run(gen, answers):
    """Drive a generator of ``Choose`` with ``answers`` (one per question); its return value
    and the questions asked."""
    asked: list[Choose] = []
    try:
        q = next(gen)
        while True:
            asked.append(q)
            q = gen.send(answers[len(asked) - 1])
    except StopIteration as stop:
        return stop.value, asked


def test_chosen_order_asks_all_but_the_last():
    order, asked = _run(
        chosen_order(
            "A",
            ["a", "b", "c"],
            _opt,
            lambda k: (f"{k + 1}番目", f"number {k + 1}"),
            ("1.3.1",),
            assume=("順のまま", "kept"),
        ),
        ["c", "a"],
    )
    assert order == ["c", "a", "b"]
    assert [q.ja for q in asked] == ["1番目", "2番目"]
    assert [tuple(o.value for o in q.options) for q in asked] == [("a", "b", "c"), ("a", "b")]
    assert all(q.kind == "order" and q.player == "A" for q in asked)
    assert all(q.clauses == ("1.3.1",) and q.assume == ("順のまま", "kept") for q in asked)


def test_chosen_order_of_one_or_none_asks_nothing():
    for pool in ([], ["a"]):
        order, asked = _run(chosen_order("A", pool, _opt, lambda k: ("", ""), ()), [])
        assert order == pool and asked == []
