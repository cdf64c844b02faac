"""Monster Collection (mc), round 62 (s59mcC2): 〈コスト:自軍除外ゾーンのカードn枚を自軍捨て山に置く〉.

A cost of its own words (10.11.6): moving a card from a zone that is no 捨て山 to its owner's
捨て山 is 破棄 (12.4.1), here from the removed zone. 5.1.7.2 puts in the effect zone the costs
paid from the hand, the deck and the discard pile only: the card is declared at 10.1.6 and moved
at 10.1.13, where the costs are carried out (10.11.3). Too few cards there: it cannot be
declared (10.11.1). MC-KM-006 (cards_r61)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_COST = "自軍除外ゾーンのカード1枚を自軍捨て山に置く"


def _use(removed: str, cost: str = _COST) -> Any:
    text = f"◎[メイン]鼓舞\\n〈コスト:{cost}/対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。"
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=f"    deck: 20\n    discard: []\n    removed: {removed}\n",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\n"
        "ask: [兵.attack, A.discard, A.removed]\n",
    )
    return resolve(loads(scn))


def test_the_cost_is_read() -> None:
    text = (
        "◎[普通]燃え移る灯\n〈コスト:自軍除外ゾーンのカード1枚を自軍捨て山に置く/"
        "対象:この地形に存在するユニット1体〉\n対象に【火】属性の1ダメージを与える。"
    )
    (ab,) = _abilities("mc", text, "unit")
    assert ab.supported, ab.reason


def test_the_removed_card_goes_to_the_discard_pile() -> None:
    r = _use("[{name: 骸骨, type: unit, level: 1}, {name: 兵士, type: unit, level: 1}]")
    st = r.outcome["state"]
    assert (st["兵.attack"], st["A.discard"], st["A.removed"]) == (2, 1, 1), r.outcome
    assert {"12.4.1", "10.11.6", "10.1.13"} <= set(r.decided_by)


def test_no_card_in_the_removed_zone_cannot_be_paid() -> None:
    r = _use("[]")
    st = r.outcome["state"]
    assert (st["兵.attack"], st["A.discard"], st["A.removed"]) == (1, 0, 0), r.outcome


def test_another_zone_than_ones_own_stays_refused() -> None:
    text = (
        "◎[普通]灯\n〈コスト:敵軍除外ゾーンのカード1枚を自軍捨て山に置く/対象:ユニット1体〉\n"
        "対象に1ダメージを与える。"
    )
    (ab,) = _abilities("mc", text, "unit")
    assert not ab.supported
