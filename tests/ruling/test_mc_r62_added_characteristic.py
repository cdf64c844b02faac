"""Monster Collection (mc), round 62 (s59mcC), issue 12: 「対象の種族 / 属性に「X」を加える」 — the
characteristic added to the card's (10.14.2: the card's 「特性」 increase), 「対象に「種族:X」を付与
する」 in other words: the card is then both (2.1.22.2)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _run(first: str, asked: str) -> int:
    """A's 術士 uses ``first`` on A's 戦士 (race ヒューマン), then A's 巫女 uses 「対象が<asked>の
    場合、対象を「攻撃力:+2」する。」 on it: 戦士's attack after."""
    caster = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{first}"}}'
    check = f"◎[メイン]祝福\\n〈対象:ユニット1体〉\\n対象が{asked}の場合、対象を「攻撃力:+2」する。"
    priestess = f'{{name: 巫女, type: unit, level: 1, attack: 1, defense: 3, text: "{check}"}}'
    warrior = "{name: 戦士, type: unit, level: 1, attack: 1, defense: 3, race: ヒューマン}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, caster, priestess, warrior),
        rest="actions:\n  - {do: use, card: 術士, target: 戦士}\n"
        "  - {do: use, card: 巫女, target: 戦士}\nask: [戦士.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return int(r.outcome["state"]["戦士.attack"])


@pytest.mark.parametrize(
    ("asked", "attack"),
    [("「種族:アンデッド」", 3), ("「種族:ヒューマン」", 3), ("「種族:ドラゴン」", 1)],
)
def test_the_race_added(asked: str, attack: int) -> None:
    first = "◎[メイン]死化粧\\n〈対象:自軍ユニット1体〉\\n対象の種族に「アンデッド」を加える。"
    assert _run(first, asked) == attack


def test_the_same_steps_as_granting() -> None:
    head = "◎[メイン]x\n〈対象:自軍ユニット1体〉\n"
    (added,) = _abilities("mc", head + "対象の属性に「闇」を加える。", "unit")
    (granted,) = _abilities("mc", head + "対象に「属性:闇」を付与する。", "unit")
    assert added.supported and added.program.steps == granted.program.steps  # type: ignore[attr-defined]
