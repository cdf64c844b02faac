"""vg rules found by the round-29 blind set moved into development (round 29, s25rulesVG), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

# ---------------- 11.6.2.2.1 / 11.6.2.1: an action done at the main phase's play timing is followed,
# once resolved, by a check timing before the play timing is given again: what it made pending is
# played before the next action of the scenario

CALLS = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 若竜, grade: %d, power: 10000}
    left_back: {name: 伝令, type: normal, grade: 1, power: 8000,
      text: "【自】【(R)】：あなたのリアガードが登場した時、あなたのヴァンガードがグレード３以上なら、１枚引く。"}
    hand: [{name: 兵一, type: normal, grade: 1, power: 8000}]
    deck: [{name: 次の札, type: normal}, 9]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: call, card: 兵一, circle: left_front}
  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのグレード＋１。"}
ask: [A.hand]
"""


def test_an_ability_a_call_triggered_resolves_before_the_next_action() -> None:
    """Grade 2 at the call: the ability resolves at the check timing after the call, before the
    grade +1 — its requirement is not met, nothing is drawn."""
    r = resolve(loads(CALLS % 2))
    assert r.outcome["state"]["A.hand"] == 0
    steps = [s.en for s in r.main.trace.steps]
    first_ct = next(i for i, s in enumerate(steps) if s.startswith("check timing"))
    text = next(i for i, s in enumerate(steps) if "resolves the effect" in s)
    assert first_ct < text
    assert any("11.6.2.2.1" in s.clauses for s in r.main.trace.steps)


def test_the_requirement_met_at_the_check_timing_after_the_call_draws() -> None:
    """Neighbour: grade 3 at the call: the requirement holds at that check timing."""
    r = resolve(loads(CALLS % 3))
    assert r.outcome["state"]["A.hand"] == 1


def test_a_main_phase_action_list_is_not_given_a_second_check_timing() -> None:
    """Neighbour: the main phase's own ``actions`` list already has its check timing after
    each action (not a root action: the hook is not read)."""
    text = CALLS.replace(
        "  - {do: call, card: 兵一, circle: left_front}\n",
        "  - {do: main_phase, actions: [{do: call, card: 兵一, circle: left_front}]}\n",
    ).replace("phase: main", "phase: ride")
    r = resolve(loads(text % 3))
    assert r.outcome["state"]["A.hand"] == 1
    assert sum("11.6.2.2.1" in s.clauses for s in r.main.trace.steps) == 1


# ---------------- 11.11.1: a unit's grade with the changes in force (「グレード＋１」) — read by
# conditions and selectors (「ヴァンガードがグレード３以上なら」) and by the normal call's limit (9.9.2.1)

GRADE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 若竜, grade: 2, power: 10000}
    hand: [{name: 大竜, type: normal, grade: 3, power: 13000}]
    deck: [{name: 次の札, type: normal}, 9]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
%s
ask: [A.hand, A.left_front]
"""


def test_a_grade_raised_by_an_effect_meets_a_grade_condition() -> None:
    r = resolve(
        loads(
            GRADE
            % (
                '  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのグレード＋１。"}\n'
                '  - {do: resolve_text, player: A, text: "あなたのヴァンガードがグレード３以上なら、１枚引く。"}'
            )
        )
    )
    assert r.outcome["state"]["A.hand"] == 2


def test_the_printed_grade_without_a_change_does_not() -> None:
    r = resolve(
        loads(
            GRADE
            % '  - {do: resolve_text, player: A, text: "あなたのヴァンガードがグレード３以上なら、１枚引く。"}'
        )
    )
    assert r.outcome["state"]["A.hand"] == 1


def test_a_raised_vanguard_grade_allows_a_normal_call_of_that_grade() -> None:
    r = resolve(
        loads(
            GRADE
            % (
                '  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのグレード＋１。"}\n'
                "  - {do: call, card: 大竜, circle: left_front}"
            )
        )
    )
    assert r.outcome["state"]["A.left_front"] == ["大竜"]


def test_without_it_the_call_above_the_vanguard_grade_is_refused() -> None:
    r = resolve(loads(GRADE % "  - {do: call, card: 大竜, circle: left_front}"))
    assert not r.outcome["state"]["A.left_front"]
    assert "9.9.2.1" in r.decided_by


# ---------------- 12.2.1.2.2 / 11.9.4: a pending ability that became unusable is not played; that step
# is a reason of what its earlier resolution changed (it would have changed it again)

TWICE = """\
game: vg
title: t
turn: {player: A, number: 7, phase: stand, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000, state: rest}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, state: rest}
    right_front: {name: 弓兵, type: normal, grade: 2, power: 9000, state: rest}
    left_back: {name: 見張り, type: normal, grade: 1, power: 8000, state: rest,
      text: "【自】【(R)】%s：あなたの他のリアガードがスタンドした時、【ソウルチャージ】(1)する。"}
    soul: 0
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: stand_phase}
ask: [A.soul]
"""


def test_the_second_pending_turn_once_is_dropped_and_cited_on_the_soul() -> None:
    r = resolve(loads(TWICE % "【ターン1回】"))
    assert r.outcome["state"]["A.soul"] == 1
    for c in ("12.3.2.2", "12.2.1.2.2", "11.9.4"):
        assert c in r.decided_by


def test_without_the_limit_both_resolve_and_nothing_is_dropped() -> None:
    r = resolve(loads(TWICE % ""))
    assert r.outcome["state"]["A.soul"] == 2
    assert "12.2.1.2.2" not in r.decided_by


# ---------------- 7.50.2 with the clause making the card unchoosable (抵抗 14.15.1); 7.50.1.2 on an
# effect on 「すべて」

CHOOSE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    hand: [{name: 令, type: order, grade: 1, text: "%s"}]
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 堅守, type: normal, grade: 2, power: 10000, text: "%s"}
    right_front: {name: 雑兵, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: play_order, card: 令}
ask: [B.left_front, B.right_front, B.drop]
expect: {state: {B.drop: [雑兵]}}
"""


def test_a_resist_unit_left_out_of_a_choice_cites_resist() -> None:
    r = resolve(loads(CHOOSE % ("相手のリアガード１枚を退却させる。", "【抵抗】")))
    assert not check_expect(r)
    assert "7.50.2" in r.decided_by and "14.15.1" in r.decided_by


def test_an_effect_on_all_cites_that_nothing_is_chosen() -> None:
    r = resolve(
        loads(
            CHOOSE
            % (
                "相手のリアガードすべてを退却させる。",
                "【永】【(R)】：このユニットは相手のカードの効果の影響を受けない。",
            )
        )
    )
    assert not check_expect(r)
    assert "7.50.1.2" in r.decided_by and "12.5.1" in r.decided_by


def test_a_numbered_choice_does_not_cite_the_all_clause() -> None:
    r = resolve(loads(CHOOSE % ("相手のリアガード１枚を退却させる。", "")))
    assert "7.50.1.2" not in r.decided_by


# ---------------- 9.11.10: after 9.11.9 ended the turn's effects, a rule process to carry out (a loss a
# 「敗北しない」 effect kept off) sends the end phase back to 9.11.8: the loss comes in this turn, and
# rests on the effect's end

NO_LOSS = """\
game: vg
title: t
turn: {player: A, number: 8, phase: end, first_player: A}
players:
  A: {vanguard: {name: 覇竜, grade: 3, power: 13000}, deck: 10}
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, damage: %d, deck: 10}
effects:
  - {target: B, stat: lose, op: prohibit, until: %s, source: "あなたはゲームに敗北しない。"}
actions:
  - {do: end_phase}
"""


def test_a_loss_kept_off_for_the_turn_comes_in_its_end_phase() -> None:
    r = resolve(loads(NO_LOSS % (6, "turn")))
    assert r.outcome.get("loser") == "B"
    for c in ("9.11.9", "9.11.10", "13.2.2"):
        assert c in r.decided_by
    # no new turn began: the loss came in A's end phase
    assert not any("the turn ends" in s.en for s in r.main.trace.steps)


def test_no_rule_process_left_the_turn_ends() -> None:
    """Neighbour: fewer than six damage — nothing to carry out, the turn ends."""
    r = resolve(loads(NO_LOSS % (5, "turn")))
    assert not r.outcome["game_over"]
    assert any("the turn ends" in s.en for s in r.main.trace.steps)
    assert not any("9.11.10" in s.clauses and "again" in s.en for s in r.main.trace.steps)


# ---------------- 9.1.2: the turn fighter carries out the phases 9.2 – 9.11 in order — the procedure
# above each phase's steps (``ruling.procedures``: 「A から B で示された順に従って」)


def test_a_phase_step_cites_the_turn_procedure() -> None:
    from ruling.procedure_table import TABLE
    from ruling.procedures import expand

    assert expand(TABLE["vg"], ("9.11.3",))[0] == "9.1.2"
    assert expand(TABLE["vg"], ("9.9.2.1",)) == ("9.1.2", "9.9.2", "9.9.2.1")
    # a clause outside the range is not a step of it
    assert "9.1.2" not in expand(TABLE["vg"], ("10.4.1.1",))
    assert "9.1.2" not in expand(TABLE["vg"], ("9.1.1",))


# ---------------- 7.24.3: a blast printed in an effect (「【カウンターブラスト】(2)を払ってよい」: 払う of a
# keyword action, read as 「…する」) with too few face-up cards is not done at all; 「払ったら」 is then
# not met, and the cards kept face up rest on the refusal

PAY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 策士, grade: 3, power: 13000}
    damage: [{name: 古傷一, type: normal}%s]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "【カウンターブラスト】(2)を払ってよい。払ったら、１枚引く。"}
choices:
  - {player: A, at: optional, choose: yes}
ask: [A.hand, 古傷一.face]
"""


def test_an_effect_blast_short_of_cards_is_not_done_and_its_then_fails() -> None:
    r = resolve(loads(PAY % ""))
    assert not any(w.kind == "unsupported" for w in r.warnings())
    assert r.outcome["state"]["A.hand"] == 0
    assert r.outcome["state"]["古傷一.face"] == "up"
    assert "7.24.3" in r.decided_by and "7.24.1" in r.decided_by


def test_an_effect_blast_with_enough_cards_is_paid_and_its_then_holds() -> None:
    r = resolve(loads(PAY % ", {name: 古傷二, type: normal}"))
    assert r.outcome["state"]["A.hand"] == 1
    assert r.outcome["state"]["古傷一.face"] == "down"
    # round 34: 7.24.3's first sentence is the procedure of a blast paid 「…を払う」 in an effect
    # (「…表向きのカードを数字に等しい枚数選び、それらを裏向きにします」): cited where it is carried
    # out (``_vg/cardtext.PAID_IN_EFFECT``); its refusal (the short case above) is not said here
    assert "7.24.3" in r.decided_by
    assert not r.outcome.get("rejected")


# ---------------- 6.3.4: the attacked vanguard ridden over is gone from its circle (10.4.1.9); the new
# vanguard is a new card there, not the unit attacked — no hit

RIDDEN = """\
game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    %s
    deck: [{name: 外れ, type: normal, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, grade: 3, power: 10000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 8000}
    hand: [{name: 新騎士, type: normal, grade: 3, power: 13000}, {name: 兵, type: normal, grade: 2, power: 8000}]
    damage: 1
    deck: 10
actions:
  - {do: attack, attacker: %s, target: %s, guard_actions: [{do: resolve_text, player: B, text: "%s"}]}
ask: [B.damage, B.vanguard, B.left_front]
"""


def test_a_new_vanguard_ridden_during_the_battle_is_not_hit() -> None:
    r = resolve(
        loads(
            RIDDEN
            % (
                "",
                "vanguard",
                "B.vanguard",
                "あなたの手札からグレード３のユニットを１枚選び、ヴァンガードサークルにライドする。",
            )
        )
    )
    assert r.outcome["state"]["B.damage"] == 1
    assert "6.3.4" in r.decided_by and "10.7.1.2.1" in r.decided_by


def test_a_rear_guard_replaced_by_a_call_is_not_hit_without_the_ride_clause() -> None:
    """Neighbour: the attacked rear-guard retired and another called to its circle — no hit,
    and no ride: 6.3.4 is not cited."""
    r = resolve(
        loads(
            RIDDEN
            % (
                "left_front: {name: 剣士, type: normal, grade: 2, power: 10000}",
                "left_front",
                "B.left_front",
                "あなたのリアガードを１枚選び、退却させる。",
            )
        )
    )
    assert "6.3.4" not in r.decided_by


def test_the_same_with_suru_then_holds_when_paid() -> None:
    """「【カウンターブラスト】(2)してよい。したら」: the same step; a bare 「したら」 reads whether the
    step before did it, whatever its verb (11.2.3)."""
    text = PAY.replace("を払ってよい。払ったら", "してよい。したら")
    r = resolve(loads(text % ", {name: 古傷二, type: normal}"))
    assert r.outcome["state"]["A.hand"] == 1
    r = resolve(loads(text % ""))
    assert r.outcome["state"]["A.hand"] == 0


# ---------------- unsettled points recorded in general form (ruling/games/vg.unsettled.yaml)

BOOST = """\
game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    center_back: {name: 支援, type: normal, grade: 1, power: 8000, skills: [boost]}
    deck: [{name: 外れ, type: normal, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 5000}]
    damage: 0
    deck: [{name: 一枚目, type: normal, trigger: none}, 9]
actions:
  - do: attack
    boost: center_back
    guard_actions:
      - {do: guard, card: 盾}
%s
ask: [B.damage]
"""


def test_a_booster_gone_mid_battle_is_a_reading_of_the_boost() -> None:
    """boost_after_booster_left: 14.5.2 「そのバトル中」 against 10.4.1.12.1 / 7.47.1.2 「かぎり」 —
    both run, and they part (21000 against 13000 at 18000)."""
    r = resolve(
        loads(
            BOOST
            % '      - {do: resolve_text, player: B, text: "相手のリアガードを１枚選び、退却させる。"}'
        )
    )
    assert r.outcome["state"]["B.damage"] == 0  # the engine's reading first: the boost ends
    points = r.reading_points()
    assert any("14.5.2" in k and raised for k, raised in points.items())
    assert any(w.kind == "ambiguity" and "14.5.2" in w.clauses for w in r.warnings())


def test_a_booster_still_there_raises_no_reading() -> None:
    r = resolve(loads(BOOST % ""))
    assert r.outcome["state"]["B.damage"] == 1
    assert not any(w.kind == "ambiguity" and "14.5.2" in w.clauses for w in r.warnings())


LOOK = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    left_back: {name: 物見, type: normal, grade: 1, power: 8000,
      text: "【自】【(R)】【ターン1回】：あなたのリアガードが登場した時、%s"}
    hand: [{name: 兵一, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: call, card: 兵一, circle: left_front}
"""


def test_a_limited_ability_that_only_looked_is_a_reading_of_the_state_change() -> None:
    """limit_look_only: 12.3.2.2 「ゲームの状態が変化していた」 after an effect that only looked."""
    r = resolve(loads(LOOK % "あなたの山札の上から１枚見る。"))
    assert r.alternates
    keys = [k for k in r.reading_points()]
    assert any("12.3.2.2" in k for k in keys)


def test_a_limited_ability_that_drew_raises_no_such_reading() -> None:
    r = resolve(loads(LOOK % "１枚引く。"))
    assert not any("12.2.1.2.1" in k for k in r.reading_points())
    assert not r.alternates


# ---------------- 12.6.2.2.1 「それぞれ別名」 in a count (either word order), a card of two names
# (12.6.2.1: 「「X」と同名のカードとしても扱う」 as 「「X」としても扱う」)

NAMES = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜王, grade: 3, power: 13000, text: "【永】【(V)】：%s、このユニットのパワー＋5000。"}
    left_front: {name: 双子, type: normal, grade: 2, power: 10000, text: "%s"}
    right_front: {name: 影, type: normal, grade: 2, power: 10000}
    left_back: {name: %s, type: normal, grade: 1, power: 8000}
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
ask: [竜王.power]
"""
SUFFIX = "あなたのリアガードがそれぞれ別名で３体以上いるなら"
PREFIX = "それぞれ別名のあなたのリアガードが３体以上いるなら"
TWIN = "【永】：このカードは「影」と同名のカードとしても扱う。"


def test_three_names_each_different_meet_the_count() -> None:
    for cond in (SUFFIX, PREFIX):
        r = resolve(loads(NAMES % (cond, "", "光")))
        assert r.outcome["state"]["竜王.power"] == 18000, cond


def test_a_card_treated_as_another_name_breaks_each_different() -> None:
    for cond in (SUFFIX, PREFIX):
        r = resolve(loads(NAMES % (cond, TWIN, "光")))
        assert r.outcome["state"]["竜王.power"] == 13000, cond
        assert not any(w.kind == "unsupported" for w in r.warnings())
        for c in ("12.6.2.1", "12.6.2.2", "12.6.2.2.1"):
            assert c in r.decided_by, (cond, c)


def test_two_cards_of_one_name_are_counted_once() -> None:
    r = resolve(loads(NAMES % (SUFFIX, "", "影")))
    assert r.outcome["state"]["竜王.power"] == 13000


# ---------------- 7.28.1 / 7.28.2 / 7.28.2.1: 「あなたが次に行う【カウンターブラスト】は１減る」 — the next
# counter blast that fighter does, as a cost or in an effect; two add up; a cost brought to 0 is paid
# (1.3.2.3)

NEXT_CB = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 統率者, grade: 3, power: 13000,
      text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(2)]することで、１枚引く。"}
    damage: [{name: 傷一, type: normal}, {name: 傷二, type: normal}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
%s
ask: [A.hand, 傷一.face, 傷二.face]
"""


def _turned(r: object) -> int:
    """How many damage cards the replay turned face down (a choice of which: any branch)."""
    return sum("is turned face down" in s.en for s in r.main.trace.steps)  # type: ignore[attr-defined]


DOWN = '  - {do: resolve_text, player: A, text: "そのターン中、あなたが次に行う【カウンターブラスト】は１減る。"}\n'


def test_two_next_reductions_add_up_to_a_free_cost() -> None:
    r = resolve(loads(NEXT_CB % (DOWN * 2 + "  - {do: activate, card: 統率者}")))
    st = r.outcome["state"]
    assert (st["A.hand"], st["傷一.face"], st["傷二.face"]) == (1, "up", "up")
    for c in ("7.28.1", "7.28.2", "7.28.2.1", "1.3.2.3"):
        assert c in r.decided_by, c


def test_one_next_reduction_leaves_one_card_to_turn() -> None:
    r = resolve(loads(NEXT_CB % (DOWN + "  - {do: activate, card: 統率者}")))
    assert r.outcome["state"]["A.hand"] == 1
    assert _turned(r) == 1
    assert "7.28.2.1" not in r.decided_by and "1.3.2.3" not in r.decided_by


def test_the_reduction_reaches_a_blast_in_an_effect_and_is_then_used() -> None:
    r = resolve(
        loads(
            NEXT_CB
            % (
                DOWN
                + '  - {do: resolve_text, player: A, text: "【カウンターブラスト】(1)する。"}\n'
                + '  - {do: resolve_text, player: A, text: "【カウンターブラスト】(1)する。"}'
            )
        )
    )
    # the first is 0 (nothing turned), the second is whole (the next one was used)
    assert _turned(r) == 1
    assert "7.28.1" in r.decided_by


def test_the_opponents_reduction_does_not_reach_this_fighter() -> None:
    down_b = DOWN.replace("player: A", "player: B")
    r = resolve(loads(NEXT_CB % (down_b + "  - {do: activate, card: 統率者}")))
    st = r.outcome["state"]
    assert (st["傷一.face"], st["傷二.face"]) == ("down", "down")
