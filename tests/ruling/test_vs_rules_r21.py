"""vs rules and constructions found by the round-20 blind set moved into development (round 20,
s16vs), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card

# ---------------- a technique header before an icon written in place of the [領域] (8.1.1.3.3)

MOVE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara, first_player: B}
players:
  A:
    deck:
      - {name: 響, ap: 2000, dp: 2000, text: "%s"}
      - {name: 山札二}
      - 8
    hand: 0
    energy: [{uid: E1, state: stand}]
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: move_to_bench, to: right}
ask: [山札二.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "【颯爽登場】《ヒーロー》{entry_spark}あなたは1枚引く。",  # name and attribute
        "【颯爽登場】{entry_spark}あなたは1枚引く。",  # a name only
        "【颯爽登場】【疾風】《ヒーロー》《素敵》{entry_spark}あなたは1枚引く。",  # several (2.13.3)
    ],
)
def test_entry_spark_after_a_technique_header_triggers_from_the_rule_move(text: str) -> None:
    """「【名】《属性》{entry_spark}…」: the icon written in place of the [領域] after the
    technique's name and attribute (2.13.1, 2.15.1) — before, the header was read as a noun
    phrase of the effect («the keyword 【颯爽登場】 as a description») and the ability refused.
    The ring card moved to the bench (6.5.1.2.3), the deck's top card put in the ring by the
    rule sparks (12.2.1, 8.1.1.3.3): A draws 山札二."""
    r = resolve(loads(MOVE % text))
    assert r.outcome["state"] == {"山札二.zone": "A.hand"}
    assert {"6.5.1.2.3", "12.2.1", "8.1.1.3.3"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_the_header_is_kept_as_the_techniques_name_and_attribute() -> None:
    """The header is the technique's name and attribute (labels), not part of the effect."""
    card = Card(
        uid="c", owner="A", name="響", text="【颯爽登場】《ヒーロー》{entry_spark}あなたは1枚引く。"
    )
    (ab,) = abilities_of("vs", card)
    assert ab.supported, ab.reason
    kinds = {(lb.name, lb.kind) for lb in ab.ast.labels}
    assert ("颯爽登場", "technique_name") in kinds
    assert ("ヒーロー", "technique_attribute") in kinds


def test_a_header_with_the_effect_text_after_it_and_no_icon_is_not_a_header() -> None:
    """Neighbour: 《素敵》 followed by the effect text with no icon and no [領域] is no header
    (a filter 「《素敵》のカード」 reads so): the text is not made a technique header."""
    card = Card(uid="c", owner="A", name="x", text="[リング]《素敵》のカードを+1000/+0する。")
    (ab,) = abilities_of("vs", card)
    assert not any(lb.kind == "technique_attribute" for lb in ab.ast.labels)
