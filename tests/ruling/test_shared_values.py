"""A card's value a scenario asks for, read once for the games (``ruling.values.known_value`` /
``card_value``, folded from the per-game ``_ap`` / ``_dp`` / ``_power`` / ``_shield`` /
``_attack`` / ``_defense`` / ``_level`` / ``_damage`` readers of co, vs, vg and mc): the game's
computed number, unknown (None) where the printed value was left out and no effect sets it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, mc_area, mc_scenario

_VS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A: {deck: 10, ring: {name: 千早, ap: 2000, dp: 5000, damage: 500, level: 3}}
  B: {deck: 10, ring: {name: 美希}}
ask: [千早.ap, 千早.dp, 千早.damage, 千早.level, 美希.ap, 美希.dp, 美希.damage]
"""


def test_a_value_given_is_read_one_left_out_is_unknown() -> None:
    got = resolve(loads(_VS)).outcome["state"]
    assert got == {
        "千早.ap": 2000,
        "千早.dp": 5000,
        "千早.damage": 500,
        "千早.level": 3,
        "美希.ap": None,  # not given: unknown, not 0
        "美希.dp": None,
        "美希.damage": 0,  # no damage stated: none accumulated
    }


def test_the_computed_number_with_effects_in_force() -> None:
    # mc: a 「攻撃力:+1」 given to the unit is in the value asked for; an unstated defence is
    # unknown
    unit = "{name: 兵, type: unit, level: 1, attack: 2}"
    doc = mc_scenario(
        b=mc_area("c3", "森", 6, unit),
        rest=(
            "actions:\n"
            '  - {do: resolve_text, player: B, text: "対象に「攻撃力:+1」を付与する。", target: 兵}\n'
            "ask: [兵.attack, 兵.defense, 兵.level]\n"
        ),
    )
    assert resolve(loads(doc)).outcome["state"] == {
        "兵.attack": 3,
        "兵.defense": None,
        "兵.level": 1,
    }


def test_ws_a_number_of_a_kind_without_it_is_0() -> None:
    # ws: a character's power given / left out (unknown); a climax has no power (2.19.1: 0)
    doc = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 主役, type: character, level: 1, power: 5000}\n"
        "      left_front: {name: 脇役, type: character, level: 1}\n"
        "    climax: [{name: 山場, type: climax}]\n"
        "  B: {level: 1, deck: 10}\n"
        "ask: [主役.power, 脇役.power, 山場.power]\n"
    )
    got = resolve(loads(doc)).outcome["state"]
    assert got == {"主役.power": 5000, "脇役.power": None, "山場.power": 0}
