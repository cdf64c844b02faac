"""Monster Collection (mc), round 64 (s61mcR): 「対象に【n】ダメージを与える」 over several targets is
one action carried out once (10.6.2) — every target's damage is dealt before the interrupt rule
processes run, so the deaths it brings about are required at once and the advancing side's are
carried out first (11.1.2.3), whatever order the targets were named in."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_BOMB = "×[普通]道連れ\\n〈対象:ユニット2体〉\\n対象に【火炎】【3】ダメージを与える。"
_CURSE = "○呪いの霧[戦闘]\\n〈対象:敵軍パーティ〉\\n対象を「防御力:-2」する。"


@pytest.mark.parametrize("order", [["呪術師", "剣士"], ["剣士", "呪術師"]])
def test_the_advancing_sides_death_first_whatever_the_order(order: list[str]) -> None:
    """A's 剣士 (defence 5, -2 by B's 呪術師's ○ while it is on the battlefield) and B's 呪術師
    (defence 3) both take 3 from A's 爆弾兵: 剣士 dies at 3 before 呪術師's ○ ends."""
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "草原",
            8,
            "{name: 剣士, type: unit, level: 2, attack: 1, defense: 5}",
            f'{{name: 爆弾兵, type: unit, level: 1, attack: 1, defense: 4, text: "{_BOMB}"}}',
        ),
        b=mc_area(
            "c3",
            "荒野",
            6,
            f'{{name: 呪術師, type: unit, level: 2, attack: 1, defense: 3, text: "{_CURSE}"}}',
        ),
        rest="actions:\n  - do: advance\n    units: [剣士, 爆弾兵]\n    to: c3\n"
        "    dice: {A: 5, B: 2}\n"
        f"    first_normal: [{{do: use, player: A, card: 爆弾兵, target: [{', '.join(order)}]}}]\n"
        "ask: [剣士.zone, 呪術師.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert str(r.outcome["state"]["剣士.zone"]) == "A.discard"
    assert str(r.outcome["state"]["呪術師.zone"]) == "B.discard"
    assert {"11.1.2.3", "10.6.2"} <= set(r.decided_by)
