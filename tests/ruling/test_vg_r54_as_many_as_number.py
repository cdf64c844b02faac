"""Round 54 (issue 12, s51vgT2): 「あなたのレストしているリアガードの数だけ、そのバトル中、このユニットの
シールド＋5000」 (G-BT31) — a step of its own 「Xの数だけ」 / 「Xの枚数だけ」 (だけ alone) says how many
times the step after it is done, as 「Xの枚数と同じだけ」 does: Y done X times (12.7.1), joined to
that step as its 「…につき」 (the shared ``abilities._as_many_joined``). Refused before as "the
action be.nominal"."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TEXT = "【起】【(R)】：あなたの{who}リアガードの数だけ、そのターン中、このユニットのパワー＋1000。"
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
RESTED = "right_back: {name: 休兵, type: normal, grade: 1, power: 6000, state: rest}"


def test_reads_as_per_card() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT.format(who=""), None)
    (b,) = _abilities(
        "vg",
        "【起】【(R)】：あなたのリアガード１枚につき、そのターン中、このユニットのパワー＋1000。",
        None,
    )
    assert a.supported, a.reason
    assert a.program == b.program


@pytest.mark.parametrize(("who", "power"), [("", 12000), ("レストしている", 11000)])
def test_on_a_board(who: str, power: int) -> None:
    """剣士 (10000) and a rested 休兵 are A's rear-guards: +1000 twice, or once for the rested one."""
    r = run(TEXT.format(who=who), actions=ACTIVATE, extra=RESTED)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == power
