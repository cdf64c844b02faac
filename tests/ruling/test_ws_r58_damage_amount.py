"""ws round 58 (s55wsC): 「…ダメージがキャンセルされなかった時、そのダメージが3以上なら」 — the amount
of the damage process the trigger names (4.10.1: a damage of N points) against the number; the
condition is read only where the trigger names a damage."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

WATCH = "【自】 相手のキャラの与えたダメージがキャンセルされなかった時、そのダメージが{n}以上なら、あなたは1枚引く。"

BOARD = """
game: ws
title: t
turn: {{player: B, number: 5, phase: main, first_player: B}}
players:
  A:
    stage:
      left_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1, text: "【起】［このカードを【レスト】する］ 相手に{dmg}ダメージを与える。"}}
    deck: 10
actions:
  - {{do: activate, player: B, card: 敵}}
ask: [A.hand, A.clock]
"""


@pytest.mark.parametrize(("dmg", "drawn"), [(3, 1), (2, 0), (4, 1)])
def test_the_amount_of_the_damage(dmg: int, drawn: int) -> None:
    r = resolve(loads(BOARD.format(watch=WATCH.format(n=3), dmg=dmg)))
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []
    assert r.outcome["state"]["A.clock"] == dmg
    assert r.outcome["state"]["A.hand"] == drawn


def test_no_damage_named_is_refused() -> None:
    """After a trigger that names no damage, 「そのダメージ」 has nothing to read."""
    with pytest.raises(Unsupported):
        ws_compile("【自】 このカードがアタックした時、そのダメージが3以上なら、あなたは1枚引く。")
