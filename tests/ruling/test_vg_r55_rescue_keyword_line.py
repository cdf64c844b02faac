"""Round 55 (issue 14, s52vgR2): an ability printed as 「救援１」 alone, with its reminder after it
(「【起】【(V)】【ターン1回】：救援１（…）」) — the ability's effect is the one the keyword's clause gives
it (14.19.1.1), read as the effect 「救援１。」; refused before as "the keyword 救援". With no damage
card to heal, the choice and the heal are simply not done and the damage is still dealt (1.3.2)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

LINE = "【起】【(V)】【ターン1回】：救援１（あなたのダメージゾーンからカードを１枚選び、回復し、あなたのヴァンガードに１ダメージ）"


def test_the_keyword_line_is_its_effect() -> None:
    get_game("vg")
    (a,) = _abilities("vg", LINE, None)
    (b,) = _abilities("vg", "【起】【(V)】【ターン1回】：救援１。", None)
    assert a.supported, a.reason
    assert a.program == b.program


BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 聖女, type: normal, grade: 2, power: 10000, text: "TEXT"}
    damage: DAMAGE
    deck: [{name: 兵, type: normal, grade: 1, trigger: none}, 9]
  B: {vanguard: {name: 魔女, type: normal, grade: 2, power: 10000}, damage: 3, deck: 10}
actions:
  - {do: activate, card: 聖女}
  - {do: check_timing}
expect:
  state: {A.damage: AFTER, A.drop: DROP}
"""


@pytest.mark.parametrize(
    ("damage", "after", "drop"),
    [("[{name: 傷, type: normal}]", "[兵]", 1), ("0", "[兵]", 0)],
)
def test_heals_then_damages(damage: str, after: str, drop: int) -> None:
    body = (
        BOARD.replace("TEXT", LINE)
        .replace("DAMAGE", damage)
        .replace("AFTER", after)
        .replace("DROP", str(drop))
    )
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
    assert {"14.19.1.1", "13.7.2"} <= cited(r)
