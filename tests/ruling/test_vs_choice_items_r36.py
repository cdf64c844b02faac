"""Round 36 (s32vstext), issue 12: a choice among effects (vs 2.14.8, 8.13.3) in the typography
other hands print — its items on the choice's own line opened by 「・」 or apart by a slash 「/」
(「以下から1つを選ぶ。・A。・B。」, 「…選ぶ。A/B」, 「次のうち1つを選ぶ:A。/B。」), and the braces-first
choice worded 「{A}{B}のどちらか / いずれか（1つ）を選ぶ / 選んで行う」 — each the list form
「以下から1つを選ぶ。{A}{B}」 (``grammar.normalise.inline_choice_items`` / ``brace_choice_first``):
the same program, and on a board the effect chosen is done and the other is not.

Where no choice is printed, a slash between two effects means nothing the rules define (vs.txt
gives 「/」 only to a value pair +A/+B, 2.10 / 2.11, and to two names 2.7.2): not read, refused."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from tests.ruling.test_vs_brace_choice_r34 import HEAD, LIST_FORM, vs_program
from tests.ruling.test_vs_cardtext_r27 import DRAW, MINUS, _ability, _run

_DRAW_BARE = DRAW.rstrip("。")
_MINUS_BARE = MINUS.rstrip("。")

INLINE = [
    f"以下から1つを選ぶ。・{DRAW}・{MINUS}",
    f"以下から1つを選ぶ。{DRAW}/{MINUS}",
    f"以下から1つを選ぶ。{_DRAW_BARE}/{_MINUS_BARE}",
    f"以下から1つを選ぶ。{_DRAW_BARE}/{MINUS}",
    f"次のうち1つを選ぶ:{DRAW}/{MINUS}",
    f"以下から1つ選ぶ。・{DRAW}・{MINUS}",
    f"次から1つを選ぶ。{DRAW}/{MINUS}",
    f"{{{DRAW}}}{{{MINUS}}}のどちらかを選ぶ。",
    f"{{{DRAW}}}{{{MINUS}}}のどちらかを選んで行う。",
    f"{{{DRAW}}}{{{MINUS}}}のいずれか1つを選ぶ。",
    f"{{{_DRAW_BARE}}}{{{_MINUS_BARE}}}のいずれかを選ぶ。",
]


@pytest.mark.parametrize("effect", INLINE)
def test_the_same_program_as_the_list_form(effect: str) -> None:
    assert vs_program(HEAD + effect) == vs_program(HEAD + LIST_FORM)


@pytest.mark.parametrize("effect", [INLINE[0], INLINE[1], INLINE[8]])
def test_the_effect_chosen_is_done_and_the_other_is_not(effect: str) -> None:
    """8.13.3 on a board, as the brace form (``test_vs_brace_choice_r34``)."""
    second = _run(effect, MINUS)
    assert second.outcome["state"]["美希.ap"] == 1000  # type: ignore[attr-defined]
    assert second.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]
    assert {"2.14.8", "8.13.3"} <= set(second.decided_by)  # type: ignore[attr-defined]
    first = _run(effect, DRAW)
    assert first.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert first.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]


def test_after_a_trigger_with_the_player_said() -> None:
    trig = "[リング]このカードがアタックした時、"
    got = vs_program(f"{trig}あなたは以下から1つを選ぶ。・{DRAW}・{MINUS}")
    assert got == vs_program(f"{trig}あなたは以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}")


def test_a_value_pair_is_no_separator() -> None:
    """「-1000/-0」 inside an item stays one value pair (2.10 / 2.11)."""
    n = parse_card(HEAD + f"以下から1つを選ぶ。{MINUS}/{DRAW}", "vs").normalised
    assert n.text == HEAD + f"以下から1つを選ぶ。{{{MINUS}}}{{{DRAW}}}"


def test_spans_point_at_what_was_printed() -> None:
    text = HEAD + f"以下から1つを選ぶ。{_DRAW_BARE}/{MINUS}"
    n = parse_card(text, "vs").normalised
    o = n.offsets
    d = n.text.index("あなた")
    assert o.original[o.starts[d] : o.ends[d]] == "あ"
    m = n.text.index("相手")
    assert o.original[o.starts[m] : o.ends[m]] == "相"
    added = n.text.index("。}")
    assert o.starts[added] == o.ends[added]  # the 「。」 added: an empty span


@pytest.mark.parametrize(
    "text",
    [
        HEAD + f"{DRAW}/{MINUS}",  # no choice printed: a slash between two effects
        HEAD + f"{_DRAW_BARE}/{MINUS}",
    ],
)
def test_a_slash_without_a_choice_is_refused(text: str) -> None:
    abs_ = _ability(text)
    assert not all(a.supported for a in abs_)
    assert parse_card(text, "vs").normalised.text == text


def test_an_item_that_cannot_run_is_reported() -> None:
    abs_ = _ability(f"{HEAD}以下から1つを選ぶ。あなたは1枚引く。/相手は星を数える。")
    assert len(abs_) == 3
    assert not abs_[0].supported and abs_[0].reason
