"""Round 54 (issue 12, s51vgT1): constructions of cards_r53's vg texts (DZ-BT47, V-BT23;
development material after their one scoring), each read on a minimal ability and run on a
board."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ---- 「このターン中にあなたがアタックした回数が３回以上なら」: the head noun 回数 counts the acts a
# relative clause names (its doer, its time) — what 「このターン中にあなたが３回以上アタックしている
# なら」 says (a history of the turn, shared ``conditions.counted_acts``)

TIMES = "【自】【(R)】：このユニットがアタックした時、{cond}、【ソウルチャージ】(1)。"
RELATIVE = "このターン中にあな{who}がアタックした回数が{n}回以上なら"
ACTS = "このターン中にあな{who}が{n}回以上アタックしているなら"


@pytest.mark.parametrize(("who", "n"), [("た", "２"), ("たのユニット", "３")])
def test_the_times_counted_are_the_history(who: str, n: str) -> None:
    assert _program(TIMES.format(cond=RELATIVE.format(who=who, n=n))) == _program(
        TIMES.format(cond=ACTS.format(who=who, n=n))
    )


def test_a_time_before_the_counted_times_is_kept() -> None:
    text = "【永】【(R)】：あなたのターン中、{c}、あなたの前列のリアガードすべてのパワー＋2000。"
    assert _program(text.format(c=RELATIVE.format(who="た", n="３"))) == _program(
        text.format(c=ACTS.format(who="た", n="３"))
    )


VANGUARD_FIRST = "  - {do: attack, attacker: vanguard, target: vanguard}\n"


@pytest.mark.parametrize(("first", "charged"), [(VANGUARD_FIRST, 1), ("", 0)])
def test_the_times_counted_on_a_board(first: str, charged: int) -> None:
    # the second attack of the turn is this one's: 回数 is 2 (10.3.1.3: each attack a battle)
    r = vg_card_run(
        TIMES.format(cond=RELATIVE.format(who="た", n="２")),
        first + "  - {do: attack, attacker: left_front, target: vanguard}",
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「このターン中にあなたが手札に加えたカードの枚数が２枚以上なら」: the cards' number (の枚数)
# as the cards counted (「…加えたカードが２枚以上なら」, ``counted_acts``)


def test_the_number_of_the_cards_acted_on_is_the_cards_counted() -> None:
    text = "【自】【(V)】：このユニットがアタックした時、このターン中にあなたが手札に加えた{c}、１枚引く。"
    assert _program(text.format(c="カードの枚数が２枚以上なら")) == _program(
        text.format(c="カードが２枚以上なら")
    )
