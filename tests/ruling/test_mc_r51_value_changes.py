"""mc round 51 (s48mcA): 「対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する」 swaps
the two values — a ±n on each (4.6.5); an equipment passed away takes its 追加防御力 with it, the
±n taken out of a value other changes hold too (4.6.6, 4.6.8)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_SWAP = "対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する。"


def _board(pass_it: bool) -> str:
    return mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            "{name: 騎士, type: unit, level: 2, attack: 2, defense: 2, item_slots: 1}",
            "{name: 盾, type: item, equip_cost: 1, defense_bonus: 2, equipped_to: 騎士}",
            "{name: 従者, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}",
        ),
        rest=f'actions:\n  - {{do: resolve_text, player: A, text: "{_SWAP}", target: 騎士}}\n'
        + ("  - {do: pass_equipment, player: A, card: 盾, to: 従者}\n" if pass_it else "")
        + "expect:\n  state: "
        + ("{騎士.zone: A.discard}\n" if pass_it else "{騎士.attack: 4, 騎士.defense: 2}\n"),
    )


def test_change_to_each_others_value_is_a_swap() -> None:
    text = _board(False)
    assert problems(text) == []
    assert "4.6.5" in resolve(loads(text)).decided_by


def test_equipment_bonus_taken_out_after_the_swap() -> None:
    text = _board(True)
    assert problems(text) == []
    assert {"4.6.6", "4.6.8"} <= set(resolve(loads(text)).decided_by)
