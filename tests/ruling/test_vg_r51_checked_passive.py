"""「このユニットが(トリガーチェックで)ドライブチェックされた時」 (round 51, s48vgA; issue 12): the
older printing of a check trigger — the card the drive check put into the trigger zone
(10.6.1.2.3; 7.22.1: the drive check is the drive step's series of acts), the same trigger as
「このユニットがドライブチェックで出た時」 (7.16.1); 「トリガーチェックで」 names no other check (the
rules have no such term: it is the older name of the check the verb says). A damage check is read
the same (13.6.3). Refused before as "the trigger drive_check.passive_past"."""

from __future__ import annotations

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"
HEAVY = '{name: 重, type: normal, grade: 3, text: "TEXT"}'
LIGHT = "{name: 山2, type: normal, grade: 2}"
OLD = "【自】：このユニットがトリガーチェックでドライブチェックされた時、１枚引く。"


def _ability(text: str) -> A.Ability:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    return ab


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (OLD, "【自】：このユニットがドライブチェックで出た時、１枚引く。"),
        (
            "【自】：このユニットがドライブチェックされた時、１枚引く。",
            "【自】：このユニットがドライブチェックで出た時、１枚引く。",
        ),
        (
            "【自】：このユニットがトリガーチェックでダメージチェックされた時、１枚引く。",
            "【自】：このユニットがダメージチェックで出た時、１枚引く。",
        ),
    ],
)
def test_the_same_trigger_as_came_out(old: str, new: str) -> None:
    a, b = _ability(old), _ability(new)
    assert a.supported, a.reason
    assert a.program.trigger == b.program.trigger  # type: ignore[union-attr]


def test_another_means_stays_refused() -> None:
    ab = _ability("【自】：このユニットがあなたの能力でドライブチェックされた時、１枚引く。")
    assert not ab.supported


def test_on_a_board_only_this_card_checked_draws() -> None:
    """重 checked by the vanguard's attack draws (重 and 山2 in the hand); with 山2 checked and
    重 under it, nothing is drawn."""
    card = HEAVY.replace("TEXT", OLD)
    r = run("", actions=ATTACK, deck=f"[{card}, {LIGHT}, 8]")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    assert {"7.16.1", "10.6.1.2.3"} <= cited(r)
    under = run("", actions=ATTACK, deck=f"[{LIGHT}, {card}, 8]")
    assert not unsupported(under) and zone(under, "A", "hand") == ["山2"]
