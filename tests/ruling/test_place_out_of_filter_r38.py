"""「このユニットと同じ縦列にあなたの「X」を含むリアガードがいるなら」 (round 38, issue 12): the
grammar hangs the place and the owner on the filter opening the subject; the shared condition
reader takes them out (``conditions.place_out_of_filter``) — the same condition as 「このユニット
と同じ縦列のあなたのリアガードが「X」を含むなら」 (a unit in this unit's column, 4.9.1)."""

from __future__ import annotations

import pytest

from ruling.games._vg.cardtext import compile_ability
from tests.ruling.test_vg_battles_this_turn_r38 import _ability


@pytest.mark.parametrize("kind", ["リアガード", "ユニット"])
def test_the_place_and_owner_belong_to_the_clause(kind: str) -> None:
    hung = f"【永】【(R)】：このユニットと同じ縦列にあなたの「鉄路」を含む{kind}がいるなら、このユニットのパワー＋3000。"
    plain = f"【永】【(R)】：このユニットと同じ縦列のあなたの{kind}が「鉄路」を含むなら、このユニットのパワー＋3000。"
    assert compile_ability(_ability(hung)) == compile_ability(_ability(plain))
