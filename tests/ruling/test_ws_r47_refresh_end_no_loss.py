"""Round 47: a refresh that finds no card in the waiting room outside a damage ends (9.2.2.1
「そうでないなら、かわりにこのリフレッシュ処理の実行を終了します」) in place of the loss the same
clause names for a damage with no climax resolving: asked whether the game is over (it goes on),
that step is a reason, and the ruling cites 9.2.2.1 (the step ``touches`` ``game_over``)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: [{name: 終札, type: character, level: 0}]
    waiting_room: 0
    clock: [{name: 時計1, type: character, level: 1}, 2]
    hand: []
    level: []
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
expect:
  outcome: {game_over: OVER}
  state: {終札.zone: A.hand}
"""


def test_refresh_ended_outside_damage_is_why_the_game_goes_on() -> None:
    text = "あなたは1枚引く。その後、あなたのクロックの上から1枚を、山札の上に置く。"
    r = resolve(loads(BOARD.replace("TEXT", text).replace("OVER", "false"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "9.2.2.1" in r.decided_by
    assert "9.4.1.2" in r.decided_by


def test_no_card_back_loses_at_the_check() -> None:
    # nothing returns to the deck: the refresh still ends (no loss outside a damage), and the
    # check-type loss condition 9.4.1.2 is met at the check timing
    r = resolve(loads(BOARD.replace("TEXT", "あなたは1枚引く。").replace("OVER", "true"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "9.4.1.2" in r.decided_by
