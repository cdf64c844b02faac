"""Monster Collection (mc), round 36 (s32mctext), issue 12: constructions the validation
categories named, each in the family of wordings a writer prints for the same meaning, and what
each does on a board.

1. 「～してよい」 read as the rules' 「～してもよい」 (10.1.7, 10.1.14): a step left to the player's
   choice, in either spelling, for every reading of the permission (a ◇ summon of its own card,
   14.6.3.2; an advance permitted, 15.4.10.2; …).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.test_mc_cardtext_r27 import _battle, _summoned

get_game("mc")  # registers mc's card-text compiler


def _program(text: str, card_type: str = "unit") -> Any:
    (a,) = _abilities("mc", text.replace("\\n", "\n"), card_type)
    assert a.supported, a.reason
    return a.program


def _same(texts: list[str], card_type: str = "unit") -> None:
    """Every wording compiles, all to the same program."""
    first = _program(texts[0], card_type)
    for t in texts[1:]:
        assert _program(t, card_type) == first, t


# --- 1. 「～してよい」 / 「～してもよい」 (10.1.7, 10.1.14) -------------------------------------------

_PERMITTED = [
    (
        "◇韋駄天 〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉 対象はこのカードを即時召喚してもよい。",
        "◇韋駄天 〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉 対象はこのカードを即時召喚してよい。",
        "◇韋駄天\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n対象は、このカードを即時召喚して良い。",
        "◇韋駄天〈発揮：即時召喚宣言時／対象：自軍プレイヤー〉対象はこのカードを即時召喚しても良い。",
    ),
    (
        "◇海からの来訪〈対象:自軍プレイヤー〉対象は、「属性:水」の地形に手札にあるこのカードを普通召喚してもよい。",
        "◇海からの来訪〈対象:自軍プレイヤー〉対象は、「属性:水」の地形に手札にあるこのカードを普通召喚してよい。",
    ),
    (
        "●[自軍ターン]風渡り〈発揮:進軍宣言時/対象:このユニット〉対象は「誰もいない地形(敵軍本陣を除く)」へ進軍してもよい。",
        "●[自軍ターン]風渡り〈発揮:進軍宣言時/対象:このユニット〉対象は「誰もいない地形(敵軍本陣を除く)」へ進軍してよい。",
    ),
]


@pytest.mark.parametrize("variants", _PERMITTED)
def test_a_permission_in_either_spelling(variants: tuple[str, ...]) -> None:
    _same(list(variants))


def test_a_permitted_summon_in_the_short_spelling_on_a_board() -> None:
    """The ◇ summon printed 「…してよい」 summons its card at once into the battle (14.6.3.2),
    as 「…してもよい」 does (test_mc_cardtext_r27)."""
    r = _battle(
        "◇韋駄天\\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\\n対象はこのカードを即時召喚してよい。"
    )
    assert _summoned(r), [w.en for w in r.warnings()]
    assert {"14.6.3.2", "12.2.7.4.3"} <= set(r.decided_by)
