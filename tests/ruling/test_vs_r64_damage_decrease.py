"""Round 64 (s61vsC), issue 12: 「Xが受けるダメージはN減る」 — 減る, the intransitive of less, read as
「…N少なくなる」 by the shared ``damage.damage_lessened`` (and in the replacement 「…時、かわりにその
ダメージはN減る」, ``damage_replaced_lessened``, 8.10.1): the damage that card is dealt (7.1.5.3) is
N less as it is dealt. Before: refused as 「the action decrease.final」."""

from __future__ import annotations

import pytest

from tests.ruling.test_vs_cardtext_r27 import ATTACK, _lessened


@pytest.mark.parametrize(
    "ring",
    [
        "[リング]このカードが受けるダメージは1000減る。",
        "[リング]このカードが受けるアタックのダメージは、1000減る。",
        "[リング]このカードがアタックのダメージを受ける時、かわりにそのダメージは1000減る。",
    ],
)
def test_the_attack_deals_less(ring: str) -> None:
    """3000 attack on 美希 (DP 3000) less 1000: 2000 damage, it stays (7.1.5.4 not met)."""
    st = _lessened(ATTACK, ring, "")
    assert (st["美希.zone"], st["美希.damage"]) == ("B.ring", 2000)


def test_without_it_the_card_is_retired() -> None:
    st = _lessened(ATTACK, "", "")
    assert st["美希.zone"] == "B.retire"


@pytest.mark.parametrize(
    ("bound", "zone", "damage"),
    [
        ("3000以下", "B.ring", 2000),  # 千早's attack 3000: the condition holds, 1000 less
        ("2000以下", "B.retire", None),  # it does not: the whole 3000 (7.1.5.4 met)
    ],
)
def test_a_topic_before_a_condition(bound: str, zone: str, damage: int | None) -> None:
    """「Xが受けるダメージは、<condition>なら、N減る」: the topic is the sentence's (the shared
    ``topic_carried``), the condition the technique's, read as the damage is dealt."""
    ring = f"[リング]このカードが受けるダメージは、相手のリングのカードの攻撃力が{bound}なら、1000減る。"
    st = _lessened(ATTACK, ring, "")
    assert st["美希.zone"] == zone
    if damage is not None:
        assert st["美希.damage"] == damage
