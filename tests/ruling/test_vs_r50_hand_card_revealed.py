"""Round 50 (s47vsC), issue 12: 「あなたの手札の『W』のカードを1枚公開してよい。そうしたら、…」 — an
optional reveal of a hand card so described, with no 「選び」: read as 「手札の『W』のカードを1枚選び、
公開してよい」 (the implied choice of ``_implied_choice``, 8.5.4), the card shown staying in the hand
(3.1.7, 3.1.8, 4.12.2) as its player decides (8.1.1.5); 「そうしたら」 after it reads whether it was
shown (8.1.1.5, 8.6.5) — the reveal of a chosen card is now recorded as done
(``vs.done.reveal``). Before: refused as 「what the noun phrase (you hand card) names」 (and 「…を1枚
選び、公開してよい」 as 「a reveal of a card not chosen first」)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_TEXT = (
    "[リング]このカードがアタックした時、あなたの手札の『ドドンと鳴らせ!』のカードを1枚公開してよい。"
    "そうしたら、あなたは1枚引く。"
)


def test_the_compiled_steps() -> None:
    choose, reveal, draw = vs_program(_TEXT).ops
    assert (choose.kind, choose.who, choose.amount, choose.info) == (
        "choose",
        "your_hand",
        1,
        (("work", "ドドンと鳴らせ!"),),
    )
    assert (reveal.kind, reveal.who, reveal.optional) == ("reveal", "chosen", True)
    assert draw.cond == ("if_done",)


def test_two_chosen_and_revealed_optionally_stays_refused() -> None:
    ab = vs_ability(
        "[リング]このカードがアタックした時、あなたは手札のカードを2枚選び、公開してよい。"
        "そうしたら、あなたは1枚引く。"
    )
    assert not ab.supported


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    hand: [{name: 太鼓, work: "%s"}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
      left: {name: 真, ap: 1000, dp: 1000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: attack, support: 真}
choices: [%s{player: A, at: optional, choose: %s}]
ask: [A.hand, 太鼓.zone]
"""


@pytest.mark.parametrize(
    ("work", "answer", "hand"),
    [
        ("ドドンと鳴らせ!", "yes", 2),  # shown: 「そうしたら」 met, one drawn
        ("ドドンと鳴らせ!", "no", 1),  # declined: nothing drawn
        ("別の作品", "yes", 1),  # no card so described to show
    ],
)
def test_on_a_board(work: str, answer: str, hand: int) -> None:
    # the hidden hand's choice may choose none (8.6.11.2): here the card is chosen
    count = "{player: A, at: choose_count, choose: '1'}, " if work == "ドドンと鳴らせ!" else ""
    r = resolve(loads(_BOARD % (work, _TEXT, count, answer)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["太鼓.zone"] == "A.hand"  # revealed, it stays there (3.1.8)
    assert r.outcome["state"]["A.hand"] == hand
    if hand == 2:
        assert {"3.1.7", "3.1.8", "8.1.1.5"} <= set(r.decided_by)
