"""Monster Collection (mc), round 49 (s46mcC), issue 12: 〈対象:このユニットが属するパーティの…〉.

A party is one player's units on one terrain (4.4.1); 「このユニット」 names the card itself (4.7.2),
so 「このユニットが属するパーティのユニット1体 / すべて」 is 「このユニットと同じ地形に存在する自軍
ユニット1体 / すべて」 (自軍: the owner's, 3.2.1.2) — a relative clause (属する) the compiler refused
before ("〈対象:…〉 with Relative not run yet")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")


@pytest.mark.parametrize(
    ("target", "kind", "where"),
    [
        ("このユニットが属するパーティのユニットすべて", "all_units", ()),
        ("このユニットが属するパーティのユニット1体", "unit", ()),
        (
            "このユニットが属するパーティの「種族:ハニワ」のユニットすべて",
            "all_units",
            (("species", ("ハニワ",)),),
        ),
    ],
)
def test_the_party_of_this_unit_is_its_own_units_on_its_terrain(
    target: str, kind: str, where: tuple
) -> None:
    (ab,) = _abilities("mc", f"◎[メイン]x\n〈対象:{target}〉\n対象を「防御力:+1」する。", "unit")
    assert ab.supported, ab.reason
    t = ab.program.target
    assert (t.kind, t.owner, t.here, t.with_this, t.where) == (kind, "own", True, True, where)


def test_an_enemy_side_with_it_stays_refused() -> None:
    (ab,) = _abilities(
        "mc",
        "◎[メイン]x\n〈対象:敵軍のこのユニットが属するパーティのユニットすべて〉\n対象に【1】ダメージを与える。",
        "unit",
    )
    assert not ab.supported


def test_on_a_board_only_the_units_beside_it_take_the_damage() -> None:
    """● at 「メインフェイズ開始時」 on 「このユニットが属するパーティのユニットすべて」: 隊長 and 戦士
    (c2, A's) take 【1】; 斥候 (A's, on c3) none."""
    text = (
        "●[自軍ターン]号令\\n〈発揮:メインフェイズ開始時/対象:このユニットが属するパーティの"
        "ユニットすべて〉\\n対象に【1】ダメージを与える。"
    )
    unit = f'{{name: 隊長, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scen = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area(
            "c2", "平原", 8, unit, "{name: 戦士, type: unit, level: 1, attack: 1, defense: 3}"
        )
        + mc_area("c3", "森", 8, "{name: 斥候, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: main_phase}\nask: [隊長.damage, 戦士.damage, 斥候.damage]\n",
    )
    r = resolve(loads(scen))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"隊長.damage": 1, "戦士.damage": 1, "斥候.damage": 0}


# --- the same party as a place: 「このユニットが属するパーティに…が存在する場合」 ------------------


def test_a_count_in_the_party_of_this_unit_compiles_to_its_terrain_and_side() -> None:
    (ab,) = _abilities(
        "mc",
        "○[戦闘]数の力\n〈対象:このユニット〉\nこのユニットが属するパーティに「はにわ兵団」が"
        "2体以上存在する場合、対象を「攻撃力:+2」する。",
        "unit",
    )
    assert ab.supported, ab.reason
    assert ab.program.condition == (
        "exists",
        ("with_this", "own", "name", ("はにわ兵団",), ">=", 2, False),
    )


@pytest.mark.parametrize(("beside", "damage"), [(2, 1), (1, 0)])
def test_on_a_board_the_count_is_of_the_units_beside_it(beside: int, damage: int) -> None:
    """「このユニットが属するパーティに「種族:ハニワ」のユニットが2体以上存在する場合」: 隊長 and the
    ハニワ on c2 count, the one on c3 does not (4.4.1)."""
    text = (
        "●[自軍ターン]号令\\n〈発揮:メインフェイズ開始時/対象:このユニット〉\\n"
        "このユニットが属するパーティに「種族:ハニワ」のユニットが2体以上存在する場合、"
        "対象に【1】ダメージを与える。"
    )
    unit = (
        f'{{name: 隊長, type: unit, level: 1, attack: 1, defense: 3, race: ハニワ, text: "{text}"}}'
    )
    there = "{name: 土偶%d, type: unit, level: 1, attack: 1, defense: 3, race: ハニワ}"
    scen = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area("c2", "平原", 8, unit, *[there % i for i in range(1, beside)])
        + mc_area("c3", "森", 8, *[there % i for i in range(beside, 3)]),
        rest="actions:\n  - {do: main_phase}\nask: [隊長.damage]\n",
    )
    r = resolve(loads(scen))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"隊長.damage": damage}
