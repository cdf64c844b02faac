"""「このターン中にあなたがカードを引いた枚数が２枚以上なら」 (round 57, s54vgC): 枚数 after a
fighter's act on the cards its object names counts those cards — as 「このターン中にあなたがカードを
２枚以上引いているなら」 (``conditions.counted_acts``; 7.6.4: each card drawn a move of its own).
Before: refused (a relative clause draw.past in a selector)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

SAID = "このターン中にあなたがカードを引いた枚数が２枚以上なら"
PLAIN = "このターン中にあなたがカードを２枚以上引いているなら"


def test_reads_as_the_plain_history() -> None:
    get_game("vg")
    text = "【起】【(R)】：{c}、そのターン中、このユニットのパワー＋5000。"
    (a,) = _abilities("vg", text.format(c=SAID), None)
    (b,) = _abilities("vg", text.format(c=PLAIN), None)
    assert a.supported and a.program.cond == b.program.cond


@pytest.mark.parametrize(("draw", "power"), [("２", 15000), ("１", 10000)])
def test_on_a_board(draw: str, power: int) -> None:
    text = (
        f"【起】【(R)】：{draw}枚引く。\\n"
        f"【起】【(R)】：{SAID}、そのターン中、このユニットのパワー＋5000。"
    )
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1},"
        " {do: activate, card: 剣士, ability: 2}]}"
    )
    r = run(text, actions=acts)
    assert not unsupported(r) and value(r, "power") == power
