"""「そのターン中にあなたのドライブチェックで公開されたカードがN枚以上なら」 (round 57, s54vgC): the
cards a check revealed this turn, counted — the relative clause names the act by its means (the
check), no doer of its own; it says what 「このターンにあなたのドライブチェックでカードがN枚以上
公開されているなら」 says (``conditions.counted_acts`` with the game's ``history_event`` hook: each
check reveals one card and puts it into the trigger zone, 10.6.1.2.3, 7.16.1). Before: refused
("the word drive_check")."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run
from tests.ruling.test_vg_r54_checked_history import PLAIN, VG_ATTACK, _ability

BATTLE_END = "【自】【(V)】：このユニットがアタックしたバトルの終了時、{cond}なら、１枚引く。"
REL = "そのターン中にあなたのドライブチェックで公開されたカードが{n}枚以上"
PLAIN_SAID = "そのターン中にあなたのドライブチェックでカードが{n}枚以上公開されている"


def test_reads_as_the_plain_history() -> None:
    a = _ability(BATTLE_END.format(cond=REL.format(n="５")))
    b = _ability(BATTLE_END.format(cond=PLAIN_SAID.format(n="５")))
    assert a.supported, a.reason
    assert a.program.cond == b.program.cond  # type: ignore[union-attr]


def _hand(n: str) -> list[str]:
    text = BATTLE_END.format(cond=REL.format(n=n))
    v = '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    r = run("", actions=VG_ATTACK, vanguard=v, deck=f"[{PLAIN}, {PLAIN}, {PLAIN}, 7]")
    assert not unsupported(r), unsupported(r)
    return zone(r, "A", "hand")


def test_on_a_board() -> None:
    """The vanguard's attack makes its drive check(s); the cards revealed are counted: at least
    as many as were checked holds (one more card drawn), one more than that does not."""
    checked = len(_hand("９"))  # nine or more: never, the hand holds the checked cards only
    assert checked >= 1
    assert len(_hand(str(checked))) == checked + 1
    assert len(_hand(str(checked + 1))) == checked
