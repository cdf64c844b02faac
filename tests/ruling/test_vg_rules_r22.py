"""VG rules and card text found through the round-21 development files (s17vg; round 21,
session 17): a widened battle's hit rests on the widening (10.4.1.8, 4.9.1.2), a rear-guard an
effect makes drive check (10.6.1.2, 10.6.1.2.1; the stand trigger's prohibition, 11.10.2.5),
the rule processes of a check timing as its first step (11.6.1.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run


def _ruling(text: str) -> object:
    return resolve(loads(text, "t.yaml"))


# ------------------------------------------------ 10.4.1.8: the units a battle is widened to

_COLUMN = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: ドラゴン, type: normal, grade: 3, power: 13000}
    left_front: {name: 攻め手, type: normal, grade: 2, power: 10000, text: "%s"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 前衛, type: normal, grade: 2, power: 9000}
    right_back: {name: 後衛, type: normal, grade: 1, power: 8000}
    left_back: {name: 別列, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.right_front}
ask: [%s]
"""

WHOLE_COLUMN = (
    "【永】【(R)】：このユニットがリアガードにアタックする際、"
    "そのユニットと同じ縦列の相手のリアガードすべてとバトルする。"
)


def test_widened_battle_hit_rests_on_the_widening() -> None:
    """「…そのユニットと同じ縦列の相手のリアガードすべてとバトルする」: A's left column faces B's
    right one (4.9.1.2), so B's right back rear-guard is attacked too (10.4.1.8) and retired;
    its retirement rests on the step that made it attacked — 10.4.1.8 and 4.9.1.2 among the
    reasons (before: the comparison was caused by the declaration alone, and neither was
    cited)."""
    r = _ruling(_COLUMN % (WHOLE_COLUMN, "後衛.zone"))
    assert sorted(zone(r, "B", "drop")) == ["前衛", "後衛"]  # 別列 (the other column) stays
    assert {"10.4.1.8", "4.9.1.2"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_unwidened_battle_does_not_cite_the_widening() -> None:
    """No such ability: only the unit chosen is attacked, and nothing rests on 10.4.1.8."""
    r = _ruling(_COLUMN % ("", "前衛.zone"))
    assert zone(r, "B", "drop") == ["前衛"]
    assert "10.4.1.8" not in r.decided_by  # type: ignore[attr-defined]


# ------------------------------------ 10.6.1.2: a rear-guard an effect makes drive check

_OVER = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000, critical: 1}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    hand: 0
    deck:
      - {name: 超越, type: trigger, grade: 0, power: 5000, trigger: over, trigger_power: 100000000, text: "%s"}
      - {name: 引札, type: normal, grade: 1}
      - %s
      - {name: 三枚目, type: normal, grade: 2}
      - 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
  - {do: attack, attacker: left_front, target: B.vanguard}
%s
choices:
  - {player: A, at: trigger_power, choose: vanguard}
  - {player: A, at: trigger_stand, choose: left_front}
"""
SECOND = "{name: 二枚目, type: normal, grade: 2}"
STAND = "{name: 立つ札, type: trigger, grade: 0, trigger: stand, trigger_power: 10000}"


@pytest.mark.parametrize(
    "extra",
    [
        "追加効果－そのターン中、あなたはリアガードがアタックしたバトルでもドライブチェックを行う！",
        "追加効果－そのターン中、あなたのリアガードのアタックしたバトルでもドライブチェックを行う！",
        "追加効果－このターン中、あなたのリアガードがアタックしたバトルでもドライブチェックを行う。",
    ],
)
def test_over_trigger_lets_rearguards_drive_check(extra: str) -> None:
    """An over trigger's 追加効果 「そのターン中、あなたは(あなたの)リアガードがアタックした
    バトルでもドライブチェックを行う」 (11.10.2.9): A's rear-guard attacking later this turn
    drive checks (10.6.1.2, 10.6.1.2.1) and the checked card goes to the hand (10.6.1.2.6)
    (before: refused, 「a perform with even」, and no rear-guard drive checked)."""
    r = _ruling(_OVER % (extra, SECOND, ""))
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["二枚目", "引札"]
    assert any(
        "10.6.1.2.1" in s.clauses and "rear-guard (槍兵) drive checks" in s.en
        for s in r.main.trace.steps  # type: ignore[attr-defined]
    )


def test_no_effect_no_rearguard_drive_check() -> None:
    """The same board with an over trigger that says nothing more: the rear-guard makes no
    drive check (10.6.1.2), 二枚目 stays in the deck."""
    r = _ruling(_OVER % ("", SECOND, ""))
    assert zone(r, "A", "hand") == ["引札"]


def test_stand_trigger_stops_a_later_drive_check() -> None:
    """11.10.2.5: the stand trigger checked by the rear-guard stands it, and 「そのターンの次の
    バトル以降、そのユニットではドライブチェックを行えない」 — its next attack this turn makes no
    drive check though the over trigger's effect is still in force (before: the prohibition
    was not made)."""
    extra = (
        "追加効果－そのターン中、あなたはリアガードがアタックしたバトルでもドライブチェックを行う！"
    )
    again = "  - {do: attack, attacker: left_front, target: B.vanguard}"
    r = _ruling(_OVER % (extra, STAND, again))
    assert not unsupported(r)
    # the second attack checked 立つ札 (to the hand); the third checks nothing: 三枚目 stays
    assert sorted(zone(r, "A", "hand")) == ["引札", "立つ札"]
    assert zone(r, "A", "deck")[0] == "三枚目"


ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットはドライブチェックを行う。",
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000し、ドライブチェックを行う。",
        "【自】【(R)】：このユニットがアタックした時、そのターン中、このユニットがアタックしたバトルではドライブチェックを行う。",
        "【永】【(R)】：アタックしたバトルでは、ドライブチェックを行う。",
        "【永】【(R)】：このユニットはアタックしたバトルでもドライブチェックを行う。",
    ],
)
def test_unit_drive_checks(text: str) -> None:
    """「そのバトル中、このユニットはドライブチェックを行う」 and its neighbours (the step after a
    change, 「…アタックしたバトルでは」, a continuous ability): the attacking rear-guard 剣士
    drive checks; the top card 山1 goes to A's hand (10.6.1.2, 10.6.1.2.6)."""
    r = run(text, actions=ATTACK)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]


def test_unit_drive_check_of_another_unit_not_this_one() -> None:
    """「あなたのヴァンガードは…ドライブチェックを行う」 names another unit: 剣士 attacking makes no
    drive check."""
    text = "【自】【(R)】：このユニットがアタックした時、そのバトル中、あなたのヴァンガードはドライブチェックを行う。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == []


def test_fighter_drive_check_for_rearguards_of_the_opponent_refused() -> None:
    """「相手のリアガードがアタックしたバトルでも…」: not a construction the runtime gives a meaning
    to here — refused with its reason, nothing silently done."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのターン中、"
        "あなたは相手のリアガードがアタックしたバトルでもドライブチェックを行う。"
    )
    r = run(text, actions=ATTACK)
    assert unsupported(r)


# --------------------------------------- 11.6.1.1: the rule processes of a check timing


def test_rule_process_at_check_timing_cites_its_first_step() -> None:
    """A draws the last card by an effect in the main phase: the loss is carried out at the
    check timing after it, as its first step (11.6.1.1, 13.1.2, 13.2.3)."""
    r = _ruling(
        """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    deck: [{name: 最後, type: normal, grade: 1}]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "１枚引く。"}
"""
    )
    assert r.main.final.result is not None  # type: ignore[attr-defined]
    assert {"11.6.1.1", "13.1.2", "13.2.3"} <= set(r.decided_by)  # type: ignore[attr-defined]
