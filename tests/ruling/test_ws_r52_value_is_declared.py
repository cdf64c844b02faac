"""Round 52 (s49wsA): 「そのカードのレベルがあなたの宣言したレベルなら」 — a card's value compared
with the number a player declared in this effect (8.6.5): the grammar hangs 「そのカードのレベルが」
on the relative clause 宣言した; it is the condition's subject, and the predicate 「あなたの宣言した
レベル」 is the number declared (as 「Ｘはあなたの宣言した数に等しい」)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from tests.ruling.boards import unsupported, ws_compile, ws_resolve_text, zone_names

BOARD = """\
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}
  B:
    level: 1
    clock: 0
    deck: [{name: 上, type: character, level: 2}, 7]
"""

TEXT = (
    "あなたは0か1か2か3を宣言し、相手の山札の上から1枚を公開する。"
    "そのカードのレベルがあなたの宣言したレベルなら、相手に1ダメージを与える。"
)


def test_compiles_to_the_value_against_the_number_declared() -> None:
    cond = ws_compile(TEXT).steps[-1].cond
    assert cond.what == "stat" and cond.stat == "level" and cond.cmp == "eq"
    x = dict(cond.detail)["x"]
    assert x.what == "declared" and x.sel.owner == "you"


@pytest.mark.parametrize(("declared", "damaged"), [(2, True), (1, False)])
def test_damage_only_when_the_level_is_the_number_declared(declared: int, damaged: bool) -> None:
    r = ws_resolve_text(
        BOARD, TEXT, choices=f"  - {{player: A, at: declare, choose: {declared}}}\n"
    )
    assert not unsupported(r)
    # the damage (a character on top of the deck: not cancelled, 4.6.1) goes to B's clock
    assert bool(zone_names(r, "B", "clock")) == damaged
