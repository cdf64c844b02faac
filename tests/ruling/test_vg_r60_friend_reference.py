"""Round 60 (s57vgR): a text's “友達” refers to a unit in 友達状態 (14.46.2.1) — cited where a
condition reads it; フレンド's state holds only while another unit of the player is in the column
(14.46.1.1): called behind it, both are friends."""

from __future__ import annotations

from tests.ruling.boards import decided, main_state, unsupported, vg_run
from tests.ruling.test_vg_r60_game_limit_unchanged import _power

BOARD = """\
players:
  A:
    vanguard: {name: 主, type: normal, grade: 3, power: 13000}
    left_front:
      name: 仔犬
      type: normal
      grade: 2
      power: 9000
      text: |-
        【永】：フレンド
        【永】【(R)】：このユニットが“友達”なら、パワー＋5000。
    hand: [{name: 仔猫, type: normal, grade: 1, power: 7000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
"""


def test_called_behind_makes_friends() -> None:
    r = vg_run(BOARD + "  - {do: call, card: 仔猫, circle: left_back}\nask: [仔犬.power]\n")
    assert not unsupported(r)
    assert main_state(r, "仔犬.power") == 14000
    assert {"14.46.1.1", "14.46.2.1"} <= decided(r)


def test_alone_in_its_column_no_friend() -> None:
    r = vg_run(BOARD + "  - {do: call, card: 仔猫, circle: right_back}\n")
    assert not unsupported(r)
    assert _power(r, "仔犬") == 9000
