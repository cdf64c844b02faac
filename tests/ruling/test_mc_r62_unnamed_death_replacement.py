"""Monster Collection (mc), round 62 (s59mcR): 「死亡効果が適用された場合、代わりに…」 naming no unit.

11.3.3.2: the text 「死亡効果が適用された場合～、代わりに」 replaces a death effect. Printed with no
unit named on a unit's ○ ability with no other 〈対象〉, the unit is the ability's own (4.7.2): a
death effect applied to it is replaced (10.8.3), the unit goes to its owner's hand instead of
dying; the equipment it wore is then worn by nothing on the battlefield and is discarded
(11.3.4.1). Another unit's death effect is not replaced. Beside a 〈対象〉 of other units the text
is refused (not read as this unit).
"""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

TEXT = "○帰還の誓い\\n死亡効果が適用された場合、代わりに持ち主の手札に戻す。"


def _board(victim: str) -> Any:
    """A's 処刑人 makes ``victim`` die (a death effect, 11.3.1.3.1); B's 聖騎士 has ``TEXT``."""
    scn = f"""game: mc
title: unnamed death replacement
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: 15
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 処刑台, type: terrain, limit: 8}}
        - {{name: 処刑人, type: unit, level: 3, attack: 2, defense: 3, text: "◎[メイン]断罪〈対象:ユニット1体〉対象を死亡させる。"}}
  B:
    deck: 15
    field:
      r3:
        - {{name: 聖堂, type: terrain, limit: 9}}
        - {{name: 聖騎士, type: unit, level: 3, attack: 3, defense: 5, item_slots: 1, text: "{TEXT}"}}
        - {{name: 聖盾, type: item, defense_bonus: 2, equip_cost: 1, equipped_to: 聖騎士}}
        - {{name: 従者, type: unit, level: 1, attack: 1, defense: 1}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: use, player: A, card: 処刑人, target: {victim}}}
ask: [聖騎士.zone, 聖盾.zone, 従者.zone]
"""
    return resolve(loads(scn))


def _zone(r: Any, name: str) -> str:
    return str(r.outcome["state"][f"{name}.zone"])


def test_the_text_is_read() -> None:
    (ab,) = _abilities("mc", TEXT.replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason


def test_its_own_death_is_replaced() -> None:
    r = _board("聖騎士")
    assert _zone(r, "聖騎士") == "B.hand"
    assert _zone(r, "聖盾") == "B.discard"
    assert {"11.3.3.2", "10.8.3", "11.3.4.1"} <= set(r.decided_by)


def test_another_units_death_is_not() -> None:
    r = _board("従者")
    assert _zone(r, "従者") == "B.discard"
    assert _zone(r, "聖騎士") == "B.field.r3"


def test_beside_a_target_of_other_units_it_is_refused() -> None:
    (ab,) = _abilities(
        "mc",
        "○身代わり\n〈対象:自軍ユニットすべて〉\n死亡効果が適用された場合、代わりに持ち主の手札に戻す。",
        "unit",
    )
    assert not ab.supported
