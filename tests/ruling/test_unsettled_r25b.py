"""Points added to the audit in round 25 by the second audit of the vg and vs rules documents
(s21audit): each raised at the step that rests on it, in the configuration the rules text leaves
open, and not in a settled neighbour."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _ambiguous(r: Any) -> set[str]:
    return {c for w in r.main.warnings if w.kind == "ambiguity" for c in w.clauses}


# ------------------------------------------------------------------ vg 17.5.1.2 (garbled)

VG_PRISON = """game: vg
title: imprison
turn: {{player: A, number: 8, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 覇竜, grade: 3}}
    order_zone: [{{name: 監獄, type: set_order, skills: [prison]}}]
    deck: 10
  B:
    vanguard: {{name: 騎士, grade: 3}}
    left_front: {{name: 素体竜, type: normal, grade: 1, power: 8000}}
    hand: [{{name: ドレス竜, type: normal, grade: 3, power: 15000, over_dress: 素体竜}}]
    deck: 10
actions:
{actions}  - {{do: check_timing}}
ask: [A.order_zone, B.left_front, B.drop]
"""
DRESS = "  - {do: overdress, player: B, card: ドレス竜, circle: left_front, effect: true}\n"


def test_vg_imprisoning_a_unit_with_dress_origins_runs_both_readings() -> None:
    """17.5.1.2 prints 「同時のそのドレス元カードも収容されません」 (imprison_dress_origins): the
    engine reads it as a misprint of 「…も収容されます」 (the dress origin goes to the prison with
    its unit, 6.7.5) and gives the outcome as printed beside it (the origin stays on the circle,
    4.1.13)."""
    r = resolve(
        loads(VG_PRISON.format(actions=DRESS + "  - {do: imprison, player: A, card: ドレス竜}\n"))
    )
    assert r.outcome["state"] == {"A.order_zone": 3, "B.left_front": [], "B.drop": 0}
    assert {"17.5.1.2", "6.7.5", "4.1.13"} <= _ambiguous(r)
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["stay"]
    assert other["outcome"]["state"]["B.left_front"] == ["素体竜"]
    assert other["outcome"]["state"]["A.order_zone"] == 2


@pytest.mark.parametrize("card", ["B.left_front"])
def test_vg_imprisoning_a_unit_without_dress_origins_is_not_flagged(card: str) -> None:
    """A unit with no dress origin is imprisoned as 17.5.1.1 says; 17.5.1.2 is not reached."""
    r = resolve(loads(VG_PRISON.format(actions=f"  - {{do: imprison, player: A, card: {card}}}\n")))
    assert r.outcome["state"] == {"A.order_zone": 2, "B.left_front": [], "B.drop": 0}
    assert "17.5.1.2" not in _ambiguous(r)
    assert "readings" not in r.outcome


# ------------------------------------------------------------------ vs 6.2.1.1 / 6.2.1.3

VS_STAND = """game: vs
title: stand phase
turn: {{player: A, number: 4, phase: end}}
players:
  A:
    deck: 10
    ring: {{name: 千早, ap: 3000, dp: 2000{ring}}}
    bench: {{left: {{name: 春香, ap: 1000, dp: 1000, state: rest}}}}
  B: {{deck: 10, ring: {{name: 美希, ap: 2000, dp: 3000}}}}
actions:
  - {{do: stand_phase}}
ask: [A.ring, A.bench.left]
"""


def test_vs_stand_phase_with_a_rested_ring_card_runs_both_readings() -> None:
    """6.2.1.1 defines the stand phase over every card the player is master of, 6.2.1.3's
    procedure names the bench and the energy zone (stand_phase_scope): a rested ring card stays
    rested under the procedure (the engine's first) and stands under the definition."""
    r = resolve(loads(VS_STAND.format(ring=", state: rest")))
    assert r.outcome["state"] == {"A.ring": ["千早(rest)"], "A.bench.left": ["春香"]}
    assert {"6.2.1.1", "6.2.1.3"} <= _ambiguous(r)
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["every_card"]
    assert other["outcome"]["state"]["A.ring"] == ["千早"]


def test_vs_stand_phase_with_only_bench_cards_rested_is_not_flagged() -> None:
    """Only bench cards rested: both clauses stand them, nothing is open."""
    r = resolve(loads(VS_STAND.format(ring="")))
    assert r.outcome["state"] == {"A.ring": ["千早"], "A.bench.left": ["春香"]}
    assert "6.2.1.1" not in _ambiguous(r) and "readings" not in r.outcome


# ------------------------------------------------------------------ vg 10.7.1.6 / 10.7.1.7

VG_HIT = """game: vg
title: hit
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000, critical: 1, text: "{draw}"}}
    left_front: {{name: 攻め手, type: normal, grade: 2, power: 15000, critical: 1}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    damage: 2
    deck: [{{name: 反撃, type: normal, grade: 1, text: "{back}"}}, 9]
actions:
  - {{do: attack, attacker: left_front}}
choices:
  - {{player: B, at: choose, choose: 攻め手}}
ask: [A.hand, 攻め手.zone, B.damage]
"""
DRAW = "【自】【(V)】：あなたのユニットのアタックがヒットした時、１枚引く。"
BACK = "【自】：このカードがトリガーゾーンからダメージゾーンに置かれた時、相手のリアガードを１枚選び、退却させる。"


def test_vg_attacker_retired_between_the_hit_and_the_hit_event_runs_both_readings() -> None:
    """A rear-guard's attack hits the vanguard (10.7.1.2); the damage check puts a card in the
    damage zone whose ability retires the attacker in the check timing of 10.7.1.5, before the
    hit event (10.7.1.6) — 10.7.1.7 counts a unit that stopped being the attacker as one that
    did not hit (attacker_left_after_hit): 「あなたのユニットのアタックがヒットした時」 draws
    under the engine's reading (hit) and not under the other."""
    r = resolve(loads(VG_HIT.format(draw=DRAW, back=BACK)))
    assert r.outcome["state"] == {"A.hand": 1, "攻め手.zone": "A.drop", "B.damage": 3}
    assert {"10.7.1.7", "10.7.1.6"} <= _ambiguous(r)
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["not_hit"]
    assert other["outcome"]["state"]["A.hand"] == 0


def test_vg_attacker_still_there_at_the_hit_event_is_not_flagged() -> None:
    """The attacker is still on its circle at 10.7.1.6: it hit, the ability draws, nothing is
    open."""
    r = resolve(loads(VG_HIT.format(draw=DRAW, back="")))
    assert r.outcome["state"] == {"A.hand": 1, "攻め手.zone": "A.field.left_front", "B.damage": 3}
    assert "10.7.1.7" not in _ambiguous(r) and "readings" not in r.outcome
