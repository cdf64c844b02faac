"""「このターン中に」 / 「そのターン中に」 as the turn a past event is looked for in (round 56,
issue 12): the period with に names the same turn as 「このターンに」 — in a condition told in the
perfect (「このターン中に…されていたなら」), in a selector's relative clause (「このターン中に(R)
にコールされたユニット」), and in the count 「このターン中に…した枚数がN枚以上なら」 (the cards the
event happened to, as 「このターンに…がN枚以上…しているなら」)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_swordsman, zone_names


def _prog(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


@pytest.mark.parametrize("time", ["このターン中に", "そのターン中に"])
def test_the_perfect_with_the_period_is_the_history(time: str) -> None:
    said = "【自】【(R)】：相手のターンの終了時、{}このユニットがアタックされていたなら、１枚引く。"
    assert _prog(said.format(time)) == _prog(said.format("このターンに"))


def test_a_selector_with_the_period_is_the_turn_record() -> None:
    said = "【永】【(V)】：{}あなたの山札から(R)にコールされたユニットが２枚以上なら、このユニットのパワー＋3000。"
    assert _prog(said.format("このターン中に")) == _prog(said.format("このターンに"))


@pytest.mark.parametrize(
    ("counted", "said"),
    [
        ("あなたのリアガードが退却した枚数が２枚以上", "あなたのリアガードが２枚以上退却している"),
        (
            "相手のリアガードがバインドされた枚数が２枚以上",
            "相手のリアガードが２枚以上バインドされている",
        ),
    ],
)
def test_the_number_of_cards_an_event_happened_to(counted: str, said: str) -> None:
    head = "【永】【(V)】：このターン中に{}なら、このユニットのパワー＋5000。"
    assert _prog(head.format(counted)) == _prog(head.format(said).replace("中に", "に", 1))


@pytest.mark.parametrize(("charge", "hand"), [(1, 1), (2, 3)])
def test_on_a_board_the_cards_counted(charge: int, hand: int) -> None:
    """A soul charge of N puts N cards into the soul (7.27.2): two put this turn, the condition
    holds and two are drawn; one, it does not (the one card of the draw before it only)."""
    text = (
        f"【起】【(R)】：１枚引く。【ソウルチャージ】({charge})。"
        "このターン中にカードがあなたのソウルに置かれた枚数が２枚以上なら、２枚引く。"
    )
    r = vg_swordsman(text, "    soul: []\n    deck: 10\n")
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand


@pytest.mark.parametrize(("first", "hand"), [("【ソウルチャージ】(1)", 2), ("１枚引く", 1)])
def test_on_a_board_the_perfect_with_the_period(first: str, hand: int) -> None:
    text = f"【起】【(R)】：{first}。このターン中にあなたのソウルにカードが置かれていたなら、２枚引く。"
    r = vg_swordsman(text, "    soul: []\n    deck: 10\n")
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand
