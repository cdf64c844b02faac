"""Round 55 (issue 12, s52vgT): 「このカードを山札に戻し、その山札をシャッフルする」 — a card sent to a deck
whose player is not said goes to its owner's deck (4.1.12): 「その山札」 is the deck of the player
whose cards were moved (「あなたの…」 / 「相手の…」, or the ability's own card, its master's), read as
that deck printed (the shared ``that_deck_named``). With the cards' player unsaid it stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

SELF = (
    "【自】【(R)】：このユニットがアタックした時、このユニットを山札に戻し、{d}をシャッフルする。"
)
OPP = "【起】【(R)】：相手のリアガードを１枚選び、山札に戻し、{d}をシャッフルする。"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


@pytest.mark.parametrize(("text", "owner"), [(SELF, "あなた"), (OPP, "相手")])
def test_that_deck_is_the_owners_deck(text: str, owner: str) -> None:
    assert _program(text.format(d="その山札")) == _program(text.format(d=f"{owner}の山札"))


def test_the_cards_player_unsaid_is_refused() -> None:
    get_game("vg")
    text = "【自】【(R)】：このユニットがアタックした時、ブーストしたユニットを山札に戻し、その山札をシャッフルする。"
    (a,) = _abilities("vg", text, None)
    assert not a.supported and "that_deck" in a.reason


def test_returned_and_shuffled_on_a_board() -> None:
    r = vg_card_run(SELF.format(d="その山札"))
    assert not unsupported(r)
    assert "剣士" in zone_names(r, "A", "deck")
    assert any(s.event == "shuffled" and s.en.startswith("A shuffles") for s in r.main.trace)


def test_the_opponents_card_to_the_opponents_deck_on_a_board() -> None:
    r = vg_card_run(OPP.format(d="その山札"), "  - {do: activate, card: 剣士}")
    assert not unsupported(r)
    assert "槍兵" in zone_names(r, "B", "deck")
    assert any(s.event == "shuffled" and s.en.startswith("B shuffles") for s in r.main.trace)


# 「山札に戻し、その山札から、戻したカードと同じグレードの…を探し、その(R)にコールし、その山札を
# シャッフルする」: the grammar hangs 「その山札から」 on the relative clause inside the cards'
# description; it is the deck the chosen rear-guard (あなたの) went to, as printed 「あなたの山札」
SEARCH = (
    "【起】【(V)】：あなたのリアガードを１枚選び、山札に戻し、{d}から、戻したカードと同じグレードの"
    "カードを１枚まで探し、その(R)にコールし、{d}をシャッフルする。"
)


def test_that_deck_inside_the_description_searched() -> None:
    assert _program(SEARCH.format(d="その山札")) == _program(SEARCH.format(d="あなたの山札"))


def test_searched_same_grade_called_where_it_was_on_a_board() -> None:
    text = SEARCH.format(d="その山札")
    resolve = (
        "  - {do: main_phase, actions: [{do: resolve_text, text: "
        f'"{text.split("：", 1)[1]}", card: 竜}}]}}'
    )
    other = "right_back: {name: 従者, type: normal, grade: 2, power: 7000}"
    deck = "[{name: 山1, type: normal, grade: 1}, {name: 山3, type: normal, grade: 3}, 6]"
    r = vg_card_run("", resolve, extra=other, deck=deck)
    assert not unsupported(r)
    called = r.main.final.players["A"].zones["field.right_back"]
    assert [c.name for c in called] == ["従者"]  # the deck's only grade-2 card: 従者 itself
    assert any(s.event == "shuffled" and s.en.startswith("A shuffles") for s in r.main.trace)
