"""Round 53 (s50wsT): 「あなたの舞台に「甲」と「乙」が両方いるなら」 — 「両方」 (both) restates the
existence condition over names joined by と (``_both_exist``): there is a 甲 and there is a 乙."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = "【永】 あなたの舞台に「甲」と「乙」が両方いるなら、このカードのパワーを＋2000。"


def test_the_same_program_as_without_both() -> None:
    assert ws_compile(TEXT) == ws_compile(TEXT.replace("両方", ""))


@pytest.mark.parametrize(("other", "power"), [("乙", 5000), ("丙", 3000)])
def test_power_only_with_both_names(other: str, power: int) -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 3000, text: "{TEXT}"}}
      left_front: {{name: {other}, type: character, level: 0, power: 1000}}
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
expect:
  state: {{甲.power: {power}}}
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
