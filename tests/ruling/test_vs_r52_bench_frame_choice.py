"""Round 52 (s49vsA): 「（自分|相手）の（左|中央|右）ベンチのカードを1枚選び、…」 — a choice among the
card of one frame of a bench (3.3.3.2, 3.3.3.3; 8.5.4), then a state given to it (4.9.1.1 /
4.9.1.2) or its values changed (8.9.1): the other frames' cards are not among those chosen.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000, text: "[リング]このカードがアタックした時、%s"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, state: rest}
      center: {name: 春香, ap: 1000, dp: 1000, state: rest}
      right: {name: 響, ap: 1000, dp: 1000}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 1000}
      right: {name: 真, ap: 1000, dp: 1000}
actions:
  - {do: attack, support: 響}
ask: [雪歩.state, 真.state, 律子.state, 春香.state]
"""


def _state(text: str) -> Any:
    r = resolve(loads(BOARD % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]


def test_the_frame_is_kept_in_the_choice() -> None:
    prog = vs_program(
        "[リング]このカードがアタックした時、相手の右ベンチのカードを1枚選び、レストする。"
    )
    assert (prog.ops[0].kind, prog.ops[0].who) == ("choose", "opp_bench_right")


@pytest.mark.parametrize(("frame", "rested"), [("右", "真"), ("左", "雪歩")])
def test_the_card_of_that_frame_is_rested(frame: str, rested: str) -> None:
    got = _state(f"相手の{frame}ベンチのカードを1枚選び、レストする。")
    assert got[f"{rested}.state"] == "rest"
    other = "雪歩" if rested == "真" else "真"
    assert got[f"{other}.state"] == "stand"


def test_your_centre_frame_is_stood() -> None:
    got = _state("あなたは自分の中央ベンチのカードを1枚選び、スタンドする。")
    assert got["春香.state"] == "stand" and got["律子.state"] == "rest"


def test_an_empty_frame_gives_nothing_to_choose() -> None:
    got = _state("相手の中央ベンチのカードを1枚選び、レストする。")
    assert got["雪歩.state"] == "stand" and got["真.state"] == "stand"
