"""Round 65 (s62vgR): the vanguard a cost puts into an empty soul is the soul card the rule process
of 13.5.1 rides — a new card (4.1.8: soul to circle is no move between circles), whose 「(V)に登場
した時」 triggers; a soul card that never left a circle is ridden without that clause."""

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
      name: 聖者
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：【コスト】[このユニットをソウルに置く]、１枚引く。\\n【自】【(V)】：このユニットが(V)に登場した時、【ソウルチャージ】(1)。"
    soul: SOUL
    deck: 10
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 聖者, ability: 1}
choices:
  - {player: A, at: choose, choose: 聖者}
expect:
  state: {聖者.zone: A.vanguard, A.soul: SOULN}
  triggered: {聖者: 1}
"""


def test_the_vanguard_put_into_an_empty_soul_is_ridden_as_a_new_card() -> None:
    r = resolve(loads(BOARD.replace("SOULN", "1").replace("SOUL", "0"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"13.5.1", "4.1.8"} <= cited(r)


def test_the_ride_from_the_soul_answered_at_choose() -> None:
    # two soul cards: the one named by ``at: choose`` (13.5.1 「1枚を選択し」) is ridden
    text = BOARD.replace("SOULN", "2").replace("SOUL", "[{name: 欠片, type: normal, grade: 0}]")
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_a_soul_card_never_on_a_circle_is_ridden_without_4_1_8() -> None:
    text = BOARD.replace("SOULN", "1").replace("SOUL", "[{name: 欠片, type: normal, grade: 0}]")
    text = text.replace("choose: 聖者}", "choose: 欠片}").replace(
        "聖者.zone: A.vanguard", "欠片.zone: A.vanguard"
    )
    text = text.replace("triggered: {聖者: 1}", "triggered: {聖者: 0}")
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "4.1.8" not in cited(r)
