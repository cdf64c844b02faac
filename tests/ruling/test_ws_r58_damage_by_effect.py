"""ws round 58 (s55wsC): 「あなたが相手の効果によってダメージを受けた時、そのダメージがキャンセルされた
/ されなかったなら」 — a damage process of that player (4.10.1.1) whose source is a card whose
ability dealt it (4.11.1.2), of the player named (8.2.1); the damage step's damage of an attack
(4.11.1.1) is not an effect's. The condition reads how that damage process ended (4.10.1.2 /
4.10.1.3)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: B, number: 5, phase: {phase}, first_player: B}}
players:
  A:
    stage:
      left_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
    deck: [{{name: 山A, type: {top}}}, 9]
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1, text: "【起】［このカードを【レスト】する］ 相手に1ダメージを与える。"}}
    deck: 10
actions:
  - {action}
expect:
  triggered: {{番人: {n}}}
ask: [A.hand]
"""

WATCH = "【自】 あなたが相手の効果によってダメージを受けた時、そのダメージがキャンセル{c}なら、あなたは1枚引く。"
ACTIVATE = "{do: activate, player: B, card: 敵}"
ATTACK = "{player: B, do: attack, slot: center_front}"


def _run(c: str, top: str, phase: str, action: str, n: int) -> int:
    text = BOARD.format(watch=WATCH.format(c=c), top=top, phase=phase, action=action, n=n)
    r = resolve(loads(text))
    assert not unsupported(r)
    assert check_expect(r) == []
    return r.outcome["state"]["A.hand"]


@pytest.mark.parametrize(
    ("c", "top", "drawn"),
    [
        ("された", "climax", 1),
        ("された", "character", 0),
        ("されなかった", "character", 1),
        ("されなかった", "climax", 0),
    ],
)
def test_the_effects_damage_and_how_it_ended(c: str, top: str, drawn: int) -> None:
    assert _run(c, top, "main", ACTIVATE, 1) == drawn


def test_the_attacks_damage_is_no_effects() -> None:
    """The damage step's damage (4.11.1.1) of 敵's attack: not 「相手の効果によって」."""
    _run("されなかった", "character", "attack", ATTACK, 0)


def test_own_effect_is_not_the_opponents() -> None:
    """A's own character's ability dealing A damage is not 「相手の効果」."""
    text = (
        BOARD.format(
            watch=WATCH.format(c="されなかった"),
            top="character",
            phase="main",
            action=ACTIVATE,
            n=0,
        )
        .replace("相手に1ダメージ", "あなたに1ダメージ")
        .replace("player: B, card", "player: A, card")
    )
    text = text.replace("player: B, number", "player: A, number")
    # 敵 is B's: move the activating character to A's side
    text = text.replace(
        "    deck: [{name: 山A, type: character}, 9]\n",
        "      center_front: {name: 自傷, type: character, level: 0, power: 3000, soul: 1, text: "
        '"【起】［このカードを【レスト】する］ あなたに1ダメージを与える。"}\n'
        "    deck: [{name: 山A, type: character}, 9]\n",
    ).replace("card: 敵", "card: 自傷")
    r = resolve(loads(text.replace("ask: [A.hand]", "ask: [A.clock]")))
    assert not unsupported(r)
    assert check_expect(r) == []
    assert r.outcome["state"]["A.clock"] == 1  # the damage was dealt, not cancelled
