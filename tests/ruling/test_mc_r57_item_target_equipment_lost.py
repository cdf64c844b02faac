"""mc round 57 (s54mcR): 〈対象:アイテム1つ〉 — an item on the battle's terrain (10.10.6: 「そこに存在
するユニットとアイテム」; an item card there is an equipment, 12.2.8.9) — read as 〈対象:装備品1つ〉; an
[対抗] answer discarding the attacker's equipment (10.10.8.2: the equipment of a declaring unit is a
proper target) lowers the attack damage dealt after it, read as the effect takes effect (4.1.14),
resting on the step that took the equipment off."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import mc_scenario, problems

_SMASH = "◎[対抗]武具砕き\\n〈コスト:手札1枚破棄/対象:アイテム1つ〉\\n対象を破棄する。"


def test_item_target_compiles_as_one_equipment() -> None:
    text = _SMASH.replace("\\n", "\n")
    (ab,) = abilities_of("mc", Card(uid="x", owner="A", name="x", type="unit", text=text))
    assert ab.supported and ab.program.target.kind == "equipment"


def _board(answer: str, defense: int) -> str:
    return mc_scenario(
        a="""\
      c2:
        - {name: 草原, type: terrain, limit: 6}
        - {name: 剣士, type: unit, level: 2, attack: 2, defense: 9, item_slots: 1, text: "「アイテム:i」"}
        - {name: 魔剣, type: item, attack_bonus: 3, equip_cost: 1, equipped_to: 剣士}
""",
        b=f"""\
      c3:
        - {{name: 鉱山, type: terrain, limit: 6}}
        - {{name: 妖精, type: unit, level: 2, attack: 1, defense: {defense}, text: "{_SMASH}"}}
""",
        b_top="    deck: 15\n    hand: [{name: 石, type: item}]\n",
        rest=f"""\
actions:
  - do: advance
    units: [剣士]
    to: c3
    dice: {{A: 6, B: 1}}
    {answer}
expect:
  state: {{妖精.zone: B.c3}}
""",
        turn="{player: A, number: 8, phase: main}",
    )


def test_answer_discarding_the_equipment_lowers_the_attack() -> None:
    ans = "answer_first_attack: [{do: use, player: B, card: 妖精, target: 魔剣, cost_cards: [石]}]"
    text = _board(ans, 4)  # 2 < 4 once 魔剣 (+3) is gone
    assert problems(text) == []
    r = resolve(loads(text))
    assert {"10.10.8.2", "4.1.14", "9.3"} <= set(r.decided_by)


def test_no_answer_the_equipment_counts() -> None:
    text = _board("", 6)  # 5 < 6: lives, nothing changed since the declaration
    assert problems(text) == []
    assert "4.1.14" not in resolve(loads(text)).decided_by
