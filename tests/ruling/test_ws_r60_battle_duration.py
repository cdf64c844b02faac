"""「そのバトル中、…のパワーを＋N」 (round 60, s57wsC): a stat change lasting the battle. The
battle is the front attack's attack sub-phase, its attacker and defender the characters in it
(7.2.1.5.1): the change reaches a card in that battle and ends with the sub-phase (7.6.1.5); in
a side attack there is no battle (7.5.1.3) and the change reaches nothing."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from tests.ruling.boards import center_orientations as orientations
from tests.ruling.boards import unsupported
from tests.ruling.boards import ws_battle as battle

MINE = "【自】 このカードがアタックした時、そのバトル中、このカードのパワーを＋3500。"
THEIRS = "【自】 このカードがフロントアタックされた時、そのバトル中、このカードのパワーを＋3000。"


def _ended(r: Any) -> tuple[str, ...] | None:
    return next(
        (s.clauses for s in r.main.trace if s.en == "effects lasting this battle end"), None
    )


def test_attacker_change_holds_in_the_battle_and_ends_with_it() -> None:
    """3000 + 3500 beats 5000: the defender is reversed (7.6.1.2); at the end of the attack the
    change is gone (7.6.1.5), cited with the battle's extent (7.2.1.5.1)."""
    r = battle(3000, mine=MINE)
    assert not unsupported(r)
    assert orientations(r) == ("rest", "reverse")
    assert not [e for e in r.main.final.effects if e.stat == "power"]
    cl = _ended(r) or ()
    assert "7.2.1.5.1" in cl and "7.6.1.5" in cl


def test_defender_change() -> None:
    """The defending character's 「フロントアタックされた時、そのバトル中、…＋3000」: 5000 + 3000
    against 6000: the attacker is reversed."""
    r = battle(6000, theirs=THEIRS)
    assert not unsupported(r)
    assert orientations(r) == ("reverse", "stand")
    assert not [e for e in r.main.final.effects if e.stat == "power"]


def test_no_battle_in_a_side_attack() -> None:
    """A side attack has no battle (7.5.1.3): the card is in no battle, the change reaches
    nothing — no effect is made at all."""
    r = battle(3000, mine=MINE, kind="side")
    assert not unsupported(r)
    nothing = [s for s in r.main.trace if s.en == "no card to apply it to: the effect does nothing"]
    assert len(nothing) == 1 and "7.5.1.3" in nothing[0].clauses
    assert not [e for e in r.main.final.effects if e.stat == "power"]
    assert _ended(r) is None
