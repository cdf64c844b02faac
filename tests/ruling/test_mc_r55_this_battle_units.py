"""mc round 55 (s52mcT), issue 12: 〈対象:この戦闘の敵軍ユニットすべて〉 — the units of the battle
going on, taking part in it (8.1.2, 8.2.3), as 「この戦闘に参加している…」: read on a ○[戦闘]
ability (14.5.4.1) of a defender."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

_TEXT = "○[戦闘]威圧\\n〈対象:{t}〉\\n対象を「攻撃力:-1」する。"


def _board(target: str, zone: str) -> str:
    text = _TEXT.format(t=target)
    return f"""game: mc
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 草原, type: terrain, limit: 6}}
        - {{name: 槌兵, type: unit, level: 3, attack: 4, defense: 9}}
  B:
    deck: 20
    field:
      c3:
        - {{name: 城壁, type: terrain, limit: 8}}
        - {{name: 城兵, type: unit, level: 2, attack: 0, defense: 4, text: "{text}"}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: advance, units: [槌兵], to: c3, dice: {{A: 6, B: 1}}}}
ask: [城兵.zone]
expect:
  state: {{城兵.zone: {zone}}}
"""


def test_it_compiles_to_the_battle_units() -> None:
    (ab,) = _abilities(
        "mc", _TEXT.format(t="この戦闘の敵軍ユニットすべて").replace("\\n", "\n"), "unit"
    )
    assert ab.supported, ab.reason
    assert ("in_battle", ()) in ab.program.target.where


@pytest.mark.parametrize(
    ("target", "zone"),
    [
        # 槌兵 attacks in the battle: its attack 4-1 = 3 < 4, 城兵 lives
        ("この戦闘の敵軍ユニットすべて", "B.field.c3"),
        # the own units of the battle: 槌兵 is not among them, 4 damage kills 城兵 (11.3.1.2.1)
        ("この戦闘の自軍ユニットすべて", "B.discard"),
    ],
)
def test_on_a_board(target: str, zone: str) -> None:
    r = resolve(loads(_board(target, zone)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["城兵.zone"] == zone
