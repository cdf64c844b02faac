"""「対象のキャラクター1体をクラッシュする。そのキャラクターのコントローラーは山札からカードを1枚
引く。」 (round 64, s61coRC, from cards_r63 U-1719): the player who controls the target as the text
resolves (4.2.12) draws — read before the crash moves it off the field (4.3.2.6, steps in
order); a target gone at the resolution (空打ち, 4.3.7): no step on it, no draw."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field:
      - {name: 味方, type: character, ap: 1, dp: 2}
    hand:
      - {name: 仕上げ, type: spell, cost: 1, text: "対象のキャラクター1体をクラッシュする。そのキャラクターのコントローラーは山札からカードを1枚引く。使い捨て"}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 敵, type: character, ap: 1, dp: 2}
actions:
  - {do: play, card: 仕上げ, target: %s}
ask: [A.deck, B.deck, %s.zone]
"""


def test_the_opponents_character_crashed_its_controller_draws() -> None:
    r = co_run(BOARD % ("敵", "敵"))
    assert main_state(r, "敵.zone") == "B.dustbox"
    assert main_state(r, "B.deck") == 9
    assert main_state(r, "A.deck") == 10
    assert "4.2.12" in decided(r)


def test_ones_own_character_crashed_oneself_draws() -> None:
    r = co_run(BOARD % ("味方", "味方"))
    assert main_state(r, "味方.zone") == "A.dustbox"
    assert main_state(r, "A.deck") == 9
    assert main_state(r, "B.deck") == 10
