"""Round 50: a deck presented (5.2.1.1) whose deck-construction text (「このカードと同じカード名の
カードは、デッキに好きな枚数入れることができる」) replaces a condition of 5.1.2 (5.1.2.4) is judged
with that replacement whether it is accepted or not: a deck refused for another condition (a ninth
climax, 5.1.2.3) cites 5.1.2.4 too, the reason its extra copies are no fault (ws/r50_009)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

ANY = "【永】 このカードと同じカード名のカードは、デッキに好きな枚数入れることができる。"


def _board(text: str, climaxes: int) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 0}}
players:
  A:
    deck:
      - {{name: 大勢, type: character, level: 0, cost: 0, power: 1000, soul: 1, count: 6, text: "{text}"}}
      - {{name: 幕, type: climax, trigger: soul, count: 4}}
      - {{name: 帳, type: climax, trigger: soul, count: {climaxes - 4}}}
      - {44 - climaxes}
  B:
    deck: 50
actions:
  - {{do: game_setup, first: A, allowed: false}}
"""


def test_ninth_climax_rejected_citing_the_replacement() -> None:
    y = _board(ANY, 9) + (
        'expect:\n  outcome: {rejected: true}\n  decided_by: ["5.2.1.1", "5.1.2.3", "5.1.2.4"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_text_no_replacement_cited() -> None:
    y = _board("", 8) + (
        'expect:\n  outcome: {rejected: true}\n  decided_by: ["5.2.1.1"]\n'
        '  not_decided_by: ["5.1.2.4"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
