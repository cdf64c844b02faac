"""Round 47: 「相手が手札からカードをプレイしたとき」 is the play trigger 「相手がカードをプレイ
したとき」 (4.3.2.4): every play is of a card of the hand (4.3.2), so 「手札から」 names no other
event. It triggers at the play's step 4, before the card resolves (4.3.6). Before, the trigger
was refused (「手札から」 not read)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 5
    energy: 1
    deck: 20
    hand: [{name: 矢, type: spell, cost: 1, text: "対象のキャラクターに1ダメージを与える。使い捨て"}]
  B:
    hp: 10
    deck: 20
    field:
      - {name: 番, type: character, ap: 1, dp: 3, text: "相手が手札からカードをプレイしたとき、相手に1ダメージを与える。"}
actions:
  - {do: play, card: 矢, target: 番}
expect:
  state: {A.hp: 4, 番.damage: 1}
  order: ["trigger:番", "resolve:番", "resolve:矢"]
"""


def test_play_from_hand_trigger_runs_before_the_card_resolves() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"4.3.2.4", "4.3.6"} <= set(r.decided_by)
