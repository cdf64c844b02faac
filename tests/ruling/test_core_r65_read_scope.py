"""``Ctx.reading`` / ``Ctx.read_once`` (round 65): a read worked out once in a read scope, over
which the state does not change (a rule-process pass, a game's trigger search), and again
outside one or after ``forget_reads`` (a branch narrowing a value not given)."""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx


class _Engine:
    _reads: dict[Any, Any] | None = None


def _counting() -> tuple[Ctx, list[int]]:
    ctx = Ctx(_Engine())  # type: ignore[arg-type]
    calls: list[int] = []
    return ctx, calls


def test_outside_a_scope_every_read_is_worked_out() -> None:
    ctx, calls = _counting()
    for _ in range(3):
        assert ctx.read_once("k", lambda: calls.append(1) or len(calls)) == len(calls)
    assert len(calls) == 3


def test_in_a_scope_a_read_is_worked_out_once_per_key() -> None:
    ctx, calls = _counting()
    with ctx.reading():
        a = ctx.read_once("k", lambda: calls.append(1) or "a")
        b = ctx.read_once("k", lambda: calls.append(1) or "b")
        c = ctx.read_once("other", lambda: calls.append(1) or "c")
    assert (a, b, c) == ("a", "a", "c") and len(calls) == 2
    # the scope ended: nothing kept
    assert ctx.read_once("k", lambda: "new") == "new"


def test_a_nested_scope_shares_the_outer_reads_and_keeps_them_open() -> None:
    ctx, calls = _counting()
    with ctx.reading():
        ctx.read_once("k", lambda: calls.append(1) or 1)
        with ctx.reading():
            assert ctx.read_once("k", lambda: calls.append(1) or 2) == 1
        assert ctx.read_once("k", lambda: calls.append(1) or 3) == 1
    assert len(calls) == 1


def test_forget_reads_works_them_out_again() -> None:
    ctx, calls = _counting()
    with ctx.reading():
        ctx.read_once("k", lambda: calls.append(1) or 1)
        ctx.forget_reads()
        assert ctx.read_once("k", lambda: calls.append(1) or 2) == 2
    ctx.forget_reads()  # outside a scope: nothing to forget
    assert len(calls) == 2
