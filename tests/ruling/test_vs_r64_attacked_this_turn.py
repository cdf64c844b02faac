"""Round 64 (s61vsC), issue 12: 「このターンにこのカードが2回以上アタックされていたなら」 — the attacks
made this turn (7.1.3.2) in which that card was the attacked card (4.14.1), counted from the
attacks' record as the condition is read (8.6.5): ``attacks_this_turn`` with the attacked card
counted, not the attacker. Before: refused as 「whether attacked happened this turn」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = (
    "[リング]相手のターンの終わりに、このターンに%sが%sアタックされていたなら、あなたは1枚引く。"
)


@pytest.mark.parametrize(
    ("who", "times", "cond"),
    [
        ("このカード", "2回以上", ("attacks_this_turn", "this", "any", "ge", 2, "attacked")),
        ("あなたのリングのカード", "", ("attacks_this_turn", "you", "any", "ge", 1, "attacked")),
    ],
)
def test_the_compiled_condition(who: str, times: str, cond: tuple[object, ...]) -> None:
    assert vs_program(_TEXT % (who, times)).condition == cond


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 9000}
    bench:
      left: {name: 真, ap: 0, dp: 1000}
      right: {name: 律子, ap: 0, dp: 1000}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 9000, text: "%s"}
actions:
%s
  - {do: end_phase}
  - {do: end_phase}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("attacks", "drawn"),
    [
        (["真", "律子"], 1),  # attacked twice this turn (4.14.1)
        (["真"], 0),  # once: fewer than printed
    ],
)
def test_on_a_board(attacks: list[str], drawn: int) -> None:
    acts = "\n".join(f"  - {{do: attack, support: {s}}}" for s in attacks)
    r = resolve(loads(_BOARD % (_TEXT % ("このカード", "2回以上"), acts)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn, r.outcome
    if drawn:
        assert {"7.1.3.2", "4.14.1"} <= set(r.decided_by)
