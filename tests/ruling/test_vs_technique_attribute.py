"""vs: a card's technique attribute (技属性, 2.15) as a card field (``attribute``), read by a
continuous technique that names it (「相手のリングの《ヒーロー》のカードを+0/-1000。」, 2.15.1) and
asked for as a card value."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BASE = """
game: vs
title: a continuous technique that reaches only a ring card of one technique attribute
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]相手のリングの《ヒーロー》のカードを+0/-1000。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 1000, dp: 3000%s}
ask: [B.ring]
expect:
  state: %s
%s
"""


def _problems(attr: str, state: str, decided: str = "") -> list[str]:
    return check_expect(resolve(loads(_BASE % (attr, state, decided))))


def test_a_card_holding_the_attribute_is_reached() -> None:
    assert (
        _problems(
            ", attribute: ヒーロー/素敵",
            "{美希.dp: 2000, 美希.attribute: [ヒーロー]}",
            '  decided_by: ["2.15.1", "8.1.1.4"]',
        )
        == []
    )


@pytest.mark.parametrize("attr", ["", ", attribute: 素敵"])
def test_a_card_without_it_is_not(attr: str) -> None:
    assert _problems(attr, "{美希.dp: 3000}") == []
    assert _problems(attr, "{美希.dp: 2000}") != []


def test_the_attribute_asked_for_must_be_held() -> None:
    assert _problems(", attribute: 素敵", "{美希.attribute: [ヒーロー]}") != []


def test_a_one_shot_technique_naming_an_attribute_is_reported_unsupported() -> None:
    """A one-shot change reaches the ring itself (8.9.1.6), not a card tested for 《X》: such a
    technique is refused, never run without its filter."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    def one(text: str) -> object:
        (ab,) = abilities_of("vs", Card(uid="X", name="X", owner="A", text=text))
        return ab

    refused = one("{entry_spark}相手のリングの《ヒーロー》のカードを+0/-1000。")
    assert not refused.supported and "《X》" in refused.reason  # type: ignore[attr-defined]
    assert one("[リング]相手のリングの《ヒーロー》のカードを+0/-1000。").supported  # type: ignore[attr-defined]
