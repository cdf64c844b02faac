"""Monster Collection (mc), round 62 (s59mcR): 「対象の英雄点が2以上の場合」 with 英雄点 unquoted.

The grammar types the bare word 英雄点 as the lexicon's ``hero_points``; it is the same value as
the quoted 「英雄点」 (the number in the hero icon, 2.1.14.2). A unit that is no hero has none
(2.1.14.1): the condition asks what is not defined for the card and is false (4.1.13), the effect
is not applied (10.12.2).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

TEXT = "対象の英雄点が2以上の場合、対象を行動完了にする。"


def _board(hero: str) -> Any:
    more = f", {hero}" if hero else ""
    scn = f"""game: mc
title: hero points condition (bare word)
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
ask: [戦士.state]
"""
    return resolve(loads(scn))


def test_the_bare_word_is_read() -> None:
    (ab,) = _abilities("mc", f"◎[メイン]見極め〈対象:ユニット1体〉{TEXT}", "unit")
    assert ab.supported, ab.reason


@pytest.mark.parametrize(
    ("hero", "state"),
    [("hero: 3", "rest"), ("hero: 2", "rest"), ("hero: 1", "stand"), ("", "stand")],
)
def test_hero_points_against_the_number(hero: str, state: str) -> None:
    r = _board(hero)
    assert str(r.outcome["state"]["戦士.state"]) == state


def test_no_hero_is_not_defined() -> None:
    r = _board("")
    assert {"2.1.14.1", "4.1.13"} <= set(r.decided_by)
