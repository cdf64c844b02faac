"""Round 53 (s50wsT): 「他のあなたの前列の中央の枠にいる《X》のキャラに」 — a relative clause 「…にいる」
whose place is one slot of a row (3.6.4: 前列の中央の枠) names the characters in that slot, as
「あなたの前列の中央の枠の…キャラ」; 「他の」 printed first leaves this card out."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = "【永】 他のあなたの前列の中央の枠にいる《プロレス》のキャラに、パワーを＋1000。"


def test_compiles_to_the_centre_slot() -> None:
    target = ws_compile(TEXT).steps[0].target
    assert target.zones == ("center",) and target.other and target.traits == ("プロレス",)


def _board(me: str, wrestler: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      {me}: {{name: 応援, type: character, level: 0, power: 3000, traits: [プロレス], text: "{TEXT}"}}
      {wrestler}: {{name: 選手, type: character, level: 0, power: 2000, traits: [プロレス]}}
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
"""


@pytest.mark.parametrize(
    ("me", "wrestler", "mine", "theirs"),
    [
        ("left_front", "center_front", 3000, 3000),  # the one in the centre slot: +1000
        ("left_front", "right_front", 3000, 2000),  # not in the centre slot
        ("center_front", "right_front", 3000, 2000),  # this card is in it: 「他の」
    ],
)
def test_only_another_character_in_the_centre_slot(
    me: str, wrestler: str, mine: int, theirs: int
) -> None:
    y = _board(me, wrestler) + f"expect:\n  state: {{応援.power: {mine}, 選手.power: {theirs}}}\n"
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
