"""co round 53 (s50coT2; issue 12): 「この特殊能力は、ターン終了時までに1回しか使用できない」 — once
before the turn ends, read again each turn: the turn's own limit 「1ターンに1回しか使用できない」
(a spelling of ``grammar.normalise``), the limit on an ability used (4.3.3)."""

from __future__ import annotations

from grammar.normalise import normalise
from tests.ruling.boards import co_ability, co_run

COST = "1エネルギーを支払う:あなたは山札からカードを1枚引く。"
SAID = COST + "この特殊能力は、ターン終了時までに1回しか使用できない。"


def test_once_before_the_turn_ends_is_once_a_turn() -> None:
    assert "1ターンに1回しか" in normalise(SAID).text
    a = co_ability(SAID, name="番")
    b = co_ability(COST + "この特殊能力は、1ターンに1回しか使用できない。", name="番")
    assert a.supported, a.reason
    assert a.program == b.program and a.program.per_turn == 1
    # a time of its own, not a count of uses, is left as printed
    assert "1ターンに" not in normalise("ターン終了時までに1点のダメージを与える。").text


BOARD = f"""
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field:
      - {{name: 番, type: character, ap: 1, dp: 1, text: "{SAID}"}}
  B:
    hp: 20
    deck: 10
actions:
  - {{do: activate, card: 番}}
  - {{do: activate, card: 番}}
ask: [A.hand]
"""


def test_the_second_use_in_a_turn_is_refused() -> None:
    r = co_run(BOARD)
    assert r.main.rejected
    one = co_run(BOARD.replace("  - {do: activate, card: 番}\n", "", 1))
    assert not one.main.rejected and one.outcome["state"] == {"A.hand": 1}
