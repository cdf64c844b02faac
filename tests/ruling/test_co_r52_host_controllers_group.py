"""「セットされたナビゲーターのコントローラーがコントロールしているすべてのキャラクターに「+1:+0」の修正を
与える」 (round 52, s49coB): in force on every character controlled by the player who controls the card
this one is set on (4.2.12, 4.3.8), read as the effect applies — the other player's characters are not
reached. Before, refused (「characters controlled by ['card_controller']」)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability

TEXT = "セットされたナビゲーターのコントローラーがコントロールしているすべてのキャラクターに「+1:+0」の修正を与える。"


def test_compiles_as_a_group_in_force() -> None:
    ab = co_ability(TEXT, "item", name="紋章")
    assert ab.supported, ab.reason
    (s,) = ab.program.statics
    assert (s.kind, s.who, s.ap, s.dp) == ("mod", "host_controllers", 1, 0)


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 軍師, type: navigator}
      - {name: 紋章, type: item, set_on: 軍師, text: "ナビゲーター1体にセット\\n%s"}
      - {name: 兵, type: character, ap: 1, dp: 1}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 敵兵, type: character, ap: 1, dp: 1}
actions: []
ask: [兵.ap, 敵兵.ap]
"""


def test_the_host_controllers_characters_only() -> None:
    r = resolve(loads(BOARD % TEXT, "t.yaml"))
    assert r.outcome["state"] == {"兵.ap": 2, "敵兵.ap": 1}
