"""ws round 54 (s51wsT1): 「そのターン中、あなたのクロックが相手のクロックより多いなら、このカードの
パワーを＋3000。そうでないなら、このカードのパワーを＋1500。」 — a period printed first, before the
condition, is how long the change after it lasts (8.2.1.2), and heads the other case too: both
changes end with the turn; the condition is read now."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

TEXT = (
    "そのターン中、あなたのクロックが相手のクロックより多いなら、このカードのパワーを＋3000。"
    "そうでないなら、このカードのパワーを＋1500。"
)
BOARD = """\
players:
  A:
    clock: {clock}
    stage:
      center_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    clock: 1
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, card: 観測者, text: "{text}"}}
ask: [観測者.power]
"""


@pytest.mark.parametrize(("clock", "power"), [(3, 6000), (0, 4500)])
def test_either_case(clock: int, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(clock=clock, text=TEXT), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power


def test_both_cases_end_with_the_turn() -> None:
    (ab,) = _abilities("ws", "【自】 このカードがアタックした時、" + TEXT, "character")
    assert ab.supported, ab.reason
    assert [op.until for op in ab.program.steps] == ["turn", "turn"]


def test_a_period_an_event_is_looked_for_in_stays() -> None:
    """Neighbour: 「そのターン中に…置かれているなら」 (no comma, an event of the turn) is the
    condition's own time, not carried."""
    (ab,) = _abilities(
        "ws",
        "【自】 このカードがアタックした時、そのターン中にあなたの手札が控え室に置かれているなら、"
        "あなたは1枚引く。",
        "character",
    )
    assert ab.supported and ab.program.cond is not None and ab.program.cond.what == "history"
