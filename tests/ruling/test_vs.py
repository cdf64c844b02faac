"""Victory Spark (vs): the card-text compiler on the examples the rules quote, the suite's
size, the coverage document."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.state import Card

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = yaml.safe_load(
    (REPO / "tests" / "fixtures" / "card_examples" / "vs.yaml").read_text(encoding="utf-8")
)


def _ability(text: str):
    get_game("vs")
    (ab,) = abilities_of("vs", Card("x", "A", text=text))
    return ab


def test_every_keyword_the_rules_define_compiles() -> None:
    for kw in EXAMPLES["keywords"]:
        ab = _ability(kw["text"])
        assert ab.supported, (kw, ab.reason)
        assert ab.program.keyword == kw["id"]


@pytest.mark.parametrize(
    ("text", "kind", "trigger", "ops"),
    [
        ("[リング]あなたは1枚引く。{entry_spark}", "auto", "entry_spark", [("draw", "you")]),
        (
            "[リング]このカードがアタックした時、あなたは1枚引く。",
            "auto",
            "self_attacks",
            [("draw", "you")],
        ),
        (
            "[リング]このカードがアタックされた時、あなたは1枚引く。",
            "auto",
            "self_attacked",
            [("draw", "you")],
        ),
        ("[ベンチ]あなたのリングのカードを+1000/+0。", "continuous", None, [("stat", "your_ring")]),
        (
            "[ベンチ][このカードを控え室に置く]あなたは自分のリングのカードを選び、自分の控え室に置く。",
            "activated",
            None,
            [("choose", "your_ring"), ("put", "chosen")],
        ),
    ],
)
def test_technique_notation_compiles(text: str, kind: str, trigger: str | None, ops: list) -> None:
    ab = _ability(text)
    assert ab.supported, ab.reason
    assert ab.program.kind == kind and ab.program.trigger == trigger
    assert [(o.kind, o.who) for o in ab.program.ops] == ops


@pytest.mark.parametrize(
    "text",
    [
        "[ベンチ][このカードをレストする]あなたは1枚引く。",  # a cost the grammar leaves untyped
        "[リング]あなたは2枚以上引く。",
        "[リング]このカードはダメージを受けない。",
        "[リング]このカードがアタックしなかった時、あなたは1枚引く。",
    ],
)
def test_what_it_cannot_run_is_refused_with_a_reason(text: str) -> None:
    ab = _ability(text)
    assert not ab.supported and ab.reason


def test_vs_suite_size() -> None:
    assert len(list((REPO / "tests" / "scenarios" / "vs").glob("*.yaml"))) >= 20


@pytest.mark.skipif(importlib.util.find_spec("kb.api") is None, reason="kb.api is not available")
def test_coverage_doc_is_current() -> None:
    from ruling.commands import coverage_data, coverage_markdown

    doc = REPO / "docs" / "coverage-vs.md"
    assert doc.read_text(encoding="utf-8") == coverage_markdown(coverage_data("vs")), (
        "docs/coverage-vs.md is stale: run `shinpan coverage vs --write docs/coverage-vs.md`"
    )
