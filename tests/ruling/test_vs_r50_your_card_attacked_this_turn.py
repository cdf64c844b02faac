"""Round 50 (s47vsC), issue 12: 「このターンにあなたのカードがパートナーアタックしていたなら」 — 「あなたの
/ 相手のカード」 as the card attacking: only the ring card attacks (7.1.3.2, 4.14.1), so it is read as
that player's ring card's attacks this turn (s47vsA's ``attacks_this_turn``; a partner attack that
stood, 4.13.2, 7.1.3.2.2). Before: refused as 「what the noun phrase (you card) names」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program
from tests.ruling.test_vs_r50_partner_attack_this_turn import _BOARD

_TEXT = "[ベンチ]エンドフェイズの始めに、このターンに%sのカードが%sしていたなら、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("whose", "act", "cond"),
    [
        ("あなた", "パートナーアタック", ("attacks_this_turn", "you", "partner", "ge", 1)),
        ("相手", "アタック", ("attacks_this_turn", "opponent", "any", "ge", 1)),
    ],
)
def test_the_compiled_condition(whose: str, act: str, cond: tuple[object, ...]) -> None:
    assert vs_program(_TEXT % (whose, act)).condition == cond


@pytest.mark.parametrize(
    ("supporter", "drawn"),
    [
        ("春香", 1),  # a partner attack by A's ring card
        ("真", 0),  # a normal attack (4.13.1)
    ],
)
def test_on_a_board(supporter: str, drawn: int) -> None:
    text = _TEXT % ("あなた", "パートナーアタック")
    r = resolve(loads(_BOARD % (supporter, text, f"  - {{do: attack, support: {supporter}}}")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn
    if drawn:
        assert {"4.13.2", "7.1.3.2.2", "7.1.3.2"} <= set(r.decided_by)
