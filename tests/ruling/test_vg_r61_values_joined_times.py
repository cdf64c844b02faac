"""Round 61 (s58vgO2): 「XのパワーとクリティカルをN倍にする」 — two values of the same units
multiplied, as if said one by one: each an increase by its own value when the effect resolves
(11.11.4.1.1), among the increases (11.11.1.7) — the shared ``steps._values_joined`` before
``times_value`` (the grammar types 「XのパワーとY」 as a WITH and an object)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads

TIMES = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 倍化竜, type: normal, grade: 3, power: 13000, critical: 1}
    left_front: {name: 前衛, type: normal, grade: 2, power: 10000, critical: 1}
    left_back: {name: 後衛, type: normal, grade: 1, power: 8000, critical: 1}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのクリティカル＋1。"}
  - {do: resolve_text, player: A, text: "%s"}
  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのパワー＋5000。"}
ask: [倍化竜.power, 倍化竜.critical, 前衛.power, 前衛.critical, 後衛.power, 後衛.critical]
"""


def test_power_and_critical_of_the_front_row_doubled() -> None:
    r = resolve(
        loads(
            TIMES % "そのターン中、あなたの前列のユニットすべてのパワーとクリティカルを２倍にする！"
        )
    )
    assert r.outcome["state"] == {
        "倍化竜.power": 31000,  # 13000*2 + 5000 (the later increase not doubled)
        "倍化竜.critical": 4,  # (1+1)*2
        "前衛.power": 20000,
        "前衛.critical": 2,
        "後衛.power": 8000,  # back row: not named
        "後衛.critical": 1,
    }
    assert {"11.11.4.1.1", "11.11.1.7"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_the_pair_compiles_as_two_steps_and_a_single_value_is_unchanged() -> None:
    (ab,) = _abilities("vg", "このユニットのパワーとクリティカルを２倍にする。", None)
    assert ab.program is not None
    assert [(op.stat, dict(op.detail)["times"]) for op in ab.program.steps] == [
        ("power", 2),
        ("critical", 2),
    ]
    (one,) = _abilities("vg", "このユニットのパワーを３倍にする。", None)
    assert one.program is not None and len(one.program.steps) == 1


def test_a_pair_kept_multiplied_by_a_continuous_ability_stays_refused() -> None:
    (ab,) = _abilities(
        "vg", "【永】【(V)】：このユニットのパワーとクリティカルを２倍にする。", None
    )
    assert ab.program is None and "multiplied" in ab.reason
