"""Vanguard legion (6.4): what the scenarios cannot set up — two legion mates on one circle
(13.3.4) — and the D-legion's loss of the persona ride icon (6.4.1.3.1); and the chapter 7 / 14
mechanics declared unused by the card list."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from ruling.core import Engine
from ruling.games._vg.common import skills
from ruling.games._vg.legion import apply_legion, find_legion, in_legion
from ruling.resolve import resolve
from ruling.rules import Move, get_game
from ruling.scenario import loads
from ruling.state import Card

LEGION = """\
game: vg
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    vanguard: {name: 若竜, grade: 3, skills: [persona_ride]}
    deck: [{name: 相棒竜, type: normal, grade: 3, skills: [persona_ride]}, 9]
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
  - {do: legion, card: 相棒竜, d: D}
"""


def _legion(d: bool) -> Engine:
    r = resolve(loads(LEGION.replace("D", "true" if d else "false"), "t.yaml"))
    return Engine(get_game("vg"), copy.deepcopy(r.main.final))


def test_d_legion_loses_persona_ride_only_while_in_legion() -> None:
    for d in (True, False):
        e = _legion(d)
        units = e.state.players["A"].zones["field.vanguard"]
        assert len(units) == 2 and all(in_legion(e.ctx, u) for u in units)
        assert all(("persona_ride" in skills(e.ctx, u)) is not d for u in units)


def test_two_legion_mates_keep_the_last_placed() -> None:
    e = _legion(False)
    zone = e.state.players["A"].zones["field.vanguard"]
    lead = next(u for u in zone if u.states["legion_role"] == "leader")
    old_mate = next(u for u in zone if u.states["legion_role"] == "mate")
    # a second pair's mate placed later on the same circle, paired with a second leader
    lead2 = Card("A+x1", "A", name="別将", type="normal", placed=e.state.next_seq())
    mate2 = Card("A+x2", "A", name="新相棒", type="normal", placed=e.state.next_seq())
    lead2.states.update(legion=mate2.uid, legion_role="leader")
    mate2.states.update(legion=lead2.uid, legion_role="mate")
    zone[0:0] = [mate2, lead2]
    found = [f for f in find_legion(e.ctx) if f.data["kind"] == "mates"]
    assert len(found) == 1 and set(found[0].watch) == {old_mate.uid, mate2.uid}
    moves = [ev for ev in apply_legion(e.ctx, found[0]) if isinstance(ev, Move)]
    assert [(m.uid, m.zone, m.clauses) for m in moves] == [(old_mate.uid, "soul", ("13.3.4",))]
    assert lead.uid != old_mate.uid


CORPUS = Path(__file__).resolve().parents[3] / "shared" / "cards" / "vg.cards.jsonl"


@pytest.mark.skipif(not CORPUS.exists(), reason="card list not present")
def test_declared_unused_mechanics_are_unused_by_the_corpus() -> None:
    """vg.NOT_IMPLEMENTED declares mechanics of chapters 7 and 14 not implemented, each with
    its reason, and the reasons must be true of the corpus: one that says no card uses the
    mechanic holds only while no card does; a mechanic a card uses is declared as used (with a
    card that uses it) and every ability that names it is refused (reported unsupported, never
    run without it). Cards refer to 「呪縛カード」 (the locked state of 7.30.1, implemented, and
    locking a unit by an effect, 7.30.1.1 / 7.30.4): what no card may do is put a card as a
    locked card (7.30.5)."""
    import json
    import re

    import ruling.games.vg  # noqa: F401  (registers the compiler)
    from ruling.abilities import HELD_OUT_PRODUCTS, abilities_of, product_of
    from ruling.games.vg import NOT_IMPLEMENTED
    from ruling.state import Card

    # in-sample products only: the held-out products' texts are measured, never read by a test
    every = [json.loads(ln) for ln in CORPUS.read_text(encoding="utf-8").splitlines() if ln]
    records = [r for r in every if product_of(r) not in HELD_OUT_PRODUCTS["vg"]]
    text = "\n".join(r["text"] for r in records)
    assert "7.30" not in NOT_IMPLEMENTED
    assert "7.30.1.1" not in NOT_IMPLEMENTED and "7.30.4" not in NOT_IMPLEMENTED
    assert "7.30.5" not in NOT_IMPLEMENTED  # 呪縛カードとして置く: _vg/steps._put_locked
    # the ability words 支配 (14.25.1) and 時翔 (14.34.1) are run (_vg/cardtext.ABILITY_WORDS)
    assert "14.25" not in NOT_IMPLEMENTED and "14.34" not in NOT_IMPLEMENTED
    assert "7.31" not in NOT_IMPLEMENTED  # 解呪する: _vg/steps.run_op
    assert "7.32" not in NOT_IMPLEMENTED  # デリートする: _vg/steps.run_op
    assert "7.33" not in NOT_IMPLEMENTED  # タイムリープ: _vg/time_leap (round 48)
    # 呪縛カードとして置く: putting a card as a locked card (7.30.5)
    locks = re.findall(r"呪縛カードとして", text)
    assert not locks, f"a card puts a card as a locked card: 7.30.5 should be implemented ({locks})"
    # 支配 (7.39) runs since round 52 (_vg/dominate) for this turn or while its effect resolves;
    # the parts not built are declared one by one, and the corpus's texts naming 支配 (a
    # domination in a battle, with an attack, 「支配されている」) are still refused
    assert "7.39" not in NOT_IMPLEMENTED and "7.39.1" not in NOT_IMPLEMENTED
    # (round 61: a dominated unit's 【起】 / 【永】, 7.39.2.3, and no boost / intercept, 7.39.6,
    # are built; its automatic abilities, 7.39.2.3.1, are not)
    # (round 62: an attack by a dominated unit, 7.39.7, and gift markers, 7.39.8, are built)
    assert {"7.39.1.2.1", "7.39.2.3.1"} <= set(NOT_IMPLEMENTED)
    assert "7.39.7" not in NOT_IMPLEMENTED and "7.39.8" not in NOT_IMPLEMENTED
    assert "7.39.2.3" not in NOT_IMPLEMENTED and "7.39.6" not in NOT_IMPLEMENTED
    users = [r for r in records if "支配" in r["text"]]
    for r in users:
        card = Card(uid="x", owner="A", name=r["name"], text=r["text"])
        for ab in abilities_of("vg", card):
            if "支配" in ab.text:
                assert not ab.supported and ab.reason, (r["id"], ab.text)
