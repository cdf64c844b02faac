"""ws round 58 (s55wsR): 「キャラ」 with no zone named is a character card on the stage (2.3.2.1.2).
Character cards that were markers, going to the waiting room with their character (3.7.3.2), left
a marker zone, no part of the stage (3.7.1.2): they are no 「キャラ」 put into the waiting room, and a
trigger about characters meets the character's move alone — with or without 「舞台から」. A
character card discarded from the hand is none either."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state


def _encore(trigger: str) -> str:
    return (
        "game: ws\ntitle: t\n"
        "turn: {player: B, number: 6, phase: attack, step: battle, first_player: A}\n"
        "players:\n  A:\n    stock: 0\n    hand: 0\n    deck: 10\n    stage:\n"
        "      center_front: {name: 剣士, type: character, level: 0, power: 5000, soul: 1, "
        "state: reverse}\n"
        "      left_back: {name: 見送る者, type: character, level: 0, power: 1500, soul: 1, "
        f'text: "【自】 他のあなたのキャラが{trigger}控え室に置かれた時、あなたは1枚引く。"}}\n'
        "    markers:\n      center_front:\n"
        "        - {name: 写し身, type: character, level: 0}\n"
        "        - {name: 置き手紙, type: character, level: 1}\n"
        "  B: {deck: 5}\n"
        "actions:\n  - {do: encore_step}\n"
        "ask: [A.hand, A.waiting_room]\n"
    )


@pytest.mark.parametrize("trigger", ["舞台から", ""])
def test_markers_leaving_with_their_character_are_no_characters(trigger: str) -> None:
    r = resolve(loads(_encore(trigger), "t.yaml"))
    assert main_state(r, "A.waiting_room") == 3
    assert main_state(r, "A.hand") == 1


def test_the_count_rests_on_the_definition() -> None:
    src = _encore("舞台から").replace("ask: [A.hand, A.waiting_room]\n", "") + (
        "expect:\n  triggered: {見送る者: 1}\n"
    )
    r = resolve(loads(src, "t.yaml"))
    assert {"2.3.2.1.2", "3.7.1.2"} <= decided(r)


def test_a_character_card_discarded_from_the_hand_is_no_character() -> None:
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n    hand:\n"
        "      - {name: 手札のキャラ, type: character, level: 0, power: 1000, soul: 1}\n"
        "    stage:\n"
        "      center_front: {name: 捨てる者, type: character, level: 0, power: 1000, soul: 1, "
        'text: "【起】［手札を1枚控え室に置く］ このカードのパワーを＋1000。"}\n'
        "      left_back: {name: 見送る者, type: character, level: 0, power: 1500, soul: 1, "
        'text: "【自】 他のあなたのキャラが控え室に置かれた時、あなたは1枚引く。"}\n'
        "  B: {deck: 5}\n"
        "actions:\n  - {do: activate, card: 捨てる者}\n"
        "ask: [A.hand, A.waiting_room]\n"
    )
    r = resolve(loads(src, "t.yaml"))
    assert main_state(r, "A.waiting_room") == 1
    assert main_state(r, "A.hand") == 0
