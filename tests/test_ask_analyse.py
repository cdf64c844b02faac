"""The analyser's fast path (tokens read straight off MeCab's output lines) gives exactly the
tokens of the general path (a Morph per node), on every clause of the bundled documents."""

from __future__ import annotations

import pytest

from kb.ask.analyse import Analyser, AnalyserError, analyser


def test_fast_tokens_equal_the_general_path(parsed) -> None:
    try:
        fast = analyser("mecab")
    except AnalyserError as e:
        pytest.skip(str(e))
    assert fast._raw is not None
    general = Analyser("mecab", fast._split, 0.0)  # no raw output: the general path
    texts = {c.text for doc in parsed.values() for c in doc.clauses}
    texts |= {c.title for doc in parsed.values() for c in doc.clauses}
    texts |= {"", " ", "山札 札", "ｘｙｚ　　カード\\n\\nを 1枚"}
    for text in sorted(texts):
        for compounds in (True, False):
            assert fast.tokens(text, compounds) == general.tokens(text, compounds), text


def test_tokens_without_compounds_are_the_tokens_less_the_joined_ones(parsed) -> None:
    """The ask index reads a term's single tokens (its key in ask_terms) off its analysis with
    compounds (kb.ask.analysed.Norms.simple) instead of analysing it again without them."""
    try:
        an = analyser("mecab")
    except AnalyserError as e:
        pytest.skip(str(e))
    texts = {c.text for doc in parsed.values() for c in doc.clauses}
    texts |= {c.title for doc in parsed.values() for c in doc.clauses}
    texts |= {"", "山札 札", "ダメージゾーンのカード", "ｘｙｚ　　カード\\n\\nを 1枚"}
    for text in sorted(texts):
        assert an.tokens(text, compounds=False) == [t for t in an.tokens(text) if not t.compound], (
            text
        )
