"""ws 2.12.3: a reminder (注釈文) printed with a keyword ability explains it and does not affect
the game. A keyword whose trigger the engine reads from the rules' definition (絆, 10.4.2) cites
2.12.3 when the printed ability carries a reminder, and only then."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOND = """
game: ws
title: a bond put from the hand onto the stage by an effect
turn: {player: A, number: 3, phase: main, first_player: A}
players:
  A:
    level: 0
    stock: 1
    hand:
      - {name: 音無, type: CH, level: 0, cost: 0, power: 1000, soul: 1, color: YELLOW,
         text: "【自】 絆／「かなで」 ［(1)］%s"}
    waiting_room: [{name: かなで, type: character, level: 1}]
    deck: 5
  B: {deck: 5}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の手札のキャラを1枚選び、舞台の好きな枠に置く。"}
choices:
  - {player: A, choose: 音無}
  - {player: A, choose: left_back}
  - {player: A, choose: yes, at: bond}
"""

_REMINDER = "（このカードがプレイされて舞台に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「かなで」を1枚選び、手札に戻す）"


def test_a_bond_with_a_reminder_that_says_played_triggers_and_cites_2_12_3() -> None:
    r = resolve(loads(_BOND % _REMINDER))
    final = r.main.final
    assert [c.name for c in final.players["A"].zones["hand"]] == ["かなで"]
    assert "10.4.2" in r.decided_by and "2.12.3" in r.decided_by


def test_a_bond_printed_without_a_reminder_does_not_cite_it() -> None:
    r = resolve(loads(_BOND % ""))
    assert [c.name for c in r.main.final.players["A"].zones["hand"]] == ["かなで"]
    assert "10.4.2" in r.decided_by and "2.12.3" not in r.decided_by
