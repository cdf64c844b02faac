"""Round 65 (s62wsC): 「このカードがアタックした時、そのアタックがサイドアタックなら」 — 「そのアタック」 is
the attack the trigger names, made by the card it names (7.2.1.5: the attacking character): the
condition 「このカードがサイドアタックしているなら」 (the attack's method, 7.2.1.4), of 「そのキャラ」
when the trigger names another card. Refused before as "condition side_attack.stem" (cards_r64
PRL/W641-041)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

SAID = "【自】 このカードがアタックした時、そのアタックがサイドアタックなら、あなたは1枚引く。"


def test_same_as_this_card_side_attacking() -> None:
    assert ws_compile(SAID) == ws_compile(
        "【自】 このカードがアタックした時、このカードがサイドアタックしているなら、あなたは1枚引く。"
    )
    assert ws_compile(
        "【自】 あなたのキャラがアタックした時、そのアタックがフロントアタックなら、あなたは1枚引く。"
    ) == ws_compile(
        "【自】 あなたのキャラがアタックした時、そのキャラがフロントアタックしているなら、あなたは1枚引く。"
    )


BOARD = """players:
  A:
    level: 1
    hand: []
    deck: [{{name: 札1, type: character, trigger: none}}, {{name: 札2, type: character, trigger: none}}, 8]
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    stage:
      center_front: {{name: 相, type: character, level: 0, power: 1000, soul: 1}}
    deck: [{{name: 受1, type: character, trigger: none}}, {{name: 受2, type: character, trigger: none}}, 8]
actions:
  - {{do: attack, player: A, slot: center_front, kind: {kind}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("kind", "hand"), [("side", 1), ("front", 0)])
def test_on_a_board(kind: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=SAID, kind=kind), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
