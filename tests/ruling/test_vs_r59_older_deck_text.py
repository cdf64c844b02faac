"""Round 59 (s56vsO): a deck-construction ability (5.1.2.1.4 「デッキの構築条件に関する永続能力は、
上記のデッキ構築条件を置換する置換効果として適用されます」) is read by the pre-game deck check, not
in play: the card text reader marks the whole ability supported with no program
(``ruling.abilities.register_read_elsewhere``), so a ruling does not report it as text it could
not take into account while its card is in play."""

from __future__ import annotations

import ruling.games.vs  # noqa: F401  (registers the vs readers)
from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card

_TEXT = "このカードはデッキに何枚でも入れることができる。"


def test_deck_text_is_read_outside_play() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="千早", text=_TEXT))
    assert ab.supported and ab.program is None and ab.kind == "continuous"
    assert "5.1.2.1.4" in ab.reason


def test_a_longer_text_is_not() -> None:
    text = "[リング]このカードがアタックした時、このカードはデッキに何枚でも入れることができる。"
    for ab in abilities_of("vs", Card(uid="x", owner="A", name="千早", text=text)):
        assert ab.program is not None or not ab.supported


_BOARD = """
game: vs
title: t
turn: {player: A, number: 0}
players:
  A: {deck: [{name: 千早, title: 歌姫, count: 6, text: "%s"}, 44]}
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, ring: {A: 千早}}
ask: [turn.player]
"""


def test_six_copies_accepted_and_nothing_unsupported_in_the_ring() -> None:
    r = resolve(loads(_BOARD % _TEXT))
    assert not r.outcome.get("rejected"), r.outcome
    assert {"5.1.2.1.4", "1.3.1"} <= set(r.decided_by)
    assert not any(w.kind == "unsupported" for w in r.warnings())


def test_without_the_text_six_copies_are_refused() -> None:
    r = resolve(loads(_BOARD % ""))
    assert r.outcome.get("rejected"), r.outcome
