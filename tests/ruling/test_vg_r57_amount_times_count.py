"""「このユニットのパワー＋あなたの手札の枚数×2000」 (round 57, s54vgC): an amount printed as a number
of cards times N — N per card counted, as 「あなたの手札の枚数につき、パワー＋2000」 (``steps.
_count_times``, ``Op.per``, 12.7.1). Before: refused ("a stat change with measure")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TEXT = "【永】【(R)】：このユニットのパワー＋あなたの手札の枚数×2000。"


def test_reads_as_per_card() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT, None)
    (b,) = _abilities(
        "vg", "【永】【(R)】：あなたの手札の枚数につき、このユニットのパワー＋2000。", None
    )
    assert a.supported and a.program.steps == b.program.steps


@pytest.mark.parametrize(("n", "power"), [(0, 10000), (1, 12000), (3, 16000)])
def test_on_a_board(n: int, power: int) -> None:
    hand = "[" + ", ".join(f"{{name: 札{i}, type: normal, grade: 1}}" for i in range(n)) + "]"
    r = run(TEXT, hand=hand)
    assert not unsupported(r) and value(r, "power") == power
