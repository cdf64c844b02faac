"""Round 52 (s49vsA): a card's names (vs 2.1).

1. 「このカードは、名前“X”も持つ。」 (2.1.2: a card may have several names, each its own, 2.1.2.1):
   the shared identity (``cardtext.identity.treated_as``, the verb 持つ with も) read as
   「このカードの名前は『X』としても扱う」 — while its card is in its [領域] (8.1.1.4), and with a
   condition only while the condition holds (8.3.3).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000,
                   text: "[ベンチ]あなたのリングのカードの名前が“翠雲”なら、あなたのリングのカードは+1000/+0される。"},
            right: {name: %s, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions: []
ask: [千早.ap]
"""


def _ap(text: str, right: str = "春香") -> Any:
    r = resolve(loads(BOARD % (text, right)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]["千早.ap"]


def test_also_has_name_is_the_also_treated_name() -> None:
    assert (
        vs_program("[リング]このカードは、名前“翠雲”も持つ。").ops
        == vs_program("[リング]このカードの名前は『翠雲』としても扱う。").ops
    )


@pytest.mark.parametrize(
    "text", ["[リング]このカードは、名前“翠雲”も持つ。", "[リング]このカードは名前『翠雲』も持つ。"]
)
def test_on_a_board_the_second_name_is_read(text: str) -> None:
    assert _ap(text) == 3000
    assert _ap("[リング]このカードは+0/+0される。") == 2000


def test_a_name_outside_its_zone_is_not_given() -> None:
    """8.1.1.4: a [ベンチ] technique of a ring card is not in force."""
    assert _ap("[ベンチ]このカードは、名前“翠雲”も持つ。") == 2000


COND = "[リング]あなたのベンチに名前が“翠雲”のカードがあるなら、このカードは名前“翠雲”も持つ。"


def test_a_conditional_name_is_given_while_the_condition_holds() -> None:
    """8.3.3: the bench holds a card named 翠雲 — the ring card has that name too."""
    assert _ap(COND, right="翠雲") == 3000
    assert _ap(COND, right="春香") == 2000


def test_a_name_whose_condition_reads_its_own_card_does_not_loop() -> None:
    """「あなたのリングに名前が“翠雲”のカードがあるなら、このカードは名前“翠雲”も持つ」: the name
    would be its own condition — not given (no name depends on itself)."""
    text = "[リング]あなたのリングに名前が“翠雲”のカードがあるなら、このカードは名前“翠雲”も持つ。"
    assert _ap(text) == 2000


def test_without_mo_it_is_not_read_as_a_second_name() -> None:
    """「名前“X”を持つ」 does not say the card keeps its own name: not this identity."""
    assert vs_refused("[リング]このカードは、名前“翠雲”を持つ。")


# ------------------------------------------------------------------ 2. the length of a name

LENGTH = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
  B: {deck: 10, ring: {name: "%s", ap: 2000, dp: 3000, text: "%s"}}
actions: []
ask: [千早.ap]
"""
SHORT = "[リング]相手のリングのカードの名前が4文字以下なら、このカードは+1000/+0される。"


def _len_ap(name: str, text: str = SHORT, theirs: str = "") -> Any:
    r = resolve(loads(LENGTH % (text, name, theirs)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]["千早.ap"]


def test_name_length_in_characters_is_a_value_condition() -> None:
    """「名前がN文字以下」 and 「名前の文字数がN以下」 are one condition (2.1.2.1)."""
    a = vs_program(SHORT)
    b = vs_program(
        "[リング]相手のリングのカードの名前の文字数が4以下なら、このカードは+1000/+0される。"
    )
    assert a == b
    assert a.condition == ("stat", "opp_ring", "name_length", "le", 4)


@pytest.mark.parametrize(
    ("name", "ap"),
    [("美希", 3000), ("星井美希", 3000), ("星井 美希", 3000), ("星井美希子", 2000)],
)
def test_on_a_board_the_name_length_is_compared(name: str, ap: int) -> None:
    """2.1.1: the space in 「星井 美希」 is layout, not a character of the name."""
    assert _len_ap(name) == ap


def test_at_least_six_characters() -> None:
    text = "[リング]相手のリングのカードの名前が6文字以上なら、このカードは+1000/+0される。"
    assert _len_ap("天海春香さん", text) == 3000
    assert _len_ap("天海春香", text) == 2000


def test_each_of_several_names_is_counted_apart() -> None:
    """2.1.2.1: a card with a name of 7 and one of 2 has a name of 4 or fewer characters."""
    assert _len_ap("天海春香さんです", theirs="[リング]このカードは、名前“翠雲”も持つ。") == 3000
    assert _len_ap("天海春香さんです") == 2000
