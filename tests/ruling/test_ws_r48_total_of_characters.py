"""Round 48 (s45wsF): 「他のあなたのキャラのレベルの合計が4以上なら」 — 「キャラ」 with no zone named
is a character on the stage (2.3.2.1.2): the total of the levels of the other characters of the
player's stage now, this card's own level not counted."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, ws_compile, zone_names

TEXT = "【起】［(1)］ 他のあなたのキャラのレベルの合計が4以上なら、あなたは1枚引く。"

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 主, type: character, level: 3, power: 3000, soul: 1, text: "TEXT"}
      left_front: {name: 甲, type: character, level: 2}
      right_front: {name: 乙, type: character, level: LV}
    waiting_room: [{name: 控, type: character, level: 3}]
    stock: 1
    deck: [{name: 引札, type: character, level: 0}, 9]
    level: 3
  B:
    deck: 10
    stage: {center_front: {name: 相手, type: character, level: 3}}
"""


def test_compiles_to_a_total_on_the_stage() -> None:
    cond = ws_compile(TEXT).cond
    assert cond is not None and cond.what == "total" and cond.stat == "level"
    assert cond.sel is not None and cond.sel.zones == ("stage",) and cond.sel.other


@pytest.mark.parametrize(("level", "draws"), [(2, True), (1, False)])
def test_the_other_characters_levels_counted(level: int, draws: bool) -> None:
    board = BOARD.replace("TEXT", TEXT).replace("LV", str(level))
    board += "actions:\n  - {do: activate, player: A, card: 主}\n"
    r = resolve(loads(board, "t.yaml"))
    assert zone_names(r, "A", "hand") == (["引札"] if draws else [])
    assert "2.3.2.1.2" in cited(r)
