"""Round 56 (issue 12, s53vgC2): 「…時、それが<期間>中なら、…」 (「それがあなたのターン中なら」,
「それがあなたのエンドフェイズ中なら」): 「それ」 is the event that triggered the automatic ability, and it
happened in that period. An automatic ability is played at a check timing (11.9.4) of the phase it
triggered in, which goes on only when its check timing has nothing left to do (9.2.4 … 9.11.9): the
same condition as 「<期間>中なら」 on resolution. Refused before as "the word turn" / "the word
end_phase"."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

RETIRED = "【自】【(R)】：相手のリアガードが退却した時、それが{p}中なら、１枚引く。"
AT_REAR = "  - {do: attack, attacker: left_front, target: right_front}"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


@pytest.mark.parametrize("period", ["あなたのターン", "相手のターン", "あなたのエンドフェイズ"])
def test_the_same_condition_as_the_period(period: str) -> None:
    without_it = RETIRED.replace("それが", "")
    assert _program(RETIRED.format(p=period)) == _program(without_it.format(p=period))


@pytest.mark.parametrize(
    ("period", "hand"),
    [
        ("あなたのターン", ["山1"]),
        ("あなたのバトルフェイズ", ["山1"]),
        # the rear is retired in A's battle phase: not in A's end phase, not in B's turn
        ("あなたのエンドフェイズ", []),
        ("相手のターン", []),
    ],
)
def test_on_a_board(period: str, hand: list[str]) -> None:
    r = vg_card_run(RETIRED.format(p=period), AT_REAR)
    assert not unsupported(r)
    assert "槍兵" in zone(r, "B", "drop")
    assert zone(r, "A", "hand") == hand
