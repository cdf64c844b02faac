"""Round 49 (s46vsC), issue 12: 「（相手の|あなたの）カードがサポートした時、そのカードを（レスト|
スタンド）する」 — 「そのカード」 of a support trigger is the card of the event, the bench card that
supported (7.1.3.1 「自分のベンチにあるスタンドしているカードを1枚選び、レストする…「サポートする」」;
7.1.3.2.3 the trigger), its state changed as the step is done (4.9.1.1 / 4.9.1.2). Of a trigger
with no supporting card (「このカードがアタックした時」) the step stays refused."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused


def test_the_card_of_a_support_trigger_is_the_supporter() -> None:
    (op,) = vs_program("[リング]相手のカードがサポートした時、あなたはそのカードをレストする。").ops
    assert (op.kind, op.who) == ("rest", "supporter")
    (op,) = vs_program(
        "[ベンチ]あなたのカードがサポートした時、あなたはそのカードをスタンドする。"
    ).ops
    assert (op.kind, op.who) == ("stand", "supporter")


def test_another_trigger_has_no_supporter() -> None:
    assert "supporting card" in vs_refused(
        "[リング]このカードがアタックした時、あなたはそのカードをレストする。"
    )


_BOARD = """
game: vs
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 春香, ap: 0, dp: 1000}
      right: {name: 律子, ap: 0, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 5000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [春香.state]
"""


@pytest.mark.parametrize(
    ("a_text", "b_text", "orientation"),
    [
        # the supporter rested by the support (7.1.3.1) stood again by its own player's technique
        ("[ベンチ]あなたのカードがサポートした時、あなたはそのカードをスタンドする。", "", "stand"),
        ("", "", "rest"),
        # the opponent's 「そのカードをレストする」: the supporter, already rested (4.9.1.2)
        ("", "[リング]相手のカードがサポートした時、あなたはそのカードをレストする。", "rest"),
    ],
)
def test_the_supporter_on_a_board(a_text: str, b_text: str, orientation: str) -> None:
    r = resolve(loads(_BOARD % (a_text, b_text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["春香.state"] == orientation
    if a_text:
        assert "7.1.3.2.3" in r.decided_by
