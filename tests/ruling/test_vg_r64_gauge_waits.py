"""Round 64 (s61vgR3): a rule process that waits while an automatic ability is pending
(``RuleProcess.after_pending``: vg 13.9.1 「…待機中の自動能力(11.9.2)もない場合、カード A を…
ドロップゾーンに置きます」) and is no longer due once the abilities were played: its clause decides
that it is not carried out, and the ruling cites it. With no ability pending it is carried out."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 園長
      type: normal
      grade: 3
      power: 13000
      text: "【起】(V)【ターン1回】：【コスト】[あなたのリアガードを１枚退却させる]、そのターン中、このユニットのパワー＋10000。"
    left_front:
      name: 番兵
      type: normal
      grade: 2
      power: 9000
      text: "【自】(R)：このユニットが退却した時、あなたのゲージゾーンのカードを１枚選び、手札に加える。"
    gauge: [{name: 炉心片, type: normal, grade: 1, gauge_of: 番兵}]
    hand: 0
    deck: 15
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    deck: 15
actions:
  - {do: activate, player: A, card: 園長}
choices:
  - {player: A, at: cost, choose: 番兵}
  - {player: A, at: choose, choose: 炉心片}
expect:
  state:
    炉心片.zone: A.hand
    A.gauge: 0
"""


def test_the_gauge_process_waits_for_the_pending_ability_and_is_not_carried_out() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "13.9.1" in cited(r)


def test_with_no_ability_pending_the_gauge_goes_to_the_drop() -> None:
    body = BOARD.replace(
        '      text: "【自】(R)：このユニットが退却した時、あなたのゲージゾーンのカードを１枚選び、手札に加える。"\n',
        "",
    ).replace("  - {player: A, at: choose, choose: 炉心片}\n", "")
    body = body.replace("炉心片.zone: A.hand", "炉心片.zone: A.drop")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "13.9.1" in cited(r)
