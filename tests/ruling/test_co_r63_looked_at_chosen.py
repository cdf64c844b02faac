"""The cards looked at, chosen and then moved (round 63, s60coC; issue 12): 「あなたは山札の上から
2枚のカードを見る。あなたは、その中から(キャラクター)カードを1枚選び(選んで)手札に加え、残りの
カードを山札の一番下に置く。」 — the choice and the move said in two steps, read as 「その中の…1枚を
手札に加え」 (the cards chosen are the ones moved; the player who looks chooses, 4.3.2.6): taken to
the owner's hand (4.2.12), the rest to the deck's bottom. A choice said of the other player is not
read so."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

LOOK = "あなたは山札の上から2枚のカードを見る。"
REST = "残りのカードを山札の一番下に置く。"


@pytest.mark.parametrize(
    "chosen",
    [
        "あなたは、その中からキャラクターカードを1枚選び手札に加え、",
        "その中からキャラクターカードを1枚選んで手札に加え、",
    ],
)
def test_read_as_the_cards_taken_of_those_looked_at(chosen: str) -> None:
    text = LOOK + chosen + REST
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    plain = co_ability(LOOK + "その中のキャラクターカード1枚を手札に加え、" + REST, "event")
    assert plain.supported, plain.reason
    assert ab.program.ops == plain.program.ops
    deck = "[{name: 一, type: spell}, {name: 二, type: character, ap: 1, dp: 1}, {name: 三, type: spell}]"
    r = co_run(
        "turn: {player: A, number: 3, phase: main}\nplayers:\n"
        f"  A: {{hp: 20, energy: 1, deck: {deck}, "
        f'hand: [{{name: 見, type: event, cost: 1, text: "{text}"}}]}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: play, card: 見}\nask: [二.zone, 一.zone, A.deck]\n"
    )
    assert r.outcome["state"] == {"二.zone": "A.hand", "一.zone": "A.deck", "A.deck": 2}


def test_a_choice_said_of_the_other_player_is_not_read_so() -> None:
    text = LOOK + "相手は、その中からカードを1枚選び手札に加え、" + REST
    assert not co_ability(text, "event").supported
