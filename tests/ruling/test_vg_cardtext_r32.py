"""Vanguard card-text constructions of round 32 (issue 12, s28vgtext): each a minimal ability
text and what it does on a board, beside a neighbour that must not."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import vg_run


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ------------------------------ 「あなたのエネルギーが７個以上なら」: a player's number in pieces (3.1.3)


def _power(text: str, energy: int) -> int:
    body = f"""\
players:
  A:
    energy: {energy}
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{text}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    deck: 10
ask: [A.vanguard.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.vanguard.power"])


def test_energy_counted_in_pieces_is_the_same_condition() -> None:
    """「エネルギーが５個以上」 is 「エネルギーが５以上」: energy is a number, 個 its counter (3.1.3);
    5 meets it, 4 does not."""
    pieces = "【永】【(V)】：あなたのエネルギーが５個以上なら、このユニットのパワー＋10000。"
    assert _program(pieces) == _program(pieces.replace("５個", "５"))
    assert _power(pieces, 5) == 23000
    assert _power(pieces, 4) == 13000
