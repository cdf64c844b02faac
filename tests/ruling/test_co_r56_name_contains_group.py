"""Round 56 (s53coR): 「あなたがコントロールしている、名前に「X」を含むすべてのキャラクターに
「+1:+0」の修正を与える」 — in force on each character its player controls whose card name (4.2.8)
holds X (4.3.8 step 5; control, 4.2.12): not on one whose name does not, nor on the other
player's. The comma between the two clauses on the noun and the clause-less form read alike."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    field:
      - {{name: 館主 レオ, type: character, gender: 女性, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 調香師 香坂, type: character, gender: 女性, ap: 1, dp: 1}}
      - {{name: 兵, type: character, gender: 男性, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 5
    field:
      - {{name: 香月, type: character, gender: 男性, ap: 1, dp: 1}}
actions: []
expect:
  state: {{調香師 香坂.ap: 2, 兵.ap: 1, 香月.ap: 1, 館主 レオ.ap: 1}}
"""


@pytest.mark.parametrize(
    "text",
    [
        "『館主 レオ』がフィールドに出ている限り、あなたがコントロールしている、名前に「香」を含む"
        "すべてのキャラクターに「+1:+0」の修正を与える。",
        "あなたがコントロールしている名前に「香」を含むすべてのキャラクターは「+1:+0」の修正を受ける。",
    ],
)
def test_name_contains_group_lord(text: str) -> None:
    r = resolve(loads(BOARD.format(text=text), "t.yaml"))
    assert not check_expect(r)
    assert "4.2.8" in r.decided_by
