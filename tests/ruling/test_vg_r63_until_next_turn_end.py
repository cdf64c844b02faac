"""Round 63 (s60vgC2): 「次の相手のターンの終了時まで」 (the G-era wording, with の) — the period
「次の相手のターン終了時まで」 names (11.3.1.2): an effect made in its master's turn still holds in
the opponent's next turn. 「あなたのリアガードを１枚選び、次の相手のターンの終了時まで、そのユニット
は相手のカードの効果で選ばれない」: the opponent's retire in that turn cannot choose it (7.50.2);
with 「そのターン中」 it can."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 盾兵, type: normal, grade: 2, power: 9000}
    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、PERIOD、そのユニットは相手のカードの効果で選ばれない。"}
  - {do: end_phase}
  - {do: resolve_text, player: B, text: "相手のリアガードを１枚選び、退却させる。"}
choices:
  - {player: A, at: choose, choose: 盾兵}
CHOICE
expect:
  state: {盾兵.zone: ZONE, 槍兵.zone: OTHER}
"""


B_CHOOSES = "  - {player: B, at: choose, choose: 盾兵}"


@pytest.mark.parametrize(
    ("period", "choice", "zone", "other"),
    [
        # protected in B's turn: B's retire can choose only 槍兵 (no choice asked)
        ("次の相手のターンの終了時まで", "", "A.left_front", "A.drop"),
        ("そのターン中", B_CHOOSES, "A.drop", "A.right_front"),
    ],
)
def test_the_protection_lasts_into_the_opponents_next_turn(
    period: str, choice: str, zone: str, other: str
) -> None:
    board = (
        BOARD.replace("PERIOD", period)
        .replace("CHOICE", choice)
        .replace("ZONE", zone)
        .replace("OTHER", other)
    )
    r = resolve(loads(board, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize("whose", ["相手", "あなた"])
def test_said_with_no_as_without(whose: str) -> None:
    def steps(period: str) -> object:
        text = f"【起】【(R)】：あなたのリアガードを１枚選び、{period}、パワー＋5000。"
        return compile_ability(parse_card(text, "vg").card.abilities[0]).steps

    assert steps(f"次の{whose}のターンの終了時まで") == steps(f"次の{whose}のターン終了時まで")
