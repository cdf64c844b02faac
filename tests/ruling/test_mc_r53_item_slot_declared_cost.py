"""mc round 53 (s50mcR): a consumable's use checks its user's 「アイテム:x」, a cost notation
(13.1.2.1), as 10.1.4 checks every cost; a 「i」 declared as the cost of a use still in the chain
cannot be declared for another (10.11.5); a unit that declared a × makes no 「アイテム:x」 a cost
(14.3.5)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_DRINK = '{name: 薬%s, type: item, text: "◇[普通/対抗]薬\\n〈対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"}'
_WOLF = mc_area("c3", "森", 8, "{name: 狼, type: unit, level: 2, attack: 1, defense: 9}")


def _board(unit: str, uses: str) -> str:
    return mc_scenario(
        a=mc_area("c2", "平原", 8, unit),
        b=_WOLF,
        a_top=f"    deck: 20\n    hand: [{_DRINK % 1}, {_DRINK % 2}]\n",
        rest=f"actions:\n  - do: advance\n    units: [兵]\n    to: c3\n    dice: {{A: 6, B: 1}}\n"
        f"    first_normal:\n{uses}expect:\n  state: {{A.hand: [薬2]}}\n",
    )


_ONE_SLOT = "{name: 兵, type: unit, level: 2, attack: 1, defense: 3, item_slots: 1}"


def test_a_slot_declared_for_a_use_in_the_chain_is_not_another_cost() -> None:
    text = _board(
        _ONE_SLOT,
        "      - do: use\n        card: 薬1\n        unit: 兵\n"
        "        respond: [{do: use, player: A, card: 薬2, unit: 兵, allowed: false}]\n",
    )
    assert problems(text) == []
    d = resolve(loads(text)).decided_by
    assert "10.11.5" in d and "10.1.4" in d


def test_a_slot_spent_after_the_chain_is_refused_without_10_11_5() -> None:
    text = _board(
        _ONE_SLOT,
        "      - {do: use, card: 薬1, unit: 兵}\n"
        "      - {do: use, card: 薬2, unit: 兵, allowed: false}\n",
    )
    assert problems(text) == []
    d = resolve(loads(text)).decided_by
    assert "13.1.2.5" in d and "10.1.4" in d and "10.11.5" not in d


def test_a_unit_that_declared_a_x_spends_no_item_slot() -> None:
    bomber = (
        '{name: 兵, type: unit, level: 2, attack: 3, defense: 2, item_slots: 1, text: "×[普通]'
        '捨て身\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"}'
    )
    text = (
        _board(
            bomber,
            "      - do: use\n        card: 兵\n        target: 狼\n"
            "        respond: [{do: use, player: A, card: 薬2, unit: 兵, allowed: false}]\n",
        )
        .replace("hand: [", "hand: [")
        .replace("A.hand: [薬2]", "A.hand: [薬1, 薬2]")
    )
    assert problems(text) == []
    assert "14.3.5" in resolve(loads(text)).decided_by
