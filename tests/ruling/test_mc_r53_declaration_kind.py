"""14.7.3.3's three classes of a ● ability's effect, cited by the class the ability is of (round 53,
s50oldR): 14.7.3.6 (「効果に「付与する」という内容を含まない「●特殊能力」のうち、「発揮時期:～宣言時」の効果は、
「～」の宣言を行うごとに誘発します」) for a non-granting ● of a declaration's moment only; a granting one
of the same moment is of 14.7.3.4 and triggers as its 発揮時期 is met (14.7.3.7)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state

_BOARD = """\
game: mc
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 突撃兵
          type: unit
          level: 2
          attack: 3
          defense: 4
          text: "●[自軍ターン]号令\\n〈発揮:%s〉\\n%s"
  B:
    deck: 20
    field:
      c3:
        - {name: 砦, type: terrain, limit: 6}
        - {name: 盾兵, type: unit, level: 2, attack: 1, defense: 4}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [突撃兵], to: c3, dice: {A: 6, B: 1}}
ask: [盾兵.zone, A.hand]
"""

_GRANT = "対象に「攻撃力:+1」を付与する。"
_DRAW = "対象はカードを1枚補充する。"


def _run(moment: str, target: str, effect: str) -> Any:
    r = resolve(loads(_BOARD % (f"{moment}/対象:{target}", effect), "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


@pytest.mark.parametrize("moment", ["進軍宣言時", "攻撃宣言時"])
def test_granting_declaration_auto_is_not_cited_by_14_7_3_6(moment: str) -> None:
    """A grant (attack 3 + 1 = 4 ≥ defence 4: 盾兵 dies) at a declaration: 14.7.3.4 / 14.7.3.7,
    never 14.7.3.6."""
    r = _run(moment, "このユニット", _GRANT)
    assert _state(r, "盾兵.zone") == "B.discard"
    assert {"14.7.3.4", "14.7.3.7"} <= set(r.decided_by)
    assert "14.7.3.6" not in r.decided_by


@pytest.mark.parametrize("moment", ["進軍宣言時", "攻撃宣言時"])
def test_non_granting_declaration_auto_is_cited_by_14_7_3_6(moment: str) -> None:
    """The neighbour: a replenish at the same declaration (no grant) is of 14.7.3.6's class
    (not 14.7.3.5's, which is of 「～開始時」 / 「～終了時」 only); 盾兵 lives (3 < 4)."""
    r = _run(moment, "自軍プレイヤー", _DRAW)
    assert _state(r, "盾兵.zone") == "B.field.c3"
    assert "14.7.3.6" in r.decided_by
    assert not {"14.7.3.4", "14.7.3.5"} & set(r.decided_by)
