"""「そのバトル中、あなたの手札が１枚以上なら、このユニットのパワー＋5000」 (round 41, issue 12): a
period said before a condition is not a condition (a condition reads a moment) but the period of
the change after it, as 「…なら、そのバトル中、…＋5000」 says (11.3.1.2: a change for the period
the effect names)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_card_run

BEFORE = "【自】【(R)】：このユニットがアタックした時、そのバトル中、あなたの手札が１枚以上なら、このユニットのパワー＋5000。"
AFTER = "【自】【(R)】：このユニットがアタックした時、あなたの手札が１枚以上なら、そのバトル中、このユニットのパワー＋5000。"


def _prog(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_the_period_is_the_changes() -> None:
    assert _prog(BEFORE) == _prog(AFTER)


def test_a_turns_owner_stays_a_condition() -> None:
    """「あなたのターン中、…なら」 names whose turn it is (a condition), not a period."""
    got = _prog(
        "【自】【(R)】：このユニットがアタックした時、あなたのターン中、あなたの手札が１枚以上なら、１枚引く。"
    )
    assert got.cond is not None and got.cond.what == "and"


@pytest.mark.parametrize(
    ("hand", "hit"), [("[{name: 手札一, type: normal, grade: 1}]", True), ("[]", False)]
)
def test_on_a_board_the_change_lasts_the_battle(hand: str, hit: bool) -> None:
    """剣士 (10000) attacks 騎士 (13000): with a card in the hand it has 15000 in the battle and
    hits; with none it does not. After the battle its power is 10000 again (the period ended)."""
    r = vg_card_run(BEFORE, hand=hand, damage="[]")
    assert not unsupported(r), unsupported(r)
    hits = [s for s in r.main.trace.steps if s.event == "power_compared"]
    assert hits and ("-> hit" in hits[0].en) is hit
    ends = [s for s in r.main.trace.steps if s.event == "endeffects"]
    assert ends


def test_the_time_of_a_history_stays_the_conditions() -> None:
    """「このターン中にあなたのリアガードが２枚以上退却していたなら」: when it happened (no comma),
    not a period — read as before."""
    got = _prog(
        "【永】【(G)】：このターン中にあなたのリアガードが２枚以上退却していたなら、このユニットのシールド＋5000。"
    )
    assert got.cond is not None and got.cond.what == "history"
