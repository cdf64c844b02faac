"""Round 59 (s56vsC): a technique's part void or valid under a condition with 「この技」 printed
before its predicate — 「A。Xなら、この技は無効。」 (8.3.2: under X the part exists as an ability
but makes no effect) and 「A。この技は、Xの場合のみ有効。」 (8.3.3: while X does not hold the part
is void) — read as the notations 「この効果は、Xの場合、無効」 / 「この効果は、Xの時のみ有効」 are."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

VOID = "[リング]このカードを+0/+1000。あなたのリタイヤが5枚以上なら、この技は無効。"
VALID = "[リング]このカードを+0/+1000。この技は、あなたのリタイヤが相手より多い場合のみ有効。"


def _board(text: str, retire: int, dp: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        f"players:\n  A:\n    deck: 10\n    retire: {retire}\n"
        f'    ring: {{name: 楓, ap: 1000, dp: 2000, text: "{text}"}}\n'
        "  B:\n    deck: 10\n    retire: 4\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        f"actions: []\nexpect:\n  state: {{楓.dp: {dp}}}\n"
    )


@pytest.mark.parametrize(
    ("text", "retire", "dp", "clause"),
    [
        (VOID, 4, 3000, None),
        (VOID, 5, 2000, "8.3.2"),
        (VALID, 5, 3000, "8.3.3"),
        (VALID, 4, 2000, "8.3.3"),
    ],
)
def test_the_part_in_force_as_its_notation_says(
    text: str, retire: int, dp: int, clause: str | None
) -> None:
    r = resolve(loads(_board(text, retire, dp), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if clause is not None:
        assert clause in r.decided_by, r.decided_by
