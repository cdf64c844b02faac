"""Round 59 (s56vgC): 「このユニットがいる縦列に…」 — が for の in the relative clause: the column the
unit stands in, as 「このユニットのいる縦列」 and 「このユニットと同じ縦列」 read (4.9.1.1, 4.9.1.2)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.test_vg_constructions import run, value

TEXT = "【永】【(R)】：このユニットが{where}縦列にあなたの他のユニットがいないなら、このユニットのパワー＋3000。"
TEXT_NO = "【永】【(R)】：このユニット{where}縦列にあなたの他のユニットがいないなら、このユニットのパワー＋3000。"


def test_the_same_program_as_the_other_spellings() -> None:
    get_game("vg")
    progs = {
        w: _abilities("vg", t, None)[0]
        for w, t in (
            ("ga", TEXT.format(where="いる")),
            ("no", TEXT_NO.format(where="のいる")),
            ("same", TEXT_NO.format(where="と同じ")),
        )
    }
    assert all(ab.supported for ab in progs.values()), {k: a.reason for k, a in progs.items()}
    assert progs["ga"].program == progs["no"].program == progs["same"].program


@pytest.mark.parametrize(("behind", "power"), [(False, 13000), (True, 10000)])
def test_on_a_board(behind: bool, power: int) -> None:
    extra = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}" if behind else ""
    r = run(TEXT.format(where="いる"), extra=extra)
    assert value(r, "power") == power
