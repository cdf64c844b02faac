"""「このターンにあなたがオーダーを２枚以上プレイしているなら」 (round 41, issue 12): a player's
act on cards of their own (playing one's own order, 11.8.1; ``Vocab.owner_act_events``) is about
one card each time, so 「N枚以上」 counts the cards so played this turn (the turn's record)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_card_run, zone_names


def _ability(text: str):  # type: ignore[no-untyped-def]
    return parse_card(text, "vg").card.abilities[0]


TEXT = (
    "【自】【(R)】：あなたのオーダーがプレイされた時、このターンにあなたがオーダーを{n}枚以上"
    "プレイしているなら、【ソウルチャージ】(1)。"
)


def test_the_count_is_of_cards_played() -> None:
    got = compile_ability(_ability(TEXT.replace("{n}", "２")))
    assert got.cond is not None and got.cond.what == "history"
    assert got.cond.n == 2 and ("count", "cards") in got.cond.detail
    assert got.cond.event is not None and got.cond.event.event == "play"


ORDER = '{name: 指令%d, type: order, grade: 0, text: "１枚引く。"}'


@pytest.mark.parametrize(("orders", "n", "charged"), [(2, 2, 1), (1, 2, 0), (2, 3, 0)])
def test_on_a_board_each_order_played_counts_one(orders: int, n: int, charged: int) -> None:
    hand = "[" + ", ".join(ORDER % i for i in range(1, orders + 1)) + "]"
    plays = ", ".join(f"{{do: play_order, card: 指令{i}}}" for i in range(1, orders + 1))
    r = vg_card_run(
        TEXT.replace("{n}", str(n)),
        f"  - {{do: main_phase, actions: [{plays}]}}",
        hand=hand,
        extra="order_limit: 2",  # a player value (9.9.2.3.1: 「特に指定がないかぎり」 1)
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged
