"""「このカードがトリガーチェックで公開された時」 (round 57, s54vgC): トリガーチェック, the older name
of the checks (the rules have no such term: a drive check 10.6.1.2 or a damage check 13.6.3) —
read as either, as 「トリガーで」 is; the card revealed need not be a trigger unit. Before: refused
("the word trigger_check")."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run
from tests.ruling.test_vg_r54_checked_history import PLAIN, VG_ATTACK

TEXT = "【自】：このカードがトリガーチェックで公開された時、１枚引く。"


def test_a_normal_unit_revealed_by_a_drive_check() -> None:
    """The vanguard's drive check reveals 告知 (no trigger icon): its ability draws 山1."""
    top = '{name: 告知, type: normal, grade: 1, text: "' + TEXT + '"}'
    r = run("", actions=VG_ATTACK, deck=f"[{top}, {PLAIN}, 8]")
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == sorted(["告知", "山1"])


def test_another_card_revealed_does_not_trigger_it() -> None:
    """告知 in the hand: the check reveals 山1, not it — no draw."""
    card = '{name: 告知, type: normal, grade: 1, text: "' + TEXT + '"}'
    r = run("", actions=VG_ATTACK, hand=f"[{card}]", deck=f"[{PLAIN}, {PLAIN}, 8]")
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == sorted(["告知", "山1"])
