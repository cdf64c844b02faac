"""AST nodes are immutable: frozen under the test suite (``grammar.ast.FROZEN``, set by
``tests/conftest.py``), plain slotted dataclasses elsewhere with the same equality and hash."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

import grammar.ast as A

ROOT = Path(__file__).resolve().parents[2]


def test_nodes_are_frozen_under_the_tests() -> None:
    assert A.FROZEN
    span = A.Span(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        span.start = 3  # type: ignore[misc]
    np = A.NounPhrase((A.Name("x"),), (), span)
    with pytest.raises(dataclasses.FrozenInstanceError):
        np.terms = ()  # type: ignore[misc]


def test_unfrozen_nodes_compare_and_hash_as_frozen_ones() -> None:
    code = (
        "import grammar.ast as A\n"
        "assert not A.FROZEN\n"
        "a = A.NounPhrase((A.Name('x'),), (), A.Span(1, 2))\n"
        "b = A.NounPhrase((A.Name('x'),), (), A.Span(5, 6))\n"
        "assert a == b and hash(a) == hash(b) and a != A.NounPhrase((A.Name('y'),))\n"
        "print(hash(A.Name('x')) == hash(('x',)))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "SHINPAN_AST_FROZEN"}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    frozen = hash(A.Name("x")) == hash(("x",))
    assert out.stdout.strip() == str(frozen)
