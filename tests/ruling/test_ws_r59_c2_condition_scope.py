"""ws round 59 (s56wsC2): a leading condition of an effect (「…時、Xなら、A。その後、B。」) governs the
whole effect after it, the sentences after 「その後、」 too — the official Q&A's reading (ws-qa Q521, Q249);
and 分離's 「このカードがアタックキャラであるなら」 holds for an attacker reversed by its battle (7.2.1.5:
it stays the attacking character while it does not leave its slot)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hand:
      - {{name: 条件札, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: red,
         text: "【自】 このカードが手札から舞台に置かれた時、あなたのレベルが2以上なら、あなたは1枚引く。その後、そのターン中、このカードのパワーを＋1000。"}}
    level: {level}
    deck: [{{name: 引く札, type: character, level: 0}}, 15]
  B:
    deck: 20
actions:
  - {{do: play, card: 条件札, slot: center_front}}
ask: [条件札.power, A.hand]
"""


@pytest.mark.parametrize(("level", "power", "hand"), [("[1, 1]", 4000, 1), ("[1]", 3000, 0)])
def test_leading_condition_governs_the_sentence_after_sonogo(
    level: str, power: int, hand: int
) -> None:
    r = resolve(loads(BOARD.format(level=level)))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["条件札.power"] == power
    assert st["A.hand"] == hand


SEPARATE = """
game: ws
title: t
turn: {player: A, number: 7, phase: attack}
players:
  A:
    stage:
      center_front: {name: 連星機, type: character, level: 2, power: 5000, soul: 2,
                     text: "【自】 分離／翠光のノラ ［(1)］"}
    markers: {center_front: [{name: 翠光のノラ, type: character, level: 1, power: 6000, soul: 1}]}
    level: [1, 1]
    stock: 3
    deck: [{name: 替えの歯車, type: character, level: 0}, 20]
  B:
    stage:
      center_front: {name: 大盾, type: character, level: 2, power: 10000, soul: 1}
    deck: 20
actions:
  - {do: attack, slot: center_front, kind: front}
choices:
  - {player: A, at: optional, choose: yes}
  - {player: A, at: slot, choose: right_back}
ask: [A.right_back, 連星機.zone]
"""


def test_reversed_attacker_still_separates() -> None:
    r = resolve(loads(SEPARATE))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["A.right_back"] == ["翠光のノラ"]
    assert st["連星機.zone"] == "A.markers.right_back"
    assert {"10.16.2", "7.2.1.5"} <= set(r.decided_by)
