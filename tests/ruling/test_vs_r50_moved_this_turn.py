"""Round 50 (s47vsC), issue 12: 「このターンに（あなた|相手）のリングのカードが（リタイヤ置場|控え室|
手札）に置かれていた（ない）なら」 — a per-turn record of moves: vs now names 「置く」 among its history
events (``Vocab.history_events``), read as ``("turn_moved", whose, zone)``: a card of that player's
ring moved to that zone of theirs (3.1.4) this turn (6.1.1), read from the moves recorded since the
turn began as the condition is (8.6.5); a ruling that begins within the turn says that the moves
before it are not given. Before: refused as 「whether put happened this turn」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_TEXT = "[ベンチ]ターンの終わりに、このターンにあなたのリングのカードがリタイヤ置場に置かれていたなら、あなたは1枚引く。"


def test_the_compiled_condition() -> None:
    assert vs_program(_TEXT).condition == ("turn_moved", "you", "retire")
    neg = _TEXT.replace("あなたのリング", "相手のリング").replace("置かれていた", "置かれていない")
    assert vs_program(neg).condition == ("not", ("turn_moved", "opponent", "retire"))


def test_a_bench_card_moved_stays_refused() -> None:
    assert not vs_ability(_TEXT.replace("リングのカード", "ベンチのカード")).supported


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 甲, level: 1, ap: 1000, dp: 1000, state: stand, text: "[ベンチ][このカードをレストする]%sのリングのカードを1枚選び、%sのリタイヤ置場に置く。"}
      right: {name: 律子, ap: 0, dp: 1000, text: "%s"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
%s
  - {do: end_phase}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("whose", "use", "drawn"),
    [
        ("あなた", True, 1),  # A's ring card put in A's retire zone this turn
        ("相手", True, 0),  # B's ring card: not A's
        ("あなた", False, 0),  # no move this turn
    ],
)
def test_on_a_board(whose: str, use: bool, drawn: int) -> None:
    own = "自分" if whose == "あなた" else "相手"
    acts = "  - {do: use, card: 甲}" if use else "  []"
    board = _BOARD % (whose, own, _TEXT, acts)
    if not use:
        board = board.replace("actions:\n  []\n", "actions:\n")
    r = resolve(loads(board))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn
    if drawn:
        assert {"6.1.1", "3.1.4", "8.6.5"} <= set(r.decided_by)
