"""CrossOver (co): card-text constructions read in session 11 (round 15) from the refusals of the
blind card-text set of round 14 (development material now), each on a minimal text and a board."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card


def _run(body: str) -> object:
    return resolve(loads("game: co\ntitle: a minimal case\n" + body))


def _ability(text: str) -> object:
    get_game("co")
    (ab,) = abilities_of("co", Card(uid="x", name="x", owner="A", type="character", text=text))
    return ab


# --------------------------------------------------------------------------- 「飛行」 quoted


@pytest.mark.parametrize(("text", "kw"), [("「飛行」", "flying"), ("「潜水」", "diving")])
def test_a_quoted_keyword_line_is_the_keyword(text: str, kw: str) -> None:
    """3.4.5.7 prints the special abilities quoted (「「飛行」と「潜水」という特殊能力」): a line
    「飛行」 is the keyword, as 飛行 is."""
    ab = _ability(text)
    assert ab.supported and ab.program.kind == "keyword" and ab.program.keyword == kw


def test_a_quoted_name_that_is_no_keyword_stays_refused() -> None:
    ab = _ability("「魔獣」")
    assert not ab.supported and ab.reason


FLYER = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 鳥人, type: character, ap: 2, dp: 2, text: "%s"}]}
  B: {hp: 10, deck: 10, field: [{name: 歩兵, type: character, ap: 2, dp: 4}]}
actions:
  - {do: attack, attacker: 鳥人, defender: 歩兵}
ask: [B.hp]
"""


def test_a_quoted_flying_attacker_cannot_be_defended_by_a_walker() -> None:
    """3.4.5.7: an attacker with 「飛行」 is defended only by a character with 「飛行」: the
    defence by 歩兵 is refused and the 2 damage reaches B; without the keyword it is not."""
    r = _run(FLYER % "「飛行」")
    assert r.outcome["rejected"] is True and r.outcome["state"] == {"B.hp": 8}
    assert "3.4.5.7" in r.decided_by
    r = _run(FLYER % "")
    assert not r.outcome.get("rejected") and r.outcome["state"] == {"B.hp": 10}


# --------------------------------------------------------------------------- 維持費:エネルギーN


@pytest.mark.parametrize("text", ["維持費:エネルギー2", "維持費:2エネルギー", "維持費2"])
def test_an_upkeep_with_its_payment_after_a_colon(text: str) -> None:
    """3.6.2 維持費: 「維持費:エネルギー2」 is the upkeep of 2 energy, as 維持費2."""
    ab = _ability(text)
    assert ab.supported and ab.program.keyword == "upkeep" and ab.program.number == 2


UPKEEP = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, energy: %d, field: [{name: 巨人, type: character, ap: 3, dp: 3, text: "維持費:エネルギー2"}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: end_phase}
%s
ask: [巨人.zone, A.energy]
"""
PAY = "choices:\n  - {player: A, at: upkeep, choose: yes}"


def test_an_upkeep_after_a_colon_is_paid_or_the_card_crashes() -> None:
    """3.6.2: paid with 2 energy the card stays; with 1 energy it cannot be paid and crashes."""
    r = _run(UPKEEP % (2, PAY))
    assert r.outcome["state"] == {"巨人.zone": "A.field", "A.energy": 0}
    assert "3.6.2" in r.decided_by
    r = _run(UPKEEP % (1, ""))
    assert r.outcome["state"] == {"巨人.zone": "A.dustbox", "A.energy": 1}
