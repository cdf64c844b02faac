"""Vanguard rules the engine carried out without citing, or did not carry out, found by listing
the clauses no engine rule cited (round 16, s12cover; docs/coverage-vg.md). Each test is a
minimal board whose expectation is read from the clause quoted in its docstring."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names

# A's vanguard draws at the start of A's battle phase; B's vanguard is out of reach
DRAWER = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000, text: "【自】【(V)】：あなたのバトルフェイズ開始時、１枚引く。"}
    hand: 0
    deck: [{name: 引いた札, type: normal, grade: 1}, 19]
  B:
    vanguard: {name: 騎士, type: normal, grade: 2, power: 30000}
    deck: 20
actions:
ACTIONS
"""


def test_main_phase_passed_to_the_end_phase_goes_through_the_battle_phase() -> None:
    """9.9.3 「ターンファイターが、自分のプレイタイミングで何もプレイしないことを選択した場合、次の
    フェイズに進みます」: the next phase is the battle phase, whose start step makes 「バトル
    フェイズ開始時」 pending (10.3.1.1) even when no attack follows; 10.3.1.5 「アタックしないことを
    選んだ場合、次のフェイズに進みます」 then leads to the end phase."""
    r = _run(DRAWER.replace("ACTIONS", "  - {do: end_phase}"))
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"9.9.3", "11.6.2.3", "10.3.1.1"} <= set(r.decided_by)


def test_battle_phase_with_no_more_attack_moves_on_by_10_3_1_5() -> None:
    """After an attack, 10.8.1.4 returns to the start step; choosing not to attack again moves on
    (10.3.1.5). The battle phase is not begun twice (the ability draws once, 10.3.1.1), and the
    main phase passed on to it by 9.9.3."""
    acts = "  - {do: attack, attacker: vanguard, target: vanguard}\n  - {do: end_phase}"
    r = _run(DRAWER.replace("ACTIONS", acts))
    assert "引いた札" in _zone(r, "A", "hand")
    assert r.main.final.players["A"].zones["hand"].__len__() == 2  # drew once, drive checked once
    assert {"9.9.3", "10.3.1.2"} <= set(r.decided_by)
    e = _run(ENDER.replace("ACTIONS", acts))
    assert "引いた札" in _zone(e, "A", "hand")
    assert "10.3.1.5" in e.decided_by


def test_end_phase_from_the_end_phase_cites_no_passing() -> None:
    """The passing clauses are cited only when the phase passed is the main or battle phase."""
    r = _run(DRAWER.replace("ACTIONS", "  - {do: end_phase}"), phase="end")
    assert not {"9.9.3", "10.3.1.5"} & set(r.decided_by)
    assert _zone(r, "A", "hand") == []


ENDER = DRAWER.replace("バトルフェイズ開始時", "エンドフェイズ開始時")


def test_an_end_phase_ability_reached_by_not_attacking_cites_10_3_1_5() -> None:
    """The end phase's 「エンドフェイズ開始時」 draw happens because the turn fighter chose not to
    attack and the game moved on (10.3.1.5 「アタックしないことを選んだ場合、次のフェイズに
    進みます」), after nothing more was played in the main phase (9.9.3)."""
    r = _run(ENDER.replace("ACTIONS", "  - {do: end_phase}"))
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"9.9.3", "10.3.1.3", "10.3.1.5", "9.11.8"} <= set(r.decided_by)


def test_an_attack_by_the_non_turn_fighter_is_refused_by_10_3_1_2() -> None:
    """10.3.1.2 「ターンファイターが攻撃指定ファイター、非ターンファイターが防御指定ファイターと
    なります」: B, not the turn fighter, cannot attack."""
    r = _run(DRAWER.replace("ACTIONS", "  - {do: attack, player: B, attacker: vanguard}"))
    assert r.outcome.get("rejected")
    assert "10.3.1.2" in r.decided_by
