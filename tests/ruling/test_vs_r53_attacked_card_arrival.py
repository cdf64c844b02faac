"""Round 53 (s50vsOld): 7.1.3.2 「自分のリングにあるカードは、その時点で相手のリングにあるカードにアタックし
ます」 — which card is attacked is the one in the ring at the support, so the step of the ruling that put it
there is a cause of the attack: a ruling asked which card was attacked cites the refill (9.6.1) that put it
in the ring; a ring card there from the start brings no such clause."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000}
      right: {name: 律子, ap: 1000, dp: 1000TEXT}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 5000}, 5]
    ring: {name: 美希, ap: 1000, dp: 5000}
actions:
  - {do: attack, support: 春香}
ask: [attack.attacked]
"""
REMOVE = ', text: "[ベンチ]アタック宣言ステップの始めに、あなたは相手のリングのカードを選び、相手の控え室に置く。"'


def test_the_card_put_in_the_ring_before_the_support_is_attacked_and_its_refill_cited() -> None:
    r = resolve(loads(BOARD.replace("TEXT", REMOVE), "t.yaml"))
    assert r.outcome["state"] == {"attack.attacked": "雪歩"}
    assert {"7.1.3.2", "9.6.1"} <= set(r.decided_by)


def test_a_ring_card_there_from_the_start_cites_no_refill() -> None:
    r = resolve(loads(BOARD.replace("TEXT", ""), "t.yaml"))
    assert r.outcome["state"] == {"attack.attacked": "美希"}
    assert "7.1.3.2" in r.decided_by and "9.6.1" not in r.decided_by
