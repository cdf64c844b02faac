"""Monster Collection (mc), round 53 (s50mcT), issue 12: the cost 「自軍手札n枚を捨て山に置く」 —
moving a card that is not in a 捨て山 to its owner's 捨て山 is 破棄 (12.4.1), so the cost is
〈コスト:手札n枚破棄〉 (10.11.8) said with its zone: the same program, paid the same way on a
board. A goal other than the payer's own 捨て山, or no source zone, is not this construction."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_BODY = "/対象:このユニット〉\\n対象を「防御力:+2」する。"
_PUT = "◎[メイン]殻替え\\n〈コスト:自軍手札1枚を捨て山に置く" + _BODY
_DISCARD = "◎[メイン]殻替え\\n〈コスト:手札1枚破棄" + _BODY


def _ab(text: str) -> Any:
    (a,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    return a


def test_the_put_cost_is_the_discard_cost() -> None:
    a, b = _ab(_PUT), _ab(_DISCARD)
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program
    assert (
        _ab(_PUT.replace("自軍手札1枚を捨て山", "自軍手札2枚を自軍捨て山")).program.hand_cost[0]
        == 2
    )


@pytest.mark.parametrize(
    "cost",
    ["自軍手札1枚を除外ゾーンに置く", "自軍手札1枚を山札の下に置く", "敵軍手札1枚を捨て山に置く"],
)
def test_other_puts_are_not_this_cost(cost: str) -> None:
    a = _ab("◎[メイン]殻替え\\n〈コスト:" + cost + _BODY)
    assert not a.supported or a.program.hand_cost != (1, None, "hand", False)


def test_paid_on_the_board() -> None:
    """騎士 pays with 石 from A's hand: 石 goes to A's 捨て山 and 騎士's defence is 3 + 2."""
    unit = f'{{name: 騎士, type: unit, level: 1, attack: 1, defense: 3, text: "{_PUT}"}}'
    scn = mc_scenario(
        a=mc_area("c2", "平原", 6, unit),
        a_top="    deck: 20\n    hand: [{name: 石, type: unit}]\n",
        rest="actions:\n  - {do: use, card: 騎士, target: 騎士, cost_cards: [石]}\n"
        "ask: [騎士.defense, 石.zone]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"騎士.defense": 5, "石.zone": "A.discard"}, r.outcome
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
