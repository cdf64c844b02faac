"""mc round 50 (s47mcA): a 【このユニットの攻撃力】 damage reads the attack as the effect takes
effect; lowered by an answer since the declaration, the amount cites 4.1.14 and rests on the
answer's step."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

_BOARD = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 剣士
          type: unit
          level: 2
          attack: 4
          defense: 4
          text: "◎[メイン]気合斬り\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象に【このユニットの攻撃力】ダメージを与える。"
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - name: 槍兵
          type: unit
          level: 2
          attack: 1
          defense: 9
          text: "◎[対抗]足払い\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象に「攻撃力:-2」を付与する。"
""",
    a_top="    deck: 20\n    hand: [{name: 石, type: unit, level: 1}]\n",
    b_top="    deck: 20\n    hand: [{name: 護符, type: item}]\n",
    rest="""\
actions:
  - {do: use, card: 剣士, target: 槍兵, cost_cards: [石]%s}
expect:
  state: {槍兵.damage: %d}
""",
    turn="{player: A, number: 5, phase: main, first_player: A}",
)
_ANSWER = ", respond: [{do: use, player: B, card: 槍兵, target: 剣士, cost_cards: [護符]}]"


def test_attack_lowered_in_answer_is_read_at_the_effect() -> None:
    text = _BOARD % (_ANSWER, 2)
    assert problems(text) == []
    assert "4.1.14" in resolve(loads(text)).decided_by


def test_unchanged_attack_does_not_cite_4_1_14() -> None:
    text = _BOARD % ("", 4)
    assert problems(text) == []
    assert "4.1.14" not in resolve(loads(text)).decided_by
