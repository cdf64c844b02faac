"""mc round 55 (s52mcT2), issue 12: 「対象は行動完了にならない。ただし、対象自身の□特殊能力のコストと
して行動完了にすることはできる。」 — the proviso (「ただし」) keeps one way of becoming acted out of the
negative: the cost of the unit's own □ ability (14.2.1, 14.2.3) is carried out (10.1.13) and the unit
becomes acted; without it, whether a unit that 「行動完了にならない」 can pay that cost is the audit
point acted_cost_of_unit_never_acted (4.1.12 speaks of effects, 10.11.1). With 「対象自身の」 only
an ability printed on the unit itself is kept: an equipment's □ ability, whose cost its wearer pays
(4.7.2), is not."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import NoRestStep
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_NO_REST = "○不動の構え\\n〈対象:このユニット〉\\n対象は行動完了にならない。"
_OWN = "ただし、対象自身の□特殊能力のコストとして行動完了にすることはできる。"
_ANY = "ただし、□特殊能力のコストとして対象を行動完了にすることができる。"
_SHOT = "□[メイン]石礫\\n〈対象:ユニット1体〉\\n対象に【2】ダメージを与える。"


@pytest.mark.parametrize(("proviso", "own_only"), [(_OWN, True), (_ANY, False)])
def test_it_compiles_to_a_kept_cost(proviso: str, own_only: bool) -> None:
    (ab,) = _abilities("mc", (_NO_REST + proviso).replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    (st,) = ab.program.steps
    assert st == NoRestStep(cost_kept="□", own_only=own_only)


def test_a_proviso_without_the_negative_is_refused() -> None:
    text = "○x\n〈対象:このユニット〉\n対象を「攻撃力:+1」する。" + _ANY
    (ab,) = _abilities("mc", text, "unit")
    assert not ab.supported


def _board(unit_text: str, item_text: str = "") -> str:
    units = [
        f'{{name: 石像兵, type: unit, level: 2, attack: 1, defense: 4, item_slots: 1, text: "{unit_text}"}}'
    ]
    if item_text:
        units.append(
            f'{{name: 投石具, type: item, equip_cost: 1, equipped_to: 石像兵, text: "{item_text}"}}'
        )
    b = mc_area("c3", "森", 6, "{name: 小鬼, type: unit, level: 1, attack: 1, defense: 2}")
    card = "投石具" if item_text else "石像兵"
    ability = 1 if item_text else 2
    rest = (
        f"actions:\n  - {{do: use, card: {card}, ability: {ability}, target: 小鬼}}\n"
        "ask: [小鬼.zone, A.c2]\n"
    )
    return mc_scenario(a=mc_area("c2", "平原", 6, *units), b=b, rest=rest)


def test_the_own_complete_ability_is_paid_and_the_unit_becomes_acted() -> None:
    r = resolve(loads(_board(_NO_REST + _OWN + "\\n" + _SHOT)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert "depends_on_reading" not in r.outcome
    assert r.outcome["state"]["小鬼.zone"] == "B.discard"
    assert "石像兵(rest)" in r.outcome["state"]["A.c2"]
    # the cost carried out (14.2.3, 10.1.13), with the ○ ability that kept it
    assert {"14.2.3", "10.1.13", "14.5.1"} <= set(r.decided_by)


def test_without_the_proviso_it_stays_the_audit_point() -> None:
    r = resolve(loads(_board(_NO_REST + "\\n" + _SHOT)))
    assert "4.1.12" in r.outcome.get("depends_on_reading", ())


def test_an_equipments_ability_is_not_the_units_own() -> None:
    # 「対象自身の」: the wearer pays the equipment's □ cost (4.7.2), not its own ability's
    r = resolve(loads(_board(_NO_REST + _OWN, _SHOT)))
    assert "4.1.12" in r.outcome.get("depends_on_reading", ())
