"""The shared may-choose (``ruling.choosing.may_choose``, round 25, s21rulesC) in the games other
than ws: whether to do it and which card is one decision — a card named, `no`, or `yes` and
then the card (the lone card needs no entry). vs: the partner block (7.1.4.2) and the cancel
(12.1.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BLOCK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, title: 歌姫, ap: 3000, dp: 2000, partner_name: 春香, partner_title: リーダー}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, {name: 真}]
    hand: [{name: 伊織, title: お嬢様}]
    ring: {name: 美希, ap: 2000, dp: 5000, partner_name: 伊織, partner_title: お嬢様}
actions:
  - {do: attack, support: 春香}
choices:
%s
ask: [伊織.zone]
"""


@pytest.mark.parametrize(
    ("choices", "waiting"),
    [
        ("  - {player: B, at: partner_block, choose: yes}", "B.waiting"),  # the lone partner
        ("  - {player: B, at: partner_block, choose: 伊織}", "B.waiting"),
        ("  - {player: B, at: partner_block, choose: no}", "B.hand"),
    ],
)
def test_the_partner_block_is_a_may_choose(choices: str, waiting: str) -> None:
    r = resolve(loads(BLOCK % choices))
    assert not r.branched
    assert r.outcome["state"] == {"伊織.zone": waiting}
    assert "7.1.4.2" in r.decided_by


CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand:
      - {name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}
      - {name: 響, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
choices:
%s
ask: [A.hand, 真.zone, 響.zone]
"""


@pytest.mark.parametrize(
    ("choices", "state"),
    [
        # two cancels: yes, then which (round 47: a technique a cancel already chose may be chosen
        # by a second cancel, 3.8.9 — the offer of the other card that follows is declined)
        (
            "  - {player: B, at: cancel, choose: yes}\n  - {player: B, at: cancel, choose: 響}\n"
            "  - {player: B, at: cancel, choose: no}",
            {"A.hand": 0, "真.zone": "B.hand", "響.zone": "B.waiting"},
        ),
        (
            "  - {player: B, at: cancel, choose: 真}\n  - {player: B, at: cancel, choose: no}",
            {"A.hand": 0, "真.zone": "B.waiting", "響.zone": "B.hand"},
        ),
        (
            "  - {player: B, at: cancel, choose: no}",
            {"A.hand": 1, "真.zone": "B.hand", "響.zone": "B.hand"},
        ),
    ],
)
def test_the_cancel_is_a_may_choose(choices: str, state: dict[str, object]) -> None:
    r = resolve(loads(CANCEL % choices))
    assert not r.branched
    assert r.outcome["state"] == state
    assert "12.1.1" in r.decided_by
