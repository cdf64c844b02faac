"""「このユニットは相手の(カードの)効果で選べない / 選ばれない」 with a condition or a turn
(round 38, issue 12): a continuous protection (7.50.2) in force while its condition holds — the
passive 「選ばれない」 read as 「選べない」 (VG's reader), and 「相手の効果」 the opponent's cards'
effects."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, vg_card_board
from tests.ruling.boards import zone_names as zone

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
RETIRE = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"


def _run(guard: str, b_vanguard: str = "騎士") -> object:
    b_units = (
        f'right_front: {{name: 槍兵, type: normal, grade: 2, power: 9000, text: "{guard}"}}\n'
        "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    )
    src = (
        vg_card_board(RETIRE, ACTIVATE, damage="[]", deck="10")
        .replace("right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}", b_units)
        .replace("name: 騎士", f"name: {b_vanguard}")
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(
    "guard",
    [
        "【永】【(R)】：あなたのヴァンガードが「騎士」を含むなら、このユニットは相手の効果で選ばれない。",
        "【永】【(R)】：あなたのヴァンガードが「騎士」を含むなら、このユニットは相手のカードの効果で選べない。",
    ],
)
def test_protected_while_its_condition_holds(guard: str) -> None:
    r = _run(guard)
    assert not unsupported(r)
    assert zone(r, "B", "field.right_front") == ["槍兵"] and zone(r, "B", "drop") == ["弓兵"]
    # neighbour: the condition not met, it may be chosen (a branch on which one)
    r2 = _run(guard, b_vanguard="剣豪")
    assert len(r2.leaves) == 2


def test_during_the_opponents_turn_only() -> None:
    # 「あなたのターン中、」 of B's unit: A's turn now, so no protection (two to choose from)
    r = _run("【永】【(R)】：あなたのターン中、このユニットは相手のカードの効果で選べない。")
    assert not unsupported(r) and len(r.leaves) == 2
