"""Round 60 (s57vgR): 「このターン中にこのユニットが双闘したなら」 — a unit not in legion became one
this turn (6.4.2.3), read from the turn's events; a legion formed in an earlier turn does not meet
it, while 「双闘しているなら」 (6.4.2.2, the state now) is met. The ruling cites 6.4.2.3, the
reading of the past in the turn, not the trigger's 6.4.2.1."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported, vg_run, zone_names

BOARD = """\
players:
  A:
    vanguard:
      - name: 双竜
        type: normal
        grade: 3
        power: 13000
        legion: leader
        text: "【起】【(V)】：このユニットが双闘しているなら、そのターン中、このユニットのパワー＋5000。このターン中にこのユニットが双闘したなら、１枚引く。"
      - {name: 相方, type: normal, grade: 3, power: 12000, legion: mate}
    hand: 1
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 双竜}
"""


def test_legion_of_an_earlier_turn_is_not_formed_this_turn() -> None:
    r = vg_run(BOARD)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 1  # no draw
    got = cited(r)
    assert {"6.4.2.2", "6.4.2.3"} <= got
    assert "6.4.2.1" not in got
