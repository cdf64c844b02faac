"""Round 54 (s51coR): a 「ダメージを与えたとき」 ability triggered by the damage exchange while a
battling character has damage of its DP — before the crash (4.3.10's diagram, 4.3.6) or after
it (3.4.5.4's one sentence): the point co exchange_crash_before_dealt_trigger, raised only
where a character is to crash."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 5
    field:
      - {name: 兵, type: character, ap: 3, dp: DP, text: "『兵』がキャラクターにダメージを与えたとき、ターン終了時まで『兵』に「+0:+2」の修正を与える。"}
  B:
    hp: 10
    deck: 5
    field: [{name: 盾, type: character, ap: 2, dp: 4}]
actions:
  - {do: attack, attacker: 兵, defender: 盾}
ask: [A.field, A.dustbox]
"""

POINT = "exchange_crash_before_dealt_trigger"


def _raised(r: object) -> bool:
    return any(
        c.reading and "3.4.5.4" in c.clauses and "4.3.10" in c.clauses
        for lf in [*r.leaves, *r.alternates]  # type: ignore[attr-defined]
        for c in lf.choices
    )


def test_trigger_against_the_exchange_crash_raised() -> None:
    r = resolve(loads(BOARD.replace("DP", "2"), "t.yaml"))
    assert _raised(r)
    zones = {
        c.option: lf.final.zone("A", "dustbox")
        for lf in [*r.leaves, *r.alternates]
        for c in lf.choices
        if c.reading
    }
    assert [c.name for c in zones["window_first"]] == []
    assert [c.name for c in zones["crash_first"]] == ["兵"]


def test_not_raised_when_no_character_is_to_crash() -> None:
    r = resolve(loads(BOARD.replace("DP", "3"), "t.yaml"))
    assert not _raised(r)
