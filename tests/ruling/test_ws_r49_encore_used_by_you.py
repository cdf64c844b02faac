"""Round 49: 「あなたがこのカードの『アンコール』を使った時」 — this card's own keyword used by the
player its text names (10.2.2) — is this card put back onto the stage by the encore's effect
(10.2.4): the same event as 「このカードが『アンコール』を使った時」."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.games._ws.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stock: 3
    hand: 0
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 1, cost: 0, power: 3000, soul: 1, state: reverse,
                     text: "【自】 あなたがこのカードの『アンコール』を使った時、あなたは1枚引く。"}
  B: {deck: 10}
actions:
  - {do: encore_step}
choices:
  - {player: A, at: encore, choose: ENCORE}
expect:
  state: {甲.zone: ZONE, A.hand: HAND}
  triggered: {甲: TRIGGERED}
  decided_by: ["10.2.4"]
"""


def _program(text: str) -> str:
    r = parse_card(text, "ws")
    assert r.card is not None
    return repr(compile_ability(r.card.abilities[0]))


def test_you_use_this_cards_encore_is_this_card_put_back_10_2_4() -> None:
    assert _program(
        "【自】 あなたがこのカードの『アンコール』を使った時、あなたは1枚引く。"
    ) == _program("【自】 このカードが『アンコール』を使った時、あなたは1枚引く。")


def test_encore_used_draws() -> None:
    text = (
        BOARD.replace("ENCORE", "yes")
        .replace("ZONE", "A.stage.center_front")
        .replace("HAND", "1")
        .replace("TRIGGERED", "1")
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_encore_declined_does_not_trigger() -> None:
    text = (
        BOARD.replace("ENCORE", "no")
        .replace("ZONE", "A.waiting_room")
        .replace("HAND", "0")
        .replace("TRIGGERED", "0")
        .replace('  decided_by: ["10.2.4"]\n', "")
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
