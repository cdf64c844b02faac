"""「『X』は、〔Y〕がフィールドに出ている限り、「+1:+1」の修正を受ける」 (round 54, s51coT; issue 12):
the topic printed before a condition that has a subject of its own is the sentence's topic
(the shared ``conditions.topic_before_condition``, CO passing names — 『X』 in X's text is X,
4.2.10 — and steps with an object, 「…の修正を受ける」): the same as 「〔Y〕が…限り、『X』は…」, a
modification in force while Y is on the field (4.3.8)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TOPIC_FIRST = (
    "『鋼原 ハガネ』は、〔鋼原 鉄斎〕がフィールドに出ている限り、「+1:+1」の修正を受ける。"
)
CONDITION_FIRST = (
    "〔鋼原 鉄斎〕がフィールドに出ている限り、『鋼原 ハガネ』は「+1:+1」の修正を受ける。"
)


def test_the_same_program_as_the_condition_first() -> None:
    a, b = co_ability(TOPIC_FIRST), co_ability(CONDITION_FIRST)
    assert a.supported, a.reason
    assert a.program == b.program


@pytest.mark.parametrize(("other", "ap"), [("鋼原 鉄斎", 2), ("鋼原 玉鋼", 1)])
def test_in_force_while_the_other_is_on_the_field(other: str, ap: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        "    field:\n"
        f'      - {{name: 鋼原 ハガネ, type: character, ap: 1, dp: 1, text: "{TOPIC_FIRST}"}}\n'
        f"      - {{name: {other}, type: character, ap: 1, dp: 1}}\n"
        "  B:\n    hp: 10\n    deck: 20\nactions: []\nask: [鋼原 ハガネ.ap, 鋼原 ハガネ.dp]\n"
    )
    assert main_state(r, "鋼原 ハガネ.ap") == ap
    assert main_state(r, "鋼原 ハガネ.dp") == ap


def test_neighbour_a_player_topic_is_not_moved() -> None:
    # 「あなたは、…限り、…」: a player's topic is not a card's (``topic_out`` reads it)
    ab = co_ability("あなたは、〔鋼原 鉄斎〕がフィールドに出ている限り、「+1:+1」の修正を受ける。")
    assert not ab.supported
