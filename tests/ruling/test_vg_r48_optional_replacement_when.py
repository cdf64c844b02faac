"""Round 48 (s45vgF): the optional replacement written as 11.12.3 writes it, 「このユニットが相手の効果で
退却する時、かわりにあなたは手札から１枚捨ててよい。そうしたら、このユニットを【レスト】する。」 — 「…する時、」 before
かわりに is the event replaced (as 「…する際、」), 「相手の効果で」 an effect whose master is the opponent
(of a card or not), and the choice a discard of hand cards (7.9.1): made, the unit is rested instead
(11.3.1.3.2); with too few hand cards it cannot be made and the replacement does not apply (11.12.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first

TEXT = (
    "【永】【(R)】：このユニットが相手の効果で退却する時、かわりにあなたは手札から１枚捨ててよい。"
    "そうしたら、このユニットを【レスト】する。"
)
BOARD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 殲滅竜, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 忠臣, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand: HAND
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、退却させる。"}
choices:
  - {player: A, at: choose, choose: 忠臣}
  - {player: B, at: replacement_optional, choose: yes}
"""


def test_compiles_as_an_optional_replacement() -> None:
    prog = compiled_first(TEXT, "vg")
    op = prog.steps[0]
    assert (op.verb, op.stat, op.dest, op.skill, op.n, op.optional) == (
        "replace",
        "retire",
        "do:rest",
        "hand_discard",
        1,
        True,
    )


@pytest.mark.parametrize(
    ("hand", "expect"),
    [
        # a hand card discarded: the unit is rested instead (11.3.1.3.2)
        (
            "[{name: 余り, type: normal, grade: 1, power: 8000}]",
            "{B.drop: [余り], 忠臣.state: rest}",
        ),
        # no hand card: the choice cannot be made, the retire happens (11.12.3)
        ("[]", '{B.drop: [忠臣], B.left_front: empty}\n  decided_by: ["11.12.3"]'),
    ],
)
def test_on_the_board(hand: str, expect: str) -> None:
    body = BOARD.replace("TEXT", TEXT).replace("HAND", hand) + f"expect:\n  state: {expect}\n"
    assert not (got := check_expect(resolve(loads(body, "t.yaml")))), got
