"""Round 53 (s50wsT): 「あなたの後列のキャラのいない枠が1つ以下なら」 / 「あなたの前列のキャラのいない
枠があるなら」 — a count of the slots of a place that hold no character: a slot holds one card
(3.6.2), a place has so many slots (3.6.1, 3.6.4), so it is the count of the characters there
against the number of slots, the comparison turned round."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

AT_MOST = "【永】 あなたの後列のキャラのいない枠が1つ以下なら、このカードのパワーを＋1000。"
SOME = "【永】 あなたの前列のキャラのいない枠があるなら、このカードのパワーを＋1000。"
NONE = "【永】 あなたの前列のキャラのいない枠がないなら、このカードのパワーを＋1000。"


@pytest.mark.parametrize(
    ("text", "cmp", "n"), [(AT_MOST, "ge", 1), (SOME, "le", 2), (NONE, "eq", 3)]
)
def test_compiles_to_a_count_of_the_characters(text: str, cmp: str, n: int) -> None:
    cond = ws_compile(text).cond
    assert cond.what == "count" and cond.sel.kinds == ("character",)
    assert (cond.cmp, cond.n) == (cmp, n)


def _board(text: str, others: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 数え手, type: character, level: 0, power: 3000, text: "{text}"}}
{others}
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
"""


C = "{type: character, level: 0, power: 1000}"


@pytest.mark.parametrize(
    ("text", "others", "power"),
    [
        (AT_MOST, "", 3000),  # both back slots empty: 2 > 1
        (AT_MOST, f"      left_back: {{name: 後1, {C[1:]}", 4000),  # one empty
        (SOME, "", 4000),  # left and right front empty
        (
            SOME,
            f"      left_front: {{name: 左, {C[1:]}\n      right_front: {{name: 右, {C[1:]}",
            3000,
        ),
        (
            NONE,
            f"      left_front: {{name: 左, {C[1:]}\n      right_front: {{name: 右, {C[1:]}",
            4000,
        ),
        (NONE, f"      left_front: {{name: 左, {C[1:]}", 3000),
    ],
)
def test_power_by_the_empty_slots(text: str, others: str, power: int) -> None:
    y = _board(text, others) + f"expect:\n  state: {{数え手.power: {power}}}\n"
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
