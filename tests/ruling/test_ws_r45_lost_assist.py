"""Round 45 (s42wse): a character whose power falls to 0 because a continuous effect of another
card that raised it stops applying (its card leaves the stage: a 『応援』 works only while its
card is in the back row, 10.3.2) is put into the waiting room by 9.5.1 in the same check timing
(8.5.1.1); that step cites the ended effect's clauses — its ending is why the power is 0."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD

ASSIST = "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"


def _run(front_power: int) -> Any:
    src = (
        WS_HEAD
        + "players:\n  A:\n    deck: 10\n    stage:\n"
        + f'      left_back: {{name: 支, type: character, level: 1, power: 2000, text: "{ASSIST}"}}\n'
        + f"      left_front: {{name: 前, type: character, level: 0, power: {front_power}}}\n"
        + "  B: {deck: 10}\n"
        + 'actions:\n  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、'
        + 'そのターン中、パワーを－3000。"}\n'
        + "choices:\n  - {player: A, at: choose, choose: 支}\n"
        + "ask: [前.zone]\n"
    )
    return resolve(loads(src))


def _front_leaves(r: Any) -> Any:
    return next(s for s in r.main.trace.steps if s.ja.startswith("前 ") and "9.5.1" in s.clauses)


def test_the_front_character_goes_for_the_assist_lost() -> None:
    r = _run(0)
    assert r.main.outcome["state"]["前.zone"] == "A.waiting_room"
    step = _front_leaves(r)
    assert {"10.3.1", "10.3.2"} <= set(step.clauses)


def test_a_character_above_0_without_it_stays() -> None:
    r = _run(1000)
    assert r.main.outcome["state"]["前.zone"] == "A.stage.left_front"
