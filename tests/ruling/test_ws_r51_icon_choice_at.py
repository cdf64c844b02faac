"""ws round 51 (s48wsA): an icon action that chooses a card (4.12.2.10 standby 「…キャラを選び」, and
4.12.2.3 / .5 / .9 / .11 alike) takes a scenario's `at: choose` answer for its card, as `at: optional`
or the icon's own kind; the standby onto an occupied slot then sends the old one away by 9.6.2."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = (
    "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
    "players:\n  A:\n    level: 1\n"
    "    deck: [{name: 待機, type: climax, color: red, trigger: [standby]}, 8]\n"
    "    waiting_room: [{name: 新顔, type: character, level: 2, power: 7000, soul: 1}]\n"
    "    stage:\n      center_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1}\n"
    "      right_back: {name: 旧顔, type: character, level: 0, power: 1000, soul: 1}\n"
    "  B: {deck: 10}\n"
    "actions:\n  - {do: attack, slot: center_front, kind: direct}\n"
)


@pytest.mark.parametrize("at", ["choose", "standby", "optional"])
def test_standby_card_answered_by_choose(at: str) -> None:
    scen = (
        BOARD + f"choices:\n  - {{player: A, at: {at}, choose: 新顔}}\n"
        "  - {player: A, at: slot, choose: right_back}\n"
        "expect:\n  state:\n    A.right_back: [新顔(rest)]\n    旧顔.zone: A.waiting_room\n"
        "  decided_by: ['4.12.2.10', '4.12.2.10.1', '9.6.2']\n"
    )
    assert check_expect(resolve(loads(scen))) == []
