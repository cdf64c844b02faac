"""Round 49: a 【ユニークスキル】 effect that only looked at the deck's top card and put it back on
top (7.7.1: looking moves nothing) — has 「ゲームの状態が変化していた」 (12.3.4.2, in 12.3.2.2's words)?
The audit's limit_look_only, raised for the game-long icons too: the engine's reading (unchanged:
the next 【ユニークスキル】 is played) and the other (changed: it cannot be played, 12.2.1.1). An
effect that moved a card (a draw) uses the icon up with no reading."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 魔導師, type: normal, grade: 3, power: 13000, text: "【ユニークスキル】－【起】【(V)】：FIRST"}
    left_front: {name: 使い魔, type: normal, grade: 1, power: 8000, text: "【ユニークスキル】－【起】【(R)】：１枚引く。"}
    hand: 0
    deck: [{name: 上の札, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: activate, card: A.vanguard}, {do: activate, card: A.left_front}]}
ask: [A.hand]
"""


def test_a_look_put_back_on_top_is_a_reading_of_the_game_state() -> None:
    r = resolve(loads(BOARD.replace("FIRST", "あなたの山札の上から１枚見て、山札の上に戻す。")))
    assert r.outcome["state"] == {"A.hand": 1}  # the engine's: nothing changed, the next is played
    assert "12.3.4.2" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"A.hand": 0}]


def test_a_draw_uses_the_icon_up_with_no_reading() -> None:
    r = resolve(loads(BOARD.replace("FIRST", "１枚引く。")))
    assert r.outcome["state"] == {"A.hand": 1}  # the first draw; the second is refused
    assert "readings" not in r.outcome
