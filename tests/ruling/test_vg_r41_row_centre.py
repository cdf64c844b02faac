"""「このユニットが後列の中央にいるなら」 / 「後列中央の(R)」 / 「前列の中央」 (round 41, issue 12):
a row and its centre name one circle (4.9.1: 後列中央; 前列中央, the vanguard circle, 4.9.2.3),
as the position 「中央後列」 does."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import vg_run

TEXT = "【永】【(R)】：このユニットが後列の中央にいるなら、あなたの前列のリアガードすべてのパワー＋2000。"


def _prog(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


@pytest.mark.parametrize("said", ["後列中央", "中央後列"])
def test_the_row_and_its_centre_are_one_circle(said: str) -> None:
    assert _prog(TEXT) == _prog(TEXT.replace("後列の中央", said))


def test_the_front_centre_is_the_vanguard_circle() -> None:
    got = _prog("【永】【(R)】：このユニットが前列の中央にいないなら、このユニットのパワー＋2000。")
    assert got.cond is not None and got.cond.parts[0].filt.zones == ("vanguard",)


def _front_power(circle: str) -> int:
    body = f"""\
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 前兵, type: normal, grade: 2, power: 10000}}
    {circle}: {{name: 後兵, type: normal, grade: 1, power: 8000, text: "{TEXT}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    deck: 10
ask: [A.left_front.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.left_front.power"])


@pytest.mark.parametrize(("circle", "power"), [("center_back", 12000), ("right_back", 10000)])
def test_on_a_board_only_the_back_centre_gives(circle: str, power: int) -> None:
    assert _front_power(circle) == power
