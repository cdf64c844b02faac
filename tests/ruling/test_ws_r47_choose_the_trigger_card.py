"""Round 47: 「相手のキャラがアタックした時、あなたはそのキャラを1枚選び、…」 — with no step before that
dealt with cards, 「そのキャラ」 names the card the trigger named, and the choice is among that card
(8.6.3): the attacker is chosen and gets the −500. 「そのキャラ」 with nothing named before (the
trigger about this card) stays refused."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = "【自】 相手のキャラがアタックした時、あなたはそのキャラを1枚選び、そのターン中、パワーを－500。"

BOARD = f"""game: ws
title: t
turn: {{player: B, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      right_back: {{name: 見張り, type: character, level: 0, power: 3000, soul: 1, text: "{TEXT}"}}
    deck: 10
    level: 1
  B:
    stage: {{center_front: {{name: 攻め手, type: character, level: 0, power: 5000, soul: 1}}}}
    deck: [{{name: 山1, type: character, level: 0, trigger: none}}, 9]
    level: 1
actions:
  - {{do: attack, slot: center_front}}
ask: [攻め手.power]
expect:
  state: {{攻め手.power: 4500}}
"""


def test_compiles_to_a_choice_of_the_trigger_card() -> None:
    p = ws_compile(TEXT)
    assert p.steps[0].verb == "choose" and p.steps[0].target.ref == "trigger_card"


def test_the_attacker_is_chosen() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "8.6.3" in r.decided_by


def test_nothing_named_before_stays_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【自】 このカードがアタックした時、あなたはそのキャラを1枚選び、そのターン中、パワーを－500。"
        )
