"""ws round 54 (s51wsT2): 「このコストで控え室に置いたカード」 — the cards paying the ability's cost
moved there (8.4.2: paying a cost is carrying out the actions it names, in order, 8.4.2.1). The
payment records what it moved (``costs.pay_cost``: every card whose zone or stay there changed, with
the zone it went to); the reference reads those of the zone named, as 「この効果で控え室に置いた
カード」 reads the effect's moves (8.8.1). A card already in that zone is not among them."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

BOARD = """\
players:
  A:
    deck: 10
    hand:
      - {{name: 雲, type: climax, color: yellow, trigger: soul}}
      - {{name: 兵, type: character, level: 0, power: 1000, soul: 1}}
    waiting_room:
      - {{name: 古雲, type: climax, color: yellow, trigger: soul}}
    stage:
      center_front: {{name: 係, type: character, level: 0, power: 1000, soul: 1, text: "【起】［手札を1枚控え室に置く］ このコストで控え室に置いたカードにCXがあるなら、あなたは1枚引く。"}}
  B: {{deck: 10}}
actions:
  - {{do: activate, player: A, card: 係}}
choices:
  - {{player: A, choose: {paid}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("paid", "hand"),
    [
        ("雲", 2),  # the CX paid: one card left, one drawn
        ("兵", 1),  # a character paid: the CX already in the waiting room does not count
    ],
)
def test_the_cards_a_cost_put_into_the_waiting_room(paid: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(paid=paid), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


def test_the_cost_reference_compiles_in_an_automatic_ability() -> None:
    prog = compiled_first(
        "【自】［手札を2枚控え室に置く］ このカードがアタックした時、あなたはコストを払ってよい。"
        "そうしたら、このコストで控え室に置いたカードにCXがあるなら、相手に1ダメージを与える。",
        "ws",
    )
    assert prog.steps[-1].cond.sel.ref == "put_by_cost"
    assert prog.steps[-1].cond.sel.zones == ("waiting_room",)
