"""Monster Collection (mc), round 48 (s45mcE): a condition on the target's 「英雄点」.

「対象の「英雄点」が2以上の場合、…」 compares the number in the target's hero icon (2.1.14.2) with a
number (10.12.1). A unit that is no hero has no 英雄点 at all (2.1.14.1): the condition asks what is
not defined for the card and is false (4.1.13), and the effect is not applied (10.12.2). A hero
whose points the scenario does not give (``hero: true``) is not taken to meet it, and the ruling
says so (an assumption).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

TEXT = "対象の「英雄点」が2以上の場合、対象を破棄する。"


def _board(hero: str) -> Any:
    """B resolves ``TEXT`` on A's 戦士 (``hero``: its fields beyond the printed values)."""
    more = f", {hero}" if hero else ""
    scn = f"""game: mc
title: hero points condition
turn: {{player: B, number: 6, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 戦士, type: unit, level: 2, attack: 3, defense: 3{more}}}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: resolve_text, player: B, text: "{TEXT}", target: 戦士}}
ask: [戦士.zone]
"""
    return resolve(loads(scn))


def test_the_condition_is_read() -> None:
    (ab,) = _abilities("mc", f"□〈対象:ユニット1体〉{TEXT}", "spell")
    assert ab.supported, ab.reason


@pytest.mark.parametrize(
    ("hero", "discarded"), [("hero: 3", True), ("hero: 2", True), ("hero: 1", False)]
)
def test_a_heros_points_against_the_number(hero: str, discarded: bool) -> None:
    r = _board(hero)
    assert ("discard" in str(r.outcome["state"]["戦士.zone"])) is discarded, r.outcome
    assert "2.1.14.2" in r.decided_by
    assert "4.1.13" not in r.decided_by


def test_no_hero_has_no_hero_points_the_condition_is_false() -> None:
    r = _board("")
    assert "c2" in str(r.outcome["state"]["戦士.zone"]), r.outcome
    assert {"2.1.14.1", "4.1.13", "10.12.2"} <= set(r.decided_by), r.decided_by


def test_a_hero_whose_points_are_not_given_is_said_so() -> None:
    r = _board("hero: true")
    assert "c2" in str(r.outcome["state"]["戦士.zone"]), r.outcome
    assert any(w.key == "not_given_condition_unmet" for w in r.warnings()), r.warnings()
