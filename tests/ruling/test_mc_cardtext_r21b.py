"""Monster Collection (mc), round 21 (s17mc2), issue 12: 〈対象:…〉 forms naming the battle going
on (docs/cardtext.md "MC round 21, issue 12, 〈対象〉 (s17mc2)") —
「装備ユニット / このアイテムを装備しているユニットと戦闘している(敵軍)ユニット」 (4.7.2, 8.1.1,
8.2.3) and 「戦闘中の(自軍 / 敵軍)ユニット」 (8.1.2, 8.2.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_read, mc_scenario, problems
from tests.ruling.test_mc_cardtext_r17 import _AWE


def _worn(item: str, unit: str = "", use: str = "") -> str:
    """A's 鬼 (attack 6, defence 9) attacks B's c3, held by 盾兵 (defence 5, wearing 盾 with the
    text ``item``; ``unit`` its own text) behind 弓兵 (defence 1); B (先攻) uses ``use``."""
    second = f", first_normal: [{use}]" if use else ""
    return mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "平原", 6, "{name: 鬼, type: unit, level: 3, attack: 6, defense: 9}"),
        b=mc_area(
            "c3",
            "砦",
            8,
            "{name: 弓兵, type: unit, level: 1, attack: 0, defense: 1}",
            f'{{name: 盾兵, type: unit, level: 1, attack: 0, defense: 5, item_slots: 1, text: "{unit}"}}',
            f'{{name: 盾, type: item, equipped_to: 盾兵, text: "{item}"}}',
        ),
        rest=f"""\
actions:
  - {{do: advance, units: [鬼], to: c3, dice: {{A: 1, B: 6}}, formation: {{B: [盾兵, 弓兵]}}{second}}}
ask: [鬼.damage]
""",
    )


_BLOW = (
    "◎[普通]渾身の一撃\\n〈対象:{who}{verb}{side}ユニット{count}〉\\n対象に【2】ダメージを与える。"
)


@pytest.mark.parametrize(
    "who",
    ["装備ユニット", "このアイテムを装備しているユニット", "この装備品を装備しているユニット"],
)
@pytest.mark.parametrize("verb", ["と戦闘している", "と戦闘中の"])
@pytest.mark.parametrize("side", ["敵軍", ""])
@pytest.mark.parametrize("count", ["1体", "すべて"])
def test_a_use_on_the_units_the_wearer_fights(who: str, verb: str, side: str, count: str) -> None:
    """「◎[普通]渾身の一撃 〈対象:装備ユニットと戦闘している敵軍ユニット1体〉 対象に【2】ダメージを
    与える」 on 盾, worn by 盾兵 in the battle: 鬼, the unit its wearer fights, takes the 2 damage
    (4.7.2, 8.2.3); with no side said, the units a unit fights are the other side's (8.1.1)."""
    text = _BLOW.format(who=who, verb=verb, side=side, count=count)
    r = mc_read(loads(_worn(text, use="{do: use, card: 盾, player: B, target: 鬼}")))
    assert r.outcome["state"]["鬼.damage"] == 2


def test_the_wearer_of_a_units_own_text_is_none() -> None:
    """The same ◎ printed on the unit 盾兵 itself: 「装備ユニット」 names no unit off an item
    (4.7.2), so there is no proper target and the use is refused (10.10.3); 「このユニットと…」
    names 盾兵 and the use is made."""
    text = _BLOW.format(who="装備ユニット", verb="と戦闘している", side="敵軍", count="1体")
    use = "{do: use, card: 盾兵, player: B, target: 鬼, allowed: false}"
    assert problems(_worn("", unit=text, use=use)) == []
    mine = text.replace("装備ユニット", "このユニット")
    r = mc_read(loads(_worn("", unit=mine, use="{do: use, card: 盾兵, player: B, target: 鬼}")))
    assert r.outcome["state"]["鬼.damage"] == 2


def test_the_wearer_outside_a_battle_fights_none() -> None:
    """Outside a battle the wearer fights no unit (8.2.3): a [メイン] use has no target."""
    text = _BLOW.format(
        who="装備ユニット", verb="と戦闘している", side="敵軍", count="1体"
    ).replace("[普通]", "[メイン]")
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            "{name: 術士, type: unit, level: 1, attack: 1, defense: 3, item_slots: 1}",
            f'{{name: 盾, type: item, equipped_to: 術士, text: "{text}"}}',
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 盾, target: ゴブリン, allowed: false}\nask: [ゴブリン.damage]\n",
    )
    assert problems(scn) == []


@pytest.mark.parametrize("side", ["自軍", ""])
def test_units_of_ones_own_side_fought_stay_refused(side: str) -> None:
    """「装備ユニットと戦闘している自軍ユニット」: a unit does not fight its own side's (8.1.1) —
    refused, not read as the enemy's. (With no side said it is read: the other side.)"""
    (ab,) = _abilities(
        "mc",
        f"◎[普通]技\n〈対象:装備ユニットと戦闘している{side}ユニット1体〉\n対象に【2】ダメージを与える。",
        "item",
    )
    assert ab.supported is (side == "")


# --- 「戦闘中の(自軍 / 敵軍)ユニット」: the units of the battle going on (8.1.2, 8.2.3) ----------


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        (
            "○[戦闘]灼熱の体躯\\n〈対象:戦闘中の敵軍ユニットすべて〉\\n対象を「攻撃力:-1」する。",
            "A.field.c2",
        ),
        (
            "○灼熱の体躯\\n〈対象:戦闘中の敵軍ユニットすべて〉\\n対象は「攻撃力:-1」する。",
            "A.field.c2",
        ),
        (
            "○[戦闘]灼熱の体躯\\n〈対象:戦闘中の自軍ユニットすべて〉\\n対象は「攻撃力:-1」する。",
            "A.discard",
        ),
        ("", "A.discard"),
    ],
)
def test_a_continuous_ability_on_the_units_in_battle(text: str, zone: str) -> None:
    """「○[戦闘]灼熱の体躯 〈対象:戦闘中の敵軍ユニットすべて〉 対象を「攻撃力:-1」する」 on 狩人
    (defence 4): the ogre it fights attacks with 4 - 1 = 3 and 狩人 lives; said of 自軍, 狩人's own
    attack is lowered and the ogre's 4 kills it, as with no text."""
    r = mc_read(loads(_AWE % text))
    assert r.outcome["state"] == {"狩人.zone": zone}


@pytest.mark.parametrize(
    "which", ["戦闘中の敵軍ユニット", "戦闘している敵軍ユニット", "戦闘中のユニット"]
)
@pytest.mark.parametrize(("target", "allowed"), [("鬼", True), ("見張り", False)])
def test_a_use_on_a_unit_in_battle(which: str, target: str, allowed: bool) -> None:
    """「◎[普通]焼き払い 〈対象:戦闘中の敵軍ユニット1体〉 対象に【2】ダメージを与える」 used by 盾兵:
    鬼, in the battle, is a proper target (8.2.3); 見張り, an enemy unit on another terrain, is not
    (10.10.3)."""
    text = f"◎[普通]焼き払い\\n〈対象:{which}1体〉\\n対象に【2】ダメージを与える。"
    flag = "" if allowed else ", allowed: false"
    scn = mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "平原", 6, "{name: 鬼, type: unit, level: 3, attack: 6, defense: 9}")
        + mc_area("r2", "丘", 6, "{name: 見張り, type: unit, level: 1, attack: 1, defense: 9}"),
        b=mc_area(
            "c3",
            "砦",
            8,
            f'{{name: 盾兵, type: unit, level: 1, attack: 0, defense: 9, text: "{text}"}}',
        ),
        rest=f"""\
actions:
  - {{do: advance, units: [鬼], to: c3, dice: {{A: 1, B: 6}}, first_normal: [{{do: use, card: 盾兵, player: B, target: {target}{flag}}}]}}
ask: [鬼.damage, 見張り.damage]
""",
    )
    if allowed:
        r = mc_read(loads(scn))
        assert r.outcome["state"]["鬼.damage"] == 2
        assert r.outcome["state"]["見張り.damage"] == 0
    else:
        assert problems(scn) == []
