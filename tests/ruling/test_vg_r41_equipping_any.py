"""「あなたのヴァンガードが装備オーダーを装備しているなら」 / 「…がカードを装備しているなら」
(round 41, issue 12): the unit is associated with an equip order (17.8.6), any of them — only
equip orders are associated with units so (17.8.5)."""

from __future__ import annotations

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads

SWORD = "聖剣装備 - 騎士王\\n【永】：装備しているユニットのパワー＋5000。"
TEXT = "【永】【(R)】：あなたのヴァンガードが装備オーダーを装備しているなら、このユニットのパワー＋3000。"


@pytest.mark.parametrize("what", ["装備オーダー", "カード"])
def test_any_equip_order(what: str) -> None:
    prog = compile_ability(parse_card(TEXT.replace("装備オーダー", what), "vg").card.abilities[0])
    assert prog.cond is not None and prog.cond.filt is not None
    assert prog.cond.filt.states == ("equipping_any",)


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
    left_front: {name: 従者, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand: [{name: 聖剣エクス, uid: 剣, type: order, grade: 1, traits: [装備], text: "SWORD"}]
actions:
  - {do: play_order, card: 剣}
ask: [従者.power]
"""


@pytest.mark.parametrize(("vanguard", "power"), [("騎士王", 13000), ("別王", 10000)])
def test_on_a_board_the_vanguard_equipped(vanguard: str, power: int) -> None:
    """The order played: on 騎士王's circle, associated with it (17.8.3) — 従者 gets +3000; with
    another vanguard it goes to the drop (17.8.3.1) — nothing."""
    body = BODY.replace("VANGUARD", vanguard).replace("TEXT", TEXT).replace("SWORD", SWORD)
    r = resolve(loads(body))
    assert r.outcome["state"]["従者.power"] == power  # type: ignore[attr-defined]


# 「このカードを装備しているユニット」 (an equip order's own text): the unit associated with this
# order (17.8.6), as 「装備しているユニット」 says it

THIS_SWORD = "聖剣装備 - 騎士王\\n【永】：このカードを装備しているユニットのパワー＋5000。"


def test_this_card_equipped_is_the_orders_unit() -> None:
    def prog(text: str):  # type: ignore[no-untyped-def]
        return compile_ability(parse_card(text, "vg").card.abilities[0])

    said = "【永】：このカードを装備しているユニットのパワー＋5000。"
    assert prog(said) == prog(said.replace("このカードを", ""))


def test_on_a_board_this_card_equipped_gives_its_unit() -> None:
    body = BODY.replace("VANGUARD", "騎士王").replace("TEXT", "").replace("SWORD", THIS_SWORD)
    r = resolve(loads(body.replace("ask: [従者.power]", "ask: [騎士王.power, 従者.power]")))
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert st["騎士王.power"] == 18000 and st["従者.power"] == 10000


# 「このユニットが装備しているカード」: the equip orders associated with this unit (17.8.6), on its
# vanguard circle (17.8.3)

BARE_SWORD = "聖剣装備 - 騎士王"
KING = """\
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
    hand: [{name: 聖剣エクス, uid: 剣, type: order, grade: 1, traits: [装備], text: "SWORD"}]
actions:
ACTIONS
ask: [騎士王.power]
"""


@pytest.mark.parametrize(
    ("said", "played", "power"),
    [
        ("が１枚以上", True, 16000),
        ("が１枚以上", False, 13000),
        ("が「聖剣」を含む", True, 16000),
        ("が「魔剣」を含む", True, 13000),
    ],
)
def test_on_a_board_the_cards_this_unit_equips(said: str, played: bool, power: int) -> None:
    text = (
        f"【永】【(V)】：このユニットが装備しているカード{said}なら、このユニットのパワー＋3000。"
    )
    acts = "  - {do: play_order, card: 剣}" if played else "  - {do: main_phase}"
    body = KING.replace("TEXT", text).replace("SWORD", BARE_SWORD).replace("ACTIONS", acts)
    r = resolve(loads(body))
    assert r.outcome["state"]["騎士王.power"] == power  # type: ignore[attr-defined]
