"""Round 46: 「[ベンチ]あなたのリングのカードの攻撃力を2倍にする」 — a continuous technique that keeps a
value multiplied while its card is in its area (8.1.1.4); the multiplication comes after every
addition, whatever their order (8.9.1.8)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, title: 歌姫, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, title: アイドル, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードの攻撃力を2倍にする。"}
BENCH
  B:
    deck: 10
    ring: {name: 美希, title: アイドル, level: 1, ap: 2000, dp: 5500}
expect:
  state: {千早.ap: AP}
"""
ADD = '      center: {name: 律子, title: プロデューサー, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+1000/+0。"}'


@pytest.mark.parametrize(("bench", "ap"), [("", 4000), (ADD, 6000)])
def test_multiplied_after_the_additions(bench: str, ap: int) -> None:
    r = resolve(
        loads(
            BOARD.replace("BENCH\n", bench + "\n" if bench else "").replace("AP", str(ap)), "t.yaml"
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "8.9.1.8" in cited(r)
