"""「次のあなたのターン開始時、…」 / 「次の相手のターン開始時、…」 inside an effect (round 56, issue
12): a delayed trigger (11.9.7) waiting for the start of that fighter's next turn (9.2.2, the
timing 「ターン開始時」) — not the turn it is made in, not the other fighter's turn; once
(11.9.7.1). On a board: a card bound face down comes back at the start of A's next turn."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_card_run, zone_names

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
# a turn ended, and the next turn's stand phase carried out (its start, 9.2.2)
END = "\n  - {do: end_phase}"
STAND = "\n  - {do: stand_phase}"
TEXT = (
    "【起】【(R)】：あなたの手札から１枚選び、裏でバインドする。"
    "次の{who}のターン開始時、そのカードを手札に戻す。"
)


def _run(who: str, ends: int) -> Any:
    return vg_card_run(
        TEXT.format(who=who),
        ACTIVATE + END * ends + (STAND if ends else ""),
        hand="[{name: 手1, type: normal, grade: 1}]",
        damage="[]",
    )


def test_the_reading() -> None:
    prog = compile_ability(parse_card(TEXT.format(who="あなた"), "vg").card.abilities[0])
    delay = prog.steps[-1]
    assert delay.verb == "delay"
    assert (delay.when.point, delay.when.owner, delay.when.detail) == (
        "start",
        "you",
        (("next", "turn"),),
    )


@pytest.mark.parametrize(
    ("who", "ends", "back"),
    [
        ("あなた", 0, False),  # A's turn still: not yet
        ("あなた", 1, False),  # B's turn began: not A's
        ("あなた", 2, True),  # A's next turn began: the card comes back
        ("相手", 1, True),  # B's next turn began
    ],
)
def test_on_a_board_the_card_comes_back(who: str, ends: int, back: bool) -> None:
    r = _run(who, ends)
    assert not unsupported(r), unsupported(r)
    assert ("手1" in zone_names(r, "A", "hand")) == back
    assert ("手1" in zone_names(r, "A", "bind")) != back


# 「Xは、次の…ターン終了時、…置かれる」: the topic before the timing is the delayed step's
# (``abilities._topic_before_timing``); the end of that fighter's next turn, not this one's
AT_END = (
    "【起】【(R)】：あなたの手札から１枚選び、裏でバインドする。"
    "この効果でバインドしたカードは、次の{who}のターン終了時、持ち主のドロップに置かれる。"
)


@pytest.mark.parametrize(
    ("who", "ends", "dropped"),
    [
        ("相手", 1, False),  # A's turn ended: not B's
        ("相手", 2, True),  # B's next turn ended
        ("あなた", 1, False),  # the turn it was made in is not the next one
        ("あなた", 2, False),
        ("あなた", 3, True),  # A's next turn ended
    ],
)
def test_on_a_board_at_the_end_of_the_next_turn(who: str, ends: int, dropped: bool) -> None:
    r = vg_card_run(
        AT_END.format(who=who),
        ACTIVATE + END * ends,
        hand="[{name: 手1, type: normal, grade: 1}]",
        damage="[]",
    )
    assert not unsupported(r), unsupported(r)
    assert ("手1" in zone_names(r, "A", "drop")) == dropped
    assert ("手1" in zone_names(r, "A", "bind")) != dropped
