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
