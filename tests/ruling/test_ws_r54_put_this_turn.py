"""ws round 54 (s51wsT1): 「そのターン中にあなたのクロック置場にカードが2枚以上置かれているなら」 /
「そのターン中にあなたの手札が控え室に置かれているなら」 — cards put into (from) those zones this
turn (a zone-move, 3.1.4), counted in cards, whether they are still there or not; a move of an
earlier turn, or of the other player's cards, does not count."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    level: 1
    hand: [{{name: 手1, type: character, level: 0}}, {{name: 手2, type: character, level: 0}}]
    clock: [{{name: 古いクロック, type: character, level: 0}}]
    stage:
      center_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
{before}
  - {{do: resolve_text, player: A, card: 観測者, text: "{cond}、そのターン中、このカードのパワーを＋1000。"}}
ask: [観測者.power]
"""
CLOCK2 = "そのターン中にあなたのクロック置場にカードが2枚以上置かれているなら"
HAND = "そのターン中にあなたの手札が控え室に置かれているなら"


def _power(before: list[str], cond: str) -> int:
    acts = "\n".join(f'  - {{do: resolve_text, player: {p}, text: "{t}"}}' for p, t in before)
    r = resolve(loads(WS_HEAD + BOARD.format(before=acts, cond=cond)))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["観測者.power"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("before", "power"),
    [
        # two cards into A's clock this turn: met (the card already there is not counted)
        ([("A", "あなたは自分の山札の上から2枚を、クロック置場に置く。")], 4000),
        # one only
        ([("A", "あなたは自分の山札の上から1枚を、クロック置場に置く。")], 3000),
        # two, one of them moved on since: still two were put there this turn
        (
            [
                ("A", "あなたは自分の山札の上から2枚を、クロック置場に置く。"),
                ("A", "あなたは自分のクロックを1枚選び、控え室に置く。"),
            ],
            4000,
        ),
        # the other player's clock
        ([("B", "あなたは自分の山札の上から2枚を、クロック置場に置く。")], 3000),
    ],
)
def test_cards_put_into_the_clock_this_turn(before: list[tuple[str, str]], power: int) -> None:
    assert _power(before, CLOCK2) == power


@pytest.mark.parametrize(
    ("before", "power"),
    [
        ([("A", "あなたは自分の手札を1枚選び、控え室に置く。")], 4000),
        # a card put into the waiting room from elsewhere: not from the hand
        ([("A", "あなたは自分の山札の上から1枚を、控え室に置く。")], 3000),
        ([], 3000),
    ],
)
def test_a_hand_card_put_into_the_waiting_room(before: list[tuple[str, str]], power: int) -> None:
    assert _power(before, HAND) == power
