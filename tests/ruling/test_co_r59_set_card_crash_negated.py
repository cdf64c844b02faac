"""``set_card_crash_negated`` (round 59, s56coX): a character crashes with a card set on it and
only the set card's crash is negated — 4.2.4 (it crashes 「同時に」 with its host, 「まとめて」 to
the dustbox) against 4.2.14 (a card whose crash is negated 「その場に残ります」): both readings
run. With no negation asked for the set card, no point is raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: B, number: 8, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand: [{name: 加護, type: event, cost: 0}]
    field:
      - {name: 騎士, type: character, gender: 男性, ap: 2, dp: 2}
      - {name: 護符, type: item, set_on: 騎士, text: "キャラクターにセット。\\nセットされたキャラクターは、\\u300c+0:+1\\u300dの修正を受ける。"}
  B:
    hp: 10
    energy: 2
    deck: 10
    hand: [{name: 黒炎, type: spell, cost: 2, text: "対象のキャラクターに3点のダメージを与える。\\n使い捨て"}]
actions:
  - do: play
    player: B
    card: 黒炎
    target: 騎士
WINDOW
expect:
  state: {騎士.zone: A.dustbox}
EXPECT
"""

NEGATE = """    on_crash:
      護符:
        negate: [{do: play, player: A, card: 加護, resolve: [{do: negate_crash, card: 護符}]}]"""
READINGS = """  ambiguous: ["4.2.4", "4.2.14"]
  readings:
    - {clauses: ["4.2.4"], state: {護符.zone: A.dustbox, 加護.zone: A.hand}}
    - {clauses: ["4.2.14"], state: {護符.zone: A.field}}"""


def test_the_set_card_s_crash_negated_both_readings() -> None:
    text = BOARD.replace("WINDOW", NEGATE).replace("EXPECT", READINGS)
    assert not check_expect(resolve(loads(text, "t.yaml")))


def test_no_point_without_a_negation() -> None:
    text = BOARD.replace("WINDOW\n", "").replace(
        "  state: {騎士.zone: A.dustbox}\nEXPECT",
        "  state: {騎士.zone: A.dustbox, 護符.zone: A.dustbox}",
    )
    res = resolve(loads(text, "t.yaml"))
    assert not check_expect(res)
    assert not any(w.kind == "ambiguity" and "4.2.14" in w.clauses for w in res.warnings())
