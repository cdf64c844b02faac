"""ws round 58 (s55wsC2): bans on being chosen by the effect of a kind of ability (8.6.3, 1.3.3) —
「このカードは相手の【カウンター】の効果に選ばれない」 (an ability printed with the counter icon,
2.8.2: a counter event's text, 『助太刀』) and 「このカードは『助太刀』で選ばれない」 (the ability 10.5.2
defines, which chooses a character of its own master's — whoever's it is)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 9, phase: attack, first_player: A}}
players:
  A:
    level: 3
    stage:
      center_front: {{name: 攻め手, type: character, level: 3, power: 9500, soul: 1, text: "{mine}"}}
    deck: 10
  B:
    level: 2
    stock: 1
    hand:
      - {{name: 助け手, type: character, level: 2, text: "【起】【カウンター】助太刀3000 レベル2 [(1)手札のこのカードを控え室に置く]"}}
      - {{name: 返し技, type: event, level: 0, cost: 0, text: "【カウンター】 あなたは{whose}キャラを1枚選び、そのターン中、パワーを{amount}。"}}
    stage: {{center_front: {{name: 守り手, type: character, level: 2, power: 8000, soul: 1, text: "{theirs}"}}}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front, counter: [{{do: {verb}, player: B, card: {card}}}]}}
ask: [A.center_front, B.center_front]
"""

COUNTER = "【永】 このカードは相手の【カウンター】の効果に選ばれない。"
BACKUP = "【永】 相手のターン中、このカードは『助太刀』で選ばれない。"


def run(
    verb: str,
    card: str,
    mine: str = "",
    theirs: str = "",
    whose: str = "自分の",
    amount: str = "＋3000",
) -> dict[str, list[str]]:
    r = resolve(
        loads(
            BOARD.format(verb=verb, card=card, mine=mine, theirs=theirs, whose=whose, amount=amount)
        )
    )
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    return {"A": st["A.center_front"], "B": st["B.center_front"]}


@pytest.mark.parametrize(
    ("shield", "attacker"), [(COUNTER, ["攻め手(rest)"]), ("", ["攻め手(reverse)"])]
)
def test_the_opponents_counter_event_cannot_choose_it(shield: str, attacker: list[str]) -> None:
    """B's counter event would make the attacker 6500 against 8000; with the ban it chooses
    nothing, the attacker stays 9500 and reverses 守り手."""
    got = run("play", "返し技", mine=shield, whose="相手の", amount="－3000")
    assert got["A"] == attacker
    assert got["B"] == (["守り手(reverse)"] if shield else ["守り手"])


def test_ones_own_counter_still_chooses_it() -> None:
    """相手の: the ban is against the counters of the card's master's opponent only — B's own
    counter event chooses 守り手 (11000 against 9500)."""
    assert run("play", "返し技", theirs=COUNTER)["B"] == ["守り手"]


@pytest.mark.parametrize(
    ("verb", "card", "after"),
    [
        ("activate", "助け手", ["守り手(reverse)"]),  # 『助太刀』 may not choose it: 8000 < 9500
        ("play", "返し技", ["守り手"]),  # a counter event is no 『助太刀』: 11000
    ],
)
def test_backup_cannot_choose_it(verb: str, card: str, after: list[str]) -> None:
    assert run(verb, card, theirs=BACKUP)["B"] == after
    assert run(verb, card)["B"] == ["守り手"]  # without the ban, either saves it
