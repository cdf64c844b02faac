"""vg rules found by the round-28 blind set moved into development (round 28, s24rulesVG), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 1.3.2 「…実行不可能な場合、可能な限りその行動を行います」: cards taken from the top
# of a deck that holds fewer than asked (a soul charge, a draw, a deck-top move) are taken as far as
# possible, and the cards taken rest on that principle

SHORT = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 魂喰竜, type: normal, grade: 3, power: 13000}
    soul: 0
    deck: %s
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.soul, A.hand, A.deck]
"""


def test_a_soul_charge_longer_than_the_deck_is_done_as_far_as_possible() -> None:
    r = resolve(
        loads(SHORT % ("[{name: 最後の一枚, type: normal}]", "【ソウルチャージ】(2)する。"))
    )
    assert r.outcome.get("loser") == "A"  # 13.2.3 at the check timing
    assert "1.3.2" in r.decided_by and "7.27.2.1" in r.decided_by


def test_a_draw_longer_than_the_deck_is_done_as_far_as_possible() -> None:
    r = resolve(loads(SHORT % ("[{name: 最後の一枚, type: normal}]", "２枚引く。")))
    assert r.outcome.get("loser") == "A"
    assert "1.3.2" in r.decided_by


def test_a_soul_charge_the_deck_can_pay_cites_no_impossibility() -> None:
    """Neighbour: a deck with enough cards — nothing is impossible, nothing lost."""
    r = resolve(loads(SHORT % ("5", "【ソウルチャージ】(2)する。")))
    assert r.outcome["state"]["A.deck"] == 3
    assert not r.outcome["game_over"]
    assert "1.3.2" not in r.decided_by


# ---------------- 10.4.1.3 / 10.4.1.3.1: the attacking unit is chosen after the attack step's start
# (10.4.1.2); when no unit can properly be chosen then, the battle and the attack step end and the
# game goes on to the next phase — no close step, no return to the start step

RESTED = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, state: %s}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 結界師, type: normal, grade: 3, power: 13000,
      text: "【自】【(V)】：相手のアタックステップ開始時、相手の前列のリアガードを１枚選び、【レスト】する。"}
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
%s
ask: [B.damage, turn.step]
"""


def test_no_unit_left_to_choose_at_the_attack_step_ends_the_battle_phase() -> None:
    r = resolve(loads(RESTED % ("rest", "")))
    assert r.outcome["state"]["B.damage"] == 0
    assert "10.4.1.3.1" in r.decided_by
    assert "10.8.1" not in r.decided_by  # no close step
    # no attack is left in this battle phase: a second one is refused
    r2 = resolve(
        loads(RESTED % ("rest", "  - {do: attack, attacker: vanguard, target: B.vanguard}"))
    )
    assert r2.outcome.get("rejected") and "10.4.1.3.1" in r2.decided_by


def test_another_unit_still_standing_is_no_end_of_the_battle_phase() -> None:
    """Neighbour: the vanguard still stands — a unit can be chosen, 10.4.1.3.1 does not apply."""
    r = resolve(loads(RESTED % ("stand", "")))
    assert "10.4.1.3.1" not in r.decided_by


# ---------------- 18.4 「このターンを終了する」 (an instruction ending the turn; read by the shared
# steps reader as ``Op("end_turn")``): 18.4.1.2 the ability finishes, what it says after is not
# done; 18.4.1.3 the game moves to the end phase; 18.4.2 vanguard damage left is dealt by the end
# phase's rule process; the procedure it was resolved in (an attack) does not go on

END = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 終焉竜, type: normal, grade: 3, power: 13000}
    hand: 2
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 2
    deck: [{name: 一枚目, type: normal, trigger: none}, 10]
actions:
  - {do: resolve_text, player: A, text: "%s"}
%s
ask: [A.hand, B.damage, turn.player, turn.phase]
"""


def test_the_turn_ended_cuts_the_rest_of_the_effect() -> None:
    r = resolve(loads(END % ("このターンを終了する。１枚引く。", "")))
    assert r.outcome["state"]["A.hand"] == 2  # no draw (18.4.1.2)
    assert r.outcome["state"]["turn.phase"] == "end"  # 18.4.1.3
    assert {"18.4.1", "18.4.1.2", "18.4.1.3"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_the_spellings_of_the_instruction() -> None:
    for text in ("ターンを終了する。１枚引く。", "このターンは終了する。１枚引く。"):
        r = resolve(loads(END % (text, "")))
        assert r.outcome["state"]["A.hand"] == 2, text
        assert not r.outcome.get("may_depend_on_unsupported"), text


def test_damage_dealt_before_the_turn_ends_is_dealt_in_the_end_phase() -> None:
    r = resolve(
        loads(
            END
            % (
                "相手のヴァンガードに１ダメージを与える。このターンを終了する。",
                "  - {do: end_phase}",
            )
        )
    )
    assert r.outcome["state"]["B.damage"] == 3
    assert r.outcome["state"]["turn.player"] == "B"
    assert {"18.4.2", "7.35.1", "13.6.3"} <= set(r.decided_by)


def test_an_effect_without_the_instruction_runs_to_its_end() -> None:
    """Neighbour: the same draw without 「このターンを終了する」 — the main phase goes on."""
    r = resolve(loads(END % ("１枚引く。", "")))
    assert r.outcome["state"]["A.hand"] == 3
    assert r.outcome["state"]["turn.phase"] == "main"
    assert "18.4.1" not in r.decided_by


ATTACK_END = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 終焉竜, type: normal, grade: 3, power: 13000,
      text: "【自】【(V)】：このユニットがアタックした時、%s"}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 5000, critical: 1}
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
  - {do: attack, attacker: left_front, target: B.vanguard}
ask: [B.damage, turn.phase, 槍兵.state]
"""


def test_the_turn_ended_in_an_attack_stops_the_battle_and_the_battle_phase() -> None:
    r = resolve(loads(ATTACK_END % "このターンを終了する。"))
    assert r.outcome["state"] == {"B.damage": 0, "turn.phase": "end", "槍兵.state": "stand"}
    assert "18.4.1.3" in r.decided_by


def test_an_attack_ability_that_does_not_end_the_turn_leaves_the_battle_going() -> None:
    """Neighbour: the vanguard's attack hits, the rear-guard attacks after it."""
    r = resolve(loads(ATTACK_END % "１枚引く。"))
    assert r.outcome["state"]["turn.phase"] == "battle"
    assert r.outcome["state"]["槍兵.state"] == "rest"
    assert "18.4.1" not in r.decided_by
