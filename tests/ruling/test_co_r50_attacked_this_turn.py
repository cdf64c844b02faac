"""「対象のキャラクター1体に2ダメージを与える。そのキャラクターがこのターンにアタックに参加していた
なら、かわりに4ダメージを与える。」 (round 50, s47coC; issue 12): whether that character attacked
this turn (3.4.5.2: an attack declared with it — to attack is to take part in an attack), read on
the scenario's record of the turn. Not recorded and the record not covering the turn (the board
given in the main phase, where battles are fought any number of times, 3.4.5.1): not given — the
「かわりに」 condition then taken as not met, and said so (4.3.2.6)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = (
    "対象のキャラクター1体に2ダメージを与える。"
    "そのキャラクターがこのターンにアタックに参加していたなら、かわりに4ダメージを与える。"
)


def test_compiles_as_a_history_of_the_target() -> None:
    ab = co_ability(TEXT, "spell")
    assert ab.supported, ab.reason
    two, four = ab.program.ops
    (h,) = four.cond.parts
    assert (h.what, h.event.event, h.event.subject.ref) == ("history", "attack", "target")
    assert (two.amount, four.amount) == (2, 4)


def test_a_count_of_attacks_is_not_read() -> None:
    text = (
        "対象のキャラクター1体に2ダメージを与える。"
        "このターンにあなたのキャラクターが2回以上アタックしているなら、かわりに4ダメージを与える。"
    )
    assert not co_ability(text, "spell").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: %s}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 息, type: spell, cost: 1, text: "%s"}]
    field: [{name: 犬, type: character, ap: 1, dp: 3}]
  B: {hp: 20, deck: 10}
actions:
%s  - {do: play, card: 息, target: 犬}
ask: [犬.zone, 犬.damage, B.hp]
"""

ATTACK = "  - {do: attack, attacker: 犬, defender: none}\n"


def _run(phase: str, before: str) -> Any:
    return resolve(loads(BOARD % (phase, TEXT, before), "t.yaml"))


def test_after_its_attack_the_damage_is_four() -> None:
    r = _run("main", ATTACK)
    assert r.outcome["state"]["犬.zone"] == "A.dustbox"  # 4 damage of DP 3
    assert "3.4.5.2" in cited(r)


def test_a_board_given_before_the_main_phase_has_had_no_attack() -> None:
    board = (BOARD % ("draw", TEXT, "")).replace(
        "  - {do: play, card: 息, target: 犬}",
        "  - {do: draw_phase}\n  - do: main_phase\n    actions: [{do: play, card: 息, target: 犬}]",
    )
    r = resolve(loads(board, "t.yaml"))
    assert r.outcome["state"]["犬.damage"] == 2
    assert not any("not_given_condition_unmet" in str(w) for w in r.warnings())


def test_on_a_board_given_in_the_main_phase_it_is_not_given() -> None:
    r = _run("main", "")
    assert r.outcome["state"]["犬.damage"] == 2
    assert any("not_given_condition_unmet" in str(w) for w in r.warnings())
