"""Round 64 (lead): a card put onto a circle from a zone that is no circle (「あなたの手札から１枚を
(R)に置く」, 「山札の上から１枚見て、(R)に置く」) appears there without a call (7.17.1; 6.2.1.1 names the call
by 「コールする」). The move step runs units already on circles only: such a placement was passed
over in silence (the card chosen, nothing done). Now the compiler refuses a text naming such a
zone, and the runtime, meeting a card of no circle, says the step is not run (issue 12: an
unsupported text is never silent)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads


def _compile(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_a_card_from_the_hand_onto_a_circle_is_refused() -> None:
    with pytest.raises(Exception, match="onto a circle from the hand"):
        _compile(
            "【起】【(V)】：【コスト】[カウンターブラスト(1)]、あなたの手札から１枚を(R)に置く。"
        )


def test_a_rearguard_moved_to_another_circle_still_compiles() -> None:
    p = _compile("【起】【(V)】：あなたのリアガードを１枚選び、別の(R)に移動させる。")
    assert p.steps[-1].verb == "move" and p.steps[-1].dest == "rear"


BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：あなたの山札の上から１枚見て、(R)に置く。"}
    deck: [{name: 上札, type: normal, grade: 1, power: 8000}, 9]
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, player: A, card: 王}
"""


def test_a_looked_card_put_onto_a_circle_is_said_unsupported() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    warned = [w for w in r.warnings() if w.kind == "unsupported"]
    assert warned and "上札" in warned[0].ja, r.warnings()
    assert r.outcome.get("may_depend_on_unsupported") is True
