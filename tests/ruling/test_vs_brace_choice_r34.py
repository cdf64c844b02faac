"""vs 2.14.8 (round 34, s30brace, issue 12): a choice printed AFTER the braced effects it chooses
among — 「{A}{B}のうち1つを選ぶ。」 / 「{A}{B}から1つを選ぶ。」 / 「{A}{B}の中から1つを選ぶ。」 (2.14.8
「{ } によってくられた技効果は…複数の中から選択可能な技効果を表します」) — is the same choice as the list
form 「以下から1つを選ぶ。{A}{B}」 (``grammar.normalise.brace_choice_first``): the same program, and on
a board the effect chosen is done and the other is not (8.13.3). A brace holding an effect printed
without its 「。」 is the same item; an icon in braces ({cancel}) is no item, and braces followed
by anything but the choice are left as printed."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from tests.ruling.test_vs_cardtext_r27 import DRAW, MINUS, PLUS, _ability, _run


def vs_program(text: str) -> object:
    """The program of a technique whose braces are list items (its first ability: the items
    follow it as lines of its own), which must be supported with its items."""
    abs_ = _ability(text)
    assert len(abs_) >= 3 and all(a.supported for a in abs_), [a.reason for a in abs_]
    return abs_[0].program


_DRAW_BARE = DRAW.rstrip("。")
_MINUS_BARE = MINUS.rstrip("。")

BRACES_FIRST = [
    f"{{{DRAW}}}{{{MINUS}}}のうち1つを選ぶ。",
    f"{{{DRAW}}}{{{MINUS}}}から1つを選ぶ。",
    f"{{{DRAW}}}{{{MINUS}}}の中から1つを選ぶ。",
    # the effects printed without their 「。」 inside the braces
    f"{{{_DRAW_BARE}}}{{{_MINUS_BARE}}}のうち1つを選ぶ。",
]
LIST_FORM = f"以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}"
HEAD = "[ベンチ][このカードをレストする]"


@pytest.mark.parametrize("effect", BRACES_FIRST)
def test_the_same_program_as_the_list_form(effect: str) -> None:
    """The braces-first choice compiles to the very program of 「以下から1つを選ぶ。{A}{B}」."""
    assert vs_program(HEAD + effect) == vs_program(HEAD + LIST_FORM)


@pytest.mark.parametrize("effect", BRACES_FIRST)
def test_the_effect_chosen_is_done_and_the_other_is_not(effect: str) -> None:
    """8.13.3 on a board: 美希 -1000/-0 and no card drawn when the second is chosen; a card
    drawn and 美希 unchanged when the first is; both cite 2.14.8 and 8.13.3."""
    second = _run(effect, MINUS)
    assert second.outcome["state"]["美希.ap"] == 1000  # type: ignore[attr-defined]
    assert second.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]
    assert {"2.14.8", "8.13.3"} <= set(second.decided_by)  # type: ignore[attr-defined]
    first = _run(effect, DRAW)
    assert first.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert first.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]


def test_two_of_three_braces_first() -> None:
    """「{A}{B}{C}のうち2つを選ぶ」: two done in the order printed (8.13.3, 8.13.3.1)."""
    effect = f"{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}のうち2つを選ぶ。"
    r = _run(effect, PLUS, DRAW)
    assert r.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]
    assert r.outcome["state"]["千早.ap"] == 3000  # type: ignore[attr-defined]
    assert r.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]


def test_after_a_trigger() -> None:
    """An automatic technique's effect: 「…した時、{A}{B}のうち1つを選ぶ。」 is 「…した時、以下から1つ
    を選ぶ。{A}{B}」."""
    trig = "[リング]このカードがアタックした時、"
    got = vs_program(f"{trig}{{{DRAW}}}{{{MINUS}}}のうち1つを選ぶ。")
    assert got == vs_program(f"{trig}以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}")


def test_spans_point_at_what_was_printed() -> None:
    """The choice's words map back to the printed 「のうち1つを選ぶ。」, each brace to its own
    text (diagnostics and notes quote the card as printed)."""
    text = f"{HEAD}{{{_DRAW_BARE}}}{{{MINUS}}}のうち1つを選ぶ。"
    n = parse_card(text, "vs").normalised
    assert n.text == f"{HEAD}以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}"
    o = n.offsets
    at = n.text.index("以下")
    assert o.original[o.starts[at] : o.ends[at]] == "のうち1つを選ぶ。"
    d = n.text.index("あなた")
    assert o.original[o.starts[d] : o.ends[d]] == "あ"
    added = n.text.index("。}")
    assert o.starts[added] == o.ends[added]  # the 「。」 added: an empty span


@pytest.mark.parametrize(
    "text",
    [
        # an icon in braces is the technique's mark, not an item
        "[ベンチ]{cancel}[このカードを控え室に置く]相手の技をキャンセルする。",
        # one brace is no list of options
        "[リング]このカードはターンの終わりまで{[リング]このカードがアタックした時、あなたは1枚引く。}を得る。",
    ],
)
def test_other_braces_are_left_as_printed(text: str) -> None:
    assert parse_card(text, "vs").normalised.text == text


def test_an_item_that_cannot_run_is_reported() -> None:
    """Unsupported is never silent: an item the compiler refuses makes the technique refused."""
    abs_ = _ability(f"{HEAD}{{あなたは1枚引く。}}{{相手は星を数える。}}のうち1つを選ぶ。")
    assert len(abs_) == 3
    assert not abs_[0].supported and abs_[0].reason
