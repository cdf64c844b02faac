"""Round 62 (issue 12, s59wsC2): 「前のターンに…していたなら」 — the history of the turn before this
one. A turn ends and the opponent of its turn player becomes the turn player of the next (6.8.1.5);
「前のターン」 is the turn that ended so: the history conditions this turn reads (a character made
reverse, 4.6.1.3; a damage received, 4.10.1.1; a card played, 8.6.2.4 — 「使う」 of a card, 2.8.2.1)
read in that turn's events instead. Refused before as "condition reverse.progressive_past" /
"condition play.progressive_past" (cards_r61 KPN/S611-005, -036)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    hand:
      - {{name: 作戦, type: event, level: 0, cost: 0, color: yellow, text: "【カウンター】 あなたは1枚引く。"}}
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1}}
      left_back: {{name: 僚友, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
actions:
{before}
  - {{do: resolve_text, player: A, card: 番人, text: "{cond}、そのターン中、このカードのパワーを＋1000。"}}
ask: [番人.power]
"""

REVERSE_MINE = (
    '  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、【リバース】する。"}\n'
)
REVERSE_THEIRS = (
    '  - {do: resolve_text, player: A, text: "あなたは相手のキャラを1枚選び、【リバース】する。"}\n'
)
PLAYED = "  - {do: play, player: A, card: 作戦}\n"
TURN_ENDS = "  - {do: encore_step}\n  - {do: end_phase}\n"

REVERSED = "前のターンにあなたのキャラがリバースしていたなら"
NOT_REVERSED = "前のターンにあなたのキャラがリバースしていないなら"
USED = "前のターンにあなたが【カウンター】のイベントを使っていたなら"


def test_read_as_this_turns_history_in_the_turn_before() -> None:
    before = ws_compile(f"【永】 {REVERSED}、このカードのパワーを＋1000。")
    this = ws_compile(
        "【永】 そのターン中にあなたのキャラがリバースしていたなら、このカードのパワーを＋1000。"
    )
    assert before.cond is not None and this.cond is not None
    assert before.cond.detail == (("turn", "previous"),)
    assert before.cond.event == this.cond.event


def test_a_history_the_runtime_does_not_read_in_another_turn_stays_refused() -> None:
    # 「前のターンにあなたが山札をリフレッシュしていたなら」: a refresh is read in this turn only
    with pytest.raises(Unsupported):
        ws_compile(
            "【永】 前のターンにあなたが山札をリフレッシュしていたなら、このカードのパワーを＋1000。"
        )


@pytest.mark.parametrize(
    ("before", "cond", "power"),
    [
        # reversed in A's turn, read in B's turn after it: the turn before
        (REVERSE_MINE + TURN_ENDS, REVERSED, 4000),
        (REVERSE_THEIRS + TURN_ENDS, REVERSED, 3000),
        (TURN_ENDS, REVERSED, 3000),
        (REVERSE_MINE + TURN_ENDS, NOT_REVERSED, 3000),
        (TURN_ENDS, NOT_REVERSED, 4000),
        # reversed this turn, not in the turn before
        (REVERSE_MINE, REVERSED, 3000),
        # reversed two turns before (A's turn, then B's turn, now A's): not the turn before
        (REVERSE_MINE + TURN_ENDS + TURN_ENDS, REVERSED, 3000),
        # a counter event played in the turn before (2.8.2.1: used)
        (PLAYED + TURN_ENDS, USED, 4000),
        (TURN_ENDS, USED, 3000),
    ],
)
def test_on_a_board(before: str, cond: str, power: int) -> None:
    r = resolve(loads(BOARD.format(before=before.rstrip("\n"), cond=cond), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["番人.power"] == power
