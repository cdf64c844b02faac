"""Monster Collection (mc), round 59 (s56mcC2): 「対象を「防御力:+X」する。Xは自軍手札の枚数に等しい。(最大n)」.

X is the count of the cards in that side's hand (5.1.4.1), read as the effect takes effect (4.1.14:
the card used is in the effect zone by then, no longer in the hand), no more than the reminder's
「最大n」. Read on the one target of a use; in force (○) or on a group it stays refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_TEXT = (
    "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘を行っている自軍ユニット1体〉\\n"
    "この戦闘中、対象を「防御力:+X」する。Xは自軍手札の枚数に等しい。{cap}"
)


def _ab(text: str, card_type: str) -> Any:
    return _abilities("mc", text.replace("\\n", "\n"), card_type)[-1]


def test_x_read() -> None:
    a = _ab(_TEXT.format(cap="（最大3）"), "item")
    assert a.supported, a.reason
    assert a.program.steps[0].read == ("hand", "own", 3)
    b = _ab(_TEXT.format(cap=""), "item")
    assert b.supported and b.program.steps[0].read == ("hand", "own", None)


@pytest.mark.parametrize(
    "text",
    [
        # X said by no sentence
        "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘を行っている自軍ユニット1体〉\\n対象を「防御力:+X」する。",
        # in force: not read here
        "○[戦闘]\\n〈対象:このユニット〉\\n対象を「防御力:+X」する。Xは自軍手札の枚数に等しい。",
    ],
)
def test_x_refused(text: str) -> None:
    assert not _ab(text, "item" if "消耗品" in text else "unit").supported


@pytest.mark.parametrize(
    ("others", "cap", "defense"), [(2, "（最大3）", 5), (5, "（最大3）", 6), (5, "", 8)]
)
def test_x_on_a_board(others: int, cap: str, defense: int) -> None:
    """A's 魔術師 (defence 3) advances into B's c3 and uses 盾壺 on itself with ``others`` other
    cards in A's hand: +X, X the hand's count as the effect comes (盾壺 is in the effect zone), at
    most 3 where printed."""
    text = _TEXT.format(cap=cap)
    hand = "".join(f"      - {{name: 札{k}, type: unit, level: 1}}\n" for k in range(others))
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=f'    deck: 20\n    hand:\n      - {{name: 盾壺, type: item, text: "{text}"}}\n{hand}',
        a=mc_area(
            "c2",
            "平原",
            8,
            "{name: 魔術師, type: unit, level: 1, attack: 0, defense: 3, item_slots: 1}",
        ),
        b="      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
        "        - {name: 門番, type: unit, level: 1, attack: 0, defense: 3}\n",
        rest="actions:\n  - do: main_phase\n    actions:\n      - do: advance\n"
        "        units: [魔術師]\n        to: c3\n        dice: {A: 6, B: 1}\n"
        "        first_normal:\n          - {do: use, card: 盾壺, unit: 魔術師, target: 魔術師}\n"
        "ask: [魔術師.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    made = [
        s.ja for s in r.main.trace.steps if s.event == "addeffect" and "魔術師 の防御力" in s.ja
    ]
    assert len(made) == 1 and f"防御力+{defense - 3}" in made[0], (made, r.outcome)
