"""ws round 54 (s51wsT1): a slot-move trigger that names where the card moved from
(「…が前列の枠から後列の枠に動いた時」, 「…が前列の中央以外の枠から前列の中央の枠に動いた時」,
「…が他の枠から前列の枠に動いた時」): a character moved from a slot of the stage to another (3.6.3),
from the row or the one slot named (3.6.4) — 「X以外の枠」 every slot but X; a move from elsewhere
does not meet it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    level: 1
    stage:
      left_front: {{name: 走者, type: character, level: 0, power: 3000, soul: 1, text: "{runner}"}}
      center_front: {{name: 相方, type: character, level: 0, power: 4000, soul: 1, text: "{runner}"}}
      left_back: {{name: 観客, type: character, level: 0, power: 2000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, card: 走者, text: "{move}"}}
choices:
  - {{player: A, at: choose, choose: 相方}}
ask: [走者.power, 相方.power, 観客.power, 走者.zone]
"""
SWAP = "あなたは他の自分の前列のキャラを1枚とこのカードを選び、入れ替える。"
TO_BACK = "このカードを後列のキャラのいない枠に動かす。"
BOOST = "そのターン中、このカードのパワーを＋1000。"


def _run(runner: str = "", watch: str = "", move: str = SWAP) -> tuple[int, int, int]:
    r = resolve(loads(WS_HEAD + BOARD.format(runner=runner, watch=watch, move=move)))
    assert not unsupported(r), unsupported(r)
    s = r.outcome["state"]
    return (s["走者.power"], s["相方.power"], s["観客.power"])


@pytest.mark.parametrize(
    ("trigger", "powers"),
    [
        # 走者 left -> centre meets it; 相方 centre -> left came from the centre: no
        ("このカードが前列の中央以外の枠から前列の中央の枠に動いた時、", (4000, 4000, 2000)),
        # the neighbour the other way round: 相方 left the centre for another slot of the row
        ("このカードが前列の中央の枠から前列の枠に動いた時、", (3000, 5000, 2000)),
        # 「他の枠から」: any slot — both moved
        ("このカードが他の枠から前列の枠に動いた時、", (4000, 5000, 2000)),
        # from the back row: neither did
        ("このカードが後列の枠から前列の枠に動いた時、", (3000, 4000, 2000)),
    ],
)
def test_this_card_moved_from(trigger: str, powers: tuple[int, int, int]) -> None:
    assert _run(runner="【自】 " + trigger + BOOST) == powers


@pytest.mark.parametrize(
    ("move", "power"),
    [
        (TO_BACK, 3000),  # 走者 front -> back: the watcher's +1000
        (SWAP, 2000),  # front -> front: not to the back row
    ],
)
def test_a_character_moved_front_to_back(move: str, power: int) -> None:
    watch = "【自】 あなたのキャラが前列の枠から後列の枠に動いた時、" + BOOST
    assert _run(watch=watch, move=move)[2] == power
