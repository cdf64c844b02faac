"""mc round 45: two own units of one advance at once (12.2.3.3) change places; whether 12.2.3.2's
「進軍先の地形に存在する自軍パーティ」 counts the unit leaving the destination in the same advance is
not settled (mc advance_limit_units_leaving): both readings run — counted out, the units change
places with no limit adjustment between the moves; counted, the advance cannot be declared so.
Where the totals agree, nothing is raised."""

from __future__ import annotations

from ruling.games._mc.common import find_card
from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 将軍, type: unit, level: LEVEL, attack: 3, defense: 5}
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 槍兵, type: unit, level: 4, attack: 2, defense: 3}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [将軍, 槍兵], to: {将軍: c2, 槍兵: c1}}
"""


def _readings(r: object) -> dict[str, object]:
    return {
        c.option: lf
        for lf in r.leaves + r.alternates  # type: ignore[attr-defined]
        for c in lf.choices
        if c.reading
    }


def test_swap_both_readings() -> None:
    r = resolve(loads(BOARD.replace("LEVEL", "6")))
    by = _readings(r)
    assert {"result", "designation"} <= set(by)
    swapped, refused = by["result"], by["designation"]
    assert not swapped.rejected  # type: ignore[attr-defined]
    assert refused.rejected  # type: ignore[attr-defined]
    # counted out: each at its destination, no unit discarded by a limit adjustment
    ctx = swapped.ctx  # type: ignore[attr-defined]
    at = {n: ctx.where(find_card(ctx, n, "A")) for n in ("将軍", "槍兵")}
    assert at == {"将軍": ("A", "field.c2"), "槍兵": ("A", "field.c1")}
    assert {"12.2.3.2", "12.2.3.3"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_room_either_way_no_point() -> None:
    """将軍 of level 2: 4 + 2 = 6 ≤ 6 even counting 槍兵 — nothing to ask."""
    r = resolve(loads(BOARD.replace("LEVEL", "2")))
    assert not {"result", "designation"} & set(_readings(r))
    assert not r.main.rejected  # type: ignore[attr-defined]
