"""Round 48 (s45amb2): a legion's attack — 10.4.1.12.1 raises the leader's power by the mate's
while the legion attacks (11.11.1.8), and 10.7.1.2 compares 「それらのパワーの合計」: the point
``legion_power_sum`` (ruling/games/vg.unsettled.yaml), both readings run (the engine's: the
mate's power once); not raised for an attack by a vanguard not in legion."""

from __future__ import annotations

from ruling.resolve import Ruling, resolve
from ruling.scenario import loads


def _board(legion: bool) -> str:
    act = "  - {do: legion, card: 相棒竜, from: deck}\n" if legion else ""
    return f"""game: vg
title: t
turn: {{player: A, number: 9, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 覇竜, grade: 3, power: 13000, critical: 1}}
    deck: [{{name: 相棒竜, type: normal, grade: 3, power: 10000}}, {{name: 平兵, type: normal, grade: 1, trigger: none}}, 18]
  B:
    vanguard: {{name: 騎士団長, grade: 3, power: 13000}}
    damage: 2
    deck: [{{name: 凡騎, type: normal, grade: 2, trigger: none}}, 19]
effects:
  - {{target: 騎士団長, stat: power, op: add, value: 15000, until: turn, source: "そのターン中、パワー＋15000。"}}
actions:
{act}  - {{do: attack, attacker: vanguard, target: B.vanguard}}
ask: [B.damage]
"""


def _raised(r: Ruling) -> bool:
    return any(
        w.kind == "ambiguity" and {"10.7.1.2", "10.4.1.12.1"} <= set(w.clauses)
        for w in r.warnings()
    )


def test_legion_attack_power_sum_is_raised_with_both_readings() -> None:
    r = resolve(loads(_board(True)))
    assert _raised(r)
    # the engine's reading: 23000 (13000 + the mate's 10000 once) against 28000 — no hit;
    # the other: 23000 + 10000 = 33000 — a hit, a third damage
    assert r.outcome["state"]["B.damage"] == 2
    got = {x["reading"][0]: x["outcome"]["state"]["B.damage"] for x in r.outcome["readings"]}
    assert got.get("summed") == 3


def test_attack_without_legion_is_not_raised() -> None:
    r = resolve(loads(_board(False)))
    assert not _raised(r)
    assert "readings" not in r.outcome
