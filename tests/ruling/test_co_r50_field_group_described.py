"""「フィールドに出ているすべてのタップ状態のキャラクターに1ダメージを与える」 (round 50, s47coA;
issue 12): cards on the field (4-2-7) whoever controls them, described further by an orientation
(3.2.2 タップ状態), a value or a gender — the described group of the field as 「相手がコントロール
している…」 names it (4.2.12), with no controller: each card so described as the step is done
(4.3.2.6). Before, refused (「every character, described further」)."""

from __future__ import annotations

import pytest

from ruling.games._co.cardtext import programs
from ruling.state import Card
from tests.ruling.boards import cited, co_run

TEXT = "フィールドに出ているすべてのタップ状態のキャラクターに1ダメージを与える。"

BOARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{{name: 吹雪, type: event, cost: 1, text: "{text}"}}]
    field:
      - {{name: 兵甲, type: character, ap: 1, dp: 1, state: rest}}
      - {{name: 兵乙, type: character, ap: 1, dp: 1}}
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 敵甲, type: character, ap: 1, dp: 1, state: rest}}
      - {{name: 敵乙, type: character, ap: 1, dp: 1}}
actions:
  - {{do: play, card: 吹雪}}
ask: [兵甲.zone, 兵乙.zone, 敵甲.zone, 敵乙.zone]
"""


@pytest.mark.parametrize(
    "text",
    [TEXT, "フィールドに出ているタップ状態のすべてのキャラクターに1ダメージを与える。"],
)
def test_the_group_compiles_with_no_controller(text: str) -> None:
    (prog,) = programs(Card(uid="x", owner="A", name="吹雪", type="event", text=text))
    (op,) = prog.ops
    assert (op.kind, op.who, op.sel.owner, op.sel.states) == (
        "damage",
        "described",
        None,
        ("rest",),
    )


def test_every_tapped_character_of_both_players_is_dealt_the_damage() -> None:
    r = co_run(BOARD.format(text=TEXT))
    assert r.outcome["state"] == {
        "兵甲.zone": "A.dustbox",
        "兵乙.zone": "A.field",
        "敵甲.zone": "B.dustbox",
        "敵乙.zone": "B.field",
    }
    assert "4.3.2.6" in cited(r)


def test_without_a_description_it_is_every_character() -> None:
    text = "フィールドに出ているすべてのキャラクターに1ダメージを与える。"
    (prog,) = programs(Card(uid="x", owner="A", name="吹雪", type="event", text=text))
    assert prog.ops[0].who == "all_chars"
