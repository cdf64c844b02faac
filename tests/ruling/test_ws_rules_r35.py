"""ws rules found by the round-35 blind set moved into development (round 35, s31rulesWS), each on
a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads

# ---------------- 3.6.4: ws's back row has two slots; a board naming vg's centre back circle is
# refused with a message that says what the back row has and where each slot stands (3.6.5)

BACK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    %(zone)s:
      %(slot)s: %(value)s
    deck: 10
  B: {deck: 10}
"""


@pytest.mark.parametrize(
    ("zone", "value"),
    [
        ("stage", "{name: 甲, type: character, level: 0, power: 3000, soul: 1}"),
        ("markers", "[{name: 乙, type: character, face: down}]"),
    ],
)
def test_a_centre_back_slot_is_refused_saying_what_the_back_row_has(zone: str, value: str) -> None:
    with pytest.raises(ScenarioError) as exc:
        loads(BACK % {"zone": zone, "slot": "center_back", "value": value})
    msg = str(exc.value)
    assert f"unknown {zone} position 'center_back'" in msg
    assert "two slots only, left_back and right_back (3.6.4" in msg
    assert "behind center_front and right_front (3.6.5)" in msg


def test_the_back_row_slots_load() -> None:
    for slot in ("left_back", "right_back"):
        scn = loads(
            BACK
            % {
                "zone": "stage",
                "slot": slot,
                "value": "{name: 甲, type: character, level: 0, power: 3000, soul: 1}",
            }
        )
        assert scn.game == "ws"


# ---------------- 8.7.2.1: several cards moved at once, each meeting a trigger that names another
# card — the ability is pending once for each card (not once for the move)

LEAVE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    clock: [{name: 時計札, type: character, color: blue}]
    hand:
      - {name: 総退場, type: event, level: 1, cost: 0, color: blue, text: "相手の前列のキャラすべてを、控え室に置く。"}
    stage:
      right_back: {name: 番人, type: character, level: 1, cost: 0, power: 3000, soul: 1,
        text: "【自】 相手のキャラが舞台から控え室に置かれた時、あなたは自分の山札の上から1枚を、ストック置場に置く。"}
    stock: 0
    deck: 10
  B:
    stage:
%(front)s
    deck: 10
actions:
  - {do: play, player: A, card: 総退場}
ask: [A.stock]
"""

FRONT = [
    "      left_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1}",
    "      center_front: {name: 丙, type: character, level: 1, power: 4000, soul: 1}",
    "      right_front: {name: 丁, type: character, level: 1, power: 4000, soul: 1}",
]


@pytest.mark.parametrize("n", [1, 2, 3])
def test_a_trigger_naming_another_card_is_pending_once_for_each_card_moved_at_once(n: int) -> None:
    r = resolve(loads(LEAVE % {"front": "\n".join(FRONT[:n])}))
    assert r.outcome["state"]["A.stock"] == n
    if n > 1:
        assert "8.7.2.1" in r.decided_by


# ---------------- 8.11.1 with 8.4.2: an activated ability whose cost put its own card into the
# waiting room; its effect's Ｘ 「このカードのパワー」 reads the card as it last was on the stage

SELF_COST = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 味方, type: character, level: 1, cost: 0, power: 5000, soul: 1}
      left_front: {name: 捨身, type: character, level: 1, cost: 0, power: 3000, soul: 1,
        text: "【起】［%(cost)s］ あなたは他のあなたのキャラを1枚選び、そのターン中、パワーを＋X。Xはこのカードのパワーに等しい。"}
%(support)s
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 捨身}
choices:
  - {player: A, at: %(at)s, choose: 味方}
ask: [味方.power]
"""

SUPPORT = """\
      right_back: {name: 応援, type: character, level: 1, cost: 0, power: 2000, soul: 1,
        text: "【永】 あなたのキャラすべてに、パワーを＋1000。"}"""


@pytest.mark.parametrize(
    ("support", "want"), [("", 8000), (SUPPORT, 5000 + 1000 + 4000)], ids=["alone", "supported"]
)
def test_x_reads_its_own_card_as_it_last_was_on_the_stage(support: str, want: int) -> None:
    r = resolve(
        loads(SELF_COST % {"cost": "このカードを控え室に置く", "support": support, "at": "choose"})
    )
    assert r.outcome["state"]["味方.power"] == want
    assert "8.11.1" in r.decided_by


def test_x_of_its_own_card_still_on_the_stage_cites_no_last_known_information() -> None:
    r = resolve(
        loads(SELF_COST % {"cost": "このカードを【レスト】する", "support": "", "at": "choose"})
    )
    assert r.outcome["state"]["味方.power"] == 8000
    assert "8.11.1" not in r.decided_by


# ---------------- a card chosen by card text may be answered ``at: choose_card`` (vs's name for
# that choice), as ``at: choose``


def test_a_card_choice_is_answered_at_choose_card() -> None:
    board = SELF_COST % {
        "cost": "このカードを【レスト】する",
        "support": SUPPORT,
        "at": "choose_card",
    }
    board = board.replace(
        "  B: {deck: 10}",
        "      right_front: {name: 他方, type: character, level: 1, cost: 0, power: 1000, soul: 1}\n  B: {deck: 10}",
    )
    r = resolve(loads(board))
    assert r.outcome["state"]["味方.power"] == 5000 + 1000 + 4000
    assert not [w for w in r.warnings() if w.kind == "unused_choice"]


# ---------------- 3.1.4: 「そのカード」 the trigger named, moved since to another zone (the trigger
# check's climax put into the stock before the check timing, 7.3.1.2.3), is a new card there: the
# step is not done and the ruling says why

TRIGGER_CARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 採掘師, type: character, level: 1, power: 5000, soul: 1, text: "【自】 このカードのトリガーチェックで%(what)sがでた時、そのカードを手札に戻す。"}
    deck: [{name: 山札一, type: %(type)s, trigger: none}, 10]
    stock: 0
    hand: 2
    level: 1
  B:
    deck: 10
actions:
  - {do: attack, slot: center_front}
ask: [A.hand, A.stock]
"""


def test_the_trigger_card_moved_into_the_stock_is_a_new_card() -> None:
    r = resolve(loads(TRIGGER_CARD % {"what": "クライマックス", "type": "climax"}))
    assert r.outcome["state"]["A.hand"] == 2 and r.outcome["state"]["A.stock"] == 1
    assert "3.1.4" in r.decided_by


# ---------------- 8.4.2.1 / 9.3.3: a level-up held back during a cost payment; a cost that puts a
# seventh card into the clock and takes one off again makes no level-up, and the ruling says why;
# one that leaves seven there makes the level-up once the payment is complete

CLOCK_COST = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand: 0
    level: 1
    deck: 10
    clock: 6
    stage:
      center_front: {name: 時渡, type: character, level: 1, cost: 0, power: 4000, soul: 1,
        text: "【起】［%(cost)s］ あなたは1枚引く。"}
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 時渡}
ask: [A.clock, A.level]
"""


def test_a_level_up_held_during_the_cost_and_gone_after_is_said() -> None:
    cost = "このカードをクロック置場に置き、あなたのクロックの上から1枚を控え室に置く"
    r = resolve(loads(CLOCK_COST % {"cost": cost}))
    assert r.outcome["state"]["A.clock"] == 6 and r.outcome["state"]["A.level"] == 1
    assert {"8.4.2.1", "9.3.3"} <= set(r.decided_by)


def test_a_cost_leaving_seven_clock_cards_levels_up_after_it() -> None:
    r = resolve(loads(CLOCK_COST % {"cost": "このカードをクロック置場に置く"}))
    assert r.outcome["state"]["A.level"] == 2
    assert "9.3.1" in r.decided_by


# ---------------- turn_limit_same_text_gained_twice (10.19.3 / 4.1.1): the same turn-limited text
# given twice by two effects — one ability counted together, or two; raised only then

TWICE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 双子, type: character, level: 1, power: 6000, soul: 1}
    deck: [{name: 空札一, type: character, trigger: none}, 10]
    level: 1
  B:
    deck: 10
effects:
%(effects)s
actions:
  - {do: attack, slot: center_front}
choices:
  - {player: A, at: turn_limit, choose: "yes"}
  - {player: A, at: turn_limit, choose: "yes"}
ask: [双子.power]
"""
GRANT = (
    '  - {target: 双子, stat: ability, op: grant, value: "『【自】【ターン1】 このカードがアタック'
    'した時、そのターン中、このカードのパワーを＋2000。』", until: turn, source: "%s"}'
)


def test_the_same_turn_limited_text_given_twice_is_a_point_with_two_readings() -> None:
    expect = """expect:
  ambiguous: ["10.19.3", "4.1.1"]
  readings:
    one_ability: {state: {双子.power: 8000}}
    two_abilities: {state: {双子.power: 10000}}
"""
    text = TWICE % {"effects": "\n".join([GRANT % "姉", GRANT % "妹"])} + expect
    assert check_expect(resolve(loads(text))) == []


def test_one_grant_raises_no_point() -> None:
    expect = "expect:\n  state: {双子.power: 8000}\n  ambiguous: false\n"
    assert check_expect(resolve(loads(TWICE % {"effects": GRANT % "姉"} + expect))) == []


# ---------------- left_together_sees_the_other (8.7.4.1.2 / 8.7.2): a card whose 「他のあなたのキャラが
# …置かれた時」 leaves the stage in the same event as the other card — both readings, one per ruling

TOGETHER = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 2
    deck: 10
    clock: [{name: 赤時計, type: character, color: red}]
    hand:
      - {name: 一掃, type: event, level: 2, cost: 0, color: red, text: "相手の%(row)sのキャラすべてを、控え室に置く。"}
  B:
    hand: 0
    deck: 10
    stage:
      left_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1,
        text: "【自】 他のあなたのキャラが舞台から控え室に置かれた時、あなたは1枚引く。"}
      center_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1,
        text: "【自】 他のあなたのキャラが舞台から控え室に置かれた時、あなたは1枚引く。"}
      right_back: {name: 丙, type: character, level: 1, power: 4000, soul: 1}
actions:
  - {do: play, player: A, card: 一掃}
ask: [B.hand]
expect:
%(expect)s
"""


def test_two_leaving_together_run_both_readings_each_read_alike() -> None:
    expect = """  ambiguous: ["8.7.4.1.2", "8.7.2"]
  readings:
    look_back: {state: {B.hand: 2}}
    not_seen: {state: {B.hand: 0}}"""
    assert check_expect(resolve(loads(TOGETHER % {"row": "前列", "expect": expect}))) == []


def test_one_staying_on_the_stage_raises_no_point() -> None:
    # only 丙 (back row) leaves: 甲 and 乙 see it from the stage — no point
    text = TOGETHER % {"row": "後列", "expect": "  state: {B.hand: 2}\n  ambiguous: false"}
    assert check_expect(resolve(loads(text))) == []
