"""ws round 55 (s52wsT): 「このカードは前列の中央の枠に置けない」 — the prohibition of 「前列の枠に置け
ない」 (1.3.3, in force wherever the card is, 2.12.2.3) on one slot: the card is played (6.5.1.2.1)
and moved (6.5.1.2.4) into any slot but that one."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, ws_compile

CENTER = "【永】 このカードは前列の中央の枠に置けない。"


def test_compiled_as_a_ban_on_one_slot() -> None:
    assert ws_compile(CENTER).steps[0].stat == "put_slot@center"


def _board(actions: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    level: 1
    clock: [{{name: c1, color: yellow}}]
    hand:
      - {{name: 甲, type: character, level: 0, cost: 0, color: yellow, power: 3000, text: "{CENTER}"}}
    stage:
      left_front: {{name: 乙, type: character, level: 0, power: 1000, text: "{CENTER}"}}
  B: {{deck: 10}}
actions:
{actions}
"""


@pytest.mark.parametrize(
    ("slot", "ok"), [("center_front", False), ("right_front", True), ("left_back", True)]
)
def test_play(slot: str, ok: bool) -> None:
    act = f"  - {{do: play, player: A, card: 甲, slot: {slot}, allowed: {str(ok).lower()}}}"
    r = resolve(loads(_board(act), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if not ok:
        assert {"1.3.3", "6.5.1.2.1", "2.12.2.3"} <= cited(r)


@pytest.mark.parametrize(("to", "ok"), [("center_front", False), ("right_front", True)])
def test_move_between_slots(to: str, ok: bool) -> None:
    act = f"  - {{do: swap, player: A, slot: left_front, with: {to}, allowed: {str(ok).lower()}}}"
    r = resolve(loads(_board(act), "t.yaml"))
    assert not check_expect(r), check_expect(r)
