"""mc round 58 (s55mcR2): a 【秘伝】「kind:X」 consumable whose using unit lacks X is refused at the
declaration's check (15.4.5.2 gives the card 「このカードは使用できない」; 15.4.5.3 has it used by the
normal procedure, whose check before the declaration is 10.1.4)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """\
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand:
      - name: 秘薬
        type: item
        text: "【秘伝】「種族:ドワーフ」\\n◇[普通]秘薬\\n〈対象:ユニット1体〉\\n対象に「防御力:+2」を付与する。"
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 2, attack: 3, defense: 3, race: RACE, item_slots: 1}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 1, defense: 5}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [兵]
    to: c3
    dice: {A: 6, B: 1}
    first_normal: [{do: use, card: 秘薬, unit: 兵, target: 兵}]
ask: [秘薬.zone]
"""


def test_refused_at_the_check() -> None:
    r = resolve(loads(_BOARD.replace("RACE", "エルフ")))
    assert r.outcome["state"]["秘薬.zone"] == "A.hand"
    assert {"10.1.4", "15.4.5.2", "15.4.5.3"} <= set(r.decided_by)


def test_met_is_used() -> None:
    """Neighbour: the user is a ドワーフ — the card is used and goes to the discard (10.1.13)."""
    r = resolve(loads(_BOARD.replace("RACE", "ドワーフ")))
    assert r.outcome["state"]["秘薬.zone"] == "A.discard"
    assert "15.4.5.3" not in r.decided_by
