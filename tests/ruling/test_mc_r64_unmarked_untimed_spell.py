"""mc card text, round 64 (s61mcC, issue 12): an ability printed with neither mark nor timing on a
battle spell or an item card — 「〈対象:…〉 効果」 alone. It would be the ◇ its card is used by
(14.6.1, 14.6.3.1), but a use is declared only in the timing its notation names (10.9.2-10.9.10)
and none is printed; 10.9.11 (no notation: always in force) is said of a card on the battlefield.
Refused with those clauses; with a timing printed (「[対抗]〈対象:…〉…」) it is the ◇, as before."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities


@pytest.mark.parametrize("card_type", ["spell", "item"])
def test_no_mark_no_timing_on_a_card_used_from_the_hand(card_type: str) -> None:
    (ab,) = _abilities("mc", "〈対象:敵軍ユニット1体〉\n対象に【3】ダメージを与える。", card_type)
    assert not ab.supported
    assert "10.9.2" in ab.reason and "14.6.1" in ab.reason and "10.9.11" in ab.reason


@pytest.mark.parametrize("card_type", ["spell", "item"])
def test_a_timing_printed_makes_it_the_hand_ability(card_type: str) -> None:
    (ab,) = _abilities(
        "mc", "[対抗]〈対象:敵軍ユニット1体〉\n対象に【3】ダメージを与える。", card_type
    )
    assert ab.supported


def test_on_an_equipment_naming_its_wearer_it_stays_in_force() -> None:
    """〈対象:装備ユニット〉 on an item card: 10.9.11's ability of a card on the battlefield, read
    as ○ (``_untimed``) — not this refusal."""
    (ab,) = _abilities("mc", "〈対象:装備ユニット〉\n対象に「攻撃力:+1」を付与する。", "item")
    assert ab.supported
