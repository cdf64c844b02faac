"""Round 47: a card's deck-construction text 「このカードと同じ名前と称号のカードは、デッキに好きな
枚数（N枚まで）入れることができる。」 replaces the copy limit of 4 for its name and title
(5.1.2.1.4; 1.3.1 the text over the rule): the deck is checked against it at 5.2.1.1."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

DECK = """game: vs
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 雪歩, title: アイドル, ap: 1000, dp: 2000, count: COUNT, text: "TEXT"}
      - REST
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, ring: {A: 雪歩}, shuffled: {A: [], B: []}}
"""

ANY = "このカードと同じ名前と称号のカードは、デッキに好きな枚数入れることができる。"
SIX = "このカードと同じ名前と称号のカードは、デッキに6枚まで入れることができる。"


def _run(count: int, text: str) -> object:
    return resolve(
        loads(
            DECK.replace("COUNT", str(count))
            .replace("TEXT", text)
            .replace("REST", str(50 - count)),
            "t.yaml",
        )
    )


def _refused(r: object) -> bool:
    return any(lf.rejected for lf in r.leaves)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("count", "text"), [(6, ANY), (10, ANY), (6, SIX)])
def test_the_text_lets_the_copies_in(count: int, text: str) -> None:
    r = _run(count, text)
    assert not _refused(r)
    assert {"5.1.2.1.4", "5.2.1.1"} <= cited(r)


@pytest.mark.parametrize(("count", "text"), [(6, "あなたは1枚引く。"), (7, SIX)])
def test_over_the_limit_is_refused(count: int, text: str) -> None:
    r = _run(count, text)
    assert _refused(r)
    assert "5.1.2.1.2" in cited(r)
