"""mc (round 56, s53mcC): 「(このユニット / 対象)が自軍 / 敵軍本陣に隣接する地形に存在する場合」 —
the unit's area is next to (5.1.2.18: vertically or horizontally, not diagonally) that side's
headquarters (5.1.2.8), the side relative to the unit's player (``next_to_hq``). The grammar
takes the subject into the relative clause 「…に隣接する」; a unit adjoins nothing, so it is the
subject of 「存在する」 (``cardtext._adjoining_subject_hoisted``). 「対象」 is read so only when
〈対象:このユニット〉 (4.7.2: the same unit, its side its player's)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import decided, main_state, mc_run


def _text(subject: str, side: str) -> str:
    return (
        f"○守り\\n〈対象:このユニット〉\\n{subject}が{side}本陣に隣接する地形に存在する場合、"
        "対象を「防御力:+1」する。"
    )


def _defense(area: str, text: str) -> tuple[int, object]:
    """A's 兵 on ``area`` (A's headquarters on c1; B's on c4)."""
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n"
        "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n"
        f"      {area}:\n        - {{name: 平原, type: terrain, limit: 8}}\n"
        "        - {name: 兵, type: unit, level: 1, attack: 1, defense: 2, "
        f'text: "{text}"}}\n'
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "ask: [兵.defense]\n"
    )
    return int(main_state(r, "兵.defense")), r


@pytest.mark.parametrize("subject", ["対象", "このユニット"])
def test_next_to_the_own_headquarters(subject: str) -> None:
    got, r = _defense("c2", _text(subject, "自軍"))
    assert got == 3
    assert {"5.1.2.18", "5.1.2.8"} <= decided(r), decided(r)
    # diagonal to c1: not next to it (5.1.2.18)
    assert _defense("l2", _text(subject, "自軍"))[0] == 2


def test_next_to_the_enemy_headquarters() -> None:
    assert _defense("c3", _text("このユニット", "敵軍"))[0] == 3
    assert _defense("c2", _text("このユニット", "敵軍"))[0] == 2


def test_a_target_other_than_this_unit_is_refused() -> None:
    get_game("mc")
    text = (
        "○守り\n〈対象:自軍ユニットすべて〉\n対象が自軍本陣に隣接する地形に存在する場合、"
        "対象を「防御力:+1」する。"
    )
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported
