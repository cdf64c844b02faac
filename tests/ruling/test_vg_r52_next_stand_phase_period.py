"""vg 「そのユニットは次の相手のスタンドフェイズに【スタンド】しない」 made in the opponent's own stand phase (round
52, lead; found by s49vgD): the period is the opponent's *next* stand phase (11.3.1.2) — the ban is not in force in
the stand phase going on, so 9.2.3 stands the unit now; a period that starts later is not in force before it
(``turn_end.in_its_period``, read by ``Ctx.prohibition`` and vg's ``values.in_force``)."""

from __future__ import annotations

from ruling.turn_end import in_its_period
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run

REST = "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。"
LOCK_NEXT = (
    "【自】【(R)】：相手のスタンドフェイズ開始時、相手のリアガードを１枚選び、"
    "そのユニットは次の相手のスタンドフェイズに【スタンド】しない。"
)
LOCK_THIS = LOCK_NEXT.replace("次の相手の", "この")
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
TO_B_STAND = "\n  - {do: end_phase}\n  - {do: stand_phase}"


def _spear(r: object) -> str:
    return r.main.final.players["B"].zones["field.right_front"][0].orientation  # type: ignore[attr-defined]


def test_next_stand_phase_ban_made_in_that_players_stand_phase_waits_for_the_next() -> None:
    r = run(REST + "\\n" + LOCK_NEXT, actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(r)
    assert _spear(r) == "stand"
    # the ban is made and kept for B's next stand phase
    assert [e for e in r.main.final.effects if e.stat == "stand" and e.op == "prohibit"]


def test_this_stand_phase_ban_still_holds_now() -> None:
    r = run(REST + "\\n" + LOCK_THIS, actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(r)
    assert _spear(r) == "rest"


def test_a_phase_period_is_in_force_only_in_that_phase_of_that_turn() -> None:
    assert in_its_period("stand_phase:4", "B", 4, "stand")
    assert not in_its_period("stand_phase:4", "B", 4, "main")
    assert not in_its_period("stand_phase:4", "B", 2, "stand")
    assert in_its_period("turn", "A", 3, "main")
    assert not in_its_period("during_turn_of:B:4", "A", 3, "main")
