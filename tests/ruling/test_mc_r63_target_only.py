"""Monster Collection (mc), round 63 (s60mcC), issue 12: 〈対象:～(「種族:ビースト」のみ)〉 — a
restriction in parentheses after the phrase, said with 「のみ」 (only those): the condition the
target meets (10.10.2), the same description as 「(「X」のもの)」 / 「「X」の～」 printed before the
phrase (``grammar.parse._mc_described``)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


@pytest.mark.parametrize(
    ("only", "before"),
    [
        ("自軍ユニット1体(「種族:ビースト」のみ)", "「種族:ビースト」の自軍ユニット1体"),
        ("自軍ユニットすべて(「属性:火」のみ)", "「属性:火」の自軍ユニットすべて"),
    ],
)
def test_the_same_target_as_printed_before(only: str, before: str) -> None:
    head, body = "◎[メイン]x\n〈対象:", "〉\n対象を「攻撃力:+2」する。"
    (a,) = _abilities("mc", head + only + body, "unit")
    (b,) = _abilities("mc", head + before + body, "unit")
    assert a.supported and a.program.target == b.program.target  # type: ignore[attr-defined]


def test_on_a_board() -> None:
    """A ○ ability 〈対象:自軍ユニットすべて(「種族:ビースト」のみ)〉 +1 defence: the beast has it
    (defence 4), the human not (3)."""
    text = "○調教\\n〈対象:自軍ユニットすべて(「種族:ビースト」のみ)〉\\n対象を「防御力:+1」する。"
    tamer = f'{{name: 使い, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    beast = "{name: 獣, type: unit, level: 1, attack: 1, defense: 3, race: ビースト}"
    human = "{name: 人, type: unit, level: 1, attack: 1, defense: 3, race: ヒューマン}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, tamer, beast, human),
        rest="ask: [獣.defense, 人.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"獣.defense": 4, "人.defense": 3}


def test_not_a_quoted_restriction_stays_refused() -> None:
    (a,) = _abilities(
        "mc",
        "◎[メイン]x\n〈対象:自軍ユニット1体(ビーストのみ)〉\n対象を「攻撃力:+2」する。",
        "unit",
    )
    assert not a.supported
