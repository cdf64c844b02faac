"""Monster Collection (mc), round 62 (s59mcR): 「A。この効果は<条件>の場合のみ有効。」.

10.19.3: an effect said to be valid under a condition is invalid while the condition is not met.
The sentence is read as the ability's condition (「<条件>の場合、A。」, checked whenever the effect
is — a ○ ability's while it is in force, 14.5.4.3), and 10.19.3 is cited where it decides.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

TEXT = (
    "○双牙〈対象:このユニット〉対象に「攻撃力:+3」を付与する。"
    "この効果は自軍パーティのユニットが2体以上の場合のみ有効。"
)


def _board(partner: bool) -> Any:
    more = (
        "\n        - {name: 盾持ち, type: unit, level: 1, attack: 0, defense: 1}" if partner else ""
    )
    scn = f"""game: mc
title: valid only
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 双剣士, type: unit, level: 2, attack: 2, defense: 4, text: "{TEXT}"}}{more}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions: []
ask: [双剣士.attack]
"""
    return resolve(loads(scn))


def test_the_sentence_is_the_abilitys_condition() -> None:
    (ab,) = _abilities("mc", TEXT, "unit")
    assert ab.supported, ab.reason
    assert ab.program.valid_only and ab.program.condition is not None


@pytest.mark.parametrize(("partner", "attack"), [(True, 5), (False, 2)])
def test_valid_only_while_met(partner: bool, attack: int) -> None:
    r = _board(partner)
    assert r.outcome["state"]["双剣士.attack"] == attack
    assert "10.19.3" in r.decided_by


def test_another_topic_is_not_read_so() -> None:
    # 「この効果は」 only: any other sentence of that form is left as printed (refused)
    (ab,) = _abilities(
        "mc",
        "○双牙〈対象:このユニット〉対象に「攻撃力:+3」を付与する。自軍パーティのユニットが2体以上の場合のみ有効。",
        "unit",
    )
    assert not (ab.supported and getattr(ab.program, "valid_only", False))
