"""co 4.2.6: cards whose names are read alike but written differently are different names. A
card's ``reading`` (読み方) lets a scenario say so; the deck check (1.2.3) then counts each name
on its own and cites 4.2.6."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_DECK = """
game: co
title: two names read alike in one deck
turn: {player: A, number: 0}
players:
  A:
    hp: 20
    deck:
      - {name: 鳴瀬真奈美, type: character, count: %d%s}
      - {name: ナルセマナミ, type: character, count: 4%s}
      - 42
  B: {hp: 20, deck: 50}
actions:
  - do: game_setup
    chooser: A
    first: A
    shuffled: {A: [鳴瀬真奈美, ナルセマナミ, 鳴瀬真奈美, ナルセマナミ, 鳴瀬真奈美, ナルセマナミ, 鳴瀬真奈美]}
    mulligan: {A: no, B: no}
"""


def _ruling(first: int, reading: bool) -> object:
    r = ", reading: なるせまなみ" if reading else ""
    return resolve(loads(_DECK % (first, r, r)))


def test_names_read_alike_are_counted_apart_and_cite_4_2_6() -> None:
    r = _ruling(4, reading=True)
    assert not r.main.rejected and "4.2.6" in r.decided_by  # type: ignore[attr-defined]


def test_without_a_reading_given_4_2_6_is_not_cited() -> None:
    r = _ruling(4, reading=False)
    assert not r.main.rejected and "4.2.6" not in r.decided_by  # type: ignore[attr-defined]


def test_five_of_one_name_is_refused_whatever_the_reading() -> None:
    r = _ruling(5, reading=True)
    assert r.main.rejected and "1.2.3" in r.decided_by  # type: ignore[attr-defined]


@pytest.mark.parametrize("bad", ["[な, る]", "{a: 1}"])
def test_a_reading_that_is_not_text_is_an_input_error(bad: str) -> None:
    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError):
        loads(_DECK.replace("count: %d%s", f"count: 4, reading: {bad}") % ("",))


def test_the_expectation_can_require_it() -> None:
    text = _DECK % (4, ", reading: なるせまなみ", ", reading: なるせまなみ")
    assert check_expect(resolve(loads(text + 'expect:\n  decided_by: ["4.2.6"]\n'))) == []
