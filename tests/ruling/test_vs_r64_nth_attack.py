"""Round 64 (s61vsC), issue 12: 「このカードがアタックした時、このターンにこのカードがアタックしたのが
2回目なら」 — the triggering attack the N-th of this turn (the shared ``_nth_occurrence``, ``detail``
``("upto", "trigger")``): the attack is recorded as it is made (7.1.3.2) and no other is made before
the technique resolves in that attack, so this turn's attacks counted as it resolves (8.6.5) are
those up to and with it. Read only with the trigger being that attack. Before: refused as 「the
triggering event counted among this turn's」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

_TEXT = "[リング]このカードがアタックした時、このターンにこのカードがアタックしたのが2回目なら、あなたは1枚引く。"


def test_the_compiled_condition() -> None:
    assert vs_program(_TEXT).condition == ("attacks_this_turn", "this", "any", "eq", 2, "upto")


def test_another_trigger_refused() -> None:
    text = "[リング]エンドフェイズの始めに、このターンにこのカードがアタックしたのが2回目なら、あなたは1枚引く。"
    assert "other than that attack" in vs_refused(text)


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 9000, text: "%s"}
    bench:
      left: {name: 真, ap: 0, dp: 1000}
      center: {name: 雪歩, ap: 0, dp: 1000}
      right: {name: 律子, ap: 0, dp: 1000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
%s
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("supporters", "drawn"),
    [
        (["真"], 0),  # the first attack
        (["真", "律子"], 1),  # the second: it draws
        (["真", "律子", "雪歩"], 1),  # the third is not the second (only the second drew)
    ],
)
def test_on_a_board(supporters: list[str], drawn: int) -> None:
    acts = "\n".join(f"  - {{do: attack, support: {s}}}" for s in supporters)
    r = resolve(loads(_BOARD % (_TEXT, acts)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn, r.outcome
    if drawn:
        assert "7.1.3.2" in set(r.decided_by)
