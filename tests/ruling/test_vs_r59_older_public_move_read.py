"""Round 59 (s56vsO): the audit's ``moved_card_info_public_to_public`` raised — 「そのカードの攻撃力が
N以上なら」 read of the card this effect moved from the retire zone to the waiting room (both
public, neither the field): its value in the zone it moved to (8.7.2) or as it last was in the
zone it left (8.11.1). Both readings run where the two values differ; none raised where they
are the same."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: 0
    retire: [{name: 蛍, ap: 2000, dp: 1000, text: "%s"}]
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたのリタイヤを1枚選び、あなたの控え室に置く。そのカードの攻撃力が3000以上なら、あなたは1枚引く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions:
      - {do: use, card: 律子, ability: 1}
ask: [A.hand]
"""


def test_values_differ_both_readings() -> None:
    r = resolve(loads(_BOARD % "[控え室]このカードを+2000/+0。"))
    assert r.outcome["state"]["A.hand"] == 1  # 8.7.2: 4000 in the waiting room
    assert "8.7.2" in r.decided_by
    assert [lf.outcome["state"]["A.hand"] for lf in r.alternates] == [0]  # 8.11.1: 2000


def test_same_value_no_point() -> None:
    r = resolve(loads(_BOARD % ""))
    assert r.outcome["state"]["A.hand"] == 0
    assert not r.alternates
