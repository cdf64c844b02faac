"""mc (round 61, s58mcC2): 「この地形が自軍本陣 / 敵軍本陣 / 支配地形 / 配置地形に隣接している場合」
(the term bare or quoted, as the rules name it) — the terrain the ability's card is on (5.1.2.4)
is next to (5.1.2.18: vertically or horizontally) that side's headquarters (5.1.2.8) or a terrain
of the set (5.1.2.11, 5.1.2.14), the side relative to the card's player; read on the card."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import decided, main_state, mc_run


def _board(where: str, term: str) -> object:
    """A's headquarters c1, B's c4; 城兵 (defence 4) stands on A's terrain at ``where``."""
    text = (
        f"○[常時]城壁\\n〈対象:このユニット〉\\nこの地形が{term}に隣接している場合、"
        "対象を「防御力:+3」する。"
    )
    unit = f'{{name: 城兵, type: unit, level: 2, attack: 1, defense: 4, text: "{text}"}}'
    return mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n"
        "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n"
        f"      {where}:\n        - {{name: 平原, type: terrain, limit: 8}}\n        - {unit}\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions: []\nask: [城兵.defense]\n"
    )


@pytest.mark.parametrize(
    ("where", "term", "defense"),
    [
        ("c2", "「自軍本陣」", 7),
        ("c2", "自軍本陣", 7),
        ("l2", "「自軍本陣」", 4),  # diagonal to c1: not next to it (5.1.2.18)
        ("c3", "「自軍本陣」", 4),
        ("c3", "敵軍本陣", 7),
        ("c2", "「敵軍本陣」", 4),
    ],
)
def test_next_to_a_headquarters(where: str, term: str, defense: int) -> None:
    r = _board(where, term)
    assert main_state(r, "城兵.defense") == defense
    if defense == 7:
        assert {"5.1.2.18", "5.1.2.8"} <= decided(r), decided(r)


def test_other_subjects_stay_refused() -> None:
    get_game("mc")
    text = "○[常時]城壁\n〈対象:このユニット〉\n対象が「自軍本陣」に隣接している場合、対象を「防御力:+3」する。"
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported
