"""vs 2.14.8 (round 65, s62cmvC): the braced options of a choice printed before it, joined by
「か」 (「あなたは{A}か{B}のうち1つを選ぶ。」) or held apart by 「/」 in one brace (「あなたは{A/B}の
うち1つを選ぶ。」), are the options of 「以下から1つを選ぶ。{A}{B}」 (2.14.8 「{ } によってくられた技効果
は…複数の中から選択可能な技効果を表します」; ``grammar.normalise.brace_choice_first``): the same
program, and on a board the effect chosen is done and the other is not (8.13.3). A value pair's
slash (+1000/+0) is no cut between options, and one brace of one effect is no choice."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from tests.ruling.test_vs_brace_choice_r34 import HEAD, LIST_FORM, vs_program
from tests.ruling.test_vs_cardtext_r27 import DRAW, MINUS, _run

_DRAW_BARE = DRAW.rstrip("。")
_MINUS_BARE = MINUS.rstrip("。")

JOINED = [
    f"あなたは{{{DRAW}}}か{{{MINUS}}}のうち1つを選ぶ。",
    f"あなたは{{{_DRAW_BARE}}}か{{{_MINUS_BARE}}}のうち1つを選ぶ。",
    f"{{{DRAW}}}、{{{MINUS}}}のうち1つを選ぶ。",
    # one brace, the options apart by 「/」 (MINUS holds a value pair -1000/-0: no cut there)
    f"あなたは{{{_DRAW_BARE}/{_MINUS_BARE}}}のうち1つを選ぶ。",
]


@pytest.mark.parametrize("effect", JOINED)
def test_the_same_program_as_the_list_form(effect: str) -> None:
    """Each printing compiles to the very program of 「以下から1つを選ぶ。{A}{B}」."""
    assert vs_program(HEAD + effect) == vs_program(HEAD + LIST_FORM)


@pytest.mark.parametrize("effect", JOINED)
def test_the_effect_chosen_is_done_and_the_other_is_not(effect: str) -> None:
    """8.13.3 on a board: the second chosen, 美希 -1000/-0 and no card drawn; the first chosen,
    a card drawn and 美希 unchanged."""
    second = _run(effect, MINUS)
    assert second.outcome["state"]["美希.ap"] == 1000  # type: ignore[attr-defined]
    assert second.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]
    assert {"2.14.8", "8.13.3"} <= set(second.decided_by)  # type: ignore[attr-defined]
    first = _run(effect, DRAW)
    assert first.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert first.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]


def test_a_value_pair_alone_in_a_brace_is_no_choice() -> None:
    """「{このアタック中、このカードは+1000/+0される}のうち1つを選ぶ」: the slash of a value pair
    (2.10 / 2.11) cuts no option — one brace of one effect is left as printed."""
    text = "[リング]このカードがアタックした時、{このアタック中、このカードは+1000/+0される}のうち1つを選ぶ。"
    assert parse_card(text, "vs").normalised.text == text


def test_spans_point_at_what_was_printed() -> None:
    """The slash between the options maps back to the printed 「/」, the choice words to the
    printed 「のうち1つを選ぶ。」."""
    text = f"{HEAD}あなたは{{{_DRAW_BARE}/{_MINUS_BARE}}}のうち1つを選ぶ。"
    n = parse_card(text, "vs").normalised
    assert n.text == f"{HEAD}あなたは以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}"
    o = n.offsets
    at = n.text.index("以下")
    assert o.original[o.starts[at] : o.ends[at]] == "のうち1つを選ぶ。"
    cut = n.text.index("}{")
    assert o.original[o.starts[cut] : o.ends[cut]] == "/"
    assert o.original[o.starts[cut + 1] : o.ends[cut + 1]] == "/"
