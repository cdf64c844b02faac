"""Round 53 (s50wsT): 「あなたの前列にこのカードと同じカード名のキャラがいるなら」 — the grammar hangs
the place 「あなたの前列に」 on the relative clause 「このカードと同じ」, which compares with a card and
takes no place of its own: the place is the existence condition's (``place_of_relative``), the
cards counted are those there with a name this card has (2.1.2)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = (
    "【永】 あなたの前列にこのカードと同じカード名のキャラがいるなら、このカードのパワーを＋1500。"
)


def test_compiles_to_a_count_in_the_front_row_of_the_same_name() -> None:
    cond = ws_compile(TEXT).cond
    assert cond.what == "count" and cond.sel.zone == "front_row"
    assert cond.sel.same_as is not None and cond.sel.same_as.ref == "this"


def _board(front: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      left_back: {{name: 双子, type: character, level: 0, power: 3000, text: "{TEXT}"}}
      center_front: {{name: {front}, type: character, level: 0, power: 1000}}
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
"""


@pytest.mark.parametrize(("front", "power"), [("双子", 4500), ("他人", 3000)])
def test_power_while_a_same_named_character_is_in_the_front_row(front: str, power: int) -> None:
    y = _board(front) + f"expect:\n  state: {{A.left_back.power: {power}}}\n"
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
