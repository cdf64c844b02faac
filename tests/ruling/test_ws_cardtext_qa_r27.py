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


# ------------------------------------------- a period printed before a trigger's described subject

RESTED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 甲1, type: character}}, 9]
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 3000, soul: 1, text: "{mine}"}}
  B:
    level: 1
    deck: [{{name: 札1, type: character}}, {{name: 札2, type: character}}, 8]
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1, state: {state}}}
      left_back: {{name: 見張り, type: character, level: 0, power: 500, soul: 1, text: "{theirs}"}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは相手の前列のキャラを1枚選び、【レスト】する。"}}
"""


def drew(mine: str = "", theirs: str = "", state: str = "stand") -> tuple[int, int]:
    r = resolve(loads(RESTED.format(mine=mine, theirs=theirs, state=state), "t.yaml"))
    assert not unsupported(r)
    assert r.main.final.players["B"].zones["stage.center_front"][0].orientation == "rest"
    return len(zone(r, "A", "hand")), len(zone(r, "B", "hand"))


STANDING = "【自】 {period}{owner}の【スタンド】しているキャラが【レスト】した時、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("mine", "theirs", "hands"),
    [
        # Q258's trigger: A's turn, B's standing character rested — met
        (STANDING.format(period="あなたのターン中、", owner="相手"), "", (1, 0)),
        # the same period on B's card is B's turn: not met in A's turn
        ("", STANDING.format(period="あなたのターン中、", owner="あなた"), (0, 0)),
        # 「相手のターン中、」 on B's card: A's turn, met
        ("", STANDING.format(period="相手のターン中、", owner="あなた"), (0, 1)),
        # 「相手のターン中、」 on A's card: not met in A's own turn
        (STANDING.format(period="相手のターン中、", owner="相手"), "", (0, 0)),
        # the neighbour without a period: met in any turn
        (STANDING.format(period="", owner="相手"), "", (1, 0)),
    ],
)
def test_period_first_before_a_described_subject(
    mine: str, theirs: str, hands: tuple[int, int]
) -> None:
    """「あなたのターン中、相手の【スタンド】しているキャラが【レスト】した時」: the grammar hangs the
    period on the clause describing the subject (「【スタンド】している」); it is the trigger's, met
    only in that player's turn (8.1.1.2)."""
    assert drew(mine, theirs) == hands


def test_period_first_subject_state_still_read() -> None:
    """The state the period came off is still read: a reversed character rested was not
    【スタンド】 — no trigger, in the right turn."""
    text = STANDING.format(period="あなたのターン中、", owner="相手")
    assert drew(text, state="reverse") == (0, 0)


@pytest.mark.parametrize(
    "text",
    [
        # two events, the period read with the first (``_cancel_trigger``): not lifted
        "【自】 相手のターン中、あなたの受けたダメージがキャンセルされなかった時、あなたは1枚引く。",
        "【自】 相手のターン中、あなたの【スタンド】しているキャラが【レスト】した時、あなたは1枚引く。",
        "【自】 あなたのターン中、【スタンド】しているキャラが【レスト】した時、あなたは1枚引く。",
    ],
)
def test_period_first_neighbours_compile(text: str) -> None:
    """The lift changes only a describing clause that folds into the subject."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("ws")
    got = abilities_of("ws", Card(uid="t", owner="A", name="t", text=text))
    assert [a.supported for a in got] == [True], [a.reason for a in got]
