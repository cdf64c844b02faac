"""mc round 51 (s48mcA): a unit gone from the battle's terrain after the formation timing is a
change of the units (14.5.4.1's 「ユニット…の増減」): a [戦闘] ○ condition it moves for the units
left raises mc combat_condition_after_formation (14.5.4.1 against 14.5.4.3), both readings run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_HEAD = (
    "{name: 小鬼頭, type: unit, level: 1, attack: 0, defense: 2, race: ゴブリン, "
    'text: "○[戦闘]群れ\\n〈対象:自軍パーティ〉\\n自軍パーティに「種族:ゴブリン」のユニットが%d体以上'
    '存在する場合、対象を「防御力:+2」する。"}'
)
_GOB = "{name: 小鬼, uid: 小鬼%d, type: unit, level: 1, attack: 0, defense: 2, race: ゴブリン}"
_ARCHER = (
    "{name: 弓兵, type: unit, level: 2, attack: 1, defense: 2, "
    'text: "□[普通]狙撃\\n〈対象:敵軍ユニット1体〉\\n対象に【4】ダメージを与える。"}'
)


def _board(n: int) -> str:
    return mc_scenario(
        a=mc_area(
            "c2", "平原", 8, _ARCHER, "{name: 戦士, type: unit, level: 2, attack: 3, defense: 3}"
        ),
        b=mc_area("c3", "森", 6, _HEAD % n, _GOB % 2, _GOB % 3),
        rest="actions:\n  - do: advance\n    units: [戦士, 弓兵]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    formation: {A: [戦士, 弓兵], B: [小鬼2, 小鬼頭, 小鬼3]}\n"
        "    first_normal: [{do: use, card: 弓兵, target: 小鬼3}]\n"
        "expect:\n  outcome: {game_over: false}\n",
    )


def test_condition_lost_by_a_death_after_formation_is_a_reading() -> None:
    text = _board(3)
    assert problems(text) == []
    r = resolve(loads(text))
    assert "14.5.4.3" in r.outcome.get("depends_on_reading", [])


def test_condition_still_met_raises_nothing() -> None:
    text = _board(2)
    assert problems(text) == []
    r = resolve(loads(text))
    assert "14.5.4.3" not in r.outcome.get("depends_on_reading", [])
