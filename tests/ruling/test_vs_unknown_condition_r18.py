"""A vs value condition reading a value the scenario left out (round 18, lead; issue 14:
unknown stays unknown): 「…の攻撃力／防御力がN以上なら」 reads the value worked out from 0 and the
ruling states it (an assumption naming the card, the value and the condition, 2.10.1 / 2.11.1,
8.9.1); with the value given, nothing is stated."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ruling as _ruling

TEXT = "[リング]このカードがアタックした時、このカードの攻撃力が3000以上なら、あなたは1枚引く。"


@pytest.mark.parametrize(("ap", "stated"), [("", True), (", ap: 3000", False)])
def test_a_value_condition_on_a_value_not_given_is_stated(ap: str, stated: bool) -> None:
    a = (
        f'{{deck: 9, hand: 0, ring: {{name: 千早, dp: 2000{ap}, text: "{TEXT}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 9000}}"
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[A.hand]", "{player: A, number: 6}")
    said = [
        w
        for w in r.warnings()
        if w.kind == "assumption" and "千早" in w.ja and "攻撃力" in w.ja and "条件" in w.ja
    ]
    assert bool(said) is stated, [w.ja for w in r.warnings()]
    if stated:
        assert "2.10.1" in said[0].clauses
