"""A shot ability and a clock placement that is no damage (round 62, s59cowsR, from ws r62_016):
a card put into the opponent's clock not by 「ダメージを与える」 is no damage processing (4.10.2),
so the shot keeps waiting for the attacker's next damage — the damage step's (4.12.2.7.1), whose
cancel triggers it; the ruling cites 4.12.2.7.1 there. With no such placement in between, the
damage step's damage is the next by 4.12.2.7 alone."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: ws
title: a minimal case
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    deck: [{name: 一撃, type: climax, color: RED, trigger: shot}, 9]
    stage:
      center_front: {name: 砲手, type: character, level: 2, cost: 1, power: 7000, soul: 1, color: RED, text: "%s"}
  B:
    deck:
%s      - {name: 約束, type: climax, color: BLUE, trigger: soul}
      - {name: 村人, type: character, level: 0}
      - 7
    clock: 0
    stage: {}
actions:
  - {do: attack, slot: center_front}
ask: [B.clock]
"""
VOW = "      - {name: 誓約, type: climax, color: BLUE, trigger: soul}\n"
PLACER = "【自】 このカードのトリガーチェックでクライマックスがでた時、相手の山札の上から1枚を、クロック置場に置く。"


def test_the_placement_leaves_the_shot_waiting_for_the_damage_step() -> None:
    r = resolve(loads(BOARD % (PLACER, VOW)))
    assert r.outcome["state"] == {"B.clock": 2}  # 誓約 placed, 村人 by the shot
    assert {"4.10.2", "4.12.2.7", "4.12.2.7.1"} <= set(r.decided_by)


def test_no_placement_in_between_cites_4_12_2_7_alone() -> None:
    r = resolve(loads(BOARD % ("", "")))
    assert r.outcome["state"] == {"B.clock": 1}  # 村人 by the shot
    assert "4.12.2.7" in r.decided_by and "4.12.2.7.1" not in r.decided_by
