"""Round 62 (s59vsR): a technique's part void during a span of a player's turn — 「A。この効果は、
相手のターン中、無効。」 (8.3.2: the condition printed as the sentence's time, 「相手のターン中」, read
as whose turn it is, 6.1.1) — and the same span read as a technique's condition 「相手のターン中
なら」."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

VOID_THEIRS = "[リング]このカードを+0/+1000。この効果は、相手のターン中、無効。"
VOID_MINE = "[リング]このカードを+0/+1000。この効果は、あなたのターン中、無効。"
IF_THEIRS = "[リング]相手のターン中なら、このカードを+0/+1000。"


def test_the_span_compiles_to_the_void_notation() -> None:
    assert vs_program(VOID_THEIRS).condition == ("not", ("turn", "opponent"), "void")
    assert vs_program(VOID_MINE).condition == ("not", ("turn", "you"), "void")
    assert vs_program(IF_THEIRS).condition == ("turn", "opponent")


def _board(text: str, turn: str, dp: int) -> str:
    return (
        f"game: vs\ntitle: t\nturn: {{player: {turn}, number: 4, first_player: B, phase: ability}}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 楓, ap: 1000, dp: 2000, text: "{text}"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        f"actions: []\nexpect:\n  state: {{楓.dp: {dp}}}\n"
    )


@pytest.mark.parametrize(
    ("text", "turn", "dp", "clauses"),
    [
        (VOID_THEIRS, "A", 3000, ()),
        (VOID_THEIRS, "B", 2000, ("8.3.2", "6.1.1")),
        (VOID_MINE, "A", 2000, ("8.3.2", "6.1.1")),
        (VOID_MINE, "B", 3000, ()),
        (IF_THEIRS, "B", 3000, ("8.3.3", "6.1.1")),
        (IF_THEIRS, "A", 2000, ()),
    ],
)
def test_the_part_in_force_by_whose_turn_it_is(
    text: str, turn: str, dp: int, clauses: tuple[str, ...]
) -> None:
    r = resolve(loads(_board(text, turn, dp), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    for c in clauses:
        assert c in r.decided_by, r.decided_by
