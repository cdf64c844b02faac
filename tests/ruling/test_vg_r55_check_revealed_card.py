"""Round 55 (issue 12, s52vgT2): 「そのダメージチェックで公開されたカード」 — a card the damage checks of
the damage last dealt revealed (13.6.3, 13.6.4), named while it is still where that procedure left
it: the trigger zone, then the damage zone (13.7.2, 4.13.1.2) — the vg plug-in's
``_check_revealed`` (state ``damage_checked``, the runtime's ``processes._record_checked``).
Triggered by the hit (10.7.1.6, after the check timing 10.7.1.5 where the damage is applied and
resolved), the ability finds the card in the damage zone; triggered by the damage received
(7.35.1), in the trigger zone — the damage resolution waits for it (13.7.1), and finds the card
gone."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.cardtext.ir import Sel
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

ABILITY = (
    "【自】【(R)】：相手のユニットのアタックがあなたのヴァンガードにヒットした時、そのダメージチェックで"
    "公開されたカードを手札に加え、あなたの山札の上から１枚をダメージゾーンに置く。"
)


def test_the_check_revealed_card_is_a_state_of_the_checks_zones() -> None:
    get_game("vg")
    (a,) = _abilities("vg", ABILITY, None)
    assert a.supported, a.reason
    assert a.program.steps[0].target == Sel(zones=("trigger", "damage"), states=("damage_checked",))


BOARD = f"""\
game: vg
title: t
turn: {{player: A, number: 6, phase: battle, first_player: A}}
players:
  A:
    vanguard: {{name: 竜騎士, grade: 3, power: 13000}}
    left_front: {{name: 斬士, type: normal, grade: 2, power: 10000}}
    hand: 0
    deck: 10
  B:
    vanguard: {{name: 重騎士, grade: 3, power: 8000}}
    right_front: {{name: 受け手, type: normal, grade: 2, power: 9000, text: "{ABILITY}"}}
    hand: 0
    damage: 0
    deck: [{{name: 検1, type: normal, grade: 1}}, {{name: 山2, type: normal, grade: 2}}, 8]
actions:
  - {{do: attack, attacker: left_front, target: vanguard}}
ask: [B.hand, B.damage]
"""


def test_the_damage_checked_card_goes_to_the_hand_on_a_board() -> None:
    """A's 斬士 hits B's vanguard: the damage check reveals 検1, put in the damage zone; then
    受け手's ability takes it to the hand and puts 山2 (the new top) in the damage zone."""
    r = resolve(loads(BOARD))
    hand = [c.name for c in r.main.final.players["B"].zones["hand"]]
    damage = [c.name for c in r.main.final.players["B"].zones["damage"]]
    assert hand == ["検1"] and damage == ["山2"], (hand, damage)
    assert {"13.6.3", "13.6.4", "13.7.2"} <= set(r.decided_by)


def test_taken_before_the_damage_resolution_when_triggered_by_the_damage() -> None:
    """「あなたのヴァンガードがダメージを受けた時」: played while 検1 is in the trigger zone; taken
    to the hand, the damage resolution is not carried out for it (13.7.1)."""
    board = BOARD.replace(
        "相手のユニットのアタックがあなたのヴァンガードにヒットした時",
        "あなたのヴァンガードがダメージを受けた時",
    )
    r = resolve(loads(board))
    hand = [c.name for c in r.main.final.players["B"].zones["hand"]]
    damage = [c.name for c in r.main.final.players["B"].zones["damage"]]
    assert hand == ["検1"] and damage == ["山2"], (hand, damage)
    assert "13.7.1" in r.decided_by


def test_an_earlier_damages_check_is_not_that_check() -> None:
    """A card an earlier damage's check put in the damage zone is not 「そのダメージチェック」's:
    検1, checked for a damage dealt before the attack, stays; 山2, the hit's check, is taken and
    山3 put in its place."""
    board = BOARD.replace(
        "{name: 山2, type: normal, grade: 2}, 8]",
        "{name: 山2, type: normal, grade: 2}, {name: 山3, type: normal, grade: 2}, 7]",
    ).replace(
        "actions:\n",
        "actions:\n  - {do: main_phase, actions: [{do: resolve_text, text: "
        '"相手のヴァンガードに１ダメージを与える。", card: 竜騎士}]}\n',
    )
    r = resolve(loads(board))
    hand = [c.name for c in r.main.final.players["B"].zones["hand"]]
    damage = [c.name for c in r.main.final.players["B"].zones["damage"]]
    assert hand == ["山2"] and sorted(damage) == ["山3", "検1"], (hand, damage)
