"""Round 50 (s47amb, vs r50_028): an effect's rest of a chosen card (「相手のベンチのカードを1枚選び、
レストする」, 4.9.1.2) that a replacement effect names (「レストする時、かわりに…」) is carried out as
the action, so the replacement applies (8.10.1) — before, the rest was made directly and no
replacement applied. With two on the opponent's card, the player doing it (the effect's master)
and the card's master differ: who picks the first is the audit's replacement_chooser (8.10.2.2),
both readings run; on one's own card, or with one replacement, nothing is asked."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 甲, level: 1, ap: 1000, dp: 1000, state: stand, text: "[ベンチ][このカードをレストする]%sのベンチのカードを1枚選び、レストする。"}
      right: {name: 乙, ap: 1000, dp: 1000, state: stand}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 1000, state: stand}
effects:
%s
actions:
  - {do: use, card: 甲}
choices:
  - {player: B, at: replacement, choose: "かわりに控え室"}
  - {player: A, at: replacement, choose: "かわりにリタイヤ置場"}
ask: [%s.zone]
"""
TWO = """\
  - {target: %s, stat: orient, op: replace, value: to_waiting, source: "かわりに控え室"}
  - {target: %s, stat: orient, op: replace, value: retire, source: "かわりにリタイヤ置場"}"""


def test_two_replacements_on_the_opponents_card_rested_by_an_effect_is_a_reading() -> None:
    r = resolve(loads(BOARD % ("相手", TWO % ("雪歩", "雪歩"), "雪歩")))
    # the engine's reading: the card's master, B, picks (8.10.2.1); the other: A, doing it
    assert r.outcome["state"] == {"雪歩.zone": "B.waiting"}
    assert "8.10.2.2" in r.outcome["depends_on_reading"]
    assert [x["reading"] for x in r.outcome["readings"]] == [["doer"]]
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"雪歩.zone": "B.retire"}]
    assert "8.10.1" in cited(r)


def test_one_replacement_applies_and_asks_nothing() -> None:
    one = (
        '  - {target: 雪歩, stat: orient, op: replace, value: to_waiting, source: "かわりに控え室"}'
    )
    r = resolve(loads(BOARD % ("相手", one, "雪歩")))
    assert r.outcome["state"] == {"雪歩.zone": "B.waiting"}
    assert "readings" not in r.outcome
    assert "8.10.1" in cited(r)


def test_two_replacements_on_ones_own_card_ask_nothing() -> None:
    """Neighbour: A's effect rests A's 乙 — the player doing it is the card's master."""
    board = BOARD.replace("choices:\n", "choices:\n  - {player: A, at: choose_card, choose: 乙}\n")
    r = resolve(loads(board % ("あなた", TWO % ("乙", "乙"), "乙")))
    assert r.outcome["state"] == {"乙.zone": "A.retire"}
    assert "readings" not in r.outcome
