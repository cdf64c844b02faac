"""Vanguard rules and scenario format read again from the known failures of the r14 set, each on
a minimal case of its own (the scenario files are tests/scenarios/vg/r14_*)."""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError
from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names

LEARN = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    soul: 1
    hand: [{name: 学識, type: Normal Order, grade: 1, text: "このカードをソウルに置き、あなたの山札を上から３枚見て、１枚まで選び、ソウルに置き、残りを山札の下に望む順で置く。その後、あなたのソウルからあなたのヴァンガードのグレード以下を１枚選び、(R)にコールしてよい。"}]
    deck: [{name: 学び1, type: normal, grade: 1}, {name: 学び2, type: normal, grade: 2}, {name: 学び3, type: normal, grade: 3}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 2}
    deck: 10
actions:
  - {do: play_order, card: 学識}
choices:
  - {player: A, choose: 学び1}
  - {player: A, at: optional, choose: yes}
  - {player: A, choose: CALLED}
  - {player: A, choose: left_front}
"""


def test_an_answer_naming_none_of_a_real_choices_options_answers_a_later_one() -> None:
    """A choice the writer did not foresee (the order of the two cards put on the bottom,
    「望む順で」) comes before the one answered: the entry without ``at:`` naming none of its
    options is left for the later choice (the card called from the soul), and the order is
    not answered — taken as the engine takes an unanswered order (in the order listed, said as
    an assumption) — and 学び1 is called from the soul."""
    r = _run(LEARN.replace("CALLED", "学び1"))
    assert _zone(r, "A", "field.left_front") == ["学び1"]
    assert _zone(r, "A", "deck")[-2:] == ["学び2", "学び3"]
    assert any(w.key == "first_option_taken" for w in r.warnings())


def test_an_answer_no_later_choice_takes_is_still_refused() -> None:
    """The entry left for later and taken by no choice is refused as an answer to the first
    choice it named nothing of (the bottom order: 学び2 / 学び3)."""
    with pytest.raises(
        ScenarioError, match=r"in the order wished\): '無名' is none of the options"
    ):
        _run(LEARN.replace("CALLED", "無名"))
