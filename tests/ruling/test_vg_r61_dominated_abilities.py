"""Round 61 (s58vgR1): a dominated unit's abilities (7.39.2, 7.39.2.3). The dominating fighter
plays its 【起】 as its master — pays the cost with what it is master of (11.7.1) and its effect's
「あなた」 is that fighter — while the original master may not (7.39.1.1.1); its 【永】 works with
the dominating fighter as master: 「あなたのヴァンガード」 is that fighter's (7.39.2). A dominated
unit with an automatic ability stays refused (who plays it, 7.39.2.3.1: not built)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 傀儡師, grade: AGRADE, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【ソウルブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    soul: [{name: 魂, type: normal}]
    hand: 0
    damage: [{name: A傷, type: normal}]
    deck: [{name: 引き札, type: normal}, 9]
  B:
    vanguard: {name: 長, grade: 3, power: 13000}
    left_back: {name: 書記, type: normal, grade: 1, power: 6000, text: "TEXT"}
    hand: 2
    damage: [{name: B傷, type: normal}]
    deck: 10
actions:
  - {do: activate, player: A, card: 傀儡師}
ACTIONS
choices:
  - {player: A, at: choose, choose: 書記}
"""
ACT = "【起】【(R)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、1枚引く。"
CONT = "【永】【(R)】：あなたのヴァンガードがグレード3以上なら、このユニットのパワー+5000。"


def _run(text: str, actions: str, expect: str, grade: int = 3) -> set[str]:
    body = BOARD.replace("TEXT", text).replace("ACTIONS", actions).replace("AGRADE", str(grade))
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_the_dominating_fighter_plays_the_activated_ability_and_pays() -> None:
    got = _run(
        ACT,
        "  - {do: activate, player: A, card: 書記}",
        "  state: {A.hand: [引き札], A傷.face: down, B傷.face: up, B.hand: 2}\n",
    )
    assert {"7.39.2.3", "11.7.1"} <= got


def test_the_original_master_no_longer_plays_it() -> None:
    # in A's turn B plays nothing anyway (9.9.2.4); the refusal names the domination
    got = _run(
        ACT,
        "  - {do: activate, player: B, card: 書記, allowed: false}",
        "  state: {B.hand: 2, B傷.face: up}\n",
    )
    assert "9.9.2.4" in got


@pytest.mark.parametrize(("grade", "power"), [(2, 6000), (3, 11000)])
def test_continuous_ability_reads_the_dominating_fighter(grade: int, power: int) -> None:
    # B's vanguard is grade 3 either way: only A's vanguard decides (7.39.2)
    got = _run(CONT, "", f"  state: {{書記.power: {power}}}\n", grade)
    assert "7.39.2" in got


def test_before_the_domination_it_reads_its_owner() -> None:
    body = BOARD.replace("TEXT", CONT).replace("AGRADE", "2").replace("ACTIONS", "")
    body = body.replace("actions:\n  - {do: activate, player: A, card: 傀儡師}\n", "actions: []\n")
    r = resolve(loads(body + "expect:\n  state: {書記.power: 11000}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_an_automatic_ability_stays_refused() -> None:
    body = BOARD.replace("TEXT", "【自】【(R)】：このユニットが退却した時、1枚引く。")
    body = body.replace("ACTIONS", "").replace("AGRADE", "3")
    with pytest.raises(ScenarioError, match="automatic abilities"):
        resolve(loads(body, "t.yaml"))


ROWS = """game: vg
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 女帝, grade: 3, power: 13000, text: "【永】【(V)】：TEXT\\n【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手の前列のリアガードを1枚選び、そのターン中、支配する。"}
    damage: [{name: 傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 将, grade: 3, power: 13000}
    right_front: {name: 盾持ち, type: normal, grade: 2, power: 8000}
    deck: 10
actions:
  - {do: activate, player: A, card: 女帝}
choices:
  - {player: A, at: choose, choose: 盾持ち}
"""


@pytest.mark.parametrize(
    ("text", "power", "clause"),
    [
        # an effect on the units A is master of applies to it (7.39.2.2)
        ("あなたのリアガードすべてのパワー+2000。", 10000, "7.39.2.2"),
        # A's front row does not hold it (7.39.3.3)
        ("あなたの前列のユニットすべてのパワー+5000。", 8000, "7.39.3.3"),
    ],
)
def test_continuous_change_on_a_dominated_unit(text: str, power: int, clause: str) -> None:
    body = (
        ROWS.replace("TEXT", text)
        + f"ask: [盾持ち.power]\nexpect:\n  state: {{盾持ち.power: {power}}}\n"
    )
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert clause in cited(r)
