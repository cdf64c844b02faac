"""Round 52 (s49vgA): a choice an effect makes rests on the steps it made before choosing — a
card left out as 「選べない」 (7.50.2), none left to choose (11.8.4.1.3, 1.3.2) — so a sentence
that reads the choice's result (「退却させたら」, 11.2.3) is decided by why nothing was chosen."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 王, grade: 3, power: 13000}
    left_front: {name: 隠者, type: normal, grade: 1, power: 8000, text: "%s"}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、退却させる。退却させたら、１枚引く。"}
"""


@pytest.mark.parametrize("hidden", [True, False])
def test_unchoosable_decides_the_draw(hidden: bool) -> None:
    text = "【永】【(R)】：このユニットは相手のカードの効果で選べない。" if hidden else ""
    r = vg_run(BOARD % text)
    assert zone_names(r, "B", "field.left_front") == (["隠者"] if hidden else [])
    assert ("7.50.2" in decided(r)) is hidden
