"""Monster Collection (mc), round 60 (s57mcR): 「カードを【このユニットの攻撃力】枚補充する」 in a ◎ ability.

The count is the value of the unit using the effect (4.7.2), read as the step is done (4.1.14);
a count of 0 or below asks for no replenishing at all and no reverse action (1.3.5): the effect
counts as not applied (12.3.1.4), and what follows 「効果適用後、」 is not brought about (4.1.11).
A dice count (「【1D】枚」) in an ability stays refused (its dice are rolled at the declaration,
10.1.8).
"""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_TEXT = (
    "◎[メイン]施し\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n"
    "カードを【このユニットの攻撃力】枚補充する。効果適用後、対象に「攻撃力:-2」を付与する。"
)


def test_compiled_in_an_ability() -> None:
    (a,) = _abilities("mc", _TEXT.replace("\\n", "\n"), "unit")
    assert a.supported, a.reason
    dice = _TEXT.replace("【このユニットの攻撃力】", "【1D】").replace("\\n", "\n")
    assert not _abilities("mc", dice, "unit")[0].supported


@pytest.mark.parametrize(("attack", "hand", "after"), [(2, 2, 0), (0, 0, 0), (-1, 0, -1)])
def test_on_a_board(attack: int, hand: int, after: int) -> None:
    """A's 鎧 (attack ``attack``) uses the ability, paying one of its two hand cards: the hand
    gets ``hand`` cards; the −2 comes only when one was replenished."""
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 10\n    hand: [{name: 羽, type: item}, {name: 砂, type: item}]\n",
        a=mc_area(
            "c2",
            "廃墟",
            6,
            f'{{name: 鎧, type: unit, level: 2, attack: {attack}, defense: 3, text: "{_TEXT}"}}',
        ),
        rest="actions:\n  - {do: use, player: A, card: 鎧, target: 鎧, cost_cards: [羽]}\n"
        "ask: [A.hand, 鎧.attack]\n",
    )
    r = resolve(loads(scn))
    assert r.main.outcome["state"]["A.hand"] == 1 + hand
    assert r.main.outcome["state"]["鎧.attack"] == (attack - 2 if hand else attack)
    if attack < 0:
        assert {"1.3.5", "12.3.1.4", "4.1.11"} <= set(r.decided_by)
