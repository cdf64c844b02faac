"""A battle spell's ◇ damage against 「耐性:特殊能力」 (round 65, s62comcR, from mc/r65_029): 13.1.7.2 lists
「戦闘スペル」 and 「特殊能力」 apart as kinds of source, while a battle spell card's ◇ is a 「◇特殊能力」
too (14.6.1, 4.1.2) — the point battle_spell_source_kind, both readings run: the engine's
(battle_spell_only) lets the damage kill, the other keeps the unit alive (13.1.7.1). A unit's own
ability's damage is 「特殊能力」 alone, and 「耐性:戦闘スペル」 keeps off a battle spell's: no point
raised there."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, mc_run

SPELL = (
    "{name: 火球, type: spell, spell_cost: 火, text: "
    '"◇[普通]火球\\n〈対象:ユニット1体〉\\n対象に【火炎】【4】ダメージを与える。"}'
)


def _board(resistance: str) -> str:
    return (
        "turn: {player: A, number: 8, phase: main}\nplayers:\n"
        f"  A:\n    deck: 12\n    hand: [{SPELL}]\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n"
        "      c2:\n        - {name: 火口, type: terrain, limit: 7}\n"
        "        - {name: 術師, type: unit, level: 2, attack: 0, defense: 3, spell_slots: 火, "
        'text: "「スペル:火」"}\n'
        "  B:\n    deck: 12\n    field:\n"
        "      c3:\n        - {name: 神殿跡, type: terrain, limit: 6}\n"
        f'        - {{name: 石像, type: unit, level: 3, attack: 1, defense: 3, text: "{resistance}"}}\n'
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - do: advance\n    units: [術師]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    first_normal: [{do: use, player: A, card: 火球, unit: 術師, target: 石像}]\n"
        "ask: [石像.zone]\n"
    )


def test_both_readings_run_against_a_resistance_to_abilities() -> None:
    r = mc_run(_board("「耐性:特殊能力」"))
    assert r.main.outcome["state"]["石像.zone"] == "B.discard"
    assert {leaf.outcome["state"]["石像.zone"] for leaf in r.alternates} == {"B.field.c3"}
    assert "13.1.7.2" in decided(r)


@pytest.mark.parametrize(
    ("resistance", "zone"), [("「耐性:戦闘スペル」", "B.field.c3"), ("", "B.discard")]
)
def test_no_point_where_the_kind_is_plain(resistance: str, zone: str) -> None:
    r = mc_run(_board(resistance))
    assert r.main.outcome["state"]["石像.zone"] == zone
    assert not r.alternates
