"""Victory Spark: constructions and rules read on the round-13 development entries, each on a
minimal case of its own (round 14, issue 14)."""

from __future__ import annotations

from tests.ruling.boards import vs_ruling

ABILITY = "{player: A, number: 6, phase: ability, first_player: B}"
CHARA = "{player: A, number: 6, phase: chara, first_player: B}"


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = ABILITY, extra: str = ""):
    return vs_ruling(a, b, actions, ask, turn, extra)


def test_a_check_timing_action_carries_out_the_rule_processes_there() -> None:
    """4.4.1 / 9.1.1: the scenario action ``check_timing`` is a check timing: a bench card at
    defence 0 goes to the waiting room there (9.3.2), before the next action."""
    a = (
        "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000},"
        " bench: {left: {name: 律子, ap: 1000, dp: 1000}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    acts = (
        "  - {do: effect, card: 律子, dp: -1000}\n"
        "  - {do: check_timing}\n"
        "  - {do: effect, card: 律子, dp: 5000}"
    )
    r = _ruling(a, b, acts, "[律子.zone]")
    assert r.outcome["state"] == {"律子.zone": "A.waiting"}
    assert {"4.4.1", "9.3.2"} <= set(r.decided_by)
    # without the check timing, the defence is back above 0 before one comes
    r = _ruling(a, b, "\n".join(acts.split("\n")[::2]), "[律子.zone]")
    assert r.outcome["state"] == {"律子.zone": "A.bench.left"}


def test_zones_asked_about_are_decided_when_the_game_ends_too() -> None:
    """9.1.1: the rule processes due together are carried out together; a card moved by one of
    them is asked about (``ask``) while the other ends the game (9.2.2): the step that moved it
    decides where it is (9.3.2), with the loss."""
    a = "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000}}"
    b = (
        "{deck: 9, retire: 9, ring: {name: 美希, ap: 1000, dp: 1000},"
        " bench: {left: {name: 律子, ap: 1000, dp: 1000}}}"
    )
    acts = (
        "  - {do: effect, card: 美希, dp: -1000}\n"
        "  - {do: effect, card: 律子, dp: -1000}\n"
        "  - {do: check_timing}"
    )
    r = _ruling(a, b, acts, "[律子.zone]")
    assert r.outcome["loser"] == "B"
    assert {"9.2.2", "9.3.1", "9.3.2"} <= set(r.decided_by)
    # not asked about: only the loss decides
    r = _ruling(a, b, acts, "[B.retire]")
    assert "9.3.2" not in r.decided_by


def test_a_retire_technique_of_a_card_going_elsewhere_is_not_pending() -> None:
    """8.6.6 / 8.6.2: 「このカードがリタイヤ置場に置かれた時」 on a bench card that goes to the
    waiting room: its trigger condition is not met, so it is not put in the resolution zone."""
    text = '"[ベンチ]このカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    a = (
        "{deck: 9, hand: 0, ring: {name: 千早, ap: 1000, dp: 2000},"
        f" bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {text}}}}}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    r = _ruling(
        a,
        b,
        "  - {do: effect, card: 律子, dp: -1000}",
        "[A.hand]",
        extra="expect:\n  triggered: {律子: 0}\n",
    )
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"8.6.6", "8.6.2"} <= set(r.decided_by)


def test_an_ability_whose_event_never_came_cites_its_trigger_condition() -> None:
    """8.12.2 / 8.6.2: 「相手が技を使った時」 stays quiet when the opponent only plays a card (a play
    is no technique used): the clauses of its trigger condition and of becoming pending are
    the reason it never triggered (``expect.triggered`` 0)."""
    text = '"[ベンチ]相手が技を使った時、あなたは1枚引く。"'
    a = (
        "{deck: 9, hand: [{name: 雪歩, level: 1, ap: 3000, dp: 2000}], energy: [{state: stand}],"
        " ring: {name: 千早, level: 1, ap: 2000, dp: 2000}}"
    )
    b = (
        "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 2000},"
        f" bench: {{left: {{name: 伊織, ap: 1000, dp: 1000, text: {text}}}}}}}"
    )
    acts = "  - do: chara_phase\n    actions: [{do: play, card: 雪歩, to: ring}]"
    r = _ruling(a, b, acts, "[B.hand]", turn=CHARA, extra="expect:\n  triggered: {伊織: 0}\n")
    assert r.outcome["state"] == {"B.hand": 0}
    assert {"8.12.2", "8.6.2"} <= set(r.decided_by)
    # not stated as never triggered: the trigger condition is not read for the answer
    r = _ruling(a, b, acts, "[B.hand]", turn=CHARA)
    assert "8.12.2" not in r.decided_by


def test_cards_put_in_the_ring_at_one_moment_all_go() -> None:
    """9.5.1: several cards placed last in a ring at the same moment (``simultaneous``) all go to
    their owners' waiting rooms with the card that was there; one after the other, only the last
    one stays."""
    a = (
        "{deck: [{name: 伊織, ap: 1000, dp: 1000}, 5], hand: [{name: 雪歩, ap: 1000, dp: 2000},"
        " {name: 真, ap: 1000, dp: 1000}], ring: {name: 千早, ap: 2000, dp: 2000}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    puts = "      - {do: put, card: 雪歩, to: ring}\n      - {do: put, card: 真, to: ring}"
    r = _ruling(a, b, f"  - do: simultaneous\n    actions:\n{puts}", "[伊織.zone, 真.zone]")
    assert r.outcome["state"] == {"伊織.zone": "A.ring", "真.zone": "A.waiting"}
    assert {"9.5.1", "9.6.1"} <= set(r.decided_by)
    r = _ruling(a, b, puts.replace("      ", "  "), "[伊織.zone, 真.zone]")
    assert r.outcome["state"] == {"伊織.zone": "A.deck", "真.zone": "A.ring"}


def test_an_effects_damage_met_by_an_attacks_is_flagged_as_a_reading() -> None:
    """7.1.5.3 / 9.4.1 / 6.8.1.3: only the attack's damage is said to accumulate; a card that
    carries an effect's damage when the attack's is dealt rests on reading them as one total
    (the engine's): the ruling flags it with the other reading's outcome; attack damage alone
    is not flagged."""
    a = "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 律子, ap: 1000, dp: 1000}}}"
    b = "{deck: [{name: 真, ap: 1000, dp: 5000}, 5], ring: {name: 美希, ap: 1000, dp: 3000}}"
    attack = "  - {do: attack, support: 律子}"
    turn = "{player: A, number: 7, phase: attack, first_player: A}"
    r = _ruling(
        a, b, f"  - {{do: damage, card: 美希, amount: 1000}}\n{attack}", "[美希.zone]", turn
    )
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    flagged = [w for w in r.warnings() if w.kind == "ambiguity" and "9.4.1" in w.clauses]
    assert len(flagged) == 1 and "2000" in flagged[0].ja
    r = _ruling(a, b, attack, "[美希.zone]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    assert not [w for w in r.warnings() if w.kind == "ambiguity" and "9.4.1" in w.clauses]


def test_a_move_between_bench_frames_keeps_the_card_rested() -> None:
    """3.3.3.2 / 3.1.1: the bench is one zone with three frames; a card an effect moves from one
    frame to another does not move between zones, so 4.9.1.4 does not stand it (flagged: each
    frame is fixed, 3.3.3.3); to the waiting room and back to a bench it stands."""
    a = "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000}, bench: {left: {name: 律子, ap: 1000, dp: 1000, state: rest}}}"
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(a, b, "  - {do: put, card: 律子, to: center}", "[律子.state, 律子.zone]")
    assert r.outcome["state"] == {"律子.state": "rest", "律子.zone": "A.bench.center"}
    assert any(w.kind == "ambiguity" and "3.3.3.2" in w.clauses for w in r.warnings())
    acts = "  - {do: put, card: 律子, to: waiting}\n  - {do: put, card: 律子, to: center}"
    r = _ruling(a, b, acts, "[律子.state]")
    assert r.outcome["state"] == {"律子.state": "stand"}
