"""ws round 58 (s55wsC): 「このカードのバトル中、あなたがイベントをプレイした時」 — the period printed
before the event is a state holding when it happens, part of the trigger condition (8.1.1.2.1):
this card is in a battle (7.2.1.5.1: a front attack's attacker and defender)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

WATCH = "【自】 このカードのバトル中、あなたがイベントをプレイした時、そのターン中、このカードのパワーを＋2500。"
EVENT = "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋500。"

BOARD = """
game: ws
title: t
turn: {{player: {turn}, number: 5, phase: {phase}, first_player: B}}
players:
  A:
    level: [{{name: 黄, type: character, color: YELLOW}}]
    hand:
      - {{name: 歌, type: event, level: 0, cost: 0, color: YELLOW, text: "{event}"}}
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, color: YELLOW, text: "{watch}"}}
    deck: 10
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 9000, soul: 1}}
    deck: 10
actions:
  - {action}
expect:
  triggered: {{番人: {n}}}
"""


def test_played_in_the_battle() -> None:
    """B front-attacks 番人; A plays the counter event in the counter step: 番人 is battling."""
    action = (
        "{player: B, do: attack, slot: center_front, kind: front, counter: [{do: play, card: 歌}]}"
    )
    r = resolve(
        loads(BOARD.format(turn="B", phase="attack", action=action, n=1, watch=WATCH, event=EVENT))
    )
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []


def test_played_outside_a_battle() -> None:
    """A plays the event in its own main phase (2.8.2.1): no battle, no trigger."""
    action = "{do: play, player: A, card: 歌}"
    r = resolve(
        loads(BOARD.format(turn="A", phase="main", action=action, n=0, watch=WATCH, event=EVENT))
    )
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []


def test_without_the_period_it_triggers_outside_a_battle() -> None:
    """The same event without 「このカードのバトル中、」 triggers in the main phase."""
    action = "{do: play, player: A, card: 歌}"
    bare = WATCH.replace("このカードのバトル中、", "")
    r = resolve(
        loads(BOARD.format(turn="A", phase="main", action=action, n=1, watch=bare, event=EVENT))
    )
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []
