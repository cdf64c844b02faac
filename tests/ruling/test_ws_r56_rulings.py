"""ws round 56 (s53wsR), from the blind set r56: an orientation step on a card already in that
state is not done (1.3.2.1), so a 「そうしたら」 after it is not met (8.6.4); a step's condition read
on the card whose leaving the stage triggered the ability reads it as it was there, and cites
8.7.4.1.2 (the ability's own condition already did); the unsettled points played_card_pays_own_cost
(an event paying its hand cost with itself) and left_card_markers (a leave-the-stage trigger counting
its card's markers), each raised where it decides."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

REST_BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, state: {state}}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, card: 甲, text: "あなたは自分のキャラを1枚選び、【レスト】する。そうしたら、あなたは1枚引く。"}
choices:
  - {player: A, at: choose, choose: 甲}
"""


def test_rest_of_a_rested_character_is_not_done_if_done_not_met() -> None:
    sc = REST_BOARD.replace("{state}", "rest") + (
        'expect:\n  state: {A.hand: 0, A.center_front: rest}\n  decided_by: ["1.3.2.1", "8.6.4"]\n'
    )
    assert check_expect(resolve(loads(sc))) == []


def test_rest_of_a_standing_character_is_done() -> None:
    sc = REST_BOARD.replace("{state}", "stand") + (
        "expect:\n  state: {A.hand: 1, A.center_front: rest}\n"
    )
    assert check_expect(resolve(loads(sc))) == []


LEAVE_BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 敵, type: character, level: {lv}, power: 5000, soul: 1}}
    level: 2
    deck: 10
  B:
    stage:
      center_front:
        name: 侍
        type: character
        level: 1
        power: 3000
        soul: 1
        text: "【自】 このカードが舞台から控え室に置かれた時、相手のキャラを1枚選び、そのキャラのレベルがこのカードのレベル以下なら、控え室に置く。"
      left_back: {name: 軍師, type: character, level: 0, power: 1000, soul: 1, text: "【永】 応援 このカードの前のあなたのキャラすべてに、レベルを＋1。"}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを1枚選び、控え室に置く。"}
choices:
  - {player: A, at: choose, choose: 侍}
  - {player: B, at: choose, choose: 敵}
"""


def test_step_condition_reads_the_leaving_card_as_on_the_stage() -> None:
    # level 2 on the stage (printed 1 + 応援's 1): a level-2 character is taken (8.7.4.1.2)
    sc = LEAVE_BOARD.replace("{lv}", "2") + (
        'expect:\n  state: {敵.zone: A.waiting_room}\n  decided_by: ["8.7.4.1.2"]\n'
    )
    assert check_expect(resolve(loads(sc))) == []


def test_step_condition_unmet_on_a_higher_level() -> None:
    sc = LEAVE_BOARD.replace("{lv}", "3") + "expect:\n  state: {敵.zone: A.stage.center_front}\n"
    assert check_expect(resolve(loads(sc))) == []


FACING_BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front:
        name: 司書
        type: character
        level: 0
        power: 3000
        soul: 1
        text: "【自】 あなたがイベントをプレイした時、このカードの正面のキャラを1枚選び、そのターン中、パワーを－1000。"
    hand:
      - {name: 呪文, type: event, level: 0, cost: 0, text: "{text}"}
    deck: 10
  B:
    stage: {center_front: {name: 騎士, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
actions:
  - {do: play, card: 呪文}
"""


def test_facing_read_from_the_slot_the_card_last_was_in() -> None:
    # the event returns the trigger's card to the hand before the trigger resolves: 「このカードの
    # 正面」 is read as it last was on the stage (8.11.1)
    sc = FACING_BOARD.replace("{text}", "あなたは自分のキャラを1枚選び、手札に戻す。") + (
        "choices:\n  - {player: A, at: choose, choose: 司書}\n"
        'expect:\n  state: {司書.zone: A.hand, 騎士.power: 2000}\n  decided_by: ["8.11.1"]\n'
    )
    assert check_expect(resolve(loads(sc))) == []


def test_facing_of_a_card_still_in_its_slot() -> None:
    sc = FACING_BOARD.replace("{text}", "あなたは1枚引く。") + (
        'expect:\n  state: {騎士.power: 2000}\n  not_decided_by: ["8.11.1"]\n'
    )
    assert check_expect(resolve(loads(sc))) == []


def test_level_raised_while_in_a_slot_reduces_side_attack_soul() -> None:
    # 「…にいるかぎり、このカードのレベルを＋1」: level 1 in the centre front, so a side attack
    # past it loses 1 soul (7.2.1.4.2, the level read with the effect applied)
    sc = """game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {name: 兵, type: character, level: 1, power: 5000, soul: 2}}
    deck: [{name: 素, type: character, trigger: none}, 10]
    level: 1
  B:
    stage:
      center_front: {name: 楽師, type: character, level: 0, power: 6000, soul: 1, text: "【永】 このカードが前列中央の枠にいるかぎり、このカードのレベルを＋1。"}
    deck: [{name: 一, type: character}, {name: 二, type: character}, 8]
actions:
  - {do: attack, slot: center_front, kind: side}
expect:
  state: {B.clock: [一]}
  decided_by: ["7.2.1.4.2"]
"""
    assert check_expect(resolve(loads(sc))) == []


SOURCE_BOARD = """game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    hand:
      - {name: 火, type: event, level: 0, cost: 0, text: "あなたは相手に1ダメージを与える。"}
    stage:
      center_front: {name: 鍛冶師, type: character, level: 1, power: 5000, soul: 1, text: "【起】［このカードを【レスト】する］ あなたは相手に1ダメージを与える。"}
    level: 1
    deck: 10
  B:
    stage:
      center_front: {name: 鏡, type: character, level: 0, power: 2000, soul: 1, text: "【自】 あなたが相手の{kind}からダメージを受けた時、あなたは1枚引く。"}
    hand: 0
    deck: 10
actions:
  - {do: {act}, card: {card}}
"""


@pytest.mark.parametrize(
    ("kind", "act", "card", "hand"),
    [
        ("イベント", "play", "火", 1),  # the event is the source (4.11.1.2, 4.11.1.2.1)
        ("イベント", "activate", "鍛冶師", 0),  # a character's ability: the character is
        ("キャラ", "activate", "鍛冶師", 1),
        ("キャラ", "play", "火", 0),
    ],
)
def test_damage_received_from_a_kind_of_source(kind: str, act: str, card: str, hand: int) -> None:
    sc = (
        SOURCE_BOARD.replace("{kind}", kind).replace("{act}", act).replace("{card}", card)
        + f"expect:\n  state: {{B.hand: {hand}}}\n"
        + ('  decided_by: ["4.11.1.2.1"]\n' if hand else "")
    )
    assert check_expect(resolve(loads(sc))) == []


def test_end_of_the_attack_this_card_made() -> None:
    # 「このカードがアタックしたアタックの終わりに」 = 「このカードのアタックの終わりに」 (7.5.1.4)
    sc = """game: ws
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A:
    stage:
      center_front: {name: 狙撃手, type: character, level: 2, power: 9000, soul: 1, text: "【自】 このカードがアタックしたアタックの終わりに、あなたは1枚引く。"}
      left_front: {name: 他, type: character, level: 0, power: 1000, soul: 1}
    deck: [{name: 素, type: character, trigger: none}, {name: 素2, type: character, trigger: none}, 10]
    hand: 0
    level: 2
  B:
    deck: 10
actions:
  - {do: attack, slot: {slot}, kind: direct}
expect:
  state: {A.hand: {hand}}
"""
    for slot, hand in (("center_front", 1), ("left_front", 0)):
        got = check_expect(resolve(loads(sc.replace("{slot}", slot).replace("{hand}", str(hand)))))
        assert got == [], (slot, got)


EVENT_COST_BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand:
      - {name: 祈り, type: event, level: 0, cost: 0, text: "［手札を1枚控え室に置く］ あなたは1枚引く。"}
      {more}
    deck: [{name: 引き札, type: character}, 10]
  B: {deck: 10}
actions:
  - {do: play, card: 祈り}
"""


def test_event_text_cost_is_paid() -> None:
    # 8.6.2.3.1: the cost the event shows is paid as it is played
    sc = EVENT_COST_BOARD.replace("{more}", "- {name: 余り, type: character, level: 0}") + (
        "expect:\n  state: {余り.zone: A.waiting_room, A.hand: [引き札]}\n"
        '  ambiguous: false\n  decided_by: ["8.6.2.3.1"]\n'
    )
    assert check_expect(resolve(loads(sc))) == []


def test_event_paying_its_own_hand_cost_is_unsettled() -> None:
    # the card being played is the only hand card: may it pay its own cost? Both readings run
    sc = EVENT_COST_BOARD.replace("\n      {more}", "") + (
        'expect:\n  ambiguous: ["8.6.2.5.2"]\n  readings:\n'
        "    not_itself: {state: {祈り.zone: A.hand, A.deck: 11}}\n"
        "    itself: {state: {祈り.zone: A.waiting_room, A.hand: [引き札]}}\n"
    )
    assert check_expect(resolve(loads(sc))) == []


MARKER_BOARD = """game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 騎士, type: character, level: 0, power: 3000, soul: 1, text: "【自】 このカードが舞台から控え室に置かれた時、{what}1枚につき、あなたは1枚引く。"}
    markers: {center_front: {n}}
    hand: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、控え室に置く。"}
choices:
  - {player: A, at: choose, choose: 騎士}
"""


@pytest.mark.parametrize("what", ["このカードの下のマーカー", "このカードのマーカー"])
def test_leaving_card_markers_are_unsettled(what: str) -> None:
    sc = MARKER_BOARD.replace("{what}", what).replace("{n}", "2") + (
        'expect:\n  ambiguous: ["8.7.4.1.2", "3.7.1.2"]\n  readings:\n'
        "    gone: {state: {A.hand: 0}}\n    as_on_stage: {state: {A.hand: 2}}\n"
    )
    assert check_expect(resolve(loads(sc))) == []


def test_leaving_card_without_markers_raises_nothing() -> None:
    sc = MARKER_BOARD.replace("{what}", "このカードの下のマーカー").replace("{n}", "0") + (
        "expect:\n  state: {A.hand: 0}\n  ambiguous: false\n"
    )
    assert check_expect(resolve(loads(sc))) == []


MEMORY_BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 司祭, type: character, level: 0, power: 3000, soul: 1, text: "【自】 あなたの山札のキャラが思い出に置かれた時、あなたは1枚引く。"}
    deck: [{name: 想い, type: character, level: 1}, {name: 次, type: character}, 8]
    hand: 0
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の山札の上から1枚を、{how}思い出にする。"}
"""


@pytest.mark.parametrize(("how", "hand"), [("裏向きに", 0), ("裏向きで", 0), ("", 1)])
def test_face_down_into_memory_is_blank_for_a_trigger(how: str, hand: int) -> None:
    # 8.7.4.1.1: read in the memory, where a face-down card is blank (3.12.2.2.1)
    sc = MEMORY_BOARD.replace("{how}", how) + (
        f"expect:\n  state: {{A.hand: {hand}, A.memory: 1}}\n"
        + ('  decided_by: ["8.7.4.1.1", "3.12.2.2.1"]\n' if not hand else "")
    )
    assert check_expect(resolve(loads(sc))) == []


@pytest.mark.parametrize(("mine", "theirs", "clock"), [(3, 1, 2), (1, 2, 0), (2, 2, 0)])
def test_x_as_a_difference(mine: int, theirs: int, clock: int) -> None:
    # 「ＸはあなたのレベルからＢのレベルを引いた数に等しい」: 0 or less asks no damage (1.3.2.2)
    sc = f"""game: ws
title: t
turn: {{player: A, number: 7, phase: main, first_player: A}}
players:
  A: {{level: {mine}, deck: 10}}
  B: {{level: {theirs}, deck: [{{name: 一, type: character}}, {{name: 二, type: character}}, 8], clock: 0}}
actions:
  - {{do: resolve_text, player: A, text: "相手にXダメージを与える。Xはあなたのレベルから相手のレベルを引いた数に等しい。"}}
expect:
  state: {{B.clock: {clock}}}
"""
    assert check_expect(resolve(loads(sc))) == []


def test_this_cards_marker_swapped_with_it() -> None:
    # 「このカードのマーカーの「X」」: a marker under it (3.7.4), swapped with the card
    sc = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 千鶴, type: character, level: 0, power: 3000, soul: 1, text: "【起】［(1)］ あなたはこのカードのマーカーの「休日」を1枚とこのカードを選び、入れ替える。"}
    markers: {center_front: [{name: 休日, type: character, level: 0, power: 2000, soul: 1}]}
    stock: 1
    deck: 10
  B: {deck: 10}
actions:
  - {do: activate, card: 千鶴}
expect:
  state: {休日.zone: A.stage.center_front, 千鶴.zone: A.markers.center_front}
"""
    assert check_expect(resolve(loads(sc))) == []


@pytest.mark.parametrize(("name", "hand"), [("未来", 1), ("過去", 0)])
def test_this_cards_marker_named_in_a_condition(name: str, hand: int) -> None:
    sc = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 悪魔, type: character, level: 0, power: 3000, soul: 1, text: "【起】［］ このカードのマーカーに「未来」があるなら、あなたは1枚引く。"}}
    markers: {{center_front: [{{name: {name}, type: character}}]}}
    hand: 0
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: activate, card: 悪魔}}
expect:
  state: {{A.hand: {hand}}}
"""
    assert check_expect(resolve(loads(sc))) == []
