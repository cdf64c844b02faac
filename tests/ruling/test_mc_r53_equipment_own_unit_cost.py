"""mc round 53 (s50mcR): an equipment's × / □ ability is used by the unit wearing it (12.2.8.9,
4.7.2: on an equipment 「このユニット」 is its wearer) — the × cost discards the wearer (14.3.1,
14.3.3), not the equipment; the equipment then goes by the rule process (11.3.4)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_WEARER = "{name: 戦士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}"


def _board(mark: str, expect: str) -> str:
    charm = (
        '{name: 護符, type: item, equip_cost: 1, equipped_to: 戦士, text: "'
        f'{mark}[メイン]爆発\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}}'
    )
    return mc_scenario(
        a=mc_area("c2", "平原", 8, _WEARER, charm),
        b=mc_area("c3", "森", 8, "{name: 狼, type: unit, level: 2, attack: 2, defense: 3}"),
        rest=f"actions:\n  - {{do: use, card: 護符, target: 狼}}\nexpect:\n{expect}",
    )


def test_x_on_an_equipment_discards_the_unit_wearing_it() -> None:
    text = _board(
        "×", "  state: {戦士.zone: A.discard, 護符.zone: A.discard, 狼.zone: B.discard}\n"
    )
    assert problems(text) == []
    r = resolve(loads(text))
    assert {"14.3.1", "14.3.3", "4.7.2"} <= set(r.decided_by)


def test_rest_on_an_equipment_makes_its_wearer_acted() -> None:
    # the wearer becomes acted (14.2.1); the equipment stays worn
    text = _board("□", "  state: {A.c2: [平原, 戦士(rest), 護符], 狼.zone: B.discard}\n")
    assert problems(text) == []
