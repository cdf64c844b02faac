"""Round 49: two 'always N' effects (11.11.1.9) made at one moment by different fighters — the
turn fighter's counts as arisen first (11.11.3.1.1.2), so the other's is applied last (11.11.3.1),
whichever is listed first; made one after the other, the later one is applied last."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

A_SET = '{do: resolve_text, player: A, text: "そのターン中、相手のヴァンガードのパワーを常に5000にする。"}'
B_SET = '{do: resolve_text, player: B, text: "そのターン中、あなたのヴァンガードのパワーを15000にする。"}'

BOARD = """players:
  A: {vanguard: {name: 覇竜, grade: 3, power: 13000}, deck: 10}
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
%s
expect:
  state: {B.vanguard.power: %d}
"""


def together(*acts: str) -> str:
    return "      - do: simultaneous\n        actions:\n" + "".join(
        f"          - {a}\n" for a in acts
    )


def apart(*acts: str) -> str:
    return "".join(f"      - {a}\n" for a in acts)


@pytest.mark.parametrize("order", [(A_SET, B_SET), (B_SET, A_SET)])
def test_one_moment_turn_fighters_first(order: tuple[str, str]) -> None:
    r = vg_run(BOARD % (together(*order), 15000))
    assert not check_expect(r)
    assert {"11.11.1.9", "11.11.3.1", "11.11.3.1.1.2"} <= cited(r)


@pytest.mark.parametrize(("order", "power"), [((A_SET, B_SET), 15000), ((B_SET, A_SET), 5000)])
def test_one_after_the_other_later_last(order: tuple[str, str], power: int) -> None:
    r = vg_run(BOARD % (apart(*order), power))
    assert not check_expect(r)
    assert {"11.11.1.9", "11.11.3.1"} <= cited(r)
    assert "11.11.3.1.1.2" not in cited(r)
