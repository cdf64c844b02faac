"""co: 「あなたのダストボックスにあるキャラクターカードN枚をフィールドに出す」 — the verb 出す (put onto
the field), a place named by a relative clause 「…にある」, and 「キャラクターカード」 (a kind followed
by カード is that kind) compile independently; on a board the card enters the field directly and
tapped, as a played one (3.4.2)."""

from __future__ import annotations

import pytest

import ruling.games.co  # noqa: F401  (registers the co compiler)
from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

_TEXT = "あなたの{zone}にあるキャラクターカード1枚をフィールドに出す。"
_ZONE = {"dustbox": "ダストボックス", "hand": "手札"}


def _board(zone: str, cards: str, expect: str) -> list[str]:
    text = _TEXT.format(zone=_ZONE[zone])
    hand = f"[{{name: 術, type: spell, cost: 1, text: {text}}}"
    hand += f", {cards}]" if zone == "hand" and cards else "]"
    extra = f"    dustbox: [{cards}]\n" if zone == "dustbox" and cards else ""
    return check_expect(
        resolve(
            loads(f"""
game: co
title: a character card put onto the field by an effect
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: {hand}
{extra}  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 術}}
expect:
{expect}
""")
        )
    )


@pytest.mark.parametrize("zone", ["dustbox", "hand"])
def test_it_compiles_from_each_of_the_players_zones(zone: str) -> None:
    card = Card(uid="x", name="術", owner="A", text=_TEXT.format(zone=_ZONE[zone]), type="spell")
    (ab,) = abilities_of("co", card)
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.amount, op.value) == ("put_onto_field", 1, zone)


def test_the_card_enters_the_field_tapped() -> None:
    cards = "{name: 戦士, type: character, ap: 2, dp: 2}"
    expect = '  state: {戦士.zone: A.field, 戦士.state: rest}\n  decided_by: ["3.4.2"]'
    assert _board("dustbox", cards, expect) == []
    # the expectation can fail: it does not stay in the dustbox
    assert _board("dustbox", cards, "  state: {戦士.zone: A.dustbox}") != []
    assert _board("dustbox", cards, "  state: {戦士.state: stand}") != []


def test_a_card_of_another_type_is_not_put_onto_the_field() -> None:
    cards = "{name: 剣, type: item, cost: 1}"
    assert _board("dustbox", cards, "  state: {剣.zone: A.dustbox}") == []


def test_a_refused_shape_is_reported_not_dropped() -> None:
    text = "相手のダストボックスにあるキャラクターカード1枚をフィールドに出す。"
    (ab,) = abilities_of("co", Card(uid="x", name="術", owner="A", text=text, type="spell"))
    assert not ab.supported and ab.reason
