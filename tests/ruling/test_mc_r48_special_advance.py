"""Monster Collection (mc), round 48 (lead): 【特殊進軍】「○○の地形」 with ○○ a card name, and the
battle an advance meets.

1. 15.4.10.2 gives 【特殊進軍】 the meaning 「〈発揮：進軍宣言時／対象：このユニット〉対象は○○に合致する
   敵軍本陣を除く地形に進軍してもよい。」; ○○ a card name is the terrain of that name (2.1.5.1), as
   the summon icons read it (15.4.7.2, 15.4.8.2). The meaning is the rules' own text (15.4.1: an
   additional rule, not a card's ability), so no printed timing notation is asked of it (the
   audit point auto_without_timing is of printed ● abilities) and the ruling cites 15.4.10.2.
2. An advance whose units meet the defending side's units starts a battle (8.1.1, 12.2.5.1.7);
   declared into an enemy controlled terrain it was a 「戦闘を伴う進軍」 (12.2.4.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _board(text: str, far: str, enemy: bool = False, unit: str = "森渡り") -> Any:
    """A's ``unit`` (``text``) on A's headquarters c1 advances into r3, a terrain named ``far``
    two areas away (no walking range reaches it, 5.1.2.18); ``enemy``: B's ゴブリン holds r3."""
    goblin = (
        "\n        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1}" if enemy else ""
    )
    a_r3 = (
        f"""      r3:
        - {{name: {far}, type: terrain, limit: 6}}"""
        if not enemy
        else ""
    )
    b_r3 = (
        f"""      r3:
        - {{name: {far}, type: terrain, limit: 6}}{goblin}"""
        if enemy
        else ""
    )
    scn = f"""game: mc
title: special advance
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: {unit}, type: unit, level: 2, attack: 3, defense: 3, text: "{text}"}}
{a_r3}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
{b_r3}
actions:
  - {{do: advance, units: [{unit}], to: r3, dice: {{A: 6, B: 1}}}}
ask: [{unit}.zone{", ゴブリン.zone" if enemy else ""}]
"""
    return resolve(loads(scn))


def _zone(r: Any, name: str) -> str:
    return str(r.outcome["state"][f"{name}.zone"])


def _readings(r: Any) -> set[str]:
    """The clauses of the reading choice points the ruling ran (raised or not)."""
    return {
        c for lf in r.leaves + r.alternates for ch in lf.choices if ch.reading for c in ch.clauses
    }


def test_a_card_name_after_special_advance_is_read() -> None:
    (ab,) = _abilities("mc", "【特殊進軍】「森の地形」", "unit")
    assert ab.supported, ab.reason
    (ab,) = _abilities("mc", "【特殊進軍】「沼地の地形」", "unit")
    assert ab.supported, ab.reason


@pytest.mark.parametrize(("far", "reaches"), [("森", True), ("平原", False)])
def test_special_advance_reaches_a_far_terrain_of_that_name(far: str, reaches: bool) -> None:
    """「森の地形」: the far terrain named 森 is in range (15.4.10.2); one named 平原 is not (12.2.2.2)."""
    r = _board("【特殊進軍】「森の地形」", far)
    assert ("r3" in _zone(r, "森渡り")) is reaches, r.outcome
    # the permission is given either way (it triggers at the declaration); it decides the
    # advance where it reaches
    assert "15.4.10.2" in r.decided_by
    # the rules' own meaning: no printed timing notation asked (14.7.3's point not run)
    assert "14.7.3" not in _readings(r)


def test_without_the_keyword_the_far_terrain_is_out_of_range() -> None:
    r = _board("", "森", unit="歩兵")
    assert "c1" in _zone(r, "歩兵")


def test_an_advance_meeting_defenders_is_a_battle_advance() -> None:
    """Into B's 森 held by ゴブリン: a battle happens (8.1.1, 12.2.5.1.7), the advance a 「戦闘を伴う
    進軍」 (12.2.4.1); ゴブリン (defence 1) is destroyed by the attack (9.3)."""
    r = _board("【特殊進軍】「森の地形」", "森", enemy=True)
    assert "discard" in _zone(r, "ゴブリン"), r.outcome
    d = r.decided_by
    assert {"8.1.1", "12.2.4.1", "15.4.10.2"} <= set(d), d
