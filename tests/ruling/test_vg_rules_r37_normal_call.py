"""「（あなた|相手）はノーマルコールできない」 (round 37, s33rulesVG): an effect prohibiting a player's
normal call (6.2.2.1) refuses the rules' own calls — the main phase's (9.9.2.1.1) and the guard
step's (10.5.1.2.2.1) — by 1.3.3, and not a superior call by an effect (6.2.2.2)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


_MAIN = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 指揮官, type: normal, grade: 3, power: 13000}
    hand: [{name: 兵, type: normal, grade: 1, power: 8000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
%s  - {do: call, card: 兵, circle: left_front}
ask: [兵.zone]
"""

_BAN = '  - {do: resolve_text, player: A, text: "そのターン中、あなたはノーマルコールできない。"}\n'


def test_main_phase_call_refused_under_no_normal_call() -> None:
    r = _run(_MAIN % _BAN)
    assert _state(r, "兵.zone") == "A.hand"
    assert {"1.3.3", "9.9.2.1.1"} <= set(r.decided_by)


def test_neighbour_main_phase_call_without_the_ban() -> None:
    r = _run(_MAIN % "")
    assert _state(r, "兵.zone") == "A.field.left_front"
    assert "1.3.3" not in r.decided_by


def test_neighbour_superior_call_by_an_effect_not_refused() -> None:
    r = _run(
        (_MAIN % _BAN).replace(
            "  - {do: call, card: 兵, circle: left_front}",
            '  - {do: resolve_text, player: A, text: "あなたの手札からカードを１枚選び、(R)にコールする。"}',
        )
        + "choices:\n  - {player: A, at: choose, choose: 兵}\n  - {player: A, at: circle, choose: left_front}\n"
    )
    assert _state(r, "兵.zone") == "A.field.left_front"


_GUARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "%s"}
    deck: [{name: 外れ, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 10000}]
    damage: 0
    deck: [{name: 傷, type: normal, grade: 1}, 9]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [盾]}
ask: [盾.zone, B.damage]
"""


def test_guard_from_hand_refused_under_no_normal_call() -> None:
    text = (
        "【自】【(V)】：このユニットがアタックした時、そのバトル中、相手はノーマルコールできない。"
    )
    r = _run(_GUARD % text)
    assert _state(r, "盾.zone") == "B.hand"
    assert _state(r, "B.damage") == 1
    assert {"1.3.3", "10.5.1.2.2.1"} <= set(r.decided_by)


def test_neighbour_guard_without_the_ban() -> None:
    r = _run(
        _GUARD
        % "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋1000。"
    )
    assert _state(r, "盾.zone") == "B.drop"
    assert _state(r, "B.damage") == 0
