"""Round 62 (issue 12, s59wsC2): 「戻した枚数と同じ数だけ、あなたは1枚引く」 — a nominal step 「Vした枚数と
同じ数だけ」 opening the rest of a sentence: that rest done once per card the step before dealt with,
as 「戻したカード1枚につき、…」 says (the ``repeat`` op the ws plug-in already builds for 「…1枚につき、」
before a look or a damage). Refused before as "the action be.nominal" (cards_r61 W612-044, -017:
each still refused later, 「クロックの上からカードを選び」 and 「見せたカード」)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

AS_MANY = "あなたは自分の控え室のクライマックスを2枚まで選び、山札に戻す。戻した枚数と同じ数だけ、あなたは1枚引く。"
PER = "あなたは自分の控え室のクライマックスを2枚まで選び、山札に戻す。戻したカード1枚につき、あなたは1枚引く。"

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1}}
    waiting_room:
{climaxes}      - {{name: 兵, type: character, level: 0, power: 1000, soul: 1}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: resolve_text, player: A, card: 番人, text: "{text}"}}
"""

CX = "      - {{name: 夜{i}, type: climax, color: yellow}}\n"


def _hands(text: str, climaxes: int) -> list[tuple[int, int]]:
    """(climaxes returned, cards drawn) of each outcome (the choices branch it)."""
    cx = "".join(CX.format(i=i) for i in range(climaxes))
    r = resolve(loads(BOARD.format(climaxes=cx, text=text), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    branches = r.outcome.get("branches") or [{"choices": [], "outcome": r.outcome}]
    return [
        (len({c for c in b["choices"] if c != "no"}), b["outcome"]["state"].get("A.hand", 0))
        for b in branches
    ]


@pytest.mark.parametrize("climaxes", [0, 1, 2, 3])
def test_on_a_board(climaxes: int) -> None:
    got = _hands(AS_MANY, climaxes)
    # one card drawn per climax returned, as 「戻したカード1枚につき」 draws
    assert all(returned == drawn for returned, drawn in got), got
    assert max(drawn for _r, drawn in got) == min(climaxes, 2)
    assert got == _hands(PER, climaxes)
