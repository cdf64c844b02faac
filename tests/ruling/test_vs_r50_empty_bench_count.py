"""Round 50 (s47vsA), issue 12: 「あなたの空いているベンチが1つ以上あるなら」 — a count condition on
the bench frames holding no card (3.3.3.5 「「空いているベンチ」とは、何もカードが置かれていないベンチの
ことを指します」; the three frames of 3.3.3.2), read as it is now (8.3.3 for a continuous
technique). Before: refused as 「a count of cards in a state other than a bench's or energy」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[リング]あなたの空いているベンチが%s以上あるなら、このカードは+1000/+0される。"


def test_the_compiled_condition() -> None:
    prog = vs_program(_TEXT % "1つ")
    assert prog.condition == ("count", "your_bench", "ge", 1, (), ("empty",))


_BOARD = """
game: vs
title: t
turn: {player: A, number: 7, phase: chara, first_player: A}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
%s
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
ask: [千早.ap]
"""
_L = "      left: {name: 春香, ap: 0, dp: 1000}"
_C = "      center: {name: 雪歩, ap: 0, dp: 1000}"
_R = "      right: {name: 律子, ap: 0, dp: 1000}"


@pytest.mark.parametrize(
    ("count", "bench", "ap"),
    [
        ("1つ", (_L, _C, _R), 2000),  # every frame holds a card: none is empty
        ("1つ", (_L, _R), 3000),  # the center frame is empty
        ("2つ", (_L, _R), 2000),  # one empty frame is not two
        ("2つ", (_C,), 3000),
    ],
)
def test_empty_frames_counted(count: str, bench: tuple[str, ...], ap: int) -> None:
    r = resolve(loads(_BOARD % (_TEXT % count, "\n".join(bench))))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
    if ap == 3000:
        assert "3.3.3.5" in r.decided_by
