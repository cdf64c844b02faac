"""Round 53 (s50vsT2), issue 12: 「①[<event>時、<state>なら]→」 — a surprise whose [condition] is an
event and a 「なら」 over the game's state (2.14.6: the [condition] is what turns the card face up;
12.3.1: it may be turned face up when that condition is met). The grammar types the bracket as one
``Condition`` of marker ``surprise`` with ``parts`` (the event, the 「なら」); vs compiles the event
as the surprise's trigger and the 「なら」 as ``Program.flip_condition``, read as the event happens:
not holding, the card is not turned face up (it stays face down, nothing resolves). Before: 「text
the grammar could not type」."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = (
    "①[あなたのリングのカードがアタックされた時、相手のベンチのカードが2枚以上なら]→"
    "相手のベンチのカードを1枚選び、リタイヤ置場に置く。"
)


def test_the_typed_condition() -> None:
    r = parse_card("【ハウリング】《音響》" + _TEXT, "vs")
    assert not r.unparsed
    cond = r.card.abilities[0].condition
    assert cond.marker == "surprise" and cond.clause.verb == "conditions"
    assert [c.marker for c in cond.parts] == ["surprise", "nara"]


def test_the_compiled_program() -> None:
    prog = vs_program(_TEXT)
    assert (prog.keyword, prog.trigger) == ("surprise", "ring_attacked")
    assert prog.flip_condition == ("count", "opp_bench", "ge", 2)
    assert prog.condition is None  # not a condition of the effect (8.6.5)


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
%s
  B:
    deck: 10
    surprise:
      - {name: 罠, ap: 1000, dp: 1000, text: "%s"}
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 真}
choices:
  - {player: B, at: surprise, choose: "yes"}
  - {player: B, choose: 真}
ask: [真.zone, 罠.zone]
"""
_TWO = "      left: {name: 真, ap: 1000, dp: 1000}\n      right: {name: 律子, ap: 1000, dp: 1000}"
_ONE = "      left: {name: 真, ap: 1000, dp: 1000}"


@pytest.mark.parametrize(
    ("bench", "retired", "surprise_zone"),
    [
        (_TWO, "A.retire", "B.waiting"),  # two bench cards: turned up (12.3.1), 真 retired
        (_ONE, "A.bench.left", "B.surprise"),  # one: the 「なら」 not met, stays face down
    ],
)
def test_on_a_board(bench: str, retired: str, surprise_zone: str) -> None:
    r = resolve(loads(_BOARD % (bench, _TEXT)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["真.zone"], st["罠.zone"]) == (retired, surprise_zone)
    assert {"2.14.6", "12.3.1"} <= set(r.decided_by)
