"""「あなたがコントロールしているすべてのキャラクターをオーナーの手札に戻す」 (round 49, s46coF;
cards_r47 U-6620): a return to the hand of every character of a group — the player's, the
opponent's, every one on the field — is each character of that group as the step is done (4.3.2.6),
each to its owner's hand (4.2.12); the step's 「すべて」 is read onto the group, as for a tap of a
group. Before, refused (「whom the noun phrase names」)."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.state import Card
from tests.ruling.boards import co_run

TEXT = "あなたがコントロールしているすべてのキャラクターをオーナーの手札に戻す。そのあと、あなたは山札からカードを1枚引く。"

BOARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{{name: 撤収, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 兵甲, type: character, ap: 1, dp: 1}}, {{name: 兵乙, type: character, ap: 1, dp: 1}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 敵兵, type: character, ap: 1, dp: 1}}]
actions:
  - {{do: play, card: 撤収}}
ask: [兵甲.zone, 兵乙.zone, 敵兵.zone]
"""


@pytest.mark.parametrize(
    ("words", "who"),
    [
        ("あなたがコントロールしている", "yours"),
        ("相手がコントロールしている", "theirs"),
        ("フィールドに出ている", "all_chars"),
    ],
)
def test_a_group_returned_compiles(words: str, who: str) -> None:
    get_game("co")
    text = f"{words}すべてのキャラクターをオーナーの手札に戻す。"
    (ab,) = abilities_of("co", Card(uid="x", name="撤収", owner="A", type="event", text=text))
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who) == ("bounce", who)


def test_the_players_characters_return_and_the_opponents_stay() -> None:
    r = co_run(BOARD.format(text=TEXT))
    assert r.outcome["state"] == {
        "兵甲.zone": "A.hand",
        "兵乙.zone": "A.hand",
        "敵兵.zone": "B.field",
    }
    assert "4.2.12" in r.decided_by


def test_every_character_to_its_owners_hand() -> None:
    text = "フィールドに出ているすべてのキャラクターをオーナーの手札に戻す。"
    r = co_run(BOARD.format(text=text))
    assert r.outcome["state"] == {
        "兵甲.zone": "A.hand",
        "兵乙.zone": "A.hand",
        "敵兵.zone": "B.hand",
    }
