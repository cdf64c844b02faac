"""Monster Collection (mc), round 62 (s59mcR): a ●[戦闘] ability printed on an equipment.

14.7.3.1 lets a [戦闘] ● ability trigger when 「その●特殊能力を持つユニット」 takes part in the battle
or the battle is on 「●特殊能力を持つ地形」; an equipment is neither. 8.2.3 counts 「装備品」 among the
holders of the ● abilities in effect in a battle, and 4.7.2 makes an equipment's 「このユニット」 its
wearer. The unsettled point worn_item_combat_auto: both readings run, the engine's own (the first)
triggering it through the wearer. A ●[自軍ターン] on an equipment raises no such point.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _board(timing: str) -> Any:
    scn = f"""game: mc
title: worn item combat auto
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: 15
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 練兵場, type: terrain, limit: 8}}
        - {{name: 旗手, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1, text: "「アイテム:i」"}}
        - {{name: 戦旗, type: item, equip_cost: 1, equipped_to: 旗手, text: "●{timing}鬨の声〈発揮:戦闘開始時/対象:このユニット〉対象に「攻撃力:+2」を付与する。"}}
  B:
    deck: 15
    field:
      c3:
        - {{name: 犬小屋, type: terrain, limit: 8}}
        - {{name: 番犬, type: unit, level: 2, attack: 1, defense: 4}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: advance, units: [旗手], to: c3, dice: {{A: 6, B: 1}}}}
ask: [番犬.zone]
"""
    return resolve(loads(scn))


def _options(r: Any) -> set[str]:
    return {ch.option for lf in r.leaves + r.alternates for ch in lf.choices if ch.reading}


def _zones(r: Any) -> set[str]:
    return {str(lf.outcome["state"]["番犬.zone"]) for lf in r.leaves + r.alternates}


def test_both_readings_run() -> None:
    r = _board("[戦闘]")
    assert str(r.outcome["state"]["番犬.zone"]) == "B.discard"  # the engine's own: it triggers
    assert {"wearer", "not_triggered"} <= _options(r)
    assert _zones(r) == {"B.discard", "B.field.c3"}
    assert "14.7.3.1" in r.decided_by


def test_another_timing_raises_no_point() -> None:
    # [自軍ターン] (14.7.3.2): not 14.7.3.1's
    r = _board("[自軍ターン]")
    assert not {"wearer", "not_triggered"} & _options(r)
