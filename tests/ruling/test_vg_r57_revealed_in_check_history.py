"""「そのターンにあなたのヴァンガードのドライブチェックでヒールトリガーが公開されていたなら」 /
「このターン中にあなたのドライブチェックでトリガーユニットが公開されていないなら」 (round 57,
s54vgC): 「公開された」 in a check says what 「出た」 says — the check reveals the card and puts it
into the trigger zone (10.6.1.2.3, 13.6.3, 7.16.1) — so the history condition reads it as the
check's event (vg's ``history_event`` hook ``_checked_history``, as 「…出ていたなら」). Before:
refused ("the word drive_check")."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run
from tests.ruling.test_vg_r54_checked_history import CRIT, DRAW, PLAIN, VG_ATTACK, _ability

BATTLE_END = "【自】【(V)】：このユニットがアタックしたバトルの終了時、{cond}なら、１枚引く。"
SAID = "そのターンにあなたのヴァンガードのドライブチェックでクリティカルトリガーが公開されていた"
OUT = "そのターンにあなたのヴァンガードのドライブチェックでクリティカルトリガーが出ていた"


def test_revealed_in_a_check_reads_as_came_out() -> None:
    a, b = _ability(BATTLE_END.format(cond=SAID)), _ability(BATTLE_END.format(cond=OUT))
    assert a.supported, a.reason
    assert a.program.cond == b.program.cond  # type: ignore[union-attr]


def _hand(cond: str, deck: str) -> list[str]:
    text = BATTLE_END.format(cond=cond)
    v = '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    r = run("", actions=VG_ATTACK, vanguard=v, deck=deck)
    assert not unsupported(r), unsupported(r)
    assert "7.16.1" in cited(r)
    return zone(r, "A", "hand")


def test_on_a_board() -> None:
    """The vanguard's drive check reveals a critical trigger: at the battle's end the card is
    drawn; a draw trigger revealed instead does not make it hold."""
    assert sorted(_hand(SAID, f"[{CRIT}, {PLAIN}, 8]")) == sorted(["山1", "会心"])
    assert sorted(_hand(SAID, f"[{DRAW}, {PLAIN}, {PLAIN}, 8]")) == sorted(["山1", "引当"])


def test_not_revealed_this_turn() -> None:
    cond = "このターン中にあなたのドライブチェックでトリガーユニットが公開されていない"
    assert sorted(_hand(cond, f"[{PLAIN}, {PLAIN}, 8]")) == ["山1", "山1"]
    assert sorted(_hand(cond, f"[{CRIT}, {PLAIN}, 8]")) == ["会心"]
