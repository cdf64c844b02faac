"""Round 48 (s45wsF): a cost 「［(1) 手札のキャラを1枚このカードの下にマーカーとして表向きに置く］」 —
the card the payer picks goes into the marker zone of this card's slot (3.7.1) face up, as the
text says (3.7.2.1; face down when it says nothing, 3.7.2), as part of paying the cost (8.4.2)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, ws_compile, zone_names

UP = "【起】［(1) 手札のキャラを1枚このカードの下にマーカーとして表向きに置く］ あなたは1枚引く。"
DOWN = "【起】［(1) 手札のキャラを1枚このカードの下にマーカーとして置く］ あなたは1枚引く。"

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 主, type: character, level: 0, power: 3000, soul: 1, text: "TEXT"}}
    hand: [{name: 印候補, type: character, level: 0}]
    stock: 1
    deck: [{name: 引札, type: character, level: 0}, 9]
    level: 1
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 主}
"""


def test_compiles_to_a_face_up_move_under_this_card() -> None:
    (mv,) = [c for c in ws_compile(UP).cost if c.what == "move"]
    assert mv.dest == "under_this" and mv.face == "up"
    (mv,) = [c for c in ws_compile(DOWN).cost if c.what == "move"]
    assert mv.dest == "under_this" and mv.face is None


@pytest.mark.parametrize(("text", "up", "clause"), [(UP, True, "3.7.2.1"), (DOWN, False, "3.7.2")])
def test_paid_the_marker_lies_face_up_or_down(text: str, up: bool, clause: str) -> None:
    r = resolve(loads(BOARD.replace("TEXT", text), "t.yaml"))
    assert zone_names(r, "A", "markers.center_front") == ["印候補"]
    (marker,) = r.main.final.players["A"].zones["markers.center_front"]
    assert marker.face_up is up
    assert zone_names(r, "A", "hand") == ["引札"]
    assert {"8.4.2", "3.7.1", clause} <= cited(r)
