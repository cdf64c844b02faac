"""「お互いのファイターは、それぞれ１枚引く」 (round 38, issue 12): every player does the step, the
「それぞれ」 restating it — the shared performer reading takes it off the count, as for 「あなたと
相手は、それぞれ…」 (before: 「a draw of an open number」)."""

from __future__ import annotations

import pytest

from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import vg_card_run
from tests.ruling.test_vg_battles_this_turn_r38 import _ability


@pytest.mark.parametrize("each", ["、それぞれ", ""])
def test_each_fighter_draws_one(each: str) -> None:
    text = f"【自】【(R)】：このユニットがアタックした時、お互いのファイターは{each}１枚引く。"
    p = compile_ability(_ability(text))
    assert [(s.verb, s.n, s.performer) for s in p.steps] == [("draw", 1, "each")]
    r = vg_card_run(text)
    drew = sorted(s.en.split(" draws")[0] for s in r.main.trace.steps if s.event == "draw")
    assert drew == ["A", "B"]


@pytest.mark.parametrize(
    "who", ["お互いのプレイヤーは、それぞれ", "お互いのプレイヤーは", "あなたと相手は、それぞれ"]
)
def test_ws_each_player_draws_one(who: str) -> None:
    from tests.ruling.boards import ws_compile

    p = ws_compile(f"【自】 このカードが舞台に置かれた時、{who}1枚引く。")
    assert [(s.verb, s.n, s.performer) for s in p.steps] == [("draw", 1, "all")]


def test_each_fighter_chooses_and_retires_its_own() -> None:
    # the vocabulary table's 4.1.1 entry, refused before as 「the reference each」
    text = (
        "【自】【(R)】：このユニットがアタックした時、各ファイターはそれぞれ自分のリアガードを"
        "１枚選び、退却させる。"
    )
    r = vg_card_run(text)
    retired = sorted(
        s.en.split(" is retired")[0] for s in r.main.trace.steps if s.event == "retired"
    )
    assert retired == ["剣士", "槍兵"]
