"""Round 35 (s31vstext), issue 12: 「このカードが相手のアタックでリタイヤ置場に置かれた時」 — the
attack that retires a ring card is the one that attacked it (7.1.5.2, 7.1.5.4), the opponent's:
with the attacker named (「相手の」 / 「相手のリングのカードの」) the same event as 「アタックで」, on
a board; 「あなたのアタックで」 (an attack that never retires this card) is refused by name."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused
from tests.ruling.test_vs_cardtext_r21 import ATTACK

_SAME = "[リング]このカードがアタックでリタイヤ置場に置かれた時、あなたは1枚引く。"
SPELLINGS = [
    "[リング]このカードが相手のアタックでリタイヤ置場に置かれた時、あなたは1枚引く。",
    "[リング]このカードが相手のアタックによってリタイヤ置場に置かれた時、あなたは1枚引く。",
    "[リング]このカードが相手のリングのカードのアタックでリタイヤ置場に置かれた時、あなたは1枚引く。",
    "[リング]このカードが、相手のアタックでリタイヤ置場に置かれた時、あなたは1枚引く。",
]


@pytest.mark.parametrize("text", SPELLINGS)
def test_spellings_are_the_retired_by_attack_trigger(text: str) -> None:
    assert vs_program(text) == vs_program(_SAME)


@pytest.mark.parametrize(
    ("text", "dp", "draws"), [(SPELLINGS[0], 3000, 1), (SPELLINGS[0], 5000, 0)]
)
def test_on_a_board(text: str, dp: int, draws: int) -> None:
    """美希 retired by 千早's attack (7.1.5.4) triggers, B draws; not retired (defence 5000), not."""
    r = resolve(loads(ATTACK % ("", dp, text)))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": draws}


def test_by_your_own_attack_is_refused() -> None:
    assert vs_refused(
        "[リング]このカードがあなたのアタックでリタイヤ置場に置かれた時、あなたは1枚引く。"
    )
