"""mc: an effect's 「手札に戻す」 as a scenario action (`return_to_hand`): the card goes to its
owner's hand (5.1.1.4, 5.1.4.1), a new card there without the effects it had (5.1.1.8); an item
it carried is discarded (2.1.2.1.2.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

_BASE = mc_scenario(
    title="a unit returned to its owner's hand",
    a_top="    deck: 20\n    hand: 2\n",
    b_top="    deck: 20\n    hand: 3\n",
    rest="""\
      c3:
        - {name: 平原, type: terrain, limit: 5}
        - {name: 騎士, type: unit, level: 1, attack: 2, defense: 2}
        - {name: 槍, type: item, equip_cost: 1, attack_bonus: 1, equipped_to: 騎士}
effects:
  - {target: 騎士, stat: attack, op: add, value: 2, until: game}
actions:
  - {do: return_to_hand, card: %s%s}
expect:
%s
""",
)


def _problems(card: str, expect: str, allowed: str = "") -> list[str]:
    return check_expect(resolve(loads(_BASE % (card, allowed, expect))))


def test_a_unit_returns_to_its_owners_hand_and_its_item_is_discarded() -> None:
    expect = """  state: {騎士.zone: B.hand, B.hand: 4, 槍.zone: B.discard, A.hand: 2}
  decided_by: ["5.1.4.1", "5.1.1.4", "2.1.2.1.2.2"]"""
    assert _problems("騎士", expect) == []


def test_the_returned_card_is_a_new_card_without_its_effects() -> None:
    r = resolve(loads(_BASE % ("騎士", "", "  state: {騎士.zone: B.hand}")))
    assert "5.1.1.8" in r.decided_by


def test_a_card_already_in_the_hand_is_not_returned() -> None:
    text = _BASE.replace("hand: 2\n", "hand: [{name: 兵, type: unit, level: 1}]\n", 1)
    r = resolve(loads(text % ("兵", ", allowed: false", "  state: {A.hand: 1}")))
    assert check_expect(r) == []


def test_the_expectation_fails_when_the_card_stays() -> None:
    assert _problems("騎士", "  state: {騎士.zone: B.field}") != []
