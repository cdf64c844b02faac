"""A co card named with a title before the personal name (「<title> <family> <given>」) whose text
names the card by the personal name alone (『<family> <given>』): read as the card itself, the
audit's ``name_without_title`` raised where such a text is in force (4.2.10, 4.2.8, 4.2.6 — the
rules do not settle whether that is 「そのカード名」); any other part of the name is still
another card's name, refused (s31cotext; round 35)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ruling.abilities import unsettled_of
from tests.ruling.boards import co_ability, co_run, unsupported

TITLED = "岬の灯台の娘 汐見 ともり"


def _same(a: Any, b: Any) -> bool:
    return replace(a, unsettled=()) == replace(b, unsettled=())


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (TITLED, "汐見 ともり"),
        (TITLED, "汐見ともり"),  # the space left out
        (TITLED, "汐見　ともり"),  # a full-width space
        ("岬の灯台の娘　汐見　ともり", "汐見 ともり"),  # the name printed with full-width spaces
        ("影絵の化身 うつし", "うつし"),  # a title and a one-word name
        ("怪盗 シャドウ・ミラージュ", "シャドウ・ミラージュ"),  # a name with 「・」 in it
    ],
)
@pytest.mark.parametrize(
    "text",
    [
        "『{x}』がフィールドに出たとき、あなたは山札からカードを1枚引く。",
        "『{x}』は「+1:+1」の修正を受ける。",
        "『{x}』をタップする:あなたは山札からカードを1枚引く。",
    ],
)
def test_the_personal_name_after_a_title_is_this_card(name: str, printed: str, text: str) -> None:
    ab = co_ability(text.format(x=printed), name=name)
    assert ab.supported, ab.reason
    assert unsettled_of(ab.program) == ("name_without_title",)
    # the same program as the text printing the whole name, which raises no point
    whole = co_ability(text.format(x=name), name=name)
    assert whole.supported and unsettled_of(whole.program) == ()
    assert _same(ab.program, whole.program)


@pytest.mark.parametrize(
    "printed",
    [
        "ともり",  # the given name alone: more than the title left out
        "岬の灯台の娘",  # the title alone
        "灯台の娘 汐見 ともり",  # cut inside a word
    ],
)
def test_any_other_part_of_the_name_is_refused_with_why(printed: str) -> None:
    ab = co_ability(f"『{printed}』がフィールドに出たとき、カードを1枚引く。", name=TITLED)
    assert not ab.supported
    assert "4.2.6" in ab.reason or "4.2.10" in ab.reason


_BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    field:
      - {{name: {name}, uid: 娘, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 灯りを継ぐ者 汐見 ともり, uid: 継, type: character, ap: 1, dp: 1}}
  B: {{hp: 20, deck: 10}}
actions:
{actions}
ask: [{ask}]
"""


def _ambiguities(r: Any) -> list[Any]:
    return [w for w in r.main.warnings if w.kind == "ambiguity"]


def test_a_tap_cost_naming_the_card_taps_this_card_and_says_the_point() -> None:
    """『汐見 ともり』をタップする on 岬の灯台の娘 汐見 ともり: the cost taps that card (not the
    other card of the same personal name), the effect draws; the ruling names the point."""
    r = co_run(
        _BOARD.format(
            name=TITLED,
            text="『汐見 ともり』をタップする:あなたは山札からカードを1枚引く。",
            actions="  - {do: activate, card: 娘}",
            ask="娘.state, 継.state, A.hand",
        )
    )
    state = r.main.outcome["state"]
    assert state["娘.state"] == "rest"
    assert state["継.state"] == "stand"
    assert state["A.hand"] == 1
    assert not unsupported(r)
    (w,) = _ambiguities(r)
    assert {"4.2.10", "4.2.8", "4.2.6"} <= set(w.clauses)


def test_a_modification_of_the_card_reaches_it_alone() -> None:
    """『汐見 ともり』は「+1:+1」の修正を受ける: this card's AP rises, not the other card's that
    shares the personal name (4.2.10 「同名の別カードを指しません」)."""
    r = co_run(
        _BOARD.format(
            name=TITLED,
            text="『汐見 ともり』は「+1:+1」の修正を受ける。",
            actions="  []",
            ask="娘.ap, 継.ap",
        )
    )
    state = r.main.outcome["state"]
    assert state["娘.ap"] == 2
    assert state["継.ap"] == 1
    assert not unsupported(r)
    assert _ambiguities(r)


def test_neighbour_the_whole_name_raises_no_point() -> None:
    r = co_run(
        _BOARD.format(
            name=TITLED,
            text=f"『{TITLED}』は「+1:+1」の修正を受ける。",
            actions="  []",
            ask="娘.ap",
        )
    )
    assert r.main.outcome["state"]["娘.ap"] == 2
    assert not _ambiguities(r)
