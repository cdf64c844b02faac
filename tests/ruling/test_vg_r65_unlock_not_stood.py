"""Round 65 (s62vgR): a locked card unlocked by an effect (7.31.1) stands without being deemed to
go from rest to stand (7.31.2): 「あなたの他のリアガードが【スタンド】した時」 does not trigger on it,
as on a card unlocked at the end phase (9.11.3); an ordinary stand still triggers it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 巫女
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：STEP"
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, locked: true}
    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, state: rest}
    right_front:
      name: 守人
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：あなたの他のリアガードが【スタンド】した時、そのターン中、このユニットのパワー＋5000。"
    deck: 10
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 巫女, ability: 1}
choices:
  - {player: A, at: choose, choose: WHO}
expect:
  state: {守人.power: POWER}
  triggered: {守人: N}
"""


def test_an_unlocked_card_has_not_stood() -> None:
    text = BOARD.replace("STEP", "あなたの呪縛カードを１枚選び、解呪する。").replace("WHO", "剣士")
    r = resolve(loads(text.replace("POWER", "10000").replace("N}", "0}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "7.31.2" in cited(r)


def test_a_rested_unit_stood_by_an_effect_has() -> None:
    text = BOARD.replace("STEP", "あなたのリアガードを１枚選び、【スタンド】する。").replace(
        "WHO", "弓兵"
    )
    r = resolve(loads(text.replace("POWER", "15000").replace("N}", "1}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
