"""VS support step (round 39, from the r39 blind set): when every standing bench card 「サポートできない」
(7.1.3.1.1), the attack sub-phase ends because no card can be chosen (7.1.3.1's first case), not by the
player's wish — the ruling says which and cites 7.1.3.1.1; a cost that rests an energy cites the
definition that only a standing card is rested for a cost (4.9.1.2, with 4.16.2)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, vs_ruling


@pytest.mark.parametrize(
    ("text", "cited"), [("[ベンチ]このカードはサポートできない。", True), ("", False)]
)
def test_no_card_can_support(text: str, cited: bool) -> None:
    a = (
        "{deck: 10, ring: {name: 千早, level: 1, ap: 3000, dp: 2000},"
        ' bench: {left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "' + text + '"}}}'
    )
    b = "{deck: 10, ring: {name: 美希, level: 1, ap: 1000, dp: 2000}}"
    r = vs_ruling(a, b, "  - {do: attack, support: no}", "[B.ring]", "{player: A, number: 6}")
    assert ("7.1.3.1.1" in decided(r)) is cited
    assert "7.1.3.1" in decided(r)


def test_a_rest_cost_cites_the_standing_card_rule() -> None:
    a = (
        "{deck: 10, energy: [{state: rest}, {state: stand}], ring: {name: 千早, ap: 2000, dp: 2000},"
        ' bench: {left: {name: 亜美, ap: 1000, dp: 1000, text: "[ベンチ][あなたのエネルギーを1枚レストする]あなたは1枚引く。"}}}'
    )
    b = "{deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}"
    r = vs_ruling(
        a,
        b,
        "  - {do: ability_phase, actions: [{do: use, card: 亜美}]}",
        "[A.hand]",
        "{player: A, number: 6, phase: ability}",
    )
    assert {"4.16.2", "4.9.1.2"} <= decided(r)
