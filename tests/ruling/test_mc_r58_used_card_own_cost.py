"""mc round 58 (s55mcR): a consumable used from the hand whose 〈コスト:手札1枚破棄〉 only it could
pay (the hand holds nothing else) — the point used_card_pays_own_hand_cost (10.11.10 counts the
hand, where the card still is at 10.1.4 / 10.1.6; 10.1.6 names the card used and the cards paid
from the hand apart): both readings run — not its own (refused, the card stays in the hand) and
its own (used; it goes to the discard pile, the effect applies). With another hand card the
point is not reached: that card pays and the card used is no cost."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TURN = "{player: A, number: 9, phase: main}"
_ELIXIR = (
    '{name: 霊薬, type: item, text: "◇[普通]霊薬\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n'
    '対象に「防御力:+3」を付与する。"}'
)


def _board(hand: str, cost: str) -> str:
    a = mc_area(
        "c2",
        "渓谷",
        6,
        '{name: 斥候, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1, text: "「アイテム:i」"}',
    )
    b = mc_area("c3", "獣道", 6, "{name: 猛獣, type: unit, level: 2, attack: 1, defense: 5}")
    rest = (
        "actions:\n  - do: advance\n    units: [斥候]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    first_normal:\n"
        f"      - {{do: use, player: A, card: 霊薬, unit: 斥候, cost_cards: [{cost}]}}\n"
        "ask: [霊薬.zone, A.hand]\n"
    )
    return mc_scenario(a=a, b=b, rest=rest, turn=_TURN, a_top=f"    deck: 12\n    hand: [{hand}]\n")


def test_the_only_card_paying_its_own_cost_is_a_reading() -> None:
    r = resolve(loads(_board(_ELIXIR, "霊薬")))
    assert r.outcome["state"]["霊薬.zone"] == "A.hand"  # the engine's reading: not its own
    assert {"10.11.10", "10.1.6"} <= set(r.outcome.get("depends_on_reading", ()))
    assert any(lf.outcome["state"]["霊薬.zone"] == "A.discard" for lf in r.alternates)


def test_another_hand_card_pays_and_no_point_is_raised() -> None:
    r = resolve(loads(_board(f"{_ELIXIR}, {{name: 石, type: item}}", "石")))
    assert r.outcome["state"] == {"霊薬.zone": "A.discard", "A.hand": 0}
    assert not r.outcome.get("depends_on_reading")
    assert not r.alternates
