"""mc rules found through the round-23 blind files (s19rules; round 23, session 19): the
clauses defining a cost's wording and a target's kind, cited wherever they are read (issue 14).
Each on a minimal case with its neighbour."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads


def _cited(text: str) -> list[str]:
    return list(resolve(loads(text, "t.yaml")).decided_by)


_USE = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 10
    hand: [骨, 朽ちた剣]
    discard: [骨2, 剣2, 呪いの書]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 死霊術師
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "◎[メイン]死者の知恵\\n〈コスト:%s2枚%s〉\\nカードを1枚補充する。"
  B: {deck: 20}
actions:
  - {do: use, card: 死霊術師, target: 死霊術師, cost_cards: [%s]}
ask: [A.removed, A.discard, A.hand]
"""


def test_a_discard_pile_removal_cost_cites_the_clause_defining_its_wording() -> None:
    """〈コスト:捨て山n枚除外〉 is defined by 10.11.11 (「捨て山の任意のカードn枚をゲームから除外
    すること」); each step paying it cites it with 10.11.13 (``COST_WORDING``) — before, only
    10.11.13."""
    got = _cited(_USE % ("捨て山", "除外", "骨2, 剣2"))
    assert {"10.11.11", "10.11.13"} <= set(got)
    # a hand removal: 10.11.13 alone defines it
    hand = _cited(_USE % ("手札", "除外", "骨, 朽ちた剣"))
    assert "10.11.13" in hand and "10.11.11" not in hand


_PARTY = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 旗手
          type: unit
          level: 1
          attack: 1
          defense: 2
          text: "○守護の旗\\n〈対象:%s〉\\n対象を「防御力:+1」する。"
        - {name: 歩兵甲, type: unit, level: 1, attack: 2, defense: 2}
  B: {deck: 20}
actions:
  - {do: damage, to: 歩兵甲, amount: 2, origin: 特殊能力}
ask: [歩兵甲.zone]
"""


def test_a_party_target_cites_the_definition_of_a_party() -> None:
    """〈対象:自軍パーティ〉 of a ○ ability: the units of one player on one terrain (4.4.1) get
    the bonus — the value read cites it (``TARGET_KIND_CLAUSES``); before, only the ○ ability's
    clauses."""
    assert "4.4.1" in _cited(_PARTY % "自軍パーティ")
    # 〈対象:このユニット〉: no party read
    assert "4.4.1" not in _cited(_PARTY % "このユニット")
