"""Vanguard: the suite's size, its coverage document, and rules of the engine that scenarios
alone do not pin down (the check-timing guards of 13.6.1 / 13.7.1, pending tiers)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

REPO = Path(__file__).resolve().parents[2]
VG = REPO / "tests" / "scenarios" / "vg"

BASE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: ドラゴン, grade: 3}, deck: 10}
  B: {vanguard: {name: 騎士, grade: 3}, damage: DMG, deck: [{name: 一, type: normal}, 9]}
actions:
ACTIONS
"""


def _run(damage: int, actions: str):  # type: ignore[no-untyped-def]
    return resolve(loads(BASE.replace("DMG", str(damage)).replace("ACTIONS", actions), "t.yaml"))


def test_vg_suite_size() -> None:
    assert len(list(VG.glob("*.yaml"))) >= 60


def test_every_vg_scenario_quotes_the_rules() -> None:
    for p in VG.glob("*.yaml"):
        text = p.read_text(encoding="utf-8")
        assert text.startswith("#") and "「" in text.split("\ngame:")[0], p.name


def test_damage_is_checked_one_point_at_a_time() -> None:
    r = _run(0, "  - {player: A, do: damage, to: B, amount: 3}")
    steps = [s for s in r.main.trace.steps if s.event == "damage_taken"]
    checks = [s for s in r.main.trace.steps if s.event == "damage_check"]
    assert len(steps) == 3 and len(checks) == 3
    # each damage check comes after the previous card reached the damage zone (13.6.1: no card in
    # any trigger zone)
    assert [c.index < s.index for c, s in zip(checks, steps, strict=True)] == [True] * 3
    assert checks[1].index > steps[0].index and checks[2].index > steps[1].index
    assert len(r.main.final.players["B"].zones["damage"]) == 3


def test_loss_is_checked_between_damage_checks() -> None:
    r = _run(5, "  - {player: A, do: damage, to: B, amount: 3}")
    assert r.main.outcome["loser"] == "B"
    assert r.main.final.vars["vanguard_damage.B"] == 2  # two points never checked


def test_damage_resolution_waits_for_pending_abilities() -> None:
    r = _run(
        0,
        "  - {player: A, do: auto, effect: [{do: damage, to: B, amount: 1}]}\n"
        "  - {player: B, do: auto, effect: [{do: draw, amount: 1}]}",
    )
    ev = [s.event for s in r.main.trace.steps]
    played = [i for i, e in enumerate(ev) if e == "play_ability"]
    resolved = ev.index("damage_taken")
    assert len(played) == 2 and played[1] < resolved  # B's ability before the resolution
    assert ev.index("damage_check") < played[1]  # the application did not wait


def test_gift_tier_is_played_before_abilities() -> None:
    g = get_game("vg")
    assert g.abilities["gift"].tier < g.abilities["auto"].tier
    assert g.principles["early_order"] == ("11.6.1.2", "11.6.1.3")


def test_scenario_expect_can_fail() -> None:
    text = (VG / "damage_sixth_loses.yaml").read_text(encoding="utf-8")
    r = resolve(loads(text.replace("damage: 5", "damage: 4"), "x.yaml"))
    assert check_expect(r)  # now B does not lose: the expectation is reported as wrong


@pytest.mark.skipif(importlib.util.find_spec("kb.api") is None, reason="kb.api not available")
def test_vg_coverage_doc_is_current() -> None:
    from ruling.commands import coverage_data, coverage_markdown

    doc = REPO / "docs" / "coverage-vg.md"
    assert doc.read_text(encoding="utf-8") == coverage_markdown(coverage_data("vg")), (
        "docs/coverage-vg.md is stale: run `shinpan coverage vg --write docs/coverage-vg.md`"
    )


def test_last_known_information_is_kept_when_a_unit_leaves_its_circle() -> None:
    """11.13.1: the core keeps how a card was in the zone it left (the game says what: for a
    unit, its circle, column and values there); nothing for a hidden zone (a draw), and nothing
    while the card is still where it was."""
    from ruling.core import Answer, Engine
    from ruling.scenario import build, load

    scn = load(VG / "lki_cost_retired_unit_column.yaml")
    state, _notes = build(scn)
    answers = [Answer(c.player, c.choose, c.at, i) for i, c in enumerate(scn.choices)]
    eng = Engine(get_game("vg"), state, answers)
    get_game("vg").setup(eng.ctx)  # type: ignore[misc]
    unit = state.zone("A", "field.left_front")[0]
    assert eng.ctx.last_known(unit.uid) is None  # still on its circle
    eng.run_action("swap", {"circle": "left_front"})  # to the back circle and back again:
    eng.run_action("swap", {"circle": "left_front"})  # circle to circle is no leaving
    assert eng.ctx.where(unit.uid) == ("A", "field.left_front")
    assert eng.ctx.last_known(unit.uid) is None and unit.uid not in eng.lki
    placed = unit.placed
    eng.run_action("draw", {"player": "A", "amount": 1})
    drawn = state.zone("A", "hand")[0]
    assert eng.ctx.last_known(drawn.uid) is None  # left the deck: hidden, nothing kept
    eng.run_action("attack", {"attacker": "left_front"})
    lk = eng.ctx.last_known(unit.uid, placed)
    assert lk is not None and eng.ctx.where(unit.uid) == ("A", "drop")
    assert (lk.player, lk.zone, lk.placed) == ("A", "field.left_front", placed)
    assert lk.info["circle"] == "left_front" and lk.info["column"] == "left"
    assert lk.info["power"] == 10000 and lk.info["grade"] == 2
    assert lk.card.orientation == "rest"  # as it was: it had attacked
    assert eng.ctx.last_known(unit.uid, placed + 1000) is None  # another stay of the card


def _japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" for ch in text)


def test_not_implemented_reasons_read_in_japanese_and_english() -> None:
    import json

    from ruling.commands import coverage_cmd

    g = get_game("vg")
    assert g.not_implemented
    for sec, why in g.not_implemented.items():
        assert isinstance(why, tuple) and len(why) == 2, sec
        assert _japanese(why[0]) and why[0] != why[1], sec
    if importlib.util.find_spec("kb.api") is None:
        return
    # the first declared section in chapter order
    first = min(g.not_implemented, key=lambda s: tuple(int(x) for x in s.split(".")))
    ja, en = g.not_implemented[first]  # type: ignore[misc]
    _code, text = coverage_cmd("vg")
    assert ja in text and en not in text
    _code, text = coverage_cmd("vg", lang="en")
    assert en in text and ja not in text
    _code, out = coverage_cmd("vg", lang="en", as_json=True)
    assert {"section": first, "why": en}.items() <= json.loads(out)["declared"][0].items()


def test_declared_sections_are_not_cited_by_their_declaration() -> None:
    """The not-implemented table lives in _vg/declared.py, outside the citation scan: writing a
    section there does not make it cited (none of the 23 declared sections is run)."""
    from ruling.commands import cited_clauses

    g = get_game("vg")
    cited = cited_clauses(g)
    assert not [s for s in g.not_implemented if s in cited]


def test_checklist_in_docs_names_existing_scenarios() -> None:
    """docs/scenarios.md maps the resolver issue's test checklist to scenarios: every scenario it
    names exists (a renamed or removed scenario makes the table fail, not drift)."""
    import re

    doc = (REPO / "docs" / "scenarios.md").read_text(encoding="utf-8")
    table = doc.split("### The resolver issue's test checklist → scenarios")[1]
    names = set(re.findall(r"`([a-z0-9_]+)`", table)) - {"real_card_", "regalis_piece_"}
    assert len(names) > 40
    missing = sorted(n for n in names if not (VG / f"{n}.yaml").exists())
    assert not missing, missing


@pytest.mark.parametrize("target", ["right_front", "field.right_front", "B.right_front"])
def test_attack_target_may_name_the_defenders_circle_with_its_player(target: str) -> None:
    text = (VG / "lki_retired_trigger_reads_circle.yaml").read_text(encoding="utf-8")
    text = text.replace("target: right_front}", f"target: {target}}}")
    r = resolve(loads(text, "t.yaml"))
    assert not r.main.rejected, target
    assert not check_expect(r), target


MOVES = """\
game: vg
title: t
turn: {player: A, number: 5, phase: PHASE, first_player: A}
players:
  A:
    vanguard: {name: 竜, grade: 2, power: 10000}
    center_back: {name: 後竜, grade: 1, power: 8000}
    left_front: {name: 左竜, grade: 1, power: 8000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 2, power: 10000}
    center_back: {name: 後衛, grade: 1, power: 6000}
    deck: 10
actions:
  - ACTION
"""


def _moves(phase: str, action: str):  # type: ignore[no-untyped-def]
    return resolve(loads(MOVES.replace("PHASE", phase).replace("ACTION", action), "t.yaml"))


def _refusals(r) -> list[tuple[str, ...]]:  # type: ignore[no-untyped-def]
    return [s.clauses for s in r.main.trace.steps if s.event == "rejected"]


def test_a_back_row_circle_loads_as_attack_target_and_is_refused() -> None:
    """10.4.1.6: the attacked unit is chosen among the defender's front-row units; naming a
    back-row rear-guard is a choice the rules do not offer (refused, 1.3.2), and the unit there
    is not attacked."""
    r = _moves("battle", "{do: attack, attacker: vanguard, target: B.center_back}")
    assert r.main.rejected
    assert any("10.4.1.6" in c for c in _refusals(r))
    assert [c.name for c in r.main.final.players["B"].zones["field.center_back"]] == ["後衛"]
    # corrected (round 14): was "no damage, no damage check". 10.4.1.6 「…ユニットを1体選択し」
    # binds the fighter: the back-row unit cannot be chosen, B's vanguard (the only choice) is,
    # and the battle goes on against it (10000 vs 10000: hit, a damage check); 10.4.1.7.1 (no
    # unit chosen) does not apply
    assert [s for s in r.main.trace.steps if s.event == "damage_check"]


@pytest.mark.parametrize("named", ["vanguard", "center_back"])
def test_the_vanguards_column_loads_as_a_swap_and_is_refused(named: str) -> None:
    """9.9.2.2: only a column whose front and back circles are both rear-guard circles is
    exchanged; the centre column's front circle is the vanguard circle (4.9.2.3)."""
    r = _moves("main", f"{{do: swap, circle: {named}}}")
    assert r.main.rejected
    assert any({"9.9.2.2", "4.9.2.3"} <= set(c) for c in _refusals(r))
    a = r.main.final.players["A"].zones
    assert [c.name for c in a["field.vanguard"]] == ["竜"]
    assert [c.name for c in a["field.center_back"]] == ["後竜"]


def test_a_swap_may_name_the_back_circle_of_its_column() -> None:
    r = _moves("main", "{do: swap, circle: left_back}")
    assert not r.main.rejected
    a = r.main.final.players["A"].zones
    assert a["field.left_front"] == [] and [c.name for c in a["field.left_back"]] == ["左竜"]


def test_an_ability_waiting_for_the_hit_triggers_at_10_7_1_6_not_at_the_power_comparison() -> None:
    """10.7.1.3: the 'hit' event does not happen at the power comparison; it happens at
    10.7.1.6, after the damage of 10.7.1.4 — an `auto {when: hit}` is played after the damage
    check, and the ruling cites 10.7.1.6."""
    text = MOVES.replace("PHASE", "battle").replace(
        "  - ACTION",
        "  - {player: A, do: auto, source: 竜, when: hit, effect: [{do: draw, amount: 1}]}\n"
        "  - {do: attack, attacker: vanguard, target: B.vanguard}",
    )
    r = resolve(loads(text, "t.yaml"))
    ev = [s.event for s in r.main.trace.steps]
    assert "damage_check" in ev and "play_ability" in ev
    assert ev.index("damage_check") < ev.index("play_ability")
    assert "10.7.1.6" in r.main.decided_by


def test_an_attacked_rearguard_that_stays_is_decided_by_the_power_comparison() -> None:
    """Asked where an attacked rear-guard is: the power comparison (10.7.1.2) decided whether it
    was hit and retired (10.7.1.10) — with a guardian, the guard that raised its power (6.2.4.1,
    10.4.1.10.1) too — even when the rear-guard stayed where it was."""
    board = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    left_front: {name: 槍兵, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    right_front: {name: 前衛, grade: 2, power: POWER}
    hand: [{name: 盾, type: normal, grade: 1, shield: 5000}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.right_front GUARD}
ask: [前衛.zone]
"""
    guarded = resolve(loads(board.replace("POWER", "8000").replace("GUARD", ", guard: [盾]"), "t"))
    assert {"10.7.1.2", "6.2.4.1", "10.4.1.10.1"} <= set(guarded.decided_by)
    assert [c.name for c in guarded.main.final.players["B"].zones["field.right_front"]] == ["前衛"]
    strong = resolve(loads(board.replace("POWER", "11000").replace("GUARD", ""), "t"))
    assert "10.7.1.2" in strong.decided_by and "10.7.1.10" not in strong.decided_by
