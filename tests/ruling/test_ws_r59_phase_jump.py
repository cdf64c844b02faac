"""ws round 59 (s56wsR): the phase jump (11.4.1.2). 「このターンのXフェイズに進む」 is read as the
jump; a phase the jump skipped is not carried out afterwards (its action refused, 11.4.1.2); what
waits is played at the check timing of the phase moved to (11.4.1.2, 11.4.1.3)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card


def test_this_turns_phase_is_read_as_the_jump() -> None:
    (ab,) = abilities_of(
        "ws", Card(uid="t", owner="A", type="event", text="このターンのエンドフェイズに進む。")
    )
    assert ab.supported and ab.program is not None
    assert [o.verb for o in ab.program.steps] == ["phase_jump"]
    assert ab.program.steps[-1].dest == "end"


BOARD = """
game: ws
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hand:
      - {name: 号令, type: event, level: 0, cost: 0, text: "TEXT"}
      - {name: 光, type: climax}
    stage:
      center_front: {name: 待つ子, type: character, level: 0, power: 3000, soul: 1,
        text: "【自】 あなたがイベントをプレイした時、あなたは1枚引く。"}
    level: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, card: 号令}
  - {do: climax_phase, card: 光, allowed: ALLOWED}
"""


def test_a_skipped_phase_is_not_carried_out() -> None:
    board = BOARD.replace("TEXT", "このターンのエンドフェイズに進む。").replace("ALLOWED", "false")
    expect = "expect:\n  state: {光.zone: A.hand}\n  decided_by: ['11.4.1.2']\n"
    assert check_expect(resolve(loads(board + expect))) == []


def test_without_the_jump_the_climax_phase_follows() -> None:
    board = BOARD.replace("TEXT", "あなたは1枚引く。").replace("ALLOWED", "true")
    expect = "expect:\n  state: {光.zone: A.climax}\n"
    assert check_expect(resolve(loads(board + expect))) == []


def test_the_pending_ability_is_played_at_the_phase_moved_to() -> None:
    # the 「イベントをプレイした時」 ability waits from the play; the jump has no check timing
    # before the end phase (11.4.1.2), it is played at the end phase's (11.4.1.3)
    board = BOARD.replace("TEXT", "このターンのエンドフェイズに進む。").split(
        "  - {do: climax_phase"
    )[0]
    expect = (
        "expect:\n  triggered: {待つ子: 1}\n  state: {A.hand: 2, turn.phase: end}\n"
        "  decided_by: ['11.4.1.2', '11.4.1.3']\n"
    )
    assert check_expect(resolve(loads(board + expect))) == []
