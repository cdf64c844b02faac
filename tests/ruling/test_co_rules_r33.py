"""co rules read again through the round-33 blind files (s29rulesCOMC; round 33, issue 14), each on
a minimal case of its own with the neighbour that must not change.

1. A β card other than the three 1.2.1 names (beta_cards_usable): both readings run — the list
   read as the rule (usable), or every β card whose effect the basic set changed significantly
   barred (``beta_changed``; left out, both results run).
"""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import co_run

_BETA = """turn: {player: A, number: 0}
players:
  A:
    hp: 20
    deck:
      - {name: %s, type: character, beta: true%s}
      - 49
  B: {hp: 20, deck: 50}
actions:
  - {do: game_setup, chooser: A, first: A, mulligan: {A: no, B: no}}
"""


def _by_reading(r: Any) -> dict[str, set[bool]]:
    out: dict[str, set[bool]] = {}
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            if c.reading and "1.2.1" in c.clauses:
                out.setdefault(c.option, set()).add(bool(lf.outcome.get("rejected")))
    return out


def test_a_changed_beta_card_runs_both_readings_of_1_2_1() -> None:
    r = co_run(_BETA % ("森原さとみ", ", beta_changed: true"))
    assert not r.main.outcome.get("rejected")  # the engine's reading: the list
    assert _by_reading(r) == {"listed": {False}, "judged": {True}}


def test_a_beta_card_said_unchanged_is_usable_under_both() -> None:
    r = co_run(_BETA % ("森原さとみ", ", beta_changed: false"))
    assert _by_reading(r) == {"listed": {False}, "judged": {False}}


def test_a_beta_card_not_said_runs_both_results_under_the_second_reading() -> None:
    r = co_run(_BETA % ("森原さとみ", ""))
    assert _by_reading(r) == {"listed": {False}, "judged": {True, False}}


def test_neighbour_a_named_beta_card_is_refused_with_no_reading() -> None:
    r = co_run(_BETA % ("水姫", ""))
    assert r.main.outcome.get("rejected")
    assert _by_reading(r) == {}


# --- an ability that only gains energy, at a step forbidding uses (upkeep_energy_ability) ---

_ENERGY = """turn: {player: A, number: 5, phase: %s, step: %s}
players:
  A:
    hp: 20
    deck: 20
    energy: 0
    field: [{name: 番人, type: character, gender: 男性, ap: 0, dp: 2, text: "『番人』をタップする:あなたは1エネルギーを得る。"}]
  B: {hp: 20, deck: 20}
actions:
  - {do: activate, card: 番人}
"""


def _energy_by_reading(r: Any) -> dict[str, tuple[str, ...]]:
    return {
        c.option: tuple(c.clauses)
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and "4.3.1" in c.clauses
    }


def test_draw_phase_start_raises_the_energy_point_naming_3_3_1() -> None:
    r = co_run(_ENERGY % ("draw", "start"))
    got = _energy_by_reading(r)
    assert set(got) == {"use_forbidden", "energy_allowed"}
    assert "3.3.1" in got["use_forbidden"] and "3.6.2" not in got["use_forbidden"]


def test_neighbour_the_untap_step_forbids_energy_too_no_point() -> None:
    r = co_run(_ENERGY % ("untap", "untap"))
    assert _energy_by_reading(r) == {}
    assert r.main.rejected


# --- 「あなたの / 相手のキャラクターがダメージを受けた直後にのみプレイしてもよい」 (4.3.5) ---

_AID = """turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 20
    energy: 1
    hand: [{name: 手当, type: event, cost: 1, text: "%sのキャラクターがダメージを受けた直後にのみプレイしてもよい。ターン終了時まで、対象のキャラクターに「+0:+2」の修正を与える。"}]
    field: [{name: 剣士, type: character, gender: 男性, ap: 1, dp: 5}]
  B:
    hp: 20
    deck: 20
    field: [{name: 槍兵, type: character, gender: 男性, ap: 1, dp: 5}]
actions:
%s
"""
_PLAY = "{do: play, card: 手当, target: 剣士}"


def _played(r: Any) -> bool:
    return any(c.name == "手当" for c in r.main.final.players["A"].zones["dustbox"])


def test_own_character_gate_refused_with_no_damage_citing_4_3_5() -> None:
    r = co_run(_AID % ("あなた", f"  - {_PLAY}"))
    assert not _played(r)
    assert "4.3.5" in {c for i in r.main.rejected for c in r.main.trace[i].clauses}


def test_own_character_gate_played_right_after_damage_to_own_character() -> None:
    act = f"  - {{do: damage, to: 剣士, amount: 1, source: 矢, after: [{_PLAY}]}}"
    r = co_run(_AID % ("あなた", act))
    assert _played(r)


def test_neighbour_own_character_gate_refused_after_damage_to_the_opponents() -> None:
    act = f"  - {{do: damage, to: 槍兵, amount: 1, source: 矢, after: [{_PLAY}]}}"
    r = co_run(_AID % ("あなた", act))
    assert not _played(r)


# --- 「一番上のキャラクターカード」 (top_card_of_kind, the round-32 open decision) ---

_TOP = """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 反魂, type: spell, cost: 2, text: "あなたのダストボックスの一番上のキャラクターカードをフィールドに出す。"}]
    dustbox: [%s]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 反魂}
"""


def _entered(r: Any) -> dict[str, set[tuple[str, ...]]]:
    out: dict[str, set[tuple[str, ...]]] = {}
    for lf in r.leaves + r.alternates:
        field = tuple(c.name for c in lf.final.players["A"].zones["field"] if c.name != "反魂")
        for c in lf.choices:
            if c.reading and c.option in ("top_only", "topmost_of_kind"):
                out.setdefault(c.option, set()).add(field)
    return out


def test_a_character_under_a_spell_runs_both_readings_of_the_top_character_card() -> None:
    r = co_run(_TOP % "{name: 甲, type: spell, cost: 1}, {name: 乙, type: character, ap: 1, dp: 1}")
    assert _entered(r) == {"top_only": {()}, "topmost_of_kind": {("乙",)}}


def test_neighbour_a_character_on_top_no_point() -> None:
    r = co_run(_TOP % "{name: 乙, type: character, ap: 1, dp: 1}, {name: 甲, type: spell, cost: 1}")
    assert _entered(r) == {}
    assert any(c.name == "乙" for c in r.main.final.players["A"].zones["field"])
