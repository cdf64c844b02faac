"""vg round 55 (issue 14, s52vgO): 16.3.1.1 stops an imaginary gift process only when 「ユニットのライドによる
イマジナリーギフトアイコンを要因として実行される場合」 and the fighter did a ride gift of another crown type
before. A gift an effect gives (7.14.3, 7.14.3.1) is carried out all the same; the check that lets it through
(16.3.1.1) decides the state it makes. With no earlier ride gift, or one of the same crown, 16.3.1.1 decides
nothing and is not cited."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, unsupported

ACT = "【起】【(R)】：【コスト】[このユニットをソウルに置く]、イマジナリーギフト：アクセルIを得る。"
BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
RIDE
    left_back: {name: 術士, type: normal, grade: 1, power: 8000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: main_phase, actions: [{do: activate, card: 術士}]}
ask: [A.accel_circles]
"""


def _run(ride: str) -> tuple[int, set[str]]:
    r = resolve(loads(BODY.replace("TEXT", ACT).replace("RIDE", ride), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["A.accel_circles"], decided(r)


def test_an_effects_gift_after_a_ride_gift_of_another_crown_16_3_1_1() -> None:
    n, cl = _run("    ride_gift: force\n    gift_force: 1")
    assert n == 1
    assert {"16.3.1.1", "7.14.3.1", "16.3.1.5.1"} <= cl


def test_no_earlier_ride_gift_16_3_1_1_not_cited() -> None:
    n, cl = _run("    soul: 1")
    assert n == 1
    assert "16.3.1.1" not in cl


def test_an_earlier_ride_gift_of_the_same_crown_16_3_1_1_not_cited() -> None:
    n, cl = _run("    ride_gift: accel\n    gift_accel: 1")
    assert n == 1
    assert "16.3.1.1" not in cl
