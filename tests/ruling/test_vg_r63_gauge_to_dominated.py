"""Round 63 (s60vgR1): 「このユニットのゲージを…あなたの他のリアガードに移動する」 onto a unit the
fighter dominates — the card to move to is named (chosen, a lone one too: an answer is taken for it),
and the owners differ: the move is not done (7.40.6.2 「移動先として指示されたカードと移動する
ゲージであるカードのオーナーまたはマスターが互いに異なる場合、その‘ゲージを移動する’行動は実行
されません」); the gauge's unit retired, the gauge goes to the drop (13.9.1)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 征服者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    left_front: {name: 鍛冶師, type: normal, grade: 2, power: 9000, text: "【起】【(R)】【ターン1回】：このユニットのゲージを１枚選び、あなたの他のリアガードに移動する。"}
    gauge: [{name: 火種, type: normal, grade: 0, gauge_of: 鍛冶師}]
    damage: [{name: 傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 女王, grade: 3, power: 13000}
    right_front: {name: 捕虜, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
  - {do: activate, player: A, card: 征服者}
  - {do: activate, player: A, card: 鍛冶師}
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、退却させる。"}
choices:
  - {player: A, at: choose, choose: 捕虜}
  - {player: A, at: choose, choose: 火種}
  - {player: A, at: choose, choose: 捕虜}
  - {player: A, at: choose, choose: 鍛冶師}
expect:
  state: {鍛冶師.zone: A.drop, 火種.zone: A.drop, 捕虜.zone: B.field.right_front}
"""


def test_a_gauge_is_not_moved_onto_a_dominated_unit_of_another_owner() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"7.40.6.2", "7.39.1", "13.9.1"} <= cited(r)


def test_a_gauge_moves_onto_the_fighters_own_lone_other_rearguard() -> None:
    body = BOARD.replace("  - {do: activate, player: A, card: 征服者}\n", "")
    body = body.replace("  - {player: A, at: choose, choose: 捕虜}\n", "", 1)
    body = body.replace(
        "    damage:",
        "    right_front: {name: 弟子, type: normal, grade: 1, power: 8000}\n    damage:",
    )
    body = body.replace(
        "choose: 捕虜}\n  - {player: A, at: choose, choose: 鍛冶師}",
        "choose: 弟子}\n  - {player: A, at: choose, choose: 鍛冶師}",
    )
    body = body.replace("火種.zone: A.drop, 捕虜.zone: B.field.right_front", "火種.zone: A.gauge")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "7.40.6.2" not in cited(r)
