"""Every keyword ability each rules document defines is a typed node: one example per keyword
(tests/fixtures/card_examples/<game>.yaml, ``keywords:``) must parse to a ``Keyword`` with the
table's id and kind and the expected parameters by slot, and render back exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from grammar import ast as A
from grammar import keywords as K
from grammar.parse import parse_card
from grammar.render import render

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "card_examples"
GAMES = ("ws", "vg", "vs", "co", "mc")
ROUND_TRIP = GAMES  # MC keywords print in their section's notation (KeywordDef.notation)


def _load(game: str) -> dict:
    return yaml.safe_load((FIXTURES / f"{game}.yaml").read_text(encoding="utf-8"))


CASES = [
    pytest.param(game, kw, id=f"{game}-{kw['id']}")
    for game in GAMES
    for kw in _load(game).get("keywords", [])
]


def _value(v: object) -> object:
    match v:
        case A.Number(value, variable):
            return value if value is not None else variable
        case A.Name(text):
            return text
        case A.StatFilter(_, value):
            return _value(value)
        case A.Zone(ident):
            return ident
        case A.Amount(sign, number):
            return sign + str(_value(number))
        case A.Word(ident):
            return ident
    raise AssertionError(f"unexpected keyword argument {v!r}")


@pytest.mark.parametrize("game", GAMES)
def test_every_keyword_of_the_rules_has_an_example(game: str) -> None:
    examples = {kw["id"] for kw in _load(game).get("keywords", [])}
    table = {d.id for d in K.KEYWORDS[game]}
    assert table - examples == set(), "keywords without an example"
    assert examples - table == set(), "examples of keywords the table lacks"


@pytest.mark.parametrize(("game", "kw"), CASES)
def test_keyword_is_typed(game: str, kw: dict) -> None:
    res = parse_card(kw["text"], game)
    assert res.ok, res.diagnostics
    assert res.card is not None
    found = [n for n in A.walk(res.card) if isinstance(n, A.Keyword) and n.id]
    assert [n.id for n in found] == [kw["id"]]
    node = found[0]
    d = K.by_id(game, kw["id"])
    assert d is not None and node.kind == d.kind
    assert d.clause == kw["clause"]
    assert {a.slot: _value(a.value) for a in node.args} == kw.get("args", {})
    if game in ROUND_TRIP:
        assert render(res.card) == res.normalised.text


def test_unknown_word_is_not_a_keyword() -> None:
    res = parse_card("【永】:まぼろし", "vg")
    assert res.card is not None
    assert not [n for n in A.walk(res.card) if isinstance(n, A.Keyword)]


def test_misspelt_keyword_label_gets_the_nearest_keyword() -> None:
    res = parse_card(
        "【自】【(R)】【ドレスブーツト】:このユニットがアタックした時、1枚引く。", "vg"
    )
    assert res.ok
    (w,) = [d for d in res.diagnostics if d.severity == "warning"]
    assert "ドレスブースト" in w.hint
    assert res.normalised.text[w.span.start : w.span.end] == "【ドレスブーツト】"
    clean = parse_card(
        "【自】【(R)】【ドレスブースト】:このユニットがアタックした時、1枚引く。", "vg"
    )
    assert not clean.diagnostics


def test_a_keyword_spelt_right_in_a_noun_position_is_no_typo() -> None:
    """A keyword's own spelling where the grammar reads it as a noun (a named state before
    状態) gets no "did you mean" warning suggesting the same spelling back."""
    res = parse_card("【自】【精神汚染】状態なら、このユニットのパワー＋5000。", "vg")
    assert not [d for d in res.diagnostics if d.severity == "warning"]
    typo = parse_card("【自】【精神汚梁】状態なら、このユニットのパワー＋5000。", "vg")
    (w,) = [d for d in typo.diagnostics if d.severity == "warning"]
    assert "精神汚染" in w.hint
