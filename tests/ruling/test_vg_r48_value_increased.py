"""Round 48 (s45vgF): 「このユニットのパワーが増加した時」 / 「…が減少した時」 — a value changed to a higher
one has increased, to a lower one decreased, whatever the instruction said (1.3.6, 1.3.6.1): a step
that changes a value where such an ability waits compares each unit's value before and after it
(``_vg/steps._values_changed``). 「パワーを15000にする」 from 10000 is an increase; a 「＋5000」 under
「常に10000」 leaves it where it was and is neither."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first

TEXT = "【自】【(R)】：このユニットのパワーがWAYした時、１枚引く。"
BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 指揮竜, grade: 3, power: 13000}
    left_front: {name: 剛腕, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand: []
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
EFFECTSactions:
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、そのターン中、STEP"}
choices:
  - {player: A, at: choose, choose: 剛腕}
"""
FIXED = (
    "effects:\n  - {target: 剛腕, stat: power, op: set, value: 10000, "
    'source: "【永】：このユニットのパワーは常に10000になる。"}\n'
)


def test_compiles_as_a_value_change() -> None:
    up = compiled_first(TEXT.replace("WAY", "増加"), "vg").trigger
    down = compiled_first(TEXT.replace("WAY", "減少"), "vg").trigger
    assert up is not None and up.event == "value_changed" and ("dir", "up") in up.detail
    assert down is not None and ("dir", "down") in down.detail


@pytest.mark.parametrize(
    ("way", "step", "effects", "hand"),
    [
        ("増加", "パワーを15000にする。", "", 1),  # set higher: an increase (1.3.6)
        ("増加", "パワー＋5000。", "", 1),
        ("増加", "パワーを5000にする。", "", 0),  # set lower: no increase
        ("減少", "パワーを5000にする。", "", 1),  # …a decrease
        ("増加", "パワー＋5000。", FIXED, 0),  # left where it was: neither
    ],
)
def test_on_the_board(way: str, step: str, effects: str, hand: int) -> None:
    body = (
        BOARD.replace("TEXT", TEXT.replace("WAY", way))
        .replace("STEP", step)
        .replace("EFFECTS", effects)
    )
    cited = '["1.3.6"]' if hand else "[]"
    body += f"expect:\n  state: {{A.hand: {hand}}}\n  decided_by: {cited}\n"
    assert not (got := check_expect(resolve(loads(body, "t.yaml")))), got
