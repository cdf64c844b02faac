"""ws round 56 (s53wsC): 「相手のキャラのアタックによって、あなたがダメージを受けた時」 — a damage
process of that player (4.10.1.1) whose source is the attacking character, the damage its attack
deals in the damage step (4.11.1.1); a character's ability's damage (4.11.1.2) is not it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

WATCH = "【自】 相手のキャラのアタックによって、あなたがダメージを受けた時、あなたは1枚引く。"

BOARD = """
game: ws
title: t
turn: {{player: B, number: 5, phase: {phase}, first_player: B}}
players:
  A:
    stage:
      left_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1, text: "【起】［このカードを【レスト】する］ 相手に1ダメージを与える。"}}
    deck: 10
actions:
  - {action}
expect:
  triggered: {{番人: {n}}}
"""


@pytest.mark.parametrize(
    ("phase", "action", "n"),
    [
        ("attack", "{player: B, do: attack, slot: center_front}", 1),
        ("main", "{do: activate, player: B, card: 敵}", 0),
    ],
)
def test_only_the_attacks_damage(phase: str, action: str, n: int) -> None:
    r = resolve(loads(BOARD.format(phase=phase, action=action, n=n, watch=WATCH)))
    assert not unsupported(r)
    assert check_expect(r) == []


def test_the_ability_did_deal_damage() -> None:
    """The ability's case above is a damage that was dealt (a card in A's clock)."""
    text = BOARD.format(
        phase="main", action="{do: activate, player: B, card: 敵}", n=0, watch=WATCH
    )
    r = resolve(loads(text + "ask: [A.clock]\n"))
    assert r.outcome["state"]["A.clock"] not in ([], 0)
