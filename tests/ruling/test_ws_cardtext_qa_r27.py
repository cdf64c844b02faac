"""Weiß Schwarz card text, round 27: constructions on a minimal board (``resolve_text``), each
with its variants and its neighbour, so that no test passes by doing nothing.

A choice whose object is only a count (「山札の上から2枚を見て、1枚を選んで手札に加え」): the を
on the floating count of 「1枚選び」 — the count of the choice (8.6.3), made among the cards the
step before looked at or revealed, read as 「カードを1枚選び」 (shared ``count_as_object``)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 5
    hand: []
    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: climax}}, {{name: 山3, type: character, level: 1}}, 7]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 相1, type: character, level: 0}}, {{name: 相2, type: climax}}, 8]
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""


def run(text: str, choices: str):  # type: ignore[no-untyped-def]
    return resolve(loads(BOARD.format(text=text, choices=choices), "t.yaml"))


PICK2 = "  - {player: A, at: choose, choose: 山2}"


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の上から2枚を見て、1枚を選んで手札に加え、残りのカードを控え室に置く。",
        "あなたは自分の山札の上から2枚を見て、1枚を選び、手札に加え、残りのカードを控え室に置く。",
        "あなたは自分の山札を上から2枚見て、1枚を選んで手札に加え、残りのカードを控え室に置く。",
        # the neighbour: the count with its noun
        "あなたは自分の山札の上から2枚を見て、カードを1枚選んで手札に加え、残りのカードを控え室に置く。",
    ],
)
def test_count_as_object_after_a_look(text: str) -> None:
    """The card chosen among the two looked at goes to the hand, the other to the waiting room;
    the third card of the deck is not touched."""
    r = run(text, PICK2)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山2"]
    assert zone(r, "A", "waiting_room") == ["山1"]
    assert zone(r, "A", "deck")[0] == "山3"


def test_count_as_object_other_choice() -> None:
    """The same text, the other card chosen: the choice is the player's, not a fixed card."""
    r = run(
        "あなたは自分の山札の上から2枚を見て、1枚を選んで手札に加え、残りのカードを控え室に置く。",
        "  - {player: A, at: choose, choose: 山1}",
    )
    assert zone(r, "A", "hand") == ["山1"] and zone(r, "A", "waiting_room") == ["山2"]


def test_count_as_object_to_the_top_of_the_deck() -> None:
    """「1枚を選んで山札の上に置き」: another goal; the other card to the waiting room."""
    r = run(
        "あなたは自分の山札の上から2枚を見て、1枚を選んで山札の上に置き、残りのカードを控え室に置く。",
        PICK2,
    )
    assert not unsupported(r)
    assert zone(r, "A", "deck")[0] == "山2" and zone(r, "A", "waiting_room") == ["山1"]
    assert zone(r, "A", "hand") == []


def test_count_as_object_up_to() -> None:
    """「3枚を見て、2枚までを選び」: up to two of the three to the hand."""
    r = run(
        "あなたは自分の山札の上から3枚を見て、2枚までを選び、手札に加え、残りのカードを控え室に置く。",
        PICK2 + "\n  - {player: A, at: choose, choose: 山3}",
    )
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["山2", "山3"] and zone(r, "A", "waiting_room") == [
        "山1"
    ]


def test_count_as_object_with_a_pile_end_is_its_source() -> None:
    """「自分のクロックの上から1枚を選び」 (a count with its source, the pile's end) is read as
    before: the top card of the clock, not a choice among earlier cards."""
    src = BOARD.replace(
        "    stock: 5\n",
        "    stock: 5\n    clock: [{{name: 時1, type: character, level: 0}}, {{name: 時2, type: character, level: 0}}]\n",
    )
    r = resolve(
        loads(
            src.format(
                text="あなたは自分のクロックの上から1枚を選び、控え室に置く。", choices="  []"
            ),
            "t.yaml",
        )
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "waiting_room")) == 1 and len(zone(r, "A", "clock")) == 1
