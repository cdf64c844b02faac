"""vg 「そのユニットはこのスタンドフェイズに【スタンド】しない」 (round 52, s49vgD): an effect made in a stand
phase — by an automatic ability triggered at its start (9.2.2), resolved before 9.2.3 stands the turn
fighter's cards — for the stand phase going on: the unit is prohibited from standing by 9.2.3 (1.3.3),
the effect ends as that phase ends (9.2.4, 11.3.1.2). Made outside a stand phase, the period contradicts
the present situation and the effect is not created (11.3.1.2.1). Before: a step in form negative."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run

REST = "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。"
LOCK = (
    "【自】【(R)】：相手のスタンドフェイズ開始時、相手のリアガードを１枚選び、"
    "そのユニットはこのスタンドフェイズに【スタンド】しない。"
)
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
TO_B_STAND = "\n  - {do: end_phase}\n  - {do: stand_phase}"


def _spear(r: object) -> str:
    return r.main.final.players["B"].zones["field.right_front"][0].orientation  # type: ignore[attr-defined]


def test_a_unit_kept_rest_in_this_stand_phase() -> None:
    """A rests B's 槍兵 in A's main phase; at the start of B's stand phase A's 剣士 triggers and
    chooses it: 9.2.3 does not stand it (1.3.3), and nothing of the effect is left after the
    phase (9.2.4); without the lock it stands."""
    r = run(REST + "\\n" + LOCK, actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(r)
    assert _spear(r) == "rest"
    assert not [e for e in r.main.final.effects if e.stat == "stand"]
    assert any("9.2.3" in s.clauses and "槍兵" in s.ja for s in r.main.trace.steps)
    plain = run(REST, actions=ACTIVATE + TO_B_STAND)
    assert _spear(plain) == "stand"


def test_not_in_a_stand_phase_the_effect_is_not_made() -> None:
    """「このスタンドフェイズに」 in A's main phase: no stand phase is going on — the effect is not
    created (11.3.1.2.1), and B's 槍兵, rested, stands in B's stand phase."""
    text = (
        "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。"
        "そのユニットはこのスタンドフェイズに【スタンド】しない。"
    )
    r = run(text, actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(r)
    assert any("11.3.1.2.1" in s.clauses for s in r.main.trace.steps)
    assert _spear(r) == "stand"


# 「この能力は…なら使えない。」 on an automatic ability (12.2.1.2.1): 使えない, it does not trigger
UNUSABLE = LOCK + "この能力はあなたの手札が２枚以上なら使えない。"
TWO = "[{name: 手一, type: normal, grade: 1}, {name: 手二, type: normal, grade: 1}]"


def test_an_automatic_ability_its_text_makes_unusable_does_not_trigger() -> None:
    """A's hand empty: the ability is usable, triggers and keeps 槍兵 rest. Two cards in A's hand:
    it is 使えない by its own text — it does not trigger (12.2.1.2.1) and 槍兵 stands."""
    ok = run(REST + "\\n" + UNUSABLE, actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(ok) and _spear(ok) == "rest"
    off = run(REST + "\\n" + UNUSABLE, actions=ACTIVATE + TO_B_STAND, hand=TWO)
    assert not unsupported(off) and _spear(off) == "stand"
    assert any("12.2.1.2.1" in s.clauses for s in off.main.trace.steps)
