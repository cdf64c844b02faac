"""co round 50 (s47coB): a ``choices:`` answer naming an option a one-result choice cannot offer
now (`pay` for an upkeep beyond the energy, 3.6.2 「支払えなかった」) is left for a later choice of
that kind where it may be taken — the next card's upkeep, paid with the energy the first card's
「クラッシュしたとき」 gave (4.3.6, 3.6.2 「エネルギーを得ることはできます」); taken by none, it is
the first choice's, not done and said ('answer_not_possible', as before)."""

from __future__ import annotations

from tests.ruling.boards import co_run

BOARD = """
turn: {{player: A, number: 10, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field:
      - {{name: 精霊, type: character, ap: 2, dp: 1, text: "維持費2{trigger}"}}
      - {{name: 巨人, type: character, ap: 5, dp: 5, text: "維持費2"}}
  B: {{hp: 20, deck: 10}}
choices:
  - {{player: A, at: upkeep_order, choose: 精霊}}
  - {{player: A, at: upkeep, choose: pay}}
actions:
  - {{do: end_phase}}
ask: [精霊.zone, 巨人.zone, A.energy]
"""


def test_the_answer_pays_the_later_upkeep_it_can_pay() -> None:
    r = co_run(BOARD.format(trigger="\\n『精霊』がクラッシュしたとき、あなたは2エネルギーを得る。"))
    assert r.outcome["state"] == {"精霊.zone": "A.dustbox", "巨人.zone": "A.field", "A.energy": 1}
    assert "branches" not in r.outcome
    assert not any(w.key == "answer_not_possible" for w in r.warnings())
    assert {"3.6.2", "4.3.6"} <= set(r.decided_by)


def test_taken_by_no_later_choice_it_is_the_first_ones_not_done() -> None:
    # no energy gained: 巨人's upkeep cannot be paid either — pay is never possible
    r = co_run(BOARD.format(trigger=""))
    assert r.outcome["state"]["巨人.zone"] == "A.dustbox"
    assert any(w.key == "answer_not_possible" for w in r.warnings())
