"""mc round 56 (s53mcR), issue 14: 「A&B」 (4.7.6) brings A and B about at the same time, neither
waiting on the other: on a unit already acted 「対象を行動完了にする」 is not applied (10.18.1) and the
damage after «&» still is; after 「効果適用後、」 (4.1.11) it is not."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")


@pytest.mark.parametrize(
    ("join", "zone", "cited"),
    [("&", "B.discard", "4.7.6"), ("。効果適用後、", "B.field.c3", "4.1.11")],
)
def test_amp_against_after_applied(join: str, zone: str, cited: str) -> None:
    text = f"◎[メイン]縛鎖\\n〈対象:ユニット1体〉\\n対象を行動完了にする{join}対象に【2】ダメージを与える。"
    user = f'{{name: 術者, type: unit, level: 2, attack: 1, defense: 2, text: "{text}"}}'
    scn = mc_scenario(
        a=mc_area("c2", "荒れ地", 8, user),
        b=mc_area(
            "c3",
            "砦跡",
            8,
            "{name: 衛兵, type: unit, level: 1, attack: 1, defense: 2, state: rest}",
        ),
        rest="actions:\n  - {do: use, card: 術者, target: 衛兵}\nask: [衛兵.zone]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"衛兵.zone": zone}
    assert {"10.18.1", cited} <= set(r.decided_by)
