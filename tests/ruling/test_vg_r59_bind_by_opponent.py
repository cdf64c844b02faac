"""Round 59 (s56vgR): a zone action done by one player to another's card (``{do: bind, player: B,
card: <A's vanguard>}``: B's effect binds A's vanguard, 7.29.1): the card is found among every
player's, not only the doer's. With no vanguard left, at the check timing A rides a card of its
soul (13.5.1), and a normal call compares grades with the new vanguard (9.9.2.1)."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

BODY = """\
players:
  A:
    vanguard: {name: 甲, type: normal, grade: 3}
    soul: [{name: 乙, type: normal, grade: 1}]
    hand: [{name: 丙, type: normal, grade: 2}]
    deck: 10
  B: {vanguard: {name: 丁, type: normal, grade: 3}, deck: 10}
actions:
  - {do: bind, player: B, card: 甲}
  - {do: check_timing}
  - {do: call, card: 丙, circle: left_front}
"""


def test_opponent_binds_the_vanguard_then_soul_ride() -> None:
    r = vg_run(BODY)
    assert zone_names(r, "A", "bind") == ["甲"]
    assert zone_names(r, "A", "field.vanguard") == ["乙"]
    assert zone_names(r, "A", "hand") == ["丙"]  # grade 2 > grade 1: refused (9.9.2.1)
    assert {"7.29.1", "13.5.1"} <= cited(r)
