"""mc round 58 (s55mcR): a card declared as the cost of a use stays that use's until its 10.1.15
(10.1.6) and cannot be declared as another cost (10.11.5): an answer in the same counter chain
that names it for its own cost is refused — no other hand card is put in its place — and the
same answer naming a card still in the hand is declared."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TURN = "{player: A, number: 9, phase: main}"
_A = (
    '{name: 術師, type: unit, level: 2, attack: 2, defense: 3, text: "◎[普通]焼却\\n'
    "〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉\\n対象を「防御力:-1」する。\\n◎[対抗]守り\\n"
    '〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象を「防御力:+1」する。"}'
)
_B = (
    '{name: 水精, type: unit, level: 2, attack: 1, defense: 3, text: "◎[対抗]水の帳\\n'
    '〈コスト:手札1枚破棄/対象:このユニット〉\\n対象を「防御力:+1」する。"}'
)


def _board(answer_cost: str, allowed: str) -> str:
    rest = (
        "actions:\n  - do: advance\n    units: [術師]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    first_normal:\n"
        "      - do: use\n        player: A\n        card: 術師\n        ability: 1\n"
        "        target: 水精\n        cost_cards: [竜鱗]\n        respond:\n"
        "          - {do: use, player: B, card: 水精, target: 水精, cost_cards: [泡]}\n"
        f"          - {{do: use, player: A, card: 術師, ability: 2, target: 水精, "
        f"cost_cards: [{answer_cost}], allowed: {allowed}}}\n"
        "ask: [A.discard, A.hand]\n"
    )
    return mc_scenario(
        a=mc_area("c2", "火口", 6, _A),
        b=mc_area("c3", "泉", 6, _B),
        rest=rest,
        turn=_TURN,
        a_top="    deck: 12\n    hand: [{name: 竜鱗, type: item}, {name: 灰, type: item}]\n",
        b_top="    deck: 12\n    hand: [{name: 泡, type: item}]\n",
    )


def test_an_answer_naming_the_first_use_s_cost_card_is_refused() -> None:
    r = resolve(loads(_board("竜鱗", "false")))
    assert r.outcome.get("rejected")
    assert r.outcome["state"]["A.hand"] == 1  # 灰 was not put in 竜鱗's place
    assert {"10.1.6", "10.11.5"} <= set(r.decided_by)


def test_the_same_answer_naming_a_hand_card_is_declared() -> None:
    r = resolve(loads(_board("灰", "true")))
    assert not r.outcome.get("rejected")
    assert r.outcome["state"]["A.hand"] == 0
    assert "10.11.5" not in r.decided_by
