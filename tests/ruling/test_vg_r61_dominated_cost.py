"""Round 61 (s58vgR1): a unit the payer dominates is one of 「あなたのリアガード」 for its cost
(7.39.2, 11.7.1); retired, it goes to its owner's drop (7.18.1, 7.39.4.1) — the retire action
cites 7.39.4.1 wherever it moves a dominated unit."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 調停者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手の前列のリアガードを1枚選び、そのターン中、支配する。"}
    right_front: {name: 斥候, type: normal, grade: 1, power: 7000, text: "【起】【(R)】【ターン1回】：【コスト】[あなたのリアガードを1枚退却させる]、1枚引く。"}
    hand: 0
    damage: [{name: 傷, type: normal}]
    deck: [{name: 引いた札, type: normal}, 9]
  B:
    vanguard: {name: 主, grade: 3, power: 13000}
    left_front: {name: 傭兵, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
DOMINATE  - {do: activate, player: A, card: 斥候}
choices:
CHOICES  - {player: A, at: cost_card, choose: PAID}
"""


def _run(dominate: bool, paid: str, expect: str) -> set[str]:
    body = (
        BOARD.replace(
            "DOMINATE", "  - {do: activate, player: A, card: 調停者}\n" if dominate else ""
        )
        .replace("CHOICES", "  - {player: A, at: choose, choose: 傭兵}\n" if dominate else "")
        .replace("PAID", paid)
    )
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_dominated_unit_paid_goes_to_its_owners_drop() -> None:
    got = _run(True, "傭兵", "  state: {B.drop: [傭兵], A.drop: 0, A.hand: [引いた札]}\n")
    assert {"7.39.2", "7.39.4.1", "11.7.1"} <= got


def test_own_unit_paid_goes_to_own_drop() -> None:
    got = _run(False, "斥候", "  state: {A.drop: [斥候], A.hand: [引いた札]}\n")
    assert "7.39.4.1" not in got


def test_leaving_where_an_automatic_ability_sees_it_reads_its_master_there() -> None:
    # 「あなたのリアガードが退却した時」: whose rear-guard left is read as it was on the field, the
    # dominating fighter's (7.39.2, 11.9.6.1.2) — refused until round 61 (s58vgO), now run
    body = (
        BOARD.replace("DOMINATE", "  - {do: activate, player: A, card: 調停者}\n")
        .replace("CHOICES", "  - {player: A, at: choose, choose: 傭兵}\n")
        .replace("PAID", "傭兵")
        .replace(
            '支配する。"}',
            '支配する。\\n【自】【(V)】：あなたのリアガードが退却した時、そのターン中、このユニットのパワー+5000。"}',
        )
        .replace("actions:\n", "actions:\n", 1)
    )
    body = body.replace(
        "  - {do: activate, player: A, card: 斥候}\n",
        "  - {do: activate, player: A, card: 斥候}\n  - {do: check_timing}\n",
    )
    r = resolve(loads(body + "expect:\n  state: {調停者.power: 18000, B.drop: [傭兵]}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_a_dominated_unit_with_its_own_automatic_ability_leaving_is_refused() -> None:
    # who plays the ability its own leaving triggers (11.9.4.2, 7.39.2.3.1): not built — a
    # dominated unit with an automatic ability is refused as it is dominated
    import pytest

    from ruling.scenario import ScenarioError

    body = (
        BOARD.replace("DOMINATE", "  - {do: activate, player: A, card: 調停者}\n")
        .replace("CHOICES", "  - {player: A, at: choose, choose: 傭兵}\n")
        .replace("PAID", "傭兵")
        .replace(
            "power: 9000}",
            'power: 9000, text: "【自】【(R)】：このユニットが退却した時、1枚引く。"}',
        )
    )
    with pytest.raises(ScenarioError, match="automatic abilities"):
        resolve(loads(body, "t.yaml"))
