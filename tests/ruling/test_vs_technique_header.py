"""vs: a technique header — 「【閃光斬】《剣技》[リング]…」, the technique's names in 【】 (2.13.1,
several 2.13.3) and attributes in 《》 (2.15.1) printed before its [領域] (2.12.2: a technique has
a name, an effect and an attribute). The rest of the line reads as it does without the header;
the names and attributes are recorded, and a card holds the attributes its techniques print."""

from __future__ import annotations

from dataclasses import replace

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability

_BODY = "[リング]このカードがアタックした時、このアタック中、このカードを+2000/-0する。"


def _one(text: str) -> object:
    return vs_ability(text)


def test_the_header_compiles_to_the_same_program_and_is_recorded() -> None:
    plain, headed = _one(_BODY), _one("【閃光斬】《剣技》" + _BODY)
    assert plain.supported and headed.supported  # type: ignore[attr-defined]
    p, h = plain.program, headed.program  # type: ignore[attr-defined]
    assert (p.names, p.attributes) == ((), ())
    assert (h.names, h.attributes) == (("閃光斬",), ("剣技",))
    assert replace(h, names=(), attributes=()) == p


def test_several_names_and_attributes_keep_their_source_spans() -> None:
    text = "【一の太刀】【二の太刀】《剣技》《ヒーロー》" + _BODY
    ab = _one(text)
    assert ab.program.names == ("一の太刀", "二の太刀")  # type: ignore[attr-defined]
    assert ab.program.attributes == ("剣技", "ヒーロー")  # type: ignore[attr-defined]
    heads = [lb for lb in ab.ast.labels if lb.kind.startswith("technique_")]  # type: ignore[attr-defined]
    assert [text[lb.span.start : lb.span.end] for lb in heads] == [
        "【一の太刀】",
        "【二の太刀】",
        "《剣技》",
        "《ヒーロー》",
    ]


def test_an_attribute_alone_without_a_name_is_not_a_header() -> None:
    """2.12.2: the header opens with the technique's name; 《X》 alone before a bracket is left to
    the effect's reader (not silently read as a header)."""
    ab = _one("《剣技》" + _BODY)
    assert not ab.supported  # type: ignore[attr-defined]
    assert ab.reason == "text the grammar could not type"  # type: ignore[attr-defined]


_DRAW = """
game: vs
title: an automatic technique with a header draws on attacking
turn: {player: A, number: 4}
players:
  A:
    deck: [{name: 山札1}, {name: 山札2}]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
expect:
  outcome: {game_over: false}
  state: {A.hand: [%s]}
"""


def test_a_technique_with_a_header_runs() -> None:
    assert check_expect(resolve(loads(_DRAW % ("【閃光斬】《剣技》", "山札1")))) == []
    assert check_expect(resolve(loads(_DRAW % ("【閃光斬】《剣技》", "")))) != []


_REACH = """
game: vs
title: a card holds the technique attributes its techniques' headers print
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]相手のリングの《ヒーロー》のカードを+0/-1000。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 1000, dp: 3000, text: "%s[リング]このカードはアタックされない。"}
ask: [B.ring]
expect:
  state: {美希.dp: %d}
"""


def test_a_header_attribute_is_the_cards_attribute() -> None:
    """2.15.1 「《ヒーロー》技を持つカード」 is 《ヒーロー》: printed in a header, it is reached."""
    assert check_expect(resolve(loads(_REACH % ("【正義】《ヒーロー》", 2000)))) == []
    assert check_expect(resolve(loads(_REACH % ("【正義】《素敵》", 3000)))) == []
    assert check_expect(resolve(loads(_REACH % ("【正義】《素敵》", 2000)))) != []
