"""vg 11.9.6.1 / 11.9.6.1.2 / 11.4.4 (round 63, s60vgR2): the audit's ``put_from_field_zone_label`` —
「【自】【Gゾーン】：このカードがGゾーンに置かれた時」 on a G unit the end phase puts back into the G
zone from a circle (9.11.1). 11.9.6.1.2 reads the card's information as on the field and says
nothing of the ability's validity: valid where it is put (it triggers, pending at 9.11.7 — the
engine's reading) or, as it was on the field, not in the zone its 【】 names (no trigger). Both
readings run; the point is raised only for a label that names the zone the card was put in: an
ability with no zone label works anywhere (11.4.4.1) and triggers with no point raised."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 9, phase: end, first_player: A}
players:
  A:
    vanguard: {name: 竜皇, type: normal, grade: 3, power: 13000}
    right_front: {name: 超越竜, type: g, grade: 4, power: 15000, text: "TEXT"}
    hand: 0
    deck: 10
    g_zone: 2
  B:
    vanguard: {name: 魔導師, type: normal, grade: 3, power: 13000}
actions:
  - {do: end_phase}
"""
POINT = ("11.9.6.1.2", "11.4.4", "11.9.6.1")


def _run(text: str) -> Any:
    return resolve(loads(BOARD.replace("TEXT", text), "t.yaml"))


def _hand(lf: Any) -> int:
    return len(lf.final.players["A"].zones["hand"])


def test_both_readings_run_for_a_g_zone_label() -> None:
    r = _run("【自】【Gゾーン】：このカードがGゾーンに置かれた時、１枚引く。")
    assert _hand(r.leaves[0]) == 1  # the engine's reading: valid in the G zone, it triggers
    assert any(set(POINT) <= set(cl) for cl, both in raised_points(r) if both)
    by = {
        c.option: _hand(lf)
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and set(POINT) <= set(c.clauses)
    }
    assert by == {"destination": 1, "as_on_field": 0}


@pytest.mark.parametrize("text", ["【自】：このカードがGゾーンに置かれた時、１枚引く。"])
def test_no_point_for_an_ability_with_no_zone_label(text: str) -> None:
    r = _run(text)
    assert _hand(r.leaves[0]) == 1
    assert not any(set(POINT) <= set(cl) for cl, _both in raised_points(r))
