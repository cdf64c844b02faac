"""mc round 45: the deck-out end (1.2.3.1, 11.2.1.2) is a check-type rule process (11.2.1),
read at a check step only (11.1.2.4); the turn's end is the stage of 7.6.2, so the check step
of 7.6.3 judges it — its rule processes before the ● abilities waiting there (10.20.1.1,
10.20.1.1.1): a ● of 「終了宣言フェイズ終了時」 that would move a unit comes too late."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: mc
title: t
turn: {player: A, number: 9, phase: end, first_player: A}
players:
  A:
    deck: 0
    deck_out_turn: 7
    hand: 3
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      r3:
        - {name: 砦, type: terrain, limit: 6}
        - name: 伝令
          type: unit
          level: 1
          attack: 1
          defense: 1
          text: "●[自軍ターン]帰還\\n〈発揮:終了宣言フェイズ終了時/対象:このユニット〉\\n対象を手札に戻す。"
  B:
    deck: 0
    deck_out_turn: 8
    hand: 3
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: end_phase}
"""


def test_judged_before_the_waiting_auto_ability() -> None:
    r = resolve(loads(BOARD))
    # 伝令 still in B's territory at the judgement: 1 to 0, A wins (after the ●: 0 to 0, a draw)
    assert r.main.outcome.get("winner") == "A"
    cited = set(r.decided_by)  # type: ignore[attr-defined]
    assert {"1.2.3.1", "11.2.1.2", "7.6.2", "11.1.2.4", "10.20.1.1"} <= cited


def test_not_due_the_ability_is_played() -> None:
    """The last deck ran out this turn: nothing is due at 7.6.3, the ● is played."""
    r = resolve(loads(BOARD.replace("deck_out_turn: 8", "deck_out_turn: 9")))
    assert not r.main.outcome.get("game_over")
    assert "11.1.2.4" not in set(r.decided_by)  # type: ignore[attr-defined]
