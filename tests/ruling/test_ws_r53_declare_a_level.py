"""Round 53 (s50wsT2): 「あなたはレベルを1つ宣言し、…そのカードが宣言したレベルのキャラなら、…」 — a
level declared with none printed (8.6.5): any level, the levels cards are printed with (0 to 3) and
one none is printed with (「その他」, matching no card); 「宣言した」 naming no player reads the one
declaration the effect made (``selection.declared`` ``any``)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import op_ext
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
    "あなたはレベルを1つ宣言し、相手の山札の上から1枚を公開する。"
    "そのカードが宣言したレベルのキャラなら、相手に1ダメージを与える。"
)


def test_any_level_is_declared() -> None:
    p = ws_compile(TEXT)
    assert p.steps[0].verb == "declare"
    assert op_ext(p.steps[0], "numbers") == (0, 1, 2, 3, -1)


@pytest.mark.parametrize(("declared", "damaged"), [("2", True), ("1", False), ("その他", False)])
def test_damage_only_when_the_card_is_of_the_level_declared(declared: str, damaged: bool) -> None:
    r = ws_resolve_text(
        BOARD, TEXT, choices=f"  - {{player: A, at: declare, choose: {declared}}}\n"
    )
    assert not unsupported(r)
    assert bool(zone_names(r, "B", "clock")) == damaged
