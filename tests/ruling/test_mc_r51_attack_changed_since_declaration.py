"""mc round 51 (s48mcA): an attacking unit's attack lowered by an answer to the attack — the
attack damage is worked out with the values as the attack takes effect (4.1.14)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_TRAP = (
    "{name: 罠師, type: unit, level: 2, attack: 0, defense: 3, "
    'text: "◎[対抗:攻撃限定]足止め\\n〈対象:攻撃中のユニット1体〉\\n対象に「攻撃力:-2」を付与する。"}'
)


def _board(answer: str, zone: str) -> str:
    return mc_scenario(
        a=mc_area("c2", "平原", 8, "{name: 戦士, type: unit, level: 2, attack: 3, defense: 3}"),
        b=mc_area("c3", "森", 6, _TRAP),
        rest="actions:\n  - do: advance\n    units: [戦士]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        + answer
        + f"expect:\n  state: {{罠師.zone: {zone}}}\n",
    )


def test_lowered_attack_read_at_the_damage() -> None:
    text = _board(
        "    answer_first_attack: [{do: use, player: B, card: 罠師, target: 戦士}]\n", "B.c3"
    )
    assert problems(text) == []
    assert "4.1.14" in resolve(loads(text)).decided_by


def test_no_answer_no_4_1_14() -> None:
    text = _board("", "B.discard")
    assert problems(text) == []
    assert "4.1.14" not in resolve(loads(text)).decided_by
