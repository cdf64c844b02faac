"""「相手のターン中、相手のドライブチェックでトリガーユニットが公開された時」 (round 57, s54vgC): a
check trigger (7.16.1, ``_checked_event``) with the turn it happens in printed before it — the
time taken off the clause as any event's (``cardtext.triggers.take_during``, ``Trig.during``;
an event outside it does not meet the condition, 11.1.1.2.1). Before: refused ("a check trigger
of this shape")."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run
from tests.ruling.test_vg_r54_checked_history import CRIT, PLAIN, VG_ATTACK

TEXT = "【自】【(R)】：{when}のターン中、あなたのドライブチェックでトリガーユニットが公開された時、１枚引く。"


def _hand(when: str) -> tuple[list[str], set[str]]:
    r = run(TEXT.format(when=when), actions=VG_ATTACK, deck=f"[{CRIT}, {PLAIN}, 8]")
    assert not unsupported(r), unsupported(r)
    return zone(r, "A", "hand"), cited(r)


def test_in_the_turn_named_it_triggers() -> None:
    """A's turn: A's drive check reveals a critical trigger — the ability draws 山1."""
    hand, _ = _hand("あなた")
    assert sorted(hand) == sorted(["会心", "山1"])


def test_in_another_turn_it_does_not() -> None:
    hand, clauses = _hand("相手")
    assert hand == ["会心"]
    assert "11.1.1.2.1" in clauses
