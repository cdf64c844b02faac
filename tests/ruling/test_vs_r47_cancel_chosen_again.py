"""Round 47: a technique already chosen by a cancel that waits to resolve may be chosen by
another cancel of the same player at the next cancel activation timing (3.8.9, 4.5.1.2,
12.1.1); the first to resolve takes it out of the resolution zone (3.8.8) and the other finds
it gone (1.3.2). Both cancels' costs are paid."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

CANCEL = "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"
BOARD = f"""game: vs
title: t
turn: {{player: A, number: 4, first_player: B, phase: ability}}
players:
  A:
    deck: [{{name: 山札1}}, 9]
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 春香, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}}}
  B:
    deck: 10
    hand:
      - {{name: 真, level: 1, ap: 1000, dp: 1000, text: "{CANCEL}"}}
      - {{name: 雪歩, level: 1, ap: 1000, dp: 1000, text: "{CANCEL}"}}
    ring: {{name: 美希, ap: 2000, dp: 2000}}
actions:
  - {{do: use, card: 春香}}
choices:
  - {{player: B, at: cancel, choose: 真}}
  - {{player: B, at: cancel, choose: SECOND}}
expect:
  state: {{山札1.zone: A.deck, 真.zone: B.waiting, 雪歩.zone: WHERE}}
"""


def test_second_cancel_on_the_same_technique() -> None:
    r = resolve(loads(BOARD.replace("SECOND", "雪歩").replace("WHERE", "B.waiting"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"3.8.9", "3.8.8", "12.1.1"} <= cited(r)


def test_second_cancel_declined_the_first_still_cancels() -> None:
    r = resolve(loads(BOARD.replace("SECOND", "no").replace("WHERE", "B.hand"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "3.8.8" in cited(r)


# round 52 (s49vsB): the window rebuilt with a bound — a cancel activated already and waiting in
# the resolution zone is not offered again before it resolves, so a card whose cancel costs
# nothing that moves it (no cost, a reveal) does not make the chain of cancel activation timings
# endless under a replay taking every first option (it recursed before, even without 3.8.9)
FREE = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 響, text: "{cancel}[手札]COST相手の技を1つ選び、キャンセルする。"}, {name: 春香, work: 春香}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    hand: [{name: 真, text: "{cancel}[手札]COST相手の技を1つ選び、キャンセルする。"}, {name: 春香, work: 春香}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子, ability: 1}
ask: [A.hand]
"""


@pytest.mark.parametrize("cost", ["", "[手札の『春香』を1枚公開する]"])
def test_cancels_whose_card_stays_end_under_first_options(cost: str) -> None:
    from ruling.resolve import run_once

    leaf = run_once(loads(FREE.replace("COST", cost), "t.yaml"), [], "t.yaml", take_first=True)
    assert leaf is not None
