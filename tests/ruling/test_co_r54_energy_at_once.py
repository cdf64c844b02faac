"""Round 54 (s51coR): an ability that only gains energy is no 「行動」 (4.3.1#li2): used in the
window after a play it resolves at once — nothing answers it — and the energy pays a further
answer to what was being answered."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 5
    field:
      - {name: 泉, type: navigator, text: "『泉』をタップする:あなたは2エネルギーを得る。"}
      - {name: 兵, type: character, ap: 1, dp: 2}
    hand:
      - {name: 盾, type: spell, cost: 2, text: "対象のキャラクターは、ターン終了時まで「+0:+3」の修正を受ける。\\n使い捨て"}
  B:
    hp: 10
    deck: 5
    energy: 1
    hand:
      - {name: 矢, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。\\n使い捨て"}
actions:
  - do: play
    player: B
    card: 矢
    target: 兵
    respond:
      - {do: activate, player: A, card: 泉, allowed: true}
      - {do: play, player: A, card: 盾, target: 兵, allowed: true}
expect:
  state: {兵.zone: A.field, 兵.damage: 2, A.energy: 0, 泉.state: rest}
"""


def test_energy_ability_resolves_at_once_and_pays_an_answer() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert "4.3.1#li2" in r.decided_by
