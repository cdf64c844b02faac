"""ws round 57 (s54wsC): 「あなたは自分の控え室の、色が(すべて)異なるキャラを3枚まで選び」 — a choice of
cards no two of which share a colour (a card's colour, 2.4.1; ``Sel`` detail ``distinct_colours``):
once a card is picked, those of its colour are no longer offered. 「…カード名が異なる…」 likewise
(``distinct_names``)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, zone_names

WR = (
    "[{name: 赤1, type: character, level: 0, color: RED}, "
    "{name: 赤2, type: character, level: 0, color: RED}, "
    "{name: 青1, type: character, level: 0, color: BLUE}]"
)


def _hand(text: str, choices: str) -> list[str]:
    src = (
        WS_HEAD + f"players:\n  A:\n    deck: 10\n    waiting_room: {WR}\n"
        "  B: {deck: 10}\n"
        f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
        f"choices:\n{choices}"
    )
    return zone_names(resolve(loads(src, "t.yaml")), "A", "hand")


TEXT = "あなたは自分の控え室の、色が異なるキャラを3枚まで選び、手札に戻す。"


def test_a_second_card_of_a_colour_picked_is_not_offered() -> None:
    # 赤1 then 赤2 asked: 赤2 is not among the cards offered, so the answer does not fit
    hand = _hand(
        TEXT,
        "  - {player: A, choose: 赤1}\n  - {player: A, choose: 青1}\n",
    )
    assert sorted(hand) == ["赤1", "青1"]


def test_two_of_one_colour_cannot_both_be_chosen() -> None:
    import pytest

    from ruling.resolve import AnswerNotTaken

    with pytest.raises(AnswerNotTaken, match="'赤2' is none of the options"):
        _hand(TEXT, "  - {player: A, choose: 赤1}\n  - {player: A, choose: 赤2}\n")


def test_names_apart_likewise() -> None:
    text = "あなたは自分の控え室の、カード名が異なるキャラを2枚まで選び、手札に戻す。"
    hand = _hand(text, "  - {player: A, choose: 赤1}\n  - {player: A, choose: 青1}\n")
    assert sorted(hand) == ["赤1", "青1"]
