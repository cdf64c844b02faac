"""mc card text, round 64 (s61mcC, issue 12): 〈対象:この地形で戦闘に参加している…ユニットすべて〉 —
the units of the battle on the ability's terrain said with 参加, the rules' own word for a unit of
the battle going on (8.2.3: 「戦闘に参加しているユニット」), as 「この地形で戦闘している…」 is read
(5.1.2.4)."""

from __future__ import annotations

import pytest

from ruling.scenario import loads
from tests.ruling.boards import mc_read
from tests.ruling.test_mc_cardtext_r17 import _on_the_lake


@pytest.mark.parametrize(
    ("who", "zone"),
    [
        ("", "B.field.c3"),  # 狩人 too: 4 - 1 = 3 < 4, the goblin lives
        ("「種族:ヒューマン」以外の", "B.discard"),  # 狩人 is left out: 4 kills the goblin
        ("「種族:ドラゴン」以外の", "B.field.c3"),
    ],
)
def test_a_terrains_ability_on_the_units_joined_in_its_battle(who: str, zone: str) -> None:
    """「○[戦闘]泥 〈対象:この地形で戦闘に参加している…ユニットすべて〉 対象を「攻撃力:-1」する」 on
    B's terrain 湖: 狩人 (attack 4, ヒューマン) is lowered to 3 unless the text leaves it out."""
    text = (
        f"○[戦闘]泥\\n〈対象:この地形で戦闘に参加している{who}ユニットすべて〉\\n"
        "対象を「攻撃力:-1」する。"
    )
    scn = _on_the_lake(text, 4, "ゴブリン.zone").replace(
        "attack: 4, defense: 4}", "attack: 4, defense: 4, race: ヒューマン}"
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
