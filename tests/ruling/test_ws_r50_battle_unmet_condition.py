"""Round 50: the power comparison of the battle step (7.6.1.2) cites the continuous abilities in
force that would change a battler's power but whose condition is unmet then (8.3.3) — an アラーム
card of the clock that is no longer its top card (10.1.1; its ability read in the clock, 2.12.2.3)
once the damage step put a card over it (ws/r50_010). ``continuous.unmet_clauses`` read by the
battle step, as it already was for a value the scenario asks."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

ALARM = "【永】 アラーム このカードがクロックの1番上にあるなら、あなたのキャラすべてに、パワーを＋1000。"


def _board(defender_text: str, clock: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 7, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 札, type: character, level: 0, trigger: none}}, 10]
    stage:
      center_front: {{name: 攻め, type: character, level: 1, power: 4000, soul: 1}}
  B:
    level: 1
    hand: 0
    clock: {clock}
    deck: [{{name: 受, type: character, level: 0, trigger: none}}, 10]
    stage:
      center_front: {{name: 守り, type: character, level: 1, power: 3500, soul: 1, text: "{defender_text}"}}
actions:
  - {{do: attack, player: A, slot: center_front, kind: front}}
"""


def test_own_turn_condition_unmet_in_battle() -> None:
    y = _board("【永】 あなたのターン中、このカードのパワーを＋1000。", "1") + (
        'expect:\n  state: {守り.state: reverse}\n  decided_by: ["7.6.1.2", "8.3.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_alarm_covered_by_the_damage() -> None:
    clock = f'[{{name: 鳴り, type: character, level: 1, power: 1000, soul: 1, text: "{ALARM}"}}]'
    y = _board("", clock) + (
        "expect:\n  state: {守り.state: reverse, 受.zone: B.clock}\n"
        '  decided_by: ["7.6.1.2", "8.3.3", "10.1.1", "2.12.2.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_alarm_on_top_applies_before_the_damage() -> None:
    # the same clock read in the main phase, no damage dealt: the alarm card is the top card and
    # its ability applies (no unmet condition)
    clock = f'[{{name: 鳴り, type: character, level: 1, power: 1000, soul: 1, text: "{ALARM}"}}]'
    y = (
        _board("", clock)
        .replace("phase: attack", "phase: main")
        .replace("{do: attack, player: A, slot: center_front, kind: front}", "{do: check_timing}")
    )
    y += 'expect:\n  state: {守り.power: 4500}\n  not_decided_by: ["8.3.3"]\n'
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
