"""「あなたの手札が相手の手札より２枚以上多いなら」 / 「あなたの山札が相手の山札より５枚以上少ないなら」
(round 57, s54vgC): a number of cards against another's moved by a margin (``Cond.margin``: at
least the other's and N more; at most the other's less N) — the vg runtime reads the margin
(``Vocab.count_margin``, as ws does). Before: refused."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

MORE = "【永】【(R)】：あなたの手札が相手の手札より２枚以上多いなら、このユニットのパワー＋5000。"
FEWER = (
    "【永】【(R)】：あなたの山札が相手の山札より５枚以上少ないなら、このユニットのパワー＋5000。"
)


def _hand(n: int) -> str:
    return "[" + ", ".join(f"{{name: 札{i}, type: normal, grade: 1}}" for i in range(n)) + "]"


def test_two_or_more_more_cards_in_hand() -> None:
    """B's hand is empty: two cards in A's hand are two more (+5000), one is not."""
    two = run(MORE, hand=_hand(2))
    assert not unsupported(two) and value(two, "power") == 15000
    assert value(run(MORE, hand=_hand(1)), "power") == 10000


def test_five_or_more_fewer_cards_in_deck() -> None:
    """B's deck holds 10: A's deck of 5 is five fewer (+5000), a deck of 6 is not."""
    five = run(FEWER, deck="5")
    assert not unsupported(five) and value(five, "power") == 15000
    assert value(run(FEWER, deck="6"), "power") == 10000
