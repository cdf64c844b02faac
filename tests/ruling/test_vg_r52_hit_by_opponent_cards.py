"""Round 52 (s49vgA): 「そのバトル中、相手のカードにヒットされない」 — a perfect guard's text names
what does not hit the unit: its opponent's cards. The compiler reads the に-phrase as ``detail``
``by: opponent`` (any other kind of card is refused); the damage step (10.7.1.2) holds the effect
against an attacker whose master is not the effect's master, and the text prevails over the
rules' hit (1.3.1)."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from tests.ruling.boards import cited, compiled_first, vg_run

GUARD = "あなたのユニットを１枚選び、そのバトル中、%sヒットされない。"


def test_compiled_by_opponent() -> None:
    p = compiled_first(GUARD % "相手のカードに", "vg")
    op = p.steps[-1]
    assert op.verb == "no_hit" and ("by", "opponent") in op.detail
    assert ("by", "opponent") not in compiled_first(GUARD % "", "vg").steps[-1].detail


def test_other_hitter_refused() -> None:
    with pytest.raises(Unsupported):
        compiled_first(GUARD % "グレード３のカードに", "vg")


BOARD = """players:
  A:
    vanguard: {name: 竜, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 王, grade: 3, power: 10000}
    hand:
      - {name: 巫女, type: normal, grade: 1, shield: 0, text: "【自】：このユニットが(G)に登場した時、%s"}
    damage: 2
    deck: 10
choices:
  - {player: B, choose: 王}
actions:
  - do: attack
    attacker: vanguard
    guard_actions:
      - {do: guard, card: 巫女, guards: B.vanguard}
"""


@pytest.mark.parametrize("by", ["相手のカードに", ""])
def test_attacker_of_the_opponent_does_not_hit(by: str) -> None:
    r = vg_run(BOARD % (GUARD % by), phase="battle")
    assert len(r.main.final.players["B"].zones["damage"]) == 2
    assert {"10.7.1.2", "1.3.1", "11.3.1.2"} <= cited(r)
