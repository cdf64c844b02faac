"""Round 53 (s50wsT2): 「…のカードを3枚まで選び、山札の下に置き、…パワーを＋Ｘ。Ｘはその枚数×1000に
等しい」 — 「その枚数」 is the number of cards the choice before chose (``XDef`` ``chosen_count``),
counted when they were chosen: they have moved since (3.1.4). Refused with no choice before it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXT = (
    "【起】［(0)］ あなたは自分の控え室のカードを3枚まで選び、山札の下に置き、そのターン中、"
    "このカードのパワーを＋Ｘ。Ｘはその枚数×1000に等しい。"
)


def test_x_is_the_count_chosen() -> None:
    p = ws_compile(TEXT)
    assert [s.verb for s in p.steps] == ["choose", "move", "stat"]


def test_refused_without_a_choice() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【起】［(0)］ そのターン中、このカードのパワーを＋Ｘ。Ｘはその枚数×1000に等しい。"
        )


@pytest.mark.parametrize(("cards", "power"), [(["控甲"], 4000), (["控甲", "控乙"], 5000)])
def test_power_by_the_cards_chosen(cards: list[str], power: int) -> None:
    wr = ", ".join(f"{{name: {n}, type: character, level: 0}}" for n in cards)
    picks = "".join(f"  - {{player: A, at: choose, choose: {n}}}\n" for n in cards)
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    waiting_room: [{wr}]
    stage:
      center_front: {{name: 主役, type: character, level: 0, power: 3000, soul: 1, text: "{TEXT}"}}
  B: {{deck: 10}}
actions:
  - {{do: activate, card: 主役}}
choices:
{picks}expect:
  state: {{主役.power: {power}, A.waiting_room: 0}}
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
