"""Round 53 (s50wsT): 「このカードが舞台から控え室に置かれた時、このカードが後列にいたなら」 — the place
this card was in on the stage it left (its last-known information there, 8.7.4.1.2): an ``at``
condition marked ``was``, read from the slot recorded when it left. Only an ability triggered by
that leaving has it; elsewhere it is refused."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import cond_was
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = (
    "【自】 このカードが舞台から控え室に置かれた時、このカードが後列にいたなら、あなたは1枚引く。"
)


def test_compiles_to_where_it_was() -> None:
    cond = ws_compile(TEXT).cond
    assert cond.what == "at" and cond_was(cond) and cond.filt.zones == ("back_row",)


def test_refused_without_the_leaving_trigger() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【自】 このカードがアタックした時、このカードが後列にいたなら、あなたは1枚引く。"
        )


@pytest.mark.parametrize(("slot", "hand"), [("left_back", 1), ("center_front", 0)])
def test_draws_only_when_it_left_from_the_back_row(slot: str, hand: int) -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    hand: 0
    stage:
      {slot}: {{name: 去る者, type: character, level: 0, power: 3000, text: "{TEXT}"}}
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、控え室に置く。"}}
choices:
  - {{player: A, choose: 去る者}}
expect:
  state: {{A.hand: {hand}, 去る者.zone: A.waiting_room}}
  decided_by: ["8.7.4.1.2"]
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
