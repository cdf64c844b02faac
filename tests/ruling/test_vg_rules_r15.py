"""Vanguard rules and scenario format read again from the known failures of the r14 set, each on
a minimal case of its own (the scenario files are tests/scenarios/vg/r14_*)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from ruling.scenario import ScenarioError
from tests.ruling.boards import cited as _cited
from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names

LEARN = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    soul: 1
    hand: [{name: 学識, type: Normal Order, grade: 1, text: "このカードをソウルに置き、あなたの山札を上から３枚見て、１枚まで選び、ソウルに置き、残りを山札の下に望む順で置く。その後、あなたのソウルからあなたのヴァンガードのグレード以下を１枚選び、(R)にコールしてよい。"}]
    deck: [{name: 学び1, type: normal, grade: 1}, {name: 学び2, type: normal, grade: 2}, {name: 学び3, type: normal, grade: 3}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 2}
    deck: 10
actions:
  - {do: play_order, card: 学識}
choices:
  - {player: A, choose: 学び1}
  - {player: A, at: optional, choose: yes}
  - {player: A, choose: CALLED}
  - {player: A, choose: left_front}
"""


def test_an_answer_naming_none_of_a_real_choices_options_answers_a_later_one() -> None:
    """A choice the writer did not foresee (the order of the two cards put on the bottom,
    「望む順で」) comes before the one answered: the entry without ``at:`` naming none of its
    options is left for the later choice (the card called from the soul), and the order is
    not answered — taken as the engine takes an unanswered order (in the order listed, said as
    an assumption) — and 学び1 is called from the soul."""
    r = _run(LEARN.replace("CALLED", "学び1"))
    assert _zone(r, "A", "field.left_front") == ["学び1"]
    assert _zone(r, "A", "deck")[-2:] == ["学び2", "学び3"]
    assert any(w.key == "first_option_taken" for w in r.warnings())


def test_an_answer_no_later_choice_takes_is_still_refused() -> None:
    """The entry left for later and taken by no choice is refused as an answer to the first
    choice it named nothing of (the bottom order: 学び2 / 学び3)."""
    with pytest.raises(
        ScenarioError, match=r"in the order wished\): '無名' is none of the options"
    ):
        _run(LEARN.replace("CALLED", "無名"))


SELF_SOUL = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    hand: [{name: 学識, type: Normal Order, grade: 1, text: "このカードをソウルに置き、カードを１枚引く。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2}
    deck: 10
actions:
  - {do: play_order, card: 学識}
ask: [学識.zone]
expect:
  state: {学識.zone: A.soul}
  decided_by: ["11.8.3.1.1", "11.8.3.2", "1.3.2"]
"""


def test_an_order_that_moved_itself_is_not_put_into_the_drop_11_8_3_2() -> None:
    """11.8.3.2 puts the order into the drop after its effects; one whose own effect put it into
    the soul is no longer in the order area, so that is not done (1.3.2) and it stays in the
    soul — the finding is among the ruling's reasons."""
    r = _run(SELF_SOUL)
    assert _zone(r, "A", "soul") == ["学識"]
    assert check_expect(r) == []


PLAY_COST = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    hand: [{name: 号令, type: Normal Order, grade: 1, text: "【コスト】[手札から１枚捨てる]ことでプレイできる！１枚引く。"}HAND]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2}
    deck: 10
actions:
  - {do: play_order, card: 号令ALLOWED}
ask: [ASKED.zone]
expect:
  decided_by: ["11.8.2.2", "11.8.2.4", "11.8.2.4.2"]
"""


def test_an_orders_play_cost_cited_and_refusing_the_play_11_8_2_4_2() -> None:
    """11.8.2.4.2: the cost written first in an order (「【コスト】[…]ことでプレイできる！」) is paid
    as it is played. Paid: the payment cites it. Not payable (no other hand card once the order
    is in the order area): the play is cancelled (11.8.2.2) — the action is refused
    (``allowed: false``) though the card went through the order area, and it is back in the
    hand."""
    paid = _run(
        PLAY_COST.replace("HAND", ", {name: 捨て札, type: normal, grade: 1}").replace("ALLOWED", "")
    )
    assert sorted(_zone(paid, "A", "drop")) == sorted(["捨て札", "号令"])
    assert check_expect(paid) == []
    refused = _run(
        PLAY_COST.replace("HAND", "")
        .replace("ALLOWED", ", allowed: false")
        .replace("ASKED", "号令")
    )
    assert _zone(refused, "A", "hand") == ["号令"]
    assert check_expect(refused) == []


STEM_COST = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：【コスト】[手札から１枚バインド]することで、１枚引く。"}
    hand: [{name: 手札の札, type: normal, grade: 1}]
    deck: [{name: 山頂, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
"""


def test_a_cost_bracket_ending_in_a_verb_stem_7_29_1() -> None:
    """「【コスト】[手札から１枚バインド]」: the bracket names the act by the する-verb's stem — the
    same cost as 「…バインドする」 (7.29.1): the hand card is bound, then the draw (card text of
    DZ-BT13/FR34 再思の騎士 リスタール, vg/r14_027)."""
    r = _run(STEM_COST)
    assert _zone(r, "A", "bind") == ["手札の札"]
    assert _zone(r, "A", "hand") == ["山頂"]


NO_HIT = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: POWER}
    deck: [{name: 山1, type: normal}, {name: 山2, type: normal}, 8]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 守り手, type: normal, grade: 1, shield: 0, text: "【自】：このユニットが(G)に置かれた時、あなたのユニットを１枚選び、そのバトル中、ヒットされない。"}]
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [守り手]}
choices:
  - {player: B, choose: 騎士}
ask: [B.damage]
expect:
  state: {B.damage: 0}
  decided_by: ["10.7.1.2", "1.3.1"]
"""


def test_cannot_be_hit_prevails_over_the_power_comparison_1_3_1() -> None:
    """10.7.1.2 hits the attacked unit when its power is not more than the attacker's; a unit
    that 「ヒットされない」 is not hit though the powers would hit it — the card's text over the
    rules (1.3.1), among the ruling's reasons. When the powers alone do not hit, 1.3.1 decides
    nothing and is not cited."""
    r = vg_run(NO_HIT.replace("POWER", "20000"), phase="battle")
    assert check_expect(r) == []
    low = vg_run(NO_HIT.replace("POWER", "5000"), phase="battle")
    assert _zone(low, "B", "damage") == []
    assert "1.3.1" not in low.decided_by


NOTHING_EITHER = """\
players:
  A: {vanguard: {name: 竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, hand: 0, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、退却させ、退却させなかったなら、相手は自分の手札から１枚選び、捨てる。"}
ask: [B.hand]
expect:
  state: {B.hand: 0}
  decided_by: ["11.2.3", "11.8.4.1.3", "1.3.2"]
"""


def test_nothing_to_choose_after_a_condition_met_cites_the_condition_11_2_3() -> None:
    """「退却させなかったなら、相手は自分の手札から１枚選び、捨てる」 with no rear-guard and no hand
    card: the condition reads the sentence before (11.2.3) and is met, then nothing can be
    chosen (11.8.4.1.3, 1.3.2). That finding rests on the condition met, so both are reasons for
    the hand left as it was."""
    assert check_expect(_run(NOTHING_EITHER)) == []


IF_DONE_DELAYED = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000してよい。そうしたなら、そのターン終了時、このユニットを退却させる。"}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: attack, attacker: left_front, target: B.vanguard, guard: []}
  - {do: end_phase}
choices:
  - {player: A, choose: yes}
ask: [剣士.zone]
expect:
  state: {剣士.zone: A.drop}
  decided_by: ["11.2.3", "11.9.7"]
"""


def test_a_delayed_trigger_made_after_sodashitanara_rests_on_it_11_2_3() -> None:
    """「…してよい。そうしたなら、そのターン終了時、このユニットを退却させる」: the sentence reads the
    result of the one before (11.2.3) and makes a delayed trigger (11.9.7); the retirement at the
    end of the turn rests on both, so both are reasons for it."""
    r = vg_run(IF_DONE_DELAYED, phase="battle")
    assert check_expect(r) == []


STOOD_THIS_PHASE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 見張り, type: normal, grade: 2, power: 10000, state: rest, text: "【自】【(R)】：あなたのヴァンガードがアタックした時、このバトルフェイズにあなたのリアガードが【スタンド】していないなら、１枚引く。"}
    right_front: {name: 槍兵, type: normal, grade: 2, power: 10000, state: rest}
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - STAND
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: []}
"""


def test_an_attack_in_the_battle_phase_does_not_begin_it_again() -> None:
    """「このバトルフェイズに…【スタンド】していないなら」 reads the battle phase since it began; a
    scenario opened in the battle phase, its stand before the attack, is in it: the attack's start
    step (10.3.1) does not begin the phase again, so the rear-guard stood and nothing is drawn."""
    stood = _run(STOOD_THIS_PHASE.replace("STAND", "{do: stand, card: 槍兵}"), phase="battle")
    # the hand: the drive check's card, and the draw only when nothing stood
    assert len(_zone(stood, "A", "hand")) == 1
    quiet = _run(STOOD_THIS_PHASE.replace("  - STAND\n", ""), phase="battle")
    assert len(_zone(quiet, "A", "hand")) == 2


# ------------------------------------------------ the attacked unit named is no choice of 10.4.1.6

NAMED = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000VTEXT}
    OTHER
    center_back: {name: 後衛兵, type: normal, grade: 1, power: 6000}
    damage: 1
    deck: 10
actions:
  - ACTION
"""


def _named(action: str, other: str = "", vtext: str = "") -> object:
    body = NAMED.replace("ACTION", action).replace("VTEXT", vtext)
    body = body.replace("    OTHER\n", f"    {other}\n" if other else "")
    return _run(body, "battle")


def _events(r, event: str) -> list[object]:  # type: ignore[no-untyped-def]
    return [s for s in r.main.trace.steps if s.event == event]


def test_a_named_unit_no_choice_while_one_exists_the_battle_goes_on_against_it() -> None:
    """(b) 10.4.1.6 「…ユニットを1体選択し」 binds the fighter: 後衛兵 (back row) cannot be
    chosen — the named choice is refused (``allowed: false``) — but B's vanguard can, and is
    the only choice: the attacked unit is set, 10.4.1.7.1 (未指定) does not apply, and the
    battle goes on against it (13000 vs 13000: hit). The attacker was rested at 10.4.1.5."""
    r = _named("{do: attack, target: B.center_back}")
    assert r.main.rejected
    assert any("10.4.1.6" in s.clauses for s in _events(r, "rejected"))
    assert "10.4.1.7.1" not in _cited(r)
    assert r.main.final.players["A"].zones["field.vanguard"][0].orientation == "rest"
    assert len(r.main.final.players["B"].zones["damage"]) == 2
    assert _zone(r, "B", "field.center_back") == ["後衛兵"]


def test_a_named_empty_circle_with_two_choices_branches_on_the_fighters_choice() -> None:
    """(b) with two units 10.4.1.6 offers (the vanguard and a front rear-guard), the one the
    attack goes on against is the attacking fighter's choice the scenario did not give: the
    ruling branches on it (``at: attack_target``), and an answer settles it."""
    other = "left_front: {name: 前衛兵, type: normal, grade: 1, power: 6000}"
    r = _named("{do: attack, target: B.right_front}", other)
    assert r.main.rejected and r.branched
    names = set()
    for leaf in r.leaves:
        drop = [c.name for c in leaf.final.players["B"].zones["drop"]]
        dmg = len(leaf.final.players["B"].zones["damage"])
        names.add("前衛兵" if "前衛兵" in drop else "騎士" if dmg == 2 else "?")
    assert names == {"前衛兵", "騎士"}
    answered = _run(
        NAMED.replace("VTEXT", "")
        .replace("OTHER", other)
        .replace("ACTION", "{do: attack, target: B.right_front}")
        + "choices:\n  - {player: A, at: attack_target, choose: 前衛兵}\n",
        "battle",
    )
    assert not answered.branched
    assert _zone(answered, "B", "drop") == ["前衛兵"]


def test_no_choice_for_this_attacker_rests_it_and_goes_to_the_close_step() -> None:
    """(a) A's vanguard 「ヴァンガードにアタックできない」 and B has no front rear-guard: 10.4.1.6
    offers it no unit, the choice is not made (1.3.2), the attacked unit stays 未指定 and
    10.4.1.7.1 goes to the close step — the attacker stays rested (10.4.1.5), nothing is hit.
    (Another unit of A, 騎兵, could attack, so 10.3.2 does not forbid the attack.)"""
    body = NAMED.replace("VTEXT", "").replace("    OTHER\n", "")
    body = body.replace(
        "critical: 1}\n",
        'critical: 1, text: "【永】：このユニットはヴァンガードにアタックできない。"}\n'
        "    left_front: {name: 騎兵, type: normal, grade: 2, power: 9000}\n",
        1,
    ).replace("ACTION", "{do: attack, target: B.center_back}")
    r = _run(body, "battle")
    assert r.main.rejected
    assert {"10.4.1.5", "10.4.1.6", "10.4.1.7.1", "1.3.2"} <= _cited(r)
    assert "10.3.2" not in _cited(r)
    assert r.main.final.players["A"].zones["field.vanguard"][0].orientation == "rest"
    assert len(r.main.final.players["B"].zones["damage"]) == 1
    assert not _events(r, "damage_check")


def test_no_attack_at_all_is_not_chosen_and_nothing_rests_10_3_2() -> None:
    """10.3.2: B's vanguard 「アタックされない」, no other front-row unit, and A's only attacker
    its vanguard: no attack can be made at all, so attacking cannot be chosen — the attack is
    refused before the attack step, nothing is rested, no battle begins."""
    r = _named(
        "{do: attack, target: B.center_back}",
        vtext=', text: "【永】：このユニットはアタックされない。"',
    )
    assert r.main.rejected
    assert "10.3.2" in _cited(r)
    assert "10.4.1.5" not in _cited(r)
    assert r.main.final.players["A"].zones["field.vanguard"][0].orientation == "stand"
    assert len(r.main.final.players["B"].zones["damage"]) == 1


def test_no_unit_named_the_only_choice_is_attacked_and_nothing_is_refused() -> None:
    """The scenario names no attacked unit and the vanguard 「アタックされない」: the attack
    goes to the one unit 10.4.1.6 offers (the front rear-guard), with no refusal."""
    other = "left_front: {name: 前衛兵, type: normal, grade: 1, power: 6000}"
    r = _named("{do: attack}", other, ', text: "【永】：このユニットはアタックされない。"')
    assert not r.main.rejected
    assert _zone(r, "B", "drop") == ["前衛兵"]


LEFT_OUT = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    damage: [{name: 古傷, type: normal}, {name: 新傷, type: normal}]
    hand: [{name: 新兵, type: normal, grade: 2, power: 10000, text: "【自】：このユニットが手札から(R)に登場した時、【コスト】[【カウンターブラスト】(1)]することで、グレード２以上の相手のリアガードを１枚選び、退却させる。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 小兵, type: normal, grade: 1}
    deck: 10
actions:
  - {do: call, card: 新兵, circle: left_front}
choices:
  - {player: A, at: cost, choose: yes}
  - {player: A, at: counter_blast, choose: 古傷}
ask: [小兵.zone, 古傷.face]
expect:
  state: {小兵.zone: B.field.left_front, 古傷.face: down}
  decided_by: ["11.9.5.2", "11.8.4.1.3", "1.3.2"]
"""


def test_a_rear_guard_the_grade_left_out_stays_because_none_could_be_chosen_11_8_4_1_3() -> None:
    """「グレード２以上の相手のリアガード」 with a grade-1 rear-guard only: nothing can be chosen
    (11.8.4.1.3, 1.3.2) — the reason that rear-guard stays, though the description's value, not
    its zone, left it out; the counter blast was paid because A chose to pay it (11.9.5.2)."""
    assert check_expect(_run(LEFT_OUT)) == []
