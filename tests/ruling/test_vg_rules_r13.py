"""Vanguard rules read again against the engine from the known failures of the r12 set, each
on a minimal case of its own (the scenario files are tests/scenarios/vg/r12_*)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from ruling.scenario import ScenarioError
from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names


RETIRE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]することで、相手のリアガードを１枚選び、退却させる。"}
    damage: DAMAGE
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 敵, type: normal, grade: 2}
    right_front: {name: 味, type: normal, grade: 2}
    deck: 10
actions:
  - {do: activate, card: 竜}
choices:
  - {player: A, choose: ANSWER}
ask: [敵.zone]
"""


def test_a_choice_with_one_result_leaves_the_answer_for_the_target_7_24_1() -> None:
    """7.24.1: a counter blast of 1 with one face-up damage card turns that card down — a choice
    with one possible result, no decision: the scenario's answer naming the rear-guard to
    retire is left for the choice of the target that follows (11.8.4), not refused."""
    r = _run(RETIRE.replace("DAMAGE", "[{name: 古傷, type: normal}]").replace("ANSWER", "敵"))
    assert _zone(r, "B", "drop") == ["敵"]
    assert not r.main.final.players["A"].zones["damage"][0].face_up
    # with two face-up damage cards the counter blast is a real choice; since round 14 an answer
    # without ``at:`` naming none of its options is left for the target too, and the counter
    # blast is explored: 敵 is retired in every branch (tests/ruling/test_vg_rules_r15.py)
    two = "[{name: 古傷, type: normal}, {name: 新傷, type: normal}]"
    r = _run(RETIRE.replace("DAMAGE", two).replace("ANSWER", "敵"))
    assert len(r.leaves) == 2
    assert all([c.name for c in lf.final.players["B"].zones["drop"]] == ["敵"] for lf in r.leaves)


def test_an_answer_naming_nothing_of_a_forced_choice_is_still_read_later() -> None:
    """The answer left by a one-result choice is not lost: one naming no option of the later
    choice is refused there."""
    with pytest.raises(ScenarioError, match="none of the options"):
        _run(RETIRE.replace("DAMAGE", "[{name: 古傷, type: normal}]").replace("ANSWER", "無名"))
    # no later choice takes it (one rear-guard: that choice has one result too): it is refused
    # as an answer to the first
    one = RETIRE.replace("DAMAGE", "[{name: 古傷, type: normal}]").replace("ANSWER", "無名")
    one = one.replace("    right_front: {name: 味, type: normal, grade: 2}\n", "")
    with pytest.raises(ScenarioError, match="damage card to turn face down"):
        _run(one)


SOUL = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：WHOSEリアガードを１枚選び、ソウルに置く。"}
    left_front: {name: 自軍, type: normal, grade: 2}
    soul: 1
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 敵, type: normal, grade: 2}
    soul: 1
    deck: 10
actions:
  - {do: activate, card: 竜}
ask: [CARD.zone]
"""


def test_a_zone_naming_no_fighter_is_the_owners_4_1_12() -> None:
    """4.1.12: 「ソウルに置く」 naming no fighter puts the card into its owner's soul: the
    opponent's rear-guard goes to the opponent's soul, and the ruling cites the clause; for the
    master's own card it decides nothing and is not cited."""
    r = _run(SOUL.replace("WHOSE", "相手の").replace("CARD", "敵"))
    assert "敵" in _zone(r, "B", "soul") and len(_zone(r, "A", "soul")) == 1
    assert "4.1.12" in r.decided_by
    r = _run(SOUL.replace("WHOSE", "あなたの").replace("CARD", "自軍"))
    assert "自軍" in _zone(r, "A", "soul")
    assert "4.1.12" not in r.decided_by


BLAST = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 新兵, type: normal, grade: 2, power: 10000, text: "【自】：このユニットが(R)に登場した時、【コスト】[COST]することで、そのターン中、このユニットのパワー＋5000。"}]
    damage: [{name: 裏, type: normal, face: down}]
    soul: 0
    energy: 2
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: call, card: 新兵, circle: right_front}
ask: [新兵.power]
expect: {state: {新兵.power: 10000}, decided_by: ["11.9.5", "CLAUSE"]}
"""


@pytest.mark.parametrize(
    ("cost", "clause"),
    [
        ("【カウンターブラスト】(1)", "7.24.1"),
        ("【ソウルブラスト】(1)", "7.25.1"),
        ("【エネルギーブラスト】(3)", "7.49.2"),
    ],
)
def test_a_blast_that_cannot_be_done_is_cited_as_why_the_cost_is_unpaid(
    cost: str, clause: str
) -> None:
    """11.9.5: a cost part of which cannot be paid is not paid at all; the blast that cannot be
    done (no face-up damage 7.24.1, an empty soul 7.25.1, too little energy 7.49.2) is why."""
    r = _run(BLAST.replace("COST", cost).replace("CLAUSE", clause))
    assert check_expect(r) == []


NO_TARGET = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：相手のリアガードを１枚選び、退却させる。退却させなかったなら、そのターン中、このユニットのパワー＋10000。"}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
ask: [竜.power]
expect: {state: {竜.power: 23000}, decided_by: ["11.8.4.1.3", "1.3.2", "11.2.3"]}
"""


def test_no_target_to_choose_is_a_reason_of_what_reads_the_result_11_8_4_1_3() -> None:
    """11.8.4.1.3 / 1.3.2: with no rear-guard to choose, none is chosen and the retire is not
    done; 「退却させなかったなら」 (11.2.3) reads that result, so the finding that nothing could
    be chosen is among the ruling's reasons."""
    assert check_expect(_run(NO_TARGET)) == []


DECLINED = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 新兵, type: normal, grade: 2, power: 10000, text: "【自】：このユニットが(R)に登場した時、【コスト】[【カウンターブラスト】(1)]することで、相手のリアガードを１枚選び、退却させる。そのターン中、このユニットのパワー＋10000。"}]
    damage: [{name: 古傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 敵, type: normal, grade: 2}
    deck: 10
actions:
  - {do: call, card: 新兵, circle: right_front}
choices:
  - {player: A, at: cost, choose: no}
ask: [新兵.power]
expect: {state: {新兵.power: 10000, 敵.zone: B.left_front}, decided_by: ["11.9.5.1", "11.9.5.2"]}
"""


def test_a_declined_cost_is_why_the_steps_after_it_change_nothing_11_9_5_1() -> None:
    """11.9.5.1 / 11.9.5.2: a 「[コスト]することで」 cost declined, nothing after it happens — the
    retire and the power of the next sentence too; a ruling asked about either cites it."""
    assert check_expect(_run(DECLINED)) == []


FROM_DROP = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 妖精, type: normal, grade: 1, power: 8000, text: "【自】：このユニットがドロップから(R)に登場した時、そのターン中、このユニットのパワー＋5000。"}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: call, card: 妖精, circle: left_front}
ask: [妖精.power]
expect:
  state: {妖精.power: 8000}
  triggered: {妖精: 0}
  decided_by: ["11.9.2", "7.17.2"]
"""


def test_appearing_from_another_zone_does_not_trigger_and_says_why_11_9_2() -> None:
    """11.9.2 / 7.17.2: 「ドロップから(R)に登場した時」 waits for an appearance from the drop; a
    call from the hand is an appearance from the hand: the trigger condition is not met, nothing
    becomes pending, and the ruling that the power is unchanged names why."""
    assert check_expect(_run(FROM_DROP)) == []


LEFT_FIELD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"}
    left_front: {name: 兵, type: normal, grade: 1, power: 8000, text: "TEXT"}
    soul: 1
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
choices:
  - {player: A, choose: 兵}
  - {player: A, at: optional, choose: yes}
ask: [兵.zone]
"""


def test_this_card_is_where_its_leaving_the_field_put_it_11_9_9() -> None:
    """11.9.9: 「このユニットが(R)から退却した時、このカードをソウルに置いてよい」 is played though its
    card changed zones, and 「このカード」 names the card where the retire put it (the drop): it
    goes to the soul."""
    text = "【自】：このユニットが(R)から退却した時、このカードをソウルに置いてよい。"
    r = _run(LEFT_FIELD.replace("TEXT", text))
    assert "兵" in _zone(r, "A", "soul") and _zone(r, "A", "drop") == []
    assert "11.9.9" in r.decided_by


def test_an_ability_given_on_the_field_triggers_on_leaving_it_11_9_6_1_2() -> None:
    """11.9.6.1.2: a trigger on leaving the field reads the card as it was there — an ability an
    effect gave it on the field (that effect ends as it leaves, 4.1.8) still triggers."""
    give = (
        "【自】：このユニットが(R)に登場した時、そのターン中、このユニットは"
        "『【自】：このユニットが(R)から退却した時、このカードをソウルに置いてよい。』を得る。"
    )
    body = LEFT_FIELD.replace("left_front: {name: 兵", "hand: [{name: 新", 1)
    body = body.replace('text: "TEXT"}', f'text: "{give}"}}]').replace(
        "  - {do: activate, card: 竜}\n",
        "  - do: main_phase\n    actions:\n"
        "      - {do: call, card: 新, circle: left_front}\n      - {do: activate, card: 竜}\n",
    )
    body = body.replace("choose: 兵}", "choose: 新}").replace("[兵.zone]", "[新.zone]")
    r = _run(body)
    assert "新" in _zone(r, "A", "soul")
    assert "11.9.6.1.2" in r.decided_by


KOUMEI = """\
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    hand: [{name: 喧嘩屋, type: normal, grade: 1, power: 8000, text: "【自】：このユニットが(R)に登場した時、あなたのヴァンガードがグレード４以上なら、そのターン中、相手はインターセプトできない。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, shield: 10000, skills: [intercept]}
    deck: 10
actions:
  - do: main_phase
    actions:
      - {do: call, card: 喧嘩屋, circle: right_back}
  - {do: attack, attacker: vanguard, target: vanguard, intercept: [left_front]}
ask: [槍兵.zone]
expect: {state: {槍兵.zone: B.drop}, decided_by: ["11.2.1.2", "10.5.1.2.4"]}
"""


def test_a_prohibition_not_made_is_why_the_intercept_is_allowed_11_2_1_2() -> None:
    """11.2.1.2: 「…なら、そのターン中、相手はインターセプトできない」 triggers, its requirement
    unmet: no prohibition is made, and that is among the reasons the intercept is carried out."""
    assert check_expect(_run(KOUMEI)) == []


GUARD_THEN_CHECK = """\
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 23000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 5000, text: "【自】：このユニットが(G)に置かれた時、そのバトル中、このユニットのシールド＋10000。"}]
    deck: 10
actions:
  - do: attack
    attacker: left_front
    target: vanguard
    guard_actions:
      - {do: guard, card: 盾}
      - {do: check, state: {盾.shield: 15000}}
"""


def test_the_next_play_timing_comes_after_a_check_timing_11_6_2_2_1() -> None:
    """11.6.2.2.1 / 11.6.2.1: after a guard the defending fighter gets a play timing again, a
    check timing first — what the guard triggered has resolved when the next action (here a
    ``check``) comes."""
    assert check_expect(_run(GUARD_THEN_CHECK, phase="battle")) == []
    too_early = GUARD_THEN_CHECK.replace("15000", "5000")
    assert check_expect(_run(too_early, phase="battle")) != []


COST_PER = """\
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    hand: [{name: 竜, type: normal, grade: 2, power: 10000, text: "【自】：あなたのダメージゾーン１枚につき、このコストで払う【エネルギーブラスト】は(1)減る。このユニットが(R)に登場した時、【コスト】[【エネルギーブラスト】(5)]することで、そのターン中、このユニットのパワー＋10000。"}]
    damage: DAMAGE
    energy: 2
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: call, card: 竜, circle: left_front}
choices:
  - {player: A, at: cost, choose: yes}
ask: [A.energy, 竜.power]
"""


def test_a_cost_reduced_per_card_counted_7_28_1_12_7_1() -> None:
    """7.28.1 / 12.7.1: 「あなたのダメージゾーン１枚につき、このコストで払う【エネルギーブラスト】は
    (1)減る」 takes 1 off per damage card: with 3, the energy blast (5) is (2), payable with 2
    energy; with 2 damage it is (3), which 2 energy cannot pay."""
    r = _run(COST_PER.replace("DAMAGE", "3") + "expect: {state: {A.energy: 0, 竜.power: 20000}}\n")
    assert check_expect(r) == []
    assert "7.28.1" in r.decided_by and "12.7.1" in r.decided_by
    r = _run(COST_PER.replace("DAMAGE", "2") + "expect: {state: {A.energy: 2, 竜.power: 10000}}\n")
    assert check_expect(r) == []
