"""Round 53 (s50wsT): 「そのキャラの正面のキャラがいないなら」 — an existence condition on the slot
facing (3.6.6) the one card chosen or named, as 「このカードの正面のキャラがいないなら」 is on the slot
facing this card: the noun is ``chosen_facing`` (the runtime reads the slot from the chosen card)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = (
    "あなたは自分のキャラを1枚選び、そのキャラの正面のキャラがいないなら、"
    "そのターン中、そのキャラのパワーを＋3000。"
)


def test_compiles_to_a_count_of_the_slot_facing_the_chosen_card() -> None:
    cond = next(s.cond for s in ws_compile(TEXT).steps if s.cond is not None)
    assert cond.what == "count" and cond.sel.ref == "chosen_facing"
    assert cond.cmp == "eq" and cond.n == 0


def _board(facing: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      left_front: {{name: 選ばれ, type: character, level: 0, power: 3000}}
  B:
    deck: 10
    stage: {{{facing}}}
actions:
  - {{do: resolve_text, player: A, text: "{TEXT}"}}
choices:
  - {{player: A, choose: 選ばれ}}
"""


@pytest.mark.parametrize(
    ("facing", "power"),
    [
        ("", 6000),  # nothing faces it: +3000
        ("right_front: {name: 正面, type: character, level: 0, power: 1000}", 3000),
        ("left_front: {name: 隣, type: character, level: 0, power: 1000}", 6000),
    ],
)
def test_power_only_when_nothing_faces_the_chosen_card(facing: str, power: int) -> None:
    y = _board(facing) + f"expect:\n  state: {{選ばれ.power: {power}}}\n"
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
