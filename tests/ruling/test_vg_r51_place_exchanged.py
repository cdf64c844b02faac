"""「このユニットと同じ縦列のあなたのリアガードとこのユニットの位置を交換する」 / 「…を１枚選び、この
ユニットとその位置を交換する」 (round 51, s48vgA; issue 12): 交換する is the verb 入れ替える (7.8.1:
each goes to the other's circle at once; 7.34.1.1 names it 「位置の交換」), a lexicon spelling of
``swap``; 「その位置」 is the place of the card the step before chose. Refused before as "the
action do.final" / "a swap of this shape"."""

from __future__ import annotations

import pytest

from tests.ruling.boards import VG_ACTIVATE, unsupported, vg_swordsman, zone_names

BACK = "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}\n    deck: 10\n"
PICK = VG_ACTIVATE + "choices:\n  - {player: A, at: choose, choose: 弓兵}\n"
SIDE = "    right_front: {name: 槌兵, type: normal, grade: 1, power: 8000}\n"


@pytest.mark.parametrize(
    "text",
    [
        "【起】【(R)】：このユニットと同じ縦列のあなたのリアガードとこのユニットの位置を交換する。",
        "【起】【(R)】：このユニットと同じ縦列のあなたのリアガードを１枚選び、このユニットとその位置を交換する。",
        "【起】【(R)】：あなたのリアガードを１枚選び、このユニットと位置を交換する。",
        # the same with 入れ替える: 「位置」 alone and the unit named with 「と」 — the chosen card
        # and that unit (read before as this unit alone, the swap not done)
        "【起】【(R)】：あなたのリアガードを１枚選び、このユニットと位置を入れ替える。",
    ],
)
def test_the_two_units_exchange_their_circles(text: str) -> None:
    r = vg_swordsman(text, BACK, actions=PICK)
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "field.left_front") == ["弓兵"]
    assert zone_names(r, "A", "field.left_back") == ["剣士"]
    assert any("7.8.1" in s.clauses for s in r.main.trace.steps)


def test_a_unit_of_another_column_is_not_the_one() -> None:
    """With 槌兵 in the right column and no unit behind 剣士, nothing of the same column is
    there: 剣士 stays (the swap names none)."""
    text = (
        "【起】【(R)】：このユニットと同じ縦列のあなたのリアガードとこのユニットの位置を交換する。"
    )
    r = vg_swordsman(text, SIDE + "    deck: 10\n")
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "field.left_front") == ["剣士"]
    assert zone_names(r, "A", "field.right_front") == ["槌兵"]
