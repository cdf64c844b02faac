"""Round 62 (issue 12, s59wsC): 「あなたの【カウンター】のイベントが使われた時」 — an event card used is
an event played (2.8.2.1 says 「使う」 of a card the counter icon lets be played, 7.4.1.2.1 「プレイ」
of the same), the trigger 「…イベントがプレイされた時」 (8.6.2.4); 「【カウンター】のイベント」 is an event
with the counter icon printed on it (2.8.2). Refused before as "trigger use.passive_past" and
"term Label" (cards_r61 KPN/S611-021)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

WATCH = "【自】 相手のターン中、あなたの【カウンター】のイベントが使われた時、あなたは1枚引く。"
COUNTER = "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋500。"
PLAIN = "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋500。"

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

IN_COUNTER_STEP = (
    "{player: B, do: attack, slot: center_front, kind: front, counter: [{do: play, card: 歌}]}"
)


def test_read_as_the_played_trigger() -> None:
    used = ws_compile(WATCH).trigger
    played = ws_compile(WATCH.replace("が使われた時", "がプレイされた時")).trigger
    assert used == played
    assert used.event == "played" and used.owner == "you"
    assert used.subject.kinds == ("event",) and "counter_icon" in used.subject.states


@pytest.mark.parametrize(("event", "n"), [(COUNTER, 1), (PLAIN, 0)])
def test_a_counter_event_played_in_the_counter_step(event: str, n: int) -> None:
    """B front-attacks; A plays 歌 in the counter step: 番人 draws only when 歌 has the counter
    icon (a plain event cannot be played there at all, 7.4.1.2.1: nothing triggers)."""
    r = resolve(
        loads(
            BOARD.format(
                turn="B", phase="attack", action=IN_COUNTER_STEP, n=n, watch=WATCH, event=event
            )
        )
    )
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []


def test_a_counter_event_in_the_own_turn_is_not_the_opponents_turn() -> None:
    """A plays the counter event in its own main phase (2.8.2.1): it is used, but not in the
    opponent's turn — no trigger."""
    action = "{do: play, player: A, card: 歌}"
    r = resolve(
        loads(BOARD.format(turn="A", phase="main", action=action, n=0, watch=WATCH, event=COUNTER))
    )
    assert not unsupported(r), unsupported(r)
    assert check_expect(r) == []


def test_the_plain_event_is_not_a_counter_event() -> None:
    """Without 相手のターン中: A plays a plain event in its main phase — used, but without the
    counter icon (2.8.2): no trigger; the counter event there: one."""
    watch = WATCH.replace("相手のターン中、", "")
    action = "{do: play, player: A, card: 歌}"
    for event, n in ((PLAIN, 0), (COUNTER, 1)):
        r = resolve(
            loads(
                BOARD.format(turn="A", phase="main", action=action, n=n, watch=watch, event=event)
            )
        )
        assert not unsupported(r), unsupported(r)
        assert check_expect(r) == []
