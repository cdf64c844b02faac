"""Monster Collection (mc), round 48 (s45mcF): 「(自軍)山札の一番上のカードを(自軍)手札に加える」.

12.3.1 defines replenishing the hand as 「自軍山札のカードを、上から順に1枚ずつ手札に移動すること」: an
effect that moves the top card of the own deck into the own hand is that move, one card — read as
「カードを1枚補充する」 (``ReplenishStep``), with 〈対象:自軍プレイヤー〉 too (「対象は…」). Another side's
deck, or the bottom card, is not that definition and stays refused. Before, the step was refused
(「an effect on something other than the target」).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_HEAD = "◎[メイン]塩の交易\\n"


def _use(text: str) -> Any:
    unit = f'{{name: 隊長, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    hand: 2\n",
        a=mc_area("c2", "平原", 8, unit),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 隊長}\nask: [A.hand, A.deck]\n",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(
    "body",
    [
        "〈対象:自軍プレイヤー〉\\n対象は自軍山札の一番上のカードを自軍手札に加える。",
        "自軍山札の一番上のカードを自軍手札に加える。",
        "山札の一番上のカードを手札に加える。",
    ],
)
def test_the_top_card_to_the_hand_is_a_replenish_of_one(body: str) -> None:
    text = _HEAD + body
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    r = _use(text)
    assert r.outcome["state"]["A.hand"] == 3
    assert r.outcome["state"]["A.deck"] == 19
    assert "12.3.1" in r.decided_by


@pytest.mark.parametrize(
    "body",
    ["敵軍山札の一番上のカードを自軍手札に加える。", "山札の一番下のカードを手札に加える。"],
)
def test_other_moves_to_the_hand_stay_refused(body: str) -> None:
    (ab,) = _abilities("mc", (_HEAD + body).replace("\\n", "\n"), "unit")
    assert not ab.supported
