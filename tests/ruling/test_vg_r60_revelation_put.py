"""Round 60 (s57vgR): the card 天啓 puts from the top of the deck into the soul is 「天啓の効果で置か
れた」 (14.22.3) — the move step cites it — and, put there by an effect and not by a ride, it meets
深闇 (14.32.3, 14.32.4)."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported, vg_run, zone_names

BOARD = """\
players:
  A:
    vanguard: {name: 主, type: normal, grade: 3, power: 13000, text: "【起】【(V)】深闇：そのターン中、このユニットのパワー＋10000。"}
    right_front: {name: 衛士, type: normal, grade: 2, power: 10000}
    hand: [{name: 修道女, type: normal, grade: 1, power: 8000, text: "【自】：天啓－(R)"}]
    deck: [{name: 聖書, type: normal, grade: 2}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: call, card: 修道女, circle: left_front}
  - {do: activate, card: 主, allowed: true}
choices:
  - {player: A, at: optional, choose: "yes"}
  - {player: A, at: choose, choose: 衛士}
"""


def test_revelation_puts_the_card_by_its_effect() -> None:
    r = vg_run(BOARD)
    assert not unsupported(r)
    assert zone_names(r, "A", "soul") == ["聖書"]
    assert {"14.22.3", "14.32.3"} <= cited(r)
