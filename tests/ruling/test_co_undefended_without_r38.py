"""「『X』は「潜水」を持たないキャラクターにディフェンスされない」 / 「…「飛行」の特殊能力を持つ
キャラクター以外にディフェンスされない」 (round 38, issue 12): X's text over 3.4.5.3 (4.2.9) bars the
characters *without* that keyword (as in force, 3.4.5.7 / 4.3.8) — ``undefended_by:nokw:<id>``;
one with it still defends."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run
from tests.ruling.test_co_cardtext_r27 import SHUN


@pytest.mark.parametrize(
    "text",
    [
        "『隼』は「飛行」を持たないキャラクターにディフェンスされない。",
        "『隼』は「飛行」の特殊能力を持つキャラクター以外にディフェンスされない。",
    ],
)
def test_not_defended_by_characters_without_the_keyword(text: str) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.keyword == "undefended_by:nokw:flying"
    # 鳥 has 「飛行」: it defends (no damage to B); 犬 has not: its defence is refused
    r = co_run(SHUN.format(text=text, defender="鳥"))
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 20}
    r = co_run(SHUN.format(text=text, defender="犬"))
    assert r.main.rejected
