"""Round 47: 「このカードとそのキャラを入れ替える」 / 「そのキャラとこのカードの位置を入れ替える」 — a swap of
this card with a card the text names (the trigger's character: a reference, no choice). This
character and that one swap slots (8.8.1; a character's slot is where it is, 3.6), each keeping
its orientation (3.6.3); no choice is made, so 8.6.3 is not cited. 「そのキャラ」 with no card
named before stays refused."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TRIG = "【自】［このカードを【レスト】する］ 他のあなたの《カーリング》のキャラがフロントアタックされた時、あなたはコストを払ってよい。そうしたら、"
TEXTS = ["このカードとそのキャラを入れ替える。", "そのキャラとこのカードの位置を入れ替える。"]

BOARD = """game: ws
title: t
turn: {player: B, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 被弾, type: character, level: 0, power: 3000, soul: 1, traits: [カーリング]}
      left_front: {name: 入替役, type: character, level: 0, power: 2000, soul: 1, text: "TEXT"}
    deck: 10
    level: 1
  B:
    stage: {center_front: {name: 攻め手, type: character, level: 0, power: 5000, soul: 1}}
    deck: [{name: 山1, type: character, level: 0, trigger: none}, 9]
    level: 1
actions:
  - {do: attack, slot: center_front, kind: front}
choices:
  - {player: A, at: optional, choose: "yes"}
expect:
  state: {入替役.zone: A.stage.center_front, 被弾.zone: A.stage.left_front, 入替役.state: rest}
"""


@pytest.mark.parametrize("tail", TEXTS)
def test_compiles_to_a_swap_with_the_trigger_character(tail: str) -> None:
    p = ws_compile(TRIG + tail)
    (sw,) = [op for op in p.steps if op.verb == "swap_stage"]
    assert sw.target is not None and sw.target.ref == "trigger_card"


@pytest.mark.parametrize("tail", TEXTS)
def test_swaps_slots_with_no_choice(tail: str) -> None:
    r = resolve(loads(BOARD.replace("TEXT", TRIG + tail), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    moves = [s for s in r.main.trace.steps if "8.8.1" in s.clauses and "3.6.3" in s.clauses]
    assert len(moves) == 2 and all("8.6.3" not in s.clauses for s in moves)
    assert not any("swap slots with" in s.en for s in r.main.trace.steps)  # no choice
    assert "8.8.1" in r.decided_by


def test_that_character_with_nothing_named_stays_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【自】 このカードがアタックした時、あなたはこのカードとそのキャラの位置を入れ替える。"
        )
