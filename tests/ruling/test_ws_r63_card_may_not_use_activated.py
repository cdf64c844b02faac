"""Round 63 (s60wsC): 「そのターン中、それらのキャラは『【起】』の能力を使えない」 (cards_r62
SRZ/S621-022; refused before as "an effect whose subject is a card (use.cannot)") — a prohibition on
cards (1.3.3): the chosen characters' activated abilities are not played (8.6.2.1) for that turn
(8.2.1.2); 「このカードは【起】を使えない」 in a continuous ability, while it applies. Another card's
abilities are played as before."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

BAN = "【起】［(1)］ あなたは自分のキャラを1枚選び、そのターン中、そのキャラは『【起】』の能力を使えない。"
DRAW = "【起】［(1)］ あなたは1枚引く。"


def test_compiled() -> None:
    op = ws_compile(BAN).steps[-1]
    assert (op.verb, op.stat, op.until) == ("prohibit", "use_activated", "turn")
    cont = ws_compile("【永】 このカードは『【起】』の能力を使えない。").steps[0]
    assert (cont.verb, cont.stat, cont.until) == ("prohibit", "use_activated", None)


BOARD = """players:
  A:
    level: 1
    stock: 4
    deck: 10
    stage:
      center_front: {{name: 禁, type: character, level: 0, power: 1000, text: "{ban}"}}
      left_front: {{name: 甲, type: character, level: 0, power: 1000, text: "{draw}"}}
      right_front: {{name: 乙, type: character, level: 0, power: 1000, text: "{draw}"}}
  B: {{deck: 10}}
actions:
  - {{do: activate, player: A, card: 禁}}
  - {{do: activate, player: A, card: {user}}}
choices:
  - {{player: A, choose: 甲}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("user", "hand"), [("甲", 0), ("乙", 1)])
def test_the_chosen_card_does_not_use_it(user: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(ban=BAN, draw=DRAW, user=user), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


def test_a_continuous_ban_on_this_card() -> None:
    text = "【永】 このカードは『【起】』の能力を使えない。" + "\\n" + DRAW
    src = WS_HEAD + BOARD.format(ban=DRAW, draw=text, user="甲").replace(
        "  - {do: activate, player: A, card: 禁}\n", ""
    ).replace("choices:\n  - {player: A, choose: 甲}\n", "")
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == 0
