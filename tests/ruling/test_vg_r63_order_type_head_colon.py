"""vg 2.9.6 / 10.5.1.2.5 (round 63, s60vgR2): an order's text headed by its type with a colon,
「【ブリッツオーダー】：<効果>」 — the colon only separates the head (the card's type copied into its
text) from the effect: the ability's one label, dropped as 「【ブリッツオーダー】<効果>」's head is
(before: text the grammar could not type, the order played without its effect). Another label so printed is refused, not read; on a
board the blitz order's effect applies, and a second blitz order at the next play timing of the
same guard step is refused by the order limit (10.5.1.2.5, 10.5.1.2.5.1)."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import zone_names as zone

COLON = "【ブリッツオーダー】：そのバトル中、あなたのヴァンガードのパワー＋10000。"


def test_the_head_with_a_colon_reads_as_without_it() -> None:
    res = parse_card(COLON, "vg")
    assert res.ok and res.card is not None and not A.unparsed(res.card)
    get_game("vg")
    (colon,) = _abilities("vg", COLON, None)
    (effect,) = _abilities("vg", COLON.replace("【ブリッツオーダー】：", ""), None)
    (bare,) = _abilities("vg", COLON.replace("：", ""), None)
    assert colon.supported and colon.program == effect.program == bare.program


def test_the_head_before_a_duration_without_a_colon() -> None:
    """「【ブリッツオーダー】そのバトル中、…」: the head an argument of its own before the duration
    (before: 「two arguments with role none」) — the effect without it too."""
    get_game("vg")
    (bare,) = _abilities("vg", COLON.replace("：", ""), None)
    assert bare.supported


@pytest.mark.parametrize(
    "text", ["【トリガー】：１枚引く。", "【自】【ブリッツオーダー】：１枚引く。"]
)
def test_another_head_or_a_marked_ability_still_refuses(text: str) -> None:
    """Only an order's type is such a head; under a marker 【ブリッツオーダー】 is a zone label of
    no zone (refused, as before)."""
    get_game("vg")
    assert not any(a.supported for a in _abilities("vg", text, None))


BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    center_back: {name: 従竜, type: normal, grade: 1, power: 8000, skills: [boost]}
    deck: 20
  B:
    vanguard: {name: 賢者, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 加護, type: blitz, grade: 1, text: "TEXT"}
      - {name: 障壁, type: blitz, grade: 0, text: "【ブリッツオーダー】：そのバトル中、あなたのヴァンガードのパワー＋15000。"}
    deck: 20
    damage: 2
actions:
  - do: attack
    attacker: vanguard
    target: B.vanguard
    boost: center_back
    guard_actions:
      - {do: play_order, player: B, card: 加護}
    guard_rounds:
      - {do: play_order, player: B, card: 障壁, allowed: false}
"""


@pytest.mark.parametrize("text, damage", [(COLON, 2), ("１枚引く。", 3)])
def test_the_blitz_order_played_with_its_effect(text: str, damage: int) -> None:
    """加護 +10000: 賢者 23000 against 王 13000 + 8000, no hit; a 加護 that only draws: a hit. The
    second blitz order (障壁) is refused either way: one order played this turn, the limit 1."""
    r = resolve(loads(BOARD.replace("TEXT", text), "t.yaml"))
    assert len(zone(r, "B", "damage")) == damage
    assert "障壁" in zone(r, "B", "hand") and "加護" in zone(r, "B", "drop")
    assert {"10.5.1.2.5", "10.5.1.2.5.1"} <= set(r.decided_by)
