"""Round 60 (s57vgR): 「メイトユニット－蒼穹の騎士 アルト」 printed without 「」 — the name, its space
lost on the way in, is still the name the vanguard 蒼穹の騎士 アルト contains (14.54.2): the call is
allowed with it as vanguard, refused with another."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported, vg_run, zone_names

BOARD = """\
players:
  A:
    vanguard: {{name: {v}, type: normal, grade: 3, power: 13000}}
    hand: [{{name: 相棒, type: normal, grade: 3, power: 13000, text: "【永】：メイトユニット－蒼穹の騎士 アルト"}}]
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: call, card: 相棒, circle: right_front, allowed: {ok}}}
"""


@pytest.mark.parametrize(
    ("vanguard", "called"), [("蒼穹の騎士 アルト", True), ("蒼穹の騎士 ベルト", False)]
)
def test_mate_called_with_the_named_vanguard(vanguard: str, called: bool) -> None:
    r = vg_run(BOARD.format(v=vanguard, ok=str(called).lower()))
    assert not unsupported(r)
    assert (zone_names(r, "A", "field.right_front") == ["相棒"]) is called
