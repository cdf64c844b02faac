"""ws round 59 (s56wsC): 「トリガーアイコンを持つ / 持たないキャラ」 — a card with a trigger icon (any of them,
2.11.1) or none; 「トリガーアイコンに[[soul.gif]]を持つ / 持たないキャラ」 — with that icon or without it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    hand:
      - {{name: 回収, type: event, level: 0, cost: 0, text: "{text}"}}
    waiting_room:
      - {{name: 魂, type: character, level: 0, trigger: [soul]}}
      - {{name: 扉, type: character, level: 0, trigger: [comeback]}}
      - {{name: 無印, type: character, level: 0, trigger: none}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: play, card: 回収}}
ask: [A.hand]
"""


def _taken(what: str) -> set[str]:
    text = f"あなたは自分の控え室の{what}キャラを1枚選び、手札に戻す。"
    r = resolve(loads(WS_HEAD + BOARD.format(text=text)))
    assert not unsupported(r), unsupported(r)
    out: set[str] = set()
    for leaf in r.leaves:
        c = leaf.final.players["A"].zones["hand"]
        out |= {x.name for x in c}
    return out


@pytest.mark.parametrize(
    "what,names",
    [
        ("トリガーアイコンを持たない", {"無印"}),
        ("トリガーアイコンを持つ", {"魂", "扉"}),
        ("、トリガーアイコンに[[soul.gif]]を持つ", {"魂"}),
        ("、トリガーアイコンに[[soul.gif]]を持たない", {"扉", "無印"}),
    ],
)
def test_the_cards_that_may_be_chosen(what: str, names: set[str]) -> None:
    assert _taken(what) == names
