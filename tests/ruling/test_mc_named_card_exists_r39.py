"""MC 「自軍戦場に（地形）「X」が存在する場合」 (round 39): a card name (2.1.5.1) names a terrain as well as a
unit — before, a bare name counted the units of that name only, so a condition naming a terrain never held
(a wrong ruling); 「地形「X」」 / 「ユニット「X」」 narrow it to that kind."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, mc_run

BOARD = """turn: {player: A, number: 6}
players:
  A:
    deck: 10
    hand: 0
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 商人
          type: unit
          level: 1
          attack: 1
          defense: 2
          text: "●[自軍ターン]積荷の確認\\n〈発揮:第1手札調整フェイズ開始時/対象:自軍プレイヤー〉\\nCONDITIONカードを1枚補充する。"
      c2:
        - {name: TERRAIN, type: terrain, limit: 6}
        - {name: 隊商, type: unit, level: 1, attack: 1, defense: 1}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase, which: 1}
ask: [A.deck]
"""


@pytest.mark.parametrize(
    ("condition", "terrain", "drawn"),
    [
        ("自軍戦場に「琥珀の隊商宿」が存在する場合、", "琥珀の隊商宿", 1),
        ("自軍戦場に地形「琥珀の隊商宿」が存在する場合、", "琥珀の隊商宿", 1),
        ("自軍戦場に地形「琥珀の隊商宿」が存在する場合、", "平原", 0),
        # a unit's name: 隊商 is a unit, not a terrain
        ("自軍戦場に地形「隊商」が存在する場合、", "平原", 0),
        ("自軍戦場に「隊商」が存在する場合、", "平原", 1),
    ],
)
def test_a_named_card_on_the_battlefield(condition: str, terrain: str, drawn: int) -> None:
    r = mc_run(BOARD.replace("CONDITION", condition).replace("TERRAIN", terrain))
    (step,) = [s for s in r.main.trace.steps if "10.12.1" in s.clauses and "商人" in (s.ja or "")]
    assert ("満たさない" not in (step.ja or "")) is bool(drawn)
    assert "2.1.5.1" in step.clauses
    if drawn:
        assert "2.1.5.1" in decided(r)
