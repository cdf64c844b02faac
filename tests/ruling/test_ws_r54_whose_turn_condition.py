"""ws round 54 (s51wsT2): 「あなたのターン中なら」 / 「相手のターン中なら」 / 「あなたのターンなら」 as a
condition — it is that player's turn (the turn player, ws 2.1.1 / 6: each turn is one player's),
the same condition as 「あなたのターン中、」 heading a continuous ability. The grammar reads a
duration ending in 中 before なら (or ending the condition) word by word, as 「あなたのバトルフェイズ中
なら」; it was refused as a missing noun phrase (「…ターンなら」) or not typed (「…ターン中なら」)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

BOARD = """\
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    level: 1
    stage:
      center_front: {{name: 乙, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
actions:
  - {{do: resolve_text, player: {who}, card: {card}, text: "{cond}、そのターン中、このカードのパワーを＋1000。"}}
ask: [{card}.power]
"""


@pytest.mark.parametrize(
    ("who", "card", "cond", "power"),
    [
        # A's turn (WS_HEAD): A's text reads 「あなた」 as A, B's as B
        ("A", "甲", "あなたのターン中なら", 4000),
        ("A", "甲", "あなたのターンなら", 4000),
        ("A", "甲", "相手のターン中なら", 3000),
        ("B", "乙", "あなたのターン中なら", 3000),
        ("B", "乙", "相手のターン中なら", 4000),
        ("B", "乙", "相手のターンなら", 4000),
    ],
)
def test_whose_turn_condition_on_a_board(who: str, card: str, cond: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(who=who, card=card, cond=cond), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"][f"{card}.power"] == power


def test_whose_turn_condition_of_a_trigger_compiles() -> None:
    prog = compiled_first(
        "【自】 このカードが手札から控え室に置かれた時、あなたのターン中なら、あなたは1枚引く。",
        "ws",
    )
    assert prog.cond is not None and prog.cond.what == "turn" and prog.cond.owner == "you"
    prog = compiled_first(
        "【自】 このカードがアタックした時、相手のターン中なら、あなたは1枚引く。", "ws"
    )
    assert prog.cond.owner == "opponent"
