"""ws round 58 (s55wsC): 「特徴を2つ以上持つ」 — how many traits a card has (2.5): in a relative
clause (「特徴を2つ以上持つあなたのキャラ」) and in a condition on one card (「そのキャラが特徴を2つ
以上持つなら」, the card so described)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

STAGE = """\
players:
  A:
    stage:
      left_back: {{name: 応援役, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
      right_front: {{name: 観測者, type: character, level: 0, power: 5000, soul: 1, traits: {traits}}}
    deck: 10
  B:
    deck: 10
actions: []
ask: [観測者.power]
"""


@pytest.mark.parametrize(
    ("traits", "power"),
    [("[音楽, 学園]", 5500), ("[音楽, 学園, 魔法]", 5500), ("[音楽]", 5000), ("[]", 5000)],
)
def test_a_relative_clause_counts_traits(traits: str, power: int) -> None:
    text = "【永】 特徴を2つ以上持つ他のあなたのキャラすべてに、パワーを＋500。"
    r = resolve(loads(WS_HEAD + STAGE.format(text=text, traits=traits)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power


ATTACKED = """
game: ws
title: t
turn: {{player: B, number: 5, phase: attack, first_player: B}}
players:
  A:
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 9000, soul: 1, text: "【自】 相手のキャラがアタックした時、そのキャラが特徴を2つ以上持つなら、あなたは1枚引く。"}}
    deck: 10
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1, traits: {traits}}}
    deck: 10
actions:
  - {{player: B, do: attack, slot: center_front, kind: front}}
expect:
  triggered: {{番人: 1}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("traits", "drawn"), [("[音楽, 学園]", 1), ("[音楽]", 0)])
def test_a_condition_counts_the_attackers_traits(traits: str, drawn: int) -> None:
    r = resolve(loads(ATTACKED.format(traits=traits)))
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []
    assert r.outcome["state"]["A.hand"] == drawn
