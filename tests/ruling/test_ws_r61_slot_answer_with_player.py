"""A slot answered with its player (round 61): a choice of stage slots offers ``left_front``; a
scenario may also name it ``A.left_front`` (or ``A.stage.left_front``) when the slots are A's stage
— a character played from the hand (6.5.1.2.1) or put by a text's effect (8.6.3) — never the
other player's slot of the same name (the answer names no option and is refused)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads

PUT = "【自】 相手のキャラがダイレクトアタックした時、あなたは自分の控え室のキャラを1枚選び、前列のキャラのいない枠に置く。"

PLAY = """game: ws
title: t
turn: {player: A, number: 3, phase: main, first_player: A}
players:
  A:
    level: 0
    hand: [{name: 新人, type: character, level: 0, cost: 0, power: 3000, soul: 1}]
    deck: 10
  B:
    level: 0
    deck: 10
actions:
  - {do: play, player: A, card: 新人}
choices:
  - {player: A, at: slot, choose: ANSWER}
expect:
  state: {新人.zone: A.stage.right_front}
"""

EFFECT = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 攻め, type: character, level: 1, power: 6000, soul: 1}}
    deck: [{{name: 札, type: character, trigger: none}}, 8]
  B:
    level: 1
    stage:
      left_back: {{name: 番兵, type: character, level: 1, power: 3000, soul: 1, text: "{PUT}"}}
    waiting_room: [{{name: 伏兵, type: character, level: 0, power: 500, soul: 1}}]
    deck: [{{name: 受1, type: character, trigger: none}}, {{name: 受2, type: character, trigger: none}}, 8]
actions:
  - {{do: attack, player: A, slot: center_front, kind: direct}}
choices:
  - {{player: B, choose: 伏兵}}
  - {{player: B, at: slot, choose: ANSWER}}
expect:
  state: {{伏兵.zone: B.stage.left_front}}
"""


@pytest.mark.parametrize("answer", ["right_front", "A.right_front", "A.stage.right_front"])
def test_a_played_character_s_slot_alone_or_with_its_player(answer: str) -> None:
    r = resolve(loads(PLAY.replace("ANSWER", answer), "t.yaml"))
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize("answer", ["left_front", "B.left_front"])
def test_a_slot_a_text_leaves_to_its_master(answer: str) -> None:
    r = resolve(loads(EFFECT.replace("ANSWER", answer), "t.yaml"))
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize(
    "board,answer", [(PLAY, "B.right_front"), (EFFECT, "A.left_front")], ids=["play", "effect"]
)
def test_the_other_players_slot_is_no_option(board: str, answer: str) -> None:
    with pytest.raises(ScenarioError, match="none of the options"):
        resolve(loads(board.replace("ANSWER", answer), "t.yaml"))
