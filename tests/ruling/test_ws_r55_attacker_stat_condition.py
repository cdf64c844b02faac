"""ws round 55 (s52wsT2): 「攻撃キャラのソウルが2以上なら」 — the attacking character (7.2.1.5) is
the one card an attack has, so a value of it is read as a reference's is: the condition holds
by that card's soul as the effects in force make it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from tests.ruling.boards import unsupported, ws_battle
from tests.ruling.boards import zone_names as zone

DEFENDER = "【自】 このカードがアタックされた時、攻撃キャラのソウルが2以上なら、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("mine", "drawn"), [("【永】 このカードのソウルを＋1。", True), ("", False)]
)
def test_read_on_the_attacker(mine: str, drawn: bool) -> None:
    r = ws_battle(mine=mine, theirs=DEFENDER)
    assert not unsupported(r)
    assert len(zone(r, "B", "hand")) == (1 if drawn else 0)
