"""mc (round 62, s59mcC), issue 12: 「この戦闘で死亡した(敵軍)ユニットが2体以上の場合」 — the deaths
of the battle going on (12.6.1) counted, said with the deaths as a noun (「この戦闘で敵軍ユニットが
2体以上死亡した場合」 in other words); with no 自軍 / 敵軍, of either side. And 「対象に【闇】属性の
1ダメージを与える」: damage of the attribute written in 【】 (4.5.4), 「【闇:1】ダメージ」."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_read, mc_scenario

get_game("mc")

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
    ("who", "attack", "hand"),
    [("", 4, 1), ("", 2, 0), ("敵軍", 4, 1), ("自軍", 4, 0)],
)
def test_deaths_counted_as_a_noun(who: str, attack: int, hand: int) -> None:
    """On 狩人: attack 4 kills both goblins (B's), attack 2 only the front one."""
    text = (
        "●[戦闘]懸賞金\\n〈発揮:戦闘終了タイミング開始時/対象:自軍プレイヤー〉\\n"
        f"この戦闘で死亡した{who}ユニットが2体以上の場合、カードを1枚補充する。"
    )
    scn = (_BOARD % (attack, text)).replace("    deck: 20\n", "    deck: 20\n    hand: 0\n", 1)
    r = mc_read(loads(scn))
    dead = [r.outcome["state"][f"{n}.zone"] for n in ("小鬼", "大鬼")].count("B.discard")
    assert dead == (2 if attack == 4 else 1)
    assert r.outcome["state"]["A.hand"] == hand
    if hand:
        assert "12.6.1" in r.decided_by


def test_damage_of_an_attribute_in_brackets() -> None:
    head = "◎[メイン]x\n〈対象:ユニット1体〉\n"
    (a,) = _abilities("mc", head + "対象に【闇】属性の1ダメージを与える。", "unit")
    (b,) = _abilities("mc", head + "対象に【闇:1】ダメージを与える。", "unit")
    assert a.supported and a.program.steps == b.program.steps  # type: ignore[attr-defined]


@pytest.mark.parametrize(("attr", "zone"), [("地震", "B.field.c3"), ("火炎", "B.discard")])
def test_damage_of_an_attribute_on_a_board(attr: str, zone: str) -> None:
    """「対象に【<attr>】属性の9ダメージを与える」 on B's 岩人 (「耐性:地震」, 13.1.7.1): 【地震】
    does not kill it; 【火炎】 does."""
    text = f"◎[メイン]x\\n〈対象:敵軍ユニット1体〉\\n対象に【{attr}】属性の9ダメージを与える。"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}',
        ),
        b=mc_area(
            "c3",
            "森",
            6,
            '{name: 岩人, type: unit, level: 1, attack: 1, defense: 2, text: "耐性:地震"}',
        ),
        rest="actions:\n  - {do: use, card: 術士, target: 岩人}\nask: [岩人.zone]\n",
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"]["岩人.zone"] == zone
