"""Monster Collection (mc), round 63 (s60mcR), issue 14: a consumable whose user leaves the
battlefield before it resolves — the cost declared with it is the user's item slot 「i」 (10.1.6,
13.1.2.1), carried out at 10.1.13; with the user gone it cannot be, and a declaration whose cost
is not all carried out takes no effect (10.11.3, 10.1.14)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


@pytest.mark.parametrize(("counter", "dog_zone"), [(3, "B.field.c3"), (1, "B.discard")])
def test_the_item_slot_of_a_user_gone(counter: int, dog_zone: str) -> None:
    """A's 射手 (defence 3, one item slot) uses a consumable's 【3】 on B's 番犬 (defence 3); B
    answers with 【``counter``】 on 射手: 3 kills it and the consumable does nothing."""
    archer = "{name: 射手, type: unit, level: 2, attack: 1, defense: 3, item_slots: 1}"
    bite = f"◎[対抗]噛む\\n〈対象:ユニット1体〉\\n対象に【{counter}】ダメージを与える。"
    dog = f'{{name: 番犬, type: unit, level: 3, attack: 1, defense: 3, text: "{bite}"}}'
    arrow = "◇[普通]矢\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"
    scn = mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "小道", 6, archer),
        b=mc_area("c3", "丘", 6, dog),
        a_top=f'    deck: 20\n    hand: [{{name: 矢筒, type: item, text: "{arrow}"}}]\n',
        rest="actions:\n  - do: advance\n    units: [射手]\n    to: c3\n"
        "    dice: {A: 6, B: 1}\n    first_normal:\n"
        "      - {do: use, player: A, card: 矢筒, unit: 射手, target: 番犬,"
        " respond: [{do: use, player: B, card: 番犬, target: 射手}]}\n"
        "ask: [番犬.zone, 矢筒.zone]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"番犬.zone": dog_zone, "矢筒.zone": "A.discard"}
    gone = {"10.1.13", "10.11.3", "13.1.2.1"} <= set(r.decided_by)
    assert gone == (counter == 3)
