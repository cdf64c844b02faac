"""Round 49: a change with no period opening an ability's whole effect, 「【自】 カウンターステップの
始めに、このカードのパワーを＋3000。」: every word of the text is seen, so its period is the one
not stated, 「このゲーム中」 (8.2.1.2) — as a change opening a later sentence already was. A part read
apart (the steps after an event inside an effect) is not so read."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext import Program, compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _program(text: str) -> Program:
    r = parse_card(text, "ws")
    assert r.card is not None
    return compile_ability(r.card.abilities[0])


def test_first_sentence_change_lasts_the_game_8_2_1_2() -> None:
    op = _program("【自】 カウンターステップの始めに、このカードのパワーを＋3000。").steps[0]
    assert op.verb == "stat" and op.until == "game"


def test_a_period_said_is_kept() -> None:
    op = _program(
        "【自】 カウンターステップの始めに、そのターン中、このカードのパワーを＋3000。"
    ).steps[0]
    assert op.until == "turn"


def test_delayed_part_is_not_read_as_the_whole_effect() -> None:
    # the steps after an event are read apart: a change there is not given 「このゲーム中」
    with pytest.raises(Unsupported, match="lasting unstated"):
        _program("そのターン中、あなたのキャラがアタックした時、このカードのパワーを＋1000。")


BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stage:
      center_front: {name: 監督, type: character, level: 0, power: 5000, soul: 1, text: "【自】 あなたがクライマックスをプレイした時、このカードのパワーを＋2000。"}
    hand: [{name: 門, type: climax, trigger: soul, color: YELLOW}]
    clock: [{name: 黄, type: character, level: 0, color: YELLOW}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: climax_phase, player: A, card: 門}
expect:
  triggered: {監督: 1}
  state: {監督.power: 7000}
  decided_by: ["8.2.1.2"]
"""


def test_the_change_applies_when_the_ability_resolves() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
