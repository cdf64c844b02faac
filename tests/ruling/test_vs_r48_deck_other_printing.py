"""Round 48 (s45amb): a deck-construction text on the card itself (「このカードはデッキにN枚まで /
何枚でも入れることができる」) replaces the copy limit (5.1.2.1.4); with copies of another printing of
the same name and title that lack the text — 「同一のカード」 by 5.1.2.1.3 — whether the text reaches
them is the point ``deck_limit_other_printing``, both readings run. Every copy carrying the text:
settled, no point."""

from __future__ import annotations

from ruling.resolve import Ruling, resolve
from ruling.scenario import loads

TEXT = "このカードはデッキに5枚まで入れることができる。"


def _board(b_deck: str) -> str:
    return f"""game: vs
title: t
turn: {{player: A, number: 0}}
players:
  A:
    deck: [{{name: 春香, count: 1}}, 49]
  B:
    deck:
{b_deck}
actions:
  - {{do: game_setup, first: A, ring: {{A: 春香, B: 美希}}}}
"""


MIXED = _board(
    f'      - {{name: 真, title: 王子様, level: 1, text: "{TEXT}", count: 3}}\n'
    "      - {name: 真, title: 王子様, level: 2, count: 2}\n"
    "      - {name: 美希, count: 1}\n"
    "      - 44"
)
ALL = _board(
    f'      - {{name: 真, title: 王子様, level: 1, text: "{TEXT}", count: 5}}\n'
    "      - {name: 美希, count: 1}\n"
    "      - 44"
)
OVER = _board(
    f'      - {{name: 真, title: 王子様, level: 1, text: "{TEXT}", count: 6}}\n'
    "      - {name: 美希, count: 1}\n"
    "      - 43"
)


def _raised(r: Ruling) -> bool:
    return any(
        w.kind == "ambiguity" and {"5.1.2.1.4", "5.1.2.1.3"} <= set(w.clauses) for w in r.warnings()
    )


def test_another_printing_without_the_text_raises_the_point_with_both_readings() -> None:
    r = resolve(loads(MIXED))
    assert _raised(r)
    assert not r.outcome.get("rejected")  # the engine's reading: the same card, 5 allowed
    got = {x["reading"][0]: bool(x["outcome"].get("rejected")) for x in r.outcome["readings"]}
    assert got == {"own_printing": True}


def test_every_copy_with_the_text_is_settled_by_the_replacement() -> None:
    r = resolve(loads(ALL))
    assert not r.outcome.get("rejected")
    assert "5.1.2.1.4" in r.decided_by
    assert not _raised(r)


def test_more_copies_than_the_text_allows_are_refused() -> None:
    r = resolve(loads(OVER))
    assert r.outcome.get("rejected")
    assert "5.1.2.1.4" in r.decided_by
    assert not _raised(r)
