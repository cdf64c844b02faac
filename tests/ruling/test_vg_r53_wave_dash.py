"""Round 53 (s50vgOld): 14.37.2 連波 with a dash between the keyword and the battles it names
(「【自】【(R)】連波－３回目：…」, 「【自】【(R)】：連波－２回目：…」) reads as 「連波３回目：…」 — the
dash is the printers' separator, not part of the keyword's name (grammar/normalise._HEAD_KEYWORD).
"""

from __future__ import annotations

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads

TEXT = "【自】【(R)】%s連波－%s：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"


@pytest.mark.parametrize("colon", ["", "："])
@pytest.mark.parametrize(("battles", "cmp", "n"), [("２回目", "eq", 2), ("３回目以降", "ge", 3)])
def test_wave_dash_compiles_to_its_battles_14_37_2(
    colon: str, battles: str, cmp: str, n: int
) -> None:
    (ab,) = _abilities("vg", TEXT % (colon, battles), None)
    assert ab.program is not None, ab.reason
    valid = ab.program.valid  # type: ignore[attr-defined]
    assert valid is not None and valid.verb == "wave"
    (part,) = valid.parts
    assert (part.what, part.cmp, part.n) == ("battle_number", cmp, n)


BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A, attacks: %d}
players:
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000}
    left_front: {name: 波の剣士, type: normal, grade: 2, power: 10000, text: "%s"}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: 0
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
ask: [B.damage]
expect: {triggered: {波の剣士: %d}}
"""


@pytest.mark.parametrize(("before", "damage"), [(1, 1), (0, 0), (2, 0)])
def test_wave_dash_works_only_in_its_battle_14_37_1(before: int, damage: int) -> None:
    r = resolve(loads(BOARD % (before, TEXT % ("", "２回目"), damage)))
    assert r.outcome["state"]["B.damage"] == damage
    # valid in its battle only (14.37.1): it triggers there, and nowhere else, by that clause
    assert "14.37.1" in r.decided_by
