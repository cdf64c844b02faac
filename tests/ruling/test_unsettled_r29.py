"""Round 29 (s25unknown; issue 14, "ambiguity as an answer"): points of the audit raised
wherever a ruling goes through them — the registry's matching, not one file.

- co ``turn_end_effects_or_abilities_first`` (3.7 step 2, 3.7.2) is asked also when the
  「ターン終了時に」 ability itself makes an effect lasting 「ターン終了時まで」 (co/r29_014), not only
  when one is already in force; neighbour: an ability making no such effect, none in force —
  not asked.
- a point an ability's text reaches names the clauses of its configuration
  (``unsettled.flag(more=)``, ``Program.unsettled_more``): vs 「キャラフェイズの終わりに」 names the
  chara phase's end 6.5.1.3 with ``phase_end_timing``, whose two readings are run
  (vs/r29_013)."""

from __future__ import annotations

import ruling.games.co  # noqa: F401
import ruling.games.vs  # noqa: F401
from ruling.resolve import Ruling, resolve
from ruling.scenario import loads
from ruling.unsettled import flag

CO = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 10
    deck: 10
    hand: 2
    field:
      - {name: 守護像, type: navigator, text: "ターン終了時に、TEXT"}
      - {name: 兵, type: character, ap: 1, dp: 2}
  B: {hp: 10, deck: 10}
actions:
  - {do: end_phase, from: action}
  - {do: turn_end}
ask: [兵.zone]
"""


def _asked(r: Ruling) -> bool:
    """Whether the ruling ran the readings of the point on 3.7.2 (a reading choice point)."""
    return any(
        c.reading and "3.7.2" in c.clauses for lf in r.leaves + r.alternates for c in lf.choices
    )


def test_co_turn_end_order_asked_when_the_ability_makes_an_until_turn_effect() -> None:
    made = "あなたがコントロールしているすべてのキャラクターに、ターン終了時まで「+0:+2」の修正を与える。"
    r = resolve(loads(CO.replace("TEXT", made)))
    assert _asked(r)
    plain = resolve(loads(CO.replace("TEXT", "あなたはHPが1点回復する。")))
    assert not _asked(plain)


def test_a_flag_names_the_configurations_clauses_after_its_own() -> None:
    w = flag("vs", "phase_end_timing", more=("6.5.1.3",))
    assert w.clauses[-1] == "6.5.1.3" and "8.1.1.2.1" in w.clauses
    assert (
        flag("vs", "phase_end_timing", more=("8.1.1.2.1",)).clauses
        == flag("vs", "phase_end_timing").clauses
    )  # no clause twice


VS = """game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 真, ap: 1000, dp: 1000}, 5]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]キャラフェイズの終わりに、あなたは1枚引く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase}
ask: [A.hand]
"""


def test_vs_a_phase_end_trigger_runs_both_readings() -> None:
    r = resolve(loads(VS))
    amb = [w for w in r.warnings() if w.kind == "ambiguity" and "6.5.1.3" in w.clauses]
    assert amb
    outcomes = {str(lf.final.players["A"].zones["hand"] != []) for lf in r.leaves + r.alternates}
    assert outcomes == {"True", "False"}
