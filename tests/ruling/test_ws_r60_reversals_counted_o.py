"""ws round 60 (s57wsO): 「このターン中、あなたのキャラがバトルで相手のキャラを【リバース】させた回数が
2回以上なら」 (EKB/S592-036) — the period printed first, set off by a comma, is the one the acts are
counted in (``abilities.time_carried`` moves it into the relative clause before 回数, not onto the
step after), and the count is of the reversals 「…【リバース】させていたなら」 reads (by a battle's
power comparison, 7.6.1.2, the battle opponent one of the master's characters, 7.2.1.5.1)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.abilities import time_carried
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

TEXT = (
    "【自】 アンコールステップの始めに、このターン中、あなたのキャラがバトルで相手のキャラを"
    "【リバース】させた回数が2回以上なら、あなたは1枚引く。"
)
BOARD = """
game: ws
title: t
turn: {{player: A, number: 6, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 記録係, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
      left_front: {{name: 強者, type: character, level: 0, power: 6000, soul: 1}}
      right_front: {{name: 猛者, type: character, level: 0, power: {power}, soul: 1}}
    deck: [{{name: 引く札, type: character, level: 0}}, 15]
  B:
    stage:
      left_front: {{name: 弱者甲, type: character, level: 0, power: 2000, soul: 1}}
      right_front: {{name: 弱者乙, type: character, level: 0, power: 2000, soul: 1}}
    deck: 20
actions:
  - {{do: attack, slot: left_front, kind: front}}
  - {{do: attack, slot: right_front, kind: front}}
  - {{do: encore_step}}
ask: [A.hand]
"""


def test_the_period_goes_to_the_count() -> None:
    node = parse_card(
        TEXT.removeprefix("【自】 アンコールステップの始めに、"), "ws"
    ).card.abilities[0]
    got = time_carried(node)
    assert got.condition is not None
    subj = got.condition.clause.args[0].value  # type: ignore[union-attr]
    assert any(a.role.value == "time" for a in subj.terms[0].clause.args)
    assert not any(a.role.value == "time" for a in got.condition.clause.args)  # type: ignore[union-attr]


@pytest.mark.parametrize(("power", "hand"), [(6000, 1), (1000, 0)])
def test_two_reversals_in_battle(power: int, hand: int) -> None:
    r = resolve(loads(BOARD.format(text=TEXT, power=power)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
