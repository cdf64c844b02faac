"""Round 54 (s51vsT2), issue 12: a card's technique names read by a condition (vs 2.13).

- 「…の技名の文字数が5文字以上なら」 / 「…の技名が4文字以下なら」: the characters of each technique
  name of the card (2.13.1: 技名 is a technique's name, its 【X】), each of several apart (2.13.3.1:
  two names of 6 are not one of 12) — as 「名前の文字数」 reads a card's names (2.1.2.1). The
  lexicon types 技名 as one word (``technique_name``), vs names it a length word
  (``Vocab.length_words``) and a field a text may be contained in (``Vocab.info_words``).
- 「…の技名に“X”が含まれるなら」: X in one of the card's technique names (2.14.7, each apart).
- 「…に“X”“Y”“Z”のいずれかが含まれるなら」 (shared ``conditions._one_of_texts``): the clause for each
  text, any one holding.
Before: 「the term Unknown」 (技 + an unknown 名) and 「the word name」 for the list."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}}
actions: []
ask: [千早.ap]
"""

LONG = "[リング]相手のリングのカードの技名の文字数が5文字以上なら、このカードは+1000/+0される。"
SHORT = "[リング]相手のリングのカードの技名が4文字以下なら、このカードは+1000/+0される。"
HAS = "[リング]相手のリングのカードの技名に“花”が含まれるなら、このカードは+1000/+0される。"
ANY = (
    "[リング]相手のリングのカードの技名に“花”“月”“雪”のいずれかが含まれるなら、"
    "このカードは+1000/+0される。"
)
# the opponent's ring card: one technique with the names given
THEIRS = "%s[リング]このカードは+0/+0される。"


def _ap(text: str, names: str) -> Any:
    r = resolve(loads(BOARD % (text, THEIRS % names)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]["千早.ap"]


def test_compiled_as_value_and_text_conditions() -> None:
    assert vs_program(LONG).condition == ("stat", "opp_ring", "technique_name_length", "ge", 5)
    assert vs_program(SHORT).condition == ("stat", "opp_ring", "technique_name_length", "le", 4)
    assert vs_program(HAS).condition == ("match", "opp_ring", (), (("technique_name", "花"),), ())
    assert vs_program(ANY).condition == (
        "or",
        tuple(("match", "opp_ring", (), (("technique_name", x),), ()) for x in "花月雪"),
    )


@pytest.mark.parametrize(
    ("names", "ap"),
    [
        ("【花鳥風月斬】", 3000),  # 5 characters
        ("【月光斬】", 2000),  # 4
        # 2.13.3.1: two names of 3 are not one of 6 — none is 5 or more
        ("【月光斬】【花吹雪】", 2000),
        ("【月光斬】【花鳥風月斬】", 3000),  # one of them is
    ],
)
def test_technique_name_length_at_least(names: str, ap: int) -> None:
    assert _ap(LONG, names) == ap


@pytest.mark.parametrize(("names", "ap"), [("【一閃】", 3000), ("【花鳥風月斬】", 2000)])
def test_technique_name_length_at_most(names: str, ap: int) -> None:
    assert _ap(SHORT, names) == ap


@pytest.mark.parametrize(
    ("text", "names", "ap"),
    [
        (HAS, "【花吹雪】", 3000),
        (HAS, "【月光斬】", 2000),
        (HAS, "【月光】【吹雪花】", 3000),  # in the second name
        (ANY, "【吹雪】", 3000),
        (ANY, "【月光斬】", 3000),
        (ANY, "【一閃】", 2000),
    ],
)
def test_technique_name_contains(text: str, names: str, ap: int) -> None:
    assert _ap(text, names) == ap


ATTACK = """\
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    bench: {left: {name: 真, ap: 1000, dp: 1000}}
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}}
actions:
  - {do: attack, support: 真}
ask: [A.hand]
"""
DRAW = "[リング]このカードがアタックした時、相手のリングのカードの技名の文字数が5文字以上なら、あなたは1枚引く。"


@pytest.mark.parametrize(("names", "drawn"), [("【花鳥風月斬】", 1), ("【月光斬】【花吹雪】", 0)])
def test_a_trigger_reads_it_when_it_resolves_and_cites_it(names: str, drawn: int) -> None:
    """An automatic technique's condition read as it resolves (8.6.5), citing 2.13.1 / 2.13.3.1."""
    r = resolve(loads(ATTACK % (DRAW, THEIRS % names)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn
    assert {"2.13.1", "2.13.3.1", "8.6.5"} <= set(r.decided_by)


NAMES_ANY = "[リング]相手のリングのカードの名前に“美”“春”のいずれかが含まれるなら、このカードは+1000/+0される。"


def test_the_list_also_for_names() -> None:
    """The shared reading is no technique-name special case: 「名前に…のいずれかが含まれる」 alike."""
    assert vs_program(NAMES_ANY).condition == (
        "or",
        tuple(("match", "opp_ring", (), (("name", x),), ()) for x in "美春"),
    )
    r = resolve(loads(BOARD % (NAMES_ANY, "")))
    assert r.outcome["state"]["千早.ap"] == 3000
