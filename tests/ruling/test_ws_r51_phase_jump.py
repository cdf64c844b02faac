"""ws round 51 (s48wsC): the phase jump (11.4). 「…フェイズを終了し、Xフェイズに進む」 / 「Xフェイズに進む」
are read (the verbs 終了する and 進む, ``grammar.lexicon.VERBS``) as ``phase_end`` / ``phase_jump``;
once the effect is resolved the game goes straight to the phase named, without a check timing,
the phases between skipped (11.4.1.2) — a skipped attack phase's encore step does not put the
reversed characters into the waiting room — and what waits is played at that phase's check
timing (11.4.1.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("このフェイズを終了し、エンドフェイズに進む。", ["phase_end", "phase_jump"]),
        ("あなたはエンドフェイズに進む。", ["phase_jump"]),
        ("相手のアタックフェイズを終了しエンドフェイズに進む。", ["phase_end", "phase_jump"]),
    ],
)
def test_the_phase_jump_is_read(text: str, verbs: list[str]) -> None:
    (ab,) = abilities_of("ws", Card(uid="t", owner="A", type="event", text=text))
    assert ab.supported and ab.program is not None
    assert [o.verb for o in ab.program.steps] == verbs
    assert ab.program.steps[-1].dest == "end"


BOARD = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand: 1
    stage:
      center_front: {name: 号令役, type: character, level: 0, power: 5000, soul: 1,
        text: "【自】 アタックフェイズの始めに、あなたは1枚引く。"}
      left_front: {name: 倒れた子, type: character, level: 0, power: 3000, soul: 1, state: reverse}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
"""


def test_main_phase_jumps_to_the_end_phase() -> None:
    # the climax and attack phases are skipped: no 「アタックフェイズの始めに」, and the reversed
    # character is not sent away by the skipped encore step (7.7.1.2 not carried out)
    board = BOARD.replace("TEXT", "このフェイズを終了し、エンドフェイズに進む。")
    expect = (
        "expect:\n  state: {turn.phase: end, A.hand: 1, A.left_front: reverse}\n"
        "  triggered: {号令役: 0}\n  decided_by: ['11.4.1', '11.4.1.2']\n"
    )
    assert check_expect(resolve(loads(board + expect))) == []


def test_no_jump_without_the_text() -> None:
    # the control: a text that does not jump leaves the game in the main phase
    board = BOARD.replace("TEXT", "あなたは1枚引く。")
    expect = "expect:\n  state: {turn.phase: main, A.hand: 2}\n"
    assert check_expect(resolve(loads(board + expect))) == []


def test_a_counter_jump_ends_the_attack_and_its_effects() -> None:
    # B attacks; A's counter event gives 「そのアタック中」 +1000 to its defender and jumps to the
    # end phase: the damage and battle steps are skipped (no damage, 11.4.1.2), the attack's
    # effect ends with it (11.4.1.1)
    board = """
game: ws
title: t
turn: {player: B, number: 6, phase: attack, first_player: A}
players:
  A:
    level: 1
    stock: 1
    hand: [{name: 止め, type: event, level: 0, cost: 0,
      text: "【カウンター】 あなたは自分のキャラを1枚選び、そのアタック中、パワーを＋1000。相手のアタックフェイズを終了しエンドフェイズに進む。"}]
    stage:
      center_front: {name: 守り, type: character, level: 0, power: 3000, soul: 1}
    deck: 10
  B:
    stage:
      center_front: {name: 攻撃役, type: character, level: 0, power: 8000, soul: 2}
    deck: [{name: 山1, type: character, trigger: []}, 9]
actions:
  - {do: attack, player: B, slot: center_front, kind: front, counter: [{do: play, player: A, card: 止め}]}
choices:
  - {player: A, at: choose, choose: 守り}
expect:
  state: {turn.phase: end, A.clock: 0, 守り.power: 3000, A.center_front: stand}
  decided_by: ['11.4.1.1', '11.4.1.2']
"""
    assert check_expect(resolve(loads(board))) == []
