"""Round 64 (s61vgR3): a protect has the grade 'protect' (15.3.2), no number (15.3.2.1) — a
description naming a grade by number (「グレード０のカード」) does not name it, known (no assumption of
a grade not given), and the choice it is left out of cites the clauses. A grade-0 card pays."""

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
      name: 伝令
      type: normal
      grade: 2
      power: 9000
      text: "【起】(R)【ターン1回】：【コスト】[手札からグレード０のカードを１枚捨てる]、１枚引く。"
    hand:
      - {name: プロテクト, type: protect}
      - {name: 子, type: normal, grade: 0, power: 5000}
    deck: 15
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    deck: 15
actions:
  - {do: activate, player: A, card: 伝令}
choices:
  - {player: A, at: cost, choose: プロテクト, allowed: false}
  - {player: A, at: cost, choose: 子}
expect:
  state:
    A.drop: [子]
    プロテクト.zone: A.hand
    A.hand: 2
"""


def test_a_protect_is_no_grade_0_card() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"15.3.2", "15.3.2.1"} <= cited(r)
    assert not any("プロテクト のグレード" in str(w) for w in r.warnings())


def test_no_protect_in_the_hand_cites_nothing_of_it() -> None:
    body = BOARD.replace("      - {name: プロテクト, type: protect}\n", "")
    body = body.replace("  - {player: A, at: cost, choose: プロテクト, allowed: false}\n", "")
    body = body.replace("    プロテクト.zone: A.hand\n    A.hand: 2", "    A.hand: 1")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "15.3.2" not in cited(r)
