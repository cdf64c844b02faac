"""A change of 「…すべて」 made by a step after a character came onto the stage from outside the
slots in the same resolution (round 61, s58wsR): 8.9.2 cuts off at the ability's play (8.6.2.4),
the step comes later — the unsettled point group_change_card_arrived_in_resolution, both readings
run: at_step (reached, the engine's) and from_play (not reached). A card there since the play, or
moved only slot to slot, raises nothing."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import raised_points, resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state, unsupported

RETURN_PUT = (
    "あなたは自分のキャラを1枚選び、手札に戻す。その後、あなたは手札のキャラを1枚選び、舞台のキャラのいない枠に置く。"
    "そのターン中、あなたのキャラすべてに、パワーを＋1000。"
)
PLAIN = "そのターン中、あなたのキャラすべてに、パワーを＋1000。"


def _run(text: str, choices: str = "") -> Any:
    return resolve(
        loads(f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    level: 2
    clock: [{{name: 白, type: character, color: yellow}}]
    stock: 2
    hand:
      - {{name: 祈り, type: event, level: 2, cost: 2, color: yellow, text: "{text}"}}
    stage:
      center_front: {{name: 聖女, type: character, level: 1, power: 5000, soul: 1, color: yellow}}
      left_front: {{name: 僧兵, type: character, level: 1, power: 4000, soul: 1, color: yellow}}
    deck: 10
  B:
    deck: 20
actions:
  - {{do: play, card: 祈り}}
{choices}ask: [聖女.power, 僧兵.power]
""")
    )


def _point(r: Any) -> bool:
    return any("8.6.2.4" in cl and "8.9.2" in cl for cl, _both in raised_points(r))


def test_returned_and_put_back_both_readings() -> None:
    r = _run(
        RETURN_PUT,
        "choices:\n  - {player: A, choose: 聖女}\n  - {player: A, choose: 聖女}\n"
        "  - {player: A, at: slot, choose: center_front}\n",
    )
    assert not unsupported(r)
    assert _point(r)
    assert main_state(r, "聖女.power") == 6000 and main_state(r, "僧兵.power") == 5000
    other = [
        lf for lf in r.leaves + r.alternates if any(c.option == "from_play" for c in lf.choices)
    ]
    assert other and all(lf.outcome["state"]["聖女.power"] == 5000 for lf in other)
    assert all(lf.outcome["state"]["僧兵.power"] == 5000 for lf in other)


def test_no_card_arrived_raises_nothing() -> None:
    r = _run(PLAIN)
    assert not _point(r)
    assert main_state(r, "聖女.power") == 6000 and main_state(r, "僧兵.power") == 5000


def test_slot_to_slot_move_raises_nothing() -> None:
    """8.9.2 counts no slot-to-slot move: a character moved to another slot in the resolution is
    reached without question."""
    r = _run(
        "あなたは自分のキャラを1枚選び、舞台のキャラのいない枠に動かす。" + PLAIN,
        "choices:\n  - {player: A, choose: 聖女}\n  - {player: A, at: slot, choose: right_front}\n",
    )
    assert not unsupported(r)
    assert not _point(r)
    assert main_state(r, "聖女.power") == 6000
