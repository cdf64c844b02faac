"""「【自】：ドライブチェックで出た時、…」 (round 41, issue 12): the card that came out of the
check (7.16.1) left unsaid is the one with the ability, as an event's unsaid subject is
(「アタックした時」) — the same trigger as 「このカードがドライブチェックで出た時」, its master's
check (10.6.1.2.3)."""

from __future__ import annotations

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"
HEAVY = '{name: 重, type: normal, grade: 3, text: "TEXT"}'
LIGHT = "{name: 山2, type: normal, grade: 2}"
TEXT = "【自】：ドライブチェックで出た時、１枚引く。"


def _trigger(text: str) -> object:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    assert ab.supported, ab.reason
    return ab.program.trigger  # type: ignore[union-attr]


@pytest.mark.parametrize("check", ["ドライブチェック", "ダメージチェック"])
def test_the_unsaid_card_is_this_one(check: str) -> None:
    text = TEXT.replace("ドライブチェック", check)
    assert _trigger(text) == _trigger(text.replace(check, f"このカードが{check}"))


def test_on_a_board_only_this_card_out_draws() -> None:
    """重 checked by the vanguard's attack draws (重 and 山2 in the hand); with 山2 checked and
    重 under it, nothing is drawn — another card out is not this one."""
    card = HEAVY.replace("TEXT", TEXT)
    r = run("", actions=ATTACK, deck=f"[{card}, {LIGHT}, 8]")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    under = run("", actions=ATTACK, deck=f"[{LIGHT}, {card}, 8]")
    assert not unsupported(under) and zone(under, "A", "hand") == ["山2"]
