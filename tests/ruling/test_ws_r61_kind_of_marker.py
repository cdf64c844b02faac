"""Round 61 (s58wsC): 「クライマックスのマーカー」 — a marker that is a card of that kind (a marker is a
card put into a marker zone, 3.7.1; its kind is the card's own, 2.3), read as the marker with the
description of one kind (``Sel.alts``); and 「あなたのキャラの下にマーカーがあるなら」, whose place (the
marker zones of the slots those characters are in, 3.7.1, 3.7.4) the condition now keeps — it
counted no marker at all before."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

BOARD = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 数え, type: character, level: 0, power: 2000, soul: 1, text: "{text}"}}
      left_front: {{name: 宿主, type: character, level: 0, power: 1000, soul: 1}}
    markers: {{{markers}}}
  B: {{deck: 10}}
ask: [数え.power]
"""

UNDER_THIS = (
    "【永】 このカードの下にクライマックスのマーカーが2枚以上あるなら、このカードのパワーを＋2000。"
)
UNDER_YOURS = (
    "【永】 あなたのキャラの下にクライマックスのマーカーがあるなら、このカードのパワーを＋2000。"
)
ANY_UNDER_YOURS = "【永】 あなたのキャラの下にマーカーがあるなら、このカードのパワーを＋2000。"

CX = "{name: 札, type: climax, face: up}"
CH = "{name: 人, type: character, face: up}"


def _power(text: str, markers: str) -> Any:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, markers=markers), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["数え.power"]


def test_compiles_to_a_marker_of_one_kind() -> None:
    sel = ws_compile(UNDER_THIS).cond.sel
    assert sel.kinds == ("marker",) and sel.zone == "under_this"
    assert [a.kinds for a in sel.alts] == [("climax",)]


@pytest.mark.parametrize(
    ("markers", "power"),
    [
        (f"center_front: [{CX}, {CX}]", 4000),  # two climaxes under this card
        (f"center_front: [{CX}, {CH}]", 2000),  # one climax, one character: not 2
        (f"left_front: [{CX}, {CX}]", 2000),  # under another card
    ],
)
def test_climax_markers_under_this_card(markers: str, power: int) -> None:
    assert _power(UNDER_THIS, markers) == power


@pytest.mark.parametrize(
    ("text", "markers", "power"),
    [
        (UNDER_YOURS, f"left_front: [{CX}]", 4000),
        (UNDER_YOURS, f"left_front: [{CH}]", 2000),  # a marker, but no climax
        (ANY_UNDER_YOURS, f"left_front: [{CH}]", 4000),  # any marker under one of yours
        (ANY_UNDER_YOURS, "", 2000),
    ],
)
def test_markers_under_your_characters(text: str, markers: str, power: int) -> None:
    assert _power(text, markers) == power


def test_a_marker_of_another_description_is_still_refused() -> None:
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        ws_compile(
            "【永】 このカードの下の相手のカードのマーカー1枚につき、このカードのパワーを＋1000。"
        )
