"""vg round 50 (issue 12, s47vgA): 「相手の裏のバインドゾーンにカードが(２枚以上)あるなら」 — a face
said of a place is the face of the cards in it (4.12.3: the face-down cards of the bind zone);
refused before as "an existence condition at a place described this way"."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

TEXT = "【永】【(R)】：相手の裏のバインドゾーンにカードがあるなら、このユニットのパワー＋5000。"

BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
    bind: BIND
  A:
    deck: 10
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front: {name: 忍, type: normal, grade: 2, power: 10000, text: "TEXT"}
actions: []
ask: [忍.power]
"""

UP = "{name: 表札, type: normal, grade: 1}"
DOWN = "{name: 伏札, type: normal, grade: 1, face: down}"


def _run(text: str, bind: str) -> Any:
    return resolve(loads(BODY.replace("TEXT", text).replace("BIND", bind), "t.yaml"))


def test_compiled_as_face_down_cards_in_the_zone() -> None:
    prog = compile_ability(parse_card(TEXT, "vg").card.abilities[0])
    assert prog.cond.sel == Sel(
        owner="opponent", zones=("bind",), kinds=("card",), states=("face_down",)
    )


@pytest.mark.parametrize(
    ("bind", "power"),
    [("[]", 10000), (f"[{UP}]", 10000), (f"[{DOWN}]", 15000), (f"[{UP}, {DOWN}]", 15000)],
)
def test_only_face_down_cards_count(bind: str, power: int) -> None:
    r = _run(TEXT, bind)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["忍.power"] == power


@pytest.mark.parametrize(
    ("bind", "power"), [(f"[{DOWN}, {UP}]", 10000), (f"[{DOWN}, {DOWN}]", 15000)]
)
def test_a_count_of_them(bind: str, power: int) -> None:
    text = TEXT.replace("カードがある", "カードが２枚以上ある")
    r = _run(text, bind)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["忍.power"] == power
