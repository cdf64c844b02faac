"""ws round 56 (s53wsC): 「あなたのキャラの効果によって…置かれた時」 / 「相手のキャラの効果によって…
戻った時」 — the move made by the effect of an ability (8.2.1) of a card of that type: a
character's ability triggers it; an event's effect, or a cost paid (not an effect), does not."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

WATCH = "【自】 あなたのキャラの効果によってあなたのストックが控え室に置かれた時、そのターン中、このカードのパワーを＋1000。"
DROP = "あなたは自分のストックを1枚選び、控え室に置く。"

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stock: {stock}
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
      left_front: {{name: 手, type: character, level: 0, power: 3000, soul: 1, text: "{act}"}}
    hand: [{{name: 催し, type: event, level: 0, cost: 0, text: "{drop}"}}]
    deck: 10
  B:
    deck: 10
actions:
  - {action}
expect:
  triggered: {{番人: {n}}}
"""


@pytest.mark.parametrize(
    ("act", "stock", "action", "n"),
    [
        # a character's activated ability whose effect puts a stock card into the waiting room
        (
            f"【起】［このカードを【レスト】する］ {DROP}",
            1,
            "{do: activate, player: A, card: 手}",
            1,
        ),
        # an event's effect: not a character's
        ("", 1, "{do: play, card: 催し}", 0),
        # the stock paid as a cost (8.1.1.1.2) is no effect
        ("【起】［(1)］ あなたは1枚引く。", 1, "{do: activate, player: A, card: 手}", 0),
    ],
)
def test_only_a_characters_effect(act: str, stock: int, action: str, n: int) -> None:
    text = BOARD.format(watch=WATCH, act=act, drop=DROP, stock=stock, action=action, n=n)
    r = resolve(loads(text))
    assert not unsupported(r)
    assert check_expect(r) == []


BACK = "【自】 相手のキャラの効果によって、あなたの舞台のキャラが手札に戻った時、あなたは1枚引く。"
BOUNCE = "あなたは相手のキャラを1枚選び、手札に戻す。"

BOUNCED = """
game: ws
title: t
turn: {{player: B, number: 5, phase: main, first_player: B}}
players:
  A:
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{back}"}}
    deck: 10
  B:
    stage:
      center_front: {{name: 手, type: character, level: 0, power: 3000, soul: 1, text: "【起】［このカードを【レスト】する］ {bounce}"}}
    hand: [{{name: 催し, type: event, level: 0, cost: 0, text: "{bounce}"}}]
    deck: 10
actions:
  - {action}
expect:
  triggered: {{番人: {n}}}
"""


@pytest.mark.parametrize(
    ("action", "n"),
    [("{do: activate, player: B, card: 手}", 1), ("{do: play, player: B, card: 催し}", 0)],
)
def test_returned_by_an_opponents_character(action: str, n: int) -> None:
    r = resolve(loads(BOUNCED.format(back=BACK, bounce=BOUNCE, action=action, n=n)))
    assert not unsupported(r)
    assert check_expect(r) == []


def test_the_event_did_move_the_card() -> None:
    """The event's case above is a move that happened (the stock card in the waiting room)."""
    text = BOARD.format(
        watch=WATCH, act="", drop=DROP, stock=1, action="{do: play, card: 催し}", n=0
    )
    r = resolve(loads(text + "ask: [A.stock]\n"))
    assert r.outcome["state"]["A.stock"] in ([], 0)
