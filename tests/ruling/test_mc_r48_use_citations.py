"""Monster Collection (mc), round 48 (s45mcE): the clauses a use's declaration and its refusal cite.

1. A [対抗：～限定] ability declared in a counter chain that holds a declaration of its kind — here
   answering the defender's [対抗] to the attack, not the attack itself — may be used (10.9.6: 「対抗
   連鎖中である限り、[対抗]するのは宣言の直後でなくても構いません」); the declaration cites 10.9.6.
2. 〈コスト:カードをn枚補充する〉 with fewer than n cards in the deck: the cost is not proper at the
   use's check (10.1.4), so it is not declared (10.11.10) — cited as any other cost's refusal.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _limited(limit: str) -> Any:
    """A's 戦士 attacks B's 騎士; B answers with [対抗] 呪縛, A answers that with 闘志 [``limit``]."""
    scn = f"""game: mc
title: limited counter
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - name: 戦士
          type: unit
          level: 2
          attack: 3
          defense: 3
          text: "◎[{limit}]闘志\\n〈対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"
  B:
    deck: 20
    field:
      c3:
        - {{name: 森, type: terrain, limit: 6}}
        - name: 騎士
          type: unit
          level: 2
          attack: 1
          defense: 4
          text: "◎[対抗]呪縛\\n〈対象:ユニット1体〉\\n対象に「攻撃力:-1」を付与する。"
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: advance
    units: [戦士]
    to: c3
    dice: {{A: 6, B: 1}}
    answer_first_attack:
      - do: use
        player: B
        card: 騎士
        target: 戦士
        respond: [{{do: use, player: A, card: 戦士, target: 戦士, allowed: true}}]
ask: [騎士.zone]
"""
    return resolve(loads(scn))


def test_a_limited_counter_later_in_the_chain_cites_10_9_6() -> None:
    r = _limited("対抗：攻撃限定")
    assert "discard" in str(r.outcome["state"]["騎士.zone"]), r.outcome
    assert "10.9.6" in r.decided_by, r.decided_by


def test_an_unlimited_counter_does_not_cite_10_9_6() -> None:
    r = _limited("対抗")
    assert "discard" in str(r.outcome["state"]["騎士.zone"]), r.outcome
    assert "10.9.6" not in r.decided_by, r.decided_by


def _replenish(deck: int) -> Any:
    scn = f"""game: mc
title: replenish cost
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: {deck}
    hand: 0
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - name: 賢者
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "◎[メイン]知恵の代価\\n〈コスト:カードを2枚補充する/対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: main_phase
    actions: [{{do: use, card: 賢者, target: 賢者}}]
ask: [賢者.attack, A.deck]
"""
    return resolve(loads(scn))


def test_a_replenish_cost_beyond_the_deck_is_refused_at_the_check() -> None:
    r = _replenish(1)
    assert r.outcome["state"]["賢者.attack"] == 1, r.outcome
    assert {"10.1.4", "10.11.10"} <= set(r.decided_by), r.decided_by


def test_a_replenish_cost_the_deck_holds_is_paid() -> None:
    r = _replenish(2)
    assert r.outcome["state"]["A.deck"] == 0, r.outcome
    assert "10.11.10" not in r.decided_by, r.decided_by
