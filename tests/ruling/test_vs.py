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


def _setup_ruling(players: str, action: str, turn: str = "{player: A, number: 0}"):
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"game: vs\ntitle: t\nturn: {turn}\nplayers:\n{players}\nactions:\n  - {action}\n"
    return resolve(loads(text))


def _rejection(r) -> str:
    lf = r.main
    assert lf.rejected, lf.outcome
    return " ".join(lf.trace[i].ja for i in lf.rejected)


@pytest.mark.parametrize(
    ("players", "action", "turn", "says"),
    [
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup}", "{player: A}", "number: 0"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: stand_phase}", None, "まだ始まって"),
        ("  A: {deck: 50}\n  B: {}", "{do: game_setup}", None, "B のデッキが書かれていません"),
        ("  A: {deck: 50, hand: 1}\n  B: {deck: 50}", "{do: game_setup}", None, "A の hand"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, ring: 千早}", None, "{プレイヤー"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, ring: {C: x}}", None, "C は"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, ring: {A: 千早}}", None, "「千早」"),
        (
            "  A: {deck: 50}\n  B: {deck: 50}",
            "{do: game_setup, shuffled: {A: [千早]}}",
            None,
            "「千早」が足りません",
        ),
        (
            "  A: {deck: [a, b, c, d, e, f, g, 43]}\n  B: {deck: 50}",
            "{do: game_setup, first: A}",
            None,
            "shuffled: {A:",
        ),
    ],
)
def test_setup_bad_input_is_a_clear_rejection(players, action, turn, says) -> None:
    """game_setup refuses what it cannot run with a reason (never a traceback): a game already
    started (and a turn action before it has started), an unlisted deck, cards outside the deck, a malformed or wrong ``ring`` /
    ``shuffled``, an opening hand with too many possibilities to branch on."""
    r = _setup_ruling(players, action, turn or "{player: A, number: 0}")
    assert says in _rejection(r)


def test_setup_deck_of_49_is_refused_by_5_1_2_1_1() -> None:
    r = _setup_ruling("  A: {deck: 49}\n  B: {deck: 50}", "{do: game_setup, first: A}")
    assert "49枚" in _rejection(r)
    assert "5.1.2.1.1" in r.decided_by


def test_setup_ring_choice_from_choices() -> None:
    """5.2.1.2 is a player's choice: answered by ``choices: … at: setup_ring`` too."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (
        "game: vs\ntitle: t\nturn: {player: A, number: 0}\nplayers:\n"
        "  A: {deck: [{name: 千早, title: 歌姫}, 49]}\n  B: {deck: 50}\n"
        "actions:\n  - {do: game_setup, first: B}\n"
        "choices:\n  - {player: A, at: setup_ring, choose: 千早}\n"
    )
    r = resolve(loads(text))
    assert not r.branched
    assert [c.name for c in r.main.final.zone("A", "ring")] == ["千早"]
    assert r.main.final.turn.player == "B" and r.main.final.turn.first_player == "B"
