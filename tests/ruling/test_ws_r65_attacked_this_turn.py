"""Round 65 (s62wsC): 「このターンにこのカードがアタックしていない(いた)なら」 / 「そのターン中に、あなた
のキャラがアタックしていないなら」 — an attack declared this turn (7.2.1.3.1: the character chosen as
the one that attacks) with this card, or with a character of that player's: the shared ``history``
of the event the trigger 「…がアタックした時」 reads. Refused before as "condition
attack.progressive_neg" (cards_r64 PRL/W641-035, cards_r61 KPN/S611-024)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, unsupported

LEFT = "【自】 このカードが舞台から控え室に置かれた時、このターンにこのカードがアタックしていないなら、あなたは1枚引く。"
ANY = "このターン中に、あなたのキャラがアタックしていたなら、あなたは1枚引く。"

BOARD = """players:
  A:
    level: 1
    hand: []
    deck: [{{name: 札1, type: character, trigger: none}}, {{name: 札2, type: character, trigger: none}}, 8]
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
      left_front: {{name: 脇, type: character, level: 0, power: 3000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 受1, type: character, trigger: none}}, {{name: 受2, type: character, trigger: none}}, 8]
actions:
{attack}  - {{do: resolve_text, player: A, text: "{act}"}}
{choices}ask: [A.hand]
"""

SEND = "あなたは自分のキャラを1枚選び、控え室に置く。"


def _attack(slot: str) -> str:
    return f"  - {{do: attack, player: A, slot: {slot}, kind: direct}}\n"


@pytest.mark.parametrize(
    ("attack", "hand"),
    [("", 1), (_attack("left_front"), 1), (_attack("center_front"), 0)],
)
def test_this_card_did_not_attack(attack: str, hand: int) -> None:
    r = resolve(
        loads(
            WS_HEAD
            + BOARD.format(
                text=LEFT,
                attack=attack,
                act=SEND,
                choices="choices:\n  - {player: A, choose: 主}\n",
            ),
            "t.yaml",
        )
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
    if attack.endswith("center_front, kind: direct}\n"):
        assert "7.2.1.3.1" in decided(r)


@pytest.mark.parametrize(("attack", "hand"), [("", 0), (_attack("left_front"), 1)])
def test_any_character_of_yours_attacked(attack: str, hand: int) -> None:
    r = resolve(
        loads(WS_HEAD + BOARD.format(text="", attack=attack, act=ANY, choices=""), "t.yaml")
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
