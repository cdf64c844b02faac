"""「あなたのダストボックスの一番上のカードがアイテムカードの場合、そのカード(それ)を手札に加える」
(round 61, s58coC): 「そのカード」 in the step right after the condition is the card the condition
read — one card named by its place alone (the dustbox's top, 4.2.3), nothing done between the
reading and the step (4.3.2.6: carried out in order). The same program as the place named again;
on a board the top card returns only when it is an item."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

COND = "『兵』をタップする:あなたのダストボックスの一番上のカードがアイテムカードの場合、"


@pytest.mark.parametrize("that", ["そのカード", "それ"])
def test_same_program_as_the_place_named_again(that: str) -> None:
    again = co_ability(f"{COND}{that}を手札に加える。", "character", "兵")
    named = co_ability(
        f"{COND}あなたのダストボックスの一番上のカードを手札に加える。", "character", "兵"
    )
    assert named.supported, named.reason
    assert again.supported, again.reason
    assert again.program == named.program


def test_a_card_named_otherwise_is_not_read_so() -> None:
    # 「対象のキャラクター」 before: not a place alone — 「そのカード」 stays unread
    text = "対象のキャラクターがアイテムカードの場合、そのカードを手札に加える。"
    assert not co_ability(text, "event").supported


@pytest.mark.parametrize(
    ("box", "back"),
    [
        ("[{name: 盾, type: item}, {name: 剣士, type: character}]", "盾"),
        ("[{name: 剣士, type: character}, {name: 盾, type: item}]", None),
    ],
)
def test_on_a_board(box: str, back: str | None) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 20\n    deck: 10\n    hand: []\n    dustbox: {box}\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{COND}そのカードを手札に加える。"}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hand, 盾.zone, 剣士.zone]\n"
    )
    assert main_state(r, "A.hand") == (1 if back else 0)
    assert main_state(r, "盾.zone") == ("A.hand" if back else "A.dustbox")
    assert main_state(r, "剣士.zone") == "A.dustbox"
