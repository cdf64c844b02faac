"""mc (round 56, s53mcC): 「この戦闘スペル」 names the battle spell card it is printed on (4.7.2), as
「このカード」 does — 「この戦闘スペルを使用したユニットが「種族:X」の場合、代わりに…」 is read on the
unit that used it (10.13.1; ``cardtext._is_this_card``)."""

from __future__ import annotations

import pytest

from tests.ruling.test_mc_cardtext_r25 import _consumable, _state


@pytest.mark.parametrize(("race", "zone"), [("オーガ", "B.discard"), ("ヒューマン", "B.field.c3")])
def test_the_unit_that_used_this_battle_spell(race: str, zone: str) -> None:
    """An オーガ user deals 3 (門番, defence 3, dies); another 2."""
    scn = _consumable("").replace(
        "対象に【3】ダメージ。",
        "対象に【2】ダメージを与える。この戦闘スペルを使用したユニットが「種族:オーガ」の場合、"
        "代わりに対象に【3】ダメージを与える。",
    )
    scn = scn.replace('type: item, text: "消耗品\\n', 'type: spell, spell_cost: 火, text: "')
    scn = scn.replace("item_slots: 1}", f'item_slots: 1, spell_slots: "火", race: {race}}}')
    assert "type: spell" in scn and "この戦闘スペル" in scn
    assert _state(scn)["門番.zone"] == zone
