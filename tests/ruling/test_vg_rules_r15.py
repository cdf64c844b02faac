"""Vanguard rules and scenario format read again from the known failures of the r14 set, each on
a minimal case of its own (the scenario files are tests/scenarios/vg/r14_*)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
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


SELF_SOUL = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    hand: [{name: 学識, type: Normal Order, grade: 1, text: "このカードをソウルに置き、カードを１枚引く。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2}
    deck: 10
actions:
  - {do: play_order, card: 学識}
ask: [学識.zone]
expect:
  state: {学識.zone: A.soul}
  decided_by: ["11.8.3.1.1", "11.8.3.2", "1.3.2"]
"""


def test_an_order_that_moved_itself_is_not_put_into_the_drop_11_8_3_2() -> None:
    """11.8.3.2 puts the order into the drop after its effects; one whose own effect put it into
    the soul is no longer in the order area, so that is not done (1.3.2) and it stays in the
    soul — the finding is among the ruling's reasons."""
    r = _run(SELF_SOUL)
    assert _zone(r, "A", "soul") == ["学識"]
    assert check_expect(r) == []


PLAY_COST = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    hand: [{name: 号令, type: Normal Order, grade: 1, text: "【コスト】[手札から１枚捨てる]ことでプレイできる！１枚引く。"}HAND]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2}
    deck: 10
actions:
  - {do: play_order, card: 号令ALLOWED}
ask: [ASKED.zone]
expect:
  decided_by: ["11.8.2.2", "11.8.2.4", "11.8.2.4.2"]
"""


def test_an_orders_play_cost_cited_and_refusing_the_play_11_8_2_4_2() -> None:
    """11.8.2.4.2: the cost written first in an order (「【コスト】[…]ことでプレイできる！」) is paid
    as it is played. Paid: the payment cites it. Not payable (no other hand card once the order
    is in the order area): the play is cancelled (11.8.2.2) — the action is refused
    (``allowed: false``) though the card went through the order area, and it is back in the
    hand."""
    paid = _run(
        PLAY_COST.replace("HAND", ", {name: 捨て札, type: normal, grade: 1}").replace("ALLOWED", "")
    )
    assert sorted(_zone(paid, "A", "drop")) == sorted(["捨て札", "号令"])
    assert check_expect(paid) == []
    refused = _run(
        PLAY_COST.replace("HAND", "")
        .replace("ALLOWED", ", allowed: false")
        .replace("ASKED", "号令")
    )
    assert _zone(refused, "A", "hand") == ["号令"]
    assert check_expect(refused) == []
