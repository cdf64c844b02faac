"""Round 61 (s58vgO): a dominated unit retired — whose rear-guard it was is read as it was on the
field (7.39.2 「支配ファイターがマスターであるユニットを参照する場合、支配状態のユニットを含みます」,
11.9.6.1.2): the dominating fighter's 「あなたのリアガードが退却した時」 triggers, the original
master's does not (its 「相手のリアガードが退却した時」 does); the card goes to its owner's drop
(7.39.4.1). ``values.last_known`` records the master, ``autos.master_was`` reads it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 征服者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。\\nATEXT"}
    left_front: {name: 祭司, type: normal, grade: 2, power: 9000, text: "【起】【(R)】【ターン1回】：【コスト】[あなたのリアガードを1枚退却させる]、1枚引く。"}
    hand: 0
    damage: [{name: 傷, type: normal}]
    deck: [{name: 引き札, type: normal}, 9]
  B:
    vanguard: {name: 女王, grade: 3, power: 13000, text: "BTEXT"}
    right_front: {name: 捕虜, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
  - {do: activate, player: A, card: 征服者}
  - {do: activate, player: A, card: 祭司}
  - {do: check_timing}
choices:
  - {player: A, at: choose, choose: 捕虜}
  - {player: A, at: cost_card, choose: 捕虜}
"""
MINE = "【自】【(V)】：あなたのリアガードが退却した時、そのターン中、このユニットのパワー+5000。"
THEIRS = "【自】【(V)】：相手のリアガードが退却した時、そのターン中、このユニットのパワー+5000。"
NONE = "【永】【(V)】：このユニットのパワー+0。"


def _run(a: str, b: str, expect: str) -> set[str]:
    body = BOARD.replace("ATEXT", a).replace("BTEXT", b)
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_the_dominating_fighters_your_rearguard_retired_triggers() -> None:
    got = _run(
        MINE,
        NONE,
        "  state: {征服者.power: 18000, B.drop: [捕虜], A.hand: [引き札]}\n",
    )
    assert {"7.39.2", "11.9.6.1.2", "7.39.4.1"} <= got


def test_the_original_masters_your_rearguard_retired_does_not() -> None:
    _run(NONE, MINE, "  state: {女王.power: 13000, B.drop: [捕虜]}\n")


def test_the_original_masters_opponents_rearguard_retired_does() -> None:
    _run(NONE, THEIRS, "  state: {女王.power: 18000, B.drop: [捕虜]}\n")


def test_the_dominating_fighters_opponents_rearguard_retired_does_not() -> None:
    _run(THEIRS, NONE, "  state: {征服者.power: 13000, B.drop: [捕虜]}\n")
