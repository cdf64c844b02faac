"""Vanguard rules read again against the engine from the known failures of the r6 / r9 sets,
each on a minimal case of its own (the scenario files are in tests/scenarios/vg/)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited as _cited

HEAD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: PHASE, first_player: A}
"""


def _run(body: str, phase: str = "main"):  # type: ignore[no-untyped-def]
    return resolve(loads(HEAD.replace("PHASE", phase) + body, "t.yaml"))


def _zone(r, player: str, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.name for c in r.main.final.players[player].zones[zone]]


ATTACK = """\
players:
  A: {vanguard: {name: 竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: TARGET
    deck: 10
actions:
  - {do: attack, target: right_front}
"""


def test_an_empty_front_circle_is_no_attack_target_and_the_vanguard_is_chosen() -> None:
    """10.4.1.6: the attacked unit is a unit of the defender's front row; a circle with none is
    no choice, and the named circle is refused. The attacker was rested before the choice
    (10.4.1.5) and stays rested (no clause undoes 10.4.1.5)."""
    r = _run(ATTACK.replace("    right_front: TARGET\n", ""), "battle")
    v = r.main.final.players["A"].zones["field.vanguard"][0]
    assert v.orientation == "rest"
    assert r.main.rejected
    assert {"10.4.1.5", "10.4.1.6", "1.3.2"} <= _cited(r)
    assert "7.30.1.2" not in _cited(r)
    # corrected (round 14): 10.4.1.7.1 no longer decides. B's vanguard is a choice 10.4.1.6
    # offers, and its 「…ユニットを1体選択し」 binds the fighter: the vanguard is chosen (the
    # only choice) and the battle goes on against it, so the attacked unit is not 未指定
    assert "10.4.1.7.1" not in _cited(r)
    assert len(r.main.final.players["B"].zones["damage"]) == 1  # 13000 vs 13000: hit


def test_a_locked_card_is_no_attack_target() -> None:
    """7.30.1.2, 4.9.2.7: a locked card is no unit; the attack naming its circle is refused,
    after the attacker rested (10.4.1.5)."""
    r = _run(ATTACK.replace("TARGET", "{name: 呪, type: normal, grade: 1, locked: true}"), "battle")
    assert r.main.final.players["A"].zones["field.vanguard"][0].orientation == "rest"
    assert r.main.rejected
    # corrected (round 14): was 10.4.1.7.1 cited too; B's vanguard is a choice of 10.4.1.6, so
    # the fighter chooses it and the battle goes on (the attacked unit is not 未指定)
    assert {"10.4.1.6", "7.30.1.2", "4.9.2.7"} <= _cited(r)
    assert "10.4.1.7.1" not in _cited(r)


CALL = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 騎兵, type: normal, grade: 2, power: 9000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
effects:
  - {target: 騎兵, stat: power, op: add, value: 5000, until: turn}
actions:
  - ACTION
"""


def test_a_unit_called_from_another_circle_is_a_new_card() -> None:
    """6.2.5: a called card is a new card, called from another circle too (the exception to
    4.1.8): the effect on it ends."""
    r = _run(CALL.replace("ACTION", "{do: call, card: 騎兵, circle: right_back, superior: true}"))
    assert _zone(r, "A", "field.right_back") == ["騎兵"]
    assert _zone(r, "A", "field.left_front") == []
    assert not [e for e in r.main.final.effects if e.stat == "power"]
    assert "6.2.5" in _cited(r)


def test_a_unit_moved_between_circles_keeps_its_effects() -> None:
    """4.1.8: a move (not a call) from circle to circle keeps the card and its effects."""
    r = _run(CALL.replace("ACTION", "{do: move, card: 騎兵, to: field.right_front}"))
    assert _zone(r, "A", "field.right_front") == ["騎兵"]
    assert [e for e in r.main.final.effects if e.stat == "power"]


PUT_V = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_back: {name: 騎兵, type: normal, grade: 2, power: 9000, state: rest}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、ヴァンガードサークルに置く。"}
"""


def test_a_rearguard_put_on_the_vanguard_circle_by_an_ability_is_a_ride() -> None:
    """7.4.1.1 (read over 6.3.3.1, a reading the ruling names): the unit rides, standing
    (4.9.2.3.1), and the old vanguard goes to the soul (6.3.3.5)."""
    r = _run(PUT_V)
    a = r.main.final.players["A"]
    assert [c.name for c in a.zones["field.vanguard"]] == ["騎兵"]
    assert a.zones["field.vanguard"][0].orientation == "stand"
    assert [c.name for c in a.zones["soul"]] == ["竜"]
    assert {"7.4.1.1", "6.3.3.5", "4.9.2.3.1", "6.3.4"} <= _cited(r)
    other = r.outcome.get("readings") or []
    assert other and "7.4.1.1" in r.outcome.get("depends_on_reading", [])


def test_the_other_reading_leaves_the_rearguard_where_it_is() -> None:
    """6.3.3.1 read as stopping it: nothing moves."""
    r = _run(PUT_V + "choices: [{player: A, at: reading, choose: not_done}]\n")
    a = r.main.final.players["A"]
    assert [c.name for c in a.zones["field.vanguard"]] == ["竜"]
    assert [c.name for c in a.zones["field.left_back"]] == ["騎兵"]


FURTHER = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    damage: DAMAGE
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
"""
COND_THEN_FURTHER = "あなたのダメージゾーンが３枚以上なら、１枚引く。さらに、そのターン中、あなたのヴァンガードのパワー＋5000。"


def test_a_furthermore_sentence_is_not_resolved_after_a_sentence_that_failed() -> None:
    """11.2.5: the sentence before has a requirement and did not meet it."""
    r = _run(FURTHER.replace("DAMAGE", "2").replace("TEXT", COND_THEN_FURTHER))
    assert len(r.main.final.players["A"].zones["hand"]) == 0
    assert "11.2.5" in _cited(r)
    assert not [e for e in r.main.final.effects if e.stat == "power"]


def test_a_furthermore_sentence_is_resolved_after_a_sentence_that_met_it() -> None:
    r = _run(FURTHER.replace("DAMAGE", "3").replace("TEXT", COND_THEN_FURTHER))
    assert len(r.main.final.players["A"].zones["hand"]) == 1
    assert [e for e in r.main.final.effects if e.stat == "power"]
    assert "11.2.5" not in _cited(r)


def test_a_furthermore_sentence_after_one_with_no_requirement_is_resolved() -> None:
    text = "１枚引く。さらに、そのターン中、あなたのヴァンガードのパワー＋5000。"
    r = _run(FURTHER.replace("DAMAGE", "0").replace("TEXT", text))
    assert len(r.main.final.players["A"].zones["hand"]) == 1
    assert [e for e in r.main.final.effects if e.stat == "power"]


OPP_UNIT = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    soul: 1
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, text: "TEXT"}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "EFFECT"}
"""


def test_a_card_does_not_go_to_a_zone_of_a_fighter_other_than_its_owner() -> None:
    """4.1.13: 「あなたのソウルに置く」 with the opponent's unit: not moved (1.3.2)."""
    r = _run(
        OPP_UNIT.replace("TEXT", "").replace(
            "EFFECT", "相手のリアガードを１枚選び、あなたのソウルに置く。"
        )
    )
    assert _zone(r, "B", "field.left_front") == ["槍兵"]
    assert len(r.main.final.players["A"].zones["soul"]) == 1
    assert {"4.1.13", "1.3.2"} <= _cited(r)


def test_a_card_goes_to_its_owners_zone_the_effect_names() -> None:
    r = _run(
        OPP_UNIT.replace("TEXT", "").replace(
            "EFFECT", "相手のリアガードを１枚選び、相手のソウルに置く。"
        )
    )
    assert _zone(r, "B", "soul") == ["槍兵"]
    assert "4.1.13" not in _cited(r)


UNAFFECTED = "【永】【(R)】：このユニットは相手のカードの効果の影響を受けない。"


def test_a_unit_unaffected_by_the_opponents_effects_is_not_chosen_by_them() -> None:
    """12.5.1: not chosen; no other target, so the retire is ignored (11.8.4.1.3)."""
    r = _run(
        OPP_UNIT.replace("TEXT", UNAFFECTED).replace(
            "EFFECT", "相手のリアガードを１枚選び、退却させる。"
        )
    )
    assert _zone(r, "B", "field.left_front") == ["槍兵"]
    assert "12.5.1" in _cited(r)


EFFECT = (
    "相手のリアガードすべてを【レスト】し、そのターン中、相手のリアガードすべてのパワー－5000。"
)


def test_a_unit_unaffected_by_the_opponents_effects_keeps_its_values_and_state() -> None:
    """12.5.1: no modification of its values, no change of its state, by those effects."""
    r = _run(OPP_UNIT.replace("TEXT", UNAFFECTED).replace("EFFECT", EFFECT))
    u = r.main.final.players["B"].zones["field.left_front"][0]
    assert u.orientation == "stand"
    assert not [e for e in r.main.final.effects if e.target == u.uid]
    assert not r.warnings()
    plain = _run(OPP_UNIT.replace("TEXT", "").replace("EFFECT", EFFECT))
    assert plain.main.final.players["B"].zones["field.left_front"][0].orientation == "rest"


def test_the_units_own_fighters_effects_still_affect_it() -> None:
    body = OPP_UNIT.replace("TEXT", UNAFFECTED).replace(
        "EFFECT", "あなたのリアガードを１枚選び、退却させる。"
    )
    r = _run(body.replace("player: A, text", "player: B, text"))
    assert _zone(r, "B", "drop") == ["槍兵"]


LIMITED = """\
players:
  A:
    vanguard: {name: 指揮竜, type: normal, grade: 3, power: 13000, text: "【自】【(V)】【ターン1回】：あなたのリアガードがアタックした時、１枚引く。"}
    left_front: {name: 騎兵, type: normal, grade: 2, power: 9000}
    right_front: {name: 歩兵, type: normal, grade: 2, power: 9000}
    deck: 10
  B: {vanguard: {name: 要塞, type: normal, grade: 3, power: 30000}, deck: 10}
actions:
  - {do: attack, attacker: left_front}
  - {do: attack, attacker: right_front}
"""


def test_a_limited_auto_ability_declined_is_not_used_up() -> None:
    """12.3.5: declined when pending, it is not played; on the next trigger it may be."""
    r = _run(LIMITED + "choices: [{player: A, at: turn_limit, choose: 'no'}]\n", "battle")
    assert len(r.main.final.players["A"].zones["hand"]) == 1
    assert "12.3.5" in _cited(r)
    pending = [s for s in r.main.trace.steps if s.event == "pending" and "指揮竜" in s.ja]
    assert len(pending) == 2  # it triggered again on the second attack


def test_a_limited_auto_ability_played_is_used_up_and_the_play_is_an_assumption() -> None:
    """12.3.2.2: played, it cannot be used again this turn; left unanswered, playing it is
    taken and said (12.3.5 lets its master decline)."""
    r = _run(LIMITED, "battle")
    assert len(r.main.final.players["A"].zones["hand"]) == 1
    pending = [s for s in r.main.trace.steps if s.event == "pending" and "指揮竜" in s.ja]
    assert len(pending) == 1  # used up: it does not trigger on the second attack
    assert any(
        "12.3.5" in w.get("clauses", []) for w in r.warnings() if isinstance(w, dict)
    ) or any("12.3.5" in str(w) for w in r.warnings())


PROTECT_TWO = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 23000}
    deck: [{name: 札, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept]}
    gift_markers: "MARK"
    gift_protect: 2
    damage: 3
    deck: 10
actions:
  - {do: attack, intercept: [left_front]}
"""


def test_a_protect_two_marker_gives_its_unit_ten_thousand_shield_when_it_intercepts() -> None:
    """16.3.1.6.2, 10.5.1.2.4.1: pending when the unit intercepts; played though the unit
    left the marker's circle (11.9.9): 13000 + 15000 > 23000, no hit."""
    r = _run(PROTECT_TWO.replace("MARK", "left_front:protect"), "battle")
    assert len(r.main.final.players["B"].zones["damage"]) == 3
    assert {"16.3.1.6.2", "10.5.1.2.4.1", "11.9.9"} <= _cited(r)


def test_an_intercept_from_a_circle_without_the_marker_gets_no_shield() -> None:
    r = _run(PROTECT_TWO.replace("MARK", "right_front:protect"), "battle")
    assert len(r.main.final.players["B"].zones["damage"]) == 4
    assert "10.5.1.2.4.1" not in _cited(r)


SIX_MID = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    damage: [{name: 古傷, type: normal, grade: 2}, 4]
    deck: [{name: 札, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
choices: [{player: A, choose: 古傷}]
"""


def test_six_damage_only_in_the_middle_of_an_effect_is_no_loss_and_the_ruling_says_why() -> None:
    """13.1.2: rule processes are checked only at a check timing; the loss condition held in
    the middle of the effect, not then: a step says so, about the damage zone."""
    text = "あなたの山札を上から１枚ダメージゾーンに置き、その後、あなたのダメージゾーンから１枚選び、回復する。"
    r = _run(SIX_MID.replace("TEXT", text))
    assert r.main.final.result is None
    assert len(r.main.final.players["A"].zones["damage"]) == 5
    said = [s for s in r.main.trace.steps if "13.1.2" in s.clauses and "13.2.1" in s.clauses]
    assert said and "13.1.2" in r.decided_by


def test_six_damage_at_the_check_timing_loses() -> None:
    r = _run(SIX_MID.replace("TEXT", "あなたの山札を上から１枚ダメージゾーンに置く。"))
    assert r.main.final.result is not None


DISCARDED = """\
players:
  A: {vanguard: {name: 竜, type: normal, grade: 3}, deck: 10}
  B:
    vanguard: {name: 魔嬢, type: normal, grade: 3}
    hand: [{name: 魔, type: normal, grade: 1, text: "【自】：あなたのターンにこのカードが手札から捨てられた時、このカードをソウルに置いてよい。"}]
    deck: 10
actions:
  - {do: resolve_text, player: WHO, text: "TEXT"}
"""


def test_an_event_outside_the_turn_its_trigger_names_does_not_trigger_and_says_so() -> None:
    """11.1.1.2.1: discarded in the opponent's turn, 「あなたのターンに…時」 is not met."""
    body = DISCARDED.replace("WHO", "A").replace("TEXT", "相手は自分の手札から１枚選び、捨てる。")
    r = _run(body)
    assert _zone(r, "B", "drop") == ["魔"]
    assert "11.1.1.2.1" in _cited(r)
    assert not [s for s in r.main.trace.steps if s.event == "pending"]


def test_the_same_event_in_its_masters_turn_triggers() -> None:
    body = DISCARDED.replace("WHO", "B").replace("TEXT", "あなたの手札から１枚選び、捨てる。")
    r = resolve(
        loads(HEAD.replace("player: A", "player: B").replace("PHASE", "main") + body, "t.yaml")
    )
    assert [s for s in r.main.trace.steps if s.event == "pending"]
    assert not [s for s in r.main.trace.steps if "誘発しない" in s.ja]


def test_damage_an_effect_deals_is_applied_by_the_rule_processes_after_the_effect() -> None:
    """7.35.1, 7.35.2.2, 13.6: 「相手のヴァンガードに１ダメージを与える」 raises the vanguard
    damage; the damage check moves a card only at the check timing, after the whole effect, so
    the next sentence's condition still sees 2 cards."""
    body = """\
players:
  A: {vanguard: {name: 竜, type: normal, grade: 3}, hand: 0, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    damage: 2
    deck: [{name: 従者, type: normal, grade: 1}, 9]
actions:
  - {do: resolve_text, player: A, text: "相手のヴァンガードに１ダメージを与える。相手のダメージゾーンが３枚以上なら、１枚引く。"}
"""
    r = _run(body)
    assert _zone(r, "B", "damage")[0] == "従者"
    assert len(r.main.final.players["B"].zones["damage"]) == 3
    assert len(r.main.final.players["A"].zones["hand"]) == 0
    assert {"7.35.1", "7.35.2.2", "13.6.1"} <= _cited(r)
