"""「あなたの手札1枚をダストボックスに置く」 (round 54, s51coT; issue 12): the count printed inside
the phrase is the count of 「あなたの手札を1枚…」 (the shared ``steps.zone_counted``): the player
chooses that many of its own hand cards (4.2.12), put on top of its dustbox (4.2.3) — put, not
crashed."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state


@pytest.mark.parametrize(
    ("inside", "beside"),
    [
        ("あなたの手札1枚をダストボックスに置く。", "手札を1枚ダストボックスに置く。"),
        ("あなたの手札1枚をあなたの山札の一番下に置く。", "手札を1枚あなたの山札の一番下に置く。"),
    ],
)
def test_the_same_program_as_the_count_beside(inside: str, beside: str) -> None:
    a, b = co_ability(inside, "event"), co_ability(beside, "event")
    assert a.supported, a.reason
    assert a.program == b.program


def test_one_hand_card_chosen_to_the_dustbox() -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand:\n"
        '      - {name: 捨て札, type: event, cost: 1, text: "あなたの手札1枚をダストボックスに置く。"}\n'
        "      - {name: 甲, type: event, cost: 1}\n"
        "      - {name: 乙, type: event, cost: 1}\n"
        "  B:\n    hp: 10\n    deck: 20\n"
        "actions:\n  - {do: play, card: 捨て札}\n"
        "choices:\n  - {player: A, choose: 乙}\n"
        "ask: [甲.zone, 乙.zone]\n"
    )
    assert main_state(r, "乙.zone") == "A.dustbox"
    assert main_state(r, "甲.zone") == "A.hand"
