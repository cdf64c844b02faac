"""Round 50 (s47vgC), issue 12: 「インターセプト以外で(G)に登場した時」 — the keyword said before
「以外で」 read as a keyword means (``not:kw:<id>``): an appearance on the guardian circle by any
means but the intercept (14.4.2; the intercept's move is marked as its own, ``autos._by_ok``) —
a guardian called from the hand (6.2.1.2, 7.17.1). 「インターセプトで(G)に登場した時」 stays refused,
named: an intercept is a move between circles (7.34.1.1), no appearance by 7.17.1 (the runtime's
reading), while the text says it is one. And 「【リライト】能力でライドした時」: the keyword in its
brackets before 能力, as 「リライトの能力で」 (14.58)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BY = "【自】【(G)】：このユニットがインターセプトで(G)に登場した時、１枚引く。"
NOT_BY = "【自】【(G)】：このユニットがインターセプト以外で(G)に登場した時、１枚引く。"
REWRITE = "【自】【(R)】：あなたのヴァンガードが【リライト】能力でライドした時、１枚引く。"


def _trigger(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0]).trigger


def test_the_readings() -> None:
    not_by = _trigger(NOT_BY)
    assert (not_by.event, not_by.dst, not_by.means) == ("appear", ("guardian",), "not:kw:intercept")
    rw = _trigger(REWRITE)
    assert (rw.event, rw.means) == ("rode", "kw:rewrite")
    assert rw == _trigger(REWRITE.replace("【リライト】能力で", "リライトの能力で"))


def test_an_appearance_by_the_intercept_stays_refused() -> None:
    with pytest.raises(Exception, match="an appearance by the intercept"):
        _trigger(BY)


BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000, critical: 1}
    deck: [{name: 札, type: normal, grade: 2, trigger: none}, 19]
  B:
    vanguard: {name: 賢者, type: normal, grade: 3, power: 13000}
    right_front: {name: 盾兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept], text: "RTEXT"}
    hand: [{name: 大盾, type: normal, grade: 1, shield: 10000, text: "HTEXT"}]
    deck: [{name: 受け札, type: normal, grade: 1, trigger: none}, 19]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, GUARD}
"""
INTERCEPT = "intercept: [right_front]"
CALL = "guard_actions: [{do: guard, card: 大盾, guards: B.vanguard}]"


def _b_draws(rtext: str, htext: str, guard: str) -> int:
    body = BOARD.replace("RTEXT", rtext).replace("HTEXT", htext).replace("GUARD", guard)
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return len([s for s in r.main.trace.steps if s.event == "draw" and "B draws" in s.en])


@pytest.mark.parametrize(
    ("rtext", "htext", "guard", "draws"),
    [
        ("", NOT_BY, CALL, 1),  # 大盾 called from the hand to (G): not by the intercept
        (NOT_BY, "", INTERCEPT, 0),  # 盾兵 put there by the intercept
    ],
)
def test_by_any_means_but_the_intercept(rtext: str, htext: str, guard: str, draws: int) -> None:
    assert _b_draws(rtext, htext, guard) == draws


def test_the_means_decides_not_the_place() -> None:
    """The same guardian call with 「インターセプトで」 read as 「インターセプト以外で」 would draw: the
    means is what the trigger checks (a mark on the intercept's move, read by ``_by_ok``)."""
    from ruling.cardtext.ir import Trig
    from ruling.games._vg.autos import _by_ok

    t = Trig("appear", dst=("guardian",), means="not:kw:intercept")
    assert not _by_ok(None, t, {"kind": "intercept"}, None, "B")  # type: ignore[arg-type]
    assert _by_ok(None, t, {}, None, "B")  # type: ignore[arg-type]
