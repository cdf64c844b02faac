"""Round 59 (s56vgC): the shuffle of a deck as an event (7.5.1; a deck of 0 or 1 card is shuffled
all the same, 7.5.1.1) — 「あなたの山札がシャッフルされた時」 triggers on the shuffle of its master's
deck, not the opponent's; 「このターンにあなたが山札をN回以上シャッフルしているなら」 counts the
turn's shuffles of that deck."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported, vg_card_run, zone_names
from tests.ruling.test_vg_constructions import value

WHEN = "【自】【(R)】：あなたの山札がシャッフルされた時、そのターン中、このユニットのパワー＋5000。"


def _resolve(*texts: str) -> str:
    acts = ", ".join(f'{{do: resolve_text, text: "{t}", card: 竜}}' for t in texts)
    return f"  - {{do: main_phase, actions: [{acts}]}}"


@pytest.mark.parametrize(
    ("whose", "power"),
    [("あなたの山札をシャッフルする。", 15000), ("相手の山札をシャッフルする。", 10000)],
)
def test_shuffled_triggers_on_its_masters_deck(whose: str, power: int) -> None:
    r = vg_card_run(WHEN, _resolve(whose))
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == power


@pytest.mark.parametrize(("times", "hand"), [(3, 1), (2, 0)])
def test_shuffles_this_turn_counted(times: int, hand: int) -> None:
    text = "【起】【(R)】：このターンにあなたが山札を３回以上シャッフルしているなら、１枚引く。"
    acts = _resolve(*["あなたの山札をシャッフルする。"] * times)
    acts = acts.replace("]}", ", {do: activate, card: 剣士}]}")
    r = vg_card_run(text, acts)
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand
