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


# sentences typed from one template with names and traits of other lengths (the template's
# AST filled in: ``grammar.build.fill``) and a quoted ability (moved into its sentence's frame:
# ``grammar.build.shift``)
_FILLED_TEXTS = [
    "【永】 あなたの「アリス」すべてに、パワーを＋500。",
    "【永】 あなたの「とても長い名前のキャラ」すべてに、パワーを＋500。",
    "【永】 他のあなたの《音楽》のキャラすべてに、パワーを＋500。",
    "【永】 他のあなたの《動物》のキャラすべてに、パワーを＋500。",
    "【自】 このカードがアタックした時、そのターン中、このカードは次の能力を得る。"
    "『【自】 このカードがリバースした時、あなたは1枚引く。』",
]


def test_unfrozen_nodes_are_copied_as_frozen_ones() -> None:
    """Filling a template and shifting spans copy nodes without their constructors: through
    the slot descriptors when the classes are frozen, by plain attribute stores otherwise
    (``grammar.build``). Both give the same trees, spans included."""
    import json

    from grammar.check import to_jsonable
    from grammar.parse import _TEMPLATES, clear_caches, parse_card

    clear_caches()
    frozen = [to_jsonable(parse_card(t, "ws").card) for t in _FILLED_TEXTS]
    assert _TEMPLATES  # the names and traits were filled into a template's AST
    code = (
        "import json, sys\n"
        "import grammar.ast as A\n"
        "from grammar.check import to_jsonable\n"
        "from grammar.parse import parse_card\n"
        "assert not A.FROZEN\n"
        "texts = json.loads(sys.stdin.read())\n"
        "print(json.dumps([to_jsonable(parse_card(t, 'ws').card) for t in texts]))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "SHINPAN_AST_FROZEN"}
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        input=json.dumps(_FILLED_TEXTS),
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == json.loads(json.dumps(frozen))
