"""Constructions added so that the rules documents' own example texts run (issue 12,
``python -m ruling.rules_examples``): each with a minimal ability text and what it does on a
board, with the clauses it is decided by."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card


def _programs(game: str, text: str) -> list[object]:
    get_game(game)
    abs_ = abilities_of(game, Card("x", "x", text=text))
    assert abs_ and all(a.supported for a in abs_), [(a.text, a.reason) for a in abs_]
    return [a.program for a in abs_]


def _refused(game: str, text: str) -> str:
    get_game(game)
    abs_ = abilities_of(game, Card("x", "x", text=text))
    assert abs_ and not all(a.supported for a in abs_)
    return next(a.reason for a in abs_ if not a.supported)


# ------------------------------------------------------------------ a verb's other spelling


def test_a_state_verb_printed_without_its_icon_reads_as_with_it() -> None:
    """VS prints 「レストする」 / 「リバースする」 (4.16.2) where WS and VG print 【レスト】 /
    【リバース】: the same verb."""
    for plain, icon in (
        ("あなたのエネルギーをすべてレストする。", "あなたのエネルギーをすべて【レスト】する。"),
        ("このカードをリバースする。", "このカードを【リバース】する。"),
    ):
        a, b = parse_card(plain, "vs"), parse_card(icon, "vs")
        assert a.fully_typed and b.fully_typed
        sa = a.card.abilities[0].effect.sentences[0].steps[0].body
        sb = b.card.abilities[0].effect.sentences[0].steps[0].body
        assert (sa.verb, sa.form, sa.args) == (sb.verb, sb.form, sb.args)


# ------------------------------------------------------------------ VS: 「…をすべてレストする」 costs

REST_ALL = "[ベンチ][あなたのエネルギーをすべてレストする]あなたは1枚引く。"
CHOOSE_ALL = "[ベンチ][あなたのエネルギーをすべて選び、レストする]あなたは1枚引く。"


def test_vs_rest_all_energy_cost_compiles() -> None:
    (p,) = _programs("vs", REST_ALL)
    assert [(c.kind, c.who, c.value) for c in p.cost] == [("rest_all", "your_energy", None)]
    (q,) = _programs("vs", CHOOSE_ALL)
    assert [(c.kind, c.value) for c in q.cost] == [("rest_all", "chosen")]
    # one energy, not every one: not this construction
    assert "rest cost" in _refused(
        "vs", "[ベンチ][あなたのエネルギーを1枚レストする]あなたは1枚引く。"
    )
    # the cost of a cancel: refused (the engine pays it on plain activated techniques)
    assert "activated" in _refused(
        "vs",
        "{cancel}[手札][あなたのエネルギーをすべてレストする]相手の技を1つ選び、キャンセルする。",
    )


def _vs_use(text: str, energy: str):  # type: ignore[no-untyped-def]
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: A}}
players:
  A:
    deck: 20
    hand: 1
    energy: {energy}
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}
  B: {{deck: 20, ring: {{name: 美希, ap: 2000, dp: 3000}}}}
actions:
  - do: ability_phase
    actions: [{{do: use, card: 律子}}]
"""
    return resolve(loads(src))


@pytest.mark.parametrize(
    ("text", "energy", "paid"),
    [
        # every energy standing: every one rested, the technique used
        (REST_ALL, "[{state: stand}, {state: stand}]", True),
        (CHOOSE_ALL, "[{state: stand}, {state: stand}]", True),
        # one rested: 「すべてレストする」 is paid by the standing one (4.16.2, 8.5.1.3.2) ...
        (REST_ALL, "[{state: stand}, {state: rest}]", True),
        # ... 「すべて選び、レストする」 cannot choose the rested one: not paid (4.16.2)
        (CHOOSE_ALL, "[{state: stand}, {state: rest}]", False),
        # none standing: 「Aをすべて…する」 needs one A at least (8.5.1.3.2)
        (REST_ALL, "[{state: rest}]", False),
    ],
)
def test_vs_rest_all_energy_cost_on_a_board(text: str, energy: str, paid: bool) -> None:
    r = _vs_use(text, energy)
    final = r.main.final.players["A"]
    assert len(final.zones["hand"]) == (2 if paid else 1)
    before = [c.orientation for c in r.main.initial.players["A"].zones["energy"]]
    after = [c.orientation for c in final.zones["energy"]]
    assert after == (["rest"] * len(before) if paid else before)
    assert {"4.16.2", "8.5.1.3.2"} <= set(r.decided_by)
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]
