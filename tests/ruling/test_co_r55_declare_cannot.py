"""「『X』はディフェンス(アタック)を宣言できない」 (round 55, s52coT; issue 12): the act's
declaration begins it (3.4.5.2 the attack, 3.4.5.3 the defence), so the text refuses the act —
the same keyword as 「…はディフェンスできない」 (the card's text over the battle rules, 4.2.9)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, co_ability, co_run


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("『熊』はディフェンスを宣言できない。", "『熊』はディフェンスできない。"),
        ("『熊』はアタックを宣言できない。", "『熊』はアタックできない。"),
        (
            "セットされているキャラクターはアタックもディフェンスも宣言できない。",
            "セットされているキャラクターはアタックもディフェンスもできない。",
        ),
    ],
)
def test_declaring_refused_is_the_act_refused(text: str, plain: str) -> None:
    a, b = co_ability(text, name="熊"), co_ability(plain, name="熊")
    assert a.supported, a.reason
    assert a.program == b.program


def test_what_is_not_a_battle_act_stays_refused() -> None:
    assert not co_ability("『熊』はカードを宣言できない。", name="熊").supported


BOARD = """
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 犬, type: character, ap: 2, dp: 3}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 熊, type: character, ap: 0, dp: 5, text: "TEXT"}
actions:
  - {do: attack, attacker: 犬, defender: 熊}
ask: [B.hp]
"""


def test_the_defence_is_refused_on_the_board() -> None:
    r = co_run(BOARD.replace("TEXT", "『熊』はディフェンスを宣言できない。"))
    assert r.main.rejected
    assert "4.2.9" in cited(r)
    r = co_run(BOARD.replace("TEXT", ""))
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 20}
