"""Round 55 (issue 14, s52vgR2): a stride skill whose cost is N hand cards discarded
(「【超越】-ストライドステップ-【コスト】[手札からカードを１枚捨てる]ことで、裏のこのカードを(V)に【超越】する。」,
14.12.2 / 14.12.3): the cost the skill shows, N cards whatever their grades — not the default grade
total of 3 (14.12.3.1). Refused before as "a stride skill's cost of this shape"."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

SKILL = "【超越】-ストライドステップ-【コスト】[手札からカードを１枚捨てる]ことで、裏のこのカードを(V)に【超越】する。"


def test_reads_the_count() -> None:
    get_game("vg")
    (a,) = _abilities("vg", SKILL, None)
    assert a.supported, a.reason
    assert dict(a.program.params)["discard_count"] == 1


BOARD = """game: vg
title: t
turn: {player: A, number: 7, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, face: down, text: "SKILL"}]
    hand: [{name: 捨て一, type: normal, grade: 0}, {name: 捨て二, type: normal, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: ride_phase, stride: 超越竜神, stride_discard: DISCARD, allowed: ALLOWED}
"""


@pytest.mark.parametrize(
    ("discard", "allowed"), [("[捨て一]", "true"), ("[捨て一, 捨て二]", "false")]
)
def test_n_cards_whatever_their_grades(discard: str, allowed: str) -> None:
    body = BOARD.replace("SKILL", SKILL).replace("DISCARD", discard).replace("ALLOWED", allowed)
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
    assert "14.12.3" in cited(r) and "14.12.3.1" not in cited(r)
