"""Round 60 (s57vgR): 「このユニットがクロスオーバードレス状態なら」 / 「オーバードレス状態なら」 read the
states the rules define (6.8.4, 6.7.3): put there by that act, while a dress origin is associated
with it — one origin left is enough; a cross overDress unit is not in overDress state (6.8.5)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, unsupported, vg_run

BOARD = """\
players:
  A:
    vanguard: {{name: 座長, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 見習い一, type: normal, grade: 1, power: 8000}}
    left_back: {{name: 見習い二, type: normal, grade: 1, power: 8000}}
    hand:
      - name: 舞姫
        type: normal
        grade: 3
        power: 13000
        cross_over_dress: [見習い一, 見習い二]
        text: "【永】【(R)】：このユニットが{state}状態なら、パワー＋10000。"
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: cross_overdress, card: 舞姫, circle: left_front, origins: [見習い一, 見習い二]}}
ask: [舞姫.power]
"""


@pytest.mark.parametrize(
    ("state", "power", "clause"),
    [("クロスオーバードレス", 23000, "6.8.4"), ("オーバードレス", 13000, "6.8.5")],
)
def test_dress_state_read_by_its_rule(state: str, power: int, clause: str) -> None:
    r = vg_run(BOARD.format(state=state))
    assert not unsupported(r)
    assert main_state(r, "舞姫.power") == power
    assert clause in decided(r)
