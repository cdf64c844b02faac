"""MC's two rule processes on a unit (11.3.1.1.1: defence 0 or less, discarded; 11.3.1.2.1: damage of
its defence or more, dies) are carried out as one step of the engine: since round 39 that step cites
the one its finding found due, not both, and a defence an effect lowered that stays above 0 cites
11.3.1.1.1 as the rule read and not met (the reason the unit stays: ``RuleProcess.near``)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, mc_run

BOARD = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣B, type: terrain, hq: true}]
      c3:
        - {name: 砦跡, type: terrain, limit: 6}
        - {name: 樫の木兵, type: unit, level: 2, attack: 1, defense: 3}
actions:
DAMAGE  - {do: modify, card: 樫の木兵, stat: defense, amount: LOWER}
ask: [樫の木兵.zone]
"""


@pytest.mark.parametrize(
    ("damage", "lower", "zone", "cited", "not_cited"),
    [
        # damage 2, defence 3 -> 2: dies by the damage (11.3.1.2.1), the defence is not 0
        (2, -1, "B.discard", "11.3.1.2.1", "11.3.1.1.1"),
        # no damage, defence 3 -> 0: discarded (11.3.1.1.1)
        (0, -3, "B.discard", "11.3.1.1.1", "11.3.1.2.1"),
        # no damage, defence 3 -> 2: stays; 11.3.1.1.1 read and not met
        (0, -1, "B.field.c3", "11.3.1.1.1", "11.3.1.2.1"),
    ],
)
def test_the_process_due_is_cited(
    damage: int, lower: int, zone: str, cited: str, not_cited: str
) -> None:
    hit = f"  - {{do: damage, to: 樫の木兵, amount: {damage}}}\n" if damage else ""
    r = mc_run(BOARD.replace("DAMAGE", hit).replace("LOWER", str(lower)))
    assert main_state(r, "樫の木兵.zone") == zone
    assert cited in decided(r)
    assert not_cited not in decided(r)
