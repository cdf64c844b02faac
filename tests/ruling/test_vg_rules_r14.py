"""Vanguard rules read again against the engine from the known failures of the r13 set, each
on a minimal case of its own (the scenario files are tests/scenarios/vg/r13_*)."""

from __future__ import annotations

from ruling.resolve import check_expect
from tests.ruling.boards import vg_run, zone_names

ATTACK = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    right_front: {name: 突撃兵, type: normal, grade: 2, power: 10000, text: "【自】【(R)】：このユニットがヴァンガードにアタックした時、そのバトル中、このユニットのパワー＋5000し、そのバトル終了時、１枚引く。"}
    hand: 2
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 重騎士, type: normal, grade: 2, power: 12000}
    deck: 10
actions:
  - {do: attack, attacker: right_front, target: TARGET}
ask: [A.hand]
"""


def test_an_attack_on_what_the_trigger_does_not_name_does_not_trigger_11_9_2() -> None:
    """11.9.2: only a trigger condition met makes an automatic ability pending. 「ヴァンガードに
    アタックした時」 and the unit attacked a rear-guard: the event came, its condition was not
    met — the ruling that it did not trigger names that clause."""
    r = vg_run(
        ATTACK.replace("TARGET", "B.left_front")
        + "expect:\n  state: {A.hand: 2}\n  triggered: {突撃兵: 0}\n"
        # corrected (round 20, s16vg): A's hand rests on the trigger not met (11.9.2) and on the
        # drive check a rear-guard's attack does not make (10.5.1.2.1, the step skipped now
        # touches the hand); 10.7.1.2 (no hit on 重騎士) changes nothing in A's hand — it was
        # cited only because nothing asked about was touched (every rule applied)
        + '  decided_by: ["11.9.2", "10.5.1.2.1"]\n',
        phase="battle",
    )
    assert check_expect(r) == []
    # on the vanguard it triggers (the 11.9.2 of a pending ability, not of a near miss)
    hit = vg_run(ATTACK.replace("TARGET", "B.vanguard"), phase="battle")
    assert len(zone_names(hit, "A", "hand")) == 3


def test_a_delayed_ability_is_not_one_of_the_cards_own_11_9_7() -> None:
    """11.9.7: 「そのバトル終了時、…」 is an automatic ability the effect creates, not a text of
    the card: ``expect.triggered`` counts the card's own ability once, the delayed one only
    under ``#delayed``."""
    r = vg_run(
        ATTACK.replace("TARGET", "B.vanguard")
        + 'expect:\n  state: {A.hand: 3}\n  triggered: {突撃兵: 1, "突撃兵#delayed": 1}\n'
        + '  decided_by: ["11.9.7"]\n',
        phase="battle",
    )
    assert check_expect(r) == []


SIN = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    damage:
      - {name: 罪, type: normal, grade: 2, power: 10000, face: FACE, text: "【起】【ダメージゾーン】：このカードが表なら、このカードを(R)にコールする。あなたの山札を上から１枚ダメージゾーンに裏で置く。"}
    deck: [{name: 山上, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    deck: 10
actions:
  - {do: activate, card: 罪, from: damage}
ask: [A.damage]
"""


def test_a_costless_activated_ability_is_played_by_declaring_it_11_1_1_1_2() -> None:
    r = vg_run(
        SIN.replace("FACE", "up")
        + "choices:\n  - {player: A, at: circle, choose: left_front}\n"
        + "expect:\n  state: {罪.zone: A.left_front}\n"
        '  decided_by: ["11.1.1.1.2", "11.2.1.1"]\n'
    )
    assert check_expect(r) == []


def test_a_failed_requirement_stops_its_sentence_only_11_2_2() -> None:
    """11.2.2: the requirement not met, its sentence (the call) is not done; the next sentence
    is, and the card it puts face down is there because of that reading: the ruling about the
    damage zone names 11.2.1.1 and 11.2.2."""
    r = vg_run(
        SIN.replace("FACE", "down") + "expect:\n  state: {罪.zone: A.damage, 山上.zone: A.damage}\n"
        '  decided_by: ["11.2.1.1", "11.2.2"]\n'
    )
    assert check_expect(r) == []
    assert not r.main.final.players["A"].zones["damage"][-1].face_up
    # with 5 damage the card put there is the sixth: the loss (13.2.2) is decided by that
    # reading too — the face-down placing is a step of the same resolution
    five = SIN.replace("FACE", "down").replace(
        "    deck: [{name: 山上",
        "      - {name: 傷, type: normal}\n" * 4 + "    deck: [{name: 山上",
    )
    lost = vg_run(five + 'expect:\n  outcome: {loser: A}\n  decided_by: ["11.2.2", "13.2.2"]\n')
    assert check_expect(lost) == []


RIDDEN = """\
players:
  A:
    vanguard: {name: 鳥, type: normal, grade: 2, power: 10000, text: "【自】：このカードがあなたのカードの能力でソウルに置かれた時、１枚引く。"}
    hand: [{name: 団長, type: normal, grade: 3, power: 13000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    deck: 10
actions:
  - {do: ride_phase, card: 団長}
ask: [A.hand]
expect:
  state: {A.hand: 0, 鳥.zone: A.soul}
  triggered: {鳥: 0}
  decided_by: ["6.3.3.5", "11.9.2"]
"""


def test_put_into_the_soul_by_a_ride_is_not_by_an_ability_11_9_2() -> None:
    """11.9.2: 「あなたのカードの能力でソウルに置かれた時」 and the ride procedure (6.3.3.5) put
    it there: the event came, its condition was not met; the ruling names both."""
    assert check_expect(vg_run(RIDDEN, phase="ride")) == []


SWEET = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    right_front: {name: 甘味, uid: rg, type: normal, grade: 1, power: 8000, text: "SweetLink－【永】：このカードと同名のあなたの他のソウルがあるなら、このカードはSweetLink状態になる。\\n【永】【(R)】：このユニットがSweetLink状態なら、このユニットのパワー＋2000。"}
    soul: [{name: 甘味, type: normal, grade: 1}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    deck: 10
actions: []
ask: [rg.power]
expect:
  state: {rg.power: 10000}
  decided_by: ["14.61.1", "5.2.2"]
"""


def test_a_state_a_keyword_defines_is_read_by_its_definition_14_61_1() -> None:
    """5.2.2 / 14.61.1: 「SweetLink状態なら」 reads the state the keyword SweetLink defines: the
    ruling on the power names the keyword's definition."""
    assert check_expect(vg_run(SWEET)) == []


EITHER = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 術士, type: normal, grade: 2, power: 10000, text: "【自】：このユニットが(R)に登場した時、【コスト】[【カウンターブラスト】(1)か手札から１枚ソウルに置く]ことで、１枚引く。"}
      - {name: 手札一, type: normal, grade: 1}
    damage: [{name: 裏一, type: normal, face: down}]
    deck: [{name: 引き札, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    deck: 10
actions:
  - do: main_phase
    actions: [{do: call, card: 術士, circle: left_front}]
choices:
  - {player: A, at: cost, choose: yes}
ask: [手札一.zone]
expect:
  state: {手札一.zone: A.soul, 引き札.zone: A.hand}
  decided_by: ["11.7.1", "7.24.1", "7.24.2"]
"""


def test_a_cost_of_two_ways_one_unpayable_pays_the_other_7_24_2() -> None:
    """「【カウンターブラスト】(1)か手札から１枚ソウルに置く」 with no face-up damage card: the
    counter blast cannot be paid (7.24.1, 7.24.2: face-up cards of the number turned down), so
    the hand card is the cost (11.7.1); the ruling on where it went says why."""
    assert check_expect(vg_run(EITHER)) == []


UNRETIRABLE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]することで、相手のリアガードを１枚選び、退却させる。"}
    damage: [{name: 表の傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 盾兵, type: normal, grade: 1}
    left_back: {name: 重機, type: normal, grade: 1, text: "【永】【後列の(R)】：このユニットと同じ縦列にあなたの他のリアガードがいるなら、このユニットは相手のカードの効果で退却しない。"}
    deck: 10
actions:
  - {do: activate, card: 竜}
choices:
  - {player: A, choose: 重機}
ask: [重機.zone, 表の傷.face]
expect:
  state: {重機.zone: B.left_back, 表の傷.face: down}
  decided_by: ["1.3.3", "11.4.4", "7.24.2"]
"""


def test_a_unit_kept_from_retiring_by_its_continuous_ability_cites_where_it_works_11_4_4() -> None:
    """1.3.3: 「相手のカードの効果で退却しない」 beats the retire; it applies because the ability
    works where the unit is (11.4.4: 【後列の(R)】) — the ruling names that too; the counter
    blast paid as the printed 【カウンターブラスト】(1) is read by 7.24.2."""
    assert check_expect(vg_run(UNRETIRABLE)) == []


COLUMN = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 捻竜, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：このユニットと同じ縦列に相手のリアガードがいないなら、このユニットと同じ縦列のあなたのリアガードすべては『ブースト』を得る。"}
    left_back: {name: 支援兵, type: normal, grade: 1, power: 8000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 重騎士, type: normal, grade: 2}
    damage: 2
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard, boost: left_back}
ask: [B.damage, A.left_back]
expect:
  outcome: {rejected: true}
  state: {B.damage: 2, A.left_back: stand}
  decided_by: ["4.9.1.2", "14.5.2", "11.11.1.5"]
"""


def test_a_boost_the_unmet_condition_of_a_giver_withholds_cites_that_condition_4_9_1_2() -> None:
    """14.5.2: only a unit with 『ブースト』 boosts; the continuous ability that would give it is
    not met — B's right front faces A's left (4.9.1.2: one column) — and the refusal says so."""
    assert check_expect(vg_run(COLUMN, phase="battle")) == []
    # with B's rear-guard on B's left (A's right column) the condition holds and it boosts
    met = vg_run(
        COLUMN.replace("right_front: {name: 重騎士", "left_front: {name: 重騎士"), "battle"
    )
    assert met.main.final.players["A"].zones["field.left_back"][0].orientation == "rest"


NO_ACT = """\
players:
  A:
    vanguard: {name: 花の少女, type: normal, grade: GRADE, power: 10000}
    left_back: {name: 気まま, type: normal, grade: 1, power: 8000, text: "【永】【(R)】：あなたのヴァンガードがグレード３以上なら、このユニットは『【起】【(R)】：【コスト】[このユニットを【レスト】する]ことで、１枚引く。』を得る。"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    deck: 10
actions:
  - {do: activate, card: 気まま, allowed: false}
ask: [気まま.state]
expect:
  outcome: {rejected: true}
  state: {気まま.state: stand}
  decided_by: ["11.1.1.3", "11.11.1.5", "1.3.2"]
"""


def test_no_activated_ability_while_the_giver_is_unmet_cites_it_11_1_1_3() -> None:
    """11.1.1.3: a continuous ability gives its effect while it is in force — its condition
    unmet, the unit has no 【起】 to play: the refusal names that ability."""
    assert check_expect(vg_run(NO_ACT.replace("GRADE", "2"))) == []
    met = vg_run(NO_ACT.replace("GRADE", "3").replace(", allowed: false", ""))
    assert len(zone_names(met, "A", "hand")) == 1
