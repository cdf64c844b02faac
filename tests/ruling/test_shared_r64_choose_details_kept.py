"""Round 64 (lead): a choice with no number printed (the game's default count, VS 1.3.5.1, or the
units of one circle, VG 4.9.2.6) keeps what the rest of the sentence said about the choice
(「見ないで選ぶ」 ``blind``, 「ランダムに」 ``random``, a goal the cards must meet): the count's note is
added to the step's details, no longer written over them (``cardtext.steps._choose``)."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.cardtext import abilities as shared
from ruling.games._vs.cardtext import _vocab


def _first_step(text: str):  # type: ignore[no-untyped-def]
    node = parse_card(text, "vs").card.abilities[0]
    return shared.compile_ability(node, _vocab()).steps[0]


def test_a_blind_choice_with_the_count_omitted_stays_blind() -> None:
    op = _first_step(
        "[リング]このカードがアタックした時、あなたは相手の手札を見ないで選び、控え室に置く。"
    )
    assert op.verb == "choose" and op.n == 1
    assert dict(op.detail) == {"blind": True, "count": "omitted"}


def test_with_the_count_printed_no_count_note() -> None:
    op = _first_step(
        "[リング]このカードがアタックした時、あなたは相手の手札を見ないで1枚選び、控え室に置く。"
    )
    assert dict(op.detail) == {"blind": True}
