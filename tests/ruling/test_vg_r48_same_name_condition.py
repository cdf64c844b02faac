"""Round 48 (issue 12, s45vgC): 「XがこのユニットとYなら」 / 「XとこのユニットがYなら」 with Y 同名 /
別名 — a condition comparing the name of the card X points at with this card's (12.6.1), read
as the filter 「このユニットと同名の」 is (the card passes it, this card is not of the same name as
itself). Two cards neither of which is this one stay refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, unsupported
from tests.ruling.test_vg_constructions import ATTACK, run, value
from tests.ruling.test_vg_keywords_r29 import _runs

SAME = "{name: 剣士, type: normal, grade: 3, power: 13000}"
OTHER = "{name: 竜, type: normal, grade: 3, power: 13000}"


def _text(cond: str) -> str:
    return f"【自】【(R)】：このユニットがアタックした時、{cond}なら、そのターン中、このユニットのパワー＋5000。"


@pytest.mark.parametrize(
    "cond",
    ("あなたのヴァンガードがこのユニットと同名", "あなたのヴァンガードとこのユニットが同名"),
)
def test_same_name_as_this_12_6_1(cond: str) -> None:
    r = run(_text(cond), actions=ATTACK, vanguard=SAME)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == 15000 and "12.6.1" in cited(r)
    assert value(run(_text(cond), actions=ATTACK, vanguard=OTHER), "power") == 10000


def test_other_name_than_this_12_6_1() -> None:
    text = _text("あなたのヴァンガードがこのユニットと別名")
    assert value(run(text, actions=ATTACK, vanguard=OTHER), "power") == 15000
    assert value(run(text, actions=ATTACK, vanguard=SAME), "power") == 10000


def test_compiles_as_printed() -> None:
    assert _runs(
        "【自】【(R)】：このユニットがブーストした時、ブーストされたユニットとこのユニットが同名なら、"
        "そのバトル中、このユニットのパワー＋4000。"
    )
    # neither card this one: not read
    assert not _runs(
        "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードと相手のヴァンガードが同名"
        "なら、１枚引く。"
    )
