"""「あなたのダストボックスにあるキャラクターカード1枚を対象とする。対象のカードを…」 (round 50,
s47coC; issue 12): a target card in a dustbox (4.2.13 「対象の〜」; the dustbox, 3.1.1) of the card
type named, in the dustbox of the player named — then to its owner's hand or to an end of its
owner's deck (4.2.12). A card of another type, or in the other dustbox, is not a proper target;
a card that left the dustbox before the text resolves is no longer one (4.3.7)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

HAND = "あなたのダストボックスにあるキャラクターカード1枚を対象とする。対象のカードをあなたの手札に戻す。"
TOP = "あなたのダストボックスにあるキャラクターカード1枚を対象とする。対象のカードをあなたの山札の一番上に置く。"
BOTTOM = "あなたのダストボックスにあるキャラクターカード1枚を対象とする。対象のカードを山札の一番下に置く。"


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [(HAND, "bounce", None), (TOP, "to_deck", "top"), (BOTTOM, "to_deck", "bottom")],
)
def test_compiles_as_a_target_card_in_the_dustbox(text: str, kind: str, value: Any) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.value, op.owner, op.card_type) == (
        kind,
        "target_card",
        value,
        "you",
        "character",
    )
    assert ab.program.targets == "dust_card"


def test_another_players_card_to_your_hand_is_refused() -> None:
    # a card goes to its owner's hand only (4.2.12): 「相手の…を…あなたの手札に」 is not read
    text = "相手のダストボックスにあるカード1枚を対象とする。対象のカードをあなたの手札に戻す。"
    assert not co_ability(text, "event").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: [{name: 山, type: character}]
    hand: [{name: 捜索, type: event, cost: 1, text: "%s"}]
    dustbox: [{name: 犬, type: character}, {name: 杖, type: item}]
  B:
    hp: 20
    deck: 10
    dustbox: [{name: 熊, type: character}]
actions:
  - {do: play, card: 捜索, target: %s}
ask: [犬.zone, 杖.zone, 熊.zone]
"""


def _run(text: str, target: str) -> Any:
    return resolve(loads(BOARD % (text, target), "t.yaml"))


def test_the_target_returns_to_its_owners_hand() -> None:
    r = _run(HAND, "犬")
    assert r.outcome["state"]["犬.zone"] == "A.hand"
    assert {"4.2.13", "4.2.12"} <= set(cited(r))


def test_the_target_goes_to_the_top_of_the_deck() -> None:
    r = _run(TOP, "犬")
    assert r.outcome["state"]["犬.zone"] == "A.deck"


@pytest.mark.parametrize("target", ["杖", "熊"])
def test_a_card_of_another_type_or_dustbox_is_not_a_proper_target(target: str) -> None:
    r = _run(HAND, target)
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"] == {
        "犬.zone": "A.dustbox",
        "杖.zone": "A.dustbox",
        "熊.zone": "B.dustbox",
    }


ACTIVATED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 救助犬, type: character, ap: 1, dp: 1, text: "『救助犬』をタップする:%s"}]
    dustbox: [{name: 犬, type: character}]
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 救助犬, target: 犬}
ask: [犬.zone, 救助犬.state]
"""


def test_an_activated_ability_takes_the_target_in_the_dustbox() -> None:
    r = resolve(loads(ACTIVATED % TOP, "t.yaml"))
    assert r.outcome["state"] == {"犬.zone": "A.deck", "救助犬.state": "rest"}
