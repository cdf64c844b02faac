"""A loss by a value or an empty zone rests on every step that brought that value there, not only
the last to touch it (issue 14, citations complete by construction; ``Ctx.contributed``): each
step that changed the checked value toward the loss is cited, and a step that changed it the
other way is not (s15prov)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

from ruling.core import Engine
from ruling.resolve import resolve
from ruling.rules import Move, SetVar, games, get_game
from ruling.scenario import build, loads
from tests.ruling.boards import co_run

# ------ co: HP 0 (4.1.2#li1 「対戦相手のHPを0にしたとき」) — each loss of HP decides it

_CO = """turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 3
    deck: 15
    hand: [{name: 火球, type: spell, cost: 1, text: "相手のデュエルマスターに1点のダメージを与える。"}]
  B: {hp: 2, deck: 15}
actions:
"""


def test_co_a_spells_damage_then_another_damage_both_decide_hp_zero() -> None:
    # the spell's 1 point (its text processed in order, 4.3.2.6) then 1 more: without the first
    # B's HP would be 1
    r = co_run(_CO + "  - {do: play, card: 火球}\n  - {do: damage, to: B, amount: 1}\n")
    assert r.outcome["loser"] == "B"
    assert {"4.3.2.6", "4.3.9", "4.1.2#li1"} <= set(r.decided_by)


def test_co_a_heal_before_the_damage_does_not_decide_hp_zero() -> None:
    # the heal (4.3.2.6) raised B's HP: it did not bring it to 0
    r = co_run(_CO + "  - {do: heal, player: B, amount: 1}\n  - {do: damage, to: B, amount: 3}\n")
    assert r.outcome["loser"] == "B"
    assert "4.1.2#li1" in r.decided_by
    assert "4.3.2.6" not in r.decided_by


# ------ vg: no card in the deck (13.2.3) — each step that took a card out of it decides it

_VG = """game: vg
title: t
turn: {player: A, number: 7, first_player: A}
players:
  A: {vanguard: {name: ドラゴン, grade: 3}, deck: DECK, ride_deck: 0}
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
"""


def _vg(deck: int, actions: str) -> Any:
    return resolve(loads(_VG.replace("DECK", str(deck)) + actions, "t.yaml"))


def test_vg_a_damage_check_then_the_draw_both_decide_the_deck_out() -> None:
    # the damage check (13.6.3) takes A's first card, the draw phase's draw (9.4.2) the last
    r = _vg(2, "  - {do: damage, to: A, amount: 1, player: B}\n  - {do: draw_phase}\n")
    assert r.outcome["loser"] == "A"
    assert {"13.6.3", "9.4.2", "13.2.3"} <= set(r.decided_by)


def test_vg_the_opponents_damage_check_does_not_decide_the_deck_out() -> None:
    # B's damage check takes a card out of B's deck, not A's
    r = _vg(1, "  - {do: damage, to: B, amount: 1, player: A}\n  - {do: draw_phase}\n")
    assert r.outcome["loser"] == "A"
    assert {"9.4.2", "13.2.3"} <= set(r.decided_by)
    assert "13.6.3" not in r.decided_by


# ------ the core, every game: which steps ``Ctx.contributed`` names


@pytest.mark.parametrize("game", games())
def test_core_every_step_toward_the_value_and_none_the_other_way(game: str) -> None:
    state, _notes = build(
        loads(
            f"game: {game}\ntitle: t\nturn: {{player: A, number: 5}}\n"
            "players:\n  A: {deck: 10, hand: [{name: 甲}, {name: 乙}]}\n  B: {deck: 10}\n"
        )
    )
    eng = Engine(get_game(game), state, [], [])
    a, b = (c.uid for c in state.zone("A", "hand"))
    to = next(z.id for z in get_game(game).zones if z.id not in ("hand", "deck") and not z.slot)

    def proc() -> Generator[Any, Any, Any]:
        yield Move(uid=a, player="A", zone=to, clauses=("1.1",))
        yield Move(uid=b, player="A", zone=to, clauses=("1.2",))
        yield Move(uid=a, player="A", zone="hand", clauses=("1.3",))
        yield SetVar(key="n.A", value=5, clauses=("2.1",))
        yield SetVar(key="n.A", value=3, clauses=("2.2",))
        yield SetVar(key="n.A", value=4, clauses=("2.3",))
        yield SetVar(key="n.A", value=1, clauses=("2.4",))

    eng.run_procedure(proc())
    by = {c: i for i, s in enumerate(eng.trace.steps) for c in s.clauses if c[0] in "12"}
    ctx = eng.ctx
    # round 20 (s16prov): a step whose effect was undone since is not among them — 甲 went out
    # of the hand (1.1) and came back (1.3), so only 乙's move (1.2) still stands
    assert ctx.contributed("A.hand", "out") == (f"step:{by['1.2']}", "reads:A.hand")
    assert ctx.contributed(f"A.{to}", "in") == (f"step:{by['1.2']}", f"reads:A.{to}")
    assert ctx.contributed("A.hand", "in") == (f"step:{by['1.3']}", "reads:A.hand")
    # 5 is the first value given (from none): not a change of a number; the +1 (2.3) takes back
    # one of 2.2's two, which still stands by one
    assert ctx.contributed("var:n.A", "down") == (
        f"step:{by['2.2']}",
        f"step:{by['2.4']}",
        "reads:var:n.A",
    )
    # the +1 (2.3) was taken back by the -3 (2.4): nothing raised it that still stands
    assert ctx.contributed("var:n.A", "up") == ("var:n.A",)
    # found, the steps end with what is read ("reads:", followed by no provenance); nothing
    # changed it: the ref itself (the step that last touched it, if any)
    assert ctx.contributed("B.deck", "out") == ("B.deck",)
    assert ctx.contributed("var:m.A", "down") == ("var:m.A",)
