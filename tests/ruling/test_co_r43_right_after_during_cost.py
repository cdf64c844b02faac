"""co round 43: a card playable 「〜の直後にのみ」 whose moment (a crash) is met while a cost is
paid — 4.3.5 (「通常はカードをプレイできない時にでも」) against 4−3−3−3 (「ここで何かあっても、コスト
に関するもの以外のプレイ・使用はできません」): the audit's only_right_after_during_cost, both readings
run. A crash outside any cost payment raises no such point."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import co_run

REPLY = (
    '[{name: 報復, type: spell, cost: 0, text: "相手のキャラクターがクラッシュした直後にのみプレイしてもよい。'
    '相手のデュエルマスターに2点のダメージを与える。"}]'
)
BOARD = (
    "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    energy: 0\n"
    "    deck: 10\n    hand: [{name: 矢, type: spell, cost: 0, text: "
    '"使い捨て\\n対象のキャラクターに2点のダメージを与える。"}]\n    field:\n'
    '      - {name: 術師, type: character, ap: 1, dp: 2, text: "キャラクターをクラッシュする:対象のキャラクターに2点のダメージを与える。"}\n'
    "      - {name: 兵, type: character, ap: 1, dp: 1}\n"
    f"  B:\n    hp: 20\n    deck: 10\n    energy: 0\n    hand: {REPLY}\n"
    "    field: [{name: 壁, type: character, ap: 0, dp: 3}]\n"
)
ANSWER = "on_crash: {兵: {after: [{do: play, player: B, card: 報復}]}}"


def _readings(r: Any) -> dict[str, int]:
    return {
        c.option: lf.outcome["state"]["A.hp"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and "4.3.5" in c.clauses
    }


def test_co_right_after_a_crash_paid_as_a_cost_is_a_reading() -> None:
    r = co_run(
        BOARD
        + f"actions:\n  - {{do: activate, card: 術師, target: 壁, cost_card: 兵, {ANSWER}}}\n"
        + "ask: [A.hp]\n"
    )
    assert _readings(r) == {"through": 18, "refused": 20}


def test_co_right_after_a_crash_outside_a_cost_raises_nothing() -> None:
    r = co_run(
        BOARD + f"actions:\n  - {{do: play, card: 矢, target: 兵, {ANSWER}}}\n" + "ask: [A.hp]\n"
    )
    assert _readings(r) == {}
    assert r.outcome["state"]["A.hp"] == 18
