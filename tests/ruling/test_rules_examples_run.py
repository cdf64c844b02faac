"""The rules documents' own card texts, as printed, run in every game (issue 12).

``printed:`` of tests/fixtures/card_examples/<game>.yaml lists the card texts a rules document
prints (verbatim: each must stand in kb/sources/<game>.txt), in the document's typography —
half-width colons, a text quoted in 《…》 (CO), an inline <対象:…> block (MC), an ability icon
lost in extraction (WS 「 応援 …」), a zone icon without its frame (VG 「【自】(R): …」), a cost
framed 【…】 (VG). Each must parse; where the fixture gives the same ability in card-list
typography (``text``), the engine must make of the printed text exactly what it makes of that
(the same programs, or the same refusal); and the number of printed texts whose every ability
the engine runs may only go up (the floors are the measured figures)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from grammar.parse import parse_card
from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.state import Card

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "card_examples"
SOURCES = REPO / "kb" / "sources"
GAMES = ("vs", "ws", "vg", "co", "mc")
# printed texts every ability of which the engine runs, measured when set (docs/cardtext.md)
RUN_FLOOR = {"vs": 0, "ws": 2, "vg": 14, "co": 13, "mc": 5}


def _printed(game: str) -> list[dict]:
    data = yaml.safe_load((FIXTURES / f"{game}.yaml").read_text(encoding="utf-8"))
    return list(data.get("printed") or [])


CASES = [
    pytest.param(g, e, id=f"{g}-{e['clause']}-{i}")
    for g in GAMES
    for i, e in enumerate(_printed(g))
]


def _abilities(game: str, text: str, type_: str | None) -> tuple:
    get_game(game)
    return abilities_of(game, Card("x", "x", text=text, type=type_))


def _runs(game: str, text: str, type_: str | None) -> bool:
    abs_ = _abilities(game, text, type_)
    return bool(abs_) and all(a.supported for a in abs_)


@pytest.mark.parametrize(("game", "example"), CASES)
def test_printed_text_is_the_documents_and_parses(game: str, example: dict) -> None:
    source = (SOURCES / f"{game}.txt").read_text(encoding="utf-8")
    assert example["printed"] in source, "not printed so in the rules document"
    res = parse_card(example["printed"], game)
    if "damaged" in example:  # a bracket lost in extraction: a syntax error, said as one
        assert not res.ok and res.diagnostics[0].severity == "error"
        return
    assert res.ok and res.card is not None and res.card.abilities, res.diagnostics


@pytest.mark.parametrize(("game", "example"), [c for c in CASES if "text" in c.values[1]])
def test_printed_typography_runs_as_the_card_lists(game: str, example: dict) -> None:
    type_ = example.get("type")
    printed = _abilities(game, example["printed"], type_)
    listed = _abilities(game, example["text"], type_)
    assert [(a.supported, a.program) for a in printed] == [
        (a.supported, a.program) for a in listed
    ], [(a.text, a.reason) for a in printed]
    assert all(a.supported for a in listed), "the card-list twin is meant to run"


@pytest.mark.parametrize("game", GAMES)
def test_printed_texts_run_floor(game: str) -> None:
    runs = sum(_runs(game, e["printed"], e.get("type")) for e in _printed(game))
    assert runs >= RUN_FLOOR[game]


def test_the_typography_variants_each_have_a_twin() -> None:
    """Each kind of printed typography the engine reads is exercised by a twin here."""
    twins = [e["printed"] for g in GAMES for e in _printed(g) if "text" in e]
    assert any(t.startswith("《") for t in twins)  # CO 《…》
    assert any("<対象:" in t for t in twins)  # MC inline block
    assert any(t.startswith(" 応援") for t in twins)  # WS icon lost
    assert any("【自】(R):" in t for t in twins)  # VG frameless zone icon, half-width colon
    assert any("【コスト】【【" in t for t in twins)  # VG cost framed 【…】
