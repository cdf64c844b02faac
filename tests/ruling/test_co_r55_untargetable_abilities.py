"""「『X』は対戦相手の特殊能力の対象にならない」 with no card type named (round 55, s52coT2; issue
12): 特殊能力 is the text of a character or a navigator (4.2.8), so the text is 「対戦相手のキャラクター
やナビゲーターの特殊能力の対象にならない」 — an ability of a card of the opponent's, used by the opponent
who controls it (4.2.12), cannot target X (4.2.13; the card's text over it, 4.2.9). A card played
(an effect, 4.2.8) still may."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run


def test_no_type_named_is_both_types_of_ability() -> None:
    a = co_ability("『熊』は対戦相手の特殊能力の対象にならない。", name="熊")
    b = co_ability(
        "『熊』は対戦相手のキャラクターやナビゲーターの特殊能力の対象にならない。", name="熊"
    )
    assert a.supported, a.reason
    assert a.program == b.program


BOARD = """
turn: {player: B, number: 6, phase: main}
players:
  A:
    hp: 12
    deck: 20
    field:
      - {name: 熊, type: character, ap: 1, dp: 1, text: "『熊』は対戦相手の特殊能力の対象にならない。"}
  B:
    hp: 12
    energy: 2
    deck: 20
    field:
      - {name: 射手, type: character, ap: 1, dp: 1, text: "『射手』をタップする:対象のキャラクター1体に1ダメージを与える。"}
    hand:
      - {name: 雷, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}
actions:
  - ACTION
ask: [熊.zone]
"""


@pytest.mark.parametrize(
    ("action", "zone"),
    [
        ("{do: activate, player: B, card: 射手, target: 熊, allowed: false}", "A.field"),
        ("{do: play, player: B, card: 雷, target: 熊, allowed: true}", "A.dustbox"),
    ],
)
def test_the_opponents_ability_is_shut_out_not_its_spell(action: str, zone: str) -> None:
    r = co_run(BOARD.replace("ACTION", action))
    assert r.outcome["state"] == {"熊.zone": zone}
    assert bool(r.main.rejected) == (zone == "A.field")


def test_without_the_text_the_ability_targets_it() -> None:
    board = BOARD.replace("『熊』は対戦相手の特殊能力の対象にならない。", "")
    r = co_run(board.replace("ACTION", "{do: activate, player: B, card: 射手, target: 熊}"))
    assert r.outcome["state"] == {"熊.zone": "A.dustbox"}
