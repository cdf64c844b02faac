"""Round 48: 【ソウルチャージ】(N) moves the deck's top cards to the soul one at a time, N times
(7.27.1, 7.6.2): with N above one the ruling cites 7.6.2; a charge of one card does not."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard: {name: 指揮竜, grade: 3, power: 13000}
    deck: 8
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "【ソウルチャージ】(%d)。"}
expect:
  state: {A.soul: %d, A.deck: %d}
"""


@pytest.mark.parametrize(("n", "several"), [(1, False), (2, True)])
def test_several_cards_cite_the_repetition(n: int, several: bool) -> None:
    r = vg_run(BOARD % (n, n, 8 - n))
    assert not check_expect(r)
    assert "7.27.1" in cited(r)
    assert ("7.6.2" in cited(r)) is several
