"""Round 60 (s57wsR): a 「そのターン中」 hand limit ends at 6.8.1.4; a hand within it before but over
the limit after makes the end phase start over (6.8.1.5) because that effect ended — the restart
cites 6.8.1.4 (ws/r60_019)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

HAND = ", ".join(f"{{name: 札{i}, type: character}}" for i in range(1, 8))


def _board(effects: str, expect: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{HAND}, {{name: 余り, type: character}}]
    waiting_room: 0
    deck: 10
  B:
    deck: 10
{effects}actions:
  - {{do: encore_step}}
  - {{do: end_phase}}
choices:
  - {{player: A, at: discard, choose: 余り}}
expect:
{expect}
"""


def test_limit_ending_starts_the_end_phase_over() -> None:
    y = _board(
        "effects:\n  - {target: A, stat: hand_limit, op: param, value: 8, until: turn, "
        'source: "そのターン中、あなたの手札の上限は8枚になる。"}\n',
        "  state: {A.hand: 7, A.waiting_room: [余り], turn.player: B}\n"
        '  decided_by: ["6.8.1.4", "6.8.1.5", "6.8.1.2"]',
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_limit_effect_discards_at_once() -> None:
    y = _board(
        "",
        '  state: {A.hand: 7, A.waiting_room: [余り]}\n  not_decided_by: ["6.8.1.4"]',
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
