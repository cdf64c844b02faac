"""mc round 52 (s49mcA): 〈コスト:このユニット以外の自軍の「種族:X」のユニットn体を破棄〉 — own units
on the battlefield of the (～) (10.11.12), not the ability's own unit (4.7.2), declared at 10.1.6
and discarded at 10.1.13 (10.11.7)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_EATER = (
    '{name: 喰, type: unit, level: 2, attack: 1, defense: 2, race: [オートマタ], text: "◎[メイン]'
    "分解吸収\\n〈コスト:このユニット以外の自軍の「種族:オートマタ」のユニット1体を破棄/対象:この"
    'ユニット〉\\n対象を「攻撃力:+2」&「防御力:+2」する。"}'
)


def _board(others: str, cost: str, expect: str) -> str:
    return mc_scenario(
        a=mc_area("c2", "平原", 8, _EATER, *[o for o in others.split(";") if o]),
        rest=f"""\
actions:
  - {{do: use, card: 喰, target: 喰{cost}}}
expect:
{expect}
""",
    )


_GEAR = "{name: 歯車兵, type: unit, level: 1, attack: 1, defense: 1, race: [オートマタ]}"
_MAN = "{name: 兵士, type: unit, level: 1, attack: 1, defense: 1, race: [ヒューマン]}"


def test_another_unit_of_the_race_pays_and_is_discarded() -> None:
    text = _board(
        f"{_GEAR};{_MAN}",
        ", cost_cards: [歯車兵]",
        "  state: {歯車兵.zone: A.discard, 兵士.zone: A.c2, 喰.attack: 3, 喰.defense: 4}",
    )
    assert problems(text) == []
    assert "10.11.7" in resolve(loads(text)).decided_by


def test_only_the_unit_itself_and_another_race_cannot_pay() -> None:
    # 喰 is an automata too, but 「このユニット以外」; 兵士 is not of the race
    text = _board(_MAN, "", "  state: {兵士.zone: A.c2, 喰.attack: 1}")
    assert problems(text) == []
    r = resolve(loads(text))
    assert "10.11.12" in r.decided_by and "10.11.7" in r.decided_by
