"""vg round 49 (issue 12): 「<ユニット>が装備オーダーを２枚以上装備しているなら」 — how many equip
orders are associated with the unit (17.8.6), counted (the count printed after the object). Only
the bare 「…を装備しているなら」 was read; this was refused as "the condition
equip_order.progressive"."""

from __future__ import annotations

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads

TEXT = "【永】【(V)】：このユニットが装備オーダーを２枚以上装備しているなら、このユニットのパワー＋5000。"
SWORD = "聖剣装備 - 騎士王\\n【永】：装備しているユニットのパワー＋1000。"
SHIELD = "聖盾装備 - 騎士王\\n【永】：装備しているユニットのパワー＋1000。"


def test_compiled_as_a_count_of_the_orders_associated() -> None:
    prog = compile_ability(parse_card(TEXT, "vg").card.abilities[0])
    c = prog.cond
    assert (c.what, c.cmp, c.n) == ("count", "ge", 2)
    assert c.sel == Sel(kinds=("order",), states=("equipped",), on=Sel(ref="this"))


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
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000, text: "TEXT"}
    hand:
      - {name: 聖剣エクス, uid: 剣, type: order, grade: 1, traits: [装備], text: "SWORD"}
      - {name: 聖盾アイギス, uid: 盾, type: order, grade: 1, traits: [装備], text: "SHIELD"}
actions:
PLAYS
ask: [騎士王.power]
"""


@pytest.mark.parametrize(("at_least", "power"), [("１", 19000), ("２", 14000)])
def test_on_a_board_one_order_equipped(at_least: str, power: int) -> None:
    """One order associated (17.8.3, an order played a turn): +1000 from it; 「１枚以上」 holds
    (+5000), 「２枚以上」 does not (17.8.6)."""
    body = (
        BODY.replace("PLAYS", "  - {do: play_order, card: 剣}")
        .replace("TEXT", TEXT.replace("２枚以上", f"{at_least}枚以上"))
        .replace("SWORD", SWORD)
        .replace("SHIELD", SHIELD)
    )
    r = resolve(loads(body))
    assert r.outcome["state"]["騎士王.power"] == power  # type: ignore[attr-defined]
