"""Round 64 (s61vgR3): 17.16.7 ‘C+P=X’ — a player's フォーミュラカウント (17.16.7.1, the scenario's
``players.<P>.formula_count``) becomes 0 at the start of the turn fighter's stand phase
(17.16.7.1.1); each call of a unit and each order played in the master's main phase adds 1 per
‘C+P=X’ working (17.16.7.2); 「あなたのフォーミュラカウントが３以上なら」 reads it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 園長, type: normal, grade: 3, power: 13000}
    left_front:
      name: 妖精
      type: normal
      grade: 2
      power: 9000
      text: "【永】：C+P=X\\n【永】(R)：あなたのフォーミュラカウントが３以上なら、このユニットのパワー＋10000。"
    hand:
      - {name: イチ, type: normal, grade: 1, power: 8000}
      - {name: ニイ, type: normal, grade: 1, power: 8000}
      - {name: 呪文, type: order, grade: 1, text: "１枚引く。"}
    formula_count: 0
    deck: 15
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    deck: 15
actions:
  - {do: call, player: A, card: イチ, circle: right_front}
  - {do: call, player: A, card: ニイ, circle: left_back}
  - {do: check, state: {妖精.power: 9000}}
  - {do: play_order, player: A, card: 呪文}
expect:
  state:
    妖精.power: 19000
    A.formula_count: 3
"""


def test_calls_and_an_order_in_the_main_phase_count() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"17.16.7.2", "17.16.7.1"} <= cited(r)


def test_with_no_c_p_x_nothing_counts() -> None:
    body = BOARD.replace("【永】：C+P=X\\n", "").replace("妖精.power: 19000", "妖精.power: 9000")
    body = body.replace("A.formula_count: 3", "A.formula_count: 0")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "17.16.7.2" not in cited(r)


def test_the_count_is_reset_at_the_stand_phase() -> None:
    body = BOARD.replace("phase: main", "phase: end").replace(
        "formula_count: 0", "formula_count: 5"
    )
    body = body.replace("turn: {player: A, number: 5", "turn: {player: B, number: 4")
    body = body.replace(
        "actions:\n",
        "actions:\n  - {do: end_phase}\n  - {do: stand_phase}\n  - {do: draw_phase}\n"
        "  - {do: ride_phase}\n  - do: main_phase\n    actions:\n",
    )
    body = body.replace("  - {do: call", "      - {do: call").replace(
        "  - {do: check", "      - {do: check"
    )
    body = body.replace("  - {do: play_order", "      - {do: play_order")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "17.16.7.1.1" in cited(r)


def test_the_count_as_given_is_read() -> None:
    body = BOARD.replace("    formula_count: 0", "    formula_count: 3").replace(
        "  - {do: check, state: {妖精.power: 9000}}\n", ""
    )
    body = body.replace(
        "actions:\n  - {do: call, player: A, card: イチ, circle: right_front}\n"
        "  - {do: call, player: A, card: ニイ, circle: left_back}\n"
        "  - {do: play_order, player: A, card: 呪文}\n",
        "actions: []\n",
    )
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
