"""Round 55 (issue 12, s52vgT): 「このユニットの☆＋1」 — older vg cards print the critical icon as ☆
(as 「☆トリガー」 is the critical trigger): read as クリティカル (VG 2.7.2: the critical shown by
an icon), and on a board a unit with ☆+1 deals one more damage."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run

TEXT = "【永】【(R)】：このユニットの{s}＋1。"


def test_white_star_is_the_critical() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT.format(s="☆"), None)
    (b,) = _abilities("vg", TEXT.format(s="クリティカル"), None)
    assert a.supported, a.reason
    assert a.program == b.program


def test_one_more_damage_on_a_board() -> None:
    r = vg_card_run(TEXT.format(s="☆"), opponent="{name: 騎士, grade: 3, power: 5000}")
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["damage"]) == 2
