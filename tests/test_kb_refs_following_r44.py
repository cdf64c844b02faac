"""「以下に従った処理を行います」 in a clause with no children announces the clauses after it under
the same parent (ws 8.3.1 → 8.3.2, 8.3.3): a resolved deictic reference to each. With children, or
with nothing after it, or 以下 in another sense (「2枚以下」), nothing is resolved."""

from __future__ import annotations

from kb.model import Clause
from kb.refs import Resolver, extract


def _clause(cid: str, parent: str | None, order: int, text: str) -> Clause:
    return Clause(cid, cid, parent, cid.count(".") + 1, order, "clause", "", text, 1, 1)


def _refs(*clauses: Clause) -> list[tuple[str, str | None, str]]:
    return [
        (r.src, r.dst, r.status)
        for r in extract(clauses, Resolver(list(clauses)))
        if r.kind == "deictic"
    ]


def test_following_siblings_are_the_target() -> None:
    got = _refs(
        _clause("8.3", None, 0, "効果の有効・無効"),
        _clause("8.3.1", "8.3", 1, "この場合、以下に従った処理を行います。"),
        _clause("8.3.2", "8.3", 2, "無効にする効果は…"),
        _clause("8.3.3", "8.3", 3, "有効にする効果は…"),
    )
    assert got == [("8.3.1", "8.3.2", "resolved"), ("8.3.1", "8.3.3", "resolved")]


def test_a_clause_with_children_or_nothing_after_is_left_unresolved() -> None:
    got = _refs(
        _clause("5", None, 0, "手順"),
        _clause("5.1", "5", 1, "以下の手順に従います。"),
        _clause("5.1.1", "5.1", 2, "まず…"),
        _clause("5.2", "5", 3, "以下に従います。"),
    )
    assert got == [("5.1", None, "unresolved"), ("5.2", None, "unresolved")]


def test_a_count_is_no_reference() -> None:
    got = _refs(
        _clause("2", None, 0, "x"),
        _clause("2.1", "2", 1, "手札が2枚以下の場合、引きます。"),
        _clause("2.2", "2", 2, "y"),
    )
    assert got == []
