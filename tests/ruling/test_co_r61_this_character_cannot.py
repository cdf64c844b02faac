"""「このキャラクターはアタック / ディフェンスを行えない」 (round 61, s58coC): 「このキャラクター」 in
a character's own text is that card, called as it is on the field (4-2-7; 4-2-10 for 「このカード」
and its own name) — its battle act refused as 「『X』はアタックを行えない」 is (the card's text over
3.4.5.2 / 3.4.5.3, 4.2.9). Another character's act is not refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run


@pytest.mark.parametrize("act", ["アタック", "ディフェンス"])
def test_same_program_as_its_own_name(act: str) -> None:
    this = co_ability(f"このキャラクターは{act}を行えない。", "character", "兵")
    named = co_ability(f"『兵』は{act}を行えない。", "character", "兵")
    assert this.supported, this.reason
    assert this.program == named.program


BOARD = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 兵, type: character, ap: 2, dp: 3, text: "このキャラクターはアタックを行えない。"}
      - {name: 騎士, type: character, ap: 2, dp: 3}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 盾兵, type: character, ap: 0, dp: 5, text: "このキャラクターはディフェンスを行えない。"}
      - {name: 槍兵, type: character, ap: 0, dp: 5}
actions:
  - {do: attack, attacker: %s, defender: %s}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    ("attacker", "defender", "refused"),
    [
        ("兵", "none", True),  # its own text: it may not attack
        ("騎士", "盾兵", True),  # nor may 盾兵 defend
        ("騎士", "槍兵", False),  # other characters may
        ("騎士", "none", False),
    ],
)
def test_on_a_board(attacker: str, defender: str, refused: bool) -> None:
    r = co_run(BOARD % (attacker, defender))
    assert bool(r.main.rejected) == refused
