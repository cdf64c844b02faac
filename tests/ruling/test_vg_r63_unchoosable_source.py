"""Round 63 (s60vgC2): 「このユニットは、相手のGユニットの能力で選ばれない」 — only an effect whose source
card is so described cannot choose the unit (7.50.2; 11.1.1: an effect is an ability's; 11.5.1.1,
11.5.3.1: a unit's ability makes that unit the source), as 「…の効果で退却しない」 reads its source:
the G unit's effect chooses the other rear-guard, a grade 3 vanguard's may choose this one."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: VANGUARD
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    left_front: {name: 刻盾の騎士, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：このユニットは、相手のGユニットの能力で選ばれない。"}
    right_front: {name: 従騎士, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
  - {do: resolve_text, player: A, card: 竜, text: "相手のリアガードを１枚選び、退却させる。"}
choices: CHOICES
expect:
  state: {刻盾の騎士.zone: KEPT, 従騎士.zone: OTHER}
"""
G = "{name: 竜, type: g, grade: 4, power: 15000}"
NORMAL = "{name: 竜, type: normal, grade: 3, power: 13000}"


@pytest.mark.parametrize(
    ("vanguard", "choices", "kept", "other"),
    [
        # the G unit's effect: only the other rear-guard can be chosen (no choice asked)
        (G, "[]", "B.left_front", "B.drop"),
        # a normal unit's effect: the unit can be chosen
        (NORMAL, "[{player: A, at: choose, choose: 刻盾の騎士}]", "B.drop", "B.right_front"),
    ],
)
def test_only_the_described_source_is_barred(
    vanguard: str, choices: str, kept: str, other: str
) -> None:
    board = (
        BOARD.replace("VANGUARD", vanguard)
        .replace("CHOICES", choices)
        .replace("KEPT", kept)
        .replace("OTHER", other)
    )
    r = resolve(loads(board, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)
    got = cited(r)
    assert ({"7.50.2", "11.1.1", "11.5.3.1"} <= got) is (vanguard == G)
