"""Round 60 (s57vgO): 「ソウルのこのカード」 / 「ドロップのこのカード」 — this card named with the zone
it is in (Vocab.this_in_zone): the card while it is there, no card else (``selectors.resolve_sel``).
A vanguard ridden upon goes to the soul (6.3.3.4) and its 「ライドされた時」 is read from there (6.3.5):
「ソウルのこのカードを(R)にコールしてよい」 calls it (6.2.3.3.1: standing)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

HEAD = """game: vg
title: t
turn: {player: A, number: 5, phase: ride, first_player: A}
players:
  A:
    vanguard: {name: 旧竜, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand:
      - {name: 新竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 引いた札, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: ride_phase, card: 新竜}
choices:
  - {player: A, choose: "yes"}
  - {player: A, at: circle, choose: left_front}
"""


def run(text: str) -> Any:
    r = resolve(loads(HEAD.replace("TEXT", text), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


def zone(r: Any, z: str) -> list[str]:
    return [c.name for c in r.main.final.players["A"].zones[z]]


def test_the_card_in_the_soul_is_called() -> None:
    r = run("【自】：このユニットがライドされた時、ソウルのこのカードを(R)にコールしてよい。")
    assert zone(r, "field.left_front") == ["旧竜"]
    assert "旧竜" not in zone(r, "soul")


def test_the_card_not_in_the_zone_named_is_no_card() -> None:
    # the card is in the soul, not the drop: 「ドロップのこのカード」 names no card
    r = run("【自】：このユニットがライドされた時、ドロップのこのカードを(R)にコールしてよい。")
    assert zone(r, "field.left_front") == []
    assert "旧竜" in zone(r, "soul")
