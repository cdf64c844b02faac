"""Rules examples, round 18 (s14examples): the rules documents' own example texts as printed.

The reader (``grammar.examples``) takes VG's quotes ‘…’ (and its one ASCII '…') like 「…」; a
quote the document names as an event or a state (‘…’事象, 「…」状態) is a description of the
game, not a card's text; a stat modification (「パワー+3000」) and a count of cards (「1 枚引く」)
make a sentence of card text. Each behaviour on a minimal document, and the VG figures as
floors (``python -m ruling.rules_examples vg``)."""

from __future__ import annotations

import pytest

from grammar.examples import classify, extract
from ruling.rules_examples import measure, summary


def _read(*lines: str) -> list[tuple[str, str, str, str]]:
    doc = "\n".join(["1. 能力", *lines, ""])
    return [(e.clause, e.text, e.kind, e.role) for e in extract(doc, "x", "dotted")]


def test_single_curly_quotes_are_read_as_quotes() -> None:
    got = _read("1.1. 例:‘あなたは1枚引く。’という効果を解決する場合。")
    assert got == [("1.1", "あなたは1枚引く。", "ability", "ability")]


def test_ascii_single_quotes_are_read_as_quotes() -> None:
    got = _read("1.1. 例: 'あなたは1枚引く。' という効果を解決する場合。")
    assert got == [("1.1", "あなたは1枚引く。", "ability", "ability")]


def test_a_quote_named_a_cost_has_the_role_cost() -> None:
    got = _read("1.1. 例: ‘手札をすべて捨てる’というコストは支払えます。")
    assert got == [("1.1", "手札をすべて捨てる", "ability", "cost")]


@pytest.mark.parametrize("noun", ["事象", "状態"])
def test_a_quote_named_an_event_or_a_state_is_not_a_card_text(noun: str) -> None:
    got = _read(f"1.1. 例:‘リアガードがアタックした’{noun}が発生します。")
    assert got == [("1.1", "リアガードがアタックした", "event", "ability")]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("そのターン中、あなたのユニット2枚のパワー+3000", "ability"),
        ("1 枚引く", "ability"),
        ("パワー+1000", "name"),
        ("2枚", "name"),
    ],
)
def test_stat_modifications_and_card_counts_make_a_sentence(text: str, kind: str) -> None:
    assert classify(text) == kind


# measured (python -m ruling.rules_examples vg): 0 texts before this round's reader
VG_FLOOR = {"texts": 19, "parse": 19, "compile": 5, "run": 5}


def test_vg_examples_are_found_and_measured() -> None:
    got = summary("vg", measure("vg"))
    for key, floor in VG_FLOOR.items():
        assert got[key] >= floor, (key, got)
    assert got["silent"] == 0
