"""Round 48 (s45vgF): 「このユニットが相手のグレード３のカードの効果でダメージを受けた時」 — the vanguard
received damage (7.35.1) and the event carries its source (11.5.2): skill damage's is the effect's card,
even where the text reads as if the fighter dealt it (11.5.2.2, 11.5.2.2.1); battle damage (11.5.2.1)
is no effect's. The trigger's 「…のカードの効果で」 is read against that source."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first

TEXT = "【自】【(V)】：このユニットが相手のMEANSダメージを受けた時、１枚引く。"
BOARD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 爆炎竜, grade: GRADE, power: 13000}
    deck: 10
  B:
    vanguard: {name: 守護竜, grade: 3, power: 13000, text: "TEXT"}
    hand: []
    deck: [{name: 並兵, type: normal, grade: 2, trigger: none}, 9]
actions:
  - {do: resolve_text, player: A, card: 爆炎竜, text: "相手のヴァンガードに１ダメージを与える。"}
"""


def test_compiles_as_a_damage_event() -> None:
    prog = compiled_first(TEXT.replace("MEANS", "グレード３のカードの効果で"), "vg")
    assert prog.trigger is not None and prog.trigger.event == "damaged"
    assert prog.trigger.by is not None and prog.trigger.by.stats


@pytest.mark.parametrize(
    ("grade", "hand", "cited"),
    [
        (3, 1, '["11.5.2.2", "11.5.2.2.1", "11.9.2"]'),  # the source is a grade 3 card: met
        (2, 0, "[]"),  # a grade 2 card's effect: not met
    ],
)
def test_source_read_on_the_board(grade: int, hand: int, cited: str) -> None:
    text = TEXT.replace("MEANS", "グレード３のカードの効果で")
    body = BOARD.replace("TEXT", text).replace("GRADE", str(grade))
    body += f"expect:\n  state: {{B.damage: 1, B.hand: {hand}}}\n  decided_by: {cited}\n"
    assert not (got := check_expect(resolve(loads(body, "t.yaml")))), got
