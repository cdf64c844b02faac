"""co round 51 (s48coC): a keyword printed as a sentence of its own between two sentences of one
line (「このカードは、…直後にのみプレイしてもよい。使い捨て そのクラッシュをうち消す。」): the ability is
read without that sentence and holds the keyword (3-4-3 「使い捨て」), as when the keyword is printed
first or last on the line; a space the source printed after a keyword that opens a sentence
(after 「。」) is read as that sentence's 「。」 as at a line's start (``grammar.headkeyword``). The
event's play condition (4.3.5) and its negation of the crash (4.3.11.2, 4.2.14) run."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from tests.ruling.boards import co_run, decided, main_state, unsupported

_PRAYER = "このカードは、あなたのキャラクターがクラッシュした直後にのみプレイしてもよい。使い捨て{sep}そのクラッシュをうち消す。"


@pytest.mark.parametrize("sep", [" ", "。"])
def test_co_mid_line_keyword_is_held_by_the_ability(sep: str) -> None:
    card = parse_card(_PRAYER.format(sep=sep), "co").card
    assert card is not None and len(card.abilities) == 1
    ab = card.abilities[0]
    assert ab.keyword is not None and ab.keyword.id == "disposable"
    assert ab.effect is not None and len(ab.effect.sentences) == 2


@pytest.mark.parametrize("sep", [" ", "。"])
def test_co_mid_line_keyword_event_negates_the_crash(sep: str) -> None:
    r = co_run(
        "turn: {player: B, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 10\n    field: [{name: 城兵, type: character, ap: 2, dp: 2}]\n    hand:\n"
        f'      - {{name: 祈り, type: event, cost: 1, text: "{_PRAYER.format(sep=sep)}"}}\n'
        "  B:\n    hp: 10\n    energy: 2\n    deck: 10\n    hand:\n"
        '      - {name: 火球, type: spell, cost: 2, text: "対象のキャラクターに2点のダメージを与える。"}\n'
        "actions:\n  - {do: play, player: B, card: 火球, target: 城兵,\n"
        "     on_crash: {城兵: {negate: [{do: play, player: A, card: 祈り}]}}}\n"
        "ask: [城兵.zone, 城兵.damage, 祈り.zone]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "城兵.zone") == "A.field"
    assert main_state(r, "城兵.damage") == 0
    assert main_state(r, "祈り.zone") == "A.dustbox"
    assert {"4.3.11.2", "3.4.3"} <= decided(r)
