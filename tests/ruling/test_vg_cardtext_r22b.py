"""VG card-text constructions of round 22 (s18vg2; issue 12): misreads found by reading compiled
programs against their text, and refusals across the development sets, each on a minimal text
and a board (docs/cardtext.md, "VG round 22, second helper")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

DROP = "[{name: 剣士, type: normal}, {name: 剣士, type: normal}, {name: 弓兵, type: normal}]"


# ------------------------------------- 「Xと同名の / 別名の…１枚につき」: X is compared, not raised


@pytest.mark.parametrize(("name", "power"), [("同名", 20000), ("別名", 15000)])
def test_per_cards_named_as_this_unit_raises_it_once(name: str, power: int) -> None:
    """「このユニットと同名のあなたのドロップのカード１枚につき、このユニットのパワー＋5000」: the
    grammar hangs 「このユニットと」 on the step; it is the card the names are compared with, not a
    second unit raised (before: +5000 per card twice). Two 剣士 in the drop: +10000; 別名: one
    弓兵, +5000."""
    text = f"【永】【(R)】：このユニットと{name}のあなたのドロップのカード１枚につき、このユニットのパワー＋5000。"
    r = run(text, drop=DROP)
    assert not unsupported(r)
    assert value(r, "power") == power


def test_per_named_cards_with_a_pair_of_units() -> None:
    """「このユニットと同名の…１枚につき、あなたのヴァンガードとこのユニットのパワー＋5000」: the
    と before the stat is the pair of units raised (each once), the と before 同名 the comparison."""
    text = (
        "【永】【(R)】：このユニットと同名のあなたのドロップのカード１枚につき、"
        "あなたのヴァンガードとこのユニットのパワー＋5000。"
    )
    r = run(text, drop=DROP)
    assert not unsupported(r)
    assert value(r, "power") == 20000
    assert value(r, "power", where="field.vanguard") == 23000


@pytest.mark.parametrize(("pick", "power"), [("弓兵", 15000), ("剣士", 20000)])
def test_per_cards_named_as_the_chosen_unit(pick: str, power: int) -> None:
    """「あなたのリアガードを１枚選び、そのユニットと同名のあなたのドロップのカード１枚につき、その
    ターン中、このユニットのパワー＋5000」: the names are those of the unit chosen (same_as), not
    of this unit — the chosen 弓兵 counts the one 弓兵 in the drop (+5000), 剣士 the two (+10000)."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、そのユニットと同名の"
        "あなたのドロップのカード１枚につき、そのターン中、このユニットのパワー＋5000。"
    )
    extra = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r = run(
        text,
        actions="  - {do: main_phase, actions: [{do: activate, card: 剣士}]}",
        drop=DROP,
        extra=extra,
        choices=f"choices:\n  - {{player: A, choose: {pick}}}",
    )
    assert not unsupported(r)
    assert value(r, "power") == power
