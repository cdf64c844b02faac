"""A DP-0 character whose crash a card with its text given negates (round 49, s46coE): the card's
text is carried out (4.3.11.2, no ``resolve:``), its damage is put to 0 but not its DP, and
whether it stays (4.2.14) or crashes again (4.3.9) is the reading co.unsettled
dp_zero_after_negated_crash, which names 4.3.11.2 beside 4.3.9 and 4.2.14."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

DOC = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 呪い, type: event, cost: 1, text: "ターン終了時まで、対象のキャラクター1体は「+0:−2」の修正を受ける。"}]
  B:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 見張り, type: character, ap: 1, dp: 2}]
    hand: [{name: 盾, type: event, cost: 1, text: "キャラクターがクラッシュした直後にのみプレイしてもよい。対象のキャラクター1体のクラッシュをうち消す。"}]
actions:
  - do: play
    card: 呪い
    target: 見張り
    on_crash:
      見張り:
        negate: [{do: play, player: B, card: 盾, target: 見張り}]
ask: [見張り.zone]
"""


def test_the_reading_names_the_negation_clause() -> None:
    r = resolve(loads(DOC))
    assert r.outcome["state"] == {"見張り.zone": "B.field"}  # the engine's reading: it stays
    by_reading = {tuple(x["reading"])[-1]: x["outcome"]["state"] for x in r.outcome["readings"]}
    assert by_reading["crashes_again"] == {"見張り.zone": "B.dustbox"}
    assert {"4.3.9", "4.3.11.2", "4.2.14"} <= set(r.outcome["depends_on_reading"])
