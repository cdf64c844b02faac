"""Round 47: 「このカードのいる枠の後列の枠」 (the back-row slot of the slot this card is in) is the
slot 3.6.5 calls 「後ろの」 that one — read as 「このカードの後ろの枠」 (``near:behind``): a
character put there from the hand goes behind this card; with this card in the back row there is
no such slot."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = "【自】 このカードがフロントアタックされた時、あなたは自分の手札のレベル1以下のキャラを1枚選び、このカードのいる枠の後列の枠に置いてよい。"

BOARD = f"""game: ws
title: t
turn: {{player: B, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      left_front: {{name: 守り手, type: character, level: 0, power: 3000, soul: 1, text: "{TEXT}"}}
    hand: [{{name: 援軍, type: character, level: 1, power: 4000, soul: 1}}]
    deck: 10
    level: 1
  B:
    stage: {{right_front: {{name: 攻め手, type: character, level: 0, power: 5000, soul: 1}}}}
    deck: [{{name: 山1, type: character, level: 0, trigger: none}}, 9]
    level: 1
actions:
  - {{do: attack, slot: right_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: "yes"}}
expect:
  state: {{援軍.zone: A.stage.left_back}}
"""


def test_compiles_to_the_slot_behind() -> None:
    p = ws_compile(TEXT)
    assert p.steps[-1].dest == "near:behind"


@pytest.mark.parametrize("row", ["後列", "前列"])
def test_front_row_reads_the_slot_in_front(row: str) -> None:
    p = ws_compile(TEXT.replace("後列", row))
    assert p.steps[-1].dest == ("near:behind" if row == "後列" else "near:front")


def test_put_behind_this_card() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
