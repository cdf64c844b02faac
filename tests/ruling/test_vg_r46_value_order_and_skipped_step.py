"""Round 46: what decides a value asked about includes the steps of 11.11.1 that change it now,
in their order (an effect's 「元々の」 value at 11.11.1.2 before an increase at 11.11.1.7:
``values.layers`` in ``Game.card_value_clauses``); and a battle with no drive step (a
rear-guard attacks, the defender passes: on to the damage step, 10.5.1.2.1) leaves the
「ドライブステップ開始時」 abilities untriggered, the step saying so citing 10.6.1.1."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

ORIGINAL = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000, critical: 1}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
effects:
  - {target: 覇道竜, stat: critical, op: add, value: 1, until: turn, source: "そのターン中、クリティカル＋1。"}
actions:
  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードの元々のクリティカルは２になる。"}
expect:
  state: {覇道竜.critical: 3}
"""

NO_DRIVE = """game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000, text: "【自】【(V)】：あなたのドライブステップ開始時、そのターン中、このユニットのパワー＋5000。"}
    left_front: {name: 剣士, type: normal, grade: 2, power: 9000}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: attack, attacker: ATTACKER, target: B.vanguard}
expect:
  triggered: {覇道竜: N}
  state: {覇道竜.power: POWER}
"""


def test_the_original_value_then_the_increase() -> None:
    r = resolve(loads(ORIGINAL, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"11.11.1", "11.11.1.2", "11.11.1.7"} <= cited(r)


def test_no_drive_step_no_trigger_cited() -> None:
    body = NO_DRIVE.replace("ATTACKER", "left_front").replace("N}", "0}")
    r = resolve(loads(body.replace("POWER", "13000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"10.5.1.2.1", "10.6.1.1"} <= cited(r)


def test_a_vanguard_attack_has_the_drive_step() -> None:
    body = NO_DRIVE.replace("ATTACKER", "vanguard").replace("N}", "1}")
    r = resolve(loads(body.replace("POWER", "18000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
