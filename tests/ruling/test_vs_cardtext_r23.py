"""vs card-text constructions of round 23 (s19covs, issue 12), from the refusals of cards_r14–r21,
each on a minimal text of its own run on a board, with its neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: %s
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.ap, 千早.dp, A.hand]
"""


def _use(text: str, hand: int = 0):
    cards = "[" + ", ".join(f"{{name: 手札{i}, level: 1}}" for i in range(hand)) + "]"
    r = resolve(loads(USE % (cards, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


def _compiles(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", "[ベンチ][このカードをレストする]" + text, None)
    return a


# ------------- 「A。Xなら、かわりにB。」: B in place of A's step when X holds, X read once (8.2.1.3)


@pytest.mark.parametrize(
    "text",
    [
        # B's participants unsaid: A's (the ellipsis of 「かわりに」: the card, the duration)
        "このターン中、あなたのリングのカードを+1000/+0する。あなたの手札が1枚以上なら、かわりに+3000/+0する。",
        "このターン中、あなたのリングのカードを+1000/+0する。あなたの手札が1枚以上なら、かわりにこのターン中、あなたのリングのカードを+3000/+0する。",
    ],
)
def test_a_sentence_done_instead(text: str) -> None:
    r = _use(text, hand=1)
    assert r.outcome["state"]["千早.ap"] == 5000  # +3000 alone, not +1000 and +3000
    assert "8.2.1.3" in r.decided_by
    r = _use(text, hand=0)
    assert r.outcome["state"]["千早.ap"] == 3000  # +1000: X not met, A is done


def test_the_condition_is_read_once_as_the_step_replaced_is_reached() -> None:
    # A draws: X (a hand of 1 or more) read before A is done holds not, so A alone is done —
    # read again after A it would hold, and B would be done too
    text = "あなたは1枚引く。あなたの手札が1枚以上なら、かわりに2枚引く。"
    assert _use(text, hand=0).outcome["state"]["A.hand"] == 1
    assert _use(text, hand=1).outcome["state"]["A.hand"] == 3


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # B does another thing than A's step: nothing of A's it is done in place of
        (
            "あなたは1枚引く。あなたの手札が1枚以上なら、かわりにこのカードを+1000/+0する。",
            "かわりに",
        ),
        # 「かわりに」 with no condition
        ("あなたは1枚引く。かわりに2枚引く。", "instead"),
    ],
)
def test_instead_neighbours_refused(text: str, why: str) -> None:
    a = _compiles(text)
    assert not a.supported and why in a.reason
