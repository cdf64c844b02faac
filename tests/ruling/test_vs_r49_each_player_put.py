"""Round 49 (s46vsE): 「すべてのプレイヤーは、自分の山札の上から1枚を、自分のリタイヤ置場に置く」 — each
player puts its own deck's top card into its own retire zone (the shared reader's performer
``each`` for a put, vs ``each_player``; 3.1.4), and 「相手は自分の山札の上から1枚を、…」 the
opponent's. Both at 10 retired cards at the check timing lose at once (9.2.2, 9.2.1): a draw
(1.2.3); one of them only: that player loses."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    retire: ARET
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]WHOは、自分の山札の上から1枚を、自分のリタイヤ置場に置く。"}}
  B:
    deck: 10
    retire: 9
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子}
expect:
  outcome: OUTCOME
  state: {A.retire: AAFTER, B.retire: 10}
"""


@pytest.mark.parametrize(
    ("who", "aret", "aafter", "outcome", "cited"),
    [
        ("すべてのプレイヤー", 9, 10, "{draw: true}", {"9.2.2", "9.2.1", "1.2.3"}),
        ("すべてのプレイヤー", 8, 9, "{game_over: true, winner: A}", {"9.2.2", "9.2.1"}),
        ("相手", 9, 9, "{game_over: true, winner: A}", {"9.2.2", "9.2.1"}),
    ],
)
def test_each_player_puts_its_deck_top(
    who: str, aret: int, aafter: int, outcome: str, cited: set[str]
) -> None:
    src = (
        BOARD.replace("WHO", who)
        .replace("ARET", str(aret))
        .replace("AAFTER", str(aafter))
        .replace("OUTCOME", outcome)
    )
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    assert cited <= set(r.decided_by)  # type: ignore[attr-defined]
