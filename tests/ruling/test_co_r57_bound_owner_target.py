"""Round 57 (s54coT): 「相手がコントロールしている、DPが1以下のキャラクター1体を対象とし、…」.

A target bounded by a value and by its controller both (4.2.13 with 4.2.12): the grammar types the
controller's clause before the comma as a step of its own; it is read on the target declared. A
character of the right DP but of the wrong controller, and one of the right controller over the
bound, are both refused as targets."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "相手がコントロールしている、DPが1以下のキャラクター1体を対象とし、それをクラッシュする。"

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {{name: 刈, type: spell, cost: 1, text: "{text}\\n使い捨て"}}
    field:
      - {{name: 味方, type: character, gender: 男性, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 敵, type: character, gender: 女性, ap: 2, dp: {dp}}}
actions:
  - {{do: play, card: 刈, target: {target}{allowed}}}
expect:
  state: {state}
"""


def _run(dp: int, target: str, state: str, allowed: str = "") -> list[str]:
    board = BOARD.format(text=TEXT, dp=dp, target=target, state=state, allowed=allowed)
    return check_expect(resolve(loads(board, "t.yaml")))


def test_opponents_character_within_bound_crashed() -> None:
    assert not _run(1, "敵", "{敵.zone: B.dustbox}")


def test_opponents_character_over_bound_refused() -> None:
    assert not _run(2, "敵", "{敵.zone: B.field}", ", allowed: false")


def test_own_character_within_bound_refused() -> None:
    assert not _run(1, "味方", "{味方.zone: A.field}", ", allowed: false")
