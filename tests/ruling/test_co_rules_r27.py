"""co rules found through the round-27 blind files (s23rulesA; round 27), each on a minimal case
with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _state(r: Any, key: str) -> Any:
    return r.main.outcome["state"][key]


# --- a value an effect in force sets is known though not printed (4.3.8 step 4) ---

_SET_VALUES = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 雷撃, type: spell, cost: 2, text: "対象のキャラクターに%d点のダメージを与える。"}]
    field: [{name: 呪い, type: event, set_on: 兵, text: "『呪い』がセットされているキャラクターは、それまで持っていた特殊能力をすべて失い、「0:5」の能力値を持つ「その他」キャラクターとなる。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 兵, type: %s}]
actions:
  - {do: play, card: 雷撃, target: 兵}
ask: [兵.zone, 呪い.zone, 兵.dp]
"""


def test_values_set_by_a_set_card_decide_the_crash_without_a_branch() -> None:
    """「「0:5」の能力値を持つ」 sets the DP of a card whose printed DP is not given (a navigator
    made a character, 4.3.8 steps 2 and 4): 5 damage crashes it (4.3.9) — no branch on a DP
    the scenario left out, and the card set on it crashes with it (4.2.4)."""
    for kind in ("navigator", "character"):
        r = _run(_SET_VALUES % (5, kind))
        assert not r.branched, kind
        assert _state(r, "兵.zone") == "B.dustbox"
        assert _state(r, "呪い.zone") == "A.dustbox"
        assert {"4.3.8", "4.3.9", "4.2.4"} <= set(r.decided_by)


def test_neighbour_damage_below_the_set_dp_it_stays_with_dp_known() -> None:
    """Neighbour: 3 damage, below the DP 5 the effect sets — it stays, its DP read as 5 (no
    assumption that the DP was left out)."""
    r = _run(_SET_VALUES % (3, "navigator"))
    assert not r.branched
    assert _state(r, "兵.zone") == "B.field"
    assert _state(r, "兵.dp") == 5
    assert not any(getattr(w, "key", "") == "not_given_no_rule_process" for w in r.warnings())
