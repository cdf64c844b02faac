"""ws rules found by the round-36 blind set moved into development (round 36, s32ws), each on
a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

# ---------------- 8.11.1: 「このカードがいた枠」 read once the card has gone from the stage to a zone
# other than a slot (its cost returned it): its placement as it last was on the stage

SLOT_AGAIN = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 3
    waiting_room: [{name: 控えの子, type: character, level: 0, power: 2000, soul: 1}]
    stage:
      right_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1,
        text: "【起】 ［%(cost)s］ あなたは自分の控え室のキャラを1枚選び、このカードがいた枠に置く。"}
    deck: 10
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 甲}
expect:
  state: {A.right_front: [控えの子]}
"""


@pytest.mark.parametrize("cost", ["このカードを手札に戻す", "このカードを山札の上に置く"])
def test_the_slot_a_card_was_in_is_read_as_it_last_was_there(cost: str) -> None:
    r = resolve(loads(SLOT_AGAIN % {"cost": cost}))
    assert check_expect(r) == []
    assert "8.11.1" in r.decided_by


# ---------------- encore_into_occupied_slot (10.2.2 / 9.6.2 / 3.6.2): the encore's slot refilled by an
# effect before the encore resolves — both readings, the rules' encore and a card's alike

REFILLED = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: %(stock)s
    waiting_room: [{name: 控えの子, type: character, level: 0, power: 2000, soul: 1}]
    stage:
      left_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1,
        text: "%(encore)s【起】 ［このカードを控え室に置く］ あなたは自分の控え室の「控えの子」を1枚選び、%(dest)s。"}
    deck: 10
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 甲}
choices:
  - {player: A, at: encore, choose: yes}
expect:
%(expect)s
"""

BOTH = """  ambiguous: ["10.2.2", "9.6.2", "3.6.2"]
  readings:
    put_there: {state: {甲.zone: A.stage.left_front, 控えの子.zone: A.waiting_room}}
    not_done: {state: {甲.zone: A.waiting_room, 控えの子.zone: A.stage.left_front}}"""


@pytest.mark.parametrize(
    ("encore", "stock"),
    # the card's own encore for (2) with 2 stock: the rules' ［(3)］ cannot be paid (10.2.3)
    [("", 3), ("【自】 アンコール ［(2)］\\n", 2)],
    ids=["rules_encore", "card_encore"],
)
def test_an_encore_into_a_refilled_slot_runs_both_readings(encore: str, stock: int) -> None:
    text = REFILLED % {
        "encore": encore,
        "stock": stock,
        "dest": "このカードがいた枠に置く",
        "expect": BOTH,
    }
    assert check_expect(resolve(loads(text))) == []


def test_an_encore_into_its_empty_slot_raises_no_point() -> None:
    expect = "  state: {甲.zone: A.stage.left_front, 控えの子.zone: A.hand}\n  ambiguous: false"
    text = REFILLED % {"encore": "", "stock": 3, "dest": "手札に戻す", "expect": expect}
    assert check_expect(resolve(loads(text))) == []


# ---------------- encore_words_without_keyword (10.2.4 / 10.2.2): a text with the encore's words and no
# keyword puts its card back; 「アンコールを使った時」 triggers under one reading — raised only where such
# a trigger waits; a 「…手札のキャラを1枚控え室に置いてよい」 answered `at: optional` rules out the
# branch choosing none from the hand

SELF_RETURN = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, step: battle, first_player: A}
players:
  A: {level: 1, deck: 10}
  B:
    level: 1
    stock: 0
    hand: [{name: 手札キャラ, type: character, level: 0}]
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1, state: reverse,
        text: "【自】 このカードが舞台から控え室に置かれた時、あなたは手札のキャラを1枚控え室に置いてよい。そうしたら、このカードをこのカードがいた枠に【レスト】して置く。"}
%(watcher)s
    deck: [{name: 札1, type: character}, 5]
actions:
  - {do: encore_step}
choices:
  - {player: B, at: optional, choose: yes}
expect:
%(expect)s
"""
WATCHER = """      left_back: {name: 丙, type: character, level: 1, power: 1000, soul: 1,
        text: "【自】 あなたがアンコールを使った時、あなたは1枚引く。"}"""


def test_the_encore_words_without_the_keyword_run_both_readings() -> None:
    expect = """  state: {B.center_front: [甲(rest)], 手札キャラ.zone: B.waiting_room}
  ambiguous: ["10.2.4", "10.2.2"]
  readings:
    encore: {state: {B.hand: [札1]}}
    keyword_only: {state: {B.hand: 0}}"""
    text = SELF_RETURN % {"watcher": WATCHER, "expect": expect}
    assert check_expect(resolve(loads(text))) == []


def test_no_encore_watcher_raises_no_point() -> None:
    expect = (
        "  state: {B.center_front: [甲(rest)], 手札キャラ.zone: B.waiting_room}\n  ambiguous: false"
    )
    text = SELF_RETURN % {"watcher": "", "expect": expect}
    assert check_expect(resolve(loads(text))) == []


# ---------------- シフト (10.11.2 / 10.11.3.2): a card of its colour in the hand lets the swap be
# chosen; where the hand card goes in the clock (shift_swap_clock_place) when the シフト card is not
# the top card

SHIFT = """\
game: ws
title: t
turn: {player: A, number: 5, phase: clock, first_player: A}
players:
  A:
    level: [{name: 昇, type: character, color: yellow}]
    clock:
%(clock)s
    hand:
      - {name: 警報, type: character, level: 1, power: 3000, soul: 1, color: yellow,
         text: "【永】 アラーム このカードがクロックの1番上にあり、あなたのレベルが1以上なら、あなたのキャラすべてに、パワーを＋1000。"}
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1, color: yellow}
    deck: 10
  B: {deck: 10}
actions:
  - {do: main_phase}
choices:
  - {player: A, at: optional, choose: yes}
expect:
%(expect)s
"""
SHIFTER = (
    "      - {name: 移り気, type: character, level: 1, power: 4000, soul: 1, color: yellow, "
    'text: "【自】【クロック】 シフト レベル1 （あなたのメインフェイズの始めに、あなたは自分の手札の'
    '黄のカードを1枚とクロック置場のこのカードを選び、入れ替えてよい）"}'
)
TOP = "      - {name: 上の札, type: character, level: 0, color: yellow}"


def test_a_shift_card_under_another_runs_both_places() -> None:
    expect = """  state: {A.hand: [移り気], 警報.zone: A.clock}
  ambiguous: ["10.11.2", "3.8.2"]
  readings:
    in_place: {state: {甲.power: 3000}}
    on_top: {state: {甲.power: 4000}}"""
    r = resolve(loads(SHIFT % {"clock": TOP + "\n" + SHIFTER, "expect": expect}))
    assert check_expect(r) == []


def test_a_shift_card_on_top_raises_no_point() -> None:
    expect = "  state: {A.hand: [移り気], 甲.power: 4000}\n  ambiguous: false"
    r = resolve(loads(SHIFT % {"clock": SHIFTER + "\n" + TOP, "expect": expect}))
    assert check_expect(r) == []
    assert "10.11.3.2" in r.decided_by


# ---------------- 10.4.2 / 8.6.3: a 絆 whose cost puts the named card into the waiting room; the card
# is chosen as the effect reaches 「選び」, after the cost, and comes back

BOND = """\
game: ws
title: t
turn: {player: A, number: 3, phase: main, first_player: A}
players:
  A:
    level: [{name: 昇, type: character, color: yellow}]
    hand:
      - {name: 絆役, type: character, level: 0, cost: 0, power: 2000, soul: 1, color: yellow,
         text: "【自】 絆／「相棒」 ［手札を1枚控え室に置く］"}
      - {name: 相棒, type: character, level: 1, cost: 0, power: 4000, soul: 1, color: yellow}
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 絆役, slot: center_front}
choices:
  - {player: A, at: bond, choose: yes}
expect:
  state: {A.hand: [相棒], A.waiting_room: 0}
"""


def test_a_bond_takes_back_the_card_its_cost_discarded() -> None:
    r = resolve(loads(BOND))
    assert check_expect(r) == []
    assert {"10.4.2", "8.6.3"} <= set(r.decided_by)


# ---------------- 8.1.1.1.2: 「相手が【起】を使った時」 — the other player's activated ability, its cost
# paid (a counter 【起】 in the counter step, 7.4.1.2.1); 「あなたが【起】を使った時」 not by it

COUNTER = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1,
        text: "【自】 %(who)sが【起】を使った時、そのターン中、このカードのパワーを＋2000。"}
    deck: [{name: 山1, type: character, trigger: none}, 5]
  B:
    level: 1
    stage:
      center_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}
      left_back: {name: 丙, type: character, level: 1, power: 1000, soul: 1,
        text: "【起】【カウンター】 ［このカードを【レスト】する］ あなたのキャラを1枚選び、そのターン中、パワーを＋1500。"}
    deck: [{name: 札1, type: character}, 5]
actions:
  - do: attack
    player: A
    slot: center_front
    kind: front
    counter: [{do: activate, player: B, card: 丙}]
choices:
  - {player: B, choose: 乙}
expect:
  state: {甲.power: %(power)s}
  triggered: {甲: %(n)s}
"""


@pytest.mark.parametrize(("who", "power", "n"), [("相手", 7000, 1), ("あなた", 5000, 0)])
def test_a_use_trigger_names_whose_activated_ability(who: str, power: int, n: int) -> None:
    r = resolve(loads(COUNTER % {"who": who, "power": power, "n": n}))
    assert check_expect(r) == []
    if n:
        assert "8.1.1.1.2" in r.decided_by


# ---------------- an answer for another reading among several options: the branch of the reading under
# which the scenario's answer names none of a choice's options is ruled out (as a later answer rules out a
# branch, ``AnswerNotTaken``), refused only when every branch is (ws-qa Q379: the encore of 金剛改二, sent
# away by 9.6.2 only under put_there of encore_into_occupied_slot, is chosen among two pending abilities)


def test_an_answer_among_several_options_rules_out_the_other_reading() -> None:
    from pathlib import Path

    path = Path(__file__).parents[1] / "qa/ws/Q379_encore_first_then_second_change.yaml"
    r = resolve(loads(path.read_text()))
    assert r.leaves and not r.alternates
    for lf in r.leaves:
        readings = [c.option for c in lf.choices if c.reading]
        assert readings and set(readings) == {"put_there"}
        assert any(w.key == "branches_ruled_out_by_answer" for w in lf.warnings)
    assert check_expect(r) == []
