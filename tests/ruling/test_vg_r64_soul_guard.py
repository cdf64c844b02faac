"""ソウルガード (17.17.9.1, round 64, s61vgR2): a selective replacement (11.3.1.3.2) of its unit's
leaving for a zone other than a rear-guard / guardian circle by an effect or a battle's result —
one buddy soul card discarded, the unit does not move; not a cost's move, nor the retirement a
call makes (6.2.3.4): the clause is read and the unit leaves. A buddy soul card going to the drop
is no retirement (17.17.7.2, 7.18.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """
game: vg
title: t
turn: {{player: {turn}, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 園長, type: normal, grade: 3, power: 13000, text: "【起】(V)：相手のリアガードを１枚選び、退却させる。"}}
    deck: 10
  B:
    vanguard: {{name: 竜王, type: normal, grade: 3, power: 13000, nation: バディファイト}}
    left_front:
      - {{name: 守護獣, type: normal, grade: 2, power: 10000, nation: バディファイト, text: "{text}"}}
{soul}
    right_front: {{name: 角笛, type: normal, grade: 1, power: 8000, text: "【自】(R)：あなたの他のリアガードが退却した時、１枚引く。"}}
    hand: [{{name: 戦士, type: normal, grade: 2, power: 10000}}]
    drop: []
    deck: 10
actions:
{actions}
choices:
{choices}
expect:
  state:
{state}
"""
GUARD = "【永】：ソウルガード"
SOUL = "      - {name: 魂札, type: normal, grade: 1, buddy_soul: true}"
EFFECT = "  - {do: activate, player: A, card: 園長}"
PICK = "  - {player: A, at: choose, choose: 守護獣}"


def _run(**kw: str) -> tuple[list[str], list[str]]:
    args = {"turn": "A", "text": GUARD, "soul": SOUL, "actions": EFFECT, "choices": PICK}
    args.update(kw)
    r = resolve(loads(BOARD.format(**args)))
    return check_expect(r), list(r.decided_by)


def test_effect_retirement_stopped_by_discarding_buddy_soul() -> None:
    probs, by = _run(
        choices=PICK + "\n  - {player: B, at: replacement_optional, choose: 'yes'}",
        state="    B.left_front: [守護獣]\n    B.drop: [魂札]\n    B.hand: 1",
    )
    assert probs == [], probs
    assert {"17.17.9.1", "11.3.1.3.2"} <= set(by)


def test_declined_the_unit_retires() -> None:
    probs, _by = _run(
        choices=PICK + "\n  - {player: B, at: replacement_optional, choose: 'no'}",
        state="    B.left_front: empty\n    B.hand: 2",
    )
    assert probs == [], probs


def test_no_buddy_soul_no_choice() -> None:
    probs, _by = _run(
        soul="",
        choices=PICK + "\n  - {player: B, at: replacement_optional, allowed: false}",
        state="    B.left_front: empty",
    )
    assert probs == [], probs


def test_neighbour_without_soul_guard() -> None:
    probs, by = _run(
        text="",
        choices=PICK + "\n  - {player: B, at: replacement_optional, allowed: false}",
        state="    B.left_front: empty\n    B.drop: [守護獣, 魂札]",
    )
    assert probs == [], probs
    assert "17.17.9.1" not in by


def test_cost_not_replaced() -> None:
    text = "【永】：ソウルガード\\n【起】(R)：【コスト】[このユニットを退却させる]、１枚引く。"
    probs, by = _run(
        turn="B",
        text=text,
        actions="  - {do: activate, player: B, card: 守護獣}",
        choices="  - {player: B, at: replacement_optional, allowed: false}",
        state="    B.left_front: empty\n    B.drop: [守護獣, 魂札]",
    )
    assert probs == [], probs
    assert "17.17.9.1" in by


def test_call_retirement_not_replaced_buddy_soul_no_retire_trigger() -> None:
    probs, by = _run(
        turn="B",
        actions="  - {do: call, player: B, card: 戦士, circle: left_front}",
        choices="  - {player: B, at: replacement_optional, allowed: false}",
        state="    B.left_front: [戦士]\n    B.drop: [守護獣, 魂札]\n    B.hand: 1",
    )
    assert probs == [], probs
    assert {"6.2.3.4", "17.17.9.1", "17.17.7.4"} <= set(by)
