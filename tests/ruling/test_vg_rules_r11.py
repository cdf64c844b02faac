"""Vanguard rules read again against the engine from the known failures of the r10 set, each
on a minimal case of its own (the scenario files are tests/scenarios/vg/r10_*)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: PHASE, first_player: A}
"""


def _run(body: str, phase: str = "main"):  # type: ignore[no-untyped-def]
    return resolve(loads(HEAD.replace("PHASE", phase) + body, "t.yaml"))


def _zone(r, player: str, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.name for c in r.main.final.players[player].zones[zone]]


END = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【自】【(V)】：TIMING、１枚引く。"}
    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 8]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: end_phase}
ask: [A.hand]
"""


def test_end_phase_timing_abilities_become_pending_at_9_11_8_once() -> None:
    """9.11.8: 「エンドフェイズ開始時」 and 「ターン終了時」 abilities become pending at that step, only
    if not yet pending in this end phase; played at 9.11.9's check timing (9.11.7 is for
    解呪 / 表にした / Gゾーン). The second pass from 9.11.8 (9.11.10) does not play it again."""
    for timing in ("あなたのエンドフェイズ開始時", "あなたのターン終了時"):
        r = _run(END.replace("TIMING", timing), "battle")
        assert _zone(r, "A", "hand") == ["一"], timing
        assert {"9.11.8", "9.11.9"} <= set(r.decided_by), timing
        assert "9.11.7" not in r.decided_by, timing


STAND = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【自】【(V)】：あなたのターン開始時、１枚引く。"}
    left_front: {name: 兵, type: normal, grade: 1, state: rest}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, text: "【自】【(V)】：相手のターン開始時、１枚引く。"}
    deck: [{name: 乙, type: normal, grade: 1}, 9]
actions:
  - {do: stand_phase}
ask: [A.hand, B.hand]
"""


def test_turn_start_abilities_of_both_fighters_become_pending_at_9_2_2() -> None:
    """9.2.2: 「ターン開始時」 abilities become pending before the units stand (9.2.3), the turn
    fighter's played first (11.6.1.4), then the other's (11.6.1.5)."""
    r = _run(STAND, "stand")
    assert _zone(r, "A", "hand") == ["一"]
    assert _zone(r, "B", "hand") == ["乙"]
    assert {"9.2.2", "11.6.1.4", "11.6.1.5"} <= set(r.decided_by)
    plays = [s for s in r.main.trace.steps if s.event == "play_ability"]
    assert [s.player for s in plays] == ["A", "B"]
