"""Round 53 (s50wsT): 「そのキャラの正面に、このカードがいるなら」 — this card is in the slot facing
(3.6.6) the one card chosen: the shared ``match`` of this card against ``chosen_facing``, as
「そのキャラがこのカードの正面のキャラなら」 matches the other way round."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = (
    "【自】 このカードがアタックした時、あなたは相手の前列のキャラを1枚選び、【レスト】する。"
    "そのキャラの正面に、このカードがいるなら、そのターン中、このカードのソウルを＋1。"
)


def test_compiles_to_this_card_matched_against_the_slot_facing_the_chosen() -> None:
    cond = ws_compile(TEXT).steps[-1].cond
    assert cond.what == "match" and cond.sel.ref == "this" and cond.filt.ref == "chosen_facing"


OTHER_WAY = TEXT.replace(
    "そのキャラの正面に、このカードがいるなら", "このカードの正面にそのキャラがいるなら"
)


@pytest.mark.parametrize("text", [TEXT, OTHER_WAY])
@pytest.mark.parametrize(("chosen", "soul"), [("正面", 2), ("隣", 1)])
def test_soul_only_when_the_chosen_character_faces_this_card(
    text: str, chosen: str, soul: int
) -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 攻め手, type: character, level: 0, power: 9000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 正面, type: character, level: 0, power: 1000}}
      left_front: {{name: 隣, type: character, level: 0, power: 1000}}
actions:
  - {{do: attack, slot: center_front, kind: side}}
choices:
  - {{player: A, choose: {chosen}}}
ask: [攻め手.soul]
expect:
  state: {{攻め手.soul: {soul}}}
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
