"""Monster Collection (mc), round 63 (s60mcC), issue 12: an item's unmarked ability (10.9.11, read
as the wearer's ○ ability: ``_wearer_named_as_target``) where the wearer, as topic or goal, is
given something to hold — 「装備ユニットは「X」を持つ / 得る」, 「装備ユニットに「X」を付与する」
(a standing ability, characteristic or value change added, 10.14.1) — and the ability's own
condition 「装備ユニットが…の場合、」 (10.12.1), read of the same unit."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _quake(item: str, advance: str, attr: str = "地震") -> str:
    """A's 兵 (defence 1, advance type ``advance``) wears 仮面 (``item``); A's 巫女 deals
    【<attr>:9】 to 兵: 兵's zone after."""
    mask = f'{{name: 仮面, type: item, equipped_to: 兵, text: "{item}"}}'
    soldier = (
        f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 1, item_slots: 1, "
        f"advance: {advance}}}"
    )
    quake = "◎[メイン]揺れ\\n〈対象:ユニット1体〉\\n" + f"対象に【{attr}:9】ダメージを与える。"
    priestess = f'{{name: 巫女, type: unit, level: 1, attack: 1, defense: 3, text: "{quake}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, soldier, mask, priestess),
        rest="actions:\n  - {do: use, card: 巫女, target: 兵}\nask: [兵.zone]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return str(r.outcome["state"]["兵.zone"])


@pytest.mark.parametrize(
    "item",
    [
        "装備ユニットは「耐性:地震」を持つ。",
        "装備ユニットは「耐性:地震」を得る。",
        "装備ユニットに「耐性:地震」を付与する。",
    ],
)
@pytest.mark.parametrize(("attr", "zone"), [("地震", "A.field.c2"), ("火炎", "A.discard")])
def test_the_wearer_holds_a_resistance(item: str, attr: str, zone: str) -> None:
    assert _quake(item, "歩行", attr) == zone


@pytest.mark.parametrize(("advance", "zone"), [("歩行", "A.field.c2"), ("飛行", "A.discard")])
def test_under_the_abilitys_condition(advance: str, zone: str) -> None:
    """「装備ユニットが「進軍タイプ:飛行」を持たない場合、…」: a walking wearer holds 「耐性:地震」;
    a flying one does not, and dies of 【地震:9】."""
    item = "装備ユニットが「進軍タイプ:飛行」を持たない場合、装備ユニットは「耐性:地震」を持つ。"
    assert _quake(item, advance) == zone


@pytest.mark.parametrize(
    "text",
    [
        "装備ユニットに【1】ダメージを与える。",  # damage dealt: not held (a one-shot step)
        "装備ユニットと敵軍ユニット1体は「ディフェンダー:1」を持つ。",  # another unit too
    ],
)
def test_not_this_reading(text: str) -> None:
    (ab,) = _abilities("mc", text, "item")
    assert not ab.supported
