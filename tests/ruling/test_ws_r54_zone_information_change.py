"""ws round 54 (s51wsR): a continuous effect changing the information of a card in a zone off the
stage (「あなたの手札のこのカードのレベルを－1」) applies to it there, from its entry into that zone
(8.9.3): the level condition read on it in the hand cites 8.9.3; a change of the stage's
characters does not."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = (
    "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
    "players:\n  A:\n    level: [{name: 段, type: character, color: yellow}]\n"
    "    stock: 2\n    deck: 10\n"
    "    hand:\n      - {name: 札, type: character, level: 2, cost: 0, color: yellow, power: 1000,"
    " text: '{text}'}\n"
    "  B: {deck: 10}\n"
    "actions:\n  - {do: play, card: 札, slot: center_front}\n"
)


def test_a_hand_level_change_meets_the_level_condition_citing_8_9_3() -> None:
    sc = BOARD.replace("{text}", "【永】 あなたの手札のこのカードのレベルを－1。") + (
        "expect:\n  state: {札.zone: A.center_front, 札.level: 2}\n"
        "  decided_by: ['8.6.2.1.2', '2.12.2.3', '8.9.3']\n"
    )
    assert check_expect(resolve(loads(sc))) == []


def test_a_stage_power_change_is_no_zone_information_change() -> None:
    sc = BOARD.replace("{text}", "【永】 このカードのパワーを＋1000。").replace(
        "level: 2, cost", "level: 1, cost"
    ) + (
        "ask: [札.power]\n"
        "expect:\n  state: {札.zone: A.center_front, 札.power: 2000}\n"
        "  decided_by: ['8.9.1']\n  not_decided_by: ['8.9.3']\n"
    )
    assert check_expect(resolve(loads(sc))) == []
