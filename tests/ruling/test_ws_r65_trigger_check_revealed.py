"""Round 65 (s62wsC): 「あなたのキャラがトリガーチェックでクライマックスを公開した時」 — the character whose
trigger check reveals the deck's top card (7.3.1.2): the card it reveals, the same trigger as
「あなたのキャラのトリガーチェックでクライマックスがでた時」. Refused before as "trigger reveal.past"
(cards_r64 PRL/W641-026)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

SAID = "【自】 あなたのキャラがトリガーチェックでクライマックスを公開した時、あなたは1枚引く。"


def test_same_as_came_out() -> None:
    assert ws_compile(SAID) == ws_compile(
        "【自】 あなたのキャラのトリガーチェックでクライマックスがでた時、あなたは1枚引く。"
    )


BOARD = """players:
  A:
    level: 1
    hand: []
    deck: [{{name: 札1, type: {top}}}, {{name: 札2, type: character, trigger: none}}, 8]
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: [{{name: 受1, type: character, trigger: none}}, {{name: 受2, type: character, trigger: none}}, 8]
actions:
  - {{do: attack, player: A, slot: center_front, kind: direct}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("top", "hand"), [("climax", 1), ("character, trigger: none", 0)])
def test_on_a_board(top: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=SAID, top=top), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
