"""「セットされたキャラクターは、それまで持っていた特殊能力をすべて失い、アタック宣言を行うことが
できない」 (round 49, s46coF; cards_r48 U-7524): after the loss of every ability (4.3.8 step 3, the
set card's text, 4.3.8 example 1), a battle act refused to the same card in any wording
(「アタック宣言を行うことができない」, 「アタックできない」: 4.2.9 over 3.4.5.2) is held as the keyword
it gains while this card is set on it — as the sentence said alone; gained after the loss
(「それまで持っていた」: the abilities it had before). Before, refused (「step perform after the set
card's subject」)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run

TEXT = "セットされたキャラクターは、それまで持っていた特殊能力をすべて失い、アタック宣言を行うことができない。"

BOARD = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 騎士, type: character, ap: 2, dp: 2, text: "「飛行」"}}
      - {{name: 枷, type: item, set_on: 騎士, text: "{text}"}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: attack, attacker: 騎士, defender: none{allowed}}}
ask: [B.hp]
"""


def test_the_loss_then_the_ban_compile() -> None:
    ab = co_ability(TEXT, "item")
    assert ab.supported, ab.reason
    kinds = [(s.kind, s.who, s.value) for s in ab.program.statics]
    assert kinds == [("lose_all", "host", None), ("gain", "host", "no_attack")]
    alone = co_ability("セットされたキャラクターは、アタック宣言を行うことができない。", "item")
    assert alone.program.statics[-1] == ab.program.statics[-1]


def test_the_host_may_not_attack() -> None:
    r = co_run(BOARD.format(text=TEXT, allowed=", allowed: false"))
    assert r.outcome["state"] == {"B.hp": 10}
    loss_only = "セットされたキャラクターは、それまで持っていた特殊能力をすべて失う。"
    assert co_run(BOARD.format(text=loss_only, allowed="")).outcome["state"] == {"B.hp": 8}
