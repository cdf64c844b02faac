"""A vs value condition reading a value the scenario left out (round 18, lead; issue 14:
unknown stays unknown): 「…の攻撃力／防御力がN以上なら」 read the value worked out from 0 and the
ruling stated it; since round 26 (s22unknown, ``values.branch_condition``) the condition is
branched on where it decides the outcome (met / not met, the clause 2.10.1 / 2.11.1 with the
branch point), and nothing is stated; with the value given, neither."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ruling as _ruling

TEXT = "[リング]このカードがアタックした時、このカードの攻撃力が3000以上なら、あなたは1枚引く。"


@pytest.mark.parametrize(("ap", "branched"), [("", True), (", ap: 3000", False)])
def test_a_value_condition_on_a_value_not_given_is_branched(ap: str, branched: bool) -> None:
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
    assert not said, [w.ja for w in r.warnings()]
    assert bool(r.outcome.get("by_unknown")) is branched, r.outcome
    if branched:
        points = [c for lf in r.leaves for c in lf.choices if c.option.startswith("千早.ap:")]
        assert points and "2.10.1" in points[0].clauses
