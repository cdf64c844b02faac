"""mc (round 54, s51mcT): 「この戦闘で敵軍ユニットがn体以上死亡していた場合」 — the deaths of that
side in the battle going on (12.6.1) counted, at least n; 「死亡していた場合」 alone asks one."""

from __future__ import annotations

import pytest

from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_read, mc_scenario

_BOARD = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        '{name: 狩人, type: unit, level: 2, attack: %d, defense: 6, text: "%s"}',
    ),
    b=mc_area(
        "c3",
        "湖",
        6,
        "{name: 小鬼, type: unit, level: 1, attack: 1, defense: 2}",
        "{name: 大鬼, type: unit, level: 1, attack: 1, defense: 2}",
    ),
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 1, B: 6}, formation: {B: [小鬼, 大鬼]}}
ask: [A.hand, 小鬼.zone, 大鬼.zone]
""",
)


@pytest.mark.parametrize(
    ("many", "attack", "hand"),
    [("2体以上", 4, 1), ("2体以上", 2, 0), ("", 2, 1), ("1体以上", 2, 1)],
)
def test_deaths_of_a_side_counted(many: str, attack: int, hand: int) -> None:
    """「●[戦闘]懸賞金 〈発揮:戦闘終了タイミング開始時/対象:自軍プレイヤー〉 この戦闘で敵軍ユニットが
    2体以上死亡していた場合、カードを1枚補充する」 on 狩人: attack 4 kills both goblins (front first,
    the rest carried on), attack 2 only the front one."""
    text = (
        "●[戦闘]懸賞金\\n〈発揮:戦闘終了タイミング開始時/対象:自軍プレイヤー〉\\n"
        f"この戦闘で敵軍ユニットが{many}死亡していた場合、カードを1枚補充する。"
    )
    scn = (_BOARD % (attack, text)).replace("    deck: 20\n", "    deck: 20\n    hand: 0\n", 1)
    r = mc_read(loads(scn))
    dead = [r.outcome["state"][f"{n}.zone"] for n in ("小鬼", "大鬼")].count("B.discard")
    assert dead == (2 if attack == 4 else 1)
    assert r.outcome["state"]["A.hand"] == hand
