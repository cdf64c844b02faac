"""Round 52 (s49wsB): a state joined by 「…で、」 before a trigger's event (8.1.1.2.1).

「あなたのレベルが2以上で、このカードがアタックした時」: the grammar reads the state as a means of the
event's clause (two subjects); the whole 「(条件)した時」 is the trigger condition (8.1.1.2.1), so the
ability triggers on the event only while the state holds then (``Trig.detail`` ``holds``)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.cardtext.ir import Cond
from ruling.games._ws.cardtext.ir import trig_ext
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = "【自】 あなたのレベルが2以上で、このカードがアタックした時、あなたは1枚引く。"


def test_state_kept_apart_from_the_event() -> None:
    prog = ws_compile(TEXT)
    plain = ws_compile("【自】 このカードがアタックした時、あなたは1枚引く。")
    state = trig_ext(prog.trigger, "holds")
    assert isinstance(state, Cond) and state.what == "player_number" and state.n == 2
    assert prog.trigger.event == plain.trigger.event == "attack"
    assert prog.trigger.subject == plain.trigger.subject
    assert prog.cond is None  # not a condition checked on resolution


def _board(level: int, hand: int) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: attack, first_player: A}}
players:
  A:
    level: {level}
    deck: 10
    hand: 0
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1, text: "{TEXT}"}}
  B: {{deck: 10, stage: {{center_front: {{name: 乙, type: character, level: 0, power: 1000}}}}}}
actions:
  - {{do: attack, slot: center_front, kind: side}}
ask: [A.hand]
expect:
  state: {{A.hand: {hand}}}
"""


def test_triggers_while_the_state_holds() -> None:
    r = resolve(loads(_board(2, 1), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_trigger_when_the_state_does_not_hold() -> None:
    r = resolve(loads(_board(1, 0), "t.yaml"))
    assert not check_expect(r), check_expect(r)
