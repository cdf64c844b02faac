"""ws round 56 (s53wsC): two events said of one thing, the first in the continuative form —
「あなたがダメージを受け、そのダメージがキャンセルされた時」 is 「あなたの受けたダメージがキャンセル
された時」 (4.10.1.2); 「あなたがコストを払って、他のあなたのキャラの【起】を使った時」 is the use of
such an ability, its cost paid (8.1.1.1.2), by an ability of another character of the master's
only."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

DAMAGED = """
game: ws
title: t
turn: {{player: B, number: 5, phase: main, first_player: B}}
players:
  A:
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "【自】 あなたがダメージを受け、そのダメージがキャンセル{cancel}時、あなたは1枚引く。"}}
    deck: [{{name: 山1, type: {top}}}, 9]
  B:
    deck: 10
actions:
  - {{player: B, do: damage, to: A, amount: 1}}
expect:
  triggered: {{番人: {n}}}
"""


@pytest.mark.parametrize(
    ("cancel", "top", "n"),
    [
        ("された", "climax", 1),
        ("された", "character", 0),
        ("されなかった", "character", 1),
        ("されなかった", "climax", 0),
    ],
)
def test_damage_then_cancelled(cancel: str, top: str, n: int) -> None:
    r = resolve(loads(DAMAGED.format(cancel=cancel, top=top, n=n)))
    assert not unsupported(r)
    assert check_expect(r) == []


USED = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stock: 2
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "【自】 あなたがコストを払って、他のあなたのキャラの【起】を使った時、そのターン中、このカードのパワーを＋1000。\\n【起】［(1)］ あなたは1枚引く。"}}
      left_front: {{name: 僚友, type: character, level: 0, power: 3000, soul: 1, text: "【起】［(1)］ あなたは1枚引く。"}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: {who}}}
expect:
  triggered: {{番人: {n}}}
"""


@pytest.mark.parametrize(("who", "n"), [("僚友", 1), ("番人", 0)])
def test_cost_paid_then_used_by_another(who: str, n: int) -> None:
    r = resolve(loads(USED.format(who=who, n=n)))
    assert not unsupported(r)
    assert check_expect(r) == []
