"""ws rules found by the round-34 blind set moved into development (round 34, s30rulesVGWS), each on
a minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

# ---------------- 8.6.3.1.1 「N枚まで選び」 answered by a number: 0 chooses none (as `no`), k of
# 1…N is how many, the next k answers being the cards; unanswered, the counts are no branches

UP_TO = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    stage:
      left_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1}
      center_front: {name: 丙, type: character, level: 1, power: 5000, soul: 1}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを%(n)s枚まで選び、【レスト】する。"}
choices: %(choices)s
ask: [乙.state, 丙.state]
"""


def _state(r: object) -> dict:
    return r.outcome["state"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("none", ["0", "no", "none", "なし"])
def test_choosing_none_of_an_up_to_choice_by_zero(none: str) -> None:
    r = resolve(loads(UP_TO % {"n": 1, "choices": f"[{{player: A, choose: {none}}}]"}))
    assert _state(r)["乙.state"] == "stand" and _state(r)["丙.state"] == "stand"
    assert "8.6.3.1.1" in r.decided_by


def test_a_count_then_the_cards_of_an_up_to_choice() -> None:
    r = resolve(
        loads(UP_TO % {"n": 2, "choices": "[{player: A, choose: 1}, {player: A, choose: 丙}]"})
    )
    assert _state(r)["丙.state"] == "rest" and _state(r)["乙.state"] == "stand"
    r = resolve(
        loads(
            UP_TO
            % {
                "n": 2,
                "choices": "[{player: A, choose: 2}, {player: A, choose: 丙}, {player: A, choose: 乙}]",
            }
        )
    )
    assert _state(r)["丙.state"] == "rest" and _state(r)["乙.state"] == "rest"


def test_card_by_card_answers_still_work_and_counts_are_no_branches() -> None:
    r = resolve(
        loads(UP_TO % {"n": 2, "choices": "[{player: A, choose: 丙}, {player: A, choose: no}]"})
    )
    assert _state(r)["丙.state"] == "rest" and _state(r)["乙.state"] == "stand"
    open_ = resolve(loads(UP_TO % {"n": 2, "choices": "[]"}))
    # 乙, 丙 or none first, then the other or none: five distinct selections, no count branch
    states = {
        (lf.outcome["state"]["乙.state"], lf.outcome["state"]["丙.state"]) for lf in open_.leaves
    }
    assert states == {("stand", "stand"), ("rest", "stand"), ("stand", "rest"), ("rest", "rest")}


def test_a_count_beyond_the_up_to_bound_is_refused() -> None:
    with pytest.raises(ScenarioError):
        resolve(loads(UP_TO % {"n": 1, "choices": "[{player: A, choose: 2}]"}))


# ---------------- 4.12.2.1 a trigger check revealing a card with no icon: nothing is done, and what
# an icon would have changed (the hand, the stock …) rests on that

NO_ICON = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 甲, type: character, level: 1, cost: 0, power: 5000, soul: 1}
    deck: [{name: 無印, type: character, level: 0, trigger: %(icons)s}, {name: 次札, type: character}, 6]
    hand: 0
  B:
    level: 1
    deck: [{name: 被弾一, type: character}, {name: 被弾二, type: character}, {name: 被弾三, type: character}, 7]
actions:
  - {do: attack, player: A, slot: center_front}
ask: [A.hand, A.stock]
"""


def test_no_icon_does_nothing_and_says_so() -> None:
    r = resolve(loads(NO_ICON % {"icons": "[]"}))
    assert _state(r)["A.hand"] == 0 and _state(r)["A.stock"] == 1
    assert "4.12.2.1" in r.decided_by


def test_an_icon_is_carried_out_and_4_12_2_1_not_cited() -> None:
    r = resolve(loads(NO_ICON % {"icons": "[soul]"}))
    assert "4.12.2.1" not in r.decided_by


# ---------------- 8.6.2.2.1 a character played from the hand goes to the slot its player chose, one a
# character stands on too (then 9.6.2)

PLAY = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 老兵, type: character, level: 0, power: 2500, soul: 1}
    hand: [{name: 新星, type: character, level: 0, cost: 0, power: 6000, soul: 1}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 新星, slot: %(slot)s}
ask: [老兵.zone, 新星.zone]
"""


def test_the_slot_chosen_for_a_played_character_is_cited() -> None:
    r = resolve(loads(PLAY % {"slot": "center_front"}))
    assert _state(r)["老兵.zone"] == "A.waiting_room"
    assert {"8.6.2.2.1", "9.6.2"} <= set(r.decided_by)
    r = resolve(loads(PLAY % {"slot": "left_front"}))
    assert _state(r)["新星.zone"] == "A.stage.left_front" and "8.6.2.2.1" in r.decided_by


# ---------------- 10.8.1 / 10.8.3 「このカードを、あなたの控え室の「X」と入れ替える」 (a named card of a zone, no count:
# one card): swapped when it is there; with none there, no swap (the cost stays paid)

CHANGE = """\
game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 1
    stage:
      left_back: {name: 蕾, type: character, level: 0, power: 1000, soul: 1, state: rest, text: "【自】 チェンジ ［(1)］ あなたのアンコールステップの始めに、このカードが【レスト】しているなら、あなたはコストを払ってよい。そうしたら、このカードを、あなたの控え室の「満開の花」と入れ替える。"}
    waiting_room: [%(room)s]
    deck: 10
  B: {deck: 10}
actions:
  - {do: encore_step}
choices:
  - {player: A, at: optional, choose: "yes"}
ask: [蕾.zone, A.stock]
"""


def test_change_swaps_with_the_named_card_of_the_zone() -> None:
    r = resolve(
        loads(
            CHANGE % {"room": "{name: 満開の花, type: character, level: 1, power: 6000, soul: 1}"}
        )
    )
    assert _state(r)["蕾.zone"] == "A.waiting_room" and _state(r)["A.stock"] == 0


def test_change_without_the_named_card_does_not_swap() -> None:
    r = resolve(
        loads(CHANGE % {"room": "{name: 枯れ葉, type: character, level: 1, power: 4000, soul: 1}"})
    )
    assert _state(r)["蕾.zone"] == "A.stage.left_back" and _state(r)["A.stock"] == 0
    assert "10.8.3" in r.decided_by


# ---------------- brainstorm_from_deck: 集中's cards reach the waiting room through the resolution zone
# (10.7.3, 3.13.1.4) — 「山札から控え室に置かれた時」 heard there: both readings run; not heard: no point

FOCUS = """\
game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 1
    stage:
      center_front: {name: 集中家, type: character, level: 1, power: 4500, soul: 1, text: "【起】 集中 ［(1)］ あなたは自分の山札の上から2枚をめくり、控え室に置く。それらのカードのクライマックス1枚につき、そのターン中、このカードのパワーを＋1000。"}
    deck:
      - {name: 陽炎, type: character, level: 0, power: 1500, soul: 1, text: "%(text)s"}
      - {name: 石ころ, type: character, level: 0}
      - {name: 引札, type: character}
      - 7
    hand: 0
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 集中家}
ask: [A.hand, 陽炎.zone]
"""


def test_a_from_the_deck_trigger_on_a_brainstormed_card_runs_both_readings() -> None:
    r = resolve(
        loads(FOCUS % {"text": "【自】 このカードが山札から控え室に置かれた時、あなたは1枚引く。"})
    )
    hands = {
        next(c.option for c in lf.choices if c.reading): lf.outcome["state"]["A.hand"]
        for lf in r.leaves + r.alternates
    }
    assert hands == {"from_resolution": 0, "from_deck": 1}


def test_no_from_the_deck_trigger_raises_no_point() -> None:
    r = resolve(loads(FOCUS % {"text": ""}))
    assert not any(c.reading for lf in r.leaves + r.alternates for c in lf.choices)
    assert _state(r)["陽炎.zone"] == "A.waiting_room"


# ---------------- markers_slot_duplicate: a character put out of its slot by 9.6.2 while another stays
# there — its slot's markers leave with it (3.7.3.2) or stay (3.7.1): both readings run; no markers,
# no point

MARKED = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 老兵, type: character, level: 0, power: 2500, soul: 1}
    markers: {center_front: %(markers)s}
    hand: [{name: 新星, type: character, level: 0, cost: 0, power: 6000, soul: 1}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 新星, slot: center_front}
ask: [老兵.zone, A.waiting_room]
"""


def test_markers_of_a_slot_a_character_is_pushed_out_of_run_both_readings() -> None:
    r = resolve(loads(MARKED % {"markers": "[{name: 印, type: character}]"}))
    rooms = {
        next(c.option for c in lf.choices if c.reading): lf.outcome["state"]["A.waiting_room"]
        for lf in r.leaves + r.alternates
    }
    assert rooms == {"leave_with_it": 2, "stay_in_slot": 1}


def test_no_markers_no_point() -> None:
    r = resolve(loads(MARKED % {"markers": "[]"}))
    assert not any(c.reading for lf in r.leaves + r.alternates for c in lf.choices)
    assert _state(r)["老兵.zone"] == "A.waiting_room"


# ---------------- 3.1.4 a card moved from slot to slot after its ability triggered is the same card
# (「このカード」 still finds it: its cost is paid); slot_after_move: 「このカードがいた枠」 is then the slot it
# left or the one it was in as the ability triggered — both run; not moved: no point

MOVED = """\
game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    level: 2
    stock: 1
    stage:
      center_front: {name: 移動係, type: character, level: 1, power: 4000, soul: 1, text: "【自】 あなたのアンコールステップの始めに、あなたは自分のキャラを1枚選び、キャラのいない他の枠に動かしてよい。"}
      left_back: {name: 蕾, type: character, level: 0, power: 1000, soul: 1, text: "【自】 チェンジ ［(1) このカードを控え室に置く］ あなたのアンコールステップの始めに、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「満開の花」を1枚選び、このカードがいた枠に置く。"}
    waiting_room: [{name: 満開の花, type: character, level: 2, power: 8000, soul: 1}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: encore_step}
choices: %(choices)s
ask: [満開の花.zone, 蕾.zone, A.stock]
"""


def test_a_card_moved_slot_to_slot_pays_its_cost_and_the_slot_is_a_reading() -> None:
    choices = (
        "[{player: A, choose: 移動係}, {player: A, choose: 蕾}, {player: A, choose: right_back}, "
        '{player: A, at: optional, choose: "yes"}]'
    )
    r = resolve(loads(MOVED % {"choices": choices}))
    got = {
        next(c.option for c in lf.choices if c.reading): (
            lf.outcome["state"]["満開の花.zone"],
            lf.outcome["state"]["蕾.zone"],
            lf.outcome["state"]["A.stock"],
        )
        for lf in r.leaves + r.alternates
    }
    assert got == {
        "left_from": ("A.stage.right_back", "A.waiting_room", 0),
        "at_trigger": ("A.stage.left_back", "A.waiting_room", 0),
    }


def test_not_moved_no_point() -> None:
    choices = '[{player: A, choose: 移動係}, {player: A, choose: "no"}, {player: A, at: optional, choose: "yes"}]'
    r = resolve(loads(MOVED % {"choices": choices}))
    assert not any(c.reading for lf in r.leaves + r.alternates for c in lf.choices)
    assert _state(r)["満開の花.zone"] == "A.stage.left_back"
