"""Round 53 (s50wsT): 「このカードの名前は「X」としても扱う」 — a card's 名前 is its card name (2.1.1:
「このカードの持つ固有名称」): the same step as 「このカードのカード名は「X」としても扱う」, and a
card naming 「X」 (2.1.2) finds it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

ALIAS = "【永】 このカードの名前は「光」としても扱う。"
READER = "【永】 あなたの舞台に「光」がいるなら、このカードのパワーを＋1000。"


def test_the_same_program_as_card_name() -> None:
    assert ws_compile(ALIAS) == ws_compile(ALIAS.replace("名前", "カード名"))


@pytest.mark.parametrize(("text", "power"), [(ALIAS, 4000), ("", 3000)])
def test_the_alias_is_found_by_a_name(text: str, power: int) -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 読み手, type: character, level: 0, power: 3000, text: "{READER}"}}
      left_front: {{name: 影, type: character, level: 0, power: 1000, text: "{text}"}}
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
expect:
  state: {{読み手.power: {power}}}
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
