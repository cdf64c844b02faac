"""「あなたのHPと相手のHPの差が5以上の場合」 (round 62, s59coC2): the two players' HP (1.4) apart
by N or more, either way — one at least the other's + N (the margins of 「…より5点以上多い /
少ない」, ``_hp_compared``), read as the step is carried out (4.3.2.6)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "あなたのHPと相手のHPの差が5以上の場合、あなたは山札からカードを1枚引く。使い捨て"


def test_read_as_either_margin() -> None:
    got = co_ability(TEXT, "event", "差")
    assert got.supported, got.reason
    cond = got.program.ops[0].cond
    assert cond.what == "or"
    assert {p.margin for p in cond.parts} == {5, -5}


@pytest.mark.parametrize(("a", "b", "drawn"), [(20, 15, 1), (15, 20, 1), (20, 16, 0), (16, 20, 0)])
def test_on_a_board(a: int, b: int, drawn: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: {a}\n    deck: 10\n"
        f'    hand: [{{name: 差, type: event, cost: 0, text: "{TEXT}"}}]\n'
        f"  B: {{hp: {b}, deck: 10}}\n"
        "actions:\n  - {do: play, card: 差}\n"
        "ask: [A.hand]\n"
    )
    assert not r.main.rejected, r.main.rejected
    assert main_state(r, "A.hand") == drawn
