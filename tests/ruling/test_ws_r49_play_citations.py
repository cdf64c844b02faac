"""Round 49: clauses a play ruling rests on and did not cite. (1) A play refused by the colour
condition is the card's colour restricting its play (2.4.2, with 8.6.2.1.1). (2) A face-down level
card has no colour (3.9.2.2.1): the condition reads it as absent (2.19.1), never the same as the
card's (2.19.2). (3) An event played in its player's main phase goes through the resolution zone to
the waiting room as the main phase's action says (6.5.1.2.2), beside 8.6.2.5.2 / 3.13.1.1."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

COLOUR = """game: ws
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    level: [{name: 伏せ札, type: character, level: 1, color: RED, face: FACE}]
    clock: [{name: 黄札, type: character, level: 0, color: YELLOW}]
    stock: 2
    hand: [{name: 赤, type: character, level: 1, cost: 0, power: 5000, soul: 1, color: RED}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 赤, slot: center_front, allowed: ALLOWED}
expect:
  state: {赤.zone: ZONE}
  EXPECT
"""

EVENT = """game: ws
title: t
turn: {player: A, number: 4, phase: main, first_player: A}
players:
  A:
    level: 0
    hand: [{name: 回収, type: event, level: 0, cost: 0, color: YELLOW, text: "あなたは1枚引く。"}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 回収}
expect:
  state: {回収.zone: A.waiting_room, A.hand: 1}
  decided_by: ["8.6.2.5.2", "3.13.1.1", "6.5.1.2.2"]
"""


def _colour(face: str, allowed: str, zone: str, expect: str) -> list[str]:
    text = (
        COLOUR.replace("FACE", face)
        .replace("ALLOWED", allowed)
        .replace("ZONE", zone)
        .replace("EXPECT", expect)
    )
    return check_expect(resolve(loads(text, "t.yaml")))


def test_face_down_level_card_refusal_cites_colour_and_absent_information() -> None:
    assert not _colour(
        "down",
        "false",
        "A.hand",
        'decided_by: ["8.6.2.1.1", "2.4.2", "3.9.2.2.1", "2.19.1", "2.19.2"]',
    )


def test_face_up_level_card_of_the_colour_allows_the_play() -> None:
    assert not _colour("up", "true", "A.stage.center_front", 'not_decided_by: ["2.4.2", "2.19.2"]')


def test_event_in_main_phase_cites_the_main_phase_action() -> None:
    r = resolve(loads(EVENT, "t.yaml"))
    assert not check_expect(r), check_expect(r)
