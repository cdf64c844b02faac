"""Round 46: the turn fighter's call from the hand after the ride phase (a scenario's
``ride_phase`` then ``call``) is the main phase's normal call (9.9.2.1): the game proceeds to the
main phase first (9.1.2, 9.8.3), so a 「メインフェイズ開始時」 ability becomes pending and resolves
at its first check timing (9.9.1, 11.6.2.1) before the call. Before, the call was made in the
ride phase and the main phase never began."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, zone_names

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: ride, first_player: A}
players:
  A:
    vanguard: {name: 先導竜, grade: 2, power: 10000}
    hand:
      - {name: 指揮竜, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：あなたのメインフェイズ開始時、１枚引く。"}
      - {name: 歩兵, type: normal, grade: 1, power: 8000}
    deck: [{name: 引いた札, grade: 0}, 9]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: ride_phase, card: 指揮竜}
  - {do: call, card: 歩兵, circle: left_front}
expect:
  triggered: {指揮竜: 1}
"""


def test_the_main_phase_begins_before_the_call() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert zone_names(r, "A", "field.left_front") == ["歩兵"]
    assert zone_names(r, "A", "hand") == ["引いた札"]
    assert {"9.1.2", "9.9.1"} <= cited(r)
    assert r.main.final.turn.phase == "main"  # type: ignore[attr-defined]


def test_a_call_in_the_main_phase_does_not_restart_it() -> None:
    # already in the main phase: its start is past, the ability does not trigger again
    body = BOARD.replace("phase: ride", "phase: main").replace(
        "  - {do: ride_phase, card: 指揮竜}\n", ""
    )
    body = body.replace(
        "    vanguard: {name: 先導竜, grade: 2, power: 10000}",
        "    vanguard: {name: 指揮竜, grade: 3, power: 13000, text: "
        '"【自】【(V)】：あなたのメインフェイズ開始時、１枚引く。"}',
    ).replace("triggered: {指揮竜: 1}", "triggered: {指揮竜: 0}")
    body = body.replace(
        "      - {name: 指揮竜, type: normal, grade: 3, power: 13000, text: "
        '"【自】【(V)】：あなたのメインフェイズ開始時、１枚引く。"}\n',
        "",
    )
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert zone_names(r, "A", "field.left_front") == ["歩兵"]
