"""Round 50 (s47vsB), issue 12: a 「…なら」 governs exactly what it governs. 「Xなら、AしBする」: the
condition the sentence opens with holds every step of that sentence, read once as A is reached
(8.1.1.5) — not met, A and B do nothing (8.6.5 「その行動および、その後続く行動は…何も起きなく
なります」); met, both are done even when A changed what X reads. A condition in the middle of a
sentence (「AしXならBする」) holds what follows it only, and the next sentence (「Xなら、A。B。」
with A。 not the ability's first) is not under it (8.1.1.5, the steps in the order written).
Before: the shared reader's condition was put on A only — B ran when X failed."""

from __future__ import annotations

import pytest

from ruling.games._vs.cardtext import UNDER
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_COST = "[ベンチ][このカードをレストする]"
# X (「あなたの手札が1枚以下なら」) opening the second sentence, two steps under it
_WHOLE = (
    f"{_COST}あなたは1枚引く。あなたの手札が1枚以下なら、あなたは1枚引き、"
    "自分の山札の上から1枚を控え室に置く。"
)
# X in the middle of a sentence: the draw before it is not under it
_MIDDLE = (
    f"{_COST}あなたは1枚引き、あなたの手札が1枚以下なら、自分の山札の上から1枚を控え室に置く。"
)
# X opening a sentence of its own: the next sentence is not under it
_NEXT = (
    f"{_COST}あなたは1枚引く。あなたの手札が1枚以下なら、自分の山札の上から1枚を控え室に置く。"
    "あなたは1枚引く。"
)

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 上一}, {name: 上二}, {name: 上三}, 7]
    hand: %d
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [上一.zone, 上二.zone, 上三.zone, A.hand]
"""


def _run(text: str, hand: int) -> dict[str, object]:
    r = resolve(loads(_BOARD % (hand, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return dict(r.outcome["state"]), r


def test_the_compiled_steps() -> None:
    first, draw, put = vs_program(_WHOLE).ops
    assert first.cond is None
    assert draw.cond == ("count", "your_hand", "le", 1)
    assert put.cond == UNDER  # the rest of the sentence under its condition
    before, put = vs_program(_MIDDLE).ops
    assert before.cond is None and put.cond == ("count", "your_hand", "le", 1)
    _draw, put, after = vs_program(_NEXT).ops
    assert put.cond == ("count", "your_hand", "le", 1) and after.cond is None


def test_condition_met_both_steps_read_once() -> None:
    # hand 0 → 1 after the first draw: X holds as the second draw is reached; that draw makes it
    # 2 (X no longer true) — the put is still done, X read once for the sentence
    state, r = _run(_WHOLE, 0)
    assert state == {
        "上一.zone": "A.hand",
        "上二.zone": "A.hand",
        "上三.zone": "A.waiting",
        "A.hand": 2,
    }
    assert "8.6.5" in r.decided_by


def test_condition_not_met_neither_step() -> None:
    # hand 1 → 2: X fails — neither the draw nor the put after it is done (8.6.5)
    state, r = _run(_WHOLE, 1)
    assert state == {
        "上一.zone": "A.hand",
        "上二.zone": "A.deck",
        "上三.zone": "A.deck",
        "A.hand": 2,
    }
    assert "8.6.5" in r.decided_by


@pytest.mark.parametrize(
    ("hand", "second"),
    [(0, "A.waiting"), (1, "A.deck")],  # met: put; not met: only the put is not done
)
def test_condition_in_the_middle_holds_what_follows(hand: int, second: str) -> None:
    state, _r = _run(_MIDDLE, hand)
    assert state["上一.zone"] == "A.hand"  # the draw before X, done either way
    assert state["上二.zone"] == second
    assert state["A.hand"] == hand + 1


@pytest.mark.parametrize(("hand", "put_done"), [(0, True), (1, False)])
def test_the_next_sentence_is_not_under_it(hand: int, put_done: bool) -> None:
    state, _r = _run(_NEXT, hand)
    assert state["上二.zone"] == ("A.waiting" if put_done else "A.hand")
    # the last sentence's draw is done either way: 上三 when 上二 was put away, else 上二
    assert state["A.hand"] == hand + 2
    assert state["上三.zone"] == ("A.hand" if put_done else "A.deck")
