"""Round 65 (s62vgR): 「【自】【Gゾーン】：このカードが(V)からGゾーンに置かれた時」 — a trigger on this
card put from a circle said into the G zone — is read as 「このカードがGゾーンに置かれた時」 from a
circle is (round 63, ``put_from_field_zone_label``): valid where it is put, pending at 9.11.7 (the
engine's reading), the other reading run too. Before, naming the circle it came from
(「(V)から」) left it out of that reading, and it never triggered."""

from __future__ import annotations

from typing import Any

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 9, phase: end, first_player: A}
players:
  A:
    vanguard:
      - {name: 超越竜, type: g, grade: 4, power: 15000, text: "TEXT"}
      - {name: 竜皇, type: normal, grade: 3, power: 13000}
    hand: 0
    deck: 10
    g_zone: 2
  B:
    vanguard: {name: 魔導師, type: normal, grade: 3, power: 13000}
actions:
  - {do: end_phase}
"""
POINT = ("11.9.6.1.2", "11.4.4", "11.9.6.1")


def _hand(lf: Any) -> int:
    return len(lf.final.players["A"].zones["hand"])


def test_a_put_from_the_vanguard_circle_named_triggers_in_the_g_zone() -> None:
    r = resolve(
        loads(
            BOARD.replace(
                "TEXT", "【自】【Gゾーン】：このカードが(V)からGゾーンに置かれた時、１枚引く。"
            ),
            "t.yaml",
        )
    )
    assert _hand(r.leaves[0]) == 1
    assert any(set(POINT) <= set(cl) for cl, both in raised_points(r) if both)


def test_a_put_from_another_circle_named_does_not_trigger() -> None:
    # 「(R)から」: the G unit came from the vanguard circle, not a rear-guard circle
    r = resolve(
        loads(
            BOARD.replace(
                "TEXT", "【自】【Gゾーン】：このカードが(R)からGゾーンに置かれた時、１枚引く。"
            ),
            "t.yaml",
        )
    )
    assert all(_hand(lf) == 0 for lf in r.leaves)
