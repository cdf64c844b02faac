"""vs card-text constructions added in round 13 (issue 12): each from a minimal text in the rules
document's printed style, run on a board, with the clauses that decide it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A:
    deck: [{name: 一番上, ap: 1000, dp: 1000, text: "{entry_spark}あなたは1枚引く。"}, {name: 二番目}, 三番目]
    hand: 1
    %s
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [一番上.zone, 二番目.zone, A.hand]
"""


def _rule(ring: str, text: str):
    return resolve(loads(BOARD % (ring, text)))


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        # 「上からN枚、」: the count set off by a comma before its verb (the grammar folds it)
        ("あなたは自分の山札を上から1枚、自分の控え室に置く。", "A.waiting", "A.deck"),
        ("あなたは自分の山札を上から2枚、自分の控え室に置く。", "A.waiting", "A.waiting"),
        ("あなたは自分の山札を上から1枚自分の手札に置く。", "A.hand", "A.deck"),
        ("あなたは自分の山札を上から 2 枚、自分のリタイヤ置場に置く。", "A.retire", "A.retire"),
    ],
)
def test_the_deck_top_cards_go_where_the_text_says(text: str, first: str, second: str) -> None:
    r = _rule("ring: {name: 千早, ap: 2000, dp: 2000}", text)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["一番上.zone"] == first
    assert r.outcome["state"]["二番目.zone"] == second
    assert {"8.2.1.1", "3.2.5"} <= set(r.decided_by)


def test_a_deck_top_card_put_in_the_ring_by_an_effect_does_not_spark() -> None:
    # 8.1.1.3.3: an entry spark triggers on the rule's move from the deck to the ring only
    r = _rule("", "あなたは自分の山札を上から1枚、自分のリングに置く。")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"一番上.zone": "A.ring", "二番目.zone": "A.deck", "A.hand": 1}
    assert "8.1.1.3.3" in r.decided_by


def test_a_ring_that_holds_a_card_is_said_not_guessed() -> None:
    r = _rule(
        "ring: {name: 千早, ap: 2000, dp: 2000}",
        "あなたは自分の山札を上から1枚、自分のリングに置く。",
    )
    assert [w for w in r.warnings() if w.kind == "unsupported"]


def test_more_than_one_card_to_the_ring_is_refused_by_name() -> None:
    r = _rule("", "あなたは自分の山札を上から2枚、自分のリングに置く。")
    assert any("上から2枚" in w.en for w in r.warnings() if w.kind == "unsupported")
