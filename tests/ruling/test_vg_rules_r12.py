"""Vanguard rules read again against the engine from the known failures of the r11 set, each
on a minimal case of its own (the scenario files are tests/scenarios/vg/r11_*)."""

from __future__ import annotations

from ruling.resolve import check_expect
from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names


DRAW2 = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：２枚引く。"}
    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 8]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
ask: [A.hand, A.deck]
expect:
  state: {A.hand: HAND, A.deck: DECK}
  decided_by: ["4.6.2"]
"""


def test_unordered_zones_compare_as_sets_4_6_2() -> None:
    """4.6.2 「自身の手札のカードの順番は管理されません」 (and so the drop 4.7.2, soul 4.10.2, damage
    4.11.2, G zone 4.14.2, crest 4.19.2): a list of names stated for the hand is met by the same
    cards in any order, and not by other cards."""
    r = _run(DRAW2)
    assert sorted(_zone(r, "A", "hand")) == ["一", "二"]
    for hand in (["一", "二"], ["二", "一"]):
        body = DRAW2.replace("HAND", str(hand)).replace("DECK", "8")
        problems = check_expect(_run(body))
        assert not [p for p in problems if "A.hand" in p], hand
    wrong = DRAW2.replace("HAND", "[一]").replace("DECK", "8")
    assert any("A.hand" in p for p in check_expect(_run(wrong)))


DISCARD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：あなたの手札から１枚選び、捨てる。"}
    hand: [{name: 流, type: normal, grade: 2, text: "【自】：このカードがWHOSEカードの能力で手札から捨てられた時、１枚引く。"}]
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
choices:
  - {player: A, choose: 流}
ask: [A.hand]
"""


def test_discard_by_an_effect_is_made_by_that_ability_11_9_2() -> None:
    """7.9.2: a card put from the hand into the drop is discarded; done by a step of an ability's
    effect, it is discarded by that ability, so 「このカードがあなたのカードの能力で手札から捨てられた
    時」 triggers (11.9.2) — and 「相手のカードの能力で」 does not."""
    r = _run(DISCARD.replace("WHOSE", "あなたの"))
    assert _zone(r, "A", "drop") == ["流"] and _zone(r, "A", "hand") == ["一"]
    assert "11.9.2" in r.decided_by
    r = _run(DISCARD.replace("WHOSE", "相手の"))
    assert _zone(r, "A", "drop") == ["流"] and _zone(r, "A", "hand") == []


RESULT = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：IFX相手のリアガードを１枚選び、退却させる。退却させなかったなら、そのターン中、このユニットのパワー＋10000。"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: GRADE}
    REAR
    deck: 10
actions:
  - {do: activate, card: 竜}
ask: [竜.power]
expect: {state: {竜.power: POWER}, decided_by: ["11.2.4"]}
"""
IF3 = "相手のヴァンガードがグレード３以上なら、"
HEI = "left_front: {name: 兵, type: normal, grade: 1}"


def _power_ok(grade: str, cond: str, rear: str, power: int) -> list[str]:
    body = RESULT.replace("GRADE", grade).replace("IFX", cond).replace("REAR", rear)
    r = _run(body.replace("POWER", str(power)))
    return [p for p in check_expect(r) if "power" in p]


def test_sentence_reading_a_failed_sentence_result_is_not_resolved_11_2_4() -> None:
    """11.2.4: 「退却させなかったなら、…」 opens the sentence after one with a requirement and
    reads its result: when that requirement is not met (a grade-2 vanguard), the sentence is not
    resolved (no +10000), cited; when it is met and a rear-guard retired, 「なかったなら」 is not
    met; the sentence before with no requirement and nothing to retire: +10000."""
    body = RESULT.replace("GRADE", "2").replace("IFX", IF3).replace("REAR", HEI)
    r = _run(body.replace("POWER", "13000"))
    assert not check_expect(r)
    assert _zone(r, "B", "field.left_front") == ["兵"]
    assert not _power_ok("3", IF3, HEI, 13000)
    assert not _power_ok("2", "", "", 23000)


UNMET = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3}
    hand: [{name: 兵, type: normal, grade: 1, text: "【自】：このユニットが(R)に登場した時、相手のヴァンガードがグレード３以上なら、【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"}]
    soul: [{name: 魂, type: normal, grade: 1}]
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 2}, deck: 10}
actions:
  - {do: call, card: 兵, circle: left_front}
ask: [ASK]
"""


def test_unmet_condition_decides_what_its_cost_and_draw_left_alone_11_2_1_2() -> None:
    """11.2.1.2: the requirement 「…なら」 is read on resolution; not met, neither the cost nor
    the steps are done, so the soul the cost would have blasted and the card the draw would have
    drawn (the top of the deck) are as they were because of that reading."""
    for ask in ("A.soul", "一.zone", "魂.zone"):
        r = _run(UNMET.replace("ASK", ask))
        assert _zone(r, "A", "soul") == ["魂"] and _zone(r, "A", "deck")[0] == "一", ask
        assert "11.2.1.2" in r.decided_by, ask


RIDE = """\
players:
  A:
    vanguard: {name: 二, type: normal, grade: 2}
    ride_deck: [{name: 三, type: normal, grade: 3}]
    hand: [{name: 札, type: normal, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: ride_phase, card: 三, from: ride_deck, discard: 札}
ask: [札.zone]
"""


def test_ride_deck_discard_is_a_discard_7_9_2() -> None:
    """6.3.3.2.2: a ride from the ride deck not by an effect discards a hand card; moved from
    the hand to the drop it is discarded (7.9.2), which the ruling on that card cites."""
    r = _run(RIDE, "ride")
    assert _zone(r, "A", "drop") == ["札"]
    assert {"6.3.3.2.2", "7.9.2"} <= set(r.decided_by)


UNPAYABLE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3}
    left_front: {name: 兵, type: normal, grade: 1, text: "【起】【(R)】：【コスト】[【エネルギーブラスト】(1)，他のリアガードを１枚退却させる]ことで、１枚引く。"}
    energy: 3
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 兵, allowed: false}
ask: [A.energy]
"""


def test_cost_read_whole_when_a_part_cannot_be_paid_11_7_1() -> None:
    """11.7.1: a cost is paid whole, at once, by its master; with no other rear-guard to retire
    no part of it is paid (11.8.2.2): the play is refused and the energy stays."""
    r = _run(UNPAYABLE)
    assert not [p for p in check_expect(r) if "allowed" in p]
    assert {"11.7.1", "11.8.2.2"} <= set(r.decided_by)


def test_result_read_after_the_sentence_before_met_its_requirement_11_2_4() -> None:
    """11.2.4 read the other way: the sentence before met its requirement (grade 3) and retired
    nothing (no rear-guard), so 「退却させなかったなら」 is resolved and met: +10000, citing
    11.2.4."""
    body = RESULT.replace("GRADE", "3").replace("IFX", IF3).replace("REAR", "")
    r = _run(body.replace("POWER", "23000"))
    assert not check_expect(r)


FURTHER = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：相手のヴァンガードがグレード２以上なら、１枚引く。さらに相手のヴァンガードがグレード３以上なら、そのターン中、このユニットのパワー＋5000。"}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 2}, deck: 10}
actions:
  - {do: activate, card: 竜}
ask: [竜.power]
expect: {state: {竜.power: 13000, A.hand: [一]}, decided_by: ["11.2.5", "11.2.2"]}
"""


def test_furthermore_read_then_its_own_requirement_fails_11_2_5() -> None:
    """11.2.5: the 「さらに」 sentence is read because the sentence before met its requirement
    (cited), then its own requirement is not met (11.2.2): no +5000."""
    assert not check_expect(_run(FURTHER))


BACKROW = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    CIRCLE: {name: 歌姫, type: normal, grade: 1, text: "【自】【後列の(R)】：ガードステップ開始時、１枚引く。"}
    deck: [{name: 一, type: normal, grade: 1}, 9]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
expect: {triggered: {歌姫: COUNT}, decided_by: ["11.4.4"]}
"""


def test_ability_on_a_circle_its_zone_does_not_name_does_not_trigger_11_4_4() -> None:
    """11.4.4: a 【後列の(R)】 ability works only on a back-row circle: on a front-row circle the
    event happens but the ability does not trigger (cited); on the back row it does."""
    r = _run(BACKROW.replace("CIRCLE", "left_front").replace("COUNT", "0"), "battle")
    assert not check_expect(r)
    r = _run(BACKROW.replace("CIRCLE", "left_back").replace("COUNT", "1"), "battle")
    assert not [p for p in check_expect(r) if "triggered" in p]


CLOSE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 兵, type: normal, grade: 2, power: 10000, text: "【自】【(R)】：このユニットがリアガードにアタックしたバトル終了時、１枚引く。"}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 槍, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: TARGET}
ask: [A.hand]
"""


def test_attack_on_a_rearguard_read_at_the_battle_end_10_1_4() -> None:
    """10.1.4: a battle whose attacked units include a rear-guard is an attack on a rear-guard
    until its close step ends, so 「リアガードにアタックしたバトル終了時」 triggers at the close
    step (10.8.1.1), citing it; an attack on the vanguard does not."""
    r = _run(CLOSE.replace("TARGET", "B.right_front"), "battle")
    assert _zone(r, "A", "hand") == ["一"]
    assert {"10.1.4", "10.8.1.1"} <= set(r.decided_by)
    r = _run(CLOSE.replace("TARGET", "B.vanguard"), "battle")
    assert _zone(r, "A", "hand") == []


EARLIER = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：１枚引く。相手のヴァンガードがグレード３以上なら、そのターン中、このユニットのパワー＋5000。引いたなら、そのターン中、このユニットのパワー＋10000。"}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 2}, deck: 10}
actions:
  - {do: activate, card: 竜}
ask: [竜.power]
expect: {state: {竜.power: 23000}, decided_by: ["11.2.3"]}
"""


def test_result_of_an_earlier_sentence_is_not_cut_by_the_failed_one_between_11_2_4() -> None:
    """11.2.4 applies only when the requirement reads the result of the sentence just before:
    「引いたなら」 reads the draw of the first sentence, not the failed second one (which draws
    nothing), so it is resolved: +10000."""
    r = _run(EARLIER)
    assert not [p for p in check_expect(r) if "power" in p]


UNMET_BONUS = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    right_front: {name: 隊長, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 8000, text: "【永】【(R)】：あなたのターン中、このユニットのパワー＋BONUS。"}
    deck: 10
actions:
  - {do: attack, attacker: right_front, target: B.left_front}
ask: [B.left_front, B.drop]
"""


def test_unmet_continuous_change_that_would_turn_the_hit_is_cited_11_11_1_7() -> None:
    """11.11.1.7 applies the ± changes of continuous effects in force; a 【永】 whose 「あなたの
    ターン中」 is not met (A's turn, B's unit) gives nothing. When its +10000 would have kept
    the unit from being hit (10.7.1.2), the unmet condition decides the retire and the step read
    to conclude no change applies is cited; a +1000 that would not have turned it is not."""
    r = _run(UNMET_BONUS.replace("BONUS", "10000"), "battle")
    assert _zone(r, "B", "drop") == ["剣士"]
    assert {"11.11.1.7", "10.7.1.2"} <= set(r.decided_by)
    r = _run(UNMET_BONUS.replace("BONUS", "1000"), "battle")
    assert _zone(r, "B", "drop") == ["剣士"]
    assert "11.11.1.7" not in r.decided_by


UNBOOSTED = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 猫, type: normal, grade: 2, power: 9000, text: "【自】【(R)】：このユニットがブーストされないでアタックした時、１枚引く。"}
    left_back: {name: 後, type: normal, grade: 1, power: 8000, skills: [boost]}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: attack, attacker: left_front, target: B.vanguard, boost: BOOST}
ask: [A.hand]
"""


def test_unboosted_attack_trigger_and_its_unsettled_moment_10_4_1_12() -> None:
    """「ブーストされないでアタックした時」: an attack not boosted triggers it (the attack event
    10.4.1.5.3, no boost at 10.4.1.12). A boosted one parts the readings — the 'attacked'
    event happens before the boost, and no clause says when 「ブーストされないで」 is judged: the
    engine's reading (once the boost could be made) does not trigger it, the other (at the
    event) does; the ruling gives both (``unboosted_attack_moment``)."""
    r = _run(UNBOOSTED.replace("BOOST", "none"), "battle")
    assert _zone(r, "A", "hand") == ["一"]
    assert {"10.4.1.5.3", "10.4.1.12"} <= set(r.decided_by)
    assert not r.alternates and all(len(x.choices) == 0 for x in r.leaves)
    r = _run(UNBOOSTED.replace("BOOST", "left_back"), "battle")
    assert _zone(r, "A", "hand") == []
    hands = sorted(len(lf.final.players["A"].zones["hand"]) for lf in r.leaves + r.alternates)
    assert hands == [0, 1]
