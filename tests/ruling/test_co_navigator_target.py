"""co: 「対象のナビゲーター1体を…」 — a navigator as the target (4.2.13) compiles beside the
character target (the kind read from the vocabulary, the verb independently); on a board the
navigator crashes to its owner's dustbox (4.3.11.3), a character is not a proper navigator
target, and cards set on a crashed navigator are flagged (4.2.4 speaks of characters only,
4.2.11 lets cards be set on navigators)."""

from __future__ import annotations

import ruling.games.co  # noqa: F401  (registers the co compiler)
from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

_TEXT = "対象のナビゲーター1体をクラッシュする。"


def _board(field: str, target: str, expect: str) -> list[str]:
    return check_expect(
        resolve(
            loads(f"""
game: co
title: a navigator as the target
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 爆破, type: spell, cost: 2, text: {_TEXT}}}]
  B:
    hp: 10
    deck: 10
    field: {field}
actions:
  - {{do: play, card: 爆破, target: {target}}}
expect:
{expect}
""")
        )
    )


def test_a_navigator_target_compiles() -> None:
    (ab,) = abilities_of("co", Card(uid="x", name="爆破", owner="A", text=_TEXT, type="spell"))
    assert ab.supported, ab.reason
    assert ab.program.targets == "navigator"
    assert [(o.kind, o.who) for o in ab.program.ops] == [("crash", "target_nav")]


def test_the_navigator_crashes_to_its_owners_dustbox() -> None:
    field = "[{name: 司令官, type: navigator}]"
    expect = '  state: {司令官.zone: B.dustbox}\n  decided_by: ["4.3.11.3"]'
    assert _board(field, "司令官", expect) == []
    assert _board(field, "司令官", "  state: {司令官.zone: B.field}") != []


def test_a_character_is_not_a_proper_navigator_target() -> None:
    field = "[{name: 戦士, type: character, ap: 2, dp: 2}]"
    assert _board(field, "戦士", "  outcome: {rejected: true}\n  state: {戦士.zone: B.field}") == []


def test_cards_set_on_a_crashed_navigator_are_flagged() -> None:
    field = "[{name: 司令官, type: navigator}, {name: 通信機, type: item, set_on: 司令官}]"
    expect = '  state: {通信機.zone: B.dustbox}\n  ambiguous: ["4.2.4"]'
    assert _board(field, "司令官", expect) == []
