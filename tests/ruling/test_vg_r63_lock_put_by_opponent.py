"""Round 63 (s60vgR3): 「相手は自分の手札を１枚選び、自分のリアガードサークルに呪縛カードとして置く」
— the opponent does both acts of the sentence (11.8.5.1): chooses from its own hand and puts the
card on its own rear-guard circle as a locked card (7.30.5), its owner picking the circle
(7.30.5.1); what stood there goes to its owner's drop at once (7.30.5.2). A protect so locked
is put on the circle, then erased from it (15.3.7) — the circle still became a locked circle."""

from __future__ import annotations

from ruling.cardtext.ir import Op
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, compiled_first

TEXT = "【起】【(V)】：相手は自分の手札を１枚選び、自分のリアガードサークルに呪縛カードとして置く。"
BOARD = """game: vg
title: t
turn: {player: B, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 先導者, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000}
    hand: [HAND]
    deck: 10
  B:
    vanguard: {name: 呪縛竜, type: normal, grade: 3, power: 13000, text: "TEXT"}
    deck: 10
actions:
  - {do: activate, player: B, card: 呪縛竜}
choices:
  - {player: A, at: circle, choose: left_front}
"""


def _run(hand: str, expect: str) -> set[str]:
    body = BOARD.replace("HAND", hand).replace("TEXT", TEXT)
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_both_acts_are_the_opponents() -> None:
    steps = compiled_first(TEXT, "vg").steps
    assert [(o.verb, o.performer) for o in steps] == [
        ("choose", "opponent"),
        ("lock_put", "opponent"),
    ]
    assert isinstance(steps[1], Op) and dict(steps[1].detail).get("dest_owner") == "self"


def test_a_hand_card_locked_on_its_owners_occupied_circle() -> None:
    got = _run(
        "{name: 兵, type: normal, grade: 1}",
        "  state: {剣士.zone: A.drop, A.left_front: [兵], A.hand: 0, B.left_front: empty}\n",
    )
    assert {"11.8.5.1", "7.30.5", "7.30.5.1", "7.30.5.2"} <= got


def test_a_protect_is_put_then_erased() -> None:
    got = _run(
        "{name: プロテクト, type: protect}",
        "  state: {剣士.zone: A.drop, A.left_front: empty, A.hand: 0, A.drop: [剣士]}\n",
    )
    assert {"15.3.7", "7.30.5.2"} <= got
    assert "15.3.6" not in got
