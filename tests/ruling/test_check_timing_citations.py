"""A check timing cites its procedure; a clause that is about rule processes alone — that they
are looked for only at a check timing (principle ``rule_check_timing``: vg 13.1.2, vs 9.1.1) — is
cited by the rule process carried out there, not by every check timing (issue 14: a ruling cites
only the clauses the engine used to reach its outcome). A clause that orders both (ws 4.4.2, mc
4.2.2: 「まずルール処理が…それから自動能力の…」) stays with the check timing itself."""

from __future__ import annotations

from pathlib import Path

from ruling.resolve import resolve_file
from ruling.rules import get_game

SC = Path(__file__).resolve().parents[1] / "scenarios"


def test_a_check_timing_that_only_plays_an_ability_does_not_cite_the_rule_process_clause() -> None:
    r = resolve_file(SC / "vg" / "contract_pending_ability_played.yaml")
    assert "11.6.1" in r.decided_by  # the check timing's procedure played the ability
    assert "13.1.2" not in r.decided_by


def test_a_rule_process_at_a_check_timing_cites_it() -> None:
    r = resolve_file(SC / "vg" / "energy_over_limit_rule.yaml")
    assert {"11.6.1", "13.1.2"} <= set(r.decided_by)


def test_the_games_state_the_clause_apart_from_the_check_timing_procedure() -> None:
    for game, clause in (("vg", "13.1.2"), ("vs", "9.1.1")):
        p = get_game(game).principles
        assert clause in p["rule_check_timing"]
        assert clause not in p["check_timing"]
    # a clause ordering rule processes and abilities belongs to every check timing
    assert "4.4.2" in get_game("ws").principles["check_timing"]
