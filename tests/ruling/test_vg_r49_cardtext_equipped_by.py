"""vg round 49 (issue 12): 「<ユニット>が装備しているカード」 with any subject — the equip orders
associated with the unit it names (17.8.6), on its circle (17.8.3) — and with a count after it
(「このユニットが装備しているカード１枚につき」). Only 「このユニットが…」 without a count was read;
the rest was refused as "a relative clause equip_order.progressive in a selector"."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads

SWORD = "聖剣装備 - 騎士王\\n【永】：装備しているユニットのパワー＋5000。"
BACK = (
    "【起】【(R)】：【コスト】[このユニットを退却させる]ことで、"
    "あなたのヴァンガードが装備しているカードを１枚選び、手札に戻す。"
)
PER = (
    "【永】【(V)】：このユニットが装備しているカード１枚につき、"
    "あなたの前列のリアガードすべてのパワー＋2000。"
)


def _prog(text: str) -> Any:
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_a_vanguard_equipped_is_the_orders_associated_with_it() -> None:
    choose = _prog(BACK).steps[0]
    assert choose.verb == "choose" and choose.n == 1
    assert choose.target == Sel(
        kinds=("order",), states=("equipped",), on=Sel(owner="you", kinds=("vanguard",))
    )


def test_per_card_this_unit_equips() -> None:
    (stat,) = _prog(PER).steps
    assert stat.per == Sel(
        owner="you", zones=("vanguard",), kinds=("order",), states=("equipped_to_this",)
    )
    assert stat.amount == 2000


BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: 10
    vanguard: {name: VANGUARD, type: normal, grade: 3, power: 13000}
    left_front: {name: 従者, type: normal, grade: 2, power: 10000, text: "BACK"}
    hand: [{name: 聖剣エクス, uid: 剣, type: order, grade: 1, traits: [装備], text: "SWORD"}]
actions:
  - {do: play_order, card: 剣}
  - {do: activate, card: 従者}
"""


@pytest.mark.parametrize(("vanguard", "back"), [("騎士王", True), ("別王", False)])
def test_on_a_board_the_equipped_order_goes_back(vanguard: str, back: bool) -> None:
    """The order played onto 騎士王's circle is associated with it (17.8.3): 従者's ability
    chooses it and returns it to the hand; with another vanguard it went to the drop (17.8.3.1)
    and there is nothing to choose."""
    body = BODY.replace("VANGUARD", vanguard).replace("BACK", BACK).replace("SWORD", SWORD)
    r = resolve(loads(body))
    hand = [c.name for c in r.main.final.players["A"].zones["hand"]]
    assert ("聖剣エクス" in hand) is back
