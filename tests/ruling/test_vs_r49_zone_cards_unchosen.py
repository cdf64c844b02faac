"""Round 49 (s46vsE): 「あなたの（ベンチ|フィールド）のカードすべてを+1000/+0」 in an automatic technique
(no 「選び」): an effect on the zone (8.9.1.6: a card played there afterwards is reached) or on the
cards there as it resolves (3.1.3) — the audit's ``zone_cards_unchosen``, both readings run; a card
there at resolution is reached under both."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: energy}
players:
  A:
    deck: 10
    energy: 1
    hand: [{name: 乙, level: 1, ap: 1000, dp: 1000}]
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 甲, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]キャラフェイズの始めに、あなたのWHEREのカードすべてを+1000/+0。"}}
  B:
    deck: 10
    ring: {name: 美希, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: chara_phase, actions: [{do: play, card: 乙, to: center}]}
ask: [甲.ap, 乙.ap, 千早.ap]
"""


def _alt(r: Any, key: str) -> list[Any]:
    return [lf.outcome["state"][key] for lf in r.alternates]


@pytest.mark.parametrize(("where", "ring"), [("ベンチ", 2000), ("フィールド", 3000)])
def test_zone_cards_unchosen_both_readings(where: str, ring: int) -> None:
    r = resolve(loads(BOARD.replace("WHERE", where), "t.yaml"))
    assert "may_depend_on_unsupported" not in r.outcome
    assert r.outcome["state"] == {"甲.ap": 2000, "乙.ap": 2000, "千早.ap": ring}
    assert _alt(r, "乙.ap") == [1000]
    assert _alt(r, "甲.ap") == [2000]
    assert "8.9.1.6" in r.decided_by  # type: ignore[attr-defined]
